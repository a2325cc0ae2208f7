/**
 * docs/screenshots/legal/: the legal pages, the keyboard's focus on the success panel after a
 * message is sent, and the header of a page scrolled before the app starts.
 */
import { describe, it } from 'vitest';
import { timing } from '../../machines/constants';
import { fill, form, sample, submitButton } from '../browser/contactPage';
import { holdAppScripts, pauseClock, waitForApp, waitForLoaderInvisible, widths } from '../browser/harness';
import { openShotPage, shoot, useShotHarness } from './shots';

const harness = useShotHarness('dist');
const area = 'legal';

describe('legal', () => {
  for (const page of ['mentions-legales', 'confidentialite']) {
    it.each(widths)(`${page}-%i.png: the whole page`, async (width) => {
      const opened = await openShotPage(harness, width);
      await opened.page.goto(`${harness.baseUrl}/${page}`);
      await waitForApp(opened.page);
      await shoot(opened.page, area, `${page}-${width}.png`, { fullPage: true });
      await opened.context.close();
    });
  }

  it.each(widths)('focus-succes-%i.png: the success panel, which holds the keyboard’s focus, and the toast', async (width) => {
    const { page, context } = await openShotPage(harness, width, {}, { clock: 'moved' });
    await page.goto(`${harness.baseUrl}/contact`);
    await waitForApp(page);
    await page.waitForSelector(`${form} form[data-started]`, { state: 'attached' });
    await pauseClock(page);
    await fill(page, { ...sample, phone: undefined, company: undefined, service: undefined });
    // Sent from the keyboard: Enter on the button.
    await submitButton(page).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${form}[data-state="success"]`, { state: 'attached', timeout: 15_000 });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    await page.getByTestId('toast').waitFor();
    // The toast has been on screen for half its time.
    await page.clock.runFor(timing.toastDuration / 2);
    await shoot(page, area, `focus-succes-${width}.png`);
    await context.close();
  });

  it.each(widths)('entete-avant-app-%i.png: /a-propos scrolled before the app starts', async (width) => {
    const { page, context } = await openShotPage(harness, width);
    const scripts = await holdAppScripts(page);
    await page.goto(`${harness.baseUrl}/a-propos`, { waitUntil: 'commit' });
    await page.waitForSelector('main h1');
    await waitForLoaderInvisible(page);
    await page.evaluate(() => new Promise<void>((resolve) => {
      window.scrollTo({ top: 600, behavior: 'instant' });
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }));
    await shoot(page, area, `entete-avant-app-${width}.png`);
    await scripts.release();
    await context.close();
  });
});
