/**
 * The build's side of the offers: which are open on the build's day, and the data files the pages
 * fetch (one per offer, one per page of the list, and the index the filters search). No offer's
 * text is in any page's JavaScript: a page gets its own offer(s) inline in its HTML (prerender),
 * or fetches these files.
 */
import { isCalendarDay, newestFirst, isOpen, offerData, pageCount, pageSize, toCard, type Day, type Offer, type OfferFacets, type OfferFields, type OfferIndex, type OfferPage } from './offers.ts';
import { contracts, otherSector, otherSectorLabel } from '../domain/offerTerms.ts';
import { changeDays, maxStates, statePagePattern, statePath, type StatesManifest } from './states.ts';

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

/** One change day's state: the offers still open that day among those the build publishes, and their filters' choices. */
export interface OfferState {
  day: Day;
  offers: Offer[];
  facets: OfferFacets;
}

/**
 * The states of the coming change days (offers/states.ts): on each, the build's open offers
 * (`openOffers(content, built)`) minus those whose deadline has passed, as a build on that day
 * would list them, except that an offer published after the build's day is not in it: its page
 * was not built, so it appears only with the next build. And the manifest the Worker reads.
 */
export function offerStates(content: OffersContent, built: Day, limit = maxStates): { states: OfferState[]; manifest: StatesManifest } {
  const open = openOffers(content, built);
  const days = changeDays(open.map((offer) => offer.deadline), built, limit);
  const states = days.map((day) => {
    const offers = open.filter((offer) => isOpen(offer, day));
    return { day, offers, facets: offerFacets(content, offers) };
  });
  const dated = open.filter((offer) => offer.deadline !== undefined);
  return {
    states,
    manifest: {
      built,
      days,
      offers: Object.fromEntries(dated.map((offer) => [offer.slug, offer.deadline!])),
      references: Object.fromEntries(dated.map((offer) => [offer.reference, offer.deadline!])),
    },
  };
}

/** A state's data files: the list's (index.json, page-N.json) under its folder; each offer's own file is the build's. */
export function offerStateFiles(state: OfferState): Record<string, unknown> {
  const listFiles = Object.entries(offerDataFiles(state.offers, state.facets)).filter(([path]) => path === offerData.index().slice(1) || statePagePattern.test(`/${path}`));
  return Object.fromEntries(listFiles.map(([path, data]) => [statePath(state.day, `/${path}`).slice(1), data]));
}
