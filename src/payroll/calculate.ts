/**
 * The salary simulator's calculation for Senegal: a monthly gross to the employee's net and the
 * employer's cost (`payslip`), with every line of the payslip, and which inputs are out of range
 * (`grossInputFields`). Pure functions of their inputs and the parameters in force (parameters.ts):
 * no React, no DOM, no clock; the page hands them `virtual:content/paie-en-vigueur`. Apart, each a
 * module the page loads only when needed: inputs.ts (the inputs' French messages, `grossToNet`,
 * which refuses inputs out of range with them, and a payslip's remarks), netToGross.ts (net →
 * gross), alternatives.ts (the
 * result under the other readings of « Choix de méthode »).
 *
 * How a payslip is computed (monthly amounts, whole francs CFA):
 *
 * The pay subject to the tax and the contributions (« soumis ») is the gross paid in cash, plus the
 * benefits in kind (« autres éléments imposables »: IPRES, CSS and IPM count « tous autres avantages
 * en espèces et en nature », ipres.sn), plus the part of the transport allowance above its exempt
 * amount (`indemniteTransport.plafondExonere`). Where the sources disagree, the reading in force is
 * a choice of method (`params.methode`, content/paie.yml « Choix de méthode »; alternatives.ts
 * computes the others).
 *
 * - Social contributions: each line is `rate × min(subject, ceiling)` (IPRES cadres: on the band or
 *   the whole salary, the choice `assietteCadres`; the CSS's ceiling, the choice `plafondCss`),
 *   rounded to the nearest franc, halves up.
 * - Impôt sur le revenu (annual, CGI art. 173–174): annual gross = 12 × the subject pay; less what
 *   the choice `deductionsImpot` takes off first (by default nothing: the 30 % allowance, capped at
 *   900 000, on the annual gross, as OpenFisca-Senegal and the DGID's scale do; else the employee's
 *   IPRES and IPM, the allowance on the gross or on what remains); the result rounded down to the
 *   thousand (art. 173); the scale applied, the annual tax rounded to the franc; the family
 *   reduction (rate × tax, between its minimum and maximum, rounded to the franc, never more than
 *   the tax); at most the choice `plafondImpot` % of the taxable income; divided by 12 and rounded
 *   to the nearest franc (so 12 months may differ from the annual tax by up to 6 francs).
 * - TRIMF: the annual amount of the band of the annual gross, once more for a spouse without income
 *   when the choice `trimfConjoint` says so, divided by 12 and rounded to the nearest franc.
 * - CFCE: 3 % of the pay subject to it paid in cash (no benefit in kind), rounded like the contributions.
 * - Net = gross + transport allowance − the employee's lines; employer's cost = gross + transport
 *   allowance + the employer's lines: the lines add up to both exactly, since each is rounded once
 *   and the totals are their sums. A benefit in kind is not paid in cash: it adds to no net.
 */
import type { InForce, ParameterName, PayrollValues, RateBand } from './parameters.ts';

/** The largest monthly gross the simulator takes. */
export const maxMonthlyGross = 10_000_000;
/** The most children the family situation takes. */
export const maxChildren = 20;

/** The family situation, which sets the parts (CGI art. 174-2). */
export interface Family {
  situation: 'celibataire' | 'marie' | 'veuf' | 'divorce';
  /** Married: whether the spouse has an income of their own (fewer parts when so). */
  conjointAvecRevenu?: boolean;
  /** Dependent children. */
  enfants: number;
}

/** What the simulator asks besides the salary. */
export interface CommonInputs {
  /** A cadre contributes to IPRES's complementary scheme too. */
  cadre: boolean;
  famille: Family;
  /** The IPM's rate, each side, in %: by default the parameter's `tauxParDefaut`. */
  tauxIpm?: number;
  /** The firm's work-accident rate, in % (1, 3 or 5 by its risk class): by default the parameter's. */
  tauxAccident?: number;
  /** Other taxable items a month, not paid in cash (benefits in kind): taxed and in the contributions' bases, not in the net. */
  autresImposables?: number;
  /** The transport allowance a month, paid in cash: exempt up to `indemniteTransport.plafondExonere`, the rest subject like the salary. */
  indemniteTransport?: number;
  /** Hours worked in the month (part time): the gross must be at least the SMIG's hourly rate × these hours. By default `smig.heuresParMois`. */
  heures?: number;
}

export interface GrossInputs extends CommonInputs {
  /** The monthly gross paid in cash, in whole francs. */
  brut: number;
}

export interface NetInputs extends CommonInputs {
  /** The monthly net wanted, in whole francs. */
  net: number;
}

export type LineName = 'IPRES régime général' | 'IPRES cadres' | 'CSS prestations familiales' | 'CSS accidents du travail' | 'IPM' | 'Impôt sur le revenu' | 'TRIMF' | 'CFCE';

/** One line of the payslip. */
export interface PayLine {
  nom: LineName;
  payePar: 'salarie' | 'employeur';
  /** What the rate applies to, in francs: monthly, or annual for the tax and the TRIMF (`periode`). */
  base: number;
  periode: 'mois' | 'an';
  /** The rate in % (null for a scale: the tax, the TRIMF). */
  taux: number | null;
  /** The monthly ceiling of the base (null when none). */
  plafond: number | null;
  /** The monthly amount, in francs. */
  montant: number;
  /** The parameter it comes from (its text and source: `PayrollSources[parametre]`), and whether the firm checked it. */
  parametre: ParameterName;
  verifie: boolean;
}

/** How the tax was reached, in annual francs (for a page that explains it). */
export interface TaxDetail {
  revenuBrutAnnuel: number;
  cotisationsDeductibles: number;
  abattement: number;
  /** Rounded down to the thousand (CGI art. 173). */
  revenuImposable: number;
  impotBrut: number;
  parts: number;
  reduction: number;
  /** Whether the cap of art. 174 (the choice `plafondImpot`) set the tax. */
  plafonne: boolean;
  impotAnnuel: number;
}

export interface Payslip {
  brut: number;
  autresImposables: number;
  /** The transport allowance paid, and its part outside the tax and the contributions. */
  indemniteTransport: number;
  transportExonere: number;
  net: number;
  coutEmployeur: number;
  totalSalarie: number;
  totalEmployeur: number;
  parts: number;
  tauxIpm: number;
  tauxAccident: number;
  lignes: PayLine[];
  impot: TaxDetail;
}

/** One problem with the inputs, in French, for the field the page shows it under. */
export interface InputProblem {
  champ: 'brut' | 'net' | 'enfants' | 'conjointAvecRevenu' | 'tauxIpm' | 'tauxAccident' | 'autresImposables' | 'indemniteTransport' | 'heures';
  message: string;
}

/** Thrown by `grossToNet` and `netToGross` on inputs out of range; `problemes` says each in French. */
export class PayrollInputError extends Error {
  override name = 'PayrollInputError';
  constructor(readonly problemes: InputProblem[]) {
    super(problemes.map((problem) => problem.message).join(' '));
  }
}

/* ------------------------------------------------------------------ arithmetic */

/** num / den rounded to the nearest integer, halves up (num ≥ 0, den > 0, both integers). */
const roundHalfUp = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));
/** A rate in % as an integer of thousandths of a percent: 5.6 → 5600 (rates have at most 3 decimals). */
const milli = (rate: number) => Math.round(rate * 1000);
/** rate % of base, rounded to the franc, halves up. */
const percentOf = (base: number, rate: number) => roundHalfUp(base * milli(rate), 100_000);

/** The monthly SMIG: hourly × hours a month, rounded to the franc. */
export const monthlySmig = (params: Pick<PayrollValues, 'smig'>) => Math.round(params.smig.horaire * params.smig.heuresParMois);

/** The most hours a month the simulator takes. */
export const maxMonthlyHours = 300;

/** The least gross for the hours worked: the SMIG's hourly rate × the hours, rounded to the franc (the monthly SMIG for a full month). */
export const minimumGross = (inputs: Pick<CommonInputs, 'heures'>, params: Pick<PayrollValues, 'smig'>) =>
  inputs.heures === undefined ? monthlySmig(params) : Math.round(params.smig.horaire * inputs.heures);

/** The parts (CGI art. 174-2) for a family situation. */
export function partsOf(family: Family, params: Pick<PayrollValues, 'parts'>): number {
  const rules = params.parts;
  const children = family.enfants * rules.parEnfant;
  let parts: number;
  switch (family.situation) {
    case 'marie':
      parts = rules.marie + (family.conjointAvecRevenu ? 0 : rules.conjointSansRevenu) + children;
      break;
    case 'veuf':
      // A widow(er) with children counts as married (art. 174-2: « marié ou veuf ayant 1 enfant : 2 »).
      parts = family.enfants > 0 ? rules.marie + children : rules.celibataire;
      break;
    default:
      parts = rules.celibataire + children;
  }
  return Math.min(parts, rules.maximum);
}

/** The tax of a scale on an annual income, in hundred-thousandths of a franc (exact): Σ rate × part of the income in the band. */
function scaleTax(income: number, bands: readonly RateBand[]): number {
  let total = 0;
  bands.forEach((band, index) => {
    const top = bands[index + 1]?.seuil ?? Infinity;
    const part = Math.max(0, Math.min(income, top) - band.seuil);
    total += part * milli(band.taux);
  });
  return total;
}

/** The tax of the scale (CGI art. 173) on an annual taxable income, rounded to the franc (halves up), before the family reduction. */
export const scaleTaxOn = (taxable: number, params: Pick<PayrollValues, 'impotRevenu'>) => roundHalfUp(scaleTax(taxable, params.impotRevenu.tranches), 100_000);

/** The family reduction (CGI art. 174, 1) of an annual tax for a number of parts: rate × tax, between the row's minimum and maximum, never more than the tax. */
export function familyReduction(tax: number, parts: number, params: Pick<PayrollValues, 'reductionFamille'>): number {
  const row = params.reductionFamille.lignes.filter((line) => line.parts <= parts).at(-1) ?? { taux: 0, minimum: 0, maximum: 0 };
  return Math.min(tax, Math.min(Math.max(percentOf(tax, row.taux), row.minimum), row.maximum));
}

/** The annual tax (CGI art. 173–174) and how it was reached. */
function incomeTax(annualGross: number, deductible: number, grossForAllowance: number, parts: number, params: PayrollValues): TaxDetail {
  const { abattement, impotRevenu } = params;
  const capRate = params.methode.plafondImpot.retenue;
  // The allowance, exact in thousandths of a percent (×100 000), capped.
  const allowanceScaled = Math.min(grossForAllowance * milli(abattement.taux), abattement.plafondAnnuel * 100_000);
  const taxableScaled = Math.max(0, (annualGross - deductible) * 100_000 - allowanceScaled);
  const unit = impotRevenu.arrondi;
  const taxable = Math.floor(taxableScaled / (100_000 * unit)) * unit;
  const gross = scaleTaxOn(taxable, params);
  const reduction = familyReduction(gross, parts, params);
  const afterReduction = gross - reduction;
  const cap = Math.floor((taxable * milli(capRate)) / 100_000);
  return {
    revenuBrutAnnuel: annualGross,
    cotisationsDeductibles: deductible,
    abattement: roundHalfUp(allowanceScaled, 100_000),
    revenuImposable: taxable,
    impotBrut: gross,
    parts,
    reduction,
    plafonne: cap < afterReduction,
    impotAnnuel: Math.min(afterReduction, cap),
  };
}

/** The annual amount of the TRIMF's band for an annual gross. */
export const trimfAnnual = (annualGross: number, params: Pick<PayrollValues, 'trimf'>) => params.trimf.tranches.filter((band) => band.seuil <= annualGross).at(-1)?.montant ?? 0;

/* ------------------------------------------------------------------ inputs */

const integerIn = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The fields out of range of everything but the salary (the same for both directions), without
 * their messages: inputs.ts words them. The page's first load checks with this alone, and fetches
 * the words only when a field is wrong.
 */
export function commonInputFields(inputs: CommonInputs, params: PayrollValues): InputProblem['champ'][] {
  const { ipm, cssAccidentsTravail } = params;
  const ipmRate = inputs.tauxIpm ?? ipm.tauxParDefaut;
  const hours = inputs.heures;
  const wrong: [InputProblem['champ'], boolean][] = [
    ['enfants', !integerIn(inputs.famille?.enfants, 0, maxChildren)],
    ['conjointAvecRevenu', inputs.famille?.situation !== 'marie' && !!inputs.famille?.conjointAvecRevenu],
    ['tauxIpm', !(typeof ipmRate === 'number' && ipmRate >= ipm.tauxMin && ipmRate <= ipm.tauxMax)],
    ['tauxAccident', !cssAccidentsTravail.taux.includes(inputs.tauxAccident ?? cssAccidentsTravail.tauxParDefaut)],
    ['autresImposables', !integerIn(inputs.autresImposables ?? 0, 0, maxMonthlyGross)],
    ['indemniteTransport', !integerIn(inputs.indemniteTransport ?? 0, 0, maxMonthlyGross)],
    ['heures', hours !== undefined && !(typeof hours === 'number' && hours >= 1 && hours <= maxMonthlyHours && Math.round(hours * 100) === hours * 100)],
  ];
  return wrong.filter(([, bad]) => bad).map(([field]) => field);
}

/** The least gross these inputs allow: the SMIG for their hours (the monthly SMIG when the hours are out of range: their own problem says why). */
export const leastGross = (inputs: CommonInputs, params: PayrollValues) => (commonInputFields(inputs, params).includes('heures') ? monthlySmig(params) : minimumGross(inputs, params));

/** The fields out of range of a gross-to-net simulation's inputs (empty when it can run); inputs.ts `grossInputProblems` words them. */
export function grossInputFields(inputs: GrossInputs, params: PayrollValues): InputProblem['champ'][] {
  const gross = inputs.brut;
  const bad = !(Number.isInteger(gross) && gross >= leastGross(inputs, params) && gross <= maxMonthlyGross);
  return [...(bad ? (['brut'] as const) : []), ...commonInputFields(inputs, params)];
}


/* ------------------------------------------------------------------ gross → net */

/** The payslip of inputs already checked (netToGross.ts reads it franc by franc). */
export function payslip(inputs: GrossInputs, params: PayrollValues): Payslip {
  const gross = inputs.brut;
  const other = inputs.autresImposables ?? 0;
  const method = params.methode;
  const transport = inputs.indemniteTransport ?? 0;
  const transportExempt = Math.min(transport, params.indemniteTransport.plafondExonere);
  // Paid in cash and subject to the contributions and the tax; `subject` adds the benefits in kind.
  const cash = gross + transport - transportExempt;
  const subject = cash + other;
  const ipmRate = inputs.tauxIpm ?? params.ipm.tauxParDefaut;
  const accidentRate = inputs.tauxAccident ?? params.cssAccidentsTravail.tauxParDefaut;
  const parts = partsOf(inputs.famille, params);
  const lines: PayLine[] = [];
  const from = (parametre: ParameterName) => ({ parametre, verifie: (params[parametre] as InForce).verifie });
  const contribution = (nom: LineName, payePar: PayLine['payePar'], base: number, taux: number, plafond: number | null, parametre: ParameterName) =>
    lines.push({ nom, payePar, base, periode: 'mois', taux, plafond, montant: percentOf(base, taux), ...from(parametre) });

  const { ipresGeneral, ipresCadres, cssPrestationsFamiliales, cssAccidentsTravail, ipm, cfce } = params;
  const generalBase = Math.min(subject, ipresGeneral.plafond);
  contribution('IPRES régime général', 'salarie', generalBase, ipresGeneral.tauxSalarie, ipresGeneral.plafond, 'ipresGeneral');
  contribution('IPRES régime général', 'employeur', generalBase, ipresGeneral.tauxEmployeur, ipresGeneral.plafond, 'ipresGeneral');
  if (inputs.cadre) {
    const capped = Math.min(subject, ipresCadres.plafond);
    const base = method.assietteCadres.retenue === 'tranche' ? Math.max(0, capped - ipresCadres.plancher) : capped;
    contribution('IPRES cadres', 'salarie', base, ipresCadres.tauxSalarie, ipresCadres.plafond, 'ipresCadres');
    contribution('IPRES cadres', 'employeur', base, ipresCadres.tauxEmployeur, ipresCadres.plafond, 'ipresCadres');
  }
  // The CSS's ceilings: their versions', or the one before the disputed increase (the choice `plafondCss`).
  const cssCeiling = (ceiling: number) => (method.plafondCss.retenue === 'suspendu' ? method.plafondCss.plafondSiSuspendu : ceiling);
  const familyCeiling = cssCeiling(cssPrestationsFamiliales.plafond);
  const accidentCeiling = cssCeiling(cssAccidentsTravail.plafond);
  contribution('CSS prestations familiales', 'employeur', Math.min(subject, familyCeiling), cssPrestationsFamiliales.tauxEmployeur, familyCeiling, 'cssPrestationsFamiliales');
  contribution('CSS accidents du travail', 'employeur', Math.min(subject, accidentCeiling), accidentRate, accidentCeiling, 'cssAccidentsTravail');
  const ipmBase = Math.min(subject, ipm.plafond);
  contribution('IPM', 'salarie', ipmBase, ipmRate, ipm.plafond, 'ipm');
  contribution('IPM', 'employeur', ipmBase, ipmRate, ipm.plafond, 'ipm');

  // The tax: what is taken off before the scale is the choice `deductionsImpot` (12 months of the employee's IPRES and IPM, or nothing).
  const deductions = method.deductionsImpot.retenue;
  const employeeContributions = lines.filter((line) => line.payePar === 'salarie').reduce((sum, line) => sum + line.montant, 0);
  const annualGross = 12 * subject;
  const deductible = deductions === 'abattementSurBrut' ? 0 : 12 * employeeContributions;
  const allowanceBase = deductions === 'cotisationsPuisAbattement' ? annualGross - deductible : annualGross;
  const tax = incomeTax(annualGross, deductible, allowanceBase, parts, params);
  lines.push({ nom: 'Impôt sur le revenu', payePar: 'salarie', base: tax.revenuImposable, periode: 'an', taux: null, plafond: null, montant: roundHalfUp(tax.impotAnnuel, 12), ...from('impotRevenu') });
  // One TRIMF, and one more for a spouse without income when the choice `trimfConjoint` says so.
  const spouse = method.trimfConjoint.retenue === 'oui' && inputs.famille.situation === 'marie' && !inputs.famille.conjointAvecRevenu ? 1 : 0;
  lines.push({ nom: 'TRIMF', payePar: 'salarie', base: annualGross, periode: 'an', taux: null, plafond: null, montant: roundHalfUp((1 + spouse) * trimfAnnual(annualGross, params), 12), ...from('trimf') });
  contribution('CFCE', 'employeur', cash, cfce.taux, null, 'cfce');

  const total = (side: PayLine['payePar']) => lines.filter((line) => line.payePar === side).reduce((sum, line) => sum + line.montant, 0);
  const totalSalarie = total('salarie');
  const totalEmployeur = total('employeur');
  return {
    brut: gross,
    autresImposables: other,
    indemniteTransport: transport,
    transportExonere: transportExempt,
    net: gross + transport - totalSalarie,
    coutEmployeur: gross + transport + totalEmployeur,
    totalSalarie,
    totalEmployeur,
    parts,
    tauxIpm: ipmRate,
    tauxAccident: accidentRate,
    lignes: lines,
    impot: tax,
  };
}
