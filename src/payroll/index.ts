/**
 * The salary simulator's calculation (Senegal), for the page that shows it: no React, no DOM.
 *
 *   import parameters from 'virtual:content/paie-en-vigueur'; // the parameters in force on the build's day
 *   import { grossToNet, netToGross, formatFcfa } from '../payroll';
 *   const slip = grossToNet({ brut: 300_000, cadre: false, famille: { situation: 'celibataire', enfants: 0 } }, parameters);
 *   slip.net; slip.coutEmployeur; slip.lignes; // every line: name, who pays, base, rate, ceiling, amount, source
 *
 * Inputs out of range throw PayrollInputError, whose `problemes` are French messages by field;
 * `grossInputProblems` / `netInputProblems` give them without throwing.
 */
export { grossToNet, grossInputProblems, commonProblems, problemMessage, payslipRemarks } from './inputs.ts';
export {
  grossInputFields,
  commonInputFields,
  payslip,
  partsOf,
  monthlySmig,
  minimumGross,
  maxMonthlyHours,
  scaleTaxOn,
  familyReduction,
  trimfAnnual,
  maxMonthlyGross,
  maxChildren,
  PayrollInputError,
  type CommonInputs,
  type Family,
  type GrossInputs,
  type NetInputs,
  type InputProblem,
  type LineName,
  type PayLine,
  type Payslip,
  type TaxDetail,
} from './calculate.ts';
export { netToGross, netInputProblems, searchWindow, type NetToGrossResult } from './netToGross.ts';
export { parameterLabels } from './labels.ts';
export { alternatives, withReading, type Alternative } from './alternatives.ts';
export { methodLabels, methodChoiceNames, readingPhrase } from './methodLabels.ts';
export { formatFcfa, formatNumber, formatPercent } from './format.ts';
export {
  parametersInForce,
  unverifiedInForce,
  valuesOf,
  sourcesOf,
  parameterNames,
  unverifiedChoices,
  PayrollParametersError,
  type PayrollFile,
  type PayrollParameters,
  type PayrollValues,
  type PayrollSources,
  type InForce,
  type ParameterName,
  type ParameterValues,
  type PayrollSource,
  type Provenance,
  type RateBand,
  type AmountBand,
  type ReductionRow,
  type MethodChoiceName,
  type MethodReadings,
  type MethodValue,
  type MethodValues,
  type MethodFile,
  type MethodSources,
  type MethodProvenance,
  type ReadingSource,
} from './parameters.ts';
