// `npm run bench:articles` (also part of `npm run bench`): builds the site with 3, 30 and 300
// generated articles beside the real ones (scripts/articles-scale.mjs) and reports each step's
// time, the pages built, the first-load JS of the home page, /actualites and an article's page,
// and what /actualites's HTML carries (its cards' data, which the category filter reads). Figures,
// not a test: tests/build/scale.test.ts checks the bounds.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArticleScaleContent } from './articles-scale.mjs';
import { buildSite } from './offers-scale.mjs';
import { listPages, measurePage } from './page-weight.mjs';

const today = process.env.SITE_TODAY ?? new Date().toISOString().slice(0, 10);
const counts = (process.env.BENCH_ARTICLES ?? '3,30,300').split(',').map(Number);
const kib = (bytes) => (bytes / 1024).toFixed(2);
const rows = [];
for (const count of counts) {
  const work = mkdtempSync(join(tmpdir(), `bench-actualites-${count}-`));
  try {
    const articles = writeArticleScaleContent(join(work, 'content'), count, today);
    const out = join(work, 'dist');
    const times = buildSite({ content: join(work, 'content'), out, today });
    const pages = listPages(out);
    const js = (path) => measurePage(out, pages.find((page) => page.path === path).file).js.gzip;
    const article = pages.find((page) => page.path.startsWith('/actualites/'));
    const html = readFileSync(join(out, 'actualites/index.html'));
    rows.push({
      count,
      published: articles.filter((entry) => entry.day <= today).length,
      pages: pages.length,
      ...times,
      total: times.client + times.server + times.prerender,
      homeJs: js('/'),
      listJs: js('/actualites'),
      articleJs: measurePage(out, article.file).js.gzip,
      listHtml: gzipSync(html).length,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
console.log(`\nBuilding with many articles, beside the three real ones (SITE_TODAY=${today}; times in ms)`);
console.log('articles  published  pages   client  server  prerender   total   / JS         /actualites JS   article JS    /actualites HTML (gzip)');
for (const row of rows) {
  console.log(
    `${String(row.count).padStart(8)} ${String(row.published).padStart(10)} ${String(row.pages).padStart(6)} ${String(row.client).padStart(8)} ${String(row.server).padStart(7)} ${String(row.prerender).padStart(10)} ${String(row.total).padStart(7)} ${kib(row.homeJs).padStart(8)} KiB ${kib(row.listJs).padStart(11)} KiB ${kib(row.articleJs).padStart(9)} KiB ${kib(row.listHtml).padStart(13)} KiB`,
  );
}
export { rows };
