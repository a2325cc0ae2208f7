import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorHeading, errorText, heading, home, retry, text, title } from 'virtual:content/offlinePage';
import { Unreachable } from '../../lib/pageData';
import { pageTitle } from '../../site/seo';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from '../NotFound/NotFound.css';

/**
 * A page that failed because the network did not answer: its data (`Unreachable`, lib/pageData.ts),
 * or its code or styles (the browser's own words: Chromium's, Firefox's and Safari's failed
 * imports; the preload helper's failed stylesheet, lib/preloadHelper.js).
 */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof Unreachable || (error instanceof Error && /imported module|module script|Unable to preload/.test(error.message));

/**
 * A page that failed to draw, in the site's frame (its header and footer stay): the router's error
 * component for every route (router.tsx), in a chunk of its own fetched only then (the service
 * worker keeps it with the others, so it is there offline). When the network is the cause (no
 * connection, and no copy on this device of what the page reads), the offline page's words
 * (content/hors-ligne.yml), as the service worker's offline page says them for a page loaded in
 * full; otherwise that the page could not be shown. « Réessayer » runs the page's loaders again
 * (its code too when that is what failed: the browser keeps a failed import failed, so the page
 * loads again); « Retour à l'accueil » leads home, a page that needs no network to be drawn.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const offline = isUnreachable(error);
  // Its code or styles did not arrive (not its data): only a new load asks for them again.
  const code = offline && !(error instanceof Unreachable);
  return (
    <section className={styles.root} aria-labelledby="erreur-titre" data-testid="route-error" data-reason={offline ? 'offline' : 'error'}>
      <title>{pageTitle(offline ? title : errorHeading)}</title>
      <meta name="robots" content="noindex" />
      <div className={`${container} ${styles.inner}`}>
        <h1 id="erreur-titre" className={styles.title}>
          {offline ? heading : errorHeading}
        </h1>
        <p className={styles.text}>{offline ? text : errorText}</p>
        <div className={styles.actions}>
          <button type="button" className={button({ variant: 'primary', size: 'lg' })} onClick={() => (code ? location.reload() : void router.invalidate())}>
            {retry}
          </button>
          <Link to="/" className={button({ variant: 'secondary', size: 'lg' })}>
            {home}
          </Link>
        </div>
      </div>
    </section>
  );
}
