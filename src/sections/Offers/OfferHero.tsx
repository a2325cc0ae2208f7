import { Link } from '@tanstack/react-router';
import { offer as offerCopy } from 'virtual:content/offers';
import type { Offer } from '../../offers/offers';
import { contractLabels } from '../../offers/terms';
import { container } from '../../styles/layout.css';
import * as heroStyles from '../PageHero/PageHero.css';
import * as styles from './Offers.css';

/** The top of an offer's page: back to the list, its title (the page's h1), contract, city and sector. */
export function OfferHero({ offer }: { offer: Offer }) {
  return (
    <section className={heroStyles.root} aria-labelledby="page-title">
      <div className={container}>
        <div className={heroStyles.inner}>
          <Link to="/offres" className={styles.back}>← {offerCopy.back}</Link>
          <h1 id="page-title" className={heroStyles.title}>{offer.title}</h1>
          <p className={heroStyles.lead}>{[contractLabels[offer.contract], offer.city, offer.sectorName].join(' · ')}</p>
        </div>
      </div>
    </section>
  );
}
