/**
 * One address for the site: content/site.yml `url`, the canonical one that its links, sitemap and
 * robots.txt name. Its twin (the same name with or without `www.`) is attached to this Worker too
 * (wrangler.jsonc `routes`) and answers a permanent redirect to the same path and query there. Any
 * other host (*.workers.dev, 127.0.0.1, localhost) is served as is.
 *
 * The Worker learns the address from the build (donnees/site.json, contract/canonicalSite.ts,
 * written by the content plugin from site.yml, read through the assets binding: worker/siteData.ts),
 * never from a setting of its own. Pages reach the Worker because wrangler.jsonc's
 * `run_worker_first` sends every path but the static files to it.
 */

/** The other name of a host: `www.example.com` ↔ `example.com`. */
export function twinHostOf(hostname: string): string {
  return hostname.startsWith('www.') ? hostname.slice('www.'.length) : `www.${hostname}`;
}

/**
 * The redirect a request to the canonical host's twin gets, or null for any other host. 301 for
 * GET and HEAD; 308 (permanent too, but the method and body are kept) for anything else.
 */
export function twinRedirect(request: Request, canonicalUrl: string): Response | null {
  const canonical = new URL(canonicalUrl);
  const url = new URL(request.url);
  if (url.hostname !== twinHostOf(canonical.hostname)) return null;
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return new Response(null, { status, headers: { Location: `${canonical.origin}${url.pathname}${url.search}` } });
}
