import { Link } from '@tanstack/react-router';
import { button } from '../../styles/recipes.css';
import { container } from '../../styles/layout.css';
import * as styles from './CallToAction.css';

interface CallToActionProps {
  title: string;
  text: string;
  button: string;
}

/** Closing band of a page: one sentence and a button to /contact. */
export function CallToAction({ title, text, button: label }: CallToActionProps) {
  return (
    <section className={styles.root} aria-labelledby="cta-title">
      <div className={container}>
        <div className={styles.panel}>
          <div className={styles.text}>
            <h2 id="cta-title" className={styles.title}>{title}</h2>
            <p>{text}</p>
          </div>
          <Link to="/contact" className={`${button({ variant: 'accent', size: 'lg' })} ${styles.action}`}>
            {label}
          </Link>
        </div>
      </div>
    </section>
  );
}
