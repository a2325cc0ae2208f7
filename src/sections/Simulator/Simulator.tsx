/**
 * /simulateur-salaire: gross → net or net → gross, a month, for Senegal, every line with its base,
 * rate, ceiling, amount and source (src/payroll/, the parameters of content/paie.yml in force on
 * the build's day). The inputs are the address's search (src/simulator/search.ts): the form is a
 * plain GET form, so it works before the app starts (the page, prerendered, shows the example), and
 * once it runs each change replaces the address and the result follows it. « Imprimer » gives a
 * clean sheet (the print styles keep the result alone).
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import parameters from 'virtual:content/paie-en-vigueur';
import { formatFcfa, formatPercent, grossToNet, netToGross, parameterNames, PayrollInputError, type InputProblem, type PayLine, type Payslip } from '../../payroll';
import { inputsOf, situations, type SimulatorSearch } from '../../simulator/search';
import { button, section } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from './Simulator.css';

const NBSP = '\u00a0';
const situationLabels: Record<(typeof situations)[number], string> = { celibataire: 'Célibataire', marie: 'Marié(e)', veuf: 'Veuf ou veuve', divorce: 'Divorcé(e)' };
const payerLabels: Record<PayLine['payePar'], string> = { salarie: 'Salarié', employeur: 'Employeur' };
const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const frenchDay = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

type Outcome = { slip: Payslip; remarks: string[]; problems: [] } | { slip: undefined; remarks: []; problems: InputProblem[] };

/** The calculation for this search, or its French problems. */
function outcomeOf(search: SimulatorSearch): Outcome {
  const { mode, inputs } = inputsOf(search);
  try {
    if (mode === 'net') {
      const result = netToGross(inputs, parameters);
      return { slip: result, remarks: result.remarques, problems: [] };
    }
    return { slip: grossToNet(inputs, parameters), remarks: [], problems: [] };
  } catch (error) {
    if (error instanceof PayrollInputError) return { slip: undefined, remarks: [], problems: error.problemes };
    throw error;
  }
}

/** The versions in force the firm has not checked yet: said on the page, the result is then indicative. */
const unverified = parameterNames.filter((name) => !parameters[name].verifie).map((name) => parameters[name].texte);

function Line({ line }: { line: PayLine }) {
  const annual = line.periode === 'an';
  return (
    <tr>
      <th scope="row" className={styles.lineName}>
        {line.nom}
        {!line.verifie && <span className={styles.unverified}> (à vérifier)</span>}
      </th>
      <td data-label="Payé par">{payerLabels[line.payePar]}</td>
      <td data-label="Base" className={styles.amount}>
        {formatFcfa(line.base)}
        {annual ? ` par an` : ''}
      </td>
      <td data-label="Taux" className={styles.amount}>{line.taux === null ? 'barème' : formatPercent(line.taux)}</td>
      <td data-label="Plafond" className={styles.amount}>{line.plafond === null ? '—' : formatFcfa(line.plafond)}</td>
      <td data-label="Montant du mois" className={`${styles.amount} ${styles.strong}`}>{formatFcfa(line.montant)}</td>
      <td data-label="Source" className={styles.source}>
        {line.texte}
        {' · '}
        {line.source.url ? (
          <a href={line.source.url} rel="noopener">
            Source
          </a>
        ) : (
          <span>Source{NBSP}: {line.source.titre}</span>
        )}
      </td>
    </tr>
  );
}

export function Simulator({ search }: { search: SimulatorSearch }) {
  const navigate = useNavigate();
  const ids = useId();
  const mode = search.mode ?? 'brut';
  /** What the form says now (its label follows the choice before « Calculer »). */
  const [choice, setChoice] = useState(mode);
  const [married, setMarried] = useState(search.situation === 'marie');
  const outcome = outcomeOf(search);
  const problemOf = (field: InputProblem['champ']) => outcome.problems.find((problem) => problem.champ === field)?.message;
  const amountProblem = problemOf(mode === 'net' ? 'net' : 'brut');

  /** The form's values into the address: the result follows (and a link to it can be shared). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
    void navigate({ to: '/simulateur-salaire', search: raw as never, replace: true, resetScroll: false });
  };

  const slip = outcome.slip;
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;

  return (
    <>
      <section className={section({ tone: 'page' })} aria-labelledby={`${ids}-form`}>
        <div className={`${container} ${styles.layout}`}>
          <form method="get" action="/simulateur-salaire" className={styles.form} onSubmit={submit} aria-labelledby={`${ids}-form`} noValidate>
            <h2 id={`${ids}-form`} className={styles.title}>
              Votre salaire
            </h2>
            <fieldset className={styles.choice}>
              <legend>Je connais</legend>
              <label>
                <input type="radio" name="mode" value="brut" defaultChecked={mode === 'brut'} onChange={() => setChoice('brut')} /> le salaire brut
              </label>
              <label>
                <input type="radio" name="mode" value="net" defaultChecked={mode === 'net'} onChange={() => setChoice('net')} /> le salaire net voulu
              </label>
            </fieldset>
            <label className={styles.field}>
              <span>{choice === 'net' ? 'Salaire net mensuel voulu (FCFA)' : 'Salaire brut mensuel (FCFA)'}</span>
              <input
                name="montant"
                inputMode="numeric"
                autoComplete="off"
                className={styles.control}
                defaultValue={search.montant ?? 300_000}
                aria-invalid={amountProblem ? true : undefined}
                aria-describedby={amountProblem ? `${ids}-montant-probleme` : undefined}
              />
            </label>
            {amountProblem && (
              <p id={`${ids}-montant-probleme`} className={styles.problem}>
                {amountProblem}
              </p>
            )}
            <label className={styles.check}>
              <input type="checkbox" name="cadre" value="oui" defaultChecked={search.cadre === 'oui'} /> Cadre (régime complémentaire de l’IPRES)
            </label>
            <label className={styles.field}>
              <span>Situation de famille</span>
              <select name="situation" className={styles.control} defaultValue={search.situation ?? 'celibataire'} onChange={(event) => setMarried(event.target.value === 'marie')}>
                {situations.map((one) => (
                  <option key={one} value={one}>
                    {situationLabels[one]}
                  </option>
                ))}
              </select>
            </label>
            {married && (
              <label className={styles.check}>
                <input type="checkbox" name="conjoint" value="revenu" defaultChecked={search.conjoint === 'revenu'} /> Le conjoint a ses propres revenus
              </label>
            )}
            <label className={styles.field}>
              <span>Enfants à charge</span>
              <input name="enfants" inputMode="numeric" className={styles.control} defaultValue={search.enfants ?? 0} aria-describedby={problemOf('enfants') ? `${ids}-enfants` : undefined} />
            </label>
            {problemOf('enfants') && (
              <p id={`${ids}-enfants`} className={styles.problem}>
                {problemOf('enfants')}
              </p>
            )}
            <details className={styles.more} open={Boolean(search.ipm ?? search.at ?? search.avantages)}>
              <summary>Réglages de l’entreprise</summary>
              <label className={styles.field}>
                <span>Taux de l’IPM, de chaque côté (%)</span>
                <input name="ipm" inputMode="decimal" className={styles.control} defaultValue={search.ipm ?? parameters.ipm.tauxParDefaut} />
              </label>
              {problemOf('tauxIpm') && <p className={styles.problem}>{problemOf('tauxIpm')}</p>}
              <label className={styles.field}>
                <span>Taux accidents du travail (%)</span>
                <select name="at" className={styles.control} defaultValue={String(search.at ?? parameters.cssAccidentsTravail.tauxParDefaut)}>
                  {parameters.cssAccidentsTravail.taux.map((one) => (
                    <option key={one} value={String(one)}>
                      {formatPercent(one)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>Avantages en nature imposables, par mois (FCFA)</span>
                <input name="avantages" inputMode="numeric" className={styles.control} defaultValue={search.avantages ?? 0} />
              </label>
              {problemOf('autresImposables') && <p className={styles.problem}>{problemOf('autresImposables')}</p>}
            </details>
            <button type="submit" className={button({ variant: 'primary' })}>
              Calculer
            </button>
          </form>

          <div className={styles.result} aria-live="polite">
            {slip ? (
              <>
                <h2 className={styles.title}>Résultat</h2>
                <dl className={styles.summary}>
                  <div>
                    <dt>Salaire brut</dt>
                    <dd>{formatFcfa(slip.brut)}</dd>
                  </div>
                  <div>
                    <dt>Salaire net</dt>
                    <dd className={styles.strong}>{formatFcfa(slip.net)}</dd>
                  </div>
                  <div>
                    <dt>Coût total pour l’employeur</dt>
                    <dd>{formatFcfa(slip.coutEmployeur)}</dd>
                  </div>
                </dl>
                {outcome.remarks.map((remark) => (
                  <p key={remark} className={styles.note}>
                    {remark}
                  </p>
                ))}
                <p className={styles.muted}>
                  {slip.parts.toLocaleString('fr-FR')}
                  {NBSP}part{slip.parts > 1 ? 's' : ''} de quotient familial pour la réduction d’impôt · IPM à {formatPercent(slip.tauxIpm)} · accidents du travail à {formatPercent(slip.tauxAccident)}
                </p>
              </>
            ) : (
              <p className={styles.problem}>Corrigez les champs signalés{NBSP}: le calcul se fera aussitôt.</p>
            )}
          </div>
        </div>
      </section>

      {slip && (
        <section className={section({ tone: 'surface' })} aria-labelledby={`${ids}-lines`}>
          <div className={container}>
            <h2 id={`${ids}-lines`} className={styles.title}>
              Le détail, ligne par ligne
            </h2>
            <p className={styles.muted}>
              Paramètres en vigueur au {frenchDay(parameters.jour)}. Chaque ligne indique le texte qui la fixe et sa source.
            </p>
            {unverified.length > 0 && (
              <p className={styles.note}>
                Résultat indicatif{NBSP}: le cabinet n’a pas encore vérifié {unverified.length > 1 ? 'ces paramètres' : 'ce paramètre'} sur les textes officiels{NBSP}: {unverified.join('\u202f; ')}.
              </p>
            )}
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className={styles.caption}>Cotisations, impôt et contributions d’un mois, en FCFA</caption>
                <thead>
                  <tr>
                    <th scope="col">Ligne</th>
                    <th scope="col">Payé par</th>
                    <th scope="col">Base</th>
                    <th scope="col">Taux</th>
                    <th scope="col">Plafond</th>
                    <th scope="col">Montant du mois</th>
                    <th scope="col">Texte et source</th>
                  </tr>
                </thead>
                <tbody>
                  {slip.lignes.map((line) => (
                    <Line key={line.nom} line={line} />
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={5}>
                      Retenues du salarié
                    </th>
                    <td className={`${styles.amount} ${styles.strong}`}>{formatFcfa(slip.totalSalarie)}</td>
                    <td />
                  </tr>
                  <tr>
                    <th scope="row" colSpan={5}>
                      Charges de l’employeur
                    </th>
                    <td className={`${styles.amount} ${styles.strong}`}>{formatFcfa(slip.totalEmployeur)}</td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
            <div className={styles.actions}>
              <button type="button" className={button({ variant: 'secondary' })} onClick={() => window.print()}>
                Imprimer
              </button>
              {shareUrl && (
                <a className={button({ variant: 'secondary' })} href={`https://wa.me/?text=${encodeURIComponent(`Simulation de salaire${NBSP}: ${shareUrl}`)}`} rel="noopener" target="_blank">
                  Partager sur WhatsApp
                </a>
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
