/**
 * A visitor uses the salary simulator (/simulateur-salaire) on the built site, served by its
 * Worker: the page works before the app starts (the example, prerendered); a shared link to net →
 * gross opens on its own inputs with no error (hydration shows the example, then the link); net →
 * gross's code, fetched when chosen, may fail on a bad network: the page says so and « Réessayer »
 * fetches it again; at 375 px every line of the detail reads with no sideways swipe (a card per
 * line); « Imprimer » prints the result alone, its situation in words, within an A4 page's printable
 * width (718 px at 96 dpi), the sources' remarks open and their addresses written out;
 * « Partager sur WhatsApp » sends the gross, the net and the employer's cost with this result's address.
 *
 * Width: it runs at 375 px, and at 718 px for the print; axe checks the page at 375 and 1280 px
 * (a11y.test.ts), and its words kept whole (typography.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import { formatFcfa, grossToNet, parametersInForce } from '../../src/payroll';
import { chunkOf } from './chunks';
import { normaliseSpaces } from './contactPage';
import { goto, useHarness, useSharedPage, waitForApp } from './harness';

const harness = useHarness();
const shared = '/simulateur-salaire?mode=net&montant=400000&cadre=oui&situation=marie&enfants=2';
/** A gross with every kind of line (the IPRES cadres, the tax, the CFCE): its lines are the calculation's, on the test builds' day. */
const marriedCadre = '/simulateur-salaire?montant=1500000&cadre=oui&situation=marie&enfants=2';
const marriedCadreSlip = grossToNet({ brut: 1_500_000, cadre: true, famille: { situation: 'marie', conjointAvecRevenu: false, enfants: 2 } }, parametersInForce(loadContent().pages.paie, '2026-11-23'));

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
    // The message: the gross, the net and the employer's cost as the page writes them (narrow spaces between thousands), then the link.
    const [brut, net, cost] = await page.locator('main dl dd').allTextContents();
    const whatsapp = await page.getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toBe(`Salaire brut ${brut}, net ${net}, coût employeur ${cost}\u00a0: ${harness.baseUrl}${shared}`);
    expect(cost).toMatch(/^\d{1,3}(\u202f\d{3})*\u00a0FCFA$/);
    expect(errors).toEqual([]);
  });

  it('net → gross on a network that drops its code: says so, and « Réessayer » fetches it again', async () => {
    const { page, errors } = page375;
    await goto(page, harness.baseUrl, '/simulateur-salaire');
    await waitForApp(page);
    let dropped = '';
    // The net → gross code's own file, not whichever script comes first (the service worker's
    // registration chunk may be fetched at that moment too).
    await page.route(`${harness.baseUrl}/${chunkOf('dist', 'src/sections/Simulator/netResult.ts')}`, (route) => ((dropped = route.request().url()), route.abort('internetdisconnected')), { times: 1 });
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

  it('every line of the detail reads with no sideways swipe: its name, « Montant du mois » and « Source » within the screen', async () => {
    const { page, errors } = page375;
    await goto(page, harness.baseUrl, marriedCadre);
    await waitForApp(page);
    await page.getByRole('rowheader', { name: /^CFCE/ }).waitFor();
    const seen = await page.evaluate(() => {
      const box = (element: Element | null) => {
        const { left, right, width, height } = element!.getBoundingClientRect();
        return { left, right, width, height };
      };
      const region = document.querySelector('main [role="region"]')!;
      return {
        page: { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth },
        region: { scrollWidth: region.scrollWidth, clientWidth: region.clientWidth },
        // A line's row: any of a group but its heading and its total.
        lines: [...document.querySelectorAll('main table tbody tr:not(:first-child):not(:last-child)')].map((row) => {
          const amount = row.querySelector('td:nth-of-type(4)');
          return { name: row.querySelector('th')!.textContent, amount: amount!.textContent, label: getComputedStyle(amount!, '::before').content, boxes: [box(row.querySelector('th')), box(amount), box(row.querySelector('a'))] };
        }),
      };
    });
    expect(seen.page.scrollWidth).toBeLessThanOrEqual(seen.page.innerWidth);
    expect(seen.region.scrollWidth).toBeLessThanOrEqual(seen.region.clientWidth);
    // The employee's lines, then the employer's.
    const lines = (['salarie', 'employeur'] as const).flatMap((side) => marriedCadreSlip.lignes.filter((line) => line.payePar === side));
    expect(seen.lines.map((line) => line.name!.replace(/ \(à vérifier\)$/, ''))).toEqual(lines.map((line) => line.nom));
    for (const line of seen.lines) {
      expect(line.label, line.name!).toMatch(/^"Montant du mois"/);
      for (const box of line.boxes) {
        expect(box.width * box.height, line.name!).toBeGreaterThan(0);
        expect(box.left, line.name!).toBeGreaterThanOrEqual(0);
        expect(box.right, line.name!).toBeLessThanOrEqual(seen.page.innerWidth);
      }
    }
    expect(normaliseSpaces(seen.lines.map((line) => line.amount).join(' | '))).toBe(normaliseSpaces(lines.map((line) => formatFcfa(line.montant)).join(' | ')));
    expect(errors).toEqual([]);
  });

  it('« Imprimer » prints the result alone, within an A4 page’s printable width (718 px): its situation in words, the remarks open, each source’s address', async () => {
    const { page } = page375;
    await page.setViewportSize({ width: 718, height: 1000 });
    await goto(page, harness.baseUrl, marriedCadre);
    await waitForApp(page);
    const remarks = page.locator('#textes-et-sources ~ ol details > p');
    // On screen the remarks are closed.
    expect(await remarks.first().isVisible()).toBe(false);
    // « Choix de méthode » (lazy) is drawn, so that its width and its sources' addresses are measured too.
    await page.locator('[id^="methode-"] a[href^="http"]').first().waitFor({ state: 'attached', timeout: 15_000 });
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) => page.locator(selector).first().isVisible();
    expect({ header: await shown('body > div header'), form: await shown('main form'), footer: await shown('footer'), table: await shown('main table') }).toEqual({ header: false, form: false, footer: false, table: true });
    expect(await page.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
    const printed = await page.evaluate(() => ({
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      table: document.querySelector('main table')!.getBoundingClientRect().right,
      widest: Math.max(...[...document.querySelectorAll('main *')].map((element) => element.getBoundingClientRect().right)),
      text: document.querySelector('main')!.innerText,
      addresses: [...document.querySelectorAll<HTMLAnchorElement>('#textes-et-sources ~ ol a[href^="http"]')].map((link) => ({ href: link.getAttribute('href'), after: getComputedStyle(link, '::after').content })),
      methodAddresses: [...document.querySelectorAll<HTMLAnchorElement>('[id^="methode-"] a[href^="http"]')].map((link) => ({ href: link.getAttribute('href'), after: getComputedStyle(link, '::after').content })),
    }));
    expect(printed.innerWidth).toBe(718);
    expect(printed.scrollWidth).toBeLessThanOrEqual(718);
    expect(printed.table).toBeLessThanOrEqual(718);
    expect(printed.widest).toBeLessThanOrEqual(718);
    expect(normaliseSpaces(printed.text)).toContain('Marié(e), conjoint sans revenu, 2 enfants, cadre · ');
    expect(printed.addresses.length).toBeGreaterThan(0);
    for (const { href, after } of [...printed.addresses, ...printed.methodAddresses]) expect(after).toBe(`" (${href})"`);
    expect(printed.methodAddresses.length).toBeGreaterThan(0);
    expect(await remarks.count()).toBeGreaterThan(0);
    for (const remark of await remarks.all()) expect(await remark.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 375, height: 800 });
  });
});
