/**
 * The build's side of the offers: which are open on the build's day, and the data files the pages
 * fetch (one per offer, one per page of the list, and the index the filters search). No offer's
 * text is in any page's JavaScript: a page gets its own offer(s) inline in its HTML (prerender),
 * or fetches these files.
 */
import { isCalendarDay, newestFirst, isOpen, offerData, pageCount, pageSize, toCard, type Day, type Offer, type OfferFacets, type OfferFields, type OfferIndex, type OfferPage } from './offers.ts';
import { contracts, otherSector, otherSectorLabel } from '../domain/offerTerms.ts';

/** An offer's file as the content loader gives it: its fields, and its id (the file's name). */
export type OfferEntry = OfferFields & { id: string };

/** What the build reads of the loaded content (content/load.ts hands it): the sectors and the offers. */
export interface OffersContent {
  collections: { sectors: readonly { id: string; name: string }[]; offers: readonly OfferEntry[] };
}

/** The build's « today »: SITE_TODAY (« 2026-11-23 ») when set, as the tests do; else today in Dakar. */
export function buildDay(env: Record<string, string | undefined> = process.env, now: Date = new Date()): Day {
  const day = env.SITE_TODAY?.trim();
  if (!day) return now.toISOString().slice(0, 10);
  if (!isCalendarDay(day)) {
    throw new Error(`SITE_TODAY doit être une date au format 2026-11-23, pas « ${day} »`);
  }
  return day;
}

/** The offers open on `today`, newest first, with their sector's name. */
export function openOffers(content: OffersContent, today: Day): Offer[] {
  const sectorNames = Object.fromEntries(content.collections.sectors.map((sector) => [sector.id, sector.name]));
  return content.collections.offers
    .filter((entry) => isOpen(entry, today))
    .map(({ id, sector, ...entry }) => ({
      ...entry,
      slug: id,
      sector: sector ?? otherSector,
      sectorName: sector ? sectorNames[sector]! : otherSectorLabel,
    }))
    .sort(newestFirst);
}

/**
 * The filters' choices, each one an open offer has (a choice with no offer would only lead to an
 * empty list): the contracts in their usual order, the sectors in the services page's order (« Autre »
 * last), the cities from A to Z.
 */
export function offerFacets(content: OffersContent, offers: Offer[]): OfferFacets {
  const used = <Value,>(value: Value) => offers.some((offer) => offer.sector === value || offer.contract === value);
  return {
    contracts: contracts.filter(used),
    sectors: Object.fromEntries([
      ...content.collections.sectors.filter((sector) => used(sector.id)).map((sector) => [sector.id, sector.name]),
      ...(used(otherSector) ? [[otherSector, otherSectorLabel]] : []),
    ]),
    cities: [...new Set(offers.map((offer) => offer.city))].sort((a, b) => a.localeCompare(b, 'fr')),
  };
}

/** One page of the unfiltered list. */
export function offerPage(offers: Offer[], facets: OfferFacets, page: number): OfferPage {
  return { ...facets, cards: offers.slice((page - 1) * pageSize, page * pageSize).map(toCard), total: offers.length };
}

/** Every data file, by its path in the build (« donnees/offres/… »). */
export function offerDataFiles(offers: Offer[], facets: OfferFacets): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const index: OfferIndex = { ...facets, cards: offers.map(toCard) };
  files[offerData.index().slice(1)] = index;
  for (let page = 1; page <= pageCount(offers.length); page += 1) files[offerData.page(page).slice(1)] = offerPage(offers, facets, page);
  for (const offer of offers) {
    files[offerData.offer(offer.slug).slice(1)] = offer;
    // The form's offer, and the Worker's check that it is still open (worker/siteData.ts).
    files[offerData.reference(offer.reference).slice(1)] = { reference: offer.reference, title: offer.title, slug: offer.slug, ...(offer.deadline ? { deadline: offer.deadline } : {}) };
  }
  return files;
}
