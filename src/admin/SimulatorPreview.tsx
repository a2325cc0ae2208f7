/**
 * The editor's preview of « Paie : remarques du simulateur » (content/simulateur.yml): each remark
 * as the simulator shows it under a net → gross result, for a single non-cadre and a net that makes
 * the page say it, found with today's parameters (the figures are those a visitor would read). A
 * remark no net gives today (« aucun brut ne donne exactement… »: a franc more of gross adds at most
 * a franc of net, so every net is reached, but the page keeps the remark should a parameter change
 * that) is shown with its blanks named instead of figures.
 */
import parameters from 'virtual:content/paie-en-vigueur';
import * as words from 'virtual:content/simulator';
import { fill } from '../lib/fill';
import { maxMonthlyGross, monthlySmig, type Family } from '../payroll/calculate';
import { grossToNet } from '../payroll/inputs';
import { netResult, type NetRemarks } from '../sections/Simulator/netResult';
import * as simulator from '../sections/Simulator/Simulator.css';
import * as styles from './preview.css';

const single: Family = { situation: 'celibataire', enfants: 0 };
const netOf = (brut: number) => grossToNet({ brut, cadre: false, famille: single }, parameters).net;
/** A remark's blanks named, for one no net gives with today's parameters. */
const named: Record<keyof NetRemarks, Record<string, string>> = {
  noExactNet: { net: '[net demandé]', brut: '[brut]', netObtenu: '[net obtenu]' },
  sameNet: { brut: '[brut]', brutMax: '[brut le plus élevé]' },
  netDips: { brutPlusHaut: '[brut plus élevé]', surcout: '[coût en plus]', brut: '[brut]' },
};
const captions: Record<keyof NetRemarks, string> = {
  noExactNet: 'Aucun brut ne donne exactement le net demandé',
  sameNet: 'Plusieurs bruts à la suite donnent ce net',
  netDips: 'Un brut plus élevé donne de nouveau ce net',
};

/**
 * One example of each remark: the nets just above the example's (300 000 FCFA gross), where the
 * rounding gives the first two, then those of the grosses where a TRIMF band starts (the net dips there).
 */
function examples(): NetRemarks {
  const found: NetRemarks = {};
  const start = netOf(300_000);
  const bands = parameters.trimf.tranches.map((band) => Math.ceil(band.seuil / 12)).filter((gross) => gross > monthlySmig(parameters) && gross <= maxMonthlyGross);
  for (const net of [...Array.from({ length: 300 }, (_, index) => start + index), ...bands.map(netOf)]) {
    const { said } = netResult({ net, cadre: false, famille: single });
    for (const [name, text] of Object.entries(said) as [keyof NetRemarks, string][]) found[name] ??= text;
    if (Object.keys(found).length === 3) break;
  }
  return found;
}

export function SimulatorPreview() {
  const found = examples();
  return (
    <div className={styles.examples}>
      {(Object.keys(captions) as (keyof NetRemarks)[]).map((name) => (
        <section key={name} className={styles.example}>
          <h2 className={styles.exampleCaption}>{captions[name]}</h2>
          {!found[name] && <p className={styles.note}>Aucun net ne donne cette remarque avec les paramètres en vigueur. Elle se lirait ainsi{'\u00a0'}:</p>}
          <p className={simulator.note}>{found[name] ?? fill(words[name], named[name])}</p>
        </section>
      ))}
    </div>
  );
}
