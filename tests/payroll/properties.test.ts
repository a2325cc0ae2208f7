// @vitest-environment node
/**
 * Properties of the salary simulator over a deterministic sweep of grosses (src/payroll/), on the
 * parameters shipped in content/paie.yml in force on 2026-11-23:
 *   - the lines add up exactly to the net and to the employer's cost;
 *   - the net rises with the gross, 1 000 FCFA at a time, except across a TRIMF band, where it may
 *     fall by at most the TRIMF's step (the law's bands: a franc more of gross, a band more of TRIMF);
 *   - gross → net → gross gives back the same gross to the franc, unless a smaller gross gives at
 *     least that net: the net is not monotonic franc by franc (the taxable income is rounded down to
 *     the thousand, so the monthly tax steps by 17 to 36 FCFA every 80 to 120 FCFA of gross, and a
 *     step can take back what the last francs added). Then the result is the smallest such gross,
 *     checked against a plain franc-by-franc table up to 250 000, and says that several grosses give
 *     this net. For the married cadre below, about one gross in seven of the sweep is such a case.
 * Sweep: every 1 000 FCFA from 65 000 to 2 000 000, then every 50 000 to 10 000 000, for a single
 * non-cadre and a married cadre with two children (spouse without income, IPM 5 %, accidents 3 %).
 * The round trip (net → gross searches a window franc by franc: about 1.5 ms a call) runs on a
 * sample instead of the whole sweep: every ceiling and threshold of the parameters with the franc
 * on each side, the first `large` francs of each TRIMF band (where the smallest gross lies below
 * the band), the SMIG and 10 000 000, and a seeded random sample, most of it under 250 000 where the
 * table checks the result to the franc (docs/testing.md, « Where the suite's time goes »).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import { grossToNet, netToGross, parametersInForce, type CommonInputs } from '../../src/payroll';
import { searchWindow } from '../../src/payroll/netToGross';

const params = parametersInForce(loadContent().pages.paie, '2026-11-23');
const profiles: [string, CommonInputs][] = [
  ['a single non-cadre', { cadre: false, famille: { situation: 'celibataire', enfants: 0 } }],
  ['a married cadre with two children', { cadre: true, famille: { situation: 'marie', conjointAvecRevenu: false, enfants: 2 }, tauxIpm: 5, tauxAccident: 3 }],
];
const grosses = [64_223, ...Array.from({ length: (2_000_000 - 65_000) / 1000 + 1 }, (_, index) => 65_000 + index * 1000), ...Array.from({ length: 160 }, (_, index) => 2_050_000 + index * 50_000)];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** The TRIMF's band of a monthly gross (its annual gross, 12 ×). */
const trimfBand = (gross: number) => params.trimf.tranches.filter((band) => band.seuil <= 12 * gross).length;
const [smig, maxGross, oracleTop] = [64_223, 10_000_000, 250_000];

/** mulberry32: the same pseudo-random sequence from the same seed, on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The grosses the round trip is checked on, for a profile: where an off-by-one or a rounding in the
 * search would show first, and a seeded random sample (the same on every run).
 */
function roundTripSample(profile: CommonInputs, seed: number): number[] {
  // How far below a band's start the smallest gross may lie (the search's own bound: only the spread of the sample).
  const { large } = searchWindow(profile, params);
  // Monthly ceilings (IPRES, the cadres' floor and ceiling, CSS, IPM) and the annual thresholds as a monthly gross
  // (the TRIMF's bands, the tax's brackets, the allowance's ceiling), each with the franc on either side.
  const monthly = [params.ipresGeneral.plafond, params.ipresCadres.plancher, params.ipresCadres.plafond, params.cssPrestationsFamiliales.plafond, params.cssAccidentsTravail.plafond, params.ipm.plafond];
  const annual = [...params.trimf.tranches, ...params.impotRevenu.tranches].map((band) => band.seuil).concat(params.abattement.plafondAnnuel);
  const edges = [...monthly, ...annual.flatMap((value) => [Math.floor(value / 12), Math.ceil(value / 12)])].flatMap((value) => [value - 1, value, value + 1]);
  // Just past the start of each TRIMF band the net falls, and the smallest gross giving it may lie below
  // the band: nine grosses over its first `large` francs (a call there scans `large` francs twice, about 9 ms).
  const starts = params.trimf.tranches.slice(1).map((band) => Math.ceil(band.seuil / 12));
  const bands = starts.flatMap((start) => Array.from({ length: 9 }, (_, index) => start + Math.round((index * large) / 8)));
  const random = seeded(seed);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const drawn = [
    ...Array.from({ length: 120 }, () => between(smig, oracleTop)),
    ...Array.from({ length: 50 }, () => between(oracleTop + 1, 2_000_000)),
    ...Array.from({ length: 15 }, () => between(2_000_001, maxGross)),
  ];
  return [...new Set([smig, maxGross, ...edges, ...bands, ...drawn])].filter((gross) => gross >= smig && gross <= maxGross).sort((a, b) => a - b);
}

describe.each(profiles.map(([name, profile], index) => [name, profile, index + 1] as const))('over the sweep, for %s', (_, profile, seed) => {
  const slips = grosses.map((brut) => grossToNet({ ...profile, brut }, params));

  it('the lines add up exactly to the net and to the cost', () => {
    expect(grosses.at(-1)).toBe(10_000_000);
    for (const slip of slips) {
      const side = (payePar: string) => sum(slip.lignes.filter((line) => line.payePar === payePar).map((line) => line.montant));
      expect(slip.net).toBe(slip.brut - side('salarie'));
      expect(slip.coutEmployeur).toBe(slip.brut + side('employeur'));
      expect(slip.totalSalarie + slip.net).toBe(slip.brut);
      for (const line of slip.lignes) expect(Number.isInteger(line.montant) && line.montant >= 0, `${slip.brut} ${line.nom}`).toBe(true);
    }
  });

  it('the net rises with the gross, but across a TRIMF band by no more than its step', () => {
    const step = Math.max(...params.trimf.tranches.slice(1).map((band, index) => band.montant - params.trimf.tranches[index]!.montant)) / 12;
    let drops = 0;
    for (let index = 1; index < slips.length; index++) {
      const [before, after] = [slips[index - 1]!, slips[index]!];
      if (trimfBand(before.brut) === trimfBand(after.brut)) expect(after.net, `${before.brut} → ${after.brut}`).toBeGreaterThan(before.net);
      else {
        expect(after.net, `${before.brut} → ${after.brut}`).toBeGreaterThan(before.net - step);
        if (after.net < before.net) drops++;
      }
    }
    // The step to 36 000 FCFA a year (1 500 a month), at 1 000 000 a month, outweighs a thousand francs of gross.
    expect(drops).toBeGreaterThan(0);
  });

  it('gross → net → gross gives the same gross, or the smallest gross that gives at least that net (on the sample)', () => {
    const sample = roundTripSample(profile, seed);
    // Every threshold in range, and most of the sample under the table's top.
    expect(sample.filter((gross) => gross <= oracleTop).length).toBeGreaterThan(sample.length / 2);
    expect(sample).toEqual(expect.arrayContaining([smig, 80_000, 83_334, 166_667, 250_000, 432_000, 1_000_000, 1_296_000, maxGross]));
    // The oracle, independent of the search: every gross from the SMIG to 250 000, franc by franc, and for
    // each the highest net so far; the smallest gross giving at least a net is the first whose highest reaches it.
    const top = oracleTop;
    const highest: number[] = [];
    for (let gross = 64_223, best = -Infinity; gross <= top; gross++) highest.push((best = Math.max(best, grossToNet({ ...profile, brut: gross }, params).net)));
    const smallest = (net: number) => {
      let [low, high] = [0, highest.length - 1];
      while (low < high) {
        const middle = (low + high) >> 1;
        if (highest[middle]! >= net) high = middle;
        else low = middle + 1;
      }
      return 64_223 + low;
    };
    let same = 0;
    let smaller = 0;
    for (const slip of sample.map((brut) => grossToNet({ ...profile, brut }, params))) {
      const back = netToGross({ ...profile, net: slip.net }, params);
      expect(back.net, `${slip.brut}`).toBeGreaterThanOrEqual(slip.net);
      expect(back.brut, `${slip.brut}`).toBeLessThanOrEqual(slip.brut);
      if (slip.brut <= top) expect(back.brut, `${slip.brut}`).toBe(smallest(slip.net));
      else if (back.brut > 64_223) expect(grossToNet({ ...profile, brut: back.brut - 1 }, params).net, `${slip.brut}`).toBeLessThan(slip.net);
      if (back.brut === slip.brut) same++;
      else {
        smaller++;
        // The page is told (src/simulator/netRemarks.ts): several grosses give this net, a run or a gross higher up.
        expect(back.brutMax > back.brut || back.brutPlusHaut !== undefined, `${slip.brut}`).toBe(true);
        if (back.brutPlusHaut !== undefined) expect(grossToNet({ ...profile, brut: back.brutPlusHaut }, params).net, `${slip.brut}`).toBe(back.net);
      }
    }
    // Most grosses come back to the franc; the others are the law's rounding (see the file's comment).
    expect(same).toBeGreaterThan(sample.length / 2);
    expect(smaller).toBeGreaterThan(0);
  }, 120_000);
});

describe('net → gross on nets no gross gives exactly, or several grosses give', () => {
  const profile = profiles[0]![1];
  /** The oracle: the grosses from 290 000 to 310 000 franc by franc, and the first whose net is at least `net`. */
  const from = 290_000;
  const nets = Array.from({ length: 20_001 }, (_, index) => grossToNet({ ...profile, brut: from + index }, params).net);
  const scan = (net: number) => from + nets.findIndex((value) => value >= net);

  it('finds the smallest gross the plain scan finds, and says when it gives more than asked or shares its net', () => {
    let exact = 0;
    let over = 0;
    let shared = 0;
    // 300 nets from 230 000 to 230 299 (300 000 gives 230 200); below 290 000 the net is lower (the sweep: it rises
    // within a TRIMF band, and 166 667 to 583 333 is one), so the scan may start there.
    expect(nets[0]).toBeLessThan(230_000 - 1_000);
    expect(nets.at(-1)).toBeGreaterThan(230_300);
    for (let net = 230_000; net < 230_300; net++) {
      const found = netToGross({ ...profile, net }, params);
      expect(found.brut, `${net}`).toBe(scan(net));
      if (found.net === net) exact++;
      else over++;
      if (found.brutMax > found.brut) {
        shared++;
        expect(grossToNet({ ...profile, brut: found.brutMax }, params).net).toBe(found.net);
      }
    }
    expect(exact).toBeGreaterThan(200);
    expect(over + shared).toBeGreaterThan(0);
  });
});
