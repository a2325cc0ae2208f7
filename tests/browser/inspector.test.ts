/**
 * The Stately inspector (`?inspect`): a lazy chunk only that address downloads; every machine's
 * state stays in the DOM. Width: it does not depend on it, so the test runs once, at 375 px
 * (docs/testing.md, « Which width a browser test runs at »).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPage, useHarness, waitForApp } from './harness';

/** The inspector's lazy chunk (its start, src/inspectorStart.ts, with @statelyai/inspect), found through Vite's manifest. */
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const inspectorChunk = manifest['src/inspectorStart.ts']?.file;

const harness = useHarness();

describe('Stately inspector for QA', () => {
  it('is a separate chunk in the build', () => {
    expect(inspectorChunk).toMatch(/^assets\/.+\.js$/);
  });

  it.each([
    ['/contact', false],
    ['/contact?inspect', true],
  ])('at 375 px, %s downloads the inspector: %s; every machine still exposes data-state', async (path, expected) => {
    const { page, context } = await openPage(harness, 375, { loader: 'past' });
    try {
      const requested: string[] = [];
      const hosts = new Set<string>();
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      context.on('request', (request) => hosts.add(new URL(request.url()).hostname));
      // The inspector opens the Stately window: let it open (blank) without leaving the machine.
      context.on('page', (popup) => void popup.close().catch(() => {}));
      await page.goto(harness.baseUrl + path);
      await waitForApp(page);
      // The app decides while its modules load, before it hydrates (and the loader leaves): by now
      // the chunk has been asked for, or never will be (nothing else imports it).
      expect(requested.includes(`/${inspectorChunk}`)).toBe(expected);
      const statelyContacted = () => [...hosts].some((host) => host.endsWith('stately.ai'));
      // With ?inspect the inspector opens Stately's window (refused here: no network).
      if (expected) await expect.poll(statelyContacted, { timeout: 5000 }).toBe(true);
      else expect(statelyContacted()).toBe(false);
      for (const selector of ['[data-testid="loader"]', 'header', '#menu-principal', 'section[aria-label="Notifications"]', '[data-testid="contact-form"]']) {
        expect(await page.locator(selector).first().getAttribute('data-state'), selector).toBeTruthy();
      }
    } finally {
      await context.close();
    }
  });
});
