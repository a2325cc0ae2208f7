/**
 * docs/screenshots/hors-ligne/: a page the app draws and that fails (components/RouteError), in
 * the site's frame: with no network (the articles' list followed from the home page, its data
 * never fetched on this device: the offline page's words), and for another reason (the server
 * answers its data file with an error). The data files are answered by the test (refused, or 500),
 * the service worker blocked as in every picture: what the page draws is the same with it.
 */
import type { Route } from 'playwright-core';
import { describe, it } from 'vitest';
import * as offlineWords from 'virtual:content/offlinePage';
import { waitForApp, widths } from '../browser/harness';
import { openShotPage, shoot, useShotHarness } from './shots';

const harness = useShotHarness('dist');
const area = 'hors-ligne';

describe('hors-ligne', () => {
  const cases = [
    ['page-hors-connexion', offlineWords.heading, (route: Route) => route.abort('internetdisconnected')],
    ['page-en-erreur', offlineWords.errorHeading, (route: Route) => route.fulfill({ status: 500, body: '' })],
  ] as const;
  for (const [name, heading, answer] of cases) {
    it.each(widths)(`${name}-%i.png: « Actualités » followed from the home page, its data ${name === 'page-en-erreur' ? 'answered with an error' : 'out of reach'}`, async (width) => {
      const { page, context } = await openShotPage(harness, width);
      await page.goto(`${harness.baseUrl}/`);
      await waitForApp(page);
      await page.route('**/donnees/**', answer);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Actualités' }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, area, `${name}-${width}.png`);
      await context.close();
    });
  }
});
