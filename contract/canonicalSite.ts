/**
 * The build's file that names the site's canonical address (content/site.yml `url`): the content
 * plugin writes it (src/content/plugin/workerData.ts), the Worker reads it through the assets
 * binding (worker/siteData.ts) for the redirect of its twin host (worker/canonical.ts). Here, below
 * both, so that neither reaches into the other.
 */

/** Where the build writes it. */
export const canonicalSitePath = '/donnees/site.json';

export interface CanonicalSite {
  /** content/site.yml `url`, e.g. « https://www.sunurh.sn ». */
  url: string;
}
