/**
 * What every picture of docs/screenshots/ shares, so that taking them again changes no byte where
 * nothing changed: the page's clock on a fixed day (the test builds' day), the time zone of Dakar,
 * one device pixel per CSS pixel, the photos and the map from the tests' fixtures (same bytes each
 * time), every image loaded, the brand font loaded, no animation running and no caret when the
 * picture is taken, and Chromium drawing the whole picture each time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openPage, useHarness, type Harness } from '../browser/harness';

/** The test builds' day (SITE_TODAY=2026-11-23), at ten in Dakar. */
export const shotDay = new Date('2026-11-23T10:00:00Z');

export const shotsDir = 'docs/screenshots';

/**
 * Chromium draws each picture whole: with partial raster (its default), it draws again only what
 * changed, and the edges of rounded boxes came out one colour level apart from one run to the next.
 */
export const shotBrowserArgs = ['--disable-partial-raster'];

/** The build served by the local Worker, and a Chromium for pictures (useHarness). */
export const useShotHarness = (root = 'dist', vars: Record<string, string> = {}) => useHarness(root, vars, shotBrowserArgs);

/**
 * A page for pictures at `width`, past the loader's second, its clock on `shotDay`: fixed there
 * (`fixed`: Date stands still, timers run), or from there (`moved`: for a picture taken at a moment
 * the test reaches by pausing and moving the clock).
 */
export async function openShotPage(harness: Harness, width: number, options: Parameters<typeof openPage>[2] = {}, { clock = 'fixed' }: { clock?: 'fixed' | 'moved' } = {}) {
  const opened = await openPage(harness, width, { external: 'loaded', loader: 'past', timezoneId: 'Africa/Dakar', deviceScaleFactor: 1, ...options });
  if (clock === 'fixed') await opened.page.clock.setFixedTime(shotDay);
  else await opened.page.clock.install({ time: shotDay });
  return opened;
}

/** Every image of the page loaded (lazy ones too), and the fonts it uses. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
    const loaded = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    await Promise.all([...document.images].filter((image) => !image.complete).map(loaded));
    await document.fonts.ready;
  });
}

/**
 * Takes `docs/screenshots/<area>/<name>`: the viewport (or the whole page with `fullPage`), or
 * only `element`. Animations are finished (CSS transitions and animations), the caret hidden, and
 * the picture is kept once two taken in a row are the same: what a script still moves (a fade
 * driven frame by frame) has come to rest.
 */
export async function shoot(page: Page, area: string, name: string, { fullPage = false, element }: { fullPage?: boolean; element?: Locator } = {}) {
  const path = join(shotsDir, area, name);
  mkdirSync(dirname(path), { recursive: true });
  await settle(page);
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  let previous: Buffer | undefined;
  for (let taken = 0; taken < 20; taken += 1) {
    const picture = element ? await element.screenshot(options) : await page.screenshot({ ...options, fullPage });
    if (previous?.equals(picture)) return writeFileSync(path, picture);
    previous = picture;
  }
  throw new Error(`${path}: the page kept changing`);
}
