/**
 * 300 articles in a copy of the content folder, built on the test builds' day: no page's
 * first-load JavaScript grows (an article's text is in its page and data file, never in a
 * chunk), every published article has its page, and the list's page of ten is in the HTML. What
 * does grow is reported, not hidden: /actualites carries every card's data in its HTML (the
 * filter reads them), measured here against a bound.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildSite } from '../../scripts/offers-scale.mjs';
// @ts-expect-error plain ESM script without types
import { listPages, measurePage } from '../../scripts/page-weight.mjs';
// @ts-expect-error plain ESM script without types
import { scaleArticles, writeArticleScaleContent } from '../../scripts/articles-scale.mjs';

const today = '2026-11-23';
const count = 300;
/** Article n: a day in 2025–2026 (the last ten after the build's day), a category in turn. */
const generated: { slug: string; title: string; day: string }[] = scaleArticles(count, today);
const published = generated.filter((article) => article.day <= today);
/** Every published article, the two of content/ among them (the third is a draft), as the list orders them: newest first, then by address. */
const originals = [
  { slug: 'ipm-ce-que-l-employeur-doit-savoir', day: '2026-11-20' },
  { slug: 'preparer-un-entretien-d-embauche', day: '2026-11-17' },
];
const listed = [...published, ...originals].sort((a, b) => b.day.localeCompare(a.day) || a.slug.localeCompare(b.slug)).map((article) => article.slug);

let work = '';
let out = '';
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'actualites-300-'));
  out = join(work, 'dist');
  writeArticleScaleContent(join(work, 'content'), count, today);
  buildSite({ content: join(work, 'content'), out, today });
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const firstLoad = (dist: string, file: string) => measurePage(dist, file).js.gzip as number;

describe(`${count} articles`, () => {
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
