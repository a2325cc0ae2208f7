/**
 * The payroll parameters in force on the build's day that the firm has not checked (`verifie:
 * false` in content/paie.yml): the preflight (scripts/deploy/preflight.mjs) loads this module with
 * Vite's `runnerImport`, with the content's own loader and the simulator's own choice of the
 * version in force (src/payroll/parameters.ts), so it refuses exactly what the site would show.
 */
import { join } from 'node:path';
import { loadContent } from '../../src/content/load';
import { buildDay } from '../../src/offers/build';
import { unverifiedInForce } from '../../src/payroll/parameters';

/** Each unchecked version in force: its field (« ipresGeneral[0].verifie »), its text and the day it applies from. */
export function payrollValuesUnverified(dir: string, env: Record<string, string | undefined> = process.env) {
  const day = buildDay(env);
  const paie = loadContent({ dir: join(dir, 'content'), base: dir }).pages.paie;
  return { day, unverified: unverifiedInForce(paie, day).map(({ name, index, version }) => ({ field: `${name}[${index}].verifie`, texte: version.texte, du: version.du })) };
}
