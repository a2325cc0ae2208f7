import { createFileRoute } from '@tanstack/react-router';
import { loadOffer } from '../../offers/source';
import { seo } from '../../site/seo';
import { OfferDetail } from '../../sections/Offers/OfferDetail';
import { OfferHero } from '../../sections/Offers/OfferHero';

/** Google shows about 160 characters of a description: the summary, cut at a word. */
const describe = (summary: string) => (summary.length <= 160 ? summary : `${summary.slice(0, 159).replace(/\s+\S*$/, '')}…`);

/** /offres/<slug>: one open offer (a closed one is not built: the host answers 404 with offres/404.html, the not-found page's offer version). */
export const Route = createFileRoute('/offres/$slug')({
  loader: ({ params }) => loadOffer(params.slug),
  head: ({ loaderData, params }) =>
    loaderData ? seo({ title: `${loaderData.title} – ${loaderData.city}`, description: describe(loaderData.summary), path: `/offres/${params.slug}` }) : {},
  component: OfferPage,
});

function OfferPage() {
  const offer = Route.useLoaderData();
  return (
    <>
      <OfferHero offer={offer} />
      <OfferDetail offer={offer} />
    </>
  );
}
