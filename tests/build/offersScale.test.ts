/**
 * 300 offers in the content folder (generated: scripts/offers-scale.mjs), built into a folder of
 * their own on the test builds' day: every page's first-load JS stays within 0.5 KiB of the
 * three-offer build in dist/ (an offer's text never enters another page's JavaScript), /offres
 * ships only the page of offers it shows, and the offers that are closed or not yet published are
 * in no page, no list, no data file and no sitemap, and their address answers 404.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildSite, scaleOffers, writeScaleContent } from '../../scripts/offers-scale.mjs';
// @ts-expect-error plain ESM script without types
import { listPages, measurePage } from '../../scripts/page-weight.mjs';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../scripts/static-server.mjs';

const today = '2026-11-23';
const count = 300;
type ScaleOffer = { slug: string; title: string; reference: string; state: 'open' | 'closed' | 'future' };
const offers: ScaleOffer[] = scaleOffers(count, today);
const open = offers.filter((offer) => offer.state === 'open');
const gone = offers.filter((offer) => offer.state !== 'open');

let work = '';
let out = '';
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'offres-300-'));
  out = join(work, 'dist');
  writeScaleContent(join(work, 'content'), count, today);
  buildSite({ content: join(work, 'content'), out, today });
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;
const firstLoad = (dist: string, file: string) => measurePage(dist, file).js.gzip as number;

describe(`${count} offers`, () => {
  it('the generated set has open, closed and not yet published offers', () => {
    expect(open.length).toBeGreaterThan(250);
    expect(gone.filter((offer) => offer.state === 'closed').length).toBeGreaterThan(20);
    expect(gone.filter((offer) => offer.state === 'future').length).toBeGreaterThan(5);
  });

  it('builds one page per open offer, and none for the others', () => {
    const built = readdirSync(join(out, 'offres'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(built.sort()).toEqual(open.map((offer) => offer.slug).sort());
  });

  it('every page’s first-load JS is within 0.5 KiB of the three-offer build’s', () => {
    const three: Record<string, string> = Object.fromEntries(listPages('dist').map((page: { path: string; file: string }) => [page.path, page.file]));
    const many: { path: string; file: string }[] = listPages(out);
    // Each kind of page: the fixed ones, the lists, the offers' not-found page, an offer's page and an
    // article's (the same chunks for all of a kind).
    const offerPage = (path: string) => path.startsWith('/offres/') && path !== '/offres/404';
    const articlePage = (path: string) => path.startsWith('/actualites/');
    const firstArticle = many.find((page) => articlePage(page.path))!.path;
    const compared = many.filter((page) => (!offerPage(page.path) && !articlePage(page.path)) || page.path === `/offres/${open[0]!.slug}` || page.path === firstArticle);
    expect(compared.length).toBe(13);
    for (const page of compared) {
      const before = firstLoad('dist', offerPage(page.path) ? three['/offres/comptable-senior-srh-2026-031']! : three[page.path]!);
      const after = firstLoad(out, page.file);
      expect(Math.abs(after - before), `${page.path}: ${kib(before)} with 3 offers, ${kib(after)} with ${count}`).toBeLessThanOrEqual(512);
      expect(after, `${page.path}: ${kib(after)}`).toBeLessThanOrEqual(120 * 1024);
    }
  });

  it('no offer’s text is in any JavaScript file', () => {
    const scripts = readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.js'));
    for (const file of scripts) {
      const code = readFileSync(join(out, 'assets', file), 'utf8');
      const found = offers.filter((offer) => code.includes(offer.reference) || code.includes(offer.title));
      expect(found.map((offer) => offer.reference), file).toEqual([]);
    }
  });

  it('/offres ships the first page of ten offers, the next pages and the filters’ index as data fetched when asked', () => {
    const html = readFileSync(join(out, 'offres/index.html'), 'utf8');
    const shown = open.filter((offer) => html.includes(offer.reference) || html.includes(`/offres/${offer.slug}"`));
    expect(shown).toHaveLength(10);
    const data = JSON.parse(html.match(/<script type="application\/json" id="donnees-page"[^>]*>(.*?)<\/script>/s)![1]!);
    expect(data.cards).toHaveLength(10);
    expect(data.total).toBe(open.length);
    const pages = Math.ceil(open.length / 10);
    for (let page = 2; page <= pages; page++) expect(existsSync(join(out, `donnees/offres/page-${page}.json`)), `page ${page}`).toBe(true);
    expect(existsSync(join(out, `donnees/offres/page-${pages + 1}.json`))).toBe(false);
  });

  it('the closed and future offers are in no list, no data file and no sitemap', () => {
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    const index = readFileSync(join(out, 'donnees/offres/index.json'), 'utf8');
    const list = readFileSync(join(out, 'offres/index.html'), 'utf8');
    for (const offer of gone) {
      expect(sitemap, offer.slug).not.toContain(`/offres/${offer.slug}<`);
      expect(index, offer.slug).not.toContain(offer.reference);
      expect(list, offer.slug).not.toContain(offer.reference);
      expect(existsSync(join(out, `donnees/offres/${offer.slug}.json`)), offer.slug).toBe(false);
      expect(existsSync(join(out, `donnees/offres/references/${offer.reference}.json`)), offer.reference).toBe(false);
    }
    for (const offer of open) expect(sitemap).toContain(`/offres/${offer.slug}</loc>`);
  });

  it('the host answers 404 for a closed offer, 200 for an open one', async () => {
    const server = await startStaticServer({ root: out });
    try {
      const closed = gone.find((offer) => offer.state === 'closed')!;
      const answer = await fetch(`${server.url}/offres/${closed.slug}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('Page non trouvée');
      expect((await fetch(`${server.url}/offres/${open[0]!.slug}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
