// @vitest-environment node
// The build's side of the offers (src/offers/build.ts): its day, the open offers, the data files.
import { describe, it, expect } from 'vitest';
import type { Content } from '../../src/content/load';
import { buildDay, offerDataFiles, offerFacets, offerPage, offerStateFiles, offerStates, openOffers } from '../../src/offers/build';
import { changeDays, nextDay, stateOn } from '../../src/offers/states';
import type { Offer, OfferFacets } from '../../src/offers/offers';

describe('buildDay', () => {
  it('SITE_TODAY wins over the clock', () => {
    expect(buildDay({ SITE_TODAY: '2026-11-23' }, new Date('2030-05-01T12:00:00Z'))).toBe('2026-11-23');
  });

  it('trims SITE_TODAY', () => {
    expect(buildDay({ SITE_TODAY: ' 2026-11-23\n' }, new Date('2030-05-01T12:00:00Z'))).toBe('2026-11-23');
  });

  it('without SITE_TODAY (or empty), today in Dakar, which is UTC all year', () => {
    expect(buildDay({}, new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(buildDay({ SITE_TODAY: '' }, new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    expect(buildDay({ SITE_TODAY: '   ' }, new Date('2026-12-31T08:00:00+01:00'))).toBe('2026-12-31');
  });

  it.each(['23/11/2026', '2026-11-23T10:00', '2026-2-3', 'demain', '2026-02-30', '2026-11-31'])('refuses SITE_TODAY=%s with a French message', (day) => {
    expect(() => buildDay({ SITE_TODAY: day })).toThrow(`SITE_TODAY doit être une date au format 2026-11-23, pas « ${day} »`);
  });

  // A day of the right shape that is not in the calendar gets the same message.
  it.each(['2026-13-45', '2026-00-10'])('refuses SITE_TODAY=%s with the same French message', (day) => {
    expect(() => buildDay({ SITE_TODAY: day })).toThrow(`SITE_TODAY doit être une date au format 2026-11-23, pas « ${day} »`);
  });
});

type ContentOffer = Content['collections']['offers'][number];
const entry = (id: string, fields: Partial<ContentOffer>): ContentOffer => ({
  id,
  title: `Poste ${id}`,
  reference: id.toUpperCase(),
  contract: 'cdi',
  city: 'Dakar',
  workMode: 'sur-site',
  summary: 'Un résumé de l’offre.',
  missions: ['Une mission'],
  profile: ['Un profil'],
  benefits: ['Un avantage'],
  datePosted: '2026-11-01',
  ...fields,
});

const content = {
  collections: {
    sectors: [
      { id: 'services-financiers', name: 'Services financiers', description: '…', order: 1 },
      { id: 'industrie-btp', name: 'Industrie & BTP', description: '…', order: 2 },
    ],
    offers: [
      entry('comptable-a', { reference: 'A-1', sector: 'services-financiers', datePosted: '2026-11-12', deadline: '2026-12-15', city: 'Thiès' }),
      entry('chef-b', { reference: 'B-1', sector: 'industrie-btp', datePosted: '2026-11-18', city: 'Diamniadio' }),
      entry('ferme-hier', { reference: 'C-1', datePosted: '2026-10-01', deadline: '2026-11-22' }),
      entry('ferme-ce-soir', { reference: 'D-1', datePosted: '2026-10-01', deadline: '2026-11-23' }),
      entry('demain', { reference: 'E-1', datePosted: '2026-11-24' }),
      entry('meme-jour', { reference: 'A-0', datePosted: '2026-11-18', city: 'Dakar' }),
    ],
  },
} as unknown as Pick<Content, 'collections'>;

describe('openOffers', () => {
  const offers = openOffers(content, '2026-11-23');

  it('leaves out the closed offers and those not yet published, newest first (same day: by reference)', () => {
    expect(offers.map((offer) => offer.slug)).toEqual(['meme-jour', 'chef-b', 'comptable-a', 'ferme-ce-soir']);
  });

  it('an offer is its file’s name as slug, with its sector’s name, or « autre » / « Autre »', () => {
    expect(offers[1]).toStrictEqual({
      slug: 'chef-b',
      title: 'Poste chef-b',
      reference: 'B-1',
      contract: 'cdi',
      city: 'Diamniadio',
      sector: 'industrie-btp',
      sectorName: 'Industrie & BTP',
      workMode: 'sur-site',
      summary: 'Un résumé de l’offre.',
      missions: ['Une mission'],
      profile: ['Un profil'],
      benefits: ['Un avantage'],
      datePosted: '2026-11-18',
    });
    expect(offers[0]).toMatchObject({ slug: 'meme-jour', sector: 'autre', sectorName: 'Autre' });
    expect(offers[0]).not.toHaveProperty('id');
  });

  it('the next day, the offer whose deadline was the day before is gone and tomorrow’s is there', () => {
    expect(openOffers(content, '2026-11-24').map((offer) => offer.slug)).toEqual(['demain', 'meme-jour', 'chef-b', 'comptable-a']);
  });

  it('the facets: only what the open offers have (contracts in their order, sectors in the services page’s, « Autre » last, cities from A to Z)', () => {
    expect(offerFacets(content, offers)).toStrictEqual({
      contracts: ['cdi'],
      sectors: { 'services-financiers': 'Services financiers', 'industrie-btp': 'Industrie & BTP', autre: 'Autre' },
      cities: ['Dakar', 'Diamniadio', 'Thiès'],
    });
    // A sector of the services page that no open offer has, and no « Autre »: left out.
    const chefOnly = offers.filter((offer) => offer.slug === 'chef-b');
    expect(offerFacets(content, chefOnly)).toStrictEqual({ contracts: ['cdi'], sectors: { 'industrie-btp': 'Industrie & BTP' }, cities: ['Diamniadio'] });
    expect(offerFacets(content, [])).toStrictEqual({ contracts: [], sectors: {}, cities: [] });
  });
});

/** `count` open offers, newest first: offre-1 is the newest. */
const offersOf = (count: number): Offer[] =>
  Array.from({ length: count }, (_, index) => ({
    slug: `offre-${index + 1}`,
    title: `Poste ${index + 1}`,
    reference: `REF-${index + 1}`,
    contract: 'cdd',
    city: 'Dakar',
    sector: 'autre',
    sectorName: 'Autre',
    workMode: 'hybride',
    summary: 'Résumé.',
    missions: ['Mission'],
    profile: ['Profil'],
    benefits: ['Avantage'],
    datePosted: '2026-11-01',
  }));
const facets: OfferFacets = { contracts: ['cdi'], sectors: { 'industrie-btp': 'Industrie & BTP' }, cities: ['Dakar'] };

describe('offerPage', () => {
  const offers = offersOf(12);

  it('page 1: the first 10 cards, the total and the facets', () => {
    const page = offerPage(offers, facets, 1);
    expect(page.total).toBe(12);
    expect(page.sectors).toStrictEqual({ 'industrie-btp': 'Industrie & BTP' });
    expect(page.cities).toStrictEqual(['Dakar']);
    expect(page.cards.map((card) => card.slug)).toEqual(['offre-1', 'offre-2', 'offre-3', 'offre-4', 'offre-5', 'offre-6', 'offre-7', 'offre-8', 'offre-9', 'offre-10']);
  });

  it('page 2: the last 2, as cards (what the list shows, not the whole offer)', () => {
    const page = offerPage(offers, facets, 2);
    expect(page.cards).toStrictEqual([
      { slug: 'offre-11', title: 'Poste 11', reference: 'REF-11', contract: 'cdd', city: 'Dakar', sector: 'autre', datePosted: '2026-11-01' },
      { slug: 'offre-12', title: 'Poste 12', reference: 'REF-12', contract: 'cdd', city: 'Dakar', sector: 'autre', datePosted: '2026-11-01' },
    ]);
  });
});

describe('offerDataFiles', () => {
  it('with 21 offers: the index, 3 pages, one file per offer and one per reference', () => {
    const files = offerDataFiles(offersOf(21), facets);
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(1 + 3 + 21 + 21);
    expect(names.filter((name) => !/^donnees\/offres\/offre-\d+\.json$/.test(name) && !/^donnees\/offres\/references\/REF-\d+\.json$/.test(name))).toEqual([
      'donnees/offres/index.json',
      'donnees/offres/page-1.json',
      'donnees/offres/page-2.json',
      'donnees/offres/page-3.json',
    ]);
    expect(names).toContain('donnees/offres/offre-1.json');
    expect(names).toContain('donnees/offres/offre-21.json');
    expect(names).toContain('donnees/offres/references/REF-1.json');
    expect(names).toContain('donnees/offres/references/REF-21.json');
    expect(names).not.toContain('donnees/offres/page-4.json');
  });

  it('what each file holds', () => {
    const offers = offersOf(2);
    const files = offerDataFiles(offers, facets);
    expect(Object.keys(files)).toEqual([
      'donnees/offres/index.json',
      'donnees/offres/page-1.json',
      'donnees/offres/offre-1.json',
      'donnees/offres/references/REF-1.json',
      'donnees/offres/offre-2.json',
      'donnees/offres/references/REF-2.json',
    ]);
    const cards = [
      { slug: 'offre-1', title: 'Poste 1', reference: 'REF-1', contract: 'cdd', city: 'Dakar', sector: 'autre', datePosted: '2026-11-01' },
      { slug: 'offre-2', title: 'Poste 2', reference: 'REF-2', contract: 'cdd', city: 'Dakar', sector: 'autre', datePosted: '2026-11-01' },
    ];
    expect(files['donnees/offres/index.json']).toStrictEqual({ ...facets, cards });
    expect(files['donnees/offres/page-1.json']).toStrictEqual({ ...facets, cards, total: 2 });
    expect(files['donnees/offres/offre-2.json']).toBe(offers[1]);
    expect(files['donnees/offres/references/REF-2.json']).toStrictEqual({ reference: 'REF-2', title: 'Poste 2', slug: 'offre-2' });
  });

  it('with no open offer: the index and an empty page 1, which the list shows as « no offer »', () => {
    expect(offerDataFiles([], facets)).toStrictEqual({
      'donnees/offres/index.json': { ...facets, cards: [] },
      'donnees/offres/page-1.json': { ...facets, cards: [], total: 0 },
    });
  });
});

describe('offerStates: the list as on each coming change day (offers/states.ts)', () => {
  const { states, manifest } = offerStates(content, '2026-11-23');

  it('a change day is the day after an open offer’s deadline, the last one (« ferme-ce-soir ») included', () => {
    expect(manifest.days).toEqual(['2026-11-24', '2026-12-16']);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    // Deduplicated, in order, at most `limit`; a deadline before the build's day is no change to come.
    expect(changeDays(['2027-01-10', undefined, '2026-12-15', '2026-12-15', '2026-11-01'], '2026-11-23')).toEqual(['2026-12-16', '2027-01-11']);
    expect(changeDays(['2027-01-10', '2026-12-15'], '2026-11-23', 1)).toEqual(['2026-12-16']);
  });

  it('each state is the build’s open offers still open that day, as openOffers on that day lists them, with their own filters’ choices', () => {
    expect(states.map((state) => [state.day, state.offers.map((offer) => offer.slug)])).toEqual([
      // « demain » is published on the 24th, after the build: its page was not built, it waits for the next build.
      ['2026-11-24', ['meme-jour', 'chef-b', 'comptable-a']],
      ['2026-12-16', ['meme-jour', 'chef-b']],
    ]);
    const built = new Set(openOffers(content, '2026-11-23').map((offer) => offer.slug));
    for (const state of states) {
      expect(state.offers).toEqual(openOffers(content, state.day).filter((offer) => built.has(offer.slug)));
      expect(state.facets).toEqual(offerFacets(content, state.offers));
    }
    expect(states[1]!.facets.cities).toEqual(['Dakar', 'Diamniadio']);
  });

  it('the manifest names every open offer’s deadline, by address and by reference', () => {
    expect(manifest).toEqual({
      built: '2026-11-23',
      days: ['2026-11-24', '2026-12-16'],
      offers: { 'comptable-a': '2026-12-15', 'ferme-ce-soir': '2026-11-23' },
      references: { 'A-1': '2026-12-15', 'D-1': '2026-11-23' },
    });
  });

  it('a state’s files are the list’s data files of that day, under its folder', () => {
    const files = offerStateFiles(states[1]!);
    const own = offerDataFiles(states[1]!.offers, states[1]!.facets);
    expect(files).toEqual({
      '_etats/2026-12-16/donnees/offres/index.json': own['donnees/offres/index.json'],
      '_etats/2026-12-16/donnees/offres/page-1.json': own['donnees/offres/page-1.json'],
    });
  });

  it('the Worker serves the latest state on or before today, the site as built before the first', () => {
    expect(stateOn(manifest, '2026-11-23')).toBeUndefined();
    expect(stateOn(manifest, '2026-11-24')).toBe('2026-11-24');
    expect(stateOn(manifest, '2026-12-15')).toBe('2026-11-24');
    expect(stateOn(manifest, '2026-12-16')).toBe('2026-12-16');
    expect(stateOn(manifest, '2027-06-01')).toBe('2026-12-16');
  });
});
