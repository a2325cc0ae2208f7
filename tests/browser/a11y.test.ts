/**
 * Accessibility (WCAG 2.2 AA) in a real Chromium against the prerendered build (dist/) served
 * with its _headers: axe-core on every page at 375 px and 1280 px (and with the mobile menu
 * open), target sizes, the skip link, keyboard order and visible focus, focus management and
 * announcements on route changes, the mobile menu's dialog-like behaviour, reduced motion, and
 * reflow at 320 px and at 200 % zoom.
 *
 * The strict CSP blocks injected scripts, so contexts that run axe are created with
 * `bypassCSP: true`; every other check runs under the real policy.
 *
 * Widths (docs/testing.md, « Which width a browser test runs at »): axe and target sizes, the
 * keyboard's walk through the header (the menu at 375 px, inline links at 1280 px) with its focus
 * indicators, and the fields' focus rings depend on the width: both widths, 375 px and 1280 px.
 * The mobile menu exists at 375 px only; reduced motion (the loader's animations, hash scrolling)
 * does not depend on the width: once, at 375 px. Reflow: 320 px and 1280 px zoomed to 200 %.
 *
 * Tests with the same context options share one page per block (useSharedPage, put back as a new
 * page before each test); a test whose subject is the loader's second (an init script, its
 * scripts held) or whose context has options of its own (photos loaded, device scale) makes its own.
 */
import { timing } from '../../machines/constants';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  expectAt,
  follow,
  goto,
  holdAppScripts,
  loaderRecord,
  releaseOnceLoaderPainted,
  missingPath,
  openApp,
  openMainNav,
  openPage,
  pathOf,
  recordLoader,
  sitePaths,
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

/**
 * Visible, operable a/button/input/select/textarea in the header, footer and main that are
 * smaller than 24×24 CSS px (WCAG 2.5.8), except inline links inside a sentence (a <p> with
 * other text), which the criterion exempts.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector = ':is(header, footer, main) :is(a[href], button, input:not([type="hidden"]), select, textarea)';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((el) => !el.closest('[inert]') && !(el.tabIndex < 0 && el.closest('[aria-hidden="true"]')))
      .filter((el) => {
        const { width, height } = el.getBoundingClientRect();
        if (width >= 24 && height >= 24) return false;
        const parent = el.parentElement;
        const inSentence = parent?.tagName === 'P' && (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
        return !inSentence;
      })
      .map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()} « ${(el.textContent || el.getAttribute('aria-label') || '').trim()} » ${width.toFixed(1)}×${height.toFixed(1)}`;
      });
  });
}

/** What has focus: its index among all elements, a name, and whether a focus indicator is drawn. */
function focusInfo(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    // WCAG 2.4.11: the focused element is not entirely hidden (by the fixed header, or off-screen):
    // some point of it, sampled on a 3×3 grid inside the viewport, is the topmost element there.
    const rect = el.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.1, 0.5, 0.9].map((fy) => [rect.left + rect.width * fx, rect.top + rect.height * fy] as const));
    const shown = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && (top === el || el.contains(top));
    });
    return {
      // Set by tabbableIndexes (DOM indexes shift when preloads add <link>s to <head>).
      index: Number(el.dataset.tabProbe ?? -1),
      name: `${el.tagName.toLowerCase()} « ${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)} »`,
      indicator: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      shown,
      inMain: !!el.closest('main'),
      inFooter: !!el.closest('footer'),
      isH1: el.tagName === 'H1',
    };
  });
}

/**
 * Visible elements in the Tab order, in DOM order (positive tabindex is not used on this site).
 * Each is tagged with data-tab-probe = its position, which focusInfo reports.
 */
function tabbableIndexes(page: Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert]'))
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el, position) => {
        el.dataset.tabProbe = String(position);
        return position;
      });
  });
}

const announcer = (page: Page) => page.getByTestId('route-announcer').textContent();

/** After a route change: focus on the new page's h1 (or inside main) and its title announced. */
async function expectRouteChangeHandled(page: Page, titleWord: string) {
  await expect.poll(async () => {
    const info = await focusInfo(page);
    return !!info && (info.isH1 || info.inMain);
  }).toBe(true);
  const focusedH1 = await page.evaluate(() => document.activeElement === document.querySelector('main h1'));
  expect(focusedH1).toBe(true);
  await expect.poll(() => page.title()).toContain(titleWord);
  const title = (await page.title()).split(' | ')[0]!;
  await expect.poll(() => announcer(page)).toContain(title);
}

function expectNoErrors(errors: string[], path: string) {
  // An unknown path is answered with HTTP 404 on purpose; Chromium logs that as a console error.
  const expected = path === missingPath ? errors.filter((error) => !/the server responded with a status of 404/.test(error)) : errors;
  expect(expected).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe('axe-core (WCAG 2.2 AA) finds no violation, and every target is at least 24 × 24 px', () => {
  /**
   * One page at 375 px, under no CSP (axe is injected), photo host unreachable, for the audits of
   * every page but the photos' test. Its clock is fixed to the test builds' day (SITE_TODAY=2026-11-23)
   * by every test that uses it: the offers need that day, and a fixed time cannot be taken back
   * from a shared page (outside the offers, only the footer's year reads the date).
   */
  const audited = useSharedPage(harness, 375, { bypassCSP: true, external: 'unreachable' });
  const buildDay = new Date('2026-11-23T10:00:00Z');

  /** Audits the page at each width in turn (the viewport is resized in place). */
  async function auditWidths(page: Page, label: string, order: readonly number[], atMobile?: () => Promise<void>) {
    for (const width of order) {
      await page.setViewportSize({ width, height: 800 });
      expect(await axeViolations(page), `${label} at ${width} px`).toEqual([]);
      expect(await smallTargets(page), `${label} at ${width} px`).toEqual([]);
      if (width < 1024) await atMobile?.();
    }
  }

  /** At 375 px on the home page: the same audit with the mobile menu open, then closed again. */
  async function auditOpenMenu(page: Page) {
    const nav = await openMainNav(page);
    expect(await nav.isVisible()).toBe(true);
    expect(await axeViolations(page), '/ at 375 px, menu open').toEqual([]);
    expect(await smallTargets(page), '/ at 375 px, menu open').toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#menu-principal[data-state="closed"]', { state: 'attached' });
  }

  it.each([...sitePaths, missingPath].map((path) => ({ path, label: path === '/' ? '/ (mobile menu closed and open)' : path })))('$label at 375 px and 1280 px, after the loader, photo host unreachable', async ({ path }) => {
    const { page, errors } = audited;
    await page.clock.setFixedTime(buildDay);
    await goto(page, harness.baseUrl, path);
    await waitForLoaderGone(page);
    await auditWidths(page, path, [375, 1280], path === '/' ? () => auditOpenMenu(page) : undefined);
    expectNoErrors(errors, path);
  });

  // The offers on the test builds' day (SITE_TODAY=2026-11-23): the list, a filtered list with no
  // result, an offer, and the form of a candidate; the legal pages; the articles' list, filtered,
  // and an article (headings, a table, a quote); the salary simulator, as it opens and from a shared
  // link to net → gross; and no horizontal scrolling at 320 px.
  it.each(['/offres', '/offres?contrat=cdd', '/offres/comptable-senior-srh-2026-031', '/contact?offre=SRH-2026-031', '/mentions-legales', '/confidentialite', '/actualites', '/actualites?categorie=ipm-et-sante', '/actualites/ipm-ce-que-l-employeur-doit-savoir', '/simulateur-salaire', '/simulateur-salaire?mode=net&montant=400000&cadre=oui&situation=marie&enfants=2'])('%s at 375 px and 1280 px, and reflow at 320 px', async (path) => {
    const { page, errors } = audited;
    await page.clock.setFixedTime(buildDay);
    await goto(page, harness.baseUrl, path);
    await waitForLoaderGone(page);
    if (path.includes('offre=')) await page.getByTestId('application-note').waitFor();
    if (path.includes('contrat=')) await page.locator('#offres-contrat').waitFor();
    // Net → gross, its code fetched once the app runs: its result drawn.
    if (path.includes('mode=net')) await page.getByText('Salaire net mensuel voulu (FCFA)').waitFor();
    await auditWidths(page, path, [375, 1280]);
    await page.setViewportSize({ width: 320, height: 800 });
    const overflow = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(overflow.scrollWidth, `${path} at 320 px: ${JSON.stringify(overflow)}`).toBeLessThanOrEqual(overflow.innerWidth);
    expectNoErrors(errors, path);
  });

  // Its own page: the only test here with the photo host answering.
  it('/, /a-propos and /services with their photos loaded, at 1280 px and 375 px', async () => {
    const { page, context, errors } = await openPage(harness, 1280, { bypassCSP: true, external: 'loaded', loader: 'past' });
    await goto(page, harness.baseUrl, '/');
    await waitForLoaderGone(page);
    await auditWidths(page, '/', [1280, 375]);
    await visit(page, '/a-propos');
    await auditWidths(page, '/a-propos', [375, 1280]);
    await visit(page, '/services');
    await auditWidths(page, '/services', [1280, 375]);
    expect(await page.locator('main [data-photo="photo"]').count()).toBe(5);
    expectNoErrors(errors, '/');
    await context.close();
  });
});

describe.each(widths)('at %i px', (width) => {
  const mobile = width < 1024;
  /** The keyboard and mobile menu tests' page (the reduced motion test makes its own: the loader is its subject). */
  const shared = useSharedPage(harness, width);

  it('keyboard: skip link is the first stop and works; Tab follows the DOM order with visible focus; Enter on a nav link navigates, focuses the h1 and announces the page', async () => {
    const { page, errors } = shared;
    await goto(page, harness.baseUrl, '/');
    await waitForLoaderGone(page);
    const expected = await tabbableIndexes(page);
    expect(expected.length).toBeGreaterThan(10);

    // 1. Tab walk from the top of the page.
    const walk: NonNullable<Awaited<ReturnType<typeof focusInfo>>>[] = [];
    for (let step = 0; step <= expected.length; step++) {
      await page.keyboard.press('Tab');
      const info = await focusInfo(page);
      if (!info || (walk.length && info.index === 0)) break;
      walk.push(info);
    }
    expect(walk[0]!.name).toBe('a « Aller au contenu »');
    expect(walk.map((info) => info.index), walk.map((info) => info.name).join(' → ')).toEqual(expected);
    expect(walk.filter((info) => !info.indicator).map((info) => info.name), 'focused without a focus indicator').toEqual([]);
    expect(walk.filter((info) => !info.shown).map((info) => info.name), 'focused but hidden').toEqual([]);

    // 2. The skip link: visible once focused, and it moves focus into <main id="contenu">.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await skip.focus();
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await skip.evaluate((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusInfo(page))?.inMain ?? false).toBe(true);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main#contenu'))).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focusInfo(page))?.name).toBe('a « Prendre rendez-vous »');
    expect((await focusInfo(page))?.inMain).toBe(true);

    // 3. Enter on a nav link (through the menu on small screens).
    if (mobile) {
      await page.locator('#menu-toggle').focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('#menu-principal[data-state="open"]');
    }
    await page.locator('#menu-principal').getByRole('link', { name: 'Services', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectAt(page, '/services');
    await expectRouteChangeHandled(page, 'Services');

    // 4. And with a click.
    await (await openMainNav(page)).getByRole('link', { name: 'À propos', exact: true }).click();
    await expectAt(page, '/a-propos');
    await expectRouteChangeHandled(page, 'propos');
    expectNoErrors(errors, '/');
  });

  // Reduced motion does not depend on the width (the card below the fixed header is checked at
  // both widths by visitor.test.ts): at 375 px only.
  if (mobile) it('reduced motion: no spinning, no fade, instant hash scrolling; the loader still waits its second', async () => {
    const { page, context, errors } = await openPage(harness, width, { reducedMotion: 'reduce' });
    await context.addInitScript(recordLoader);
    // The app waits until the loader is painted and checked: nothing here races its second.
    const scripts = await holdAppScripts(page);
    await page.goto(harness.baseUrl + '/services', { waitUntil: 'commit' });
    const loader = page.getByTestId('loader');
    await loader.waitFor({ state: 'visible' });
    expect(await loader.getAttribute('role')).toBe('status');
    expect(await loader.getAttribute('aria-busy')).toBe('true');
    expect(await loader.getAttribute('aria-label')).toBe('Chargement du site…');

    const motion = await loader.evaluate(
      (el) =>
        new Promise<{ spin: string[]; running: number; fade: string[] }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const spinner = el.firstElementChild as HTMLElement;
              resolve({
                spin: getComputedStyle(spinner).animationDuration.split(', '),
                running: spinner.getAnimations().filter((animation) => animation.playState === 'running').length,
                // The loader's own reveal: its fade, then hidden.
                fade: getComputedStyle(el).animationDuration.split(', '),
              });
            }),
          ),
        ),
    );
    // At most 0.01 ms (the reduced-motion rule), in whichever unit the browser reports it.
    const instant = (value: string) => (value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000) <= 0.0101;
    expect(motion.spin.every(instant), motion.spin.join()).toBe(true);
    expect(motion.running).toBe(0);
    expect(motion.fade.every(instant), motion.fade.join()).toBe(true);

    // Timings are unchanged: the CSS reveal still waits the loader's second, and the machine
    // hides it no sooner than that second after the loader's first paint.
    await releaseOnceLoaderPainted(page, scripts);
    await waitForApp(page);
    const { log, revealStart, revealDelay } = await loaderRecord(page);
    expect(revealDelay).toBe(timing.loaderDuration);
    const hiddenAt = log.find((entry) => entry.attr === 'data-state' && entry.value === 'hidden')?.t ?? NaN;
    expect(hiddenAt - revealStart!, JSON.stringify({ revealStart, log })).toBeGreaterThanOrEqual(timing.loaderDuration - 1);
    // No fade: transparent within two frames of being hidden.
    const opacity = await loader.evaluate(
      (el) => new Promise<string>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(getComputedStyle(el).opacity)))),
    );
    expect(opacity).toBe('0');

    // In-app hash scrolling jumps: scrollY goes from where it was to the card in one step.
    const frames = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const link = [...document.querySelectorAll<HTMLAnchorElement>('footer a')].find((a) => a.textContent?.trim() === 'Gestion IPM')!;
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          requestAnimationFrame(() => {
            const ys = [window.scrollY];
            link.click();
            let quiet = 0;
            const tick = () => {
              ys.push(window.scrollY);
              const moved = ys.length > 2 && ys.at(-1) !== ys[0];
              quiet = moved && ys.at(-1) === ys.at(-2) ? quiet + 1 : 0;
              if (quiet >= 10 || ys.length > 600) resolve(ys);
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          });
        }),
    );
    expect(pathOf(page)).toBe('/services#ipm');
    const positions = frames.filter((y, index) => index === 0 || y !== frames[index - 1]);
    // From the bottom to the card: at most one intermediate frame, never a smooth glide.
    expect(positions.length, positions.join(' → ')).toBeGreaterThanOrEqual(2);
    expect(positions.length, positions.join(' → ')).toBeLessThanOrEqual(3);
    await waitForTargetInView(page, '#ipm', 2);
    expectNoErrors(errors, '/services');
    await context.close();
  });

  if (mobile) {
    it('mobile menu: aria-expanded/aria-controls, Escape closes it and returns focus, page behind is inert, navigation closes it', async () => {
      const { page, errors } = shared;
      await goto(page, harness.baseUrl, '/');
      const toggle = page.locator('#menu-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const controls = await toggle.getAttribute('aria-controls');
      expect(controls).toBe('menu-principal');
      expect(await page.locator(`[id="${controls}"]`).count()).toBe(1);

      // Open with the keyboard.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('#menu-principal[data-state="open"]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');

      // The page behind is inert: nothing there takes focus, by script or by Tab.
      const inert = await page.evaluate(() => {
        const mainLink = document.querySelector<HTMLElement>('main a[href]')!;
        const footerLink = document.querySelector<HTMLElement>('footer a[href]')!;
        mainLink.focus();
        const mainFocused = document.activeElement === mainLink;
        footerLink.focus();
        const footerFocused = document.activeElement === footerLink;
        return {
          main: !!document.querySelector('main')!.closest('[inert]'),
          footer: !!document.querySelector('footer')!.closest('[inert]'),
          mainFocused,
          footerFocused,
        };
      });
      expect(inert).toEqual({ main: true, footer: true, mainFocused: false, footerFocused: false });
      await toggle.focus();
      const reached: string[] = [];
      for (let step = 0; step < 20; step++) {
        await page.keyboard.press('Tab');
        const info = await focusInfo(page);
        if (info?.inMain || info?.inFooter) reached.push(info.name);
      }
      expect(reached).toEqual([]);

      // Escape closes it and hands focus back to the toggle.
      await page.keyboard.press('Escape');
      await page.waitForSelector('#menu-principal[data-state="closed"]', { state: 'attached' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => !!document.querySelector('main')!.closest('[inert]'))).toBe(false);

      // Navigating closes it.
      await toggle.click();
      await page.waitForSelector('#menu-principal[data-state="open"]');
      await follow(page.locator('#menu-principal').getByRole('link', { name: 'Contact', exact: true }), page, '/contact');
      await page.waitForSelector('#menu-principal[data-state="closed"]', { state: 'attached' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => !!document.querySelector('main')!.closest('[inert]'))).toBe(false);
      expectNoErrors(errors, '/');
    });
  }
});

describe('reflow (WCAG 1.4.10): no horizontal scrolling on any page', () => {
  it.each([
    ['at 320 px', { width: 320, options: {} }],
    ['at 1280 px zoomed to 200 % (640 × 400 CSS px, device scale 2)', { width: 640, options: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 } }],
  ])('%s', async (_, { width, options }) => {
    const { page, context, errors } = await openApp(harness, width, '/', options);
    const overflow = () => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    const results: Record<string, { scrollWidth: number; innerWidth: number }> = {};
    for (const path of sitePaths) {
      if (path !== '/') await visit(page, path);
      results[path] = await overflow();
    }
    await goto(page, harness.baseUrl, missingPath);
    results[missingPath] = await overflow();
    for (const [path, { scrollWidth, innerWidth }] of Object.entries(results)) {
      expect(scrollWidth, `${path}: ${JSON.stringify(results[path])}`).toBeLessThanOrEqual(innerWidth);
    }
    expectNoErrors(errors, missingPath);
    await context.close();
  });
});

/** sRGB relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(color: string) {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

describe.each(widths)('focus appearance (WCAG 2.4.13) on every form field, at %i px', (width) => {
  it('the contact form’s fields and the offers’ filters, reached by the keyboard, draw a solid outline of at least 2 px, 3:1 against the page', async () => {
    const { page, context, errors } = await openApp(harness, width, '/contact?candidature=spontanee');
    await page.locator('#contact-cv').waitFor({ state: 'attached' });
    // A candidate's form has no company nor service: those are measured on the plain contact form.
    const fields = ['#contact-name', '#contact-email', '#contact-phone', '#contact-message'];
    const seen: Record<string, { width: number; style: string; ratio: number }> = {};
    const measure = async (selector: string) => {
      // In keyboard mode (a Tab pressed first), as a keyboard user reaches the field.
      await page.keyboard.press('Tab');
      await page.locator(selector).focus();
      expect(await page.evaluate(() => `#${document.activeElement?.id}`)).toBe(selector);
      expect(await page.locator(selector).evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      seen[selector] = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor, page: getComputedStyle(document.body).backgroundColor };
      }).then(({ width, style, color, page: background }) => ({ width, style, ratio: contrast(color, background) }));
    };
    for (const selector of fields) await measure(selector);
    await goto(page, harness.baseUrl, '/contact');
    for (const selector of ['#contact-company', '#contact-service']) await measure(selector);
    await goto(page, harness.baseUrl, '/offres');
    for (const selector of ['#offres-q', '#offres-contrat', '#offres-ville', '#offres-secteur']) await measure(selector);
    for (const [selector, { width: outline, style, ratio }] of Object.entries(seen)) {
      expect(style, selector).toBe('solid');
      expect(outline, selector).toBeGreaterThanOrEqual(2);
      expect(ratio, selector).toBeGreaterThanOrEqual(3);
    }
    expectNoErrors(errors, '/offres');
    await context.close();
  });
});
