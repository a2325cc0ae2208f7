/**
 * The static output in a real Chromium, served from dist/ with its _headers (strict CSP):
 * no CSP violation, no hydration warning, a readable site without JavaScript, HTTP status codes,
 * the loader's CSS safety when the app's JavaScript never arrives, and the brand font: one file
 * per page, and no text moving when it replaces its metric-matched fallback.
 *
 * Widths (docs/testing.md, « Which width a browser test runs at »): at 375 px and 1280 px, what the
 * width changes: every page's CSP and hydration with the header's navigation (the menu, or inline
 * links), the pages readable without JavaScript (nothing over them, the « Menu » link or the
 * header's links), the font files a page's text asks for, and the first screen's layout with
 * each font. Once, at 375 px: the contact submit under the CSP, the form's notice without
 * JavaScript, the HTTP status codes, and the loader's CSS safety.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { timing } from '../../machines/constants';
import { form as formCopy } from 'virtual:content/contact';
import * as site from 'virtual:content/site';
import { beforeStartNotices } from '../contentCopy';
import { goto, holdLoaderReveal, openPage, playLoaderReveal, useHarness } from './harness';

const harness = useHarness('dist');

/** Each page, with its h1 and a piece of its main content. */
const pages = [
  { path: '/', main: 'Nos expertises phares' },
  { path: '/a-propos', main: 'Impact Local' },
  { path: '/services', main: 'Analyse & Diagnostic' },
  { path: '/contact', main: 'Envoyez-nous un message' },
] as const;

const notFoundTitle = 'Page non trouvée';

/** In every frame, before any page script: CSP violation events and window errors, kept in the page. */
const recordViolations = () => {
  const w = window as unknown as { __cspViolations: string[]; __windowErrors: string[] };
  w.__cspViolations = [];
  w.__windowErrors = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    w.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
  });
  window.addEventListener('error', (event) => w.__windowErrors.push(String(event.message)));
};

const hydrationProblem = /hydrat|Minified React error #(418|423|425)\b|react\.dev\/errors\/(418|423|425)\b/i;

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Another page of the same context, watched the same way. */
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
  /** CSP messages in the console, across navigations. */
  cspConsole: string[];
  /** Console messages and page errors that speak of hydration. */
  hydration: string[];
  /** Reads and clears what a page recorded (call before leaving a document). */
  collect: (page: Page) => Promise<{ csp: string[]; windowErrors: string[] }>;
}

async function watchedContext(width: number, options: Parameters<typeof openPage>[2] = {}): Promise<Watched> {
  const { page, context } = await openPage(harness, width, { external: 'loaded', loader: 'past', ...options });
  await context.addInitScript(recordViolations);
  const cspConsole: string[] = [];
  const hydration: string[] = [];
  const watch = (watched: Page) => {
    watched.on('console', (message) => {
      const text = message.text();
      if (/Content[- ]Security[- ]Policy/i.test(text)) cspConsole.push(`${watched.url()}: ${text}`);
      if (hydrationProblem.test(text)) hydration.push(`${watched.url()} console.${message.type()}: ${text}`);
    });
    watched.on('pageerror', (error) => {
      if (hydrationProblem.test(`${error.message}\n${error.stack ?? ''}`)) hydration.push(`${watched.url()} pageerror: ${error.message}`);
    });
    return watched;
  };
  watch(page);
  const collect = async (from: Page) => {
    const found = await from.evaluate(() => {
      const w = window as unknown as { __cspViolations: string[]; __windowErrors: string[] };
      const result = { csp: [...w.__cspViolations], windowErrors: [...w.__windowErrors] };
      w.__cspViolations.length = 0;
      w.__windowErrors.length = 0;
      return result;
    });
    return { csp: found.csp.map((v) => `${from.url()}: ${v}`), windowErrors: found.windowErrors.map((v) => `${from.url()}: ${v}`) };
  };
  return { page, context, newPage: async () => watch(await context.newPage()), close: () => context.close(), cspConsole, hydration, collect };
}

/**
 * Makes the lazy photos and the map frame load (as if scrolled to), then scrolls through the page.
 * Timers rather than animation frames: several tabs load side by side, and background tabs get
 * no frames.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll<HTMLImageElement | HTMLIFrameElement>('img[loading="lazy"], iframe[loading="lazy"]')) el.loading = 'eager';
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
}

/** Follows a header link as a visitor does: through the menu on small screens. */
async function navigateByHeader(page: Page, width: number, label: string, path: string) {
  if (width < 1024) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.waitForSelector('#menu-principal[data-state="open"]', { timeout: 10_000 });
  }
  await page.locator('#menu-principal').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path, { timeout: 5_000 });
  await page.waitForSelector('header[data-menu="closed"]', { timeout: 10_000 });
}

async function h1(page: Page) {
  return (await page.locator('main h1').first().textContent())?.trim();
}

describe.concurrent('(a) strict CSP: no violation; (b) hydration: no warning', () => {
  const buildYear = new Date().getFullYear();
  // The contact submit's requests do not depend on the width: at 375 px only.
  it.each([
    [375, buildYear, ' and a contact submit'],
    [1280, buildYear + 1, ''],
  ])('at %i px, visitor in %i: every page, the menu, client navigation%s; the footer year', async (width, visitorYear, submit) => {
    const watched = await watchedContext(width);
    const { page, context } = watched;
    const media = new Set<string>();
    context.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname === 'images.unsplash.com' || hostname === 'www.openstreetmap.org') media.add(hostname);
    });
    const csp: string[] = [];
    const windowErrors: string[] = [];
    const keep = async (from: Page) => {
      const found = await watched.collect(from);
      csp.push(...found.csp);
      windowErrors.push(...found.windowErrors);
    };
    try {
      // At 1280 px the visitor's clock is in the year after the build (Date fixed, timers running).
      if (visitorYear !== buildYear) await context.clock.setFixedTime(new Date(`${visitorYear}-01-01T08:00:00Z`));

      // Every page loaded from the server, including the 404 page (side by side, one tab each).
      const loaded = await Promise.all(
        [...pages, { path: '/n-existe-pas' }].map(async ({ path }, index) => {
          const tab = index === 0 ? page : await watched.newPage();
          await goto(tab, harness.baseUrl, path);
          await scrollThrough(tab);
          await tab
            .waitForFunction((year) => document.querySelector('[data-testid="footer-year"]')?.textContent === String(year), visitorYear, { timeout: 10_000 })
            .catch(() => {});
          const year = await tab.getByTestId('footer-year').textContent();
          await keep(tab);
          return { path, tab, year, h1: await h1(tab) };
        }),
      );
      expect(loaded.map(({ path, year }) => [path, year])).toEqual(loaded.map(({ path }) => [path, String(visitorYear)]));
      expect(loaded.at(-1)!.h1).toBe(notFoundTitle);
      await Promise.all(loaded.slice(1).map(({ tab }) => tab.close()));

      // Client-side navigation through the header (the menu on small screens).
      await navigateByHeader(page, width, 'Services', '/services');
      await navigateByHeader(page, width, 'À propos', '/a-propos');
      await navigateByHeader(page, width, 'Contact', '/contact');
      await scrollThrough(page);

      // A submit on the contact page.
      if (submit) {
        await page.fill('#contact-name', 'Ousmane Faye');
        await page.fill('#contact-email', 'ousmane.faye@example.sn');
        await page.fill('#contact-message', 'Demande de devis pour une mission d’intérim.');
        await page.locator('[data-testid="contact-form"] button[type="submit"]').click();
        await page.waitForSelector('[data-testid="contact-form"][data-state="success"]', { state: 'attached', timeout: 10_000 });
        await page.getByTestId('toast').waitFor({ timeout: 10_000 });
      }
      await keep(page);

      // The photo and map hosts were really exercised under the policy.
      expect([...media].sort()).toEqual(['images.unsplash.com', 'www.openstreetmap.org']);
      expect(csp).toEqual([]);
      expect(watched.cspConsole).toEqual([]);
      expect(watched.hydration).toEqual([]);
      expect(windowErrors.filter((message) => hydrationProblem.test(message))).toEqual([]);

      // The recorders are live: an injected inline script is refused and reported by both.
      await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.__probe = 1' })));
      await page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0, null, { timeout: 10_000 });
      expect((await watched.collect(page)).csp.join()).toMatch(/script-src/);
      expect(await page.evaluate(() => (window as unknown as { __probe?: number }).__probe)).toBeUndefined();
      expect(watched.cspConsole.length).toBeGreaterThan(0);
    } finally {
      await watched.close();
    }
  });
});

describe.concurrent('(c) JavaScript disabled', () => {
  it.each([375, 1280])('at %i px: every page readable, no loader over it, the navigation works as plain links', async (width) => {
    const { page, context } = await openPage(harness, width, { javaScriptEnabled: false });
    try {
      for (const { path, main } of [...pages, { path: '/n-existe-pas', main: 'Désolé, la page que vous recherchez' }]) {
        await page.goto(harness.baseUrl + path);
        const heading = page.locator('main h1').first();
        expect(await heading.isVisible(), `${path} h1`).toBe(true);
        expect((await heading.textContent())?.trim(), `${path} h1`).not.toBe('');
        expect(await page.locator('main').getByText(main).first().isVisible(), `${path} main content`).toBe(true);
        expect(await page.getByTestId('loader').isVisible(), `${path} loader`).toBe(false);
        // Nothing covers the heading: the element at its centre belongs to it.
        const box = (await heading.boundingBox())!;
        await page.evaluate(() => window.scrollTo(0, 0));
        const covered = await page.evaluate(
          ({ x, y }) => {
            const hit = document.elementFromPoint(x, y);
            const h = document.querySelector('main h1');
            return hit === h || Boolean(h?.contains(hit)) ? null : hit?.outerHTML.slice(0, 120) ?? 'nothing';
          },
          { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 },
        );
        expect(covered, `${path}: the h1 is covered`).toBeNull();
        // Fully opaque: no fade-in waiting for a script.
        const opacity = await heading.evaluate((el) => {
          let value = 1;
          for (let node: Element | null = el; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
          return value;
        });
        expect(opacity, `${path} opacity`).toBeGreaterThan(0.99);
      }

      // The header's links, followed as plain links (full page loads).
      await page.goto(`${harness.baseUrl}/`);
      for (const [label, path] of [
        ['Services', '/services'],
        ['À propos', '/a-propos'],
        ['Contact', '/contact'],
        ['Accueil', '/'],
      ] as const) {
        let link = page.locator('header').getByRole('link', { name: label, exact: true });
        if (width < 1024) {
          // Small screens without JavaScript: the header's « Menu » link leads to the footer's navigation.
          expect(await link.isVisible(), `header link ${label} hidden at ${width} px`).toBe(false);
          const menu = page.locator('header').getByRole('link', { name: 'Menu', exact: true });
          expect(await menu.isVisible(), `no-JS « Menu » link at ${width} px`).toBe(true);
          await menu.click();
          await page.waitForURL((url) => url.hash === '#navigation-pied');
          link = page.locator('#navigation-pied').getByRole('link', { name: label, exact: true });
          expect(await link.isVisible(), `footer link ${label} reached from « Menu » at ${width} px`).toBe(true);
        } else {
          expect(await link.isVisible(), `header link ${label} at ${width} px`).toBe(true);
        }
        // The link's full page load: its answer, then the new page loaded (its answer comes before
        // the page is there: what is on screen then may still be the page the link was on).
        const [response] = await Promise.all([page.waitForEvent('response', (r) => r.request().isNavigationRequest()), link.click()]);
        expect(response.status()).toBe(200);
        expect(new URL(response.url()).pathname).toBe(path);
        await page.waitForURL((url) => url.pathname === path);
        await page.locator('main h1').first().waitFor({ state: 'visible' });
      }
    } finally {
      await context.close();
    }
  });

  it('/contact: the form, which cannot send without JavaScript, is replaced by a French notice with the e-mail and phone', async () => {
    const { page, context } = await openPage(harness, 375, { javaScriptEnabled: false });
    try {
      await page.goto(`${harness.baseUrl}/contact`);
      expect(await page.locator('#formulaire-contact').isVisible()).toBe(false);
      // Playwright's locators skip <noscript>: read the page itself.
      const notice = await page.evaluate(() => {
        const paragraph = document.querySelector('main noscript p');
        const box = paragraph?.getBoundingClientRect();
        return { text: paragraph?.textContent, shown: !!box && box.height > 0 && getComputedStyle(paragraph!).visibility === 'visible' };
      });
      expect(notice).toEqual({ text: beforeStartNotices.noScript, shown: true });
      expect(notice.text).toContain(site.email);
      expect(notice.text).toContain(site.phone.display);
      expect(await page.getByText(formCopy.intro).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('(d) HTTP status and the not-found page, at 375 px', () => {
  it('GET /services → 200, GET /n-existe-pas → 404 with the « Page non trouvée » page; client-side unknown path → the same page', async () => {
    const services = await fetch(`${harness.baseUrl}/services`);
    expect(services.status).toBe(200);
    expect(await services.text()).toContain('Analyse &amp; Diagnostic');
    const missing = await fetch(`${harness.baseUrl}/n-existe-pas`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await missing.text()).toContain(notFoundTitle);

    const { page, context, errors } = await openPage(harness, 375, { loader: 'past' });
    try {
      const response = await goto(page, harness.baseUrl, '/n-existe-pas');
      expect(response?.status()).toBe(404);
      expect(await h1(page)).toBe(notFoundTitle);
      expect(await page.title()).toContain(notFoundTitle);
      // Both buttons lead home.
      const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.filter((href) => href === '/')).toHaveLength(2);

      // Client side: the router meets an unknown path.
      await goto(page, harness.baseUrl, '/services');
      expect(await h1(page)).not.toBe(notFoundTitle);
      await page.evaluate(() => {
        window.history.pushState(window.history.state, '', '/n-existe-pas');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      });
      await page.getByRole('heading', { level: 1, name: notFoundTitle }).waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/n-existe-pas');
      await page.waitForFunction((title) => document.title.includes(title), notFoundTitle, { timeout: 10_000 });
      // The 404 answer to the first navigation is expected; nothing else may go wrong.
      expect(errors.filter((error) => !/status of 404 \(Not Found\)/.test(error))).toEqual([]);
      expect(errors.filter((error) => /status of 404/.test(error)).length).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});

describe('(e) the loader cannot trap a visitor whose JavaScript did not run', () => {
  it('at 375 px, the app’s JS refused: the loader is shown, then leaves by itself after its second, and the page can be used', async () => {
    const { page, context } = await openPage(harness, 375);
    try {
      let refused = 0;
      await page.route('**/assets/*.js', (route) => {
        refused += 1;
        return route.abort('blockedbyclient');
      });
      await page.goto(`${harness.baseUrl}/`);
      const loader = page.getByTestId('loader');
      // The inline script ran (html.js), so the loader is shown at first…
      expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
      // Held at the start of its second, whatever time this machine took to load the page.
      await holdLoaderReveal(page);
      expect(await loader.isVisible()).toBe(true);
      expect(refused).toBeGreaterThan(0);
      // …and its own CSS hides it, `loaderDuration` after it started.
      expect(await loader.evaluate((el) => el.getAnimations().map((animation) => animation.effect!.getComputedTiming().delay))).toContain(timing.loaderDuration);
      await playLoaderReveal(page);
      await loader.waitFor({ state: 'hidden' });
      expect(await loader.getAttribute('data-started')).toBeNull();
      expect(await page.locator('main h1').first().isVisible()).toBe(true);
      expect(await page.locator('main').getByText('Nos expertises phares').first().isVisible()).toBe(true);
      const hit = await page.evaluate(() => {
        const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
        return el?.closest('[data-testid="loader"]') ? 'loader' : 'page';
      });
      expect(hit).toBe('page');
    } finally {
      await context.close();
    }
  });
});

describe('(f) one font file per page', () => {
  it('every page, scrolled to the end at 375 and 1280 px, downloads only the latin Manrope file (« œ » must not pull latin-ext)', async () => {
    // The copy uses « œ », which both subsets' unicode-ranges cover: the face declared last wins.
    expect(readFileSync(resolve('dist/index.html'), 'utf8')).toContain('œ');
    for (const width of [375, 1280]) {
      // Request interception keeps Chromium's HTTP cache off, so each page load fetches its fonts.
      const { page, context } = await openPage(harness, width, { loader: 'past' });
      try {
        let fonts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
        });
        for (const { path } of pages) {
          fonts = [];
          await goto(page, harness.baseUrl, path);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.evaluate(() => document.fonts.ready);
          expect(fonts.map((font) => font.replace(/-[\w-]{8}\.woff2$/, '.woff2')), `${path} at ${width} px`).toEqual([
            '/assets/manrope-latin-wght-normal.woff2',
          ]);
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe('(g) text keeps its place when Manrope replaces its fallback', () => {
  /** Top and height of every text element in the first screen, once the app has started. */
  const firstScreen = () =>
    [...document.querySelectorAll('header a, main h1, main h2, main h3, main p, main a, main li')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && box.top < window.innerHeight)
      .map(({ element, box }) => `${element.tagName} «${(element.textContent ?? '').trim().slice(0, 24)}» top ${Math.round(box.top)} height ${Math.round(box.height)}`);

  it('at 375 and 1280 px, every page’s first screen lays out the same with the fallback (font blocked) and with Manrope', async () => {
    for (const width of [375, 1280]) {
      const layouts: Record<string, string[]>[] = [];
      for (const blockFont of [true, false]) {
        const { page, context } = await openPage(harness, width);
        try {
          if (blockFont) await page.route('**/*.woff2', (route) => route.abort());
          const byPath: Record<string, string[]> = {};
          for (const { path } of pages) {
            // Once hydration has begun, main.tsx has added Manrope; the loader's second is not needed.
            await page.goto(harness.baseUrl + path);
            await page.waitForSelector('[data-testid="loader"][data-started]', { state: 'attached' });
            const fonts = await page.evaluate(async () => {
              await document.fonts.ready;
              return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
            });
            // The fallback must be a real local font here (Liberation Sans / Arial metrics), or the comparison proves nothing.
            expect(fonts.some((family) => family.startsWith('Manrope Fallback')), `${path}: ${fonts}`).toBe(true);
            expect(fonts.includes('Manrope Variable'), `${path} at ${width} px: ${fonts}`).toBe(!blockFont);
            byPath[path] = await page.evaluate(firstScreen);
          }
          layouts.push(byPath);
        } finally {
          await context.close();
        }
      }
      for (const { path } of pages) expect(layouts[1][path], `${path} at ${width} px`).toEqual(layouts[0][path]);
    }
  });
});
