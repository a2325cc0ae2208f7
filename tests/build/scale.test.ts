/**
 * One site built from a copy of the content folder with 300 offers in place of the examples
 * (generated: scripts/offers-scale.mjs) and 300 articles beside the real ones (generated:
 * scripts/articles-scale.mjs), on the test builds' day. One build for both: each took a build of
 * its own (client, server, prerender; 25–40 CPU-s with 300 entries) in two files before
 * (docs/testing.md, « Where the suite's time goes »), and what each checks does not depend on the
 * other's entries: offers are never in an article's page or chunk, nor articles in an offer's, and
 * the first-load bounds below hold with both at once.
 *
 * The offers: every page's first-load JS stays within 0.5 KiB of the three-offer build in dist/
 * (an offer's text never enters another page's JavaScript), /offres ships only the page of offers
 * it shows, and the offers that are closed or not yet published are in no page, no list, no data
 * file and no sitemap, and their address answers 404.
 *
 * The articles: no page's first-load JavaScript grows (an article's text is in its page and data
 * file, never in a chunk), every published article has its page, and the list's page of ten is in
 * the HTML. What does grow is reported, not hidden: /actualites carries every card's data in its
 * HTML (the filter reads them), measured here against a bound.
 *
 * And in the same build (before, a third build of its own in tests/build/articles.test.ts): a
 * draft and an article dated the next day are built nowhere: no page, not in the list, the data
 * files, the feed nor the sitemap; and a photo of the media folder in an article's text is a
 * figure whose files the build made.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error jsdom ships no type declarations (and @types/jsdom is not installed)
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as site from 'virtual:content/site';
// @ts-expect-error plain ESM script without types
import { buildSite, scaleOffers, writeScaleContent } from '../../scripts/offers-scale.mjs';
// @ts-expect-error plain ESM script without types
import { listPages, measurePage } from '../../scripts/page-weight.mjs';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../scripts/static-server.mjs';
// @ts-expect-error plain ESM script without types
import { scaleArticles, writeArticleScaleContent } from '../../scripts/articles-scale.mjs';
import { picture } from '../picture';

const today = '2026-11-23';
const count = 300;
type ScaleOffer = { slug: string; title: string; reference: string; state: 'open' | 'closed' | 'future' };
const offers: ScaleOffer[] = scaleOffers(count, today);
const open = offers.filter((offer) => offer.state === 'open');
const gone = offers.filter((offer) => offer.state !== 'open');
/** Article n: a day in 2025–2026 (the last ten after the build's day), a category in turn. */
const generated: { slug: string; title: string; day: string }[] = scaleArticles(count, today);
const published = generated.filter((article) => article.day <= today);
/** Every published article, the two of content/ among them (the third is a draft), as the list orders them: newest first, then by address. */
const originals = [
  { slug: 'ipm-ce-que-l-employeur-doit-savoir', day: '2026-11-20' },
  { slug: 'preparer-un-entretien-d-embauche', day: '2026-11-17' },
];
const listed = [...published, ...originals].sort((a, b) => b.day.localeCompare(a.day) || a.slug.localeCompare(b.slug)).map((article) => article.slug);

/** The articles of content/ published on the build's day, newest first (the trial period's is a draft). */
const slugs = ['ipm-ce-que-l-employeur-doit-savoir', 'preparer-un-entretien-d-embauche'];
const draft = 'brouillon-sur-la-paie';
const tomorrow = 'article-programme-pour-demain';
/** The article that shows a photo of the media folder in its text (as the editor's image button writes it). */
const illustrated = 'preparer-un-entretien-d-embauche';
const parse = (root: string, file: string): Document => new JSDOM(readFileSync(join(root, file), 'utf8')).window.document;

let work = '';
let out = '';
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'echelle-300-'));
  out = join(work, 'dist');
  const content = join(work, 'content');
  // The articles beside a copy of content/, then the offers in place of its examples (the second copy adds no article).
  writeArticleScaleContent(content, count, today);
  writeScaleContent(content, count, today);
  // A draft, an article of tomorrow, and a photo of the media folder in an article's text (as the editor's image button writes it).
  const source = readFileSync('content/articles/ipm-ce-que-l-employeur-doit-savoir.md', 'utf8');
  writeFileSync(join(content, 'articles', `${draft}.md`), source.replace('author: aissatou-ba', 'author: aissatou-ba\ndraft: true').replace(/^title: .*$/m, 'title: Un brouillon sur la paie'));
  writeFileSync(join(content, 'articles', `${tomorrow}.md`), source.replace('date: 20/11/2026', 'date: 24/11/2026').replace(/^title: .*$/m, 'title: Un article programmé pour demain'));
  writeFileSync(join(content, 'images/entretien.jpg'), await picture(1600, 1000, 'jpeg'));
  const article = join(content, 'articles', `${illustrated}.md`);
  const text = readFileSync(article, 'utf8');
  const withImage = text.replace(/\n## /, '\n![Une recruteuse reçoit une candidate](/images/entretien.jpg "Un entretien au cabinet")\n\n## ');
  expect(withImage).not.toBe(text);
  writeFileSync(article, withImage);
  buildSite({ content, out, today });
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;
const firstLoad = (dist: string, file: string) => measurePage(dist, file).js.gzip as number;

describe(`${count} offers (beside ${count} articles)`, () => {
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
    // An article of content/ (this build has generated ones too): the three-offer build has its page.
    const firstArticle = many.find((page) => articlePage(page.path) && three[page.path])!.path;
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

  it('prerenders the list as on the next 31 change days, no more (src/offers/states.ts), each without the offers closed by then', () => {
    const manifest = JSON.parse(readFileSync(join(out, '_etats/offres.json'), 'utf8')) as { days: string[]; offers: Record<string, string> };
    const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const deadlines = new Map(open.map((offer) => [offer.slug, (offer as ScaleOffer & { deadline?: string }).deadline]));
    const changes = [...new Set([...deadlines.values()].filter((day): day is string => day !== undefined).map(dayAfter))].sort();
    expect(changes.length).toBeGreaterThan(31);
    expect(manifest.days).toEqual(changes.slice(0, 31));
    // Past the last state, each offer's own page and files still close: the manifest has every deadline.
    expect(Object.keys(manifest.offers).sort()).toEqual([...deadlines].filter(([, day]) => day).map(([slug]) => slug).sort());
    expect(readdirSync(join(out, '_etats')).filter((name) => name !== 'offres.json')).toHaveLength(31);
    const last = manifest.days.at(-1)!;
    const index = JSON.parse(readFileSync(join(out, `_etats/${last}/donnees/offres/index.json`), 'utf8')) as { cards: { slug: string }[] };
    expect(index.cards.map((card) => card.slug).sort()).toEqual(open.filter((offer) => !deadlines.get(offer.slug) || deadlines.get(offer.slug)! >= last).map((offer) => offer.slug).sort());
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

describe(`${count} articles (beside ${count} offers)`, () => {
  it('builds a page for each published article, none for those still to come', () => {
    const built = readdirSync(join(out, 'actualites'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(published.length).toBeGreaterThan(280);
    expect(built.filter((slug) => slug.startsWith('article-genere-')).sort()).toEqual(published.map((article) => article.slug).sort());
  });

  // The home page's chunk holds the three latest titles: its size moves with their length, not their number.
  it('no page’s first-load JS grows: every page within 0.5 KiB of the three-article build’s', () => {
    const three: Record<string, string> = Object.fromEntries(listPages('dist').map((page: { path: string; file: string }) => [page.path, page.file]));
    const articlePage = (path: string) => path.startsWith('/actualites/');
    const compared = listPages(out).filter((page: { path: string }) => !page.path.startsWith('/offres/') && (!articlePage(page.path) || page.path === `/actualites/${published[0]!.slug}`));
    for (const page of compared as { path: string; file: string }[]) {
      const before = firstLoad('dist', articlePage(page.path) ? three['/actualites/ipm-ce-que-l-employeur-doit-savoir']! : three[page.path]!);
      const after = firstLoad(out, page.file);
      expect(Math.abs(after - before), `${page.path}: ${before} B with 3 articles, ${after} B with ${count}`).toBeLessThanOrEqual(512);
    }
  });

  it('no article’s text is in any JavaScript file but the home page’s three latest titles', () => {
    const scripts = readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.js') && !file.startsWith('admin'));
    const inCode = new Set<string>();
    for (const file of scripts) {
      const code = readFileSync(join(out, 'assets', file), 'utf8');
      for (const article of generated) if (code.includes(`${article.title}"`)) inCode.add(article.slug);
    }
    expect([...inCode].sort()).toEqual(listed.slice(0, 3).filter((slug) => slug.startsWith('article-genere-')).sort());
  });

  it('/actualites: the first ten in its HTML; every card’s data inline, under 40 KiB gzip for 300', () => {
    const html = readFileSync(join(out, 'actualites/index.html'), 'utf8');
    const shown = [...html.matchAll(/<h2[^>]*><a[^>]*href="\/actualites\/([^"]+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(listed.slice(0, 10));
    const data = html.match(/<script type="application\/json" id="donnees-page"[^>]*>(.*?)<\/script>/s)![1]!;
    expect(JSON.parse(data).cards).toHaveLength(published.length + originals.length);
    expect(gzipSync(data).length).toBeLessThanOrEqual(40 * 1024);
  });
});

describe('a draft, an article of tomorrow and a photo in an article’s text (in the same build)', () => {
  it('builds the published articles, and no page for the others', () => {
    expect(readdirSync(join(out, 'actualites')).sort()).toEqual(['flux.xml', 'index.html', ...slugs, ...published.map((article) => article.slug)].sort());
    expect(existsSync(join(out, 'actualites', draft))).toBe(false);
    expect(existsSync(join(out, 'actualites', tomorrow))).toBe(false);
  });

  it('leaves them out of the list, the data files, the feed and the sitemap', () => {
    for (const file of ['actualites/index.html', 'donnees/actualites/index.json', 'sitemap.xml', 'actualites/flux.xml']) {
      const text = readFileSync(join(out, file), 'utf8');
      expect(text, file).toContain('ipm-ce-que-l-employeur-doit-savoir');
      expect(text, file).not.toContain(draft);
      expect(text, file).not.toContain(tomorrow);
      expect(text, file).not.toContain('Un brouillon sur la paie');
      expect(text, file).not.toContain('programmé pour demain');
    }
    expect(readdirSync(join(out, 'donnees/actualites')).sort()).toEqual(['index.json', ...[...slugs, ...published.map((article) => article.slug)].map((slug) => `${slug}.json`)].sort());
  });

  it('draws a photo of the media folder in an article’s text as a figure: every file of its srcset made, its size reserved, loaded lazily', () => {
    const doc = parse(out, `actualites/${illustrated}/index.html`);
    const figures = doc.querySelectorAll('main figure');
    expect(figures).toHaveLength(1);
    const image = figures[0]!.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Une recruteuse reçoit une candidate');
    expect(figures[0]!.querySelector('figcaption')?.textContent).toBe('Un entretien au cabinet');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading'), image.getAttribute('decoding')]).toEqual(['1280', '800', 'lazy', 'async']);
    const sources = image.getAttribute('srcset')!.split(', ').map((candidate) => candidate.split(' '));
    expect(sources.map(([, width]) => width)).toEqual(['320w', '480w', '640w', '800w', '1080w', '1280w']);
    for (const [url] of [...sources, [image.getAttribute('src')!]]) {
      expect(url).toMatch(/^\/assets\/photos\/entretien-\d+w-[0-9a-f]{8}\.webp$/);
      expect(existsSync(join(out, url!)), url).toBe(true);
    }
    // The page's data (read once the app starts) and the feed carry the same file, the feed at its full address.
    expect(readFileSync(join(out, `donnees/actualites/${illustrated}.json`), 'utf8')).toContain(sources.at(-1)![0]);
    expect(readFileSync(join(out, 'actualites/flux.xml'), 'utf8')).toContain(`<figure><img src="${site.url}${sources.at(-1)![0]}" alt="Une recruteuse reçoit une candidate" width="1280" height="800">`);
  });
});
