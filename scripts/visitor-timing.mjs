// What a visitor waits for, measured in Chromium over an emulated link with 4× CPU slowdown:
//   first paint  – the browser's first-paint entry (often a blank page background, painted
//                  before the body is parsed);
//   loader paint – the first contentful paint: the loader's spinner and label;
//   seen         – the main heading is on screen, uncovered and at least 90 % opaque (its own
//                  opacity times what shows through whatever is painted over its centre);
//   interactive  – React has hydrated the frame and the page (its nodes carry React's props).
// Used by `npm run bench`, through a bare DevTools connection (cdp.mjs). A report of figures, not a test.

import { evaluate, newProfile, newTab } from './cdp.mjs';

/** The photo and map hosts, refused by the browser's resolver (for the second visit: see `emulatePhone`). */
export const refusedHosts = '--host-resolver-rules=MAP images.unsplash.com ~NOTFOUND, MAP www.openstreetmap.org ~NOTFOUND';

export const links = [
  { name: 'slow 4G', detail: '1.6 Mbps, 150 ms', kbps: 1600, rtt: 150 },
  { name: '3G', detail: '400 kbps, 300 ms', kbps: 400, rtt: 300 },
];

/** The binding the page calls once both marks are in (`watchVisitor`, `marksIn`). */
const marksBinding = '__visitorMarksIn';

/**
 * Added to the page before any of its scripts: checks every frame whether the main heading is
 * seen, and whether the app has hydrated, then tells the benchmark (`marksIn`). Reads nothing from
 * the app but the DOM.
 */
function watchVisitor() {
  const marks = { seen: null, interactive: null };
  window.__visitorMarks = marks;
  const opacityOf = (el) => {
    let value = 1;
    for (let node = el; node instanceof Element; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  };
  const hydrated = (el) => !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  const check = (now) => {
    const heading = document.querySelector('main h1');
    if (marks.seen === null && heading) {
      const rect = heading.getBoundingClientRect();
      const onScreen = rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(rect.top + Math.min(rect.height, 40) / 2, 0), innerHeight - 1);
      if (onScreen && getComputedStyle(heading).visibility === 'visible') {
        // Everything painted above the heading at that point, outermost layers only.
        const stack = document.elementsFromPoint(x, y);
        const index = stack.findIndex((el) => heading.contains(el));
        const above = index < 0 ? stack : stack.slice(0, index);
        const covers = above.filter((el) => !heading.contains(el) && !above.some((other) => other !== el && other.contains(el)));
        let shown = index < 0 ? 0 : opacityOf(heading);
        for (const cover of covers) shown *= 1 - opacityOf(cover);
        if (shown >= 0.9) marks.seen = now;
      }
    }
    if (marks.interactive === null && hydrated(document.querySelector('main h1')) && hydrated(document.querySelector('footer a'))) {
      marks.interactive = now;
    }
    if (marks.seen === null || marks.interactive === null) requestAnimationFrame(check);
    else window.__visitorMarksIn?.('');
  };
  requestAnimationFrame(check);
}

/**
 * The visitor's conditions in a tab, through `session` (anything that sends CDP commands to it:
 * a tab of cdp.mjs, a Playwright CDP session): `link`'s latency and throughput, 4× CPU, cold
 * cache, the photo and map hosts refused. Returns the session.
 */
export async function emulatePhone(session, link, { block = true } = {}) {
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Blocking URLs makes Chromium bypass the service worker: a second visit refuses those hosts
  // with the browser's resolver instead (`refusedHosts`, on the browser's command line).
  if (block) await session.send('Network.setBlockedURLs', { urls: ['*://images.unsplash.com/*', '*://www.openstreetmap.org/*'] });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.rtt,
    downloadThroughput: (link.kbps * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return session;
}

/** The phone's screen (CSS px). */
const screen = { width: 412, height: 823 };

/**
 * Readies `tab` to be timed: `watchVisitor` added to every page it opens, and `arrived`, which
 * resolves once the page has both its marks, told by a binding the page calls (not by polling
 * it, which would run work of the benchmark's on the main thread it measures). Call before the
 * navigation.
 */
async function watch(tab) {
  await tab.send('Page.enable');
  await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${watchVisitor})()` });
  await tab.send('Runtime.enable');
  await tab.send('Runtime.addBinding', { name: marksBinding });
  let timer;
  const called = tab.once('Runtime.bindingCalled');
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('The page was not seen and interactive within 60 s.')), 60_000)));
  return { arrived: Promise.race([called, late]).finally(() => clearTimeout(timer)) };
}

/** Opens `url` in `tab` and returns its marks once it is seen and interactive (ms from navigation start). */
async function readMarks(tab, url) {
  const { arrived } = await watch(tab);
  const { errorText } = await tab.send('Page.navigate', { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
  await arrived;
  return evaluate(
    tab,
    `(() => {
      const paint = performance.getEntriesByType('paint');
      const contentful = paint.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? NaN;
      const firstPaint = paint.find((entry) => entry.name === 'first-paint')?.startTime ?? contentful;
      return { firstPaint, loaderPaint: contentful, seen: window.__visitorMarks.seen, interactive: window.__visitorMarks.interactive };
    })()`,
  );
}

/**
 * One load of `url` over `link` in a fresh profile: first paint, loader paint, seen and
 * interactive in ms from navigation start. `browser` is a connection of cdp.mjs.
 */
export async function timeVisit(browser, url, link) {
  const profile = await newProfile(browser);
  try {
    const tab = await emulatePhone(await newTab(browser, profile, screen), link);
    return await readMarks(tab, url);
  } finally {
    await profile.dispose();
  }
}

/**
 * A second visit to `url`: a first load, unthrottled, installs the service worker (src/offline/sw.ts),
 * which precaches the scripts, styles and fonts and keeps the page; that tab is closed, and the
 * page opened in a new one of the same profile over `link`, 4× CPU, the browser's HTTP cache off
 * (what is fast comes from the worker's caches). The copy kept is this version's page, so the
 * worker serves it at once; the navigation preload still asks the network for it, throttled like
 * the page's own request.
 */
export async function timeSecondVisit(browser, url, link) {
  const profile = await newProfile(browser);
  try {
    const first = await newTab(browser, profile, screen);
    await first.send('Page.navigate', { url });
    // Activated (not only in control: a navigation while it activates goes to the network), and
    // this page kept.
    const ready = `(async () => {
      if (document.readyState === 'loading' || !navigator.serviceWorker.controller || (await navigator.serviceWorker.getRegistration())?.active?.state !== 'activated') return false;
      const kept = await (await caches.open('sunu-pages')).keys();
      return kept.some((request) => new URL(request.url).pathname === location.pathname);
    })()`;
    for (const started = Date.now(); !(await evaluate(first, ready).catch(() => false)); ) {
      if (Date.now() - started > 60_000) throw new Error(`${url}: the service worker did not install.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await first.close();
    const tab = await emulatePhone(await newTab(browser, profile, screen), link, { block: false });
    const marks = await readMarks(tab, url);
    // The page must have been the worker's: controlled, and no script fetched from the network.
    const notFromWorker = await evaluate(
      tab,
      `navigator.serviceWorker.controller === null
        ? ['no service worker in control']
        : performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js') && entry.workerStart === 0).map((entry) => entry.name)`,
    );
    if (notFromWorker.length) throw new Error(`${url}: the second visit was not served by the service worker: ${notFromWorker.join(', ')}`);
    return marks;
  } finally {
    await profile.dispose();
  }
}
