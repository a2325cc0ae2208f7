/**
 * « Textes et sources »: every parameter of the simulator in force, with the text that sets it, the
 * day it applies from, where it was read (title, publisher, address, the day it was consulted),
 * whether the firm has checked it, and its note. Static: the page hydrates it when its code
 * arrives (Simulator.tsx), so the sources weigh nothing on the page's first load. Each line of the
 * result links here (#source-ipresGeneral…).
 */
import built from 'virtual:content/paie-sources';
import { frenchDate, numericDate } from '../../domain/calendar';
import { parameterLabels } from '../../payroll/labels';
import { parameterNames, type PayrollSource, type PayrollSources } from '../../payroll/parameters';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import * as styles from './Simulator.css';

/** `sources`: the build's; the editor's preview gives those of the file being edited (src/admin/preview.tsx). */
export function Sources({ sources = built }: { sources?: PayrollSources }) {
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="textes-et-sources">
      <div className={container}>
        <h2 id="textes-et-sources" className={styles.title}>
          Textes et sources
        </h2>
        <p className={styles.muted}>
          Paramètres en vigueur au {frenchDate(sources.jour)}, tels que le cabinet les tient à jour. Une valeur «{'\u00a0'}à vérifier{'\u00a0'}» vient d’une source que le cabinet n’a pas encore confrontée au texte officiel{'\u00a0'}: le résultat qui l’utilise est indicatif.
        </p>
        <ol className={styles.sources}>
          {parameterNames.map((name) => {
            const { texte, du, verifie, source, note } = sources[name];
            return (
              <li key={name} id={`source-${name}`} className={styles.sourceItem}>
                <h3 className={styles.sourceTitle}>
                  {parameterLabels[name]} <span className={verifie ? styles.checked : styles.unverified}>{verifie ? 'vérifié par le cabinet' : 'à vérifier'}</span>
                </h3>
                <p>
                  {texte}, applicable depuis le {frenchDate(du)}
                  {verifie ? '' : ' (date à vérifier)'}.
                </p>
                <p>
                  Source{'\u00a0'}: <Citation source={source} />
                </p>
                <Remark note={note} />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** Where a text was read: its title (a link when it has an address), its publisher, the day it was consulted. Here and in « Choix de méthode » (Methods.tsx). */
export function Citation({ source }: { source: PayrollSource }) {
  return (
    <>
      {source.url ? <a href={source.url}>{source.titre}</a> : source.titre}, {source.organisme}
      {source.consulte ? `, consultée le ${numericDate(source.consulte)}` : ''}.
    </>
  );
}

/** A parameter's or a choice's note, closed on screen, open on paper (Simulator.css.ts). */
export function Remark({ note }: { note?: string }) {
  return note ? (
    <details className={styles.sourceNote}>
      <summary>Remarque</summary>
      <p>{note}</p>
    </details>
  ) : null;
}
