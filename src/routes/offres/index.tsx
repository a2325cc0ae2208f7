import { createFileRoute } from '@tanstack/react-router';
import { hero, seo as offersSeo } from 'virtual:content/offers';
import { parseOfferSearch } from '../../offers/search';
import { loadOfferPage } from '../../offers/source';
import { pageHead } from '../../site/seo';
import { OffersSections } from '../../sections/Offers/OffersSections';
import { PageHero } from '../../sections/PageHero/PageHero';

/** /offres: the open offers, newest first; filters and page are search params (?contrat=cdi&ville=Dakar…). */
export const Route = createFileRoute('/offres/')({
  loader: async () => ({ ...(await loadOfferPage(1)), seo: offersSeo }),
  head: pageHead,
  component: OffersPage,
});

function OffersPage() {
  return (
    <>
      <PageHero {...hero} />
      <OffersSections search={parseOfferSearch(Route.useSearch())} first={Route.useLoaderData()} />
    </>
  );
}
