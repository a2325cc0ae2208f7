import { Link } from '@tanstack/react-router';
import { ui } from '../../content/ui';
import { pageTitle } from '../../lib/seo';
import { button } from '../../styles/recipes.css';
import { container } from '../../styles/layout.css';
import * as styles from './NotFound.css';

/** Any unknown path: client-side, and prerendered as 404.html for static hosts. */
export function NotFound() {
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <title>{pageTitle(ui.notFound.seo.title)}</title>
      <meta name="robots" content="noindex" />
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">{ui.notFound.code}</p>
        <h1 id="not-found-title" className={styles.title}>{ui.notFound.title}</h1>
        <p className={styles.text}>{ui.notFound.text}</p>
        <div className={styles.actions}>
          <Link to="/" className={button({ variant: 'primary', size: 'lg' })}>{ui.notFound.home}</Link>
          <Link to="/" className={button({ variant: 'secondary', size: 'lg' })}>{ui.notFound.back}</Link>
        </div>
      </div>
    </section>
  );
}
