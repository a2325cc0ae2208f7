/**
 * The search params of /offres (filters, page) and of /contact (the offer applied to), as the
 * routes' validateSearch reads them. Apart from offers.ts because every page's JavaScript holds
 * the routes' validateSearch: this module is all they need.
 */
import { contracts, type Contract } from '../domain/contracts';

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
 * visitor sees every offer for that filter), never an error page. Every key is returned, undefined
 * when refused: the router lays the result over the address's raw params, which would otherwise
 * keep the refused value.
 */
export function parseOfferSearch(search: Record<string, unknown>): OfferSearch {
  const sector = shortText(search.secteur, 60);
  const page = Number(search.page);
  return {
    contrat: (contracts as readonly unknown[]).includes(search.contrat) ? (search.contrat as Contract) : undefined,
    ville: shortText(search.ville, 60),
    secteur: sector && /^[a-z0-9-]+$/.test(sector) ? sector : undefined,
    q: shortText(search.q, 80),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The contact page's search params: the offer a candidate applies to, or a spontaneous application. */
export interface ApplicationSearch {
  offre?: string;
  candidature?: 'spontanee';
}

/** validateSearch of /contact: a reference of the offers' format (content schema), else nothing. */
export function parseApplicationSearch(search: Record<string, unknown>): ApplicationSearch {
  const reference = typeof search.offre === 'string' ? search.offre.trim().toUpperCase() : '';
  const offre = /^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(reference) && reference.length <= 30 ? reference : undefined;
  // Every key, undefined when refused (see parseOfferSearch).
  return { offre, candidature: !offre && search.candidature === 'spontanee' ? 'spontanee' : undefined };
}
