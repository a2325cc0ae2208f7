/**
 * Drivers of the frame's machines for the model-based browser tests: the loader, the header's
 * scroll state and the mobile menu, on the home page of the default build.
 */
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { headerScrollThreshold, timing } from '../../../machines/constants';
import { headerScrollMachine } from '../../../machines/headerScroll.machine';
import { loaderMachine } from '../../../machines/loader.machine';
import { mobileMenuMachine } from '../../../machines/mobileMenu.machine';
import {
  expectAt,
  holdAppScripts,
  loaderRecord,
  openPage,
  pageHeadings,
  pauseClock,
  recordLoader,
  waitForLoaderGone,
  waitForLoaderInvisible,
  type Harness,
} from '../harness';
import type { Driver, Session } from './runner';

interface PageSession extends Session {
  page: Page;
  context: BrowserContext;
}

async function openHome(harness: Harness, width: number): Promise<PageSession> {
  const { page, context, errors } = await openPage(harness, width, { loader: 'past' });
  await page.goto(`${harness.baseUrl}/`);
  await waitForLoaderGone(page);
  return { page, context, errors, close: () => context.close(), screenshot: (path: string) => page.screenshot({ path }) };
}

/** The main heading is on screen and nothing covers it: the loader is gone for the visitor. */
async function expectHeadingSeen(page: Page) {
  const seen = await page.evaluate(() => {
    const heading = document.querySelector('main h1');
    if (!heading) return false;
    const box = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return !!hit && heading.contains(hit);
  });
  expect(seen, 'the heading is seen, uncovered').toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Loader: the app's JavaScript is held until the test has set how long the loader has been shown
// (its CSS reveal, two animations paused at that time), and the page's clock is paused: the
// machine's remaining delay runs only when the test moves the clock. What the visitor sees is the
// reveal's alone, so the test moves the reveal's time with the clock's: to the fade's end once the
// machine has hidden the loader.

interface LoaderSession extends PageSession {
  scripts: { release: () => Promise<void> };
}

const loader = '[data-testid="loader"]';

/** Pauses the loader's CSS reveal at `shownFor` ms: as if it had been on screen that long. */
async function setShownFor(page: Page, shownFor: number) {
  await page.$eval(
    loader,
    (el, shownFor) => {
      for (const animation of el.getAnimations()) {
        animation.pause();
        animation.currentTime = shownFor;
      }
    },
    shownFor,
  );
}

/** Moves the loader's paused CSS reveal to its end: its second and its fade are over. */
async function endReveal(page: Page) {
  await page.$eval(loader, (el) => {
    for (const animation of el.getAnimations()) animation.currentTime = Number(animation.effect!.getComputedTiming().endTime);
  });
}

/** Sets how long the loader has been shown, lets the app start, and waits until it has taken the loader over. */
async function startAppAfter(session: LoaderSession, shownFor: number) {
  const { page } = session;
  await setShownFor(page, shownFor);
  const before = await page.evaluate(() => performance.now());
  await session.scripts.release();
  await page.waitForSelector(`${loader}[data-started]`, { state: 'attached', timeout: 10_000 });
  // The clock stood still while the app started: the machine's delay counts from `before`.
  expect(await page.evaluate(() => performance.now())).toBe(before);
}

export function loaderDriver(harness: Harness): Driver<LoaderSession> {
  return {
    machine: loaderMachine,
    open: async (width) => {
      const { page, context, errors } = await openPage(harness, width);
      await context.addInitScript(recordLoader);
      await page.clock.install();
      const scripts = await holdAppScripts(page);
      await page.goto(`${harness.baseUrl}/`, { waitUntil: 'commit' });
      await page.waitForSelector('main h1');
      // The loader is painted: its reveal animation has started. The test holds that animation's
      // time too (paused at 0 ms shown), as it holds the page's clock.
      await page.waitForFunction(() => (window as unknown as { __loader?: { revealStart: number | null } }).__loader?.revealStart != null, undefined, { polling: 'raf' });
      await setShownFor(page, 0);
      await pauseClock(page);
      return { page, context, errors, scripts, close: () => context.close(), screenshot: (path: string) => page.screenshot({ path }) };
    },
    events: {
      // Shown 400 ms before the app started: hidden 600 ms later, not 1 ms sooner.
      'after loaderRemaining': async (session) => {
        await startAppAfter(session, 400);
        expect(await session.page.getAttribute(loader, 'data-state')).toBe('visible');
        await session.page.clock.runFor(timing.loaderDuration - 400 - 1);
        expect(await session.page.getAttribute(loader, 'data-state')).toBe('visible');
        await session.page.clock.runFor(1);
        await endReveal(session.page);
      },
      // Shown for its whole second before the app started: the app renders it hidden at once.
      'always [secondIsOver]': async (session) => {
        await startAppAfter(session, timing.loaderDuration);
        const { log } = await loaderRecord(session.page);
        const started = log.find((entry) => entry.attr === 'data-started')!;
        expect(log.filter((entry) => entry.attr === 'data-state' && entry.t >= started.t).map((entry) => entry.value)).toEqual(['hidden']);
        await endReveal(session.page);
      },
    },
    states: {
      visible: async ({ page }) => {
        expect(await page.getAttribute(loader, 'data-state')).toBe('visible');
        expect(await page.getAttribute(loader, 'aria-busy')).toBe('true');
        const look = await page.$eval(loader, (el) => {
          const box = el.getBoundingClientRect();
          return { opacity: getComputedStyle(el).opacity, coversViewport: box.width >= innerWidth && box.height >= innerHeight };
        });
        expect(look, 'the loader covers the page').toEqual({ opacity: '1', coversViewport: true });
      },
      hidden: async ({ page }) => {
        expect(await page.getAttribute(loader, 'data-state')).toBe('hidden');
        expect(await page.getAttribute(loader, 'aria-busy')).toBe('false');
        await waitForLoaderInvisible(page);
        await expectHeadingSeen(page);
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Header: the window scrolled to the pixel either side of the threshold.

/** Scrolls to `y` and resolves once the page has handled that scroll and painted the next frame. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === y) return resolve();
        window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    y,
  );
  expect(await page.evaluate(() => scrollY)).toBe(y);
}

/**
 * Waits until the header shows the look of `state`, once its transition has ended: transparent
 * without a shadow at the top, a solid bar with a shadow when scrolled.
 */
async function expectHeaderLook(page: Page, state: 'top' | 'scrolled') {
  await page.waitForSelector(`header[data-state="${state}"]`, { state: 'attached', timeout: 10_000 });
  await page.waitForFunction((state) => {
    const style = getComputedStyle(document.querySelector('header')!);
    const channels = style.backgroundColor.match(/[\d.]+/g) ?? [];
    const alpha = channels.length === 4 ? Number(channels[3]) : 1;
    return state === 'top' ? alpha === 0 && style.boxShadow === 'none' : alpha > 0.9 && style.boxShadow !== 'none';
  }, state);
}

export function headerScrollDriver(harness: Harness): Driver<PageSession> {
  return {
    machine: headerScrollMachine,
    open: (width) => openHome(harness, width),
    events: {
      // At the threshold it stays at the top; one pixel more and it changes.
      'page.scrolled [isBeyondThreshold]': async ({ page }) => {
        await scrollTo(page, headerScrollThreshold);
        expect(await page.getAttribute('header', 'data-state')).toBe('top');
        await scrollTo(page, headerScrollThreshold + 1);
      },
      // One pixel above the threshold it stays scrolled; at the threshold it is back at the top.
      'page.scrolled [not isBeyondThreshold]': async ({ page }) => {
        await scrollTo(page, headerScrollThreshold + 1);
        expect(await page.getAttribute('header', 'data-state')).toBe('scrolled');
        await scrollTo(page, headerScrollThreshold);
      },
    },
    states: {
      top: ({ page }) => expectHeaderLook(page, 'top'),
      scrolled: ({ page }) => expectHeaderLook(page, 'scrolled'),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Mobile menu: a phone-width page; the visitor clicks, presses Escape, follows a link, or the
// viewport grows to a desktop width.

const toggle = '#menu-toggle';
const nav = '#menu-principal';

export function mobileMenuDriver(harness: Harness): Driver<PageSession> {
  return {
    machine: mobileMenuMachine,
    width: () => 375,
    open: (width) => openHome(harness, width),
    events: {
      'menu.toggle': async ({ page }) => {
        // After the viewport grew to a desktop width, the phone is turned back first.
        if (page.viewportSize()!.width > 375) await page.setViewportSize({ width: 375, height: 800 });
        await page.click(toggle);
      },
      'route.changed': async ({ page }) => {
        await page.locator(nav).getByRole('link', { name: 'Services', exact: true }).click();
        await expectAt(page, '/services');
      },
      'viewport.wide': async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
      },
      'menu.dismiss': async ({ page }) => {
        await page.keyboard.press('Escape');
        await page.waitForSelector(`${nav}[data-state="closed"]`, { state: 'attached', timeout: 10_000 });
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(toggle.slice(1));
      },
    },
    states: {
      closed: async ({ page }) => {
        await page.waitForSelector(`${nav}[data-state="closed"]`, { state: 'attached', timeout: 10_000 });
        expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
        const phone = await page.locator(toggle).isVisible();
        if (phone) {
          // The panel is gone; the button offers to open it.
          expect(await page.locator(nav).isVisible()).toBe(false);
          expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('false');
          expect(await page.getAttribute(toggle, 'aria-label')).toBe('Ouvrir le menu');
        } else {
          // Desktop: no button, the navigation is the header's inline list.
          expect(await page.locator(nav).getByRole('link', { name: 'Services', exact: true }).isVisible()).toBe(true);
        }
        expect(await page.evaluate(() => document.querySelector('main h1')?.textContent?.trim())).toBe(
          pageHeadings[new URL(page.url()).pathname],
        );
      },
      open: async ({ page }) => {
        await page.waitForSelector(`${nav}[data-state="open"]`, { state: 'attached', timeout: 10_000 });
        expect(await page.locator(nav).getByRole('link', { name: 'Services', exact: true }).isVisible()).toBe(true);
        expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('true');
        expect(await page.getAttribute(toggle, 'aria-label')).toBe('Fermer le menu');
        // The page behind does not scroll while the menu is open.
        expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
      },
    },
  };
}
