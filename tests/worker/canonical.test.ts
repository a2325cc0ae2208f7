/**
 * The canonical host's twin (bare ↔ www) answers a permanent redirect to the same path and query
 * on the canonical address, content/site.yml `url` as the build wrote it (dist/donnees/site.json);
 * the canonical host and any other host are served as is, by the asset worker.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { canonicalSitePath } from '../../contract/canonicalSite';
import { twinHostOf, twinRedirect } from '../../worker/canonical';
import type { Env } from '../../worker/env';
import { send } from './helpers';

const canonical = 'https://www.example.com';

describe('twinRedirect', () => {
  it('names the other host: www.x ↔ x', () => {
    expect(twinHostOf('www.sunurh.sn')).toBe('sunurh.sn');
    expect(twinHostOf('sunurh.sn')).toBe('www.sunurh.sn');
  });

  it('sends the twin to the same path and query on the canonical address, 301 for GET and HEAD, 308 otherwise', () => {
    const cases = [
      ['GET', 'https://example.com/', 301, `${canonical}/`],
      ['HEAD', 'http://example.com/services?x=1&y=%C3%A9', 301, `${canonical}/services?x=1&y=%C3%A9`],
      ['GET', 'https://example.com/offres/', 301, `${canonical}/offres/`],
      ['POST', 'https://example.com/api/messages', 308, `${canonical}/api/messages`],
    ] as const;
    for (const [method, url, status, location] of cases) {
      const response = twinRedirect(new Request(url, { method }), canonical)!;
      expect([method, url, response.status, response.headers.get('Location')]).toEqual([method, url, status, location]);
    }
    // A bare canonical address: www is its twin.
    expect(twinRedirect(new Request('https://www.sunurh.sn/contact?offre=A'), 'https://sunurh.sn')?.headers.get('Location')).toBe('https://sunurh.sn/contact?offre=A');
  });

  it('leaves the canonical host and every other host alone', () => {
    for (const url of [`${canonical}/`, 'http://www.example.com/services', 'https://sunu-rh-conseil.equipe.workers.dev/', 'http://127.0.0.1:4173/', 'http://localhost:5173/', 'https://www.www.example.com/', 'https://autre.example.com/']) {
      expect(twinRedirect(new Request(url), canonical), url).toBeNull();
    }
  });
});

describe('the Worker', () => {
  it('reads the canonical address from the build', async () => {
    expect(await (await env.ASSETS.fetch(`${canonical}${canonicalSitePath}`)).json()).toEqual({ url: canonical });
  });

  it('redirects the twin, pages and API alike, before any route', async () => {
    for (const [request, status, location] of [
      [new Request('https://example.com/services?source=carte'), 301, `${canonical}/services?source=carte`],
      [new Request('https://example.com/page-inexistante'), 301, `${canonical}/page-inexistante`],
      [new Request('https://example.com/api/inbox/me'), 301, `${canonical}/api/inbox/me`],
      [new Request('https://example.com/api/messages', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }), 308, `${canonical}/api/messages`],
    ] as const) {
      const response = await send(request);
      expect([request.url, response.status, response.headers.get('Location')]).toEqual([request.url, status, location]);
    }
  });

  it('serves the canonical host and other hosts through the asset worker: the page, its _headers, the 404 page', async () => {
    for (const origin of [canonical, 'https://sunu-rh-conseil.equipe.workers.dev', 'http://127.0.0.1:4173']) {
      const page = await send(new Request(`${origin}/services`));
      expect([origin, page.status, page.headers.get('Location')]).toEqual([origin, 200, null]);
      expect(page.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
      expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const missing = await send(new Request(`${origin}/page-inexistante`));
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Page non trouvée');
    }
  });

  it('serves the site as is when the build names no canonical address', async () => {
    // A build without donnees/site.json: its asset worker answers 404 there, and the page itself.
    const assets = {
      fetch: async (input: RequestInfo | URL) => {
        const { pathname } = new URL(input instanceof Request ? input.url : input);
        return pathname === canonicalSitePath ? new Response('Not found', { status: 404 }) : new Response(`page ${pathname}`);
      },
    } as Fetcher;
    const response = await send(new Request('https://example.com/services'), { ...env, ASSETS: assets } as Env);
    expect([response.status, await response.text()]).toEqual([200, 'page /services']);
  });
});
