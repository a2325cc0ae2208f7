/**
 * The payroll parameters in force on the build's day that the firm has not checked (`verifie:
 * false` in content/paie.yml), and the choices of method (« Choix de méthode », `methode`) whose
 * reading in force it has not checked: the preflight (scripts/deploy/preflight.mjs) loads this
 * module with Vite's `runnerImport`, with the content's own loader and the simulator's own choice
 * of the version in force (src/payroll/parameters.ts), so it refuses exactly what the site would show.
 */
import { join } from 'node:path';
import { loadContent } from '../../src/content/load';
import { buildDay } from '../../src/offers/build';
import { unverifiedChoices, unverifiedInForce } from '../../src/payroll/parameters';
import { methodLabels } from '../../src/payroll/methodLabels';

/** One unchecked value in force, or (`choix`) one unchecked choice of method with its reading in force. */
export type UnverifiedPayroll = { field: string; texte: string; du: string; choix?: undefined } | { field: string; texte: string; choix: string; du?: undefined };

/** Each unchecked version in force (« ipresGeneral[0].verifie »: its text and the day it applies from), then each unchecked choice (« methode.plafondImpot.verifie »). */
export function payrollValuesUnverified(dir: string, env: Record<string, string | undefined> = process.env): { day: string; unverified: UnverifiedPayroll[] } {
  const day = buildDay(env);
  const paie = loadContent({ dir: join(dir, 'content'), base: dir }).pages.paie;
  const values = unverifiedInForce(paie, day).map(({ name, index, version }) => ({ field: `${name}[${index}].verifie`, texte: version.texte, du: version.du }));
  const choices = unverifiedChoices(paie).map((name) => ({ field: `methode.${name}.verifie`, texte: methodLabels[name].titre, choix: String(paie.methode[name].retenue) }));
  return { day, unverified: [...values, ...choices] };
}
