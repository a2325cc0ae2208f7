// `npm run bench:offers` (also the last part of `npm run bench`): builds the site with 3, 30 and
// 300 generated offers (scripts/offers-scale.mjs) and reports each step's time, the pages built
// and the first-load JS of /offres and of an offer's page, to show the build grows linearly and
// the pages' weight does not grow at all. Figures, not a test: tests/build/scale.test.ts
// checks the budgets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, scaleOffers, writeScaleContent } from './offers-scale.mjs';
import { listPages, measurePage } from './page-weight.mjs';

const today = process.env.SITE_TODAY ?? new Date().toISOString().slice(0, 10);
const counts = (process.env.BENCH_OFFERS ?? '3,30,300').split(',').map(Number);
const kib = (bytes) => (bytes / 1024).toFixed(2);
const rows = [];
for (const count of counts) {
  const work = mkdtempSync(join(tmpdir(), `bench-offres-${count}-`));
  try {
    writeScaleContent(join(work, 'content'), count, today);
    const open = scaleOffers(count, today).filter((offer) => offer.state === 'open');
    const out = join(work, 'dist');
    const times = buildSite({ content: join(work, 'content'), out, today });
    const pages = listPages(out);
    const list = pages.find((page) => page.path === '/offres');
    const offer = pages.find((page) => page.path.startsWith('/offres/'));
    rows.push({ count, open: open.length, pages: pages.length, ...times, total: times.client + times.server + times.prerender, listJs: measurePage(out, list.file).js.gzip, offerJs: offer ? measurePage(out, offer.file).js.gzip : 0 });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
console.log(`\nBuilding with many offers (SITE_TODAY=${today}; times in ms)`);
console.log('offers  open  pages   client  server  prerender   total   prerender/page   /offres JS    offer page JS');
for (const row of rows) {
  console.log(
    `${String(row.count).padStart(6)} ${String(row.open).padStart(5)} ${String(row.pages).padStart(6)} ${String(row.client).padStart(8)} ${String(row.server).padStart(7)} ${String(row.prerender).padStart(10)} ${String(row.total).padStart(7)} ${(row.prerender / row.pages).toFixed(1).padStart(16)} ${kib(row.listJs).padStart(9)} KiB ${kib(row.offerJs).padStart(9)} KiB`,
  );
}
export { rows };
