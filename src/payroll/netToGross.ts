/**
 * Net → gross: the smallest monthly gross whose net reaches the one asked, and what the page should
 * say about it (several grosses give one net; none gives it exactly). Its own module, apart from
 * gross → net (calculate.ts): the simulator's page loads it only when a visitor chooses « le salaire
 * net voulu », so its first load does not carry it.
 */
import { maxMonthlyGross, minimumGross, payslip, PayrollInputError, type CommonInputs, type InputProblem, type NetInputs, type Payslip } from './calculate.ts';
import { commonProblems } from './inputs.ts';
import { formatFcfa } from './format.ts';
import type { PayrollValues } from './parameters.ts';

export interface NetToGrossResult extends Payslip {
  /** The net asked for. */
  netDemande: number;
  /** Every gross from `brut` to `brutMax` gives exactly this payslip's net (rounding). */
  brutMax: number;
  /** A gross above `brutMax` gives this net again (the net dips after a step of the tax or the TRIMF). */
  netRedescend: boolean;
  /** The first such gross, when there is one: the page tells the employer it would cost more for the same net. */
  brutPlusHaut: number | undefined;
}


/**
 * How far below a gross the net search must look. The net is not monotonic franc by franc: the
 * thousand the taxable income is rounded to, or a line's rounding, can take a few francs off the
 * net for one more franc of gross, and a TRIMF band up to its step (1 500 FCFA a month). Over
 * `small` francs, the net's least slope (1 − the largest share of a franc the deductions take)
 * outweighs the first kind of drop; over `large`, a TRIMF step too. `boundaries` are the monthly
 * grosses where a TRIMF band starts. Computed from the parameters, so a new finance law keeps it right.
 */
export function searchWindow(inputs: CommonInputs, params: PayrollValues): { small: number; large: number; boundaries: number[] } {
  const ipmRate = inputs.tauxIpm ?? params.ipm.tauxParDefaut;
  const taxRate = Math.max(params.methode.plafondImpot.retenue, ...params.impotRevenu.tranches.map((band) => band.taux));
  const share = (params.ipresGeneral.tauxSalarie + (inputs.cadre ? params.ipresCadres.tauxSalarie : 0) + ipmRate + taxRate) / 100;
  if (share >= 1) throw new Error('les taux des paramètres de paie prennent tout le salaire\u00a0: le net ne peut être recherché');
  const bands = params.trimf.tranches;
  // A spouse's TRIMF (the choice `trimfConjoint`) doubles each step.
  const trimfs = params.methode.trimfConjoint.retenue === 'oui' && inputs.famille.situation === 'marie' && !inputs.famille.conjointAvecRevenu ? 2 : 1;
  const steps = bands.slice(1).map((band, index) => (trimfs * Math.max(0, band.montant - bands[index]!.montant)) / 12);
  // The bands are of the annual subject pay: the gross plus the benefits in kind and the transport allowance's taxed part.
  const offset = (inputs.autresImposables ?? 0) + Math.max(0, (inputs.indemniteTransport ?? 0) - params.indemniteTransport.plafondExonere);
  const boundaries = bands.slice(1).map((band) => Math.ceil(band.seuil / 12) - offset);
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
export function netInputProblems(inputs: NetInputs, params: PayrollValues): InputProblem[] {
  const common = commonProblems(inputs, params);
  if (typeof inputs.net !== 'number' || !Number.isInteger(inputs.net)) return [{ champ: 'net', message: 'Le salaire net doit être un nombre entier de francs CFA.' }, ...common];
  if (common.length) return common;
  const at = (brut: number) => payslip({ ...inputs, brut }, params).net;
  const lowest = at(minimumGross(inputs, params));
  const highest = at(maxMonthlyGross);
  if (inputs.net < lowest) return [{ champ: 'net', message: `Ce salaire net est inférieur à celui du SMIG\u00a0: au moins ${formatFcfa(lowest)} par mois dans cette situation.` }];
  if (inputs.net > highest) return [{ champ: 'net', message: `Ce salaire net demande plus de ${formatFcfa(maxMonthlyGross)} de brut par mois\u00a0: le simulateur s’arrête à ${formatFcfa(highest)} de net dans cette situation.` }];
  return [];
}

/**
 * The smallest monthly gross whose net is at least `inputs.net`, its payslip, and the grosses that
 * give the same net: facts, no words (the page says them in content/simulateur.yml's words,
 * src/simulator/netRemarks.ts). Found by bisection, then a scan of the window below (searchWindow)
 * since the net is not monotonic franc by franc. Throws `PayrollInputError` on inputs out of range (a net
 * below the SMIG's, or above the net of 10 000 000 FCFA).
 */
export function netToGross(inputs: NetInputs, params: PayrollValues): NetToGrossResult {
  const problems = netInputProblems(inputs, params);
  if (problems.length) throw new PayrollInputError(problems);
  const target = inputs.net;
  const { net: _net, ...common } = inputs;
  const at = (brut: number) => payslip({ ...common, brut }, params);
  const smig = minimumGross(common, params);
  // How far below and above a gross the net may come back (computed once: the search and the remarks use it).
  const { small, large, boundaries } = searchWindow(common, params);

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
  // Above the run, the net may dip back to this one (the taxable income's thousand, a TRIMF band): within
  // `small` francs of it, or of the start of a TRIMF band within `large` (searchWindow's bounds).
  const above = [[last + 1, last + small], ...boundaries.filter((boundary) => boundary > last && boundary <= last + large).map((boundary) => [boundary, boundary + large])];
  const again = above.flatMap(([from, to]) => {
    for (let gross = from!; gross <= Math.min(to!, maxMonthlyGross); gross++) if (at(gross).net === result.net) return [gross];
    return [];
  })[0];
  return { ...result, netDemande: target, brutMax: last, netRedescend: again !== undefined, brutPlusHaut: again };
}
