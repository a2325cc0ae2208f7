/**
 * Offers close by themselves: on every request the Worker serves the site as on today (in Dakar,
 * UTC), whatever the day of the last build. The build prerendered the offers' list as on each
 * coming change day, the day after an open offer's deadline (src/offers/states.ts): /offres, its
 * data files (index.json, page-N.json) and the sitemap, under dist/_etats/<day>/, with a manifest
 * of those days and of each offer's deadline. Here:
 *
 * - /offres, /sitemap.xml, /donnees/offres/index.json and page-N.json: the latest state whose day
 *   is today or before, in place of the built file (the same bytes a build that day would have
 *   written for the offers it published: React hydrates the page from its own inline data);
 * - an offer past its deadline: its page (/offres/<slug>) is the closed-offer page (offres/404.html,
 *   « Cette offre n’est plus en ligne ») with HTTP 410 Gone and `X-Robots-Tag: noindex` (the page
 *   says noindex too), and its files (<slug>.json, references/<REF>.json) answer 404, as an offer
 *   the build left out;
 * - /_etats/…: 404, never served as such.
 *
 * The asset worker serves each file with its _headers and `Cache-Control: public, max-age=0,
 * must-revalidate` (Cloudflare's default): a browser revalidates every time, and a state's file
 * has its own ETag, so nothing kept before a change day is reused after it.
 */
import { asset, offersDay } from './siteData';
import { stateOn, statePagePattern, statePath, statePaths, statesFolder, statesManifestPath, type StatesManifest } from '../src/offers/states';
import type { Env } from './env';

const manifests = new WeakMap<Fetcher, StatesManifest | null>();

/** The build's manifest, read once per assets binding (a deployment's assets never change); null when the build has none. */
export async function statesManifest(env: Pick<Env, 'ASSETS'>): Promise<StatesManifest | null> {
  let manifest = manifests.get(env.ASSETS);
  if (manifest === undefined) {
    // None: a build without states (the dev server's pages, made from content/ as it is now, need none).
    manifest = (await asset<StatesManifest>(env, statesManifestPath)) ?? null;
    manifests.set(env.ASSETS, manifest);
  }
  return manifest;
}

const closed = (deadline: string | undefined, today: string) => deadline !== undefined && deadline < today;

/** The asset worker's answer to `path` instead of the request's own, with the request's method and conditional headers. */
const assetAt = (env: Pick<Env, 'ASSETS'>, request: Request, path: string) => {
  const url = new URL(request.url);
  url.pathname = path;
  url.search = '';
  return env.ASSETS.fetch(new Request(url, { method: request.method, headers: request.headers }));
};

/** What a missing file gets from the asset worker: the 404 page, HTTP 404. */
const notFound = (env: Pick<Env, 'ASSETS'>, request: Request) => assetAt(env, request, `/${statesFolder}/introuvable`);

/** The closed-offer page (offres/404.html), HTTP 410, not to be indexed. */
async function closedOfferPage(env: Pick<Env, 'ASSETS'>, request: Request): Promise<Response> {
  const page = await assetAt(env, new Request(request.url, { method: request.method }), '/offres/404');
  const headers = new Headers(page.headers);
  headers.set('X-Robots-Tag', 'noindex');
  headers.delete('ETag');
  return new Response(page.body, { status: 410, headers });
}

/**
 * The site's answer as on `now`'s day in Dakar, or undefined when the built file is it (the
 * caller hands the request to the asset worker as is).
 */
export async function offerStateResponse(request: Request, env: Pick<Env, 'ASSETS' | 'SITE_TODAY'>, now: Date): Promise<Response | undefined> {
  const path = new URL(request.url).pathname;
  if (path === `/${statesFolder}` || path.startsWith(`/${statesFolder}/`)) return notFound(env, request);
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const manifest = await statesManifest(env);
  if (!manifest) return undefined;
  const today = offersDay(env, now);

  const offerPage = /^\/offres\/([^/]+)$/.exec(path)?.[1];
  if (offerPage !== undefined && closed(manifest.offers[offerPage], today)) return closedOfferPage(env, request);
  const offerFile = /^\/donnees\/offres\/([^/]+)\.json$/.exec(path)?.[1];
  if (offerFile !== undefined && closed(manifest.offers[offerFile], today)) return notFound(env, request);
  const referenceFile = /^\/donnees\/offres\/references\/([^/]+)\.json$/.exec(path)?.[1];
  if (referenceFile !== undefined && closed(manifest.references[referenceFile], today)) return notFound(env, request);

  const day = stateOn(manifest, today);
  if (day && ((statePaths as readonly string[]).includes(path) || statePagePattern.test(path))) return assetAt(env, request, statePath(day, path));
  return undefined;
}
