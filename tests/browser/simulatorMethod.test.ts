/**
 * The simulator's method in Chromium, on the built site (issue 56): « Choix de méthode » lists every
 * disputed reading with its sources, prerendered with the page (no JavaScript needed), and once the
 * app runs gives the other readings' effect on the result shown, in one line each; a shared link's
 * transport allowance and hours are the form's and the result's. The expected figures are the
 * calculation's (src/payroll/, checked against published examples in tests/payroll/examples.test.ts),
 * on the parameters the build used (SITE_TODAY). Runs at 375 px; axe and the words kept whole: a11y.test.ts, typography.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load';
import { buildDay } from '../../src/offers/build';
import { alternatives, formatFcfa, grossToNet, methodChoiceNames, methodLabels, parametersInForce, payslipRemarks, valuesOf } from '../../src/payroll';
import { normaliseSpaces } from './contactPage';
import { goto, useHarness, useSharedPage } from './harness';

const harness = useHarness();
const params = valuesOf(parametersInForce(loadContent().pages.paie, buildDay(process.env)));
const plain = (text: string) => normaliseSpaces(text);

describe('the simulator’s method at 375 px', () => {
  const page375 = useSharedPage(harness, 375);
  const noJs = useSharedPage(harness, 375, { javaScriptEnabled: false });

  it('without JavaScript: « Choix de méthode » lists every disputed reading, with its sources and « à vérifier »', async () => {
    const { page, errors } = noJs;
    await page.goto(`${harness.baseUrl}/simulateur-salaire`);
    const section = page.getByRole('region', { name: 'Choix de méthode' });
    for (const name of methodChoiceNames) {
      const item = section.locator(`#methode-${name}`);
      expect(plain(await item.innerText())).toContain(plain(methodLabels[name].titre));
      expect(await item.locator('ul a').count(), name).toBeGreaterThanOrEqual(1);
    }
    expect(plain(await section.innerText())).toContain('Lecture retenue :');
    expect(errors).toEqual([]);
  });

  it('a cadre at 10 000 000: the 40 % / 43 % line gives the net with a cap of 43 %, and the readings that change nothing say so', async () => {
    const { page, errors } = page375;
    const inputs = { brut: 10_000_000, cadre: true, famille: { situation: 'celibataire', enfants: 0 } } as const;
    const other = alternatives(inputs, params).find((one) => one.choix === 'plafondImpot')!;
    expect(other.differe).toBe(true);
    await goto(page, harness.baseUrl, '/simulateur-salaire?montant=10000000&cadre=oui');
    const cap = page.locator('#methode-plafondImpot');
    await expect.poll(async () => plain(await cap.innerText())).toContain(plain(`Avec un plafond de 43 % : net ${formatFcfa(other.net)}`));
    expect(plain(await page.locator('#methode-trimfConjoint').innerText())).toContain('Pour ce résultat, l’autre lecture ne change rien.');
    expect(errors).toEqual([]);
  });

  it('a shared link with a transport allowance and part-time hours: the form holds them, the result counts them', async () => {
    const { page, errors } = page375;
    const inputs = { brut: 40_000, cadre: false, famille: { situation: 'celibataire', enfants: 0 }, indemniteTransport: 25_000, heures: 100 } as const;
    const slip = grossToNet(inputs, params);
    await goto(page, harness.baseUrl, '/simulateur-salaire?montant=40000&transport=25000&heures=100');
    await expect.poll(async () => plain(await page.locator('dl').innerText())).toContain(plain(`Salaire net\n${formatFcfa(slip.net)}`));
    expect(await page.getByRole('textbox', { name: 'Indemnité de transport, par mois (FCFA)' }).inputValue()).toBe('25000');
    expect(await page.getByRole('textbox', { name: 'Heures travaillées dans le mois, si temps partiel' }).inputValue()).toBe('100');
    const remarks = payslipRemarks(slip, inputs, params);
    expect(remarks).toHaveLength(2);
    for (const remark of remarks) await expect.poll(async () => plain(await page.locator('main').innerText())).toContain(plain(remark));
    // Fewer hours than that gross allows: refused in French, under the amount.
    const hours = page.getByRole('textbox', { name: 'Heures travaillées dans le mois, si temps partiel' });
    await hours.fill('150');
    await page.getByRole('button', { name: 'Calculer' }).click();
    await expect.poll(async () => plain(await page.locator('main').innerText())).toContain('Pour 150 heures dans le mois, le salaire brut doit être d’au moins');
    expect(errors).toEqual([]);
  });
});
