import { heading, home, retry, savedPages, text } from 'virtual:content/offlinePage';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from '../NotFound/NotFound.css';

/** The ids the offline page's own script fills (scripts/offlinePage.mjs). */
export const offlineIds = { retry: 'hors-ligne-reessayer', saved: 'hors-ligne-pages', list: 'hors-ligne-liste', titles: 'hors-ligne-titres' } as const;

/**
 * The main content of the page the service worker shows, with no network, for an address this
 * device never kept (src/offline/sw.ts). Rendered once at build time into the 404 page's frame,
 * never by the app (it costs the visitors' scripts nothing): plain links, and a small script of
 * its own that lists the pages this device has kept. Its words: content/hors-ligne.yml.
 */
export function OfflinePage() {
  return (
    <section className={styles.root} aria-labelledby="hors-ligne-titre">
      <div className={`${container} ${styles.inner}`}>
        <h1 id="hors-ligne-titre" className={styles.title}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <a id={offlineIds.retry} href="/" className={button({ variant: 'primary', size: 'lg' })}>{retry}</a>
          <a href="/" className={button({ variant: 'secondary', size: 'lg' })}>{home}</a>
        </div>
        <div className={styles.suggestions}>
          <nav id={offlineIds.saved} aria-labelledby="hors-ligne-enregistrees" hidden>
            <h2 id="hors-ligne-enregistrees" className={styles.heading}>{savedPages}</h2>
            <ul id={offlineIds.list} className={styles.pages} role="list" data-link-class={styles.pageLink} />
          </nav>
        </div>
      </div>
    </section>
  );
}
