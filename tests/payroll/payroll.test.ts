// @vitest-environment node
/**
 * The salary simulator's calculation (src/payroll/) on the parameters shipped in content/paie.yml,
 * in force on the suite's day (SITE_TODAY=2026-11-23). The worked examples are computed by hand in
 * the comments, line by line, from the values the first test pins: if the firm changes a
 * parameter, that test fails first and says which example to recompute.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import {
  familyReduction,
  formatFcfa,
  formatPercent,
  grossToNet,
  grossInputProblems,
  payslipRemarks,
  minimumGross,
  maxMonthlyGross,
  monthlySmig,
  netToGross,
  parametersInForce,
  partsOf,
  PayrollInputError,
  PayrollParametersError,
  scaleTaxOn,
  trimfAnnual,
  unverifiedInForce,
  unverifiedChoices,
  type GrossInputs,
  type Payslip,
} from '../../src/payroll';

const file = loadContent().pages.paie;
const params = parametersInForce(file, '2026-11-23');
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const single = { situation: 'celibataire', enfants: 0 } as const;
const nonCadre = (brut: number, more: Partial<GrossInputs> = {}): GrossInputs => ({ brut, cadre: false, famille: single, ...more });
/** « nom/payePar » → montant. */
const amounts = (slip: Payslip) => Object.fromEntries(slip.lignes.map((line) => [`${line.nom}/${line.payePar}`, line.montant]));
const line = (slip: Payslip, nom: string, payePar = 'salarie') => slip.lignes.find((item) => item.nom === nom && item.payePar === payePar)!;

describe('the parameters the examples are computed from', () => {
  it('are the shipped ones in force on 2026-11-23', () => {
    expect(params.ipresGeneral).toMatchObject({ tauxEmployeur: 8.4, tauxSalarie: 5.6, plafond: 432_000 });
    expect(params.ipresCadres).toMatchObject({ tauxEmployeur: 3.6, tauxSalarie: 2.4, plancher: 432_000, plafond: 1_296_000 });
    expect(params.cssPrestationsFamiliales).toMatchObject({ tauxEmployeur: 7, plafond: 80_000, du: '2025-04-01' });
    expect(params.cssAccidentsTravail).toMatchObject({ taux: [1, 3, 5], tauxParDefaut: 1, plafond: 80_000 });
    expect(params.ipm).toMatchObject({ tauxMin: 2, tauxMax: 7.5, tauxParDefaut: 3, plafond: 250_000 });
    expect(params.impotRevenu.tranches).toEqual([
      { seuil: 0, taux: 0 },
      { seuil: 630_000, taux: 20 },
      { seuil: 1_500_000, taux: 30 },
      { seuil: 4_000_000, taux: 35 },
      { seuil: 8_000_000, taux: 37 },
      { seuil: 13_500_000, taux: 40 },
      { seuil: 50_000_000, taux: 43 },
    ]);
    expect(params.impotRevenu).toMatchObject({ arrondi: 1000 });
    expect(params.reductionFamille.lignes.map((row) => [row.parts, row.taux, row.minimum, row.maximum])).toEqual([
      [1, 0, 0, 0],
      [1.5, 10, 100_000, 300_000],
      [2, 15, 200_000, 650_000],
      [2.5, 20, 300_000, 1_100_000],
      [3, 25, 400_000, 1_650_000],
      [3.5, 30, 500_000, 2_030_000],
      // OpenFisca-Senegal's max_7.yaml (2 490 000), not the 2 459 000 of a third party's copy of art. 174 (content/paie.yml's note).
      [4, 35, 600_000, 2_490_000],
      [4.5, 40, 700_000, 2_755_000],
      [5, 45, 800_000, 3_180_000],
    ]);
    expect(params.parts).toMatchObject({ celibataire: 1, marie: 1.5, conjointSansRevenu: 0.5, parEnfant: 0.5, maximum: 5 });
    expect(params.abattement).toMatchObject({ taux: 30, plafondAnnuel: 900_000 });
    expect(params.trimf.tranches.map((band) => [band.seuil, band.montant])).toEqual([
      [0, 900],
      [600_000, 3600],
      [1_000_000, 4800],
      [2_000_000, 12_000],
      [7_000_000, 18_000],
      [12_000_000, 36_000],
    ]);
    expect(params.cfce.taux).toBe(3);
    expect(params.smig).toMatchObject({ horaire: 370.526, heuresParMois: 173.33 });
    // 370,526 × 173,33 = 64 223,27 → 64 223.
    expect(monthlySmig(params)).toBe(64_223);
    expect(params.indemniteTransport).toMatchObject({ plafondExonere: 20_800, du: '2016-05-01' });
    // The choices of method (« Choix de méthode »): the reading in force, and the other one whose effect the page gives.
    expect(Object.fromEntries(Object.entries(params.methode).map(([name, choice]) => [name, [choice.retenue, choice.autre]]))).toEqual({
      deductionsImpot: ['abattementSurBrut', 'cotisationsPuisAbattement'],
      plafondImpot: [40, 43],
      trimfConjoint: ['non', 'oui'],
      assietteCadres: ['totalite', 'tranche'],
      plafondCss: ['applique', 'suspendu'],
    });
    expect(params.methode.plafondCss.plafondSiSuspendu).toBe(63_000);
  });

  it('are each chosen by date: the CSS ceiling is 63 000 until 31 March 2025 and 80 000 from 1 April', () => {
    expect(parametersInForce(file, '2025-03-31').cssPrestationsFamiliales.plafond).toBe(63_000);
    expect(parametersInForce(file, '2025-04-01').cssPrestationsFamiliales.plafond).toBe(80_000);
    expect(parametersInForce(file, '2025-04-01').cssAccidentsTravail.plafond).toBe(80_000);
    expect(() => parametersInForce(file, '1999-12-31')).toThrow(PayrollParametersError);
    expect(() => parametersInForce(file, '1999-12-31')).toThrow('content/paie.yml : « ipresGeneral » n’a aucune version en vigueur le 1999-12-31');
  });

  it('are all still unverified by the firm, each named with its version', () => {
    expect(unverifiedInForce(file, '2026-11-23').map(({ name, index }) => `${name}[${index}]`)).toEqual([
      'ipresGeneral[0]',
      'ipresCadres[0]',
      'cssPrestationsFamiliales[1]',
      'cssAccidentsTravail[1]',
      'ipm[0]',
      'impotRevenu[0]',
      'reductionFamille[0]',
      'parts[0]',
      'abattement[0]',
      'trimf[0]',
      'cfce[0]',
      'smig[0]',
      'indemniteTransport[0]',
    ]);
    expect(unverifiedChoices(file)).toEqual(['deductionsImpot', 'plafondImpot', 'trimfConjoint', 'assietteCadres', 'plafondCss']);
  });
});

describe('worked examples, computed by hand', () => {
  it('a non-cadre at 300 000, single', () => {
    // IPRES régime général: base min(300 000, 432 000) = 300 000
    //   salarié 5,6 % = 16 800 ; employeur 8,4 % = 25 200
    // CSS prestations familiales: base min(300 000, 80 000) = 80 000 × 7 % = 5 600 (employeur)
    // CSS accidents du travail: 80 000 × 1 % = 800 (employeur)
    // IPM: base min(300 000, 250 000) = 250 000 × 3 % = 7 500 each side
    // IR: annual gross 12 × 300 000 = 3 600 000 ; nothing deducted before the allowance (methode.deductionsImpot)
    //   allowance: 30 % × 3 600 000 = 1 080 000 > 900 000 → 900 000
    //   taxable: 3 600 000 − 900 000 = 2 700 000 (already a thousand)
    //   scale: 20 % × (1 500 000 − 630 000) = 174 000 ; 30 % × (2 700 000 − 1 500 000) = 360 000 → 534 000
    //   1 part: no reduction; cap 40 % × 2 700 000 = 1 080 000 not reached → 534 000 a year → 44 500 a month
    // TRIMF: annual gross 3 600 000 is in the band from 2 000 000: 12 000 a year → 1 000 a month
    // CFCE: 3 % × 300 000 = 9 000 (employeur)
    // Net: 300 000 − 16 800 − 7 500 − 44 500 − 1 000 = 230 200 (the issue 56 specialist's figure with the sources' method;
    // 237 500 with the employee's contributions deducted first, the simulator's former reading)
    // Cost: 300 000 + 25 200 + 5 600 + 800 + 7 500 + 9 000 = 348 100
    const slip = grossToNet(nonCadre(300_000), params);
    expect(amounts(slip)).toEqual({
      'IPRES régime général/salarie': 16_800,
      'IPRES régime général/employeur': 25_200,
      'CSS prestations familiales/employeur': 5_600,
      'CSS accidents du travail/employeur': 800,
      'IPM/salarie': 7_500,
      'IPM/employeur': 7_500,
      'Impôt sur le revenu/salarie': 44_500,
      'TRIMF/salarie': 1_000,
      'CFCE/employeur': 9_000,
    });
    expect(slip.impot).toEqual({ revenuBrutAnnuel: 3_600_000, cotisationsDeductibles: 0, abattement: 900_000, revenuImposable: 2_700_000, impotBrut: 534_000, parts: 1, reduction: 0, plafonne: false, impotAnnuel: 534_000 });
    expect(slip).toMatchObject({ brut: 300_000, net: 230_200, coutEmployeur: 348_100, totalSalarie: 69_800, totalEmployeur: 48_100, parts: 1, indemniteTransport: 0 });
    expect(payslipRemarks(slip, nonCadre(300_000), params)).toEqual([]);
    expect(line(slip, 'CSS prestations familiales', 'employeur')).toMatchObject({ base: 80_000, taux: 7, plafond: 80_000, periode: 'mois', verifie: false, parametre: 'cssPrestationsFamiliales' });
    // Each line names its parameter, whose version in force carries the text that sets it.
    expect(params[line(slip, 'CSS prestations familiales', 'employeur').parametre].texte).toContain('Délibération n°\u00a0502 du 20\u00a0décembre 2024');
    expect(line(slip, 'Impôt sur le revenu')).toMatchObject({ base: 2_700_000, periode: 'an', taux: null, parametre: 'impotRevenu' });
  });

  it('a cadre at 1 500 000, married (spouse with an income), 2 children', () => {
    // Parts: married 1,5 (spouse has an income: no extra half) + 2 × 0,5 = 2,5
    // IPRES régime général: base 432 000 (ceiling): salarié 5,6 % = 24 192 ; employeur 8,4 % = 36 288
    // IPRES cadres, on the whole salary up to 1 296 000: base 1 296 000
    //   salarié 2,4 % = 31 104 ; employeur 3,6 % = 46 656
    // CSS: 80 000 × 7 % = 5 600 ; 80 000 × 1 % = 800
    // IPM: 250 000 × 3 % = 7 500 each side
    // IR: annual gross 18 000 000 ; allowance 900 000 (30 % × 18 000 000 > 900 000), nothing else deducted
    //   taxable: 18 000 000 − 900 000 = 17 100 000
    //   scale: 174 000 + 30 % × 2 500 000 = 750 000 + 35 % × 4 000 000 = 1 400 000
    //          + 37 % × 5 500 000 = 2 035 000 + 40 % × (17 100 000 − 13 500 000) = 1 440 000 → 5 799 000
    //   reduction, 2,5 parts: 20 % × 5 799 000 = 1 159 800 > 1 100 000 → the maximum, 1 100 000
    //   5 799 000 − 1 100 000 = 4 699 000 ; cap 40 % × 17 100 000 = 6 840 000 not reached
    //   monthly: 4 699 000 / 12 = 391 583,33 → 391 583
    // TRIMF: 18 000 000 ≥ 12 000 000: 36 000 a year → 3 000 a month
    // CFCE: 3 % × 1 500 000 = 45 000
    // Net: 1 500 000 − 24 192 − 31 104 − 7 500 − 391 583 − 3 000 = 1 042 621
    // Cost: 1 500 000 + 36 288 + 46 656 + 5 600 + 800 + 7 500 + 45 000 = 1 641 844
    const slip = grossToNet({ brut: 1_500_000, cadre: true, famille: { situation: 'marie', conjointAvecRevenu: true, enfants: 2 } }, params);
    expect(amounts(slip)).toEqual({
      'IPRES régime général/salarie': 24_192,
      'IPRES régime général/employeur': 36_288,
      'IPRES cadres/salarie': 31_104,
      'IPRES cadres/employeur': 46_656,
      'CSS prestations familiales/employeur': 5_600,
      'CSS accidents du travail/employeur': 800,
      'IPM/salarie': 7_500,
      'IPM/employeur': 7_500,
      'Impôt sur le revenu/salarie': 391_583,
      'TRIMF/salarie': 3_000,
      'CFCE/employeur': 45_000,
    });
    expect(slip.impot).toEqual({ revenuBrutAnnuel: 18_000_000, cotisationsDeductibles: 0, abattement: 900_000, revenuImposable: 17_100_000, impotBrut: 5_799_000, parts: 2.5, reduction: 1_100_000, plafonne: false, impotAnnuel: 4_699_000 });
    expect(slip).toMatchObject({ net: 1_042_621, coutEmployeur: 1_641_844, parts: 2.5 });
  });

  it('a cadre at 10 000 000, single: the tax is capped at 40 % of the taxable income', () => {
    // Contributions as at 1 500 000 (every base at its ceiling): salarié 24 192 + 31 104 + 7 500 = 62 796
    // IR: annual gross 120 000 000 ; allowance 900 000
    //   taxable: 120 000 000 − 900 000 = 119 100 000
    //   scale: 4 359 000 up to 13 500 000 (174 000 + 750 000 + 1 400 000 + 2 035 000)
    //          + 40 % × 36 500 000 = 14 600 000 + 43 % × (119 100 000 − 50 000 000) = 29 713 000 → 48 672 000
    //   1 part: no reduction ; cap 40 % × 119 100 000 = 47 640 000 < 48 672 000 → 47 640 000
    //   monthly: 47 640 000 / 12 = 3 970 000
    // TRIMF 3 000 ; CFCE 3 % × 10 000 000 = 300 000
    // Net: 10 000 000 − 62 796 − 3 970 000 − 3 000 = 5 964 204
    // Cost: 10 000 000 + 36 288 + 46 656 + 5 600 + 800 + 7 500 + 300 000 = 10 396 844
    const slip = grossToNet({ brut: 10_000_000, cadre: true, famille: single }, params);
    expect(slip.impot).toMatchObject({ revenuImposable: 119_100_000, impotBrut: 48_672_000, reduction: 0, plafonne: true, impotAnnuel: 47_640_000 });
    expect(line(slip, 'Impôt sur le revenu').montant).toBe(3_970_000);
    expect(line(slip, 'CFCE', 'employeur').montant).toBe(300_000);
    expect(slip).toMatchObject({ net: 5_964_204, coutEmployeur: 10_396_844 });
  });

  it('benefits in kind are taxed and in the IPRES, IPM and CSS bases (ipres.sn: « avantages en espèces et en nature »), not in the CFCE nor the net', () => {
    // 300 000 + 50 000 of benefits in kind, single non-cadre: subject pay 350 000.
    // IPRES: 5,6 % × 350 000 = 19 600 (16 800 if they were left out) ; employer 8,4 % × 350 000 = 29 400
    // IPM: min(350 000, 250 000) × 3 % = 7 500 ; CSS: 80 000 ceiling, as at 300 000
    // IR: annual 12 × 350 000 = 4 200 000 ; allowance 900 000 → 3 300 000
    //   174 000 + 30 % × 1 800 000 = 540 000 → 714 000 a year → 59 500 a month
    // TRIMF: 4 200 000 → 12 000 → 1 000 ; CFCE on the cash paid: 3 % × 300 000 = 9 000
    // Net: 300 000 − 19 600 − 7 500 − 59 500 − 1 000 = 212 400 ; cost: 300 000 + 29 400 + 5 600 + 800 + 7 500 + 9 000 = 352 300
    const slip = grossToNet(nonCadre(300_000, { autresImposables: 50_000 }), params);
    expect(line(slip, 'IPRES régime général')).toMatchObject({ base: 350_000, montant: 19_600 });
    expect(line(slip, 'IPRES régime général', 'employeur').montant).toBe(29_400);
    expect(line(slip, 'IPM').base).toBe(250_000);
    expect(line(slip, 'Impôt sur le revenu').montant).toBe(59_500);
    expect(line(slip, 'CFCE', 'employeur').base).toBe(300_000);
    expect(slip).toMatchObject({ net: 212_400, coutEmployeur: 352_300 });
    // Below the ceilings the benefit counts in the CSS's base too: 64 223 + 10 000 in kind → 74 223 × 7 % = 5 195,61 → 5 196.
    expect(line(grossToNet(nonCadre(64_223, { autresImposables: 10_000 }), params), 'CSS prestations familiales', 'employeur')).toMatchObject({ base: 74_223, montant: 5_196 });
  });

  it('the transport allowance: exempt up to 20 800 a month, the rest subject like the salary, all of it in the net', () => {
    // 300 000 + 20 800 of transport: the lines of 300 000 alone, and 20 800 more net and cost.
    const exempt = grossToNet(nonCadre(300_000, { indemniteTransport: 20_800 }), params);
    const alone = grossToNet(nonCadre(300_000), params);
    expect(exempt.lignes).toEqual(alone.lignes);
    expect(exempt).toMatchObject({ net: 230_200 + 20_800, coutEmployeur: 348_100 + 20_800, indemniteTransport: 20_800, transportExonere: 20_800 });
    expect(payslipRemarks(exempt, nonCadre(300_000, { indemniteTransport: 20_800 }), params)).toEqual([`L’indemnité de transport (20${NNBSP}800${NBSP}FCFA) s’ajoute au net${NBSP}: 20${NNBSP}800${NBSP}FCFA sans impôt ni cotisations.`]);
    // 300 000 + 30 800: 10 000 above the exempt amount, subject like the salary (310 000).
    // IPRES 5,6 % × 310 000 = 17 360 ; IPM 7 500 ; IR: 12 × 310 000 = 3 720 000 − 900 000 = 2 820 000
    //   174 000 + 30 % × 1 320 000 = 396 000 → 570 000 → 47 500 a month ; TRIMF 1 000 ; CFCE 3 % × 310 000 = 9 300
    // Net: 300 000 + 30 800 − 17 360 − 7 500 − 47 500 − 1 000 = 257 440
    const above = grossToNet(nonCadre(300_000, { indemniteTransport: 30_800 }), params);
    expect(line(above, 'IPRES régime général')).toMatchObject({ base: 310_000, montant: 17_360 });
    expect(line(above, 'Impôt sur le revenu').montant).toBe(47_500);
    expect(line(above, 'CFCE', 'employeur').base).toBe(310_000);
    expect(above).toMatchObject({ net: 257_440, transportExonere: 20_800 });
    expect(payslipRemarks(above, nonCadre(300_000, { indemniteTransport: 30_800 }), params)[0]).toBe(`L’indemnité de transport (30${NNBSP}800${NBSP}FCFA) s’ajoute au net${NBSP}: 20${NNBSP}800${NBSP}FCFA sans impôt ni cotisations, le reste (10${NNBSP}000${NBSP}FCFA) soumis comme le salaire.`);
  });

  it('net → gross with benefits in kind and a transport allowance: the TRIMF’s bands move by what is subject besides the gross', () => {
    // 50 000 in kind + 30 800 of transport (10 000 of it subject): the band from 2 000 000 a year starts at a gross of
    // 166 667 − 60 000 = 106 667. Around it, the smallest gross giving each net, against a plain scan from the SMIG.
    const more = { autresImposables: 50_000, indemniteTransport: 30_800 };
    const nets = Array.from({ length: 106_700 - 64_223 + 1 }, (_, index) => grossToNet(nonCadre(64_223 + index, more), params).net);
    const scan = (net: number) => 64_223 + nets.findIndex((value) => value >= net);
    for (const gross of [106_666, 106_667, 106_668, 106_700]) {
      const target = grossToNet(nonCadre(gross, more), params).net;
      expect(netToGross({ net: target, cadre: false, famille: single, ...more }, params).brut, `${gross}`).toBe(scan(target));
    }
    // The step is there: one franc more of gross, 4 800 → 12 000 of TRIMF a year, 600 FCFA more a month.
    expect(line(grossToNet(nonCadre(106_667, more), params), 'TRIMF').montant - line(grossToNet(nonCadre(106_666, more), params), 'TRIMF').montant).toBe(600);
  });

  it('part time: a gross below the monthly SMIG is right for fewer hours, and refused below the SMIG’s hourly rate × the hours', () => {
    // 86,67 hours: 370,526 × 86,67 = 32 113,49 → 32 113 is the least gross.
    expect(minimumGross({ heures: 86.67 }, params)).toBe(32_113);
    const half = grossToNet(nonCadre(32_113, { heures: 86.67 }), params);
    // IPRES 5,6 % × 32 113 = 1 798,33 → 1 798 ; IPM 3 % × 32 113 = 963,39 → 963 ; no tax (385 356 − 115 607 < 630 000) ; TRIMF 900 a year → 75
    expect(amounts(half)).toMatchObject({ 'IPRES régime général/salarie': 1_798, 'IPM/salarie': 963, 'Impôt sur le revenu/salarie': 0, 'TRIMF/salarie': 75 });
    expect(half).toMatchObject({ net: 32_113 - 1_798 - 963 - 75 });
    expect(payslipRemarks(half, nonCadre(32_113, { heures: 86.67 }), params)).toEqual([`Temps partiel (86,67${NBSP}heures)${NBSP}: minimum 32${NNBSP}113${NBSP}FCFA, le SMIG horaire × ces heures.`]);
    expect(grossInputProblems(nonCadre(32_112, { heures: 86.67 }), params)).toEqual([
      {
        champ: 'brut',
        message: `Pour 86,67 heures dans le mois, le salaire brut doit être d’au moins 32${NNBSP}113${NBSP}FCFA, le SMIG horaire (370,526${NBSP}FCFA) × ces heures.`,
      },
    ]);
    // A full month's hours ask the monthly SMIG, as without hours.
    expect(grossInputProblems(nonCadre(64_222, { heures: 173.33 }), params)[0]!.champ).toBe('brut');
    expect(grossInputProblems(nonCadre(64_223, { heures: 173.33 }), params)).toEqual([]);
    // The net → gross search starts from the hours' minimum too.
    expect(netToGross({ net: half.net, cadre: false, famille: single, heures: 86.67 }, params).brut).toBe(32_113);
  });

  it('the IPM and accident rates the visitor chooses', () => {
    // IPM 6 % of 250 000 = 15 000 each side; accidents 5 % of 80 000 = 4 000.
    const slip = grossToNet(nonCadre(300_000, { tauxIpm: 6, tauxAccident: 5 }), params);
    expect(line(slip, 'IPM').montant).toBe(15_000);
    expect(line(slip, 'IPM', 'employeur').montant).toBe(15_000);
    expect(line(slip, 'CSS accidents du travail', 'employeur')).toMatchObject({ taux: 5, montant: 4_000 });
  });
});

describe('boundaries', () => {
  it.each([
    // [gross, base of IPRES général, of IPM, of the CSS lines]
    [79_999, 79_999, 79_999, 79_999],
    [80_000, 80_000, 80_000, 80_000],
    [80_001, 80_001, 80_001, 80_000],
    [249_999, 249_999, 249_999, 80_000],
    [250_000, 250_000, 250_000, 80_000],
    [250_001, 250_001, 250_000, 80_000],
    [431_999, 431_999, 250_000, 80_000],
    [432_000, 432_000, 250_000, 80_000],
    [432_001, 432_000, 250_000, 80_000],
  ])('at %i the bases are capped at their ceilings', (gross, general, ipm, css) => {
    const slip = grossToNet(nonCadre(gross), params);
    expect(line(slip, 'IPRES régime général').base).toBe(general);
    expect(line(slip, 'IPM').base).toBe(ipm);
    expect(line(slip, 'CSS prestations familiales', 'employeur').base).toBe(css);
    expect(line(slip, 'CSS accidents du travail', 'employeur').base).toBe(css);
  });

  it.each([
    // 2,4 % and 3,6 %: 1 295 999 → 31 103,976 → 31 104 and 46 655,964 → 46 656
    [1_295_999, 1_295_999, 31_104, 46_656],
    [1_296_000, 1_296_000, 31_104, 46_656],
    [1_296_001, 1_296_000, 31_104, 46_656],
    // below the general scheme's ceiling the whole salary is the base: 2,4 % × 400 000 = 9 600
    [400_000, 400_000, 9_600, 14_400],
  ])('a cadre at %i: IPRES cadres on %i', (gross, base, employee, employer) => {
    const slip = grossToNet({ ...nonCadre(gross), cadre: true }, params);
    expect(line(slip, 'IPRES cadres')).toMatchObject({ base, montant: employee });
    expect(line(slip, 'IPRES cadres', 'employeur').montant).toBe(employer);
  });

  it('rounds each line to the nearest franc, halves up', () => {
    // IPM 3 % × 64 250 = 1 927,5 → 1 928 ; 3 % × 64 249 = 1 927,47 → 1 927 ; IPRES 5,6 % × 64 249 = 3 597,944 → 3 598
    expect(line(grossToNet(nonCadre(64_250), params), 'IPM').montant).toBe(1_928);
    expect(line(grossToNet(nonCadre(64_249), params), 'IPM').montant).toBe(1_927);
    expect(line(grossToNet(nonCadre(64_249), params), 'IPRES régime général').montant).toBe(3_598);
  });

  it.each([
    // [annual taxable, tax of the scale]: just below, at and just above each threshold
    [629_000, 0],
    [630_000, 0],
    [631_000, 200],
    [1_499_000, 173_800],
    [1_500_000, 174_000],
    [1_501_000, 174_300],
    [3_999_000, 923_700],
    [4_000_000, 924_000],
    [4_001_000, 924_350],
    [7_999_000, 2_323_650],
    [8_000_000, 2_324_000],
    [8_001_000, 2_324_370],
    [13_499_000, 4_358_630],
    [13_500_000, 4_359_000],
    [13_501_000, 4_359_400],
    [49_999_000, 18_958_600],
    [50_000_000, 18_959_000],
    [50_001_000, 18_959_430],
  ])('the scale on %i is %i', (taxable, tax) => {
    expect(scaleTaxOn(taxable, params)).toBe(tax);
  });

  it('rounds the taxable income down to the thousand', () => {
    // 64 223 single: annual 770 676 ; allowance 30 % × 770 676 = 231 202,8 (shown rounded, 231 203)
    // 770 676 − 231 202,8 = 539 473,2 → 539 000 (below 630 000: no tax)
    expect(grossToNet(nonCadre(64_223), params).impot).toMatchObject({ cotisationsDeductibles: 0, abattement: 231_203, revenuImposable: 539_000, impotAnnuel: 0 });
  });

  it.each([
    // [tax, parts, reduction]
    [50_000, 1.5, 50_000], // the minimum, never more than the tax
    [999_000, 1.5, 100_000], // 10 % = 99 900 → minimum 100 000
    [1_000_000, 1.5, 100_000],
    [1_001_000, 1.5, 100_100],
    [2_999_000, 1.5, 299_900],
    [3_000_000, 1.5, 300_000],
    [3_001_000, 1.5, 300_000], // the maximum
    [10_000_000, 5, 3_180_000],
    [1_000_000, 1, 0],
    [1_000_000, 2, 200_000], // 15 % = 150 000 → minimum 200 000
  ])('the family reduction of a tax of %i with %d parts is %i', (tax, parts, reduction) => {
    expect(familyReduction(tax, parts, params)).toBe(reduction);
  });

  it.each([
    // [monthly gross, monthly TRIMF]: the annual gross is 12 × the monthly one
    [83_333, 300], // 999 996 → 3 600 a year
    [83_334, 400], // 1 000 008 → 4 800
    [166_666, 400], // 1 999 992
    [166_667, 1_000], // 2 000 004 → 12 000
    [583_333, 1_000], // 6 999 996
    [583_334, 1_500], // 7 000 008 → 18 000
    [999_999, 1_500], // 11 999 988
    [1_000_000, 3_000], // 12 000 000 → 36 000
  ])('the TRIMF at %i a month is %i', (gross, trimf) => {
    expect(line(grossToNet(nonCadre(gross), params), 'TRIMF').montant).toBe(trimf);
  });

  it('the TRIMF of an annual gross below 600 000 is 900, and 3 600 from 600 000', () => {
    expect(trimfAnnual(599_999, params)).toBe(900);
    expect(trimfAnnual(600_000, params)).toBe(3_600);
  });

  it('the parts, by family situation', () => {
    const parts = (famille: Parameters<typeof partsOf>[0]) => partsOf(famille, params);
    expect(parts({ situation: 'celibataire', enfants: 0 })).toBe(1);
    expect(parts({ situation: 'divorce', enfants: 1 })).toBe(1.5);
    expect(parts({ situation: 'marie', conjointAvecRevenu: true, enfants: 0 })).toBe(1.5);
    expect(parts({ situation: 'marie', conjointAvecRevenu: false, enfants: 0 })).toBe(2);
    expect(parts({ situation: 'marie', conjointAvecRevenu: true, enfants: 2 })).toBe(2.5);
    expect(parts({ situation: 'veuf', enfants: 0 })).toBe(1);
    expect(parts({ situation: 'veuf', enfants: 1 })).toBe(2);
    expect(parts({ situation: 'marie', conjointAvecRevenu: false, enfants: 6 })).toBe(5);
    expect(parts({ situation: 'celibataire', enfants: 9 })).toBe(5);
  });
});

describe('inputs out of range, in French', () => {
  const problems = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(PayrollInputError);
      return (error as PayrollInputError).problemes;
    }
    throw new Error('no error');
  };

  it('a gross from the SMIG to 10 000 000 a month', () => {
    expect(grossToNet(nonCadre(64_223), params).brut).toBe(64_223);
    expect(grossToNet(nonCadre(maxMonthlyGross), params).brut).toBe(10_000_000);
    expect(problems(() => grossToNet(nonCadre(64_222), params))).toEqual([
      { champ: 'brut', message: `Le salaire brut doit être d’au moins 64${NNBSP}223${NBSP}FCFA par mois, le SMIG (370,526${NBSP}FCFA de l’heure pour 173,33 heures).` },
    ]);
    expect(problems(() => grossToNet(nonCadre(10_000_001), params))).toEqual([{ champ: 'brut', message: `Le simulateur s’arrête à 10${NNBSP}000${NNBSP}000${NBSP}FCFA de salaire brut par mois.` }]);
    expect(problems(() => grossToNet(nonCadre(300_000.5), params))[0]!.message).toBe('Le salaire brut doit être un nombre entier de francs CFA.');
  });

  it('the other inputs, each under its field', () => {
    const found = problems(() =>
      grossToNet({ brut: 300_000, cadre: false, famille: { situation: 'celibataire', conjointAvecRevenu: true, enfants: -1 }, tauxIpm: 8, tauxAccident: 2, autresImposables: -5, indemniteTransport: 1.5, heures: 0.5 }, params),
    );
    expect(found).toEqual([
      { champ: 'enfants', message: 'Le nombre d’enfants à charge doit être un nombre entier, de 0 à 20.' },
      { champ: 'conjointAvecRevenu', message: 'Les revenus du conjoint ne comptent que pour une personne mariée.' },
      { champ: 'tauxIpm', message: `Le taux de l’IPM doit être compris entre 2${NBSP}% et 7,5${NBSP}%.` },
      { champ: 'tauxAccident', message: `Le taux des accidents du travail doit être 1${NBSP}%, 3${NBSP}% ou 5${NBSP}%, selon la classe de risque de l’entreprise.` },
      { champ: 'autresImposables', message: `Les autres éléments imposables doivent être un nombre entier de francs, de 0 à 10${NNBSP}000${NNBSP}000${NBSP}FCFA par mois.` },
      { champ: 'indemniteTransport', message: `L’indemnité de transport doit être un nombre entier de francs, de 0 à 10${NNBSP}000${NNBSP}000${NBSP}FCFA par mois.` },
      { champ: 'heures', message: 'Les heures du mois doivent aller de 1 à 300, avec deux décimales au plus (86,67 pour un mi-\u2060temps).' },
    ]);
    expect(grossInputProblems(nonCadre(300_000, { heures: 301 }), params).map((problem) => problem.champ)).toEqual(['heures']);
    expect(grossInputProblems(nonCadre(300_000, { heures: 86.675 }), params).map((problem) => problem.champ)).toEqual(['heures']);
  });

  it('a net between the SMIG’s and the net of 10 000 000', () => {
    // The SMIG's net, single non-cadre: 64 223 − 3 596 − 1 927 − 0 (IR) − 300 (TRIMF: 770 676 a year → 3 600) = 58 400
    expect(grossToNet(nonCadre(64_223), params).net).toBe(58_400);
    expect(netToGross({ net: 58_400, cadre: false, famille: single }, params).brut).toBe(64_223);
    expect(problems(() => netToGross({ net: 58_399, cadre: false, famille: single }, params))).toEqual([
      { champ: 'net', message: `Ce salaire net est inférieur à celui du SMIG${NBSP}: au moins 58${NNBSP}400${NBSP}FCFA par mois dans cette situation.` },
    ]);
    // The net of 10 000 000, cadre, single: 5 964 204 (worked example above). Under the 40 % cap a smaller gross
    // gives it too: 9 999 967 → 12 × 9 999 967 − 900 000 = 119 099 604 → 119 099 000 ; 40 % = 47 639 600 → 3 969 967 a month ;
    // 9 999 967 − 62 796 − 3 969 967 − 3 000 = 5 964 204.
    expect(netToGross({ net: 5_964_204, cadre: true, famille: single }, params)).toMatchObject({ brut: 9_999_967, net: 5_964_204 });
    expect(problems(() => netToGross({ net: 5_964_205, cadre: true, famille: single }, params))[0]!.message).toBe(
      `Ce salaire net demande plus de 10${NNBSP}000${NNBSP}000${NBSP}FCFA de brut par mois${NBSP}: le simulateur s’arrête à 5${NNBSP}964${NNBSP}204${NBSP}FCFA de net dans cette situation.`,
    );
  });
});

describe('amounts in French', () => {
  it('groups the digits with narrow no-break spaces, « FCFA » after a no-break space', () => {
    expect(formatFcfa(1_234_567)).toBe(`1${NNBSP}234${NNBSP}567${NBSP}FCFA`);
    expect(formatFcfa(999)).toBe(`999${NBSP}FCFA`);
    expect(formatFcfa(0)).toBe(`0${NBSP}FCFA`);
    expect(formatPercent(5.6)).toBe(`5,6${NBSP}%`);
  });
});
