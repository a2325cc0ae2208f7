/**
 * The search params of /offres (filters, page) and of /contact (the offer applied to), as the
 * routes' validateSearch reads them. Apart from offers.ts because every page's JavaScript holds
 * the routes' validateSearch: this module is all they need.
 */
import { contracts, type Contract } from './contracts';

/** The list's search params: each optional; anything else in the address is dropped. */
export interface OfferSearch {
  contrat?: Contract;
  ville?: string;
  secteur?: string;
  q?: string;
  page?: number;
}

const shortText = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, max);
  return text || undefined;
};

/**
 * TanStack Router's validateSearch for /offres: a value of the wrong shape is ignored (the
 * visitor sees every offer for that filter), never an error page.
 */
export function parseOfferSearch(search: Record<string, unknown>): OfferSearch {
  const parsed: OfferSearch = {};
  if ((contracts as readonly unknown[]).includes(search.contrat)) parsed.contrat = search.contrat as Contract;
  const city = shortText(search.ville, 60);
  if (city) parsed.ville = city;
  const sector = shortText(search.secteur, 60);
  if (sector && /^[a-z0-9-]+$/.test(sector)) parsed.secteur = sector;
  const query = shortText(search.q, 80);
  if (query) parsed.q = query;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) parsed.page = page;
  return parsed;
}

/** The contact page's search params: the offer a candidate applies to, or a spontaneous application. */
export interface ApplicationSearch {
  offre?: string;
  candidature?: 'spontanee';
}

/** validateSearch of /contact: a reference of the offers' format (content schema), else nothing. */
export function parseApplicationSearch(search: Record<string, unknown>): ApplicationSearch {
  const reference = typeof search.offre === 'string' ? search.offre.trim().toUpperCase() : '';
  if (/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(reference) && reference.length <= 30) return { offre: reference };
  return search.candidature === 'spontanee' ? { candidature: 'spontanee' } : {};
}
