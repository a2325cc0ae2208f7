/**
 * What a visitor sees and does, in a real Chromium against the prerendered build (dist/) served
 * with its _headers (strict CSP): the loader's second, the header's scroll state, the mobile menu,
 * every navigation link, hash scrolling, the 404 page, and the stock photos both when their host
 * answers and when it cannot be reached.
 *
 * Widths (docs/testing.md, « Which width a browser test runs at »): the header (the menu at 375 px,
 * its links inline at 1280 px) and hash scrolling (the card below the fixed header) depend on the
 * width: 375 px and 1280 px. The rest does not and runs once, at 375 px, a phone's width, as most
 * visitors have: the loader's second (its first frame over the whole viewport is checked at both
 * widths in beforeStart.test.ts), the header's scroll states, every link's destination, the 404
 * pages, the photos and their fallback.
 *
 * Waits are on what the page exposes (data-state, roles, URL, polled every frame); none is timed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeChunkKey } from '../../src/lib/routerInternals';
import type { ElementHandle, Page, Response } from 'playwright-core';
import { timing } from '../../machines/constants';
import { allPhotos } from '../contentCopy';
import { plain } from '../specText';
import {
  expectAt,
  follow,
  followFooterLink,
  goto,
  holdAppScripts,
  loaderRecord,
  releaseOnceLoaderPainted,
  type LoaderRecord,
  mainHeading,
  missingPath,
  openApp,
  openMainNav,
  openPage,
  pageHeadings,
  pathOf,
  recordLoader,
  useHarness,
  useSharedPage,
  visit,
  waitForApp,
  waitForLoaderGone,
  waitForTargetInView,
  widths,
} from './harness';

const harness = useHarness();

// ---------------------------------------------------------------------------------------------
// Helpers

const photoAlts = new Set(allPhotos.map((image) => image.alt));

/** Scrolls the window to `y` and resolves once the scroll event has been handled and painted. */
function scrollWindowTo(page: Page, y: number) {
  return page.evaluate(
    (y) =>
      new Promise<number>((resolve) => {
        const settled = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)));
        if (Math.round(window.scrollY) === y) return settled();
        window.addEventListener('scroll', settled, { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    y,
  );
}

async function followHeaderLink(page: Page, name: string, path: string) {
  await (await openMainNav(page)).getByRole('link', { name, exact: true }).click();
  await expectAt(page, path);
}

/** Photo frames of the current page, each scrolled into view and checked for `expected`. */
async function checkPhotos(page: Page, expected: 'photo' | 'fallback') {
  const frames = page.locator('main [data-photo]');
  const count = await frames.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const frame = frames.nth(index);
    await frame.scrollIntoViewIfNeeded();
    if (expected === 'photo') {
      const img = frame.locator('img');
      await img.waitFor({ state: 'attached' });
      const handle = (await img.elementHandle()) as ElementHandle<HTMLImageElement>;
      await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, handle, { timeout: 10_000 });
      expect(await frame.getAttribute('data-photo')).toBe('photo');
      expect(photoAlts.has((await img.getAttribute('alt')) ?? '')).toBe(true);
    } else {
      await expect.poll(() => frame.getAttribute('data-photo'), { timeout: 10_000 }).toBe('fallback');
      const panel = frame.getByRole('img');
      expect(await panel.count()).toBe(1);
      const label = (await panel.getAttribute('aria-label')) ?? '';
      // The photo's French description (content/), e.g. « Portrait de … ».
      expect(photoAlts.has(label), `fallback label « ${label} »`).toBe(true);
      expect(await frame.locator('img').count()).toBe(0);
      expect(await panel.isVisible()).toBe(true);
    }
  }
  // Nowhere a broken image: every <img> that finished loading has pixels.
  const broken = await page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
  );
  expect(broken).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe.each(widths)('at %i px', (width) => {
  const desktop = width >= 1024;
  // One page for the tests whose subject is not a new tab (past the loader's second, external
  // hosts unreachable), put back as new before each of them; the others open their own.
  const shared = useSharedPage(harness, width);

  /** What does not depend on the width: at 375 px only. */
  const atPhoneWidthOnly = (name: string, test: () => Promise<void>) => {
    if (!desktop) it(name, test);
  };

  atPhoneWidthOnly('loader: shown at once as a French status; hidden once its second, counted from its first paint, is over: never before, once, for good', async () => {
    // The app is held back until the loader has been painted, then started: it takes over a
    // loader whose second has begun (usually within that second, so the machine hides it).
    const { page, context, errors } = await openPage(harness, width);
    await context.addInitScript(recordLoader);
    const scripts = await holdAppScripts(page);
    await page.goto(harness.baseUrl + '/', { waitUntil: 'commit' });

    const loader = page.getByTestId('loader');
    await loader.waitFor({ state: 'attached' });
    await releaseOnceLoaderPainted(page, scripts);
    expect({ role: await loader.getAttribute('role'), label: await loader.getAttribute('aria-label') }).toEqual({ role: 'status', label: 'Chargement du site…' });

    await waitForApp(page);
    await page.waitForFunction(() => (window as unknown as { __loader: LoaderRecord }).__loader.opacityAfterStart.length >= 30);
    const { log, revealStart, opacityAfterStart, firstFrame } = await loaderRecord(page);
    const timeline = JSON.stringify({ revealStart, log, opacityAfterStart });
    // In the first frame that had it: busy, opaque, over the whole viewport.
    expect(firstFrame).toEqual({ state: 'visible', busy: 'true', opacity: '1', coversViewport: true });
    const startedAt = log.find((entry) => entry.attr === 'data-started')?.t ?? NaN;
    const hiddenAt = log.find((entry) => entry.attr === 'data-state' && entry.value === 'hidden')?.t ?? NaN;
    // Timers never fire early, so this bound holds however busy the machine is (the exact delay
    // is checked on a simulated clock in tests/machines and tests/components).
    expect(revealStart, timeline).toBeGreaterThan(0);
    expect(hiddenAt - revealStart!, timeline).toBeGreaterThanOrEqual(timing.loaderDuration - 1);
    expect(startedAt, timeline).toBeLessThanOrEqual(hiddenAt);
    expect(log.filter((entry) => entry.attr === 'data-state'), timeline).toHaveLength(1);
    // One fade, and it never comes back: its opacity never rises once the app has it.
    expect(opacityAfterStart.every((opacity, index) => index === 0 || opacity <= opacityAfterStart[index - 1]), timeline).toBe(true);

    expect(await loader.getAttribute('aria-busy')).toBe('false');
    await waitForLoaderGone(page);
    expect(await loader.isVisible()).toBe(false);
    expect(await mainHeading(page)).toBe(pageHeadings['/']);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The header's scroll states are its machine's, the same at every width: at 375 px only.
  it(`header: ${desktop ? 'no toggle, links inline' : 'top at 8 px, scrolled at 200 px, top again; the menu toggle opens the menu, a link navigates and closes it'}`, async () => {
    const { page, errors } = shared;
    await goto(page, harness.baseUrl, '/');
    const header = page.locator('header');
    expect(await header.getAttribute('data-state')).toBe('top');

    if (!desktop) {
      expect(await scrollWindowTo(page, 8)).toBe(8);
      expect(await header.getAttribute('data-state')).toBe('top');
      expect(await scrollWindowTo(page, 200)).toBe(200);
      await page.waitForSelector('header[data-state="scrolled"]');
      expect(await scrollWindowTo(page, 0)).toBe(0);
      await page.waitForSelector('header[data-state="top"]');
    }

    const toggle = page.locator('#menu-toggle');
    const nav = page.locator('#menu-principal');
    const navLinks = ['Accueil', 'Services', 'À propos', 'Contact', 'Prendre rendez-vous'].map((name) => nav.getByRole('link', { name, exact: true }));

    if (desktop) {
      expect(await toggle.isVisible()).toBe(false);
      expect(await nav.isVisible()).toBe(true);
      const bar = (await header.boundingBox())!;
      const boxes = [];
      for (const link of navLinks) {
        expect(await link.isVisible()).toBe(true);
        boxes.push((await link.boundingBox())!);
      }
      // One row inside the header bar, left to right.
      for (const [index, box] of boxes.entries()) {
        expect(box.y).toBeGreaterThanOrEqual(bar.y);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
        if (index > 0) expect(box.x).toBeGreaterThan(boxes[index - 1]!.x + boxes[index - 1]!.width - 1);
      }
    } else {
      expect(await toggle.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.isVisible()).toBe(false);

      await toggle.click();
      await page.waitForSelector('#menu-principal[data-state="open"]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await nav.isVisible()).toBe(true);
      for (const link of navLinks) expect(await link.isVisible()).toBe(true);

      await navLinks[1]!.click();
      await expectAt(page, '/services');
      await page.waitForSelector('#menu-principal[data-state="closed"]', { state: 'attached' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.isVisible()).toBe(false);

      // The toggle also closes it, without navigating.
      await toggle.click();
      await page.waitForSelector('#menu-principal[data-state="open"]');
      await toggle.click();
      await page.waitForSelector('#menu-principal[data-state="closed"]', { state: 'attached' });
      expect(await nav.isVisible()).toBe(false);
      expect(pathOf(page)).toBe('/services');
    }
    expect(errors).toEqual([]);
  });

  atPhoneWidthOnly('every header, footer and call-to-action link goes where it should', async () => {
    // Reduced motion only makes anchor scrolling instant, so each next click need not wait for a
    // smooth scroll to settle; the smooth path has its own test below. Emulated on this page
    // only: the shared page puts it back before the next test.
    const { page, errors } = shared;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await goto(page, harness.baseUrl, '/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    const teaser = (id: string) => page.locator(`section[aria-labelledby="teasers-title"] a[href="/services#${id}"]`);
    const quote = (id: string) => page.locator(`[id="${id}"]`).getByRole('link', { name: 'Demander un devis' });
    const closingCta = () => page.locator('section[aria-labelledby="cta-title"]').getByRole('link');
    const footerService = (name: string) => page.locator('footer nav[aria-labelledby="footer-services"]').getByRole('link', { name, exact: true });

    // Ordered so that every click changes the URL: each link is checked from another page.
    await follow(hero.getByRole('link', { name: 'Prendre rendez-vous' }), page, '/contact');
    await follow(page.locator('header').getByRole('link', { name: /retour à l’accueil/ }), page, '/');
    await follow(hero.getByRole('link', { name: 'Découvrir nos services' }), page, '/services');
    await follow(quote('interim'), page, '/contact');
    await followHeaderLink(page, 'Services', '/services');
    await follow(quote('recrutement'), page, '/contact');
    await followFooterLink(page, 'Services', '/services');
    await follow(quote('paie'), page, '/contact');
    await followHeaderLink(page, 'Accueil', '/');
    await follow(teaser('interim'), page, '/services#interim');
    await follow(quote('ipm'), page, '/contact');
    await followFooterLink(page, 'Accueil', '/');
    await follow(teaser('recrutement'), page, '/services#recrutement');
    await follow(quote('rh'), page, '/contact');
    await followHeaderLink(page, 'À propos', '/a-propos');
    expect(await closingCta().textContent()).toBe('Nous contacter');
    await follow(closingCta(), page, '/contact');
    await followFooterLink(page, 'À propos', '/a-propos');
    await followHeaderLink(page, 'Prendre rendez-vous', '/contact');
    await follow(footerService('Intérim'), page, '/services#interim');
    expect(await closingCta().textContent()).toBe('Nous contacter');
    await follow(closingCta(), page, '/contact');
    await follow(footerService('Recrutement'), page, '/services#recrutement');
    await follow(footerService('Gestion de la paie'), page, '/services#paie');
    await follow(footerService('Gestion IPM'), page, '/services#ipm');
    await follow(footerService('Services RH'), page, '/services#rh');
    await followHeaderLink(page, 'Contact', '/contact');
    await follow(page.locator('footer').getByRole('link', { name: /retour à l’accueil/ }), page, '/');
    await follow(teaser('paie'), page, '/services#paie');
    await followFooterLink(page, 'Contact', '/contact');
    await followFooterLink(page, 'Accueil', '/');
    expect(await closingCta().textContent()).toBe('Prendre rendez-vous');
    await follow(closingCta(), page, '/contact');

    expect(errors).toEqual([]);
  });

  it('hash scrolling: /services#paie on a direct load, footer « Gestion IPM » from the home page; the card ends below the fixed header', async () => {
    const { page, errors } = shared;
    await goto(page, harness.baseUrl, '/services#paie');
    await waitForTargetInView(page, '#paie');
    expect(pathOf(page)).toBe('/services#paie');

    await followFooterLink(page, 'Accueil', '/');
    await page.locator('footer').getByRole('link', { name: 'Gestion IPM', exact: true }).click();
    await expectAt(page, '/services#ipm');
    await waitForTargetInView(page, '#ipm');
    expect(errors).toEqual([]);
  });

  atPhoneWidthOnly('404: an unknown path answers 404 with « Page non trouvée », and both buttons lead home', async () => {
    const { page, errors } = shared;
    const failed: string[] = [];
    const onResponse = (response: Response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    };
    // Listened to for this test only: the page is shared with the next ones.
    page.on('response', onResponse);
    try {
      const response = await goto(page, harness.baseUrl, missingPath);
      expect(response?.status()).toBe(404);
      expect(await mainHeading(page)).toBe('Page non trouvée');
      expect(plain(await page.locator('main').textContent())).toContain("Désolé, la page que vous recherchez n'existe pas ou a été déplacée.");

      // The specification's two buttons; below them, the suggestions (four pages, the latest articles: two, the third is a draft).
      const main = page.locator('main');
      const buttons = [main.getByRole('link', { name: /^Retour à l.accueil$/ }), main.getByRole('link', { name: 'Revenir au site', exact: true })];
      for (const button of buttons) expect(await button.count()).toBe(1);
      expect(await main.getByRole('link').count()).toBe(2 + 4 + 2);
      expect(await main.getByRole('navigation', { name: 'Vous cherchiez peut-être' }).getByRole('link').count()).toBe(4);
      await follow(buttons[0]!, page, '/');
      await page.goBack();
      await expectAt(page, missingPath);
      await follow(buttons[1]!, page, '/');

      // The only failed request is the page itself, which Chromium logs as a console error.
      expect(failed).toEqual([`404 ${missingPath}`]);
      expect(errors.filter((error) => !/the server responded with a status of 404/.test(error))).toEqual([]);
      expect(errors.length).toBeLessThanOrEqual(1);
    } finally {
      page.off('response', onResponse);
    }
  });

  atPhoneWidthOnly('404 at a mistyped address: once the app has started, it proposes the page the address resembles, with no hydration error', async () => {
    const { page, errors } = shared;
    const before = errors.length;
    const response = await goto(page, harness.baseUrl, '/servics');
    expect(response?.status()).toBe(404);
    // The prerendered 404.html is one file for every address: it cannot say it.
    expect(plain((await response!.text()))).not.toContain('Vouliez-vous dire');
    const closest = page.locator('main').getByText(/^Vouliez-vous dire/);
    await closest.waitFor();
    expect(plain(await closest.textContent())).toBe('Vouliez-vous dire Services ?');
    await follow(closest.getByRole('link', { name: 'Services' }), page, '/services');
    // The page's own 404 is the only console error: no hydration mismatch.
    expect(errors.slice(before).filter((error) => !/the server responded with a status of 404/.test(error))).toEqual([]);
  });

  atPhoneWidthOnly('a page reached by a link gets its stylesheets and modules from the site’s preload helper: each once, none the page had already', async () => {
    const { page, context, errors } = await openApp(harness, width, '/');
    const manifest = JSON.parse(readFileSync(join('dist', '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
    const contact = manifest[routeChunkKey('/contact')]!;
    const stylesheets = contact.css ?? [];
    expect(stylesheets.length).toBeGreaterThan(0);
    const linked = (rel: string, file: string) =>
      page.evaluate(([rel, path]) => [...document.querySelectorAll(`link[rel="${rel}"]`)].filter((link) => new URL((link as HTMLLinkElement).href).pathname === path).length, [rel, `/${file}`] as const);
    // The home page has none of the contact page's stylesheets.
    for (const file of stylesheets) expect(await linked('stylesheet', file)).toBe(0);
    await visit(page, '/contact');
    for (const file of stylesheets) {
      expect(await linked('stylesheet', file)).toBe(1);
      // Loaded and applied before the page was drawn: its rules are in the document's sheets.
      expect(await page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0), `/${file}`)).toBe(true);
    }
    // Its modules the home page had not preloaded, preloaded once.
    const own = (contact.imports ?? []).map((key) => manifest[key]!.file).filter((file) => !/^assets\/(index|rolldown-runtime|framework)-/.test(file));
    expect(own.length).toBeGreaterThan(0);
    for (const file of own) expect(await linked('modulepreload', file)).toBe(1);
    // Away and back: nothing asked for twice.
    await visit(page, '/');
    await visit(page, '/contact');
    for (const file of stylesheets) expect(await linked('stylesheet', file)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  atPhoneWidthOnly('photos host answers: every photo is drawn (data-photo="photo", naturalWidth > 0)', async () => {
    const { page, context, errors } = await openApp(harness, width, '/', { external: 'loaded' });
    await checkPhotos(page, 'photo');
    await visit(page, '/a-propos');
    await checkPhotos(page, 'photo');
    await visit(page, '/services');
    await checkPhotos(page, 'photo');
    expect(errors).toEqual([]);
    await context.close();
  });

  atPhoneWidthOnly('photos host unreachable: each frame shows the designed fallback with a French label, no broken image', async () => {
    // `unreachable` is the shared page's own mode (openPage's default).
    const { page, errors } = shared;
    await goto(page, harness.baseUrl, '/');
    await checkPhotos(page, 'fallback');
    await visit(page, '/a-propos');
    await checkPhotos(page, 'fallback');
    await visit(page, '/services');
    await checkPhotos(page, 'fallback');
    expect(errors).toEqual([]);
  });
});
