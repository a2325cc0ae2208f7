/**
 * The salary simulator's calculation for Senegal: a monthly gross to the employee's net and the
 * employer's cost (`grossToNet`), and back (`netToGross`), with every line of the payslip. Pure
 * functions of their inputs and the parameters in force (parameters.ts): no React, no DOM, no
 * clock; the page hands them `virtual:content/paie-en-vigueur`.
 *
 * How a payslip is computed (monthly amounts, whole francs CFA):
 *
 * - Social contributions: each line is `rate × min(gross, ceiling)` (IPRES cadres: on the band or the
 *   whole salary, the parameter's `assiette`), rounded to the nearest franc, halves up.
 * - Impôt sur le revenu (annual, CGI art. 173–174): annual gross = 12 × (gross + other taxable
 *   items); less 12 × the employee's IPRES and IPM lines; less the professional allowance (30 % of
 *   the gross, before or after those contributions: the parameter's `ordre`, capped at 900 000);
 *   the result rounded down to the thousand (art. 173); the scale applied, the annual tax rounded
 *   to the franc; the family reduction (rate × tax, between its minimum and maximum, rounded to
 *   the franc, never more than the tax); at most 40 % of the taxable income; divided by 12 and
 *   rounded to the nearest franc (so 12 months may differ from the annual tax by up to 6 francs).
 * - TRIMF: the annual amount of the band of the annual gross (12 × (gross + other taxable items)),
 *   divided by 12 and rounded to the nearest franc.
 * - CFCE: 3 % of the gross paid in cash, rounded like the contributions.
 * - Net = gross − the employee's lines; employer's cost = gross + the employer's lines: the lines
 *   add up to both exactly, since each is rounded once and the totals are their sums.
 *
 * The other taxable items (« autres éléments imposables », e.g. a benefit in kind) are taxed (IR,
 * TRIMF) but not paid in cash nor subject to the contributions or the CFCE: they add to no net.
 */
import { formatFcfa, formatPercent, frenchOr } from './format.ts';
import type { PayrollParameters, PayrollSource, Provenance, RateBand } from './parameters.ts';

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
  /** Other taxable items a month, not paid in cash (benefits in kind): taxed, no contributions. */
  autresImposables?: number;
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
  /** The text that sets it and its source: the parameter's version in force. */
  texte: string;
  source: PayrollSource;
  verifie: boolean;
  note?: string;
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
  /** Whether the 40 % cap of art. 174 set the tax. */
  plafonne: boolean;
  impotAnnuel: number;
}

export interface Payslip {
  brut: number;
  autresImposables: number;
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

export interface NetToGrossResult extends Payslip {
  /** The net asked for. */
  netDemande: number;
  /** Every gross from `brut` to `brutMax` gives exactly this payslip's net (rounding). */
  brutMax: number;
  /** A gross above `brutMax` gives this net again (the net dips after a step of the tax or the TRIMF). */
  netRedescend: boolean;
  /** What this section found worth telling, in French (several grosses, no exact gross). */
  remarques: string[];
}

/** One problem with the inputs, in French, for the field the page shows it under. */
export interface InputProblem {
  champ: 'brut' | 'net' | 'enfants' | 'conjointAvecRevenu' | 'tauxIpm' | 'tauxAccident' | 'autresImposables';
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
export const monthlySmig = (params: Pick<PayrollParameters, 'smig'>) => Math.round(params.smig.horaire * params.smig.heuresParMois);

/** The parts (CGI art. 174-2) for a family situation. */
export function partsOf(family: Family, params: Pick<PayrollParameters, 'parts'>): number {
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
export const scaleTaxOn = (taxable: number, params: Pick<PayrollParameters, 'impotRevenu'>) => roundHalfUp(scaleTax(taxable, params.impotRevenu.tranches), 100_000);

/** The family reduction (CGI art. 174, 1) of an annual tax for a number of parts: rate × tax, between the row's minimum and maximum, never more than the tax. */
export function familyReduction(tax: number, parts: number, params: Pick<PayrollParameters, 'reductionFamille'>): number {
  const row = params.reductionFamille.lignes.filter((line) => line.parts <= parts).at(-1) ?? { taux: 0, minimum: 0, maximum: 0 };
  return Math.min(tax, Math.min(Math.max(percentOf(tax, row.taux), row.minimum), row.maximum));
}

/** The annual tax (CGI art. 173–174) and how it was reached. */
function incomeTax(annualGross: number, deductible: number, grossForAllowance: number, parts: number, params: PayrollParameters): TaxDetail {
  const { abattement, impotRevenu } = params;
  // The allowance, exact in thousandths of a percent (×100 000), capped.
  const allowanceScaled = Math.min(grossForAllowance * milli(abattement.taux), abattement.plafondAnnuel * 100_000);
  const taxableScaled = Math.max(0, (annualGross - deductible) * 100_000 - allowanceScaled);
  const unit = impotRevenu.arrondi;
  const taxable = Math.floor(taxableScaled / (100_000 * unit)) * unit;
  const gross = scaleTaxOn(taxable, params);
  const reduction = familyReduction(gross, parts, params);
  const afterReduction = gross - reduction;
  const cap = Math.floor((taxable * milli(impotRevenu.plafondImpot)) / 100_000);
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
export const trimfAnnual = (annualGross: number, params: Pick<PayrollParameters, 'trimf'>) => params.trimf.tranches.filter((band) => band.seuil <= annualGross).at(-1)?.montant ?? 0;

/* ------------------------------------------------------------------ inputs */

const integerIn = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The problems with everything but the salary (the same for both directions). */
function commonProblems(inputs: CommonInputs, params: PayrollParameters): InputProblem[] {
  const problems: InputProblem[] = [];
  const { ipm, cssAccidentsTravail } = params;
  if (!integerIn(inputs.famille?.enfants, 0, maxChildren)) {
    problems.push({ champ: 'enfants', message: `Le nombre d’enfants à charge doit être un nombre entier, de 0 à ${maxChildren}.` });
  }
  if (inputs.famille?.situation !== 'marie' && inputs.famille?.conjointAvecRevenu) {
    problems.push({ champ: 'conjointAvecRevenu', message: 'Les revenus du conjoint ne comptent que pour une personne mariée.' });
  }
  const ipmRate = inputs.tauxIpm ?? ipm.tauxParDefaut;
  if (typeof ipmRate !== 'number' || !Number.isFinite(ipmRate) || ipmRate < ipm.tauxMin || ipmRate > ipm.tauxMax) {
    problems.push({ champ: 'tauxIpm', message: `Le taux de l’IPM doit être compris entre ${formatPercent(ipm.tauxMin)} et ${formatPercent(ipm.tauxMax)}.` });
  }
  const accidentRate = inputs.tauxAccident ?? cssAccidentsTravail.tauxParDefaut;
  if (!cssAccidentsTravail.taux.includes(accidentRate)) {
    problems.push({ champ: 'tauxAccident', message: `Le taux des accidents du travail doit être ${frenchOr(cssAccidentsTravail.taux.map(formatPercent))}, selon la classe de risque de l’entreprise.` });
  }
  if (!integerIn(inputs.autresImposables ?? 0, 0, maxMonthlyGross)) {
    problems.push({ champ: 'autresImposables', message: `Les autres éléments imposables doivent être un nombre entier de francs, de 0 à ${formatFcfa(maxMonthlyGross)} par mois.` });
  }
  return problems;
}

/** The problems with a gross-to-net simulation's inputs, in French (empty when it can run). */
export function grossInputProblems(inputs: GrossInputs, params: PayrollParameters): InputProblem[] {
  const smig = monthlySmig(params);
  const problems: InputProblem[] = [];
  if (typeof inputs.brut !== 'number' || !Number.isInteger(inputs.brut)) {
    problems.push({ champ: 'brut', message: 'Le salaire brut doit être un nombre entier de francs CFA.' });
  } else if (inputs.brut < smig) {
    problems.push({ champ: 'brut', message: `Le salaire brut doit être d’au moins ${formatFcfa(smig)} par mois, le SMIG (${formatNumberHourly(params)} de l’heure pour ${String(params.smig.heuresParMois).replace('.', ',')} heures).` });
  } else if (inputs.brut > maxMonthlyGross) {
    problems.push({ champ: 'brut', message: `Le simulateur s’arrête à ${formatFcfa(maxMonthlyGross)} de salaire brut par mois.` });
  }
  return [...problems, ...commonProblems(inputs, params)];
}

const formatNumberHourly = (params: PayrollParameters) => `${String(params.smig.horaire).replace('.', ',')}\u00a0FCFA`;

/* ------------------------------------------------------------------ gross → net */

/** The payslip of inputs already checked. */
function payslip(inputs: GrossInputs, params: PayrollParameters): Payslip {
  const gross = inputs.brut;
  const other = inputs.autresImposables ?? 0;
  const ipmRate = inputs.tauxIpm ?? params.ipm.tauxParDefaut;
  const accidentRate = inputs.tauxAccident ?? params.cssAccidentsTravail.tauxParDefaut;
  const parts = partsOf(inputs.famille, params);
  const lines: PayLine[] = [];
  const from = (version: Provenance) => ({ texte: version.texte, source: version.source, verifie: version.verifie, ...(version.note ? { note: version.note } : {}) });
  const contribution = (nom: LineName, payePar: PayLine['payePar'], base: number, taux: number, plafond: number | null, version: Provenance) =>
    lines.push({ nom, payePar, base, periode: 'mois', taux, plafond, montant: percentOf(base, taux), ...from(version) });

  const { ipresGeneral, ipresCadres, cssPrestationsFamiliales, cssAccidentsTravail, ipm, cfce } = params;
  const generalBase = Math.min(gross, ipresGeneral.plafond);
  contribution('IPRES régime général', 'salarie', generalBase, ipresGeneral.tauxSalarie, ipresGeneral.plafond, ipresGeneral);
  contribution('IPRES régime général', 'employeur', generalBase, ipresGeneral.tauxEmployeur, ipresGeneral.plafond, ipresGeneral);
  if (inputs.cadre) {
    const capped = Math.min(gross, ipresCadres.plafond);
    const base = ipresCadres.assiette === 'tranche' ? Math.max(0, capped - ipresCadres.plancher) : capped;
    contribution('IPRES cadres', 'salarie', base, ipresCadres.tauxSalarie, ipresCadres.plafond, ipresCadres);
    contribution('IPRES cadres', 'employeur', base, ipresCadres.tauxEmployeur, ipresCadres.plafond, ipresCadres);
  }
  contribution('CSS prestations familiales', 'employeur', Math.min(gross, cssPrestationsFamiliales.plafond), cssPrestationsFamiliales.tauxEmployeur, cssPrestationsFamiliales.plafond, cssPrestationsFamiliales);
  contribution('CSS accidents du travail', 'employeur', Math.min(gross, cssAccidentsTravail.plafond), accidentRate, cssAccidentsTravail.plafond, cssAccidentsTravail);
  const ipmBase = Math.min(gross, ipm.plafond);
  contribution('IPM', 'salarie', ipmBase, ipmRate, ipm.plafond, ipm);
  contribution('IPM', 'employeur', ipmBase, ipmRate, ipm.plafond, ipm);

  // The tax: the employee's IPRES and IPM lines are deductible (12 months of them).
  const employeeContributions = lines.filter((line) => line.payePar === 'salarie').reduce((sum, line) => sum + line.montant, 0);
  const annualGross = 12 * (gross + other);
  const deductible = 12 * employeeContributions;
  const allowanceBase = params.abattement.ordre === 'apresCotisations' ? annualGross - deductible : annualGross;
  const tax = incomeTax(annualGross, deductible, allowanceBase, parts, params);
  lines.push({ nom: 'Impôt sur le revenu', payePar: 'salarie', base: tax.revenuImposable, periode: 'an', taux: null, plafond: null, montant: roundHalfUp(tax.impotAnnuel, 12), ...from(params.impotRevenu) });
  lines.push({ nom: 'TRIMF', payePar: 'salarie', base: annualGross, periode: 'an', taux: null, plafond: null, montant: roundHalfUp(trimfAnnual(annualGross, params), 12), ...from(params.trimf) });
  contribution('CFCE', 'employeur', gross, cfce.taux, null, cfce);

  const total = (side: PayLine['payePar']) => lines.filter((line) => line.payePar === side).reduce((sum, line) => sum + line.montant, 0);
  const totalSalarie = total('salarie');
  const totalEmployeur = total('employeur');
  return {
    brut: gross,
    autresImposables: other,
    net: gross - totalSalarie,
    coutEmployeur: gross + totalEmployeur,
    totalSalarie,
    totalEmployeur,
    parts,
    tauxIpm: ipmRate,
    tauxAccident: accidentRate,
    lignes: lines,
    impot: tax,
  };
}

/**
 * The payslip of a monthly gross: the net, the employer's cost and every line. Throws
 * `PayrollInputError` (its `problemes` in French) on inputs out of range.
 */
export function grossToNet(inputs: GrossInputs, params: PayrollParameters): Payslip {
  const problems = grossInputProblems(inputs, params);
  if (problems.length) throw new PayrollInputError(problems);
  return payslip(inputs, params);
}

/* ------------------------------------------------------------------ net → gross */

/**
 * How far below a gross the net search must look. The net is not monotonic franc by franc: the
 * thousand the taxable income is rounded to, or a line's rounding, can take a few francs off the
 * net for one more franc of gross, and a TRIMF band up to its step (1 500 FCFA a month). Over
 * `small` francs, the net's least slope (1 − the largest share of a franc the deductions take)
 * outweighs the first kind of drop; over `large`, a TRIMF step too. `boundaries` are the monthly
 * grosses where a TRIMF band starts. Computed from the parameters, so a new finance law keeps it right.
 */
export function searchWindow(inputs: CommonInputs, params: PayrollParameters): { small: number; large: number; boundaries: number[] } {
  const ipmRate = inputs.tauxIpm ?? params.ipm.tauxParDefaut;
  const taxRate = Math.max(params.impotRevenu.plafondImpot, ...params.impotRevenu.tranches.map((band) => band.taux));
  const share = (params.ipresGeneral.tauxSalarie + (inputs.cadre ? params.ipresCadres.tauxSalarie : 0) + ipmRate + taxRate) / 100;
  if (share >= 1) throw new Error('les taux des paramètres de paie prennent tout le salaire\u00a0: le net ne peut être recherché');
  const bands = params.trimf.tranches;
  const steps = bands.slice(1).map((band, index) => Math.max(0, band.montant - bands[index]!.montant) / 12);
  const boundaries = bands.slice(1).map((band) => Math.ceil(band.seuil / 12));
  // The tax's rounding to the thousand, and the rounding of each line (at most 10 francs in all).
  const fixed = (taxRate / 100) * (params.impotRevenu.arrondi / 12) + 10;
  const window = (drop: number) => Math.ceil((drop + fixed) / (1 - share)) + 1;
  const small = window(0);
  const largest = window(Math.max(0, ...steps));
  // Two TRIMF steps within one window would add up: then count them all.
  const apart = boundaries.every((boundary, index) => index === 0 || boundary - boundaries[index - 1]! > largest);
  return { small, large: apart ? largest : window(steps.reduce((sum, step) => sum + step, 0)), boundaries };
}

/** The problems with a net-to-gross simulation's inputs, in French (empty when it can run). */
export function netInputProblems(inputs: NetInputs, params: PayrollParameters): InputProblem[] {
  const common = commonProblems(inputs, params);
  if (typeof inputs.net !== 'number' || !Number.isInteger(inputs.net)) return [{ champ: 'net', message: 'Le salaire net doit être un nombre entier de francs CFA.' }, ...common];
  if (common.length) return common;
  const at = (brut: number) => payslip({ ...inputs, brut }, params).net;
  const lowest = at(monthlySmig(params));
  const highest = at(maxMonthlyGross);
  if (inputs.net < lowest) return [{ champ: 'net', message: `Ce salaire net est inférieur à celui du SMIG\u00a0: au moins ${formatFcfa(lowest)} par mois dans cette situation.` }];
  if (inputs.net > highest) return [{ champ: 'net', message: `Ce salaire net demande plus de ${formatFcfa(maxMonthlyGross)} de brut par mois\u00a0: le simulateur s’arrête à ${formatFcfa(highest)} de net dans cette situation.` }];
  return [];
}

/**
 * The smallest monthly gross whose net is at least `inputs.net`, its payslip, and the grosses that
 * give the same net. Found by bisection, then a scan of the window below (searchWindow) since the
 * net is not monotonic franc by franc. Throws `PayrollInputError` on inputs out of range (a net
 * below the SMIG's, or above the net of 10 000 000 FCFA).
 */
export function netToGross(inputs: NetInputs, params: PayrollParameters): NetToGrossResult {
  const problems = netInputProblems(inputs, params);
  if (problems.length) throw new PayrollInputError(problems);
  const target = inputs.net;
  const { net: _net, ...common } = inputs;
  const at = (brut: number) => payslip({ ...common, brut }, params);
  const smig = monthlySmig(params);

  let found: number;
  if (at(smig).net >= target) found = smig;
  else {
    // net(low) < target ≤ net(high), and so it stays.
    let low = smig;
    let high = maxMonthlyGross;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (at(middle).net >= target) high = middle;
      else low = middle;
    }
    // A gross g < high − small reaching the target needs a TRIMF band starting at some b in (g, high]
    // (else high − 1, small francs above g, would reach it too), and then g ≥ b − large: scan those.
    const { small, large, boundaries } = searchWindow(common, params);
    const ranges = [...boundaries.filter((boundary) => boundary > high - large && boundary <= high).map((boundary) => [boundary - large, boundary]), [high - small, high]];
    found = high;
    for (const [from, to] of ranges) {
      for (let gross = Math.max(smig, from!); gross < Math.min(to!, found); gross++) {
        if (at(gross).net >= target) {
          found = gross;
          break;
        }
      }
    }
  }

  const result = at(found);
  let last = found;
  while (last < maxMonthlyGross && at(last + 1).net === result.net) last++;
  const remarks: string[] = [];
  if (result.net > target) remarks.push(`Aucun salaire brut ne donne exactement ${formatFcfa(target)} de net\u00a0: ${formatFcfa(found)} de brut est le plus petit qui donne au moins ce net (${formatFcfa(result.net)}).`);
  if (last > found) remarks.push(`Les salaires bruts de ${formatFcfa(found)} à ${formatFcfa(last)} donnent tous ce net, à cause des arrondis\u00a0: le simulateur donne le plus petit.`);
  // Above the run, the net may dip back to this one (the taxable income's thousand, a TRIMF band): within
  // `small` francs of it, or of the start of a TRIMF band within `large` (searchWindow's bounds).
  const { small, large, boundaries } = searchWindow(common, params);
  const above = [[last + 1, last + small], ...boundaries.filter((boundary) => boundary > last && boundary <= last + large).map((boundary) => [boundary, boundary + large])];
  const again = above.flatMap(([from, to]) => {
    for (let gross = from!; gross <= Math.min(to!, maxMonthlyGross); gross++) if (at(gross).net === result.net) return [gross];
    return [];
  })[0];
  const fallsBack = again !== undefined;
  if (fallsBack) remarks.push(`Un brut plus élevé, ${formatFcfa(again)}, donne aussi ce net (l’impôt est calculé sur un revenu arrondi au millier et la TRIMF va par tranches, si bien que le net redescend parfois un peu quand le brut monte)\u00a0: le simulateur donne le plus petit.`);
  return { ...result, netDemande: target, brutMax: last, netRedescend: fallsBack, remarques: remarks };
}
