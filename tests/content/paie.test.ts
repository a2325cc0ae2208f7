// @vitest-environment node
/**
 * The payroll parameters' file (content/paie.yml, src/content/schemas/paie.ts): the shipped file
 * loads; a malformed one stops the build with a French message naming the file, the line and the
 * field, like any other content; and the build's module gives the versions in force on its day.
 */
import { describe, expect, it } from 'vitest';
import { useContentCopy } from '../contentCopies';
import { moduleSource } from '../../src/content/plugin/modules';
import { loadContent } from '../../src/content/load';

const copy = useContentCopy('paie');
const change = (from: string | RegExp, to: string) => copy.change('paie.yml', from, to);

describe('content/paie.yml', () => {
  it('loads, every date read as a day', () => {
    const paie = copy.load().pages.paie;
    expect(paie.cssPrestationsFamiliales.map((version) => [version.du, version.plafond])).toEqual([
      ['2000-01-01', 63_000],
      ['2025-04-01', 80_000],
    ]);
    expect(paie.smig[0]!.source.consulte).toBe('2026-11-27');
  });

  it('refuses a rate that is not a number, naming the file, the line and the field', () => {
    change('tauxSalarie: 5.6', 'tauxSalarie: cinq virgule six');
    expect(copy.problems()).toEqual([expect.stringMatching(/^content\/paie\.yml, ligne 4 : « ipresGeneral\[1\]\.tauxSalarie » \(Taux salarié\) doit être un nombre/)]);
  });

  it('refuses versions out of date order', () => {
    change('  - du: 01/04/2025\n    tauxEmployeur: 7', '  - du: 01/01/1999\n    tauxEmployeur: 7');
    expect(copy.problems()).toEqual(['content/paie.yml, ligne 28 : « cssPrestationsFamiliales » (CSS prestations familiales) les versions doivent aller de la plus ancienne à la plus récente, chacune à partir d’un jour plus tardif que la précédente']);
  });

  it('refuses a version without its source', () => {
    change(/^ {4}source:\n( {6}.*\n){4}/m, '');
    expect(copy.problems()).toEqual(['content/paie.yml, ligne 2 : « ipresGeneral[1].source » (Source) est obligatoire (un groupe de champs attendu)']);
  });

  it('refuses a « vérifié » that is not yes or no', () => {
    change(/^ {4}verifie: false/m, '    verifie: peut-être');
    expect(copy.problems()).toEqual(['content/paie.yml, ligne 12 : « ipresGeneral[1].verifie » (Vérifié par le cabinet) doit être oui ou non, pas un texte']);
  });

  it('refuses a proposed accident rate that is not among the allowed ones, and a scale that does not start at 0', () => {
    change(/tauxParDefaut: 1\n/, 'tauxParDefaut: 2\n');
    change('      - seuil: 0\n        taux: 0', '      - seuil: 100\n        taux: 0');
    const problems = copy.problems().join('\n');
    expect(problems).toContain('content/paie.yml, ligne 51 : « cssAccidentsTravail » (CSS accidents du travail) le taux proposé doit être l’un des taux permis');
    expect(problems).toContain('« impotRevenu[1].tranches » (Barème) la première tranche doit commencer à 0');
  });

  it('refuses a choice of method whose two readings are the same, a reading that is not one, and a source of neither reading', () => {
    change('    retenue: 40\n    autre: 43', '    retenue: 40\n    autre: 40');
    change('    retenue: non\n    autre: oui', '    retenue: non\n    autre: peut-être');
    change('      - lecture: tranche', '      - lecture: abattementSurBrut');
    const problems = copy.problems();
    expect(problems).toContainEqual(expect.stringMatching(/^content\/paie\.yml, ligne \d+ : « methode\.plafondImpot\.autre » \(Autre lecture\) l’autre lecture doit être différente de la lecture retenue$/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/paie\.yml, ligne \d+ : « methode\.trimfConjoint\.autre » \(Autre lecture\) « peut-être » n’est pas permis ; valeurs permises : « non », « oui »$/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/paie\.yml, ligne \d+ : « methode\.assietteCadres\.sources\[3\]\.lecture » \(Lecture soutenue\) « abattementSurBrut » n’est pas permis/));
  });

  it('refuses a choice of method whose source supports neither of its readings', () => {
    change('      - lecture: 43', '      - lecture: 45');
    expect(copy.problems()).toEqual([expect.stringMatching(/^content\/paie\.yml, ligne \d+ : « methode\.plafondImpot\.sources » \(Sources\) chaque source doit soutenir la lecture retenue ou l’autre lecture$/)]);
  });

  it('gives the build the versions in force on its day: their values (virtual:content/paie-en-vigueur), their sources apart (virtual:content/paie-sources)', () => {
    const content = loadContent();
    const read = (id: string, today: string) => JSON.parse(moduleSource(id, content, { repo: 'a/b', branch: 'main' }, false, today)!.replace(/^export default /, '').replace(/;$/, ''));
    const values = (today: string) => read('virtual:content/paie-en-vigueur', today);
    expect(values('2026-11-23')).toMatchObject({ jour: '2026-11-23', cssPrestationsFamiliales: { plafond: 80_000, verifie: false }, smig: { horaire: 370.526 } });
    expect(values('2025-01-15').cssPrestationsFamiliales.plafond).toBe(63_000);
    // The page's result carries no date, source nor note (its first load); « Textes et sources » has them.
    expect(JSON.stringify(values('2026-11-23'))).not.toMatch(/"(du|source|sources|note)":/);
    const sources = read('virtual:content/paie-sources', '2025-01-15');
    const file = content.pages.paie.cssPrestationsFamiliales;
    expect(sources.cssPrestationsFamiliales).toEqual({ du: file[0]!.du, texte: file[0]!.texte, verifie: file[0]!.verifie, source: file[0]!.source, ...(file[0]!.note ? { note: file[0]!.note } : {}) });
    expect(sources.jour).toBe('2025-01-15');
    // The choices of method: their readings with the values (the result computes the alternatives), their sources and notes apart.
    expect(values('2026-11-23').methode.plafondImpot).toEqual({ retenue: 40, autre: 43 });
    expect(values('2026-11-23').methode.plafondCss).toEqual({ retenue: 'applique', autre: 'suspendu', plafondSiSuspendu: 63_000 });
    expect(sources.methode.plafondImpot.verifie).toBe(false);
    expect(sources.methode.plafondImpot.sources.map((source: { lecture: number }) => source.lecture)).toEqual([40, 43]);
    expect(sources.methode.plafondImpot.note).toMatch(/loi n°\u00a02022-\u2060?19/);
  });
});
