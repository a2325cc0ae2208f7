/**
 * « Choix de méthode »: each point where the sources disagree (content/paie.yml `methode`), the
 * reading the simulator applies and the other one, the sources of each, whether the firm has
 * checked it, and, where the other reading would change the result shown, by how much, in one line
 * (« Avec un plafond de 43 % : net … »). Lazy, with « Textes et sources » (lazySources.ts): the
 * page's first load carries none of it. It reads the result's inputs from the address itself, once
 * the page is hydrated (the prerendered section, and its hydration, show no effect); for a net
 * asked, it finds the gross with the page's net → gross module, which the page has loaded.
 */
import { useHydrated, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import built from 'virtual:content/paie-sources';
import parameters from 'virtual:content/paie-en-vigueur';
import { alternatives, type Alternative } from '../../payroll/alternatives';
import { grossInputFields, PayrollInputError, type GrossInputs } from '../../payroll/calculate';
import { formatFcfa } from '../../payroll/format';
import { methodChoiceNames, methodLabels, readingPhrase } from '../../payroll/methodLabels';
import type { PayrollSources, PayrollValues } from '../../payroll/parameters';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import { inputsOf, readSimulatorSearch } from '../../simulator/search';
import * as styles from './Simulator.css';
import { methodList, readingBlock, readingSources } from './Methods.css';
import { Citation, Remark } from './Sources';

const NBSP = '\u00a0';
/** A word joiner: « ci-dessus » stays whole at the end of a line. */
const WJ = '\u2060';
/** « 86 000 FCFA de moins », « 1 000 FCFA de plus ». */
const change = (difference: number) => `${formatFcfa(Math.abs(difference))} de ${difference < 0 ? 'moins' : 'plus'}`;

/** The one line an other reading's effect takes: « Avec un plafond de 43 % : net 5 878 204 FCFA (86 000 FCFA de moins). » */
export function effectLine(alternative: Alternative, params: PayrollValues, fromNet = false): string {
  const parts = [
    ...(alternative.ecartNet ? [`net ${formatFcfa(alternative.net)} (${change(alternative.ecartNet)})`] : []),
    ...(alternative.ecartCout ? [`coût pour l’employeur ${formatFcfa(alternative.coutEmployeur)} (${change(alternative.ecartCout)})`] : []),
  ];
  return `Avec ${readingPhrase(alternative.choix, alternative.lecture as never, params)}${NBSP}: ${parts.join(', ')}${fromNet ? ', pour le même brut' : ''}.`;
}


type NetModule = typeof import('../../payroll/netToGross');

/** The gross inputs of the result the page shows (its address), and whether a net was asked; none before hydration or on inputs out of range. */
function useResultInputs(params: PayrollValues): { inputs: GrossInputs; fromNet: boolean } | undefined {
  const hydrated = useHydrated();
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const [net, setNet] = useState<NetModule>();
  const { mode, inputs } = inputsOf(readSimulatorSearch(hydrated ? search : {}));
  useEffect(() => {
    if (mode === 'net' && !net) void import('../../payroll/netToGross').then(setNet, () => undefined);
  }, [mode, net]);
  try {
    if (mode === 'brut') return hydrated && !grossInputFields(inputs, params).length ? { inputs, fromNet: false } : undefined;
    if (!net) return undefined;
    const { net: _asked, ...common } = inputs;
    return { inputs: { ...common, brut: net.netToGross(inputs, params).brut }, fromNet: true };
  } catch (error) {
    if (error instanceof PayrollInputError) return undefined;
    throw error;
  }
}

/** `sources`, `params`: the build's; the editor's preview may give those of the file being edited. */
export function Methods({ sources = built, params = parameters }: { sources?: PayrollSources; params?: PayrollValues }) {
  const current = useResultInputs(params);
  const effects = current ? alternatives(current.inputs, params) : [];
  return (
    <section className={section({ tone: 'surface' })} aria-labelledby="choix-de-methode">
      <div className={container}>
        <h2 id="choix-de-methode" className={styles.title}>
          Choix de méthode
        </h2>
        <p className={styles.muted}>
          Sur ces points, les sources ne disent pas la même chose. Le simulateur applique la lecture retenue{NBSP}; l’autre lecture est donnée avec ce qu’elle changerait au résultat ci-{WJ}dessus. Une lecture «{NBSP}à vérifier{NBSP}» n’a pas encore été confrontée aux textes par le cabinet.
        </p>
        <ol className={`${styles.sources} ${methodList}`}>
          {methodChoiceNames.map((name) => {
            const choice = params.methode[name];
            const { verifie, note, sources: read } = sources.methode[name];
            const effect = effects.find((one) => one.choix === name);
            return (
              <li key={name} id={`methode-${name}`} className={styles.sourceItem}>
                <h3 className={styles.sourceTitle}>
                  {methodLabels[name].titre} <span className={verifie ? styles.checked : styles.unverified}>{verifie ? 'vérifié par le cabinet' : 'à vérifier'}</span>
                </h3>
                {([['Lecture retenue', choice.retenue], ['Autre lecture', choice.autre]] as const).map(([title, reading]) => (
                  <div key={title} className={readingBlock}>
                    <p>
                      <strong>
                        {title}
                        {NBSP}:
                      </strong>{' '}
                      {readingPhrase(name, reading as never, params)}.
                    </p>
                    <ul className={readingSources}>
                      {read
                        .filter((source) => source.lecture === reading)
                        .map((source) => (
                          <li key={`${source.titre}${source.url ?? ''}`}>
                            <p>
                              <Citation source={source} />
                            </p>
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
                {effect && <p className={effect.differe ? styles.note : styles.muted}>{effect.differe ? effectLine(effect, params, current?.fromNet) : `Pour ce résultat, l’autre lecture ne change rien.`}</p>}
                <Remark note={note} />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
