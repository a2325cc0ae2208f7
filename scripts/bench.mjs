// `npm run bench`: builds the site, serves dist/ as a static host would (gzip, _headers), reports
// each page's first-load bytes, then runs Lighthouse (mobile: simulated slow 4G, 4× CPU) three
// times per page with Debian's Chromium and reports the medians. Prints a table and writes
// bench-results/bench.json. A report of figures, not a test.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listPages, measurePage, budgets } from './page-weight.mjs';
import { startStaticServer } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const pages = listPages(dist).filter((page) => page.path !== '/404');
const weights = pages.map((page) => ({ path: page.path, ...measurePage(dist, page.file) }));
console.log('\nFirst-load bytes per page (gzip; raw in parentheses)');
console.log('page        HTML              JS (files)                CSS (files)         fonts preloaded');
for (const w of weights) {
  console.log(
    `${w.path.padEnd(11)} ${kib(w.html.gzip).padStart(5)} KiB (${kib(w.html.raw)})   ${kib(w.js.gzip).padStart(6)} KiB (${kib(w.js.raw)}) ×${w.js.files}   ${kib(w.css.gzip).padStart(5)} KiB (${kib(w.css.raw)}) ×${w.css.files}   ${w.fonts.files} (${kib(w.fonts.raw)} KiB)`,
  );
}
console.log(`budgets: JS ≤ ${kib(budgets.jsGzip)} KiB, CSS ≤ ${kib(budgets.cssGzip)} KiB, fonts ≤ ${budgets.preloadedFonts}`);

const server = await startStaticServer({ root: dist });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const metrics = {
  performance: (lhr) => lhr.categories.performance.score * 100,
  accessibility: (lhr) => lhr.categories.accessibility.score * 100,
  'best-practices': (lhr) => lhr.categories['best-practices'].score * 100,
  seo: (lhr) => lhr.categories.seo.score * 100,
  FCP: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  LCP: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  TBT: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  CLS: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  SI: (lhr) => lhr.audits['speed-index'].numericValue,
};
const results = [];
try {
  for (const page of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Lighthouse's defaults: mobile form factor, simulated slow 4G, 4× CPU slowdown.
      });
      samples.push(Object.fromEntries(Object.entries(metrics).map(([name, read]) => [name, read(lhr)])));
      if (run === 0) {
        const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
        if (failing.length) console.log(`  ${page.path}: audits not passed: ${failing.map((audit) => audit.id).join(', ')}`);
      }
    }
    const medians = Object.fromEntries(Object.keys(metrics).map((name) => [name, median(samples.map((sample) => sample[name]))]));
    results.push({ path: page.path, runs, medians, samples });
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log(`\nLighthouse mobile, median of ${runs} runs (the 1000 ms loader included)`);
console.log('page        perf  a11y  best  seo   FCP ms  LCP ms  TBT ms  CLS    SI ms');
for (const { path, medians: m } of results) {
  console.log(
    `${path.padEnd(11)} ${String(Math.round(m.performance)).padStart(4)}  ${String(Math.round(m.accessibility)).padStart(4)}  ${String(Math.round(m['best-practices'])).padStart(4)}  ${String(Math.round(m.seo)).padStart(4)}  ${String(Math.round(m.FCP)).padStart(6)}  ${String(Math.round(m.LCP)).padStart(6)}  ${String(Math.round(m.TBT)).padStart(6)}  ${m.CLS.toFixed(3)}  ${String(Math.round(m.SI)).padStart(6)}`,
  );
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/bench.json'), JSON.stringify({ date: new Date().toISOString(), weights, lighthouse: results }, null, 2));
console.log('\nwritten: bench-results/bench.json');
