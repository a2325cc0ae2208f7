/**
 * Shared harness for the real-browser suite: Debian's Chromium through playwright-core, the
 * production build served by scripts/static-server.mjs (with dist/_headers, so the CSP applies),
 * and every external host intercepted so no test touches the network.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../scripts/static-server.mjs';
import { chromiumPath } from './globalSetup';

export const widths = [375, 1280] as const;

const photoFixture = readFileSync(resolve('tests/fixtures/photo.jpg'));
const mapFixture = readFileSync(resolve('tests/fixtures/map.html'));

export interface Harness {
  baseUrl: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Starts a static server on dist/ (or another build folder) and launches Chromium. */
export async function startHarness(root = 'dist'): Promise<Harness> {
  const server = await startStaticServer({ root: resolve(root) });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    baseUrl: server.url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export type ExternalMode = 'loaded' | 'unreachable';

/**
 * A page at a given width. External requests are answered from local fixtures (`loaded`) or
 * refused (`unreachable`, as on a machine with no network). Console errors and page errors are
 * collected in `errors` so a test can assert there are none.
 */
export async function openPage(
  harness: Harness,
  width: number,
  { external = 'unreachable', ...options }: BrowserContextOptions & { external?: ExternalMode } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await harness.browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR', ...options });
  const errors: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    if (external === 'unreachable') return route.abort('internetdisconnected');
    const url = route.request().url();
    if (url.startsWith('https://images.unsplash.com/')) return route.fulfill({ body: photoFixture, contentType: 'image/jpeg' });
    if (url.startsWith('https://www.openstreetmap.org/')) return route.fulfill({ body: mapFixture, contentType: 'text/html' });
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Refused external requests are the designed offline path, not app errors.
    if (message.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { page, context, errors };
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
