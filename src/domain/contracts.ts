/** The contracts an offer may have (their words and meanings: offerTerms.ts). Alone, for the routes' validateSearch (offers/search.ts). */
export const contracts = ['cdi', 'cdd', 'interim', 'stage', 'consultance'] as const;
export type Contract = (typeof contracts)[number];
