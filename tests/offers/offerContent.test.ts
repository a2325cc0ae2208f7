// @vitest-environment node
/**
 * The job offers as content (content/offers/*.yml): a broken offer stops the build with a French
 * message naming the file, the line (when the check has one) and the field. As in
 * tests/content/content.test.ts, each case breaks a copy of content/.
 */
import { describe, expect, it } from 'vitest';
import { useContentCopy } from '../contentCopies';

const copy = useContentCopy('offers-content');
const { change, problems } = copy;

const comptable = 'offers/comptable-senior-srh-2026-031.yml';
const chef = 'offers/chef-de-chantier-srh-2026-034.yml';
const developpeur = 'offers/developpeur-full-stack-srh-2026-029.yml';

describe('the firm’s offers', () => {
  it('load, each with its file’s name as id', () => {
    const { offers } = copy.load().collections;
    expect(offers.map((offer) => [offer.id, offer.reference, offer.contract, offer.sector, offer.datePosted, offer.deadline])).toEqual([
      ['chef-de-chantier-srh-2026-034', 'SRH-2026-034', 'interim', 'industrie-btp', '2026-11-18', '2027-01-10'],
      ['comptable-senior-srh-2026-031', 'SRH-2026-031', 'cdi', 'services-financiers', '2026-11-12', '2026-12-15'],
      ['developpeur-full-stack-srh-2026-029', 'SRH-2026-029', 'consultance', 'technologie-it', '2026-11-05', undefined],
    ]);
    expect(offers[1]!.salary).toStrictEqual({ min: 650000, max: 850000, period: 'mois' });
  });

  it('a deadline on the day of publication is allowed, and an empty sector means « Autre »', () => {
    change(comptable, 'deadline: 15/12/2026', 'deadline: 12/11/2026');
    change(chef, 'sector: industrie-btp', "sector: ''");
    const { offers } = copy.load().collections;
    expect(offers[1]!.deadline).toBe('2026-11-12');
    expect(offers[0]!.sector).toBeUndefined();
  });
});

describe('a broken offer stops the build, with a French message', () => {
  it('a contract the site does not know', () => {
    change(comptable, 'contract: cdi', 'contract: freelance');
    expect(problems()).toEqual([
      'content/offers/comptable-senior-srh-2026-031.yml, ligne 3 : « contract » (Contrat) « freelance » n’est pas permis ; valeurs permises : « cdi », « cdd », « interim », « stage », « consultance »',
    ]);
  });

  it('a contract written as the site shows it, in capitals', () => {
    change(comptable, 'contract: cdi', 'contract: CDI');
    expect(problems()).toEqual([
      'content/offers/comptable-senior-srh-2026-031.yml, ligne 3 : « contract » (Contrat) « CDI » n’est pas permis ; valeurs permises : « cdi », « cdd », « interim », « stage », « consultance »',
    ]);
  });

  it('a deadline before the publication date', () => {
    change(comptable, 'deadline: 15/12/2026', 'deadline: 01/11/2026');
    expect(problems()).toEqual(['content/offers/comptable-senior-srh-2026-031.yml, ligne 28 : « deadline » (Date limite de candidature) la date limite ne peut pas précéder la date de publication']);
  });

  it('a salary whose maximum is below its minimum', () => {
    change(comptable, 'max: 850000', 'max: 600000');
    expect(problems()).toEqual(['content/offers/comptable-senior-srh-2026-031.yml, ligne 25 : « salary.max » (Salaire (maximum)) le maximum doit être au moins égal au minimum']);
  });

  it('a day that does not exist (30 February)', () => {
    change(comptable, 'datePosted: 12/11/2026', 'datePosted: 30/02/2026');
    expect(problems()).toEqual(['content/offers/comptable-senior-srh-2026-031.yml, ligne 27 : « datePosted » (Date de publication) « 30/02/2026 » n’est pas un jour du calendrier']);
  });

  it('a malformed date (11/2026/05): its file, line, field and the format expected', () => {
    change(developpeur, 'datePosted: 05/11/2026', 'datePosted: 11/2026/05');
    const said = problems();
    expect(said[0]).toBe('content/offers/developpeur-full-stack-srh-2026-029.yml, ligne 22 : « datePosted » (Date de publication) « 11/2026/05 » n’est pas une date au format JJ/MM/AAAA, par exemple 15/12/2026');
    expect([...new Set(said)]).toEqual([said[0]]);
  });

  // One message per malformed date, and none about the order of a valid deadline.
  it('a malformed date is reported once, without a message about the valid deadline', () => {
    change(comptable, 'datePosted: 12/11/2026', 'datePosted: 45/13/2026');
    expect(problems()).toEqual(['content/offers/comptable-senior-srh-2026-031.yml, ligne 27 : « datePosted » (Date de publication) « 45/13/2026 » n’est pas un jour du calendrier']);
  });

  it('a date written before the editor spoke French (2026-12-15) is still read, as the same day', () => {
    change(comptable, 'deadline: 15/12/2026', 'deadline: 2026-12-15');
    expect(copy.load().collections.offers[1]!.deadline).toBe('2026-12-15');
  });

  it('the same reference in two offer files: the second file (A to Z) names the first', () => {
    change(developpeur, 'reference: SRH-2026-029', 'reference: SRH-2026-031');
    expect(problems()).toEqual([
      'content/offers/developpeur-full-stack-srh-2026-029.yml : « reference » (Référence) : « SRH-2026-031 » est déjà la référence de l’offre comptable-senior-srh-2026-031.yml ; chaque offre a la sienne',
    ]);
  });

  it('a sector that is not one of the services page’s six', () => {
    change(chef, 'sector: industrie-btp', 'sector: mines');
    expect(problems()).toEqual([
      'content/offers/chef-de-chantier-srh-2026-034.yml : « sector » (Secteur) : « mines » n’est pas un secteur de content/sectors ; secteurs connus : « services-financiers », « technologie-it », « sante-et-social », « industrie-btp », « commerce-distribution », « services-aux-entreprises », ou vide pour « Autre »',
    ]);
  });

  it('a reference not in capitals, digits and hyphens', () => {
    change(chef, 'reference: SRH-2026-034', 'reference: srh 2026/034');
    expect(problems()).toEqual([
      'content/offers/chef-de-chantier-srh-2026-034.yml, ligne 2 : « reference » (Référence) « srh 2026/034 » n’est pas une référence en majuscules, chiffres et tirets, par exemple SRH-2026-014',
    ]);
  });

  it('a work mode and a salary period the site does not know, a salary typed in words', () => {
    change(chef, 'workMode: sur-site', 'workMode: remote');
    change(chef, 'min: 20000', 'min: vingt mille');
    change(chef, 'period: jour', 'period: semaine');
    expect(problems()).toEqual([
      'content/offers/chef-de-chantier-srh-2026-034.yml, ligne 6 : « workMode » (Mode de travail) « remote » n’est pas permis ; valeurs permises : « sur-site », « hybride », « teletravail »',
      'content/offers/chef-de-chantier-srh-2026-034.yml, ligne 23 : « salary.min » (Salaire (minimum)) doit être un nombre, pas un texte',
      'content/offers/chef-de-chantier-srh-2026-034.yml, ligne 25 : « salary.period » (Période) « semaine » n’est pas permis ; valeurs permises : « mois », « an », « jour », « heure »',
    ]);
  });
});
