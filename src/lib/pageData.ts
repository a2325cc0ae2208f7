/**
 * A prerendered page's own data, and the build's data files: the offers' and the articles' pages
 * read the data they were built with from the page itself (a JSON script the prerender writes, so
 * the first load makes no request), and fetch the build's data files for any other.
 */
import { notFound } from '@tanstack/react-router';
import { unreachable } from './unreachable';

/** The id of the JSON script holding the data a prerendered page was built with. */
export const pageDataId = 'donnees-page';

/** The data the prerender wrote into this page for `path`, if it is this page's. */
export function inlineData<Data>(path: string): Data | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(pageDataId);
  return script?.dataset.path === path ? (JSON.parse(script.textContent!) as Data) : undefined;
}

/** A data file the network could not bring (no connection, and no copy of it on the device). */
export class Unreachable extends Error {
  override name = unreachable;
}

/**
 * A data file of the build; a missing one (a closed offer, a page past the end) is the router's
 * not-found; no answer at all (offline, and the service worker has no copy) is `Unreachable`.
 */
export async function fetchData<Data>(url: string): Promise<Data> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } }).catch(() => {
    throw new Unreachable(url);
  });
  if (response.status === 404) throw notFound();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Data;
}
