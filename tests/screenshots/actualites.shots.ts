/**
 * docs/screenshots/actualites/: the articles' list, an article (the trial period's, with its
 * table), and the 404 page with its suggestions, at the address « /service ».
 */
import { describe, it } from 'vitest';
import { waitForApp, widths } from '../browser/harness';
import { openShotPage, shoot, useShotHarness } from './shots';

const harness = useShotHarness('dist');
const area = 'actualites';

describe('actualites', () => {
  const pages = [
    ['liste', '/actualites'],
    ['article', '/actualites/ipm-ce-que-l-employeur-doit-savoir'],
    ['page-introuvable', '/service'],
  ] as const;
  for (const [name, path] of pages) {
    it.each(widths)(`${name}-%i.png: ${path}, the whole page`, async (width) => {
      const opened = await openShotPage(harness, width);
      await opened.page.goto(`${harness.baseUrl}${path}`);
      await waitForApp(opened.page);
      // The 404 page proposes the page the address resembles once it has started.
      if (name === 'page-introuvable') await opened.page.getByText(/^Vouliez-vous dire/).waitFor();
      await shoot(opened.page, area, `${name}-${width}.png`, { fullPage: true });
      await opened.context.close();
    });
  }
});
