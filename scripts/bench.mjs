// `npm run bench`: builds the site, serves dist/ as a static host would (gzip, _headers), reports
// each page's first-load bytes, then runs Lighthouse (mobile: simulated slow 4G, 4× CPU) three
// times per page with Debian's Chromium and reports the medians, then times what a visitor waits
// for (first paint, heading seen, app interactive) on emulated slow 4G and 3G links. Prints
// for (first paint, heading seen, app interactive) on emulated slow 4G and 3G links, then when the
// heading is seen by the compositor's own frames, with the app arriving when it does and with its
// arrival forced to the end of the loader's second (scripts/visitor-frames.mjs). Prints tables
// and writes bench-results/bench.json. A report of figures, not a test.
// BENCH_RUNS=n changes the number of runs (BENCH_FRAME_RUNS, 4 by default, for the frames);
// BENCH_SKIP_BUILD, BENCH_SKIP_LIGHTHOUSE, BENCH_SKIP_VISITS, BENCH_SKIP_FRAMES and BENCH_SKIP_OFFERS
// skip steps. Last, build times with 3, 30 and 300 offers (scripts/bench-offers.mjs), then articles (scripts/bench-articles.mjs).
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listPages, measurePage, budgets } from './page-weight.mjs';
import { startStaticServer } from './static-server.mjs';
import { chromium } from 'playwright-core';
import { links, refusedHosts, timeSecondVisit, timeVisit } from './visitor-timing.mjs';
import { frameVisit } from './visitor-frames.mjs';
import { connectBrowser } from './cdp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const frameRuns = Number(process.env.BENCH_FRAME_RUNS ?? 4);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const pages = listPages(dist).filter((page) => !page.path.endsWith('/404'));
const weights = pages.map((page) => ({ path: page.path, ...measurePage(dist, page.file) }));
console.log('\nFirst-load bytes per page (gzip; raw in parentheses)');
console.log('page        HTML              JS (files)                CSS (files)         fonts preloaded');
for (const w of weights) {
  console.log(
    `${w.path.padEnd(11)} ${kib(w.html.gzip).padStart(5)} KiB (${kib(w.html.raw)})   ${kib(w.js.gzip).padStart(6)} KiB (${kib(w.js.raw)}) ×${w.js.files}   ${kib(w.css.gzip).padStart(5)} KiB (${kib(w.css.raw)}) ×${w.css.files}   ${w.fonts.files} (${kib(w.fonts.raw)} KiB)`,
  );
}
console.log(`budgets: JS ≤ ${kib(budgets.jsGzip)} KiB, CSS ≤ ${kib(budgets.cssGzip)} KiB, fonts ≤ ${budgets.preloadedFonts}`);

/**
 * Static hosts serve HTTPS over HTTP/2, and Lighthouse models the two differently (one TLS
 * handshake and one multiplexed connection, against up to six HTTP/1.1 connections each in slow
 * start). A throwaway self-signed certificate lets the local server do the same; without
 * openssl the benchmark falls back to HTTP/1.1 and says so.
 */
function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const tls = process.env.BENCH_HTTP1 ? undefined : localCertificate();
const protocol = tls ? 'HTTP/2 over TLS (self-signed)' : 'HTTP/1.1 (no openssl, or BENCH_HTTP1 set)';
const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const server = await startStaticServer({ root: dist, tls });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs, ...(tls ? ['--ignore-certificate-errors'] : [])],
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
  // Font bytes the page actually fetched (the brand font is added by the app, not preloaded).
  fontKiB: (lhr) => lhr.audits['network-requests'].details.items.filter((request) => request.resourceType === 'Font').reduce((sum, request) => sum + request.transferSize, 0) / 1024,
};
const results = [];
try {
  for (const page of process.env.BENCH_SKIP_LIGHTHOUSE ? [] : pages) {
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
}

/**
 * What Lighthouse cannot see: Chrome's paint metrics ignore the loader that covers the page.
 * This times what a visitor waits for (scripts/visitor-timing.mjs) on emulated links with 4×
 * CPU, the photo and map hosts refused. Median of `runs` for each figure.
 */
const visits = [];
const frames = [];
// A service worker registers only from a certificate the browser accepts: the local one is self-signed.
const visitArgs = [...chromiumArgs, refusedHosts, ...(tls ? ['--ignore-certificate-errors'] : [])];
// The visits are timed through a bare DevTools connection (scripts/cdp.mjs), the frames through Playwright.
const visitChrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...visitArgs] });
const visitBrowser = await connectBrowser(visitChrome.port);
const browser = process.env.BENCH_SKIP_FRAMES ? undefined : await chromium.launch({ executablePath: chromiumPath, args: visitArgs });
try {
  for (const page of process.env.BENCH_SKIP_VISITS ? [] : pages) {
    const row = { path: page.path };
    for (const link of links) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await timeVisit(visitBrowser, `${server.url}${page.path}`, link));
      row[link.name] = Object.fromEntries(['firstPaint', 'loaderPaint', 'seen', 'interactive'].map((name) => [name, median(samples.map((sample) => sample[name]))]));
      row[link.name].samples = samples;
      // The second visit: the service worker installed by a first one (scripts/visitor-timing.mjs).
      const second = [];
      for (let run = 0; run < runs; run += 1) second.push(await timeSecondVisit(visitBrowser, `${server.url}${page.path}`, link));
      row[link.name].second = { ...Object.fromEntries(['seen', 'interactive'].map((name) => [name, median(second.map((sample) => sample[name]))])), samples: second };
    }
    visits.push(row);
  }
  // The same, read from the compositor's frames: the app arriving when it does (`free`), then held
  // until the loader's second is nearly over (`forced`: DOMContentLoaded about 1 s after first paint).
  const scriptBody = (path) => readFileSync(join(dist, path));
  for (const page of process.env.BENCH_SKIP_FRAMES ? [] : pages) {
    const row = { path: page.path };
    for (const link of links) {
      row[link.name] = {};
      for (const [mode, collide] of [['free', false], ['forced', true]]) {
        const samples = [];
        for (let run = 0; run < frameRuns; run += 1) samples.push(await frameVisit(browser, `${server.url}${page.path}`, link, { collide, scriptBody }));
        const seen = samples.map((sample) => sample.seen);
        row[link.name][mode] = { median: median(seen), worst: Math.max(...seen), dcl: median(samples.map((sample) => sample.dcl)), flicker: samples.filter((sample) => sample.flicker).length, samples };
      }
    }
    frames.push(row);
  }
} finally {
  visitBrowser.close();
  await visitChrome.kill();
  await browser?.close();
  await server.close();
}

console.log(`\nLighthouse mobile, median of ${runs} runs (the 1000 ms loader included), served over ${protocol}`);
console.log('page        perf  a11y  best  seo   FCP ms  LCP ms  TBT ms  CLS    SI ms  font KiB');
for (const { path, medians: m } of results) {
  console.log(
    `${path.padEnd(11)} ${String(Math.round(m.performance)).padStart(4)}  ${String(Math.round(m.accessibility)).padStart(4)}  ${String(Math.round(m['best-practices'])).padStart(4)}  ${String(Math.round(m.seo)).padStart(4)}  ${String(Math.round(m.FCP)).padStart(6)}  ${String(Math.round(m.LCP)).padStart(6)}  ${String(Math.round(m.TBT)).padStart(6)}  ${m.CLS.toFixed(3)}  ${String(Math.round(m.SI)).padStart(6)}  ${m.fontKiB.toFixed(1).padStart(8)}`,
  );
}
const seconds = (ms) => (ms / 1000).toFixed(2);
const width = 80;
if (visits.length) {
  console.log(`\nWhat a visitor waits for, median of ${runs} loads, 412 px, 4× CPU, cold cache, photo and map hosts refused (s from navigation start)`);
  console.log(`page        ${links.map((link) => `${link.name} (${link.detail})`.padEnd(width)).join('')}`);
  console.log(`            ${links.map(() => 'paint  loader  seen  inter.  seen−paint (−loader)  second visit: seen  inter.'.padEnd(width)).join('')}`);
}
for (const row of visits) {
  const cells = links.map((link) => {
    const { firstPaint, loaderPaint, seen, interactive, second } = row[link.name];
    return `${seconds(firstPaint)}  ${seconds(loaderPaint)}   ${seconds(seen)}  ${seconds(interactive)}   ${seconds(seen - firstPaint)} (${seconds(seen - loaderPaint)})          ${seconds(second.seen)}  ${seconds(second.interactive)}`.padEnd(width);
  });
  console.log(`${row.path.padEnd(11)} ${cells.join('')}`);
}
if (frames.length) {
  console.log(`\nFirst paint → seen by the compositor's frames (ms), ${frameRuns} loads each, 412 px, 4× CPU, cold cache: median / worst (DOMContentLoaded's median); « forced »: the app held until first paint + 0.85 s`);
  console.log(`page        ${links.flatMap((link) => ['free', 'forced'].map((mode) => `${link.name} ${mode}`.padEnd(24))).join('')}`);
  for (const row of frames) {
    const cells = links.flatMap((link) =>
      ['free', 'forced'].map((mode) => {
        const { median: m, worst, dcl, flicker } = row[link.name][mode];
        return `${Math.round(m)} / ${Math.round(worst)} (${Math.round(dcl)})${flicker ? ` ${flicker}×flash` : ''}`.padEnd(24);
      }),
    );
    console.log(`${row.path.padEnd(11)} ${cells.join('')}`);
  }
}
// Build times with 3, 30 and 300 offers (scripts/bench-offers.mjs prints its own table).
const offers = process.env.BENCH_SKIP_OFFERS ? [] : (await import('./bench-offers.mjs')).rows;
// The same with 3, 30 and 300 articles (scripts/bench-articles.mjs).
const articles = process.env.BENCH_SKIP_ARTICLES ? [] : (await import('./bench-articles.mjs')).rows;
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/bench.json'), JSON.stringify({ date: new Date().toISOString(), protocol, weights, lighthouse: results, visits, frames, offers, articles }, null, 2));
console.log('\nwritten: bench-results/bench.json');
