/**
 * docs/screenshots/simulateur/: the salary simulator's result as an employer reads it: the detail
 * on a phone (a card per line) and on a computer (a table), a net → gross result whose remark says
 * what a higher gross would cost, and the printout at an A4 page's printable width (718 px).
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import parameters from 'virtual:content/paie-en-vigueur';
import { grossToNet, maxMonthlyGross, monthlySmig, netToGross, type Family } from '../../src/payroll';
import { waitForApp, widths } from '../browser/harness';
import { openShotPage, shoot, useShotHarness } from './shots';

const harness = useShotHarness('dist');
const area = 'simulateur';
/** Married, two children, a cadre at 1 500 000 FCFA: every kind of line. */
const marriedCadre = '/simulateur-salaire?montant=1500000&cadre=oui&situation=marie&enfants=2';

/** A net a higher gross gives again (a TRIMF band's first gross nets less than the franc below): the remark about it shows. */
function netGivenAgain(): number {
  const single: Family = { situation: 'celibataire', enfants: 0 };
  const net = parameters.trimf.tranches
    .map((band) => Math.ceil(band.seuil / 12))
    .filter((gross) => gross > monthlySmig(parameters) && gross <= maxMonthlyGross)
    .map((gross) => netToGross({ net: grossToNet({ brut: gross, cadre: false, famille: single }, parameters).net, cadre: false, famille: single }, parameters))
    .find((result) => result.brutPlusHaut !== undefined)?.netDemande;
  if (net === undefined) throw new Error('no net a higher gross gives again with these parameters');
  return net;
}

/** Tall enough for the whole of what is shot: no sticky header drawn over it. */
const tall = (page: Page, width: number) => page.setViewportSize({ width, height: 2600 });

describe('simulateur', () => {
  it.each(widths)('detail-%i.png: the detail of a married cadre’s 1 500 000 FCFA, line by line', async (width) => {
    const { page, context } = await openShotPage(harness, width);
    await page.goto(`${harness.baseUrl}${marriedCadre}`);
    await waitForApp(page);
    await page.getByRole('rowheader', { name: /^CFCE/ }).waitFor();
    await tall(page, width);
    await shoot(page, area, `detail-${width}.png`, { element: page.locator('main section').filter({ has: page.locator('table') }) });
    await context.close();
  });

  it('resultat-net-375.png: a net → gross result, its situation, and what a higher gross giving the same net would cost', async () => {
    const { page, context } = await openShotPage(harness, 375);
    await page.goto(`${harness.baseUrl}/simulateur-salaire?mode=net&montant=${netGivenAgain()}`);
    await waitForApp(page);
    await page.getByText('Un brut plus élevé').waitFor();
    await tall(page, 375);
    await shoot(page, area, 'resultat-net-375.png', { element: page.locator('main form + div') });
    await context.close();
  });

  it('impression-resultat-718.png, impression-718.png, impression-sources-718.png: the printout (print media, 718 px): the result with its situation, the detail, a source with its address and its remark open', async () => {
    const { page, context } = await openShotPage(harness, 718);
    await page.goto(`${harness.baseUrl}${marriedCadre}`);
    await waitForApp(page);
    await page.getByRole('rowheader', { name: /^CFCE/ }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await tall(page, 718);
    await shoot(page, area, 'impression-resultat-718.png', { element: page.locator('main form + div') });
    await shoot(page, area, 'impression-718.png', { element: page.locator('main section').filter({ has: page.locator('table') }) });
    await shoot(page, area, 'impression-sources-718.png', { element: page.locator('#textes-et-sources ~ ol > li').nth(1) });
    await context.close();
  });
});
