/**
 * What the Worker checks against is read from the built site through the assets binding, so it is
 * always the deployed content: the open offers (offers/build.ts writes one file per reference), and
 * the form's French messages and the retention durations (content/pages/contact.yml and legal.yml,
 * written by the content plugin as donnees/formulaire.json), and the site's canonical address
 * (content/site.yml `url`, donnees/site.json).
 */
import { buildFactsPath, type BuildFacts } from '../contract/buildFacts';
import { canonicalSitePath, type CanonicalSite } from '../contract/canonicalSite';
import { workerFormRulesPath, type ServerMessageKey, type WorkerFormRules } from '../contract/contactRules';
import { dakarToday, isCalendarDay, offerData } from '../src/offers/offers';
import type { Env } from './env';

export type FormRules = WorkerFormRules;
export type MessageKey = ServerMessageKey;

export interface OpenOffer {
  reference: string;
  title: string;
  deadline?: string;
}

/**
 * A data file of the build, through the assets binding; undefined when the build has none: a 404,
 * or an answer that is not JSON (the dev server answers its page for a file it does not make).
 */
export async function asset<T>(env: Pick<Env, 'ASSETS'>, path: string): Promise<T | undefined> {
  const response = await env.ASSETS.fetch(new Request(`https://assets.invalid${path}`));
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  if (!/\bjson\b/.test(response.headers.get('Content-Type') ?? '')) return undefined;
  return (await response.json()) as T;
}

export async function formRules(env: Pick<Env, 'ASSETS'>): Promise<FormRules> {
  const data = await asset<FormRules>(env, workerFormRulesPath);
  if (!data) throw new Error(`${workerFormRulesPath} is missing from the build`);
  return data;
}

const canonicalUrls = new WeakMap<Fetcher, string>();

/**
 * The site's canonical address (donnees/site.json), read once per assets binding: a deployment's
 * assets never change under its Worker. Undefined when the build has no such file.
 */
export async function canonicalSiteUrl(env: Pick<Env, 'ASSETS'>): Promise<string | undefined> {
  let url = canonicalUrls.get(env.ASSETS);
  if (url === undefined) {
    url = (await asset<CanonicalSite>(env, canonicalSitePath))?.url;
    if (url !== undefined) canonicalUrls.set(env.ASSETS, url);
  }
  return url;
}

/** What the deployed build says of itself (donnees/construction.json): undefined when it has no such file (a build from before). */
export async function buildFactsOf(env: Pick<Env, 'ASSETS'>): Promise<BuildFacts | undefined> {
  return asset<BuildFacts>(env, buildFactsPath);
}

export const referencePattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/**
 * The offers the site lists on `today`: those open when it was built (/donnees/offres/index.json,
 * offers/build.ts), in its order, less those whose deadline has passed since (as the site itself
 * no longer lists them: offerStates.ts).
 */
export async function openOfferList(env: Pick<Env, 'ASSETS'>, today: string): Promise<OpenOffer[]> {
  const index = await asset<{ cards: OpenOffer[] }>(env, offerData.index());
  return (index?.cards ?? [])
    .filter((card) => card.deadline === undefined || card.deadline >= today)
    .map(({ reference, title, deadline }) => ({ reference, title, ...(deadline ? { deadline } : {}) }));
}

/**
 * The day the offers are open on: today in Dakar, or the tests' SITE_TODAY (env.ts) when it is set.
 */
export const offersDay = (env: Pick<Env, 'SITE_TODAY'>, now: Date): string => {
  const fixed = env.SITE_TODAY?.trim();
  return fixed && isCalendarDay(fixed) ? fixed : dakarToday(now);
};

/** The offer a reference names, if it is open on `today` (its deadline is the last day to apply). */
export async function openOffer(env: Pick<Env, 'ASSETS'>, reference: string, today: string): Promise<OpenOffer | undefined> {
  if (!referencePattern.test(reference)) return undefined;
  const offer = await asset<OpenOffer>(env, `/donnees/offres/references/${reference}.json`);
  return offer && (offer.deadline === undefined || offer.deadline >= today) ? offer : undefined;
}
