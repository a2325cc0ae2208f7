/**
 * Shared harness for the real-browser suite: Debian's Chromium through playwright-core, a build
 * served as Cloudflare serves it (scripts/localCloudflare.mjs: Miniflare with the asset worker, dist/_headers,
 * the 404 page and trailing slashes, and the site's Worker on /api/* with its own local D1, R2 and e-mail),
 * and every external host intercepted so no test touches the network.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request, type Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { copyState, startWorker, type LocalWorker } from '../../scripts/localCloudflare.mjs';
import { chromiumPath, migratedState, workerBundle } from './globalSetup';

export const widths = [375, 1280] as const;

const photoFixture = readFileSync(resolve('tests/fixtures/photo.jpg'));
const mapFixture = readFileSync(resolve('tests/fixtures/map.html'));

export interface Harness {
  baseUrl: string;
  browser: Browser;
  /** The local Worker: its D1 and R2 state folder, and the e-mails it sent (.eml). */
  worker: LocalWorker;
  close: () => Promise<void>;
}

/**
 * A build folder served by its own local Worker, on empty storage (a copy of the migrated
 * template globalSetup made). The burst limit is raised: the suites send many messages from one address.
 * The Worker takes its offers to be open on the builds' day (SITE_TODAY, worker/siteData.ts
 * `offersDay`), not the machine's: the example offers stay open under the tests after their deadlines.
 */
/** The Worker's offers' day: the builds' (npm test builds with SITE_TODAY=2026-11-23). */
export const builtDay = { SITE_TODAY: process.env.SITE_TODAY ?? '2026-11-23' };

export async function startHost(root: string, vars: Record<string, string> = {}): Promise<LocalWorker> {
  const state = mkdtempSync(join(tmpdir(), 'sunu-rh-worker-'));
  copyState(migratedState, state);
  return startWorker({
    assets: root,
    persistTo: state,
    emailsDir: join(state, 'emails'),
    migrate: false,
    script: join(workerBundle, 'index.js'),
    vars: { RATE_LIMIT: '1000/600', RATE_LIMIT_IP: '1000/600', ...builtDay, ...vars },
  });
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
let shared: Promise<Browser> | undefined;

/**
 * Chromium with the suite's command line: one per test worker, shared by the files it runs one
 * after the other (the project's `isolate: false`; a launch costs about 0.9 s of CPU). A file
 * closes its own contexts when it ends (`useHarness`); extra `browserArgs` get a browser of their own.
 */
export async function launchChromium(browserArgs: string[] = []): Promise<Browser> {
  const launch = () => chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...browserArgs] });
  if (browserArgs.length) return launch();
  const running = shared && (await shared.catch(() => undefined));
  if (!running?.isConnected()) shared = launch();
  return shared!;
}

/**
 * Serves dist/ (or another build folder) through the Worker, with Chromium (`launchChromium`);
 * `vars` add to the Worker's settings, `browserArgs` to Chromium's command line.
 */
export async function startHarness(root = 'dist', vars: Record<string, string> = {}, browserArgs: string[] = []): Promise<Harness> {
  const [worker, browser] = await Promise.all([startHost(root, vars), launchChromium(browserArgs)]);
  return {
    baseUrl: worker.url,
    browser,
    worker,
    close: async () => {
      // The shared browser stays for the worker's next file; what this file opened goes.
      if (browserArgs.length) await browser.close();
      else await Promise.all(browser.contexts().map((context) => context.close()));
      await worker.close();
    },
  };
}

/**
 * A test file's harness: started before its tests, closed after them. The returned object reads
 * through to the running harness, so it can be passed to openPage() like the harness itself.
 */
export function useHarness(root = 'dist', vars: Record<string, string> = {}, browserArgs: string[] = []): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(root, vars, browserArgs);
  });
  afterAll(async () => {
    await started?.close();
  });
  const running = () => {
    if (!started) throw new Error('The harness is used outside a test (it starts in beforeAll).');
    return started;
  };
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get browser() {
      return running().browser;
    },
    get worker() {
      return running().worker;
    },
    close: () => running().close(),
  };
}

/**
 * A second host in the same test file (same browser), for another build folder such as
 * dist-endpoint/: started before the file's tests, closed after them. Returns its URL getter.
 */
export function useStaticHost(root: string): () => string {
  let host: LocalWorker | undefined;
  beforeAll(async () => {
    host = await startHost(root);
  });
  afterAll(async () => {
    await host?.close();
  });
  return () => {
    if (!host) throw new Error(`The host for ${root} is used outside a test.`);
    return host.url;
  };
}

export type ExternalMode = 'loaded' | 'unreachable';

/**
 * Starts every document of a context past the loader's second, for the tests whose subject is
 * not the loader (openPage's `loader: 'past'`). The loader's only clock is its CSS reveal (two
 * animations: the fade, then hidden), which the app reads when it starts (Loader.tsx,
 * `loaderShownFor`): this moves them to their end before the app's code runs, as when a slow
 * connection brings the app after the second. The loader machine then starts in `hidden` (its
 * `secondIsOver` guard): nothing waits for the second, nothing fades (beforeStart.test.ts proves
 * that start, hidden in one render and never shown again, for a visitor whose second was over).
 * The test moves the page's own animations (Web Animations API); the site has no switch for
 * it. The second itself is proven where it is the subject: tests/machines/loader.test.ts on a
 * simulated clock, and the browser tests about the loader (beforeStart's, the loader's model in
 * machines.test.ts, visitor's and a11y's loader tests, static's), which keep it.
 *
 * The animations exist once the page's styles apply: the app's module scripts wait for those
 * styles, so finishing them when parsing ends, or else when a stylesheet arrives, comes before the
 * app reads it (were it ever later, the page would only wait the second, as without this).
 */
export const pastLoaderSecond = () => {
  const finish = () => {
    const reveal = document.querySelector('[data-testid="loader"]:not([data-started])')?.getAnimations() ?? [];
    if (!reveal.length) return false;
    // On a page served from the device, the page under the loader waits for part of the second
    // too (src/components/Loader/pageUnderLoader.ts): its animations end with the loader's.
    const under = [...document.querySelectorAll('[data-testid="loader"] ~ :is(main, div)')].flatMap((element) => element.getAnimations());
    for (const animation of [...reveal, ...under]) animation.finish();
    return true;
  };
  let done = false;
  const attempt = () => {
    if (!done) done = finish();
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') attempt();
  });
  // A stylesheet still loading when parsing ended: its load event (captured: it does not bubble).
  document.addEventListener('load', (event) => (event.target as Element | null)?.matches?.('link[rel="stylesheet"]') && attempt(), true);
  document.addEventListener('DOMContentLoaded', attempt);
};

/**
 * A page at a given width. External requests are answered from local fixtures (`loaded`) or
 * refused (`unreachable`, as on a machine with no network). Console errors and page errors are
 * collected in `errors` so a test can assert there are none. With `loader: 'past'`, every page
 * of the context starts past the loader's second (`pastLoaderSecond`); by default the loader
 * takes its second, as for a visitor. The service worker is blocked unless `serviceWorkers: 'allow'`.
 */
export async function openPage(
  harness: Harness,
  width: number,
  { external = 'unreachable', loader = 'second', ...options }: BrowserContextOptions & { external?: ExternalMode; loader?: 'second' | 'past' } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  // The service worker is offline.test.ts's subject: elsewhere it would answer requests the routes below must see.
  const context = await harness.browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR', serviceWorkers: 'block', ...options });
  if (loader === 'past') await context.addInitScript(pastLoaderSecond);
  const errors: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    if (external === 'unreachable') return route.abort('internetdisconnected');
    const url = route.request().url();
    if (url.startsWith('https://images.unsplash.com/')) return route.fulfill({ body: photoFixture, contentType: 'image/jpeg' });
    if (url.startsWith('https://www.openstreetmap.org/')) return route.fulfill({ body: mapFixture, contentType: 'text/html' });
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  explainTimeouts(page, harness);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Refused external requests are the designed offline path, not app errors.
    if (message.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { page, context, errors };
}

export interface SharedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** This test's console and page errors (emptied before each test). */
  readonly errors: string[];
}

/**
 * One page for every test of the enclosing `describe` (made in its beforeAll, closed in its
 * afterAll), put back before each test as a new page would be. The suite is bound by the CPU, and
 * Chromium spends about 1 CPU-second on a new page (a renderer process that starts, then compiles
 * the site's scripts afresh), against half of that for a navigation of a page it has.
 *
 * Before each test: the page is on about:blank, at `width` × 800, with no route of its own, no
 * media emulated, online, and no error collected; the context has no cookie, no permission
 * granted, an empty HTTP cache, and nothing stored for the origins the page visited (session and
 * local storage, IndexedDB, Cache Storage, the origin-private file system). What cannot be put
 * back stays with openPage: a test that installs the page's clock, adds an init script or a
 * context route, or needs its first document in a new tab (the loader, fonts and requests counted
 * from a cold start) makes its own page. A test may fix the clock's time (setFixedTime), which
 * a new page would not have had: every test of a block that does must do so.
 */
export function useSharedPage(harness: Harness, width: number, options: Parameters<typeof openPage>[2] = {}): SharedPage {
  let opened: Awaited<ReturnType<typeof openPage>> | undefined;
  const visited = new Set<string>();
  beforeAll(async () => {
    opened = await openPage(harness, width, { loader: 'past', ...options });
    const { page } = opened;
    // The page's own documents (a frame's, such as the map's, is another site's: not ours to clear).
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) visited.add(origin);
    });
  });
  beforeEach(async () => {
    const { page, context, errors } = opened!;
    await page.unrouteAll({ behavior: 'wait' });
    // Session storage belongs to the tab: emptied from each origin's own document.
    for (const origin of visited) {
      if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/robots.txt`);
      await page.evaluate(() => sessionStorage.clear());
    }
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    for (const origin of visited) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    visited.clear();
    await context.clearCookies();
    await context.clearPermissions();
    await context.setOffline(false);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
    await page.setViewportSize({ width, height: 800 });
    errors.length = 0;
  });
  afterAll(async () => {
    await opened?.context.close();
  });
  const current = () => {
    if (!opened) throw new Error('The shared page is used outside a test (it opens in beforeAll).');
    return opened;
  };
  return {
    get page() {
      return current().page;
    },
    get context() {
      return current().context;
    },
    get errors() {
      return current().errors;
    },
  };
}

/**
 * A navigation that times out says which requests were still waiting for an answer, and what the
 * local Worker printed last: a page that never fires « load » is otherwise a bare timeout.
 */
function explainTimeouts(page: Page, harness: Harness) {
  const pending = new Map<Request, number>();
  const started = Date.now();
  page.on('request', (request) => pending.set(request, Date.now() - started));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    try {
      return await goto(...args);
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
      const waiting = [...pending].map(([request, at]) => `  ${request.method()} ${request.url()} (sent at ${at} ms)`).join('\n') || '  (none)';
      error.message += `\nRequests without an answer:\n${waiting}\nThe local Worker's last output:\n${harness.worker.output().slice(-3000)}`;
      throw error;
    }
  };
}

/** Waits until the loader machine has finished (the page is usable). */
export async function waitForApp(page: Page) {
  await page.waitForSelector('[data-testid="loader"][data-state="hidden"]', { state: 'attached', timeout: 10_000 });
}

export async function goto(page: Page, baseUrl: string, path: string) {
  const response = await page.goto(baseUrl + path);
  await waitForApp(page);
  return response;
}

// ---------------------------------------------------------------------------------------------
// Helpers shared by the visitor and accessibility suites (visitor.test.ts, a11y.test.ts).

/** The site's routes, plus an unknown path that must get the 404 page. */
export const sitePaths = ['/', '/a-propos', '/services', '/contact'] as const;
export const missingPath = '/page-inexistante';

/** Each page's h1, to know that a navigation has rendered its destination. */
export const pageHeadings: Record<string, string> = {
  '/': 'Des ressources humaines solides pour faire grandir votre entreprise',
  '/a-propos': 'À propos de Sunu RH Conseil',
  '/services': 'Nos services RH',
  '/contact': 'Parlons de vos besoins RH',
  [missingPath]: 'Page non trouvée',
};

/**
 * openPage + goto: a page at `path`, once the loader machine has finished. The loader is not the
 * subject of these tests: the page starts past its second unless `loader: 'second'` is asked.
 */
export async function openApp(
  harness: Harness,
  width: number,
  path: string,
  options: Parameters<typeof openPage>[2] = {},
) {
  const opened = await openPage(harness, width, { loader: 'past', ...options });
  const response = await goto(opened.page, harness.baseUrl, path);
  return { ...opened, response };
}

/** Waits until the loader machine has finished and the loader has faded (no longer painted or exposed). */
export async function waitForLoaderGone(page: Page) {
  await waitForApp(page);
  await waitForLoaderInvisible(page);
}

/** Path and hash of the page's current URL, e.g. `/services#paie`. */
export function pathOf(page: Page) {
  const url = new URL(page.url());
  return url.pathname + url.hash;
}

/** Text of the h1 inside <main>, or null while there is none. */
export function mainHeading(page: Page) {
  return page.evaluate(() => document.querySelector('main h1')?.textContent?.trim() ?? null);
}

/**
 * Resolves once `selector`'s top edge is inside the viewport, below the fixed header's bottom
 * edge, and the scroll position has not moved for `frames` animation frames (a smooth scroll
 * has settled). Polls every frame; no sleeps.
 */
export async function waitForTargetInView(page: Page, selector: string, frames = 5) {
  const token = `${selector}:${Math.random()}`;
  await page.waitForFunction(
    ({ selector, frames, token }) => {
      const store = window as unknown as { __inView?: { token: string; y: number; same: number } };
      if (store.__inView?.token !== token) store.__inView = { token, y: -1, same: 0 };
      const state = store.__inView;
      const target = document.querySelector(selector);
      const header = document.querySelector('header');
      if (!target || !header) return false;
      const top = target.getBoundingClientRect().top;
      const inView = top >= header.getBoundingClientRect().bottom - 1 && top < window.innerHeight;
      state.same = inView && window.scrollY === state.y ? state.same + 1 : 0;
      state.y = window.scrollY;
      return state.same >= frames;
    },
    { selector, frames, token },
    { polling: 'raf', timeout: 10_000 },
  );
}

/** Expects the page to be at `path` (with its hash) and to show that page's h1 (polled every frame). */
export async function expectAt(page: Page, path: string) {
  const [route = path, hash] = path.split('#');
  const heading = pageHeadings[route];
  try {
    await page.waitForFunction(
      ({ path, heading, hash }) =>
        location.pathname + location.hash === path &&
        document.querySelector('main h1')?.textContent?.trim() === heading &&
        (!hash || document.getElementById(hash) !== null),
      { path, heading, hash },
      { polling: 'raf', timeout: 5_000 },
    );
  } catch {
    // Say where the page is instead of a bare timeout.
    expect({ path: pathOf(page), heading: await mainHeading(page) }).toEqual({ path, heading });
    throw new Error(`${path}: the target #${hash} is missing`);
  }
}

/** Clicks a link and expects to land on `path`. */
export async function follow(link: Locator, page: Page, path: string) {
  await link.click();
  await expectAt(page, path);
}

export async function followFooterLink(page: Page, name: string, path: string) {
  await follow(page.locator('footer').getByRole('link', { name, exact: true }), page, path);
}

/** In-app navigation to one of the site's pages through the footer's quick links. */
export async function visit(page: Page, path: (typeof sitePaths)[number]) {
  const name = { '/': 'Accueil', '/services': 'Services', '/a-propos': 'À propos', '/contact': 'Contact' }[path];
  await followFooterLink(page, name, path);
}

/** The main navigation, opening the mobile menu first when the toggle is shown. */
export async function openMainNav(page: Page): Promise<Locator> {
  const toggle = page.locator('#menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await page.waitForSelector('#menu-principal[data-state="open"]');
  }
  return page.locator('#menu-principal');
}

/**
 * Records, from before any page script: the loader's data-state / data-started changes with the
 * time they were seen (`t`, performance.now()), when its CSS `reveal` animation started
 * (`revealStart`, on the document timeline, whose origin is the same) with its delay
 * (`revealDelay`), how it looked in the first frame that had it (`firstFrame`), and its opacity in the 30
 * frames from when the app took it over (`opacityAfterStart`).
 */
export const recordLoader = () => {
  const record = {
    log: [] as { attr: string; value: string | null; t: number }[],
    revealStart: null as number | null,
    revealDelay: null as number | null,
    firstFrame: null as { state: string | null; busy: string | null; opacity: string; coversViewport: boolean } | null,
    opacityAfterStart: [] as number[],
  };
  (window as unknown as { __loader: typeof record }).__loader = record;
  new MutationObserver((records) => {
    const t = performance.now();
    for (const mutation of records) {
      const el = mutation.target as Element;
      if (el.getAttribute('data-testid') !== 'loader' || !mutation.attributeName) continue;
      record.log.push({ attr: mutation.attributeName, value: el.getAttribute(mutation.attributeName), t });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state', 'data-started'] });
  const frame = () => {
    const loader = document.querySelector('[data-testid="loader"]');
    if (loader && record.firstFrame === null) {
      const rect = loader.getBoundingClientRect();
      record.firstFrame = {
        state: loader.getAttribute('data-state'),
        busy: loader.getAttribute('aria-busy'),
        opacity: getComputedStyle(loader).opacity,
        coversViewport: rect.width >= window.innerWidth && rect.height >= window.innerHeight,
      };
    }
    if (loader && record.revealStart === null) {
      const reveal = loader.getAnimations().find((animation) => 'animationName' in animation && !(animation as CSSAnimation).animationName.includes('spin'));
      if (typeof reveal?.startTime === 'number') {
        record.revealStart = reveal.startTime;
        record.revealDelay = Number(reveal.effect?.getComputedTiming().delay);
      }
    }
    if (loader?.hasAttribute('data-started')) record.opacityAfterStart.push(Number(getComputedStyle(loader).opacity));
    if (record.opacityAfterStart.length < 30) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

export interface LoaderRecord {
  log: { attr: string; value: string | null; t: number }[];
  revealStart: number | null;
  revealDelay: number | null;
  firstFrame: { state: string | null; busy: string | null; opacity: string; coversViewport: boolean } | null;
  opacityAfterStart: number[];
}

/** What `recordLoader` recorded (add it with context.addInitScript before loading). */
export function loaderRecord(page: Page) {
  return page.evaluate(() => (window as unknown as { __loader: LoaderRecord }).__loader);
}

/**
 * Holds back the app's JavaScript (every /assets/*.js request) until the test releases it, so
 * « before the app starts » is a state the test controls rather than a race with the network.
 */
export async function holdAppScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return {
    /** How many script requests are waiting. */
    get count() {
      return held.length;
    },
    /** Lets every held request through, and the ones that follow. */
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Lets the held app start once the loader has been painted (its reveal animation has a start
 * time, recorded by `recordLoader`): the app then takes over a loader whose second has begun,
 * however fast or slow this machine is.
 */
export async function releaseOnceLoaderPainted(page: Page, scripts: { release: () => Promise<void> }) {
  await page.waitForFunction(() => (window as unknown as { __loader?: LoaderRecord }).__loader?.revealStart != null, undefined, { polling: 'raf' });
  await scripts.release();
}

/** Resolves once the loader is no longer painted: its CSS reveal has ended (hidden, out of reach). */
export async function waitForLoaderInvisible(page: Page) {
  await page.waitForFunction(() => {
    const loader = document.querySelector('[data-testid="loader"]');
    return !!loader && getComputedStyle(loader).visibility === 'hidden';
  });
}

/**
 * Pauses the page's clock (installed with page.clock.install()): from then on its timers, Date
 * and performance.now() move only when the test moves them. `pauseAt` needs a time ahead of the
 * page's; if the page's time has passed it by the time the call lands (a busy machine), ask again
 * a little further ahead.
 */
export async function pauseClock(page: Page) {
  for (let ahead = 20; ; ahead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead > 5_000 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Moves the paused clock 10 ms at a time until `condition` holds in the page (at most `limit`
 * ms), and returns how far it moved: for what the page does on a timer of its own framework
 * (React reveals a Suspense boundary's content on a short throttle timer). Past `limit`, the clock
 * stays where it is and the network gets up to 15 s more.
 */
export async function runClockUntil(page: Page, condition: string, limit = 1_000): Promise<number> {
  for (let moved = 0; moved <= limit; moved += 10) {
    if (await page.evaluate(condition)) return moved;
    await page.clock.runFor(10);
  }
  // The page's clock has moved enough: what may still be missing is the network (a chunk, a data
  // file from the local Worker), slower on a busy machine. Wait for it with the page's clock still.
  const patience = Date.now() + 15_000;
  while (Date.now() < patience) {
    if (await page.evaluate(condition)) return limit;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still not true after ${limit} ms on the page's clock and 15 s for the network: ${condition}`);
}

/**
 * Holds the loader's CSS reveal (its fade and its hiding, the loader's own two animations) at the
 * start of its second (paused at 0 ms) once it has been
 * painted (and recorded, when `recordLoader` runs), so that « the loader shows » is a state the
 * test holds, however long a busy machine took to get here. `playLoaderReveal` lets it run on.
 */
export async function holdLoaderReveal(page: Page) {
  await page.waitForFunction(
    () => {
      const reveal = document.querySelector('[data-testid="loader"]')?.getAnimations()[0];
      const record = (window as unknown as { __loader?: LoaderRecord }).__loader;
      return !!reveal && reveal.startTime !== null && (!record || record.revealStart !== null);
    },
    undefined,
    { polling: 'raf' },
  );
  await page.$eval('[data-testid="loader"]', (el) => {
    for (const animation of el.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
  });
}

export async function playLoaderReveal(page: Page) {
  await page.$eval('[data-testid="loader"]', (el) => el.getAnimations().forEach((animation) => animation.play()));
}

const axeSource = resolve('node_modules/axe-core/axe.min.js');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core (WCAG 2.2 AA tags) on the whole document; returns one readable line per violation
 * and node. A strict CSP blocks the injected script: run it in a context made with `bypassCSP: true`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (tags) => {
    type AxeResult = { violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    // Third-party frames (the map) are not ours to audit; the <iframe> element itself is.
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false, resultTypes: ['violations'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
  }, axeTags);
}
