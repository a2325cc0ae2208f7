import { Link } from '@tanstack/react-router';
import type { PagePath } from '../../content/pagePaths';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from './CallToAction.css';

interface CallToActionProps {
  title: string;
  text: string;
  button: { label: string; to: PagePath };
}

/** Closing band of a page: one sentence and a button (to /contact on every page today). */
export function CallToAction({ title, text, button: { label, to } }: CallToActionProps) {
  return (
    <section className={styles.root} aria-labelledby="cta-title">
      <div className={container}>
        <div className={styles.panel}>
          <div className={styles.text}>
            <h2 id="cta-title" className={styles.title}>{title}</h2>
            <p>{text}</p>
          </div>
          <Link to={to} className={`${button({ variant: 'accent', size: 'lg' })} ${styles.action}`}>
            {label}
          </Link>
        </div>
      </div>
    </section>
  );
}
