/**
 * docs/screenshots/offres/: the job offers on the test builds' day: the list, filtered, a chosen
 * filter, no result, an offer's page, and the toast after « Copier le lien »; and on the day after
 * the comptable's deadline, its address (the closed-offer page, 410) and the list without it. (formulaire-*.png
 * show the form before candidates could attach a CV: no longer on the site, they are not taken.)
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { empty as emptyCopy, gone as goneCopy, share as shareCopy } from 'virtual:content/offers';
import { normaliseSpaces } from '../browser/contactPage';
import { pauseClock, waitForApp, widths } from '../browser/harness';
import { openShotPage, shoot, useShotHarness } from './shots';

const harness = useShotHarness('dist');
const area = 'offres';

/** Waits for the list to show `count` offers. */
const listed = (page: Page, count: number) =>
  page.waitForFunction((count) => document.querySelectorAll('main ul[aria-labelledby="offres-titre"] > li').length === count, count, { timeout: 10_000 });

async function open(width: number, path: string, clock: 'fixed' | 'moved' = 'fixed') {
  const opened = await openShotPage(harness, width, {}, { clock });
  await opened.page.goto(`${harness.baseUrl}${path}`);
  await waitForApp(opened.page);
  return opened;
}

describe('offres', () => {
  it.each(widths)('liste-%i.png: the list', async (width) => {
    const { page, context } = await open(width, '/offres');
    await listed(page, 3);
    await shoot(page, area, `liste-${width}.png`, { fullPage: true });
    await context.close();
  });

  it.each(widths)('liste-filtree-%i.png: « comptable » and « CDI »', async (width) => {
    const { page, context } = await open(width, '/offres?contrat=cdi&q=comptable');
    await listed(page, 1);
    await shoot(page, area, `liste-filtree-${width}.png`, { fullPage: true });
    await context.close();
  });

  it.each(widths)('liste-filtre-choisi-%i.png: a chosen filter, beside the count', async (width) => {
    const { page, context } = await open(width, '/offres?contrat=cdi');
    await listed(page, 1);
    await page.evaluate(() => document.getElementById('offres-titre')!.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shoot(page, area, `liste-filtre-choisi-${width}.png`);
    await context.close();
  });

  it.each(widths)('liste-vide-%i.png: no offer matches', async (width) => {
    const { page, context } = await open(width, '/offres?q=astronaute');
    await page.getByRole('heading', { name: normaliseSpaces(emptyCopy.title) }).waitFor({ timeout: 10_000 });
    await shoot(page, area, `liste-vide-${width}.png`, { fullPage: true });
    await context.close();
  });

  it.each(widths)('offre-%i.png: an offer’s page', async (width) => {
    const { page, context } = await open(width, '/offres/comptable-senior-srh-2026-031');
    await shoot(page, area, `offre-${width}.png`, { fullPage: true });
    await context.close();
  });

  it.each(widths)('offre-fermee-%i.png and liste-lendemain at the same width: the comptable’s address and the list on the day after its deadline, as the Worker serves them', async (width) => {
    // The local Worker keeps the machine's clock: its answers of the 16th (worker/offerStates.ts,
    // tests/worker/offerStates.test.ts) are given here from the same files.
    const { page, context } = await openShotPage(harness, width);
    await page.clock.setFixedTime(new Date('2026-12-16T10:00:00Z'));
    await page.route(`${harness.baseUrl}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = pathname === '/offres/comptable-senior-srh-2026-031' ? 'dist/offres/404.html' : pathname === '/offres' ? 'dist/_etats/2026-12-16/offres/index.html' : /^\/donnees\/offres\/(index|page-\d+)\.json$/.test(pathname) ? `dist/_etats/2026-12-16${pathname}` : pathname === '/donnees/offres/comptable-senior-srh-2026-031.json' ? 'dist/404.html' : undefined;
      if (!file) return route.fallback();
      const status = pathname.endsWith('.json') && file === 'dist/404.html' ? 404 : pathname === '/offres/comptable-senior-srh-2026-031' ? 410 : 200;
      await route.fulfill({ response: await route.fetch(), status, body: readFileSync(file) });
    });
    await page.goto(`${harness.baseUrl}/offres/comptable-senior-srh-2026-031`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: normaliseSpaces(goneCopy.title) }).waitFor();
    await shoot(page, area, `offre-fermee-${width}.png`, { fullPage: true });
    await page.goto(`${harness.baseUrl}/offres`);
    await waitForApp(page);
    await listed(page, 2);
    await shoot(page, area, `liste-lendemain-${width}.png`, { fullPage: true });
    await context.close();
  });

  it.each(widths)('offre-lien-copie-%i.png: the toast after « Copier le lien »', async (width) => {
    const { page, context } = await open(width, '/offres/comptable-senior-srh-2026-031', 'moved');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.baseUrl });
    // The toast stays while the picture is taken: the page's time stands still.
    await pauseClock(page);
    await page.getByRole('button', { name: shareCopy.copy }).focus();
    await page.keyboard.press('Space');
    await page.getByTestId('toast').waitFor();
    await shoot(page, area, `offre-lien-copie-${width}.png`);
    await context.close();
  });
});
