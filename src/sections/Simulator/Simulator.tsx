/**
 * /simulateur-salaire: gross → net or net → gross, a month, for Senegal, every line with its base,
 * rate, ceiling, amount, the text that sets it and a link to its source (src/payroll/, the
 * parameters of content/paie.yml in force on the build's day). The inputs are the address's search
 * (src/simulator/search.ts): the form is a plain GET form, so it works before the app starts, and
 * once the app runs each change replaces the address and the result follows it, so a result can be
 * shared: « Partager sur WhatsApp » sends its gross, net and employer's cost with its address.
 * « Imprimer » gives a clean sheet (Simulator.css.ts: the result alone, with the situation in words,
 * within an A4 page's width, the sources' remarks open and their addresses written out).
 *
 * The sources and notes of the parameters (« Textes et sources ») are static: their section is
 * hydrated when its code arrives, off the page's first load, as the contact page's details are.
 */
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, memo, Suspense, useEffect, useId, useState, type FormEvent, type SyntheticEvent } from 'react';
import parameters from 'virtual:content/paie-en-vigueur';
// From the modules themselves, not src/payroll/index.ts: net → gross and the inputs' messages stay out of this chunk (below).
import { grossInputFields, payslip, PayrollInputError, type InputProblem, type PayLine, type Payslip } from '../../payroll/calculate';
import { formatFcfa, formatPercent } from '../../payroll/format';
import { parameterNames } from '../../payroll/parameters';
import { addressOf, exampleGross, inputsOf, shown, situations, type SimulatorSearch } from '../../simulator/search';
import { button, section } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import { retryableImport } from '../../lib/retryImport';
import { Sources as PrerenderedSources } from './Sources';
import { Methods as PrerenderedMethods } from './Methods';
import * as styles from './Simulator.css';

const LazySources = /* @__PURE__ */ lazy(() => import('./lazySources').then(({ SourcesAndMethods }) => ({ default: SourcesAndMethods })));
/**
 * Memoised: the page re-renders as it hydrates (the address's search takes over), and an update
 * reaching a Suspense boundary still waiting for its code would make React drop the prerendered
 * sources and draw them again only when the code arrives.
 */
const SourcesSection = memo(function SourcesSection() {
  return (
    <Suspense>
      {import.meta.env.SSR ? (
        <>
          <PrerenderedMethods />
          <PrerenderedSources />
        </>
      ) : (
        <LazySources />
      )}
    </Suspense>
  );
});

const NBSP = '\u00a0';
const situationLabels: Record<(typeof situations)[number], string> = { celibataire: 'Célibataire', marie: 'Marié(e)', veuf: 'Veuf ou veuve', divorce: 'Divorcé(e)' };

type Outcome =
  | { slip: Payslip; remarks: string[]; problems: [] }
  | { slip: undefined; remarks: []; problems: InputProblem[] }
  /** Net → gross, its code on its way (or failed to arrive). */
  | { slip: undefined; remarks: []; problems: []; loading: true };

/**
 * Net → gross is a module of its own (./netResult.ts: src/payroll/netToGross.ts and its remarks'
 * words, content/simulateur.yml), fetched when a visitor chooses « le salaire net voulu » (or opens
 * a link that did), or types a value out of range (it brings the inputs' French messages,
 * src/payroll/inputs.ts): most visitors never need it.
 */
type NetModule = typeof import('./netResult');
let netModule: NetModule | undefined;
// Tried again for real after a network failure (lib/retryImport.ts).
const importNet = retryableImport((): Promise<NetModule> => import('./netResult'));
const loadNet = (): Promise<NetModule> => importNet().then((module) => (netModule = module));

/** The calculation for this search, or its French problems. */
function outcomeOf(search: SimulatorSearch): Outcome {
  const { mode, inputs } = inputsOf(search);
  try {
    if (mode === 'net') {
      if (!netModule) return { slip: undefined, remarks: [], problems: [], loading: true };
      const { slip, said } = netModule.netResult(inputs);
      return { slip, remarks: [...Object.values(said), ...netModule.payslipRemarks(slip, inputs, parameters)], problems: [] };
    }
    // Which fields are wrong is known at once; their words come with the net → gross module (src/payroll/inputs.ts), fetched then.
    const wrong = grossInputFields(inputs, parameters);
    if (wrong.length) return { slip: undefined, remarks: [], problems: wrong.map((champ) => ({ champ, message: netModule?.problemMessage(champ as never, inputs, parameters) ?? '' })) };
    // A transport allowance or part-time hours: their remark's words come with net → gross too.
    const slip = payslip(inputs, parameters);
    return { slip, remarks: netModule?.payslipRemarks(slip, inputs, parameters) ?? [], problems: [] };
  } catch (error) {
    if (error instanceof PayrollInputError) return { slip: undefined, remarks: [], problems: error.problemes };
    throw error;
  }
}

/** Fetches net → gross when the search asks for it: whether it failed (the network), and how to try again. */
function useNetModule(needed: boolean): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(false);
  const load = () => {
    setFailed(false);
    loadNet().then(
      () => setLoaded(true),
      () => setFailed(true),
    );
  };
  useEffect(() => {
    if (needed && !netModule) load();
  }, [needed]);
  return { failed, retry: load };
}

/** The situation in words (« Marié(e), conjoint sans revenu, 2 enfants, cadre »): with the result, it prints (the form does not). */
const situationOf = ({ situation = 'celibataire', conjoint, enfants, cadre, avantages }: SimulatorSearch) =>
  [
    situationLabels[situation],
    situation === 'marie' && `conjoint ${conjoint ? 'avec' : 'sans'} revenu`,
    enfants ? `${enfants}${NBSP}enfant${enfants > 1 ? 's' : ''}` : 'sans enfant',
    cadre ? 'cadre' : 'non cadre',
    avantages && `${formatFcfa(avantages)} d’avantages en nature`,
  ]
    .filter(Boolean)
    .join(', ');

/** How many parameters in force the firm has not checked yet: said on the page, the result is then indicative. */
const unverified = parameterNames.filter((name) => !parameters[name].verifie).length;

function Line({ line }: { line: PayLine }) {
  return (
    <tr>
      <th scope="row" className={styles.lineName}>
        {line.nom}
        {!line.verifie && <span className={styles.unverified}> (à vérifier)</span>}
      </th>
      <td className={styles.amount}>
        {formatFcfa(line.base)}
        {line.periode === 'an' ? ' par an' : ''}
      </td>
      <td className={styles.amount}>{line.taux === null ? 'barème' : formatPercent(line.taux)}</td>
      <td className={styles.amount}>{line.plafond === null ? '—' : formatFcfa(line.plafond)}</td>
      <td className={`${styles.amount} ${styles.strong}`}>{formatFcfa(line.montant)}</td>
      <td>
        <a href={`#source-${line.parametre}`}>Source</a>
      </td>
    </tr>
  );
}

/** The lines one side pays, under its heading row, then their total. */
function Side({ slip, side }: { slip: Payslip; side: PayLine['payePar'] }) {
  const [title, total, amount] = side === 'salarie' ? ['Retenues du salarié', 'Total des retenues', slip.totalSalarie] : ['Charges de l’employeur', 'Total des charges', slip.totalEmployeur];
  return (
    <tbody>
      <tr>
        <th scope="colgroup" colSpan={6} className={styles.group}>
          {title}
        </th>
      </tr>
      {slip.lignes
        .filter((line) => line.payePar === side)
        .map((line) => (
          <Line key={line.nom} line={line} />
        ))}
      <tr>
        <th scope="row" colSpan={4}>
          {total}
        </th>
        <td className={`${styles.amount} ${styles.strong}`}>{formatFcfa(amount)}</td>
        <td />
      </tr>
    </tbody>
  );
}

/** A field's problem, under it, named by it. */
function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={styles.problem}>
      {text}
    </p>
  ) : null;
}

/**
 * `search` is what the result is computed from; `raw` the address's values as typed (a field shows
 * them when they are not numbers); both are empty until the app has hydrated the prerendered page.
 * `arrival` is true once it has, on a page opened with a search (a shared link): the form is drawn
 * again with the link's values.
 */
export function Simulator({ search, raw, arrival, hydrated }: { search: SimulatorSearch; raw: Record<string, unknown>; arrival: boolean; hydrated: boolean }) {
  const navigate = useNavigate();
  const ids = useId();
  const mode = search.mode ?? 'brut';
  /** What the form says now (the amount's label follows the choice at once). */
  const [choice, setChoice] = useState(mode);
  const [married, setMarried] = useState(search.situation === 'marie');
  // The address changed (a shared link taken over after hydration, a result applied): the form says it.
  useEffect(() => setChoice(mode), [mode]);
  useEffect(() => setMarried(search.situation === 'marie'), [search.situation]);
  const outcome = outcomeOf(search);
  // Net → gross, a field out of range, a transport allowance or part-time hours (their words come with it: netResult.ts).
  const net = useNetModule(mode === 'net' || outcome.problems.length > 0 || !!search.transport || search.heures! < parameters.smig.heuresParMois);
  const problemOf = (field: InputProblem['champ']) => outcome.problems.find((problem) => problem.champ === field)?.message;
  const describedBy = (field: InputProblem['champ'], id: string) => (problemOf(field) !== undefined ? { 'aria-invalid': true, 'aria-describedby': id } : {});
  const amountField = mode === 'net' ? 'net' : 'brut';
  /** A text field of the form (`name` in the address), its value from the search (`fallback` when none), its problem under it. */
  const textField = (label: string, name: 'enfants' | 'ipm' | 'avantages' | 'transport' | 'heures', field: InputProblem['champ'], fallback: number | string, inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <>
      <label className={styles.field}>
        <span>{label}</span>
        <input type="text" name={name} inputMode={inputMode} className={styles.control} defaultValue={shown(search[name], raw[name], fallback)} {...describedBy(field, `${ids}-${name}`)} />
      </label>
      <Problem id={`${ids}-${name}`} text={problemOf(field)} />
    </>
  );

  /** The form's values into the address: the result follows (and a link to it can be shared). */
  const apply = (form: HTMLFormElement) => {
    const values = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
    void navigate({ to: '/simulateur-salaire', search: addressOf(values) as never, replace: true, resetScroll: false });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  /** A choice (a list, a box, the mode) counts at once; a typed amount when it is left, or on « Calculer ». */
  const changed = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (event.type === 'change' ? target.type !== 'text' : target.type === 'text' && target.value !== target.defaultValue) apply(event.currentTarget);
  };

  const slip = outcome.slip;
  /** This result's address, to send on WhatsApp (after hydration: the prerendered page has no address of its own). */
  const href = useLocation({ select: (location) => location.href });
  const shareUrl = hydrated ? `${window.location.origin}${href}` : '';

  return (
    <>
      <section className={section({ tone: 'page' })} aria-labelledby={`${ids}-form`}>
        <div className={`${container} ${styles.layout}`}>
          <form
            key={arrival ? 'lien' : 'page'}
            method="get"
            action="/simulateur-salaire"
            className={styles.form}
            onSubmit={submit}
            onChange={changed}
            onBlur={changed}
            aria-labelledby={`${ids}-form`}
            noValidate
          >
            <h2 id={`${ids}-form`} className={styles.title}>
              Votre salaire
            </h2>
            <fieldset className={styles.choice}>
              <legend>Je connais</legend>
              <label>
                <input type="radio" name="mode" value="brut" defaultChecked={mode === 'brut'} onChange={() => setChoice('brut')} /> le salaire brut
              </label>
              <label>
                <input
                  type="radio"
                  name="mode"
                  value="net"
                  defaultChecked={mode === 'net'}
                  onChange={() => {
                    setChoice('net');
                    void loadNet().catch(() => undefined);
                  }}
                />{' '}
                le salaire net voulu
              </label>
            </fieldset>
            <label className={styles.field}>
              <span>{choice === 'net' ? 'Salaire net mensuel voulu (FCFA)' : 'Salaire brut mensuel (FCFA)'}</span>
              <input type="text" name="montant" inputMode="numeric" autoComplete="off" className={styles.control} defaultValue={shown(search.montant, raw.montant, exampleGross)} {...describedBy(amountField, `${ids}-montant`)} />
            </label>
            <Problem id={`${ids}-montant`} text={problemOf(amountField)} />
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
            {textField('Enfants à charge', 'enfants', 'enfants', 0)}
            <details className={styles.more} open={['ipm', 'at', 'avantages', 'transport', 'heures'].some((name) => name in search)}>
              <summary>Réglages de l’entreprise</summary>
              {textField('Taux de l’IPM, de chaque côté (%)', 'ipm', 'tauxIpm', parameters.ipm.tauxParDefaut, 'decimal')}
              <label className={styles.field}>
                <span>Taux accidents du travail (%)</span>
                <select name="at" className={styles.control} defaultValue={String(search.at ?? parameters.cssAccidentsTravail.tauxParDefaut)} {...describedBy('tauxAccident', `${ids}-at`)}>
                  {parameters.cssAccidentsTravail.taux.map((one) => (
                    <option key={one} value={String(one)}>
                      {formatPercent(one)}
                    </option>
                  ))}
                </select>
              </label>
              <Problem id={`${ids}-at`} text={problemOf('tauxAccident')} />
              {textField('Avantages en nature imposables, par mois (FCFA)', 'avantages', 'autresImposables', 0)}
              {textField('Indemnité de transport, par mois (FCFA)', 'transport', 'indemniteTransport', 0)}
              {textField('Heures travaillées dans le mois, si temps partiel', 'heures', 'heures', '', 'decimal')}
            </details>
            <button type="submit" className={button({ variant: 'primary' })}>
              Calculer
            </button>
          </form>

          <div className={styles.result}>
            <h2 className={styles.title}>Résultat</h2>
            <div aria-live="polite">
              {slip ? (
                <dl className={styles.summary}>
                  <div>
                    <dt>Salaire brut</dt>
                    <dd>{formatFcfa(slip.brut)}</dd>
                  </div>
                  <div>
                    <dt>Salaire net</dt>
                    <dd>{formatFcfa(slip.net)}</dd>
                  </div>
                  <div>
                    <dt>Coût total pour l’employeur</dt>
                    <dd>{formatFcfa(slip.coutEmployeur)}</dd>
                  </div>
                </dl>
              ) : 'loading' in outcome ? (
                net.failed ? (
                  <p className={styles.problem}>
                    Le calcul du net au brut n’a pas pu être chargé (la connexion{NBSP}?).{' '}
                    <button type="button" className={button({ variant: 'secondary' })} onClick={net.retry}>
                      Réessayer
                    </button>
                  </p>
                ) : (
                  <p className={styles.muted}>Calcul du salaire brut…</p>
                )
              ) : (
                <p className={styles.problem}>Corrigez les champs signalés{NBSP}: le résultat s’affichera aussitôt.</p>
              )}
              {outcome.remarks.map((remark) => (
                <p key={remark} className={styles.note}>
                  {remark}
                </p>
              ))}
            </div>
            {slip && (
              <p className={styles.muted}>
                {situationOf(search)} · {slip.parts.toLocaleString('fr-FR')}
                {NBSP}part{slip.parts > 1 ? 's' : ''} pour la réduction d’impôt · IPM à {formatPercent(slip.tauxIpm)} · accidents du travail à {formatPercent(slip.tauxAccident)}
              </p>
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
              Chaque ligne renvoie au texte qui la fixe et à sa source (« Textes et sources », plus bas).
              {unverified > 0 && (
                <>
                  {' '}
                  <strong>
                    Résultat indicatif{NBSP}: {unverified} paramètre{unverified > 1 ? 's' : ''} sur {parameterNames.length} {unverified > 1 ? 'sont' : 'est'} encore «{NBSP}à vérifier{NBSP}» par le cabinet.
                  </strong>
                </>
              )}
            </p>
            <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={`${ids}-lines`}>
              <table className={styles.table}>
                <caption className={styles.caption}>Cotisations, impôt et contributions d’un mois, en FCFA</caption>
                <thead>
                  <tr>
                    <th scope="col">Ligne</th>
                    <th scope="col">Base</th>
                    <th scope="col">Taux</th>
                    <th scope="col">Plafond</th>
                    <th scope="col">Montant du mois</th>
                    <th scope="col">Texte</th>
                  </tr>
                </thead>
                <Side slip={slip} side="salarie" />
                <Side slip={slip} side="employeur" />
              </table>
            </div>
            <p className={styles.offer}>
              Bulletins, déclarations à l’IPRES, à la CSS et aux impôts, chaque mois et à jour des textes{NBSP}: le cabinet peut tenir votre paie.
            </p>
            <div className={styles.actions}>
              <Link to="/contact" className={button({ variant: 'primary' })}>
                Confier votre paie au cabinet
              </Link>
              <button type="button" className={button({ variant: 'secondary' })} onClick={() => window.print()}>
                Imprimer
              </button>
              {shareUrl && (
                <a
                  className={button({ variant: 'secondary' })}
                  href={`https://wa.me/?text=${encodeURIComponent(`Salaire brut ${formatFcfa(slip.brut)}, net ${formatFcfa(slip.net)}, coût employeur ${formatFcfa(slip.coutEmployeur)}${NBSP}: ${shareUrl}`)}`}
                  rel="noopener"
                  target="_blank"
                >
                  Partager sur WhatsApp
                </a>
              )}
            </div>
          </div>
        </section>
      )}
      <SourcesSection />
    </>
  );
}
