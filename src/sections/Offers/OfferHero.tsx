import { Link } from '@tanstack/react-router';
import { offer as offerCopy } from 'virtual:content/offers';
import type { Offer } from '../../offers/offers';
import { contractLabels } from '../../domain/offerTerms';
import { PageHero } from '../PageHero/PageHero';
import * as styles from './Offers.css';

/** The top of an offer's page: back to the list, its title (the page's h1), contract, city and sector. */
export function OfferHero({ offer }: { offer: Offer }) {
  return (
    <PageHero
      above={<Link to="/offres" className={styles.back}>← {offerCopy.back}</Link>}
      title={offer.title}
      lead={[contractLabels[offer.contract], offer.city, offer.sectorName].join(' · ')}
    />
  );
}
