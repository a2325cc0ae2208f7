// @vitest-environment node
// schema.org JobPosting of an offer's page (src/offers/jobPosting.ts), on offers built by hand.
import { describe, it, expect } from 'vitest';
import { jobDescription, jobPostingJsonLd, type Poster } from '../../src/offers/jobPosting';
import type { Offer } from '../../src/offers/offers';

const poster: Poster = { name: 'Sunu RH Conseil', url: 'https://www.example.com', countryCode: 'SN', country: 'Sénégal' };
const headings = { missions: 'Vos missions', profile: 'Profil recherché' };

const comptable: Offer = {
  slug: 'comptable-senior-srh-2026-031',
  title: 'Comptable senior',
  reference: 'SRH-2026-031',
  contract: 'cdi',
  city: 'Dakar',
  sector: 'services-financiers',
  sectorName: 'Services financiers',
  workMode: 'sur-site',
  summary: 'Pour une société de microfinance, un comptable senior.',
  missions: ['Tenir la comptabilité générale', 'Préparer les déclarations fiscales'],
  profile: ['Bac +5 en comptabilité', 'Cinq ans d’expérience'],
  benefits: ['Couverture IPM'],
  salary: { min: 650000, max: 850000, period: 'mois' },
  client: 'Teranga Finance SA',
  datePosted: '2026-11-12',
  deadline: '2026-12-15',
};

const developpeur: Offer = {
  slug: 'developpeur-full-stack-srh-2026-029',
  title: 'Développeur full stack JavaScript',
  reference: 'SRH-2026-029',
  contract: 'consultance',
  city: 'Dakar',
  sector: 'technologie-it',
  sectorName: 'Technologie & IT',
  workMode: 'teletravail',
  summary: 'Une fintech cherche un développeur, à distance.',
  missions: ['Développer l’API'],
  profile: ['TypeScript'],
  benefits: ['Horaires souples'],
  datePosted: '2026-11-05',
};

describe('jobDescription', () => {
  it('the summary, then the missions and the profile as lists under their headings', () => {
    expect(jobDescription(comptable, headings)).toBe(
      '<p>Pour une société de microfinance, un comptable senior.</p>' +
        '<p>Vos missions</p><ul><li>Tenir la comptabilité générale</li><li>Préparer les déclarations fiscales</li></ul>' +
        '<p>Profil recherché</p><ul><li>Bac +5 en comptabilité</li><li>Cinq ans d’expérience</li></ul>',
    );
  });

  it('escapes <, > and & in what staff typed', () => {
    const offer: Offer = {
      ...comptable,
      summary: 'R&D <b>urgent</b>',
      missions: ['Gérer un budget < 5 M FCFA & le suivre'],
      profile: ['Excel > Sage'],
    };
    expect(jobDescription(offer, { missions: 'Missions & tâches', profile: 'Profil' })).toBe(
      '<p>R&amp;D &lt;b&gt;urgent&lt;/b&gt;</p>' +
        '<p>Missions &amp; tâches</p><ul><li>Gérer un budget &lt; 5 M FCFA &amp; le suivre</li></ul>' +
        '<p>Profil</p><ul><li>Excel &gt; Sage</li></ul>',
    );
  });

  it('does not escape twice an entity staff typed', () => {
    expect(jobDescription({ ...comptable, missions: ['&lt;'] }, headings)).toContain('<li>&amp;lt;</li>');
  });
});

describe('jobPostingJsonLd', () => {
  it('an on-site offer with a client, a deadline and a salary range', () => {
    expect(jobPostingJsonLd(comptable, poster, headings)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Comptable senior',
      description:
        '<p>Pour une société de microfinance, un comptable senior.</p>' +
        '<p>Vos missions</p><ul><li>Tenir la comptabilité générale</li><li>Préparer les déclarations fiscales</li></ul>' +
        '<p>Profil recherché</p><ul><li>Bac +5 en comptabilité</li><li>Cinq ans d’expérience</li></ul>',
      datePosted: '2026-11-12',
      validThrough: '2026-12-15T23:59:59+00:00',
      employmentType: ['FULL_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Teranga Finance SA' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dakar', addressCountry: 'SN' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'XOF',
        value: { '@type': 'QuantitativeValue', minValue: 650000, maxValue: 850000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Sunu RH Conseil', value: 'SRH-2026-031' },
      directApply: true,
      url: 'https://www.example.com/offres/comptable-senior-srh-2026-031',
    });
  });

  it('a remote offer: no place but TELECOMMUTE and the country; no deadline, salary or client', () => {
    const ld = jobPostingJsonLd(developpeur, poster, headings);
    expect(ld).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Développeur full stack JavaScript',
      description: '<p>Une fintech cherche un développeur, à distance.</p><p>Vos missions</p><ul><li>Développer l’API</li></ul><p>Profil recherché</p><ul><li>TypeScript</li></ul>',
      datePosted: '2026-11-05',
      employmentType: ['CONTRACTOR'],
      hiringOrganization: { '@type': 'Organization', name: 'confidential' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Sénégal' },
      identifier: { '@type': 'PropertyValue', name: 'Sunu RH Conseil', value: 'SRH-2026-029' },
      directApply: true,
      url: 'https://www.example.com/offres/developpeur-full-stack-srh-2026-029',
    });
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('a hybrid offer is placed in its city, like an on-site one', () => {
    const ld = jobPostingJsonLd({ ...comptable, workMode: 'hybride', city: 'Thiès' }, poster, headings);
    expect(ld).toMatchObject({ jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Thiès', addressCountry: 'SN' } } });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld).not.toHaveProperty('applicantLocationRequirements');
  });

  it.each([
    ['cdi', ['FULL_TIME']],
    ['cdd', ['FULL_TIME', 'TEMPORARY']],
    ['interim', ['TEMPORARY']],
    ['stage', ['INTERN']],
    ['consultance', ['CONTRACTOR']],
  ] as const)('employmentType of a %s: %j', (contract, employmentType) => {
    expect(jobPostingJsonLd({ ...comptable, contract }, poster, headings).employmentType).toStrictEqual(employmentType);
  });

  it('a single amount: one value, per day', () => {
    const ld = jobPostingJsonLd({ ...comptable, salary: { min: 20000, period: 'jour' } }, poster, headings);
    expect(ld.baseSalary).toStrictEqual({ '@type': 'MonetaryAmount', currency: 'XOF', value: { '@type': 'QuantitativeValue', value: 20000, unitText: 'DAY' } });
  });

  it('a range whose two ends are equal is a single amount, per year', () => {
    const ld = jobPostingJsonLd({ ...comptable, salary: { min: 9000000, max: 9000000, period: 'an' } }, poster, headings);
    expect(ld.baseSalary).toStrictEqual({ '@type': 'MonetaryAmount', currency: 'XOF', value: { '@type': 'QuantitativeValue', value: 9000000, unitText: 'YEAR' } });
  });

  it('an hourly salary', () => {
    const ld = jobPostingJsonLd({ ...comptable, salary: { min: 1500, max: 2500, period: 'heure' } }, poster, headings);
    expect(ld.baseSalary?.value).toStrictEqual({ '@type': 'QuantitativeValue', minValue: 1500, maxValue: 2500, unitText: 'HOUR' });
  });
});
