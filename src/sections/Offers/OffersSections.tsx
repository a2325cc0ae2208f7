import { hero, spontaneous } from 'virtual:content/offers';
import type { OfferPage, OfferSearch } from '../../offers/offers';
import { section } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import { ApplyOptions } from './ApplyOptions';
import { OfferList } from './OfferList';
import * as styles from './Offers.css';

/** /offres under its hero: the list with its filters, then the spontaneous application. */
export function OffersSections({ search, first }: { search: OfferSearch; first: OfferPage }) {
  return (
    <>
      <section className={section({ tone: 'page' })} aria-label={hero.title}>
        <div className={container}>
          <OfferList search={search} first={first} />
        </div>
      </section>
      <section id="candidature-spontanee" className={section({ tone: 'surface' })} aria-labelledby="spontanee-titre">
        <div className={`${container} ${styles.spontaneous}`}>
          <div className={styles.block}>
            <h2 id="spontanee-titre" className={styles.blockTitle}>{spontaneous.title}</h2>
            <p>{spontaneous.text}</p>
          </div>
          <div className={styles.panel}>
            <ApplyOptions />
          </div>
        </div>
      </section>
    </>
  );
}
