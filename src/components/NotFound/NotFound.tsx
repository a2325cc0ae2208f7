import { Link } from '@tanstack/react-router';
import { notFound } from 'virtual:content/ui';
import { pageTitle } from '../../lib/seo';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from './NotFound.css';

/** Any unknown path: client-side, and prerendered as 404.html for static hosts. */
export function NotFound() {
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <title>{pageTitle(notFound.title)}</title>
      <meta name="robots" content="noindex" />
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">404</p>
        <h1 id="not-found-title" className={styles.title}>{notFound.title}</h1>
        <p className={styles.text}>{notFound.text}</p>
        <div className={styles.actions}>
          <Link to="/" className={button({ variant: 'primary', size: 'lg' })}>{notFound.home}</Link>
          <Link to="/" className={button({ variant: 'secondary', size: 'lg' })}>{notFound.back}</Link>
        </div>
      </div>
    </section>
  );
}
