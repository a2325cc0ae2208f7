// @vitest-environment node
// The search params of /offres and /contact (src/offers/search.ts): pure functions, no DOM.
import { describe, it, expect } from 'vitest';
import { parseApplicationSearch, parseOfferSearch } from '../../src/offers/search';

describe('parseOfferSearch (validateSearch of /offres)', () => {
  it('keeps every known value', () => {
    expect(parseOfferSearch({ contrat: 'cdd', ville: 'Thiès', secteur: 'technologie-it', q: 'comptable', page: 3 })).toEqual({
      contrat: 'cdd',
      ville: 'Thiès',
      secteur: 'technologie-it',
      q: 'comptable',
      page: 3,
    });
  });

  it('returns nothing for an empty address, and drops params it does not know', () => {
    expect(parseOfferSearch({})).toEqual({});
    expect(parseOfferSearch({ tri: 'date', utm_source: 'linkedin' })).toEqual({});
  });

  it.each(['cdi', 'cdd', 'interim', 'stage', 'consultance'])('keeps the contract « %s »', (contrat) => {
    expect(parseOfferSearch({ contrat })).toEqual({ contrat });
  });

  it.each([['freelance'], ['CDI'], ['Intérim'], [' cdi'], [1], [['cdi']], [null]])('ignores the contract %j (not an error)', (contrat) => {
    expect(parseOfferSearch({ contrat, q: 'paie' })).toEqual({ q: 'paie' });
  });

  it('keeps a page above 1, given as a number or as digits', () => {
    expect(parseOfferSearch({ page: 2 })).toEqual({ page: 2 });
    expect(parseOfferSearch({ page: '4' })).toEqual({ page: 4 });
  });

  it.each([[1], [0], [-3], [2.5], ['deux'], [''], [Number.NaN], [null], [true], [{}]])('drops the page %j (page 1 is the default)', (page) => {
    expect(parseOfferSearch({ page, contrat: 'cdi' })).toEqual({ contrat: 'cdi' });
  });

  it('trims the text filters and drops those left empty', () => {
    expect(parseOfferSearch({ q: '  chef de chantier \n', ville: ' Dakar ' })).toEqual({ q: 'chef de chantier', ville: 'Dakar' });
    expect(parseOfferSearch({ q: '   ', ville: '' })).toEqual({});
  });

  it('cuts an overlong query at 80 characters and a city at 60', () => {
    const parsed = parseOfferSearch({ q: 'a'.repeat(100), ville: 'b'.repeat(70) });
    expect(parsed.q).toHaveLength(80);
    expect(parsed.ville).toHaveLength(60);
  });

  it('reads a number typed as the query as its digits (the router parses « ?q=2026 » as a number)', () => {
    expect(parseOfferSearch({ q: 2026 })).toEqual({ q: '2026' });
  });

  it('drops text filters of the wrong type', () => {
    expect(parseOfferSearch({ q: ['comptable'], ville: { nom: 'Dakar' }, secteur: true })).toEqual({});
  });

  it('keeps a sector id only in the ids’ form (lower case, digits, hyphens)', () => {
    expect(parseOfferSearch({ secteur: 'industrie-btp' })).toEqual({ secteur: 'industrie-btp' });
    expect(parseOfferSearch({ secteur: 'autre' })).toEqual({ secteur: 'autre' });
    expect(parseOfferSearch({ secteur: 'Industrie BTP' })).toEqual({});
    expect(parseOfferSearch({ secteur: 'santé' })).toEqual({});
    expect(parseOfferSearch({ secteur: '../admin' })).toEqual({});
  });
});

describe('parseApplicationSearch (validateSearch of /contact)', () => {
  it('keeps an offer’s reference', () => {
    expect(parseApplicationSearch({ offre: 'SRH-2026-031' })).toEqual({ offre: 'SRH-2026-031' });
  });

  it('writes a reference in capitals, trimmed, as the content writes it', () => {
    expect(parseApplicationSearch({ offre: ' srh-2026-031 ' })).toEqual({ offre: 'SRH-2026-031' });
  });

  it('takes a spontaneous application', () => {
    expect(parseApplicationSearch({ candidature: 'spontanee' })).toEqual({ candidature: 'spontanee' });
  });

  it('prefers the offer when both are given', () => {
    expect(parseApplicationSearch({ offre: 'SRH-2026-031', candidature: 'spontanee' })).toEqual({ offre: 'SRH-2026-031' });
  });

  it.each([['SRH 2026 031'], ['SRH--2026'], ['-SRH'], ['SRH-'], ['SRH_2026'], ['SRH-2026-É1'], [''], ['A'.repeat(31)], [2026], [['SRH-2026-031']], [null]])(
    'ignores the reference %j',
    (offre) => {
      expect(parseApplicationSearch({ offre })).toEqual({});
    },
  );

  it('keeps a reference of exactly 30 characters', () => {
    expect(parseApplicationSearch({ offre: 'A'.repeat(30) })).toEqual({ offre: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
  });

  it('falls back to the spontaneous application when the reference is malformed', () => {
    expect(parseApplicationSearch({ offre: 'pas une référence', candidature: 'spontanee' })).toEqual({ candidature: 'spontanee' });
  });

  it.each([['spontanée'], ['Spontanee'], ['oui'], [true], [1]])('ignores candidature=%j', (candidature) => {
    expect(parseApplicationSearch({ candidature })).toEqual({});
  });
});

describe('what the router keeps of the address', () => {
  // TanStack Router lays validateSearch's result over the address's raw params: a refused value
  // must come back as undefined, or the raw one stays and the list filters on it.
  it('a refused value of /offres overrides the raw one', () => {
    const raw = { contrat: 'astronaute', page: 'abc', secteur: 'Mines!', ville: '', q: '   ' };
    expect(Object.entries({ ...raw, ...parseOfferSearch(raw) }).filter(([, value]) => value !== undefined)).toEqual([]);
  });

  it('a refused reference of /contact overrides the raw one', () => {
    const raw = { offre: 'SRH 2026', candidature: 'oui' };
    expect(Object.entries({ ...raw, ...parseApplicationSearch(raw) }).filter(([, value]) => value !== undefined)).toEqual([]);
  });
});
