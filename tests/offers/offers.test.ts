// @vitest-environment node
// The offers' pure functions (src/offers/offers.ts, terms.ts): open or closed on a given day, order,
// filters, pages, French dates and salaries, data paths. Every day is passed explicitly.
import { describe, it, expect } from 'vitest';
import {
  appliedFilters,
  fold,
  frenchDate,
  isFiltered,
  isOpen,
  newestFirst,
  offerData,
  pageCount,
  pageSize,
  salaryText,
  selectOffers,
  toCard,
  type Offer,
  type OfferCard,
  type OfferFacets,
} from '../../src/offers/offers';
import { parseOfferSearch } from '../../src/offers/search';
import { contractLabels, employmentTypes, salaryPeriodLabels, salaryUnits } from '../../src/domain/offerTerms';

const facets: OfferFacets = {
  contracts: ['cdi', 'cdd', 'interim', 'stage', 'consultance'],
  sectors: {
    'commerce-distribution': 'Commerce & distribution',
    'industrie-btp': 'Industrie & BTP',
    'services-financiers': 'Services financiers',
    'technologie-it': 'Technologie & IT',
    autre: 'Autre',
  },
  cities: ['Dakar', 'Diamniadio', 'Thiès'],
};

const comptable: OfferCard = { slug: 'comptable-senior', title: 'Comptable senior', reference: 'SRH-2026-031', contract: 'cdi', city: 'Dakar', sector: 'services-financiers', datePosted: '2026-11-12', deadline: '2026-12-15' };
const chef: OfferCard = { slug: 'chef-de-chantier', title: 'Chef de chantier gros œuvre', reference: 'SRH-2026-034', contract: 'interim', city: 'Diamniadio', sector: 'industrie-btp', datePosted: '2026-11-18', deadline: '2027-01-10' };
const developpeur: OfferCard = { slug: 'developpeur', title: 'Développeur full stack JavaScript', reference: 'SRH-2026-029', contract: 'consultance', city: 'Dakar', sector: 'technologie-it', datePosted: '2026-11-05' };
const stagiaire: OfferCard = { slug: 'stagiaire-rh', title: 'Stagiaire ressources humaines', reference: 'SRH-2026-035', contract: 'stage', city: 'Thiès', sector: 'autre', datePosted: '2026-11-18' };
const chauffeur: OfferCard = { slug: 'chauffeur', title: 'Chauffeur-livreur', reference: 'SRH-2026-036', contract: 'cdd', city: 'Thiès', sector: 'commerce-distribution', datePosted: '2026-11-20' };
const cards = [comptable, chef, developpeur, stagiaire, chauffeur];
const slugs = (list: OfferCard[]) => list.map((card) => card.slug);

describe('isOpen', () => {
  it('is open on its deadline’s day, and closed the day after', () => {
    expect(isOpen({ datePosted: '2026-11-12', deadline: '2026-12-15' }, '2026-12-15')).toBe(true);
    expect(isOpen({ datePosted: '2026-11-12', deadline: '2026-12-15' }, '2026-12-16')).toBe(false);
  });

  it('closes across a month and a year’s end', () => {
    expect(isOpen({ datePosted: '2026-11-12', deadline: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(isOpen({ datePosted: '2026-11-12', deadline: '2026-12-31' }, '2027-01-01')).toBe(false);
    expect(isOpen({ datePosted: '2026-11-12', deadline: '2026-12-31' }, '2026-12-31')).toBe(true);
  });

  it('without a deadline, stays open', () => {
    expect(isOpen({ datePosted: '2026-11-05' }, '2026-11-23')).toBe(true);
    expect(isOpen({ datePosted: '2026-11-05' }, '2031-06-01')).toBe(true);
  });

  it('opens on its day of publication, not before: a future offer is not shown yet', () => {
    expect(isOpen({ datePosted: '2026-11-24' }, '2026-11-23')).toBe(false);
    expect(isOpen({ datePosted: '2026-11-24', deadline: '2026-12-31' }, '2026-11-23')).toBe(false);
    expect(isOpen({ datePosted: '2026-11-23' }, '2026-11-23')).toBe(true);
  });
});

describe('newestFirst', () => {
  it('puts the latest publication first', () => {
    expect(slugs([comptable, chef, developpeur, chauffeur].sort(newestFirst))).toEqual(['chauffeur', 'chef-de-chantier', 'comptable-senior', 'developpeur']);
  });

  it('orders offers of the same day by reference, whatever their order in', () => {
    expect(slugs([stagiaire, chef].sort(newestFirst))).toEqual(['chef-de-chantier', 'stagiaire-rh']);
    expect(slugs([chef, stagiaire].sort(newestFirst))).toEqual(['chef-de-chantier', 'stagiaire-rh']);
    expect(newestFirst(chef, stagiaire)).toBeLessThan(0);
    expect(newestFirst(stagiaire, chef)).toBeGreaterThan(0);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [23, 3],
  ])('%i offers make %i page(s) of 10', (total, pages) => {
    expect(pageSize).toBe(10);
    expect(pageCount(total)).toBe(pages);
  });
});

describe('fold', () => {
  it('drops accents and case, so « Développeur » matches « developpeur »', () => {
    expect(fold('Développeur')).toBe('developpeur');
    expect(fold('THIÈS')).toBe('thies');
    expect(fold('Intérim à Saint-Louis')).toBe('interim a saint-louis');
    expect(fold('Ça, c’est façonné')).toBe('ca, c est faconne');
  });

  it('reads apostrophes as spaces and keeps single spaces, trimmed', () => {
    expect(fold("  Chef   d'équipe\t\nbâtiment ")).toBe('chef d equipe batiment');
    expect(fold('l’IPM')).toBe('l ipm');
  });

  it('reads a decomposed accent (NFD, as some keyboards type it) like the composed one', () => {
    expect(fold('Thie\u0300s')).toBe('thies');
  });
});

describe('appliedFilters', () => {
  it('keeps the filters naming values the offers have', () => {
    expect(appliedFilters({ contrat: 'cdi', ville: 'Dakar', secteur: 'technologie-it', q: 'comptable', page: 2 }, facets)).toStrictEqual({
      contrat: 'cdi',
      ville: 'Dakar',
      secteur: 'technologie-it',
      q: 'comptable',
    });
  });

  it('finds the city whatever its accents and case, and gives it as the offers write it', () => {
    expect(appliedFilters({ ville: 'thies' }, facets)).toStrictEqual({ ville: 'Thiès' });
    expect(appliedFilters({ ville: 'DAKAR' }, facets)).toStrictEqual({ ville: 'Dakar' });
  });

  it('ignores a city no offer is in, and a sector the site does not have', () => {
    expect(appliedFilters({ ville: 'Ziguinchor', secteur: 'mines' }, facets)).toStrictEqual({});
  });

  // Only the sectors' own ids: not the properties every object inherits.
  it('ignores a sector named like an object’s inherited property (« constructor »)', () => {
    expect(appliedFilters(parseOfferSearch({ secteur: 'constructor' }), facets)).toStrictEqual({});
  });

  it('keeps the « autre » sector when an offer has it, which no sector file names', () => {
    expect(appliedFilters({ secteur: 'autre' }, facets)).toStrictEqual({ secteur: 'autre' });
    expect(appliedFilters({ secteur: 'autre' }, { ...facets, sectors: { 'industrie-btp': 'Industrie & BTP' } })).toStrictEqual({});
  });

  it('ignores a contract no open offer has (its choice is not offered either)', () => {
    expect(appliedFilters({ contrat: 'consultance' }, { ...facets, contracts: ['cdi', 'stage'] })).toStrictEqual({});
    expect(appliedFilters({ contrat: 'stage' }, facets)).toStrictEqual({ contrat: 'stage' });
  });

  it('ignores a query of apostrophes and spaces only', () => {
    expect(appliedFilters({ q: ' ’ \' ' }, facets)).toStrictEqual({});
  });

  it('isFiltered: any filter, but not the page alone', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ contrat: 'stage' })).toBe(true);
    expect(isFiltered({ q: 'paie' })).toBe(true);
  });
});

describe('selectOffers: filters', () => {
  it('without filters, every offer in the order given, on one page', () => {
    expect(selectOffers(cards, {}, facets)).toStrictEqual({ cards, total: 5, page: 1, pages: 1 });
  });

  it('by contract', () => {
    expect(slugs(selectOffers(cards, { contrat: 'cdi' }, facets).cards)).toEqual(['comptable-senior']);
    expect(selectOffers(cards, { contrat: 'cdd' }, facets).total).toBe(1);
  });

  it('by city, the city typed without its accent', () => {
    expect(slugs(selectOffers(cards, { ville: 'thies' }, facets).cards)).toEqual(['stagiaire-rh', 'chauffeur']);
  });

  it('an unknown city is ignored, not an empty list', () => {
    expect(selectOffers(cards, { ville: 'Ziguinchor' }, facets).total).toBe(5);
  });

  it('by sector, « autre » included', () => {
    expect(slugs(selectOffers(cards, { secteur: 'industrie-btp' }, facets).cards)).toEqual(['chef-de-chantier']);
    expect(slugs(selectOffers(cards, { secteur: 'autre' }, facets).cards)).toEqual(['stagiaire-rh']);
  });

  it('filters combine', () => {
    expect(slugs(selectOffers(cards, { ville: 'Dakar', contrat: 'consultance' }, facets).cards)).toEqual(['developpeur']);
    expect(selectOffers(cards, { ville: 'Dakar', contrat: 'stage' }, facets)).toStrictEqual({ cards: [], total: 0, page: 1, pages: 1 });
  });

  it('the query matches the title with its accents folded', () => {
    expect(slugs(selectOffers(cards, { q: 'developpeur' }, facets).cards)).toEqual(['developpeur']);
    expect(slugs(selectOffers(cards, { q: 'DÉVELOPPEUR' }, facets).cards)).toEqual(['developpeur']);
    expect(slugs(selectOffers(cards, { q: 'gros œuvre' }, facets).cards)).toEqual(['chef-de-chantier']);
  });

  // « oeuvre », as most keyboards type it, finds « gros œuvre ».
  it('the query « oeuvre » matches a title written « œuvre »', () => {
    expect(slugs(selectOffers(cards, { q: 'gros oeuvre' }, facets).cards)).toEqual(['chef-de-chantier']);
  });

  it('the query matches the reference, in any case', () => {
    expect(slugs(selectOffers(cards, { q: 'srh-2026-031' }, facets).cards)).toEqual(['comptable-senior']);
    expect(slugs(selectOffers(cards, { q: 'SRH-2026-03' }, facets).cards)).toEqual(['comptable-senior', 'chef-de-chantier', 'stagiaire-rh', 'chauffeur']);
  });

  it('the query matches the city and the sector’s name too', () => {
    expect(slugs(selectOffers(cards, { q: 'diamniadio' }, facets).cards)).toEqual(['chef-de-chantier']);
    expect(slugs(selectOffers(cards, { q: 'financiers' }, facets).cards)).toEqual(['comptable-senior']);
  });

  it('every word of the query must match, in any order', () => {
    expect(slugs(selectOffers(cards, { q: 'senior comptable' }, facets).cards)).toEqual(['comptable-senior']);
    expect(slugs(selectOffers(cards, { q: 'comptable thies' }, facets).cards)).toEqual([]);
    expect(slugs(selectOffers(cards, { q: '  chef   chantier ' }, facets).cards)).toEqual(['chef-de-chantier']);
  });
});

describe('selectOffers: pages of 10', () => {
  // 23 offers, listed as given: SRH-2026-101 … SRH-2026-123.
  const many: OfferCard[] = Array.from({ length: 23 }, (_, index) => ({
    slug: `offre-${101 + index}`,
    title: `Poste ${101 + index}`,
    reference: `SRH-2026-${101 + index}`,
    contract: index % 2 ? 'cdd' : 'cdi',
    city: 'Dakar',
    sector: 'services-financiers',
    datePosted: '2026-11-01',
  }));
  const references = (selection: { cards: OfferCard[] }) => selection.cards.map((card) => card.reference);

  it('page 1 and page 2 hold 10 offers each, page 3 the last 3', () => {
    const first = selectOffers(many, {}, facets);
    expect(first).toMatchObject({ total: 23, page: 1, pages: 3 });
    expect(first.cards).toHaveLength(10);
    expect(first.cards[0]!.reference).toBe('SRH-2026-101');

    const second = selectOffers(many, { page: 2 }, facets);
    expect(second).toMatchObject({ total: 23, page: 2, pages: 3 });
    expect(references(second)).toEqual(['SRH-2026-111', 'SRH-2026-112', 'SRH-2026-113', 'SRH-2026-114', 'SRH-2026-115', 'SRH-2026-116', 'SRH-2026-117', 'SRH-2026-118', 'SRH-2026-119', 'SRH-2026-120']);

    const third = selectOffers(many, { page: 3 }, facets);
    expect(third).toMatchObject({ total: 23, page: 3, pages: 3 });
    expect(references(third)).toEqual(['SRH-2026-121', 'SRH-2026-122', 'SRH-2026-123']);
  });

  it('a page past the end shows the last page, and says so', () => {
    const past = selectOffers(many, { page: 9 }, facets);
    expect(past).toMatchObject({ total: 23, page: 3, pages: 3 });
    expect(references(past)).toEqual(['SRH-2026-121', 'SRH-2026-122', 'SRH-2026-123']);
  });

  it('counts the pages of the filtered offers, not of all of them', () => {
    const cdd = selectOffers(many, { contrat: 'cdd', page: 2 }, facets);
    expect(cdd).toMatchObject({ total: 11, page: 2, pages: 2 });
    expect(references(cdd)).toEqual(['SRH-2026-122']);
  });

  it('no match at all is page 1 of 1, empty', () => {
    expect(selectOffers(many, { contrat: 'stage', page: 2 }, facets)).toStrictEqual({ cards: [], total: 0, page: 1, pages: 1 });
  });
});

describe('frenchDate', () => {
  it.each([
    ['2026-12-01', '1er décembre 2026'],
    ['2027-01-01', '1er janvier 2027'],
    ['2026-12-15', '15 décembre 2026'],
    ['2026-12-11', '11 décembre 2026'],
    ['2026-08-21', '21 août 2026'],
    ['2026-02-28', '28 février 2026'],
  ])('%s → « %s »', (day, text) => {
    expect(frenchDate(day)).toBe(text);
  });
});

describe('salaryText', () => {
  it('a range, with narrow no-break spaces in the thousands and a no-break space before FCFA', () => {
    expect(salaryText({ min: 650000, max: 850000, period: 'mois' }, 'par mois')).toBe('650\u202f000 – 850\u202f000\u00a0FCFA par mois');
  });

  it('a single amount when there is no maximum, or the maximum is the minimum', () => {
    expect(salaryText({ min: 20000, period: 'jour' }, 'par jour')).toBe('20\u202f000\u00a0FCFA par jour');
    expect(salaryText({ min: 450000, max: 450000, period: 'mois' }, 'par mois')).toBe('450\u202f000\u00a0FCFA par mois');
  });

  it('millions, and amounts under a thousand', () => {
    expect(salaryText({ min: 12000000, max: 15500000, period: 'an' }, 'par an')).toBe('12\u202f000\u202f000 – 15\u202f500\u202f000\u00a0FCFA par an');
    expect(salaryText({ min: 750, period: 'heure' }, 'de l’heure')).toBe('750\u00a0FCFA de l’heure');
  });
});

describe('offerData: the data files’ paths', () => {
  it('under /donnees/offres/', () => {
    expect(offerData.folder).toBe('donnees/offres');
    expect(offerData.index()).toBe('/donnees/offres/index.json');
    expect(offerData.page(1)).toBe('/donnees/offres/page-1.json');
    expect(offerData.page(12)).toBe('/donnees/offres/page-12.json');
    expect(offerData.offer('comptable-senior-srh-2026-031')).toBe('/donnees/offres/comptable-senior-srh-2026-031.json');
    expect(offerData.reference('SRH-2026-031')).toBe('/donnees/offres/references/SRH-2026-031.json');
  });
});

describe('toCard', () => {
  const offer: Offer = {
    slug: 'comptable-senior',
    title: 'Comptable senior',
    reference: 'SRH-2026-031',
    contract: 'cdi',
    city: 'Dakar',
    sector: 'services-financiers',
    sectorName: 'Services financiers',
    workMode: 'sur-site',
    summary: 'Un résumé.',
    missions: ['Tenir la comptabilité'],
    profile: ['Bac +5'],
    benefits: ['IPM'],
    salary: { min: 650000, max: 850000, period: 'mois' },
    client: 'Teranga Finance',
    datePosted: '2026-11-12',
    deadline: '2026-12-15',
  };

  it('keeps only what the list shows', () => {
    expect(toCard(offer)).toStrictEqual(comptable);
  });

  it('has no deadline key when the offer has none', () => {
    const { deadline: _deadline, ...open } = offer;
    expect(toCard(open)).toStrictEqual({ slug: 'comptable-senior', title: 'Comptable senior', reference: 'SRH-2026-031', contract: 'cdi', city: 'Dakar', sector: 'services-financiers', datePosted: '2026-11-12' });
  });
});

describe('terms: the contracts’ words and what they mean to Google', () => {
  it('employmentType of each contract', () => {
    expect(employmentTypes).toStrictEqual({
      cdi: ['FULL_TIME'],
      cdd: ['FULL_TIME', 'TEMPORARY'],
      interim: ['TEMPORARY'],
      stage: ['INTERN'],
      consultance: ['CONTRACTOR'],
    });
  });

  it('the contracts as the site writes them', () => {
    expect(contractLabels).toStrictEqual({ cdi: 'CDI', cdd: 'CDD', interim: 'Intérim', stage: 'Stage', consultance: 'Consultance' });
  });

  it('the salary periods, in French and as schema.org units', () => {
    expect(salaryPeriodLabels).toStrictEqual({ mois: 'par mois', an: 'par an', jour: 'par jour', heure: 'de l’heure' });
    expect(salaryUnits).toStrictEqual({ mois: 'MONTH', an: 'YEAR', jour: 'DAY', heure: 'HOUR' });
  });
});
