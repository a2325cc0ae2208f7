import { Link, useRouter } from '@tanstack/react-router';
import { notFound } from 'virtual:content/ui';
import { gone } from 'virtual:content/offers';
import { pageTitle } from '../../site/seo';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from './NotFound.css';

/**
 * Any unknown path: client-side, and prerendered as 404.html for static hosts. Under /offres/, an
 * offer that is closed or never was: the offer is no longer open, with the open offers and a
 * spontaneous application as ways on (prerendered as offres/404.html, which the host serves for
 * any unknown address under /offres/); anywhere else, the specification's page, both buttons home.
 */
export function NotFound() {
  // The router's location as this page renders (each not-found address renders it anew).
  const offer = useRouter().state.location.pathname.startsWith('/offres/');
  const primary = button({ variant: 'primary', size: 'lg' });
  const secondary = button({ variant: 'secondary', size: 'lg' });
  const title = offer ? gone.title : notFound.title;
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <div className={`${container} ${styles.inner}`}>
        {offer ? null : <p className={styles.code} aria-hidden="true">404</p>}
        <h1 id="not-found-title" className={styles.title}>{title}</h1>
        <p className={styles.text}>{offer ? gone.text : notFound.text}</p>
        <div className={styles.actions}>
          {offer ? (
            <>
              <Link to="/offres" className={primary}>{gone.offers}</Link>
              <Link to="/contact" search={{ candidature: 'spontanee' }} hash="votre-message" className={secondary}>{gone.spontaneous}</Link>
            </>
          ) : (
            <>
              <Link to="/" className={primary}>{notFound.home}</Link>
              <Link to="/" className={secondary}>{notFound.back}</Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
