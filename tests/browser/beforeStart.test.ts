/**
 * Before the app starts: the prerendered page in a real Chromium, with the app's JavaScript held
 * back until the test releases it (holdAppScripts), so « the app has not started » is a state the
 * test holds, not a race between a throttled link and a wall clock.
 *
 * - The loader leaves by itself one second after it is painted, and the page is seen.
 * - The page works as a document: links navigate, the phone's « Menu » leads to the navigation.
 * - The contact form never submits natively; what is typed survives the app's start, and a
 *   submit made then is sent through the machine once the app runs.
 * - When the app takes over, the loader never comes back, never fades twice, nothing shifts.
 * - The loader's fade runs on the compositor: a blocked main thread (the app hydrating) does not
 *   hold the page behind it.
 *
 * Widths (docs/testing.md, « Which width a browser test runs at »): the loader over the whole
 * viewport, the heading seen and nothing shifting when the app takes over are the layout, at
 * 375 px and 1280 px. The rest does not depend on the width and runs once, at 375 px: the fade on
 * the compositor, links as plain links, the phone's « Menu » control (a phone's), the form.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { timing } from '../../machines/constants';
import { footerNavId } from '../../src/components/Footer/Footer';
import { contactFormId } from '../../src/actors/contactForm';
import { beforeStartNotices } from '../contentCopy';
import { successTitle } from '../contactSpec';
import { typeset } from '../specText';
import { expectAt, holdAppScripts, holdLoaderReveal, loaderRecord, playLoaderReveal, openPage, pageHeadings, recordLoader, useHarness, waitForLoaderInvisible } from './harness';

const harness = useHarness();

/** Counts layout shifts from the first paint on (buffered), in the page. */
const recordLayoutShifts = () => {
  const shifts: number[] = [];
  (window as unknown as { __shifts: number[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
};
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);

/**
 * A page at `path` whose app has not started: its scripts are held until `release()`. The brand
 * font, which the app adds when it starts, is refused: its metric-matched fallback stays, so any
 * movement measured here comes from the app taking over the page, not from the font swap. With
 * `loader: 'past'`, for the tests whose visitor reads, clicks and types once the loader has left:
 * the page starts past the loader's second (harness.ts, pastLoaderSecond), the state the first
 * test reaches by waiting the second out.
 */
async function beforeStart(width: number, path: string, { loader = 'second' }: { loader?: 'second' | 'past' } = {}) {
  const opened = await openPage(harness, width, { loader });
  await opened.context.addInitScript(recordLoader);
  await opened.context.addInitScript(recordLayoutShifts);
  await opened.page.route('**/*.woff2', (route) => route.abort());
  const scripts = await holdAppScripts(opened.page);
  await opened.page.goto(harness.baseUrl + path, { waitUntil: 'commit' });
  // The prerendered page, parsed to its end (the footer and the form included): its state is
  // « interactive » while the app's scripts, held, have not run (DOMContentLoaded waits for them).
  await opened.page.waitForFunction(() => document.readyState !== 'loading');
  return { ...opened, scripts };
}

/** The mean grey level of `area` (CSS pixels of a 1× page) in a PNG. */
async function greyOf(png: Buffer, area: { left: number; top: number; width: number; height: number }) {
  const pixels = await sharp(png).extract(area).greyscale().raw().toBuffer();
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
}

/** Whether the app has hydrated the frame: the loader says so (data-started). */
const appStarted = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="loader"]')!.hasAttribute('data-started'));

/** The main heading: on screen, not covered at its centre, fully opaque. */
function headingSeen(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1')!;
    const box = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    let opacity = 1;
    for (let node: Element | null = heading; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return { onScreen: box.top >= 0 && box.bottom <= innerHeight, uncovered: !!hit && heading.contains(hit), opacity };
  });
}

describe.each([375, 1280])('at %i px, the app’s code held back', (width) => {
  it('the loader shows at once over the whole viewport, leaves by itself one second after its first paint, and the heading is seen', async () => {
    const { page, context, scripts, errors } = await beforeStart(width, '/');
    try {
      const loader = page.getByTestId('loader');
      // Held at the start of its second, whatever time this machine took to get here.
      await holdLoaderReveal(page);
      expect(await loader.isVisible()).toBe(true);
      expect(await loader.getAttribute('data-state')).toBe('visible');
      // In the first frame that had it: busy, opaque, over the whole viewport (a fixed layer: at each width).
      expect((await loaderRecord(page)).firstFrame).toEqual({ state: 'visible', busy: 'true', opacity: '1', coversViewport: true });
      // The CSS that hides it: one animation, `loaderDuration` after it started, with the first paint.
      const reveal = await loader.evaluate((el) => {
        const animation = el.getAnimations().find((candidate) => !(candidate as CSSAnimation).animationName.includes('spin'))!;
        return { delay: animation.effect!.getComputedTiming().delay, fill: animation.effect!.getComputedTiming().fill };
      });
      expect(reveal).toEqual({ delay: timing.loaderDuration, fill: 'both' });

      await playLoaderReveal(page);
      await waitForLoaderInvisible(page);
      // The route's handler runs in Node, after Chromium asked: wait for it rather than read it once.
      await expect.poll(() => scripts.count).toBeGreaterThan(0);
      expect(await appStarted(page)).toBe(false);
      expect(await headingSeen(page)).toEqual({ onScreen: true, uncovered: true, opacity: 1 });
      expect(await page.locator('main h1').textContent()).toBe(pageHeadings['/']);
      // Its second counted from its first paint (the animation starts with the frame that shows it).
      const { revealStart } = await loaderRecord(page);
      const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')!.startTime);
      expect(revealStart).toBeGreaterThan(0);
      expect(revealStart).toBeLessThanOrEqual(firstContentfulPaint);

      // The app now starts: the second is over, so the machine goes straight to hidden.
      await scripts.release();
      await page.waitForSelector('[data-testid="loader"][data-started]', { state: 'attached' });
      const { log } = await loaderRecord(page);
      // Both in one render: it never shows « visible » again.
      expect(log.map(({ attr, value }) => `${attr}=${value}`)).toEqual(['data-state=hidden', 'data-started=']);
      expect(log[0].t).toBe(log[1].t);
      // 30 frames from the take-over on: never painted again, so no flash and no second fade.
      await page.waitForFunction(() => (window as unknown as { __loader: { opacityAfterStart: number[] } }).__loader.opacityAfterStart.length >= 30);
      expect(new Set((await loaderRecord(page)).opacityAfterStart)).toEqual(new Set([0]));
      expect(await loader.isVisible()).toBe(false);
      expect(await layoutShifts(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

});

describe('at 375 px, the app’s code held back', () => {
  it('the fade needs nothing from the page’s main thread: held busy from before the fade began, the page is uncovered all the same', async () => {
    const { page, context, scripts, errors } = await beforeStart(375, '/');
    try {
      await holdLoaderReveal(page);
      const mark = (await page.locator('header svg').first().boundingBox())!;
      const area = { left: Math.ceil(mark.x), top: Math.ceil(mark.y), width: Math.floor(mark.width) - 1, height: Math.floor(mark.height) - 1 };
      // The logo mark, covered (the loader's plain ground) and uncovered (the reveal at its end,
      // as the page's main thread renders it), for comparing the compositor's frames with.
      const covered = await greyOf(await page.screenshot(), area);
      await page.$eval('[data-testid="loader"]', (el) => el.getAnimations().forEach((animation) => (animation.currentTime = Number(animation.effect!.getComputedTiming().endTime))));
      const uncovered = await greyOf(await page.screenshot(), area);
      expect(Math.abs(covered - uncovered), 'the mark is a dark square the loader hides').toBeGreaterThan(100);
      const isUncovered = (grey: number) => Math.abs(grey - uncovered) <= 0.05 * Math.abs(covered - uncovered);

      // The compositor's frames while blocked (a screencast; a screenshot would wait for the main
      // thread). A frame is sent only when something changed on screen: a dot turning in a corner
      // (a compositor animation the test adds) keeps them coming once the fade has ended. The
      // session and the screencast start while the main thread is free (Chromium 150 waits for
      // that thread to start them); only the frames after it is blocked count.
      const cdp = await context.newCDPSession(page);
      const greys: number[] = [];
      let blocked = false;
      let sawUncovered!: () => void;
      const uncoveredWhileBlocked = new Promise<boolean>((resolve) => (sawUncovered = () => resolve(true)));
      cdp.on('Page.screencastFrame', async ({ data, sessionId }) => {
        void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
        if (!blocked) return;
        const grey = await greyOf(Buffer.from(data, 'base64'), area);
        greys.push(Math.round(grey));
        if (isUncovered(grey)) sawUncovered();
      });
      await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
      // What the compositor shows while the page's main thread is blocked: a synchronous request
      // the test does not answer until it has seen the page uncovered (or given up).
      let busy!: (route: Route) => void;
      const request = new Promise<Route>((resolve) => (busy = resolve));
      await page.route('**/__occupe*', (route) => busy(route));
      await page.evaluate(() => {
        const dot = document.createElement('div');
        Object.assign(dot.style, { position: 'fixed', right: '0', bottom: '0', width: '4px', height: '4px', background: 'red', zIndex: '2147483647' });
        document.body.append(dot);
        dot.animate([{ transform: 'rotate(0)' }, { transform: 'rotate(1turn)' }], { duration: 500, iterations: Infinity });
      });
      // Back to 500 ms into the second, playing; two frames later (the animations are on the
      // compositor) the main thread blocks, and says how far into the second it was then.
      await page.$eval('[data-testid="loader"]', (el) => {
        for (const animation of el.getAnimations()) {
          animation.currentTime = 500;
          animation.play();
        }
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const xhr = new XMLHttpRequest();
              xhr.open('GET', `/__occupe?depuis=${Math.round(Number(el.getAnimations()[0]!.currentTime))}`, false);
              xhr.send();
            }),
          ),
        );
      });
      const route = await request;
      const shownFor = Number(new URL(route.request().url()).searchParams.get('depuis'));
      expect(shownFor, 'blocked before the fade began').toBeLessThan(timing.loaderDuration);
      blocked = true;
      const seen = await Promise.race([uncoveredWhileBlocked, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
      await route.fulfill({ status: 204 });
      await cdp.send('Page.stopScreencast');
      expect(seen, `the page uncovered while the main thread was blocked: ${greys.length} frames, ${greys.slice(0, 3).join(' ')} … ${greys.slice(-3).join(' ')} (covered ${Math.round(covered)}, uncovered ${Math.round(uncovered)})`).toBe(true);
      await waitForLoaderInvisible(page);
      expect(await appStarted(page)).toBe(false);
      // The route's handler runs in Node, after Chromium asked: wait for it rather than read it once.
      await expect.poll(() => scripts.count).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('links navigate (full page loads) while the app has not started', async () => {
    const { page, context, scripts } = await beforeStart(375, '/', { loader: 'past' });
    try {
      await waitForLoaderInvisible(page);
      await page.evaluate(() => Object.assign(window, { __firstDocument: true }));
      await page.locator('footer').getByRole('link', { name: 'Services', exact: true }).click();
      await expectAt(page, '/services');
      expect(await page.evaluate(() => '__firstDocument' in window)).toBe(false);
      await waitForLoaderInvisible(page);
      await page.locator('main').getByRole('link', { name: 'Demander un devis' }).first().click();
      await expectAt(page, '/contact');
      expect(await appStarted(page)).toBe(false);
      // The route's handler runs in Node, after Chromium asked: wait for it rather than read it once.
      await expect.poll(() => scripts.count).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('at 375 px, the phone’s « Menu » control before the app starts', () => {
  it('is a link to the footer’s navigation; once the app runs it is the menu button, in the same place', async () => {
    const { page, context, scripts } = await beforeStart(375, '/', { loader: 'past' });
    try {
      await waitForLoaderInvisible(page);
      const link = page.locator('header').getByRole('link', { name: 'Menu', exact: true });
      const button = page.locator('#menu-toggle');
      expect(await link.isVisible()).toBe(true);
      expect(await button.isVisible()).toBe(false);
      const before = await link.boundingBox();
      await link.click();
      await page.waitForFunction((id) => location.hash === `#${id}`, footerNavId);
      const nav = page.locator(`#${footerNavId}`);
      expect(await nav.evaluate((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.top < innerHeight; })).toBe(true);
      expect(await nav.getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(true);

      await scripts.release();
      await page.waitForSelector('header[data-started]', { state: 'attached' });
      expect(await link.isVisible()).toBe(false);
      expect(await button.isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await button.boundingBox()).toEqual(before);
      await button.click();
      await page.waitForSelector('#menu-principal[data-state="open"]');
    } finally {
      await context.close();
    }
  });
});

describe('at 375 px, the contact form before the app starts', () => {
  const typed = { name: 'Awa Diop', email: 'awa@exemple.sn', message: 'Bonjour, nous cherchons trois comptables.' };

  async function typeInto(page: Page) {
    await page.fill('#contact-name', typed.name);
    await page.fill('#contact-email', typed.email);
    await page.fill('#contact-message', typed.message);
  }
  const values = (page: Page) =>
    page.evaluate((id) => {
      const form = document.getElementById(id) as HTMLFormElement;
      return Object.fromEntries(['name', 'email', 'company', 'message'].map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement).value]));
    }, contactFormId);

  it('keeps what was typed when the app starts, and the next keystroke does not wipe it', async () => {
    const { page, context, scripts, errors } = await beforeStart(375, '/contact', { loader: 'past' });
    try {
      await waitForLoaderInvisible(page);
      await typeInto(page);
      await scripts.release();
      await page.waitForSelector(`#${contactFormId}[data-started]`, { state: 'attached' });
      await page.locator('#contact-company').pressSequentially('Sunu');
      expect(await values(page)).toEqual({ ...typed, company: 'Sunu' });
      expect(await page.getByTestId('contact-form').getAttribute('data-state')).toBe('idle');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a submit never navigates and puts nothing in the URL; the message is sent once the app runs', async () => {
    const { page, context, scripts, errors } = await beforeStart(375, '/contact', { loader: 'past' });
    try {
      const documents: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) documents.push(frame.url());
      });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
      await waitForLoaderInvisible(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const historyLength = await page.evaluate(() => history.length);
      await typeInto(page);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await page.locator('#contact-name').press('Enter');

      // The page says, in French, that the form is getting ready; nothing left, nothing moved.
      const note = page.getByRole('alert');
      await note.waitFor();
      expect(await note.textContent()).toBe(beforeStartNotices.preparing);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(requests.filter((request) => request.includes('contact?') || request.startsWith('POST'))).toEqual([]);
      expect(await values(page)).toEqual({ ...typed, company: '' });

      // The app starts and sends it through the machine: the Worker's answer is held until the
      // test has seen the form sending (a local Worker answers within a frame or two).
      const held: Route[] = [];
      await page.route('**/api/messages', (route) => void held.push(route));
      await scripts.release();
      await page.waitForSelector('[data-testid="contact-form"][data-state="submitting"]', { state: 'attached' });
      expect(await note.count()).toBe(0);
      await expect.poll(() => held.length).toBe(1);
      await held[0]!.continue();
      await page.getByText(typeset(successTitle)).waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(documents.filter((url) => new URL(url).search !== '')).toEqual([]);
      expect(requests.filter((request) => request.includes('Awa') || request.includes('contact?'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
