/**
 * /simulateur-salaire in jsdom, the whole app rendered at a path: the example it opens with, a
 * gross typed and computed, net → gross (its code fetched when chosen), a value that is not a
 * number (a French message, the address keeps it), a shared link, and « Textes et sources ». The
 * amounts expected are the calculation's (src/payroll/, checked against worked examples in
 * tests/payroll/): what is checked here is that the page shows them, each line with its source.
 * The page in Chromium (its first load, print, WhatsApp, axe at both widths): tests/browser/simulator.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import parameters from 'virtual:content/paie-en-vigueur';
import sources from 'virtual:content/paie-sources';
import { netDips } from 'virtual:content/simulator';
import { fill } from '../../src/lib/fill';
import { netResult } from '../../src/sections/Simulator/netResult';
import { renderApp } from '../components/renderApp';
import { alternatives, formatFcfa, grossToNet, maxMonthlyGross, methodChoiceNames, methodLabels, minimumGross, monthlySmig, netToGross, parameterNames, payslipRemarks, type Family } from '../../src/payroll';
import { plain } from '../specText';

const single: Family = { situation: 'celibataire', enfants: 0 };
const main = () => screen.getByRole('main');
/** The result's figure under a name (« Salaire net »…), spaces made plain. */
const figure = (name: string) => plain(within(main()).getByText(name, { selector: 'dt' }).nextElementSibling!.textContent);
const amountField = () => within(main()).getByRole('textbox', { name: /Salaire (brut|net) mensuel/ });

describe('/simulateur-salaire', () => {
  it('opens on the example: 300 000 FCFA gross, single, not a cadre; net and employer’s cost beside their names, in FCFA', async () => {
    await renderApp('/simulateur-salaire');
    const slip = grossToNet({ brut: 300_000, cadre: false, famille: single }, parameters);
    expect(amountField()).toHaveAccessibleName('Salaire brut mensuel (FCFA)');
    expect(amountField()).toHaveValue('300000');
    expect(figure('Salaire net')).toBe(plain(formatFcfa(slip.net)));
    expect(figure('Coût total pour l’employeur')).toBe(plain(formatFcfa(slip.coutEmployeur)));
    // Every line of the payslip: its name, its amount in FCFA, and « Source » linking to its parameter.
    const table = within(main()).getByRole('table');
    for (const line of slip.lignes) {
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => candidate.querySelector('th')?.textContent?.startsWith(line.nom) && plain(candidate.textContent).includes(plain(formatFcfa(line.montant))));
      expect(row, line.nom).toBeDefined();
      expect(within(row!).getByRole('link', { name: 'Source' })).toHaveAttribute('href', `#source-${line.parametre}`);
    }
    expect(plain(within(table).getByText('Total des retenues').closest('tr')!.textContent)).toContain(plain(formatFcfa(slip.totalSalarie)));
    // Not checked by the firm yet: said, with how many.
    const unverified = parameterNames.filter((name) => !parameters[name].verifie).length;
    expect(unverified).toBeGreaterThan(0);
    expect(plain(main().textContent)).toContain(`Résultat indicatif : ${unverified} paramètre${unverified > 1 ? 's' : ''} sur ${parameterNames.length}`);
    expect(within(main()).getByRole('link', { name: 'Confier votre paie au cabinet' })).toHaveAttribute('href', '/contact');
  });

  it('computes a gross typed as people write it (« 1 500 000 »), cadre, married with two children, and puts it in the address', async () => {
    const { router } = await renderApp('/simulateur-salaire');
    const user = userEvent.setup();
    await user.clear(amountField());
    await user.type(amountField(), '1 500 000');
    await user.click(within(main()).getByRole('checkbox', { name: /Cadre/ }));
    await user.selectOptions(within(main()).getByRole('combobox', { name: 'Situation de famille' }), 'marie');
    const children = within(main()).getByRole('textbox', { name: 'Enfants à charge' });
    await user.clear(children);
    await user.type(children, '2');
    await user.click(within(main()).getByRole('button', { name: 'Calculer' }));
    const slip = grossToNet({ brut: 1_500_000, cadre: true, famille: { situation: 'marie', conjointAvecRevenu: false, enfants: 2 } }, parameters);
    await waitFor(() => expect(figure('Salaire net')).toBe(plain(formatFcfa(slip.net))));
    expect(router.state.location.search).toMatchObject({ montant: 1_500_000, cadre: 'oui', situation: 'marie', enfants: 2 });
    expect(within(main()).getAllByRole('rowheader').some((cell) => cell.textContent?.startsWith('IPRES cadres'))).toBe(true);
    // The situation in words, with the result (it prints; the form does not).
    expect(plain(main().textContent)).toContain('Marié(e), conjoint sans revenu, 2 enfants, cadre · ');
    // WhatsApp: the gross, the net and the employer's cost, as the page writes them, then the link.
    const message = decodeURIComponent(within(main()).getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href')!.split('text=')[1]!);
    expect(message).toBe(`Salaire brut ${formatFcfa(slip.brut)}, net ${formatFcfa(slip.net)}, coût employeur ${formatFcfa(slip.coutEmployeur)}\u00a0: ${window.location.origin}${router.state.location.href}`);
  });

  it('net → gross: the field is then named « net », and the gross found gives at least that net', async () => {
    await renderApp('/simulateur-salaire');
    const user = userEvent.setup();
    await user.click(within(main()).getByRole('radio', { name: 'le salaire net voulu' }));
    expect(amountField()).toHaveAccessibleName('Salaire net mensuel voulu (FCFA)');
    await user.clear(amountField());
    await user.type(amountField(), '400000');
    await user.click(within(main()).getByRole('button', { name: 'Calculer' }));
    const result = netToGross({ net: 400_000, cadre: false, famille: single }, parameters);
    await waitFor(() => expect(figure('Salaire brut')).toBe(plain(formatFcfa(result.brut))));
    expect(result.net).toBeGreaterThanOrEqual(400_000);
    expect(figure('Salaire net')).toBe(plain(formatFcfa(result.net)));
    for (const remark of Object.values(netResult({ net: 400_000, cadre: false, famille: single }).said)) expect(plain(main().textContent)).toContain(plain(remark));
  });

  it('net → gross where a higher gross gives the same net again: the employer is told which, and what it would cost them more a month, in content/simulateur.yml’s words', async () => {
    // A TRIMF band's first gross nets less than the franc below it: asked for its net, a higher gross (that one) gives it again.
    const again = parameters.trimf.tranches
      .map((band) => Math.ceil(band.seuil / 12))
      .filter((gross) => gross > monthlySmig(parameters) && gross <= maxMonthlyGross)
      .map((gross) => netToGross({ net: grossToNet({ brut: gross, cadre: false, famille: single }, parameters).net, cadre: false, famille: single }, parameters))
      .find((result) => result.brutPlusHaut !== undefined);
    expect(again, 'a net that a higher gross gives again').toBeDefined();
    const higher = grossToNet({ brut: again!.brutPlusHaut!, cadre: false, famille: single }, parameters);
    expect(higher.net).toBe(again!.net);
    expect(higher.coutEmployeur).toBeGreaterThan(again!.coutEmployeur);
    await renderApp(`/simulateur-salaire?mode=net&montant=${again!.netDemande}`);
    await waitFor(() => expect(figure('Salaire brut')).toBe(plain(formatFcfa(again!.brut))));
    const said = fill(netDips, { brutPlusHaut: formatFcfa(higher.brut), surcout: formatFcfa(higher.coutEmployeur - again!.coutEmployeur), brut: formatFcfa(again!.brut) });
    expect(plain(main().textContent)).toContain(plain(said));
  });

  it('a value that is not a number: a French message under its field, no result, and the address keeps what was typed', async () => {
    const { router } = await renderApp('/simulateur-salaire');
    const user = userEvent.setup();
    await user.clear(amountField());
    await user.type(amountField(), 'trois cent mille');
    await user.click(within(main()).getByRole('button', { name: 'Calculer' }));
    await waitFor(() => expect(amountField()).toHaveAttribute('aria-invalid', 'true'));
    // The message's words are fetched when a field is wrong (src/payroll/inputs.ts): they follow.
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription('Le salaire brut doit être un nombre entier de francs CFA.'));
    expect(within(main()).queryByText('Salaire net', { selector: 'dt' })).toBeNull();
    expect(plain(main().textContent)).toContain(plain('Corrigez les champs signalés : le résultat s’affichera aussitôt.'));
    expect(router.state.location.search).toMatchObject({ montant: 'trois cent mille' });
    expect(amountField()).toHaveValue('trois cent mille');
  });

  it('a shared link opens on its own inputs and result', async () => {
    await renderApp('/simulateur-salaire?mode=net&montant=400000&cadre=oui&situation=marie&enfants=2&ipm=4');
    expect(amountField()).toHaveAccessibleName('Salaire net mensuel voulu (FCFA)');
    expect(amountField()).toHaveValue('400000');
    expect(within(main()).getByRole('checkbox', { name: /Cadre/ })).toBeChecked();
    expect(within(main()).getByRole('textbox', { name: 'Taux de l’IPM, de chaque côté (%)' })).toHaveValue('4');
    const result = netToGross({ net: 400_000, cadre: true, famille: { situation: 'marie', conjointAvecRevenu: false, enfants: 2 }, tauxIpm: 4 }, parameters);
    await waitFor(() => expect(figure('Salaire brut')).toBe(plain(formatFcfa(result.brut))));
  });

  it('a shared link with a transport allowance and the hours of a part time: the form shows them, the result counts them; an old link without them still opens', async () => {
    await renderApp('/simulateur-salaire?montant=40000&transport=25000&heures=100');
    expect(within(main()).getByRole('textbox', { name: 'Indemnité de transport, par mois (FCFA)' })).toHaveValue('25000');
    expect(within(main()).getByRole('textbox', { name: 'Heures travaillées dans le mois, si temps partiel' })).toHaveValue('100');
    const inputs = { brut: 40_000, cadre: false, famille: single, indemniteTransport: 25_000, heures: 100 };
    const slip = grossToNet(inputs, parameters);
    await waitFor(() => expect(figure('Salaire net')).toBe(plain(formatFcfa(slip.net))));
    // The remarks' words come with the net → gross module (netResult.ts): they follow.
    const remarks = payslipRemarks(slip, inputs, parameters);
    expect(remarks).toHaveLength(2);
    await waitFor(() => { for (const remark of remarks) expect(plain(main().textContent)).toContain(plain(remark)); });
  });

  it('hours the gross is below the SMIG for: the amount is refused, in French, once its words arrive', async () => {
    await renderApp('/simulateur-salaire?montant=40000&heures=150');
    await waitFor(() => expect(amountField()).toHaveAttribute('aria-invalid', 'true'));
    // The SMIG's hourly rate × 150 (370,526 × 150 = 55 578,9 today): the least gross for 150 hours, above 40 000.
    const least = minimumGross({ heures: 150 }, parameters);
    expect(least).toBeGreaterThan(40_000);
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription(`Pour 150 heures dans le mois, le salaire brut doit être d’au moins ${formatFcfa(least)}, le SMIG horaire (${String(parameters.smig.horaire).replace('.', ',')}\u00a0FCFA) × ces heures.`));
  });

  it('« Choix de méthode »: every disputed reading, its sources, and at 10 000 000 the net with a cap of 43 %', async () => {
    await renderApp('/simulateur-salaire?montant=10000000&cadre=oui');
    const section = await screen.findByRole('region', { name: 'Choix de méthode' });
    for (const name of methodChoiceNames) {
      const item = section.querySelector(`#methode-${name}`)!;
      expect(item, name).not.toBeNull();
      expect(plain(item.textContent)).toContain(plain(methodLabels[name].titre));
      for (const source of sources.methode[name].sources) expect(plain(item.textContent)).toContain(plain(source.titre));
      expect(plain(item.textContent)).toContain(sources.methode[name].verifie ? 'vérifié par le cabinet' : 'à vérifier');
    }
    const other = alternatives({ brut: 10_000_000, cadre: true, famille: single }, parameters).find((one) => one.choix === 'plafondImpot')!;
    await waitFor(() => expect(plain(section.querySelector('#methode-plafondImpot')!.textContent)).toContain(plain(`Avec un plafond de 43 % : net ${formatFcfa(other.net)}`)));
  });

  it('« Textes et sources »: every parameter in force, its text, its source with the day it was read, whether it is checked', async () => {
    await renderApp('/simulateur-salaire');
    const section = await screen.findByRole('region', { name: 'Textes et sources' });
    for (const name of parameterNames) {
      const item = section.querySelector(`#source-${name}`)!;
      expect(item, name).not.toBeNull();
      const { texte, source, verifie } = sources[name];
      expect(plain(item.textContent)).toContain(plain(texte));
      expect(plain(item.textContent)).toContain(plain(source.titre));
      expect(plain(item.textContent)).toContain(verifie ? 'vérifié par le cabinet' : 'à vérifier');
      if (source.consulte) expect(item.textContent).toContain(`consultée le ${source.consulte.split('-').reverse().join('/')}`);
    }
    expect(plain(section.textContent)).toContain('Paramètres en vigueur au');
  });
});
