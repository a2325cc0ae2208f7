/**
 * Net → gross for the page: the engine's result (src/payroll/netToGross.ts) and what it means for
 * the employer, in content/simulateur.yml's words (no exact gross, several grosses for this net, a
 * higher gross that gives it again and what it would cost). Fetched when a visitor chooses « le
 * salaire net voulu » (Simulator.tsx), with those words: the page's first load carries neither.
 */
import parameters from 'virtual:content/paie-en-vigueur';
import { netDips, noExactNet, sameNet } from 'virtual:content/simulator';
import type { NetInputs } from '../../payroll/calculate';
import { grossToNet } from '../../payroll/inputs';
import { formatFcfa } from '../../payroll/format';
import { netToGross, type NetToGrossResult } from '../../payroll/netToGross';
import { fill } from '../../lib/fill';

/** What the page may say under a net → gross result: each remark under its field's name in content/simulateur.yml. */
export type NetRemarks = Partial<Record<'noExactNet' | 'sameNet' | 'netDips', string>>;

/** The smallest gross giving at least `inputs.net`, and the remarks the page shows under it, in this order. */
export function netResult(inputs: NetInputs): { slip: NetToGrossResult; said: NetRemarks } {
  const slip = netToGross(inputs, parameters);
  const brut = formatFcfa(slip.brut);
  const said: NetRemarks = {};
  if (slip.net > slip.netDemande) said.noExactNet = fill(noExactNet, { net: formatFcfa(slip.netDemande), brut, netObtenu: formatFcfa(slip.net) });
  if (slip.brutMax > slip.brut) said.sameNet = fill(sameNet, { brut, brutMax: formatFcfa(slip.brutMax) });
  if (slip.brutPlusHaut !== undefined) {
    const { net: _net, ...common } = inputs;
    const higher = grossToNet({ ...common, brut: slip.brutPlusHaut }, parameters);
    said.netDips = fill(netDips, { brutPlusHaut: formatFcfa(slip.brutPlusHaut), surcout: formatFcfa(higher.coutEmployeur - slip.coutEmployeur), brut });
  }
  return { slip, said };
}

// The inputs' French messages and a payslip's remarks (src/payroll/inputs.ts): the page fetches them with this module when a field is out of range, or a transport allowance or part-time hours are given.
export { problemMessage, payslipRemarks } from '../../payroll/inputs';
