/**
 * A visitor uses the salary simulator (/simulateur-salaire) on the built site, served by its
 * Worker: the page works before the app starts (the example, prerendered); a shared link to net →
 * gross opens on its own inputs with no error (hydration shows the example, then the link); net →
 * gross's code, fetched when chosen, may fail on a bad network: the page says so and « Réessayer »
 * fetches it again; « Imprimer » prints the result alone; « Partager sur WhatsApp » sends this
 * result's address.
 *
 * Width: none of this depends on it, so it runs at 375 px; axe checks the page at both widths
 * (a11y.test.ts), and its words kept whole (typography.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { chunkOf } from './chunks';
import { normaliseSpaces } from './contactPage';
import { goto, useHarness, useSharedPage, waitForApp } from './harness';

const harness = useHarness();
const shared = '/simulateur-salaire?mode=net&montant=400000&cadre=oui&situation=marie&enfants=2';

describe('the salary simulator at 375 px', () => {
  const page375 = useSharedPage(harness, 375);
  const noJs = useSharedPage(harness, 375, { javaScriptEnabled: false });

  it('without JavaScript: the example’s result, every line with « Source », and « Textes et sources »', async () => {
    const { page, errors } = noJs;
    await page.goto(`${harness.baseUrl}/simulateur-salaire`);
    const text = normaliseSpaces(await page.locator('main').innerText());
    expect(text).toMatch(/Salaire net\s+\d{3} \d{3} FCFA/);
    expect(await page.locator('main table a', { hasText: 'Source' }).count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator('#textes-et-sources').innerText()).toBe('Textes et sources');
    expect(errors).toEqual([]);
  });

  it('a shared link opens on its inputs and its result, with no error; « Partager sur WhatsApp » sends it', async () => {
    const { page, errors } = page375;
    await goto(page, harness.baseUrl, shared);
    await waitForApp(page);
    const amount = page.getByRole('textbox', { name: 'Salaire net mensuel voulu (FCFA)' });
    await expect.poll(() => amount.inputValue()).toBe('400000');
    await expect.poll(async () => normaliseSpaces(await page.locator('dl').innerText())).toMatch(/Salaire net\s+400 000 FCFA/);
    const whatsapp = await page.getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(`${harness.baseUrl}${shared}`);
    expect(errors).toEqual([]);
  });

  it('net → gross on a network that drops its code: says so, and « Réessayer » fetches it again', async () => {
    const { page, errors } = page375;
    await goto(page, harness.baseUrl, '/simulateur-salaire');
    await waitForApp(page);
    let dropped = '';
    // The net → gross code's own file, not whichever script comes first (the service worker's
    // registration chunk may be fetched at that moment too).
    await page.route(`${harness.baseUrl}/${chunkOf('dist', 'src/payroll/netToGross.ts')}`, (route) => ((dropped = route.request().url()), route.abort('internetdisconnected')), { times: 1 });
    await page.getByRole('radio', { name: 'le salaire net voulu' }).check();
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await retry.waitFor();
    expect(dropped).not.toBe('');
    expect(normaliseSpaces(await page.locator('main').innerText())).toContain('Le calcul du net au brut n’a pas pu être chargé (la connexion ?).');
    await retry.click();
    await expect.poll(async () => normaliseSpaces(await page.locator('dl').innerText())).toMatch(/Salaire brut\s+[\d ]+ FCFA/);
    // The failed fetch was the page's error, said on the page; nothing else.
    expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED') && !error.includes('Failed to fetch dynamically imported module'))).toEqual([]);
  });

  it('« Imprimer » prints the result alone: no header, form, buttons nor footer', async () => {
    const { page } = page375;
    await goto(page, harness.baseUrl, '/simulateur-salaire');
    await waitForApp(page);
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) => page.locator(selector).first().isVisible();
    expect({ header: await shown('body > div header'), form: await shown('main form'), footer: await shown('footer'), table: await shown('main table') }).toEqual({ header: false, form: false, footer: false, table: true });
    expect(await page.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });
});
