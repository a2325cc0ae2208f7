/**
 * The offers' states: what the site's offer list looks like on each coming « change day » (the day
 * after an open offer's deadline), prerendered by the build so that the Worker can serve it on
 * that day without a rebuild (worker/offerStates.ts). The build writes them under `statesFolder`,
 * which the Worker never serves as such, with a manifest; the pages' own code never reads them
 * (the browser gets the day's files at their usual addresses, from the Worker).
 *
 * Pure: the build (offers/build.ts, scripts/prerender.mjs) and the Worker share it.
 */
import type { Day } from '../domain/calendar.ts';

/** Where the build writes the states: dist/_etats/<day>/… (the same paths as the site's own files). */
export const statesFolder = '_etats';

/** The manifest the Worker reads (through its assets binding). */
export const statesManifestPath = `/${statesFolder}/offres.json`;

/**
 * How many change days the build prerenders ahead: about a month of offers closing, each day
 * with its own. Past the last one, the list, its data files and the sitemap stay as on that last
 * day until the next build, while each offer's own page and files still close on their deadline
 * (the manifest names every open offer's deadline). The nightly build, or the watchdog's alert
 * when the build is two days old, comes long before that.
 */
export const maxStates = 31;

/** The paths whose content a state replaces: the list, its data files, the sitemap. */
export const statePaths = ['/offres', '/sitemap.xml', '/donnees/offres/index.json'] as const;
export const statePagePattern = /^\/donnees\/offres\/page-[1-9][0-9]*\.json$/;

export interface StatesManifest {
  /** The build's day: the site as built is the state of that day. */
  built: Day;
  /** The change days prerendered, in order (each one's files under `statesFolder`/<day>/). */
  days: Day[];
  /** Every offer open on the build's day that has a deadline: its slug → its last day. */
  offers: Record<string, Day>;
  /** The same by reference (the contact form's /donnees/offres/references/<REF>.json). */
  references: Record<string, Day>;
}

/** The day after `day` (« 2026-12-15 » → « 2026-12-16 »). */
export const nextDay = (day: Day): Day => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The change days after `built`: each open offer's deadline's next day, in order, at most `limit`. */
export function changeDays(deadlines: readonly (Day | undefined)[], built: Day, limit = maxStates): Day[] {
  const days = new Set(deadlines.filter((deadline): deadline is Day => deadline !== undefined && deadline >= built).map(nextDay));
  return [...days].sort().slice(0, limit);
}

/** The state to serve on `today`: the latest change day on or before it, or undefined (the site as built). */
export function stateOn(manifest: Pick<StatesManifest, 'days'>, today: Day): Day | undefined {
  return manifest.days.filter((day) => day <= today).at(-1);
}

/** Where a state's copy of `path` is: « /_etats/2026-12-16/offres ». */
export const statePath = (day: Day, path: string): string => `/${statesFolder}/${day}${path}`;
