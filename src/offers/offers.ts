/**
 * Job offers as the pages use them: what a list card and an offer page carry, which offers are
 * open on a given day, the list's filters (typed search params of /offres) and its pages. Pure
 * functions: the build (content/plugin/), the prerender and the browser share them.
 */
import type { z } from 'zod';
import type { offerSchema } from '../content/schemas/offer.ts';
import type { Contract } from '../domain/offerTerms';
import type { OfferSearch } from './search';

export type { OfferSearch } from './search';

import type { Day } from '../domain/calendar.ts';

export { frenchDate, isCalendarDay, type Day } from '../domain/calendar.ts';

/**
 * An offer's file, as its schema reads it (content/schemas/offer.ts): the type is the schema's own
 * (`import type` and `z.infer` leave nothing of zod, nor of the schema, in the JavaScript).
 */
export type OfferFields = z.infer<typeof offerSchema>;

/**
 * An offer's whole page: its file's fields, its address (`slug`, the file's name) and its sector,
 * a sector's id (content/sectors) or « autre », with that sector's name (build.ts `openOffers`).
 */
export type Offer = Omit<OfferFields, 'sector'> & { slug: string; sector: string; sectorName: string };

/** What the list shows of an offer. */
export type OfferCard = Pick<Offer, 'slug' | 'title' | 'reference' | 'contract' | 'city' | 'sector' | 'datePosted' | 'deadline'>;

/** The choices of the list's filters: the sectors' names by id, and the cities offers are in. */
/** The filters' choices: those the open offers have. */
export interface OfferFacets {
  contracts: Contract[];
  /** Sector id → its name (« autre » → « Autre » when an offer has no sector of the services page). */
  sectors: Record<string, string>;
  cities: string[];
}

/** One page of the unfiltered list, as the build writes it (/donnees/offres/page-N.json). */
export interface OfferPage extends OfferFacets {
  cards: OfferCard[];
  total: number;
}

/** Every open offer's card, for the filters (/donnees/offres/index.json). */
export interface OfferIndex extends OfferFacets {
  cards: OfferCard[];
}

export const pageSize = 10;

/** Today in Dakar (UTC all year round), as « 2026-11-23 ». */
export const dakarToday = (now: Date = new Date()): Day => now.toISOString().slice(0, 10);

/** Published on or before `today`, and its deadline (if any) not yet passed: applications close at the end of that day. */
export const isOpen = (offer: Pick<Offer, 'datePosted' | 'deadline'>, today: Day): boolean =>
  offer.datePosted <= today && (offer.deadline === undefined || offer.deadline >= today);

/** Newest first; the same day, by reference, so the order never depends on the files' order. */
export const newestFirst = (a: OfferCard, b: OfferCard): number => b.datePosted.localeCompare(a.datePosted) || a.reference.localeCompare(b.reference);

export const toCard = ({ slug, title, reference, contract, city, sector, datePosted, deadline }: Offer): OfferCard => ({
  slug,
  title,
  reference,
  contract,
  city,
  sector,
  datePosted,
  ...(deadline ? { deadline } : {}),
});

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Lower case, no accents, single spaces: « Développeur » matches « developpeur », « oeuvre » « œuvre ». */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The filters that apply: those naming a value the open offers have (any other contract, city or sector is ignored). */
export function appliedFilters(search: OfferSearch, facets: OfferFacets): Omit<OfferSearch, 'page'> {
  const applied: Omit<OfferSearch, 'page'> = {};
  if (search.contrat && facets.contracts.includes(search.contrat)) applied.contrat = search.contrat;
  const city = search.ville && facets.cities.find((candidate) => fold(candidate) === fold(search.ville!));
  if (city) applied.ville = city;
  if (search.secteur && Object.hasOwn(facets.sectors, search.secteur)) applied.secteur = search.secteur;
  if (search.q && fold(search.q)) applied.q = search.q;
  return applied;
}

export const isFiltered = (search: OfferSearch): boolean => Boolean(search.contrat || search.ville || search.secteur || search.q);

export interface OfferSelection {
  cards: OfferCard[];
  total: number;
  page: number;
  pages: number;
}

/** The offers matching the applied filters, and the requested page of them (the last one if it is past the end). */
export function selectOffers(cards: OfferCard[], search: OfferSearch, facets: OfferFacets): OfferSelection {
  const applied = appliedFilters(search, facets);
  const words = applied.q ? fold(applied.q).split(' ') : [];
  const matches = cards.filter((card) => {
    if (applied.contrat && card.contract !== applied.contrat) return false;
    if (applied.ville && card.city !== applied.ville) return false;
    if (applied.secteur && card.sector !== applied.secteur) return false;
    if (!words.length) return true;
    const haystack = fold(`${card.title} ${card.reference} ${card.city} ${facets.sectors[card.sector] ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
  const pages = pageCount(matches.length);
  const page = Math.min(search.page ?? 1, pages);
  return { cards: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pages };
}

/** « 650 000 – 850 000 FCFA par mois » (the period’s words come from domain/offerTerms.ts). */
export function salaryText(salary: NonNullable<Offer['salary']>, periodLabel: string): string {
  const amount = (value: number) => value.toLocaleString('fr-FR');
  const range = salary.max !== undefined && salary.max !== salary.min ? `${amount(salary.min)} – ${amount(salary.max)}` : amount(salary.min);
  return `${range}\u00a0FCFA ${periodLabel}`;
}

/** Where the build writes the offers' data, which the pages fetch after their first load. */
export const offerData = {
  folder: 'donnees/offres',
  index: () => `/${offerData.folder}/index.json`,
  page: (page: number) => `/${offerData.folder}/page-${page}.json`,
  offer: (slug: string) => `/${offerData.folder}/${slug}.json`,
  /** What the contact form needs of an offer named by its reference (/contact?offre=REF). */
  reference: (reference: string) => `/${offerData.folder}/references/${reference}.json`,
};

