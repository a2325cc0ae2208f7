/**
 * Where a page gets its offers. The prerender (server build) reads them from the content
 * (virtual:content/offer-data); the browser reads the ones its page was built with from the page
 * itself, and fetches the build's data files (offers/build.ts) for any other (lib/pageData.ts).
 */
import { notFound } from '@tanstack/react-router';
import { fetchData, inlineData } from '../lib/pageData';
import { offerData, pageSize, toCard, type Offer, type OfferIndex, type OfferPage } from './offers';

export { pageDataId } from '../lib/pageData';

type AppliedReference = { reference: string; title: string; slug: string };
/** The offers read or applied to in this page's life, by reference: an offer's form (Back to it, or « Postuler » from the offer) names it again with no request, offline too. */
const references = new Map<string, AppliedReference>();

/** The whole offer at /offres/`slug`. */
export async function loadOffer(slug: string): Promise<Offer> {
  if (import.meta.env.SSR) {
    const offer = (await import('virtual:content/offer-data')).offers.find((candidate) => candidate.slug === slug);
    if (!offer) throw notFound();
    return offer;
  }
  const offer = inlineData<Offer>(`/offres/${slug}`) ?? (await fetchData<Offer>(offerData.offer(slug)));
  // Its « Postuler par le formulaire » then names it with no request (and none offline).
  references.set(offer.reference, { reference: offer.reference, title: offer.title, slug: offer.slug });
  return offer;
}

/** Page `page` of the unfiltered list. */
export async function loadOfferPage(page: number): Promise<OfferPage> {
  if (import.meta.env.SSR) {
    const { offers, facets } = await import('virtual:content/offer-data');
    return { ...facets, total: offers.length, cards: offers.slice((page - 1) * pageSize, page * pageSize).map(toCard) };
  }
  return (page === 1 ? inlineData<OfferPage>('/offres') : undefined) ?? fetchData<OfferPage>(offerData.page(page));
}

let index: Promise<OfferIndex> | undefined;

/** Every open offer's card, for the filters: fetched once, and again after a failure. */
export function loadOfferIndex(): Promise<OfferIndex> {
  index ??= fetchData<OfferIndex>(offerData.index()).catch((error: unknown) => {
    index = undefined;
    throw error;
  });
  return index;
}

/** Forgets the index fetched so far, as a new page load does: each test starts as a visitor's first page. */
export function forgetOfferIndex() {
  index = undefined;
}


/** The offer a candidate applies to from the contact form, by its reference; undefined if it is not open. */
export async function loadReference(reference: string): Promise<AppliedReference | undefined> {
  try {
    const found = references.get(reference) ?? (await fetchData<AppliedReference>(offerData.reference(reference)));
    references.set(reference, found);
    return found;
  } catch {
    return undefined;
  }
}
