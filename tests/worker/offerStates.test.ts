/**
 * Offers close by themselves (worker/offerStates.ts): on the built site (SITE_TODAY=2026-11-23),
 * SRH-2026-031's deadline is 2026-12-15. The Worker's clock moves between two requests, with no
 * rebuild: the offer is gone from its page, the list, the data files and the sitemap at 00:00 UTC
 * on the 16th (Dakar is UTC), and the other offers stay.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferCard, OfferPage } from '../../src/offers/offers';
import { statesManifestPath } from '../../src/offers/states';
import { openOffer } from '../../worker/siteData';
import { origin, send, withMailbox } from './helpers';

const closing = { slug: 'comptable-senior-srh-2026-031', reference: 'SRH-2026-031' };
const staying = ['chef-de-chantier-srh-2026-034', 'developpeur-full-stack-srh-2026-029'];
/** The Worker on the real day: without the tests' SITE_TODAY (tests/worker/vitest.config.ts), its clock is the one these tests move. */
const get = (path: string, init?: RequestInit) => {
  const { env: testEnv } = withMailbox();
  return send(new Request(`${origin}${path}`, init), { ...testEnv, SITE_TODAY: undefined });
};

/** What the site says of the offers at this moment: every place an offer can be listed. */
async function siteNow() {
  const list = await (await get('/offres')).text();
  const inline = JSON.parse(/<script type="application\/json" id="[^"]+" data-path="\/offres">([\s\S]*?)<\/script>/.exec(list)![1]!) as OfferPage;
  const index = (await (await get('/donnees/offres/index.json')).json()) as { cards: OfferCard[]; contracts: string[] };
  const page = (await (await get('/donnees/offres/page-1.json')).json()) as OfferPage;
  const sitemap = await (await get('/sitemap.xml')).text();
  return {
    listHtml: staying.concat(closing.slug).filter((slug) => list.includes(`href="/offres/${slug}"`)).sort(),
    inline: inline.cards.map((card) => card.slug).sort(),
    inlineTotal: inline.total,
    inlineContracts: inline.contracts,
    index: index.cards.map((card) => card.slug).sort(),
    indexContracts: index.contracts,
    page: page.cards.map((card) => card.slug).sort(),
    sitemap: [...sitemap.matchAll(/\/offres\/([a-z0-9-]+)</g)].map((match) => match[1]).sort(),
    offerFile: (await get(`/donnees/offres/${closing.slug}.json`)).status,
    referenceFile: (await get(`/donnees/offres/references/${closing.reference}.json`)).status,
  };
}

afterEach(() => void vi.useRealTimers());

describe('an offer whose deadline passes between two requests', () => {
  it('is gone from its page, the list, the data files and the sitemap, with no rebuild', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T23:59:59Z'));
    const before = await get(`/offres/${closing.slug}`);
    expect([before.status, before.headers.get('X-Robots-Tag')]).toEqual([200, null]);
    expect(await before.text()).toContain('"validThrough":"2026-12-15T23:59:59+00:00"');
    const all = [...staying, closing.slug].sort();
    expect(await siteNow()).toEqual({
      listHtml: all,
      inline: all,
      inlineTotal: 3,
      inlineContracts: ['cdi', 'interim', 'consultance'],
      index: all,
      indexContracts: ['cdi', 'interim', 'consultance'],
      page: all,
      sitemap: all,
      offerFile: 200,
      referenceFile: 200,
    });

    vi.setSystemTime(new Date('2026-12-16T00:00:00Z'));
    const after = await get(`/offres/${closing.slug}`);
    expect([after.status, after.headers.get('X-Robots-Tag')]).toEqual([410, 'noindex']);
    const closedPage = await after.text();
    expect(closedPage).toContain('<meta name="robots" content="noindex"/>');
    expect(closedPage).toMatch(/<h1 id="not-found-title"[^>]*>Cette offre n’est plus en ligne<\/h1>/);
    expect(closedPage).not.toContain('"@type":"JobPosting"');
    expect(after.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    expect(await siteNow()).toEqual({
      listHtml: staying,
      inline: staying,
      inlineTotal: 2,
      // The filters offer no choice that only the closed offer had (it was the only CDI).
      inlineContracts: ['interim', 'consultance'],
      index: staying,
      indexContracts: ['interim', 'consultance'],
      page: staying,
      sitemap: staying,
      offerFile: 404,
      referenceFile: 404,
    });
    // The others are still open, their JSON-LD valid through today or later.
    for (const slug of staying) {
      const page = await get(`/offres/${slug}`);
      expect([slug, page.status]).toEqual([slug, 200]);
      const validThrough = /"validThrough":"([^"]+)"/.exec(await page.text())?.[1];
      if (validThrough) expect(validThrough >= '2026-12-16').toBe(true);
    }
    // And the form refuses an application to it, as it already did (worker/siteData.ts).
    expect(await openOffer(env, closing.reference, '2026-12-16')).toBeUndefined();
    expect(await openOffer(env, 'SRH-2026-034', '2026-12-16')).toMatchObject({ reference: 'SRH-2026-034' });
  });

  it('serves each day’s files afresh: revalidated every time, with their own ETag', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T12:00:00Z'));
    const built = await get('/offres');
    vi.setSystemTime(new Date('2026-12-16T12:00:00Z'));
    // A browser's copy of the build's list, revalidated on the change day: the day's list, not 304.
    const changed = await get('/offres', { headers: { 'If-None-Match': built.headers.get('ETag')! } });
    expect([built.status, changed.status]).toEqual([200, 200]);
    expect(changed.headers.get('ETag')).not.toBe(built.headers.get('ETag'));
    for (const response of [built, changed]) expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    // Its own copy of the day's list, revalidated the same day: 304.
    const again = await get('/offres', { headers: { 'If-None-Match': changed.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it('never serves the states as such', async () => {
    for (const path of [statesManifestPath, '/_etats/2026-12-16/offres', '/_etats/2026-12-16/donnees/offres/index.json', '/_etats']) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
  });
});
