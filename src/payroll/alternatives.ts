/**
 * The result under each other reading of the disputed texts (« Choix de méthode »): the same inputs,
 * the parameters with one choice's reading swapped for its `autre`, and what that changes for the
 * net, the employer's cost and the tax. Its own module: only the page's lazy « Choix de méthode »
 * section imports it (not the first load), and the tests.
 */
import { payslip, type GrossInputs } from './calculate.ts';
import { methodChoiceNames } from './methodLabels.ts';
import type { MethodChoiceName, MethodReadings, PayrollValues } from './parameters.ts';

/** The result under a choice's other reading, beside the one in force. */
export interface Alternative<Name extends MethodChoiceName = MethodChoiceName> {
  choix: Name;
  /** The other reading (the choice's `autre`). */
  lecture: MethodReadings[Name];
  net: number;
  coutEmployeur: number;
  /** The income tax of the month under this reading. */
  impot: number;
  /** This reading's figure minus the one in force (negative: less). */
  ecartNet: number;
  ecartCout: number;
  ecartImpot: number;
  /** Whether this reading changes the net or the employer's cost of these inputs. */
  differe: boolean;
}

/** The parameters with one choice read otherwise. */
export function withReading<Name extends MethodChoiceName>(params: PayrollValues, choice: Name, reading: MethodReadings[Name]): PayrollValues {
  return { ...params, methode: { ...params.methode, [choice]: { ...params.methode[choice], retenue: reading } } };
}

const monthlyTax = (slip: ReturnType<typeof payslip>) => slip.lignes.find((line) => line.nom === 'Impôt sur le revenu')?.montant ?? 0;

/**
 * For each choice of method, in the order of `methodChoiceNames`, the payslip of these (valid)
 * inputs under its other reading. `differe` says where it changes this result: the page gives those
 * in one line each (« Avec un plafond de 43 % : net … »).
 */
export function alternatives(inputs: GrossInputs, params: PayrollValues): Alternative[] {
  const inForce = payslip(inputs, params);
  return methodChoiceNames.map((choice) => {
    const reading = params.methode[choice].autre;
    const other = payslip(inputs, withReading(params, choice, reading));
    return {
      choix: choice,
      lecture: reading,
      net: other.net,
      coutEmployeur: other.coutEmployeur,
      impot: monthlyTax(other),
      ecartNet: other.net - inForce.net,
      ecartCout: other.coutEmployeur - inForce.coutEmployeur,
      ecartImpot: monthlyTax(other) - monthlyTax(inForce),
      differe: other.net !== inForce.net || other.coutEmployeur !== inForce.coutEmployeur,
    };
  });
}
