/**
 * The simulator's words a first screen does not need: the inputs' problems in French, each under
 * its field, `grossToNet`, which refuses inputs out of range with them, and what a payslip with a
 * transport allowance or part-time hours says about them (`payslipRemarks`). Apart from the
 * calculation (calculate.ts), which gives the facts and the lean checks (`grossInputFields`: which
 * fields are wrong): the page's first load carries those, and fetches these words (with net →
 * gross, src/sections/Simulator/netResult.ts) only when a visitor needs them.
 */
import { commonInputFields, grossInputFields, leastGross, maxChildren, maxMonthlyGross, maxMonthlyHours, minimumGross, payslip, PayrollInputError, type CommonInputs, type GrossInputs, type InputProblem, type Payslip } from './calculate.ts';
import { formatFcfa, formatPercent, frenchOr } from './format.ts';
import type { PayrollValues } from './parameters.ts';

const amountRange = `un nombre entier de francs, de 0 à ${formatFcfa(maxMonthlyGross)} par mois`;
const NBSP = '\u00a0';
/** 86.67 → « 86,67 ». */
const decimal = (value: number) => String(value).replace('.', ',');

/** What the page says under a payslip, in French: the transport allowance added to the net, and its part subject; the least gross for part-time hours. */
export function payslipRemarks(slip: Payslip, inputs: CommonInputs, params: PayrollValues): string[] {
  const { indemniteTransport: transport, transportExonere: exempt } = slip;
  const remarks: string[] = [];
  if (transport) {
    remarks.push(`L’indemnité de transport (${formatFcfa(transport)}) s’ajoute au net${NBSP}: ${formatFcfa(exempt)} sans impôt ni cotisations${transport > exempt ? `, le reste (${formatFcfa(transport - exempt)}) soumis comme le salaire` : ''}.`);
  }
  if (inputs.heures! < params.smig.heuresParMois) {
    remarks.push(`Temps partiel (${decimal(inputs.heures!)}${NBSP}heures)${NBSP}: minimum ${formatFcfa(minimumGross(inputs, params))}, le SMIG horaire × ces heures.`);
  }
  return remarks;
}

/** The French message of a field out of range (`brut`: not a whole number, below the SMIG for the hours, or above the simulator's top). */
export function problemMessage(field: Exclude<InputProblem['champ'], 'net'>, inputs: CommonInputs & { brut?: number }, params: PayrollValues): string {
  const { ipm, cssAccidentsTravail, smig } = params;
  switch (field) {
    case 'brut': {
      if (!Number.isInteger(inputs.brut)) return 'Le salaire brut doit être un nombre entier de francs CFA.';
      if (inputs.brut! > maxMonthlyGross) return `Le simulateur s’arrête à ${formatFcfa(maxMonthlyGross)} de salaire brut par mois.`;
      const least = formatFcfa(leastGross(inputs, params));
      const hourly = `${decimal(smig.horaire)}\u00a0FCFA`;
      if (inputs.heures === undefined) return `Le salaire brut doit être d’au moins ${least} par mois, le SMIG (${hourly} de l’heure pour ${decimal(smig.heuresParMois)} heures).`;
      return `Pour ${decimal(inputs.heures)} heures dans le mois, le salaire brut doit être d’au moins ${least}, le SMIG horaire (${hourly}) × ces heures.`;
    }
    case 'enfants':
      return `Le nombre d’enfants à charge doit être un nombre entier, de 0 à ${maxChildren}.`;
    case 'conjointAvecRevenu':
      return 'Les revenus du conjoint ne comptent que pour une personne mariée.';
    case 'tauxIpm':
      return `Le taux de l’IPM doit être compris entre ${formatPercent(ipm.tauxMin)} et ${formatPercent(ipm.tauxMax)}.`;
    case 'tauxAccident':
      return `Le taux des accidents du travail doit être ${frenchOr(cssAccidentsTravail.taux.map(formatPercent))}, selon la classe de risque de l’entreprise.`;
    case 'autresImposables':
      return `Les autres éléments imposables doivent être ${amountRange}.`;
    case 'indemniteTransport':
      return `L’indemnité de transport doit être ${amountRange}.`;
    default:
      return `Les heures du mois doivent aller de 1 à ${maxMonthlyHours}, avec deux décimales au plus (86,67 pour un mi-\u2060temps).`;
  }
}

/** The problems with everything but the salary (the same for both directions), in French. */
export const commonProblems = (inputs: CommonInputs, params: PayrollValues): InputProblem[] =>
  commonInputFields(inputs, params).map((champ) => ({ champ, message: problemMessage(champ as Exclude<InputProblem['champ'], 'net'>, inputs, params) }));

/** The problems with a gross-to-net simulation's inputs, in French (empty when it can run). */
export const grossInputProblems = (inputs: GrossInputs, params: PayrollValues): InputProblem[] =>
  grossInputFields(inputs, params).map((champ) => ({ champ, message: problemMessage(champ as Exclude<InputProblem['champ'], 'net'>, inputs, params) }));

/**
 * The payslip of a monthly gross: the net, the employer's cost and every line. Throws
 * `PayrollInputError` (its `problemes` in French) on inputs out of range.
 */
export function grossToNet(inputs: GrossInputs, params: PayrollValues): Payslip {
  const problems = grossInputProblems(inputs, params);
  if (problems.length) throw new PayrollInputError(problems);
  return payslip(inputs, params);
}
