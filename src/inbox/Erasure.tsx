/**
 * Deleting an entry, and erasing a person on request (law 2008-12), by proof rather than by guess:
 * the dialog lists every entry with the same e-mail or the same phone, applications and messages,
 * each with its name, e-mail, phone and what matched; staff tick those that belong to the person.
 * The Worker deletes exactly what was ticked, each only while it still has the e-mail and phone
 * shown here (POST /erasure): a stranger who typed the same phone is never taken along.
 */
import { useId, useRef, useState } from 'react';
import { elide } from '../lib/elision';
import { button } from '../styles/classes';
import { inboxApi, InboxError } from './api';
import type { InboxDetail, InboxSearch, PersonEntries, PersonEntry } from './contract';
import { day } from './format';
import { useInboxNavigate } from './links';
import { mailboxCopy } from './mailboxCopy';
import { showNotice } from './notices';
import * as styles from './inbox.css';

const matchWords: Record<string, string> = { email: 'Même e-mail', phone: 'Même téléphone', 'email phone': 'Même e-mail et même téléphone' };

/** What the entry is, in a line: « Candidature du 20/11/2026 – SRH-2026-034 – Chef de chantier », « Message du 22/11/2026 ». */
export function entryLine(entry: Pick<PersonEntry, 'kind' | 'receivedAt' | 'offer'>): string {
  if (entry.kind === 'message') return `Message du ${day(entry.receivedAt)}`;
  return `Candidature du ${day(entry.receivedAt)} – ${entry.offer ? `${entry.offer.reference} – ${entry.offer.title}` : 'candidature spontanée'}`;
}

/** Who typed it: the name, the e-mail and the phone as the entry holds them (React escapes them). */
function Identity({ entry }: { entry: PersonEntry }) {
  return (
    <span className={styles.erasureWho}>
      {entry.name} · {entry.email}
      {entry.phone ? ` · ${entry.phone}` : ''}
    </span>
  );
}

type Listing = { state: 'loading' } | { state: 'failed'; text: string } | ({ state: 'ready' } & PersonEntries);

export function Erasure({ detail, search }: { detail: InboxDetail; search: InboxSearch }) {
  const navigate = useInboxNavigate();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const { id: _id, ...filters } = search;
  const isApplication = detail.kind === 'application';
  const what = isApplication ? 'la candidature' : 'le message';

  const open = async () => {
    setTicked(new Set());
    setFailed(undefined);
    setListing({ state: 'loading' });
    dialog.current?.showModal();
    try {
      setListing({ state: 'ready', ...(await inboxApi.personEntries(detail.id)) });
    } catch (error) {
      setListing({ state: 'failed', text: error instanceof InboxError ? error.message : 'La liste n’a pas pu être lue.' });
    }
  };

  const others = listing.state === 'ready' ? listing.entries.filter((entry) => entry.id !== detail.id) : [];
  const chosen = others.filter((entry) => ticked.has(entry.id));
  const count = chosen.length + 1;
  const toggle = (id: string, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      let notice: string;
      if (chosen.length === 0) {
        await inboxApi.remove(detail.id);
        notice = isApplication ? `La candidature ${elide('de', detail.name)} a été supprimée, avec ${detail.cv ? 'son CV et ' : ''}son historique.` : `Le message ${elide('de', detail.name)} a été supprimé, avec son historique.`;
        notice += ' Pensez à supprimer aussi l’e-mail reçu à son arrivée.';
      } else {
        const self = listing.state === 'ready' ? listing.entries[0]! : undefined;
        const result = await inboxApi.erase([{ id: detail.id, email: self?.email ?? detail.email, phone: self?.phone ?? detail.phone }, ...chosen.map(({ id, email, phone }) => ({ id, email, phone }))]);
        const done = result.deleted.length;
        notice = `${done === 1 ? 'Une entrée a été supprimée' : `${done.toLocaleString('fr-FR')}\u00a0entrées ont été supprimées`}, avec ${done === 1 ? 'son CV et son' : 'leurs CV et leur'} historique.`;
        if (result.missing.length > 0) notice += ` ${result.missing.length === 1 ? 'Une entrée cochée n’a pas été supprimée\u00a0: elle' : `${result.missing.length.toLocaleString('fr-FR')}\u00a0entrées cochées n’ont pas été supprimées\u00a0: elles`} avai${result.missing.length === 1 ? 't' : 'ent'} déjà été supprimée${result.missing.length === 1 ? '' : 's'} ou avai${result.missing.length === 1 ? 't' : 'ent'} changé entre-temps.`;
        notice += ' Pensez à supprimer aussi les e-mails reçus à leur arrivée.';
      }
      dialog.current?.close();
      // Said on the list, in its notice area, until staff close it.
      showNotice({ kind: 'deletion', tone: 'notice', text: notice });
      await navigate(filters, { replace: true });
    } catch (error) {
      setFailed(error instanceof InboxError ? `${error.message} Rien n’a été supprimé.` : 'Rien n’a été supprimé. Réessayez.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.spaced}>
        <button type="button" className={`${button({ variant: 'primary' })} ${styles.dangerButton}`} onClick={open}>
          Supprimer {what}…
        </button>
      </p>

      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={styles.sectionTitle}>
          Supprimer {what} {elide('de', detail.name)}{'\u202f'}?
        </h2>
        <p>
          {isApplication ? `La candidature${detail.cv ? ', son CV' : ''} et son historique` : 'Le message et son historique'} seront effacés définitivement du site, par exemple à la demande de la personne (loi n°{'\u00a0'}2008{'\u2011'}12) : rien ne pourra y être récupéré.
        </p>
        {listing.state === 'loading' && (
          <p className={`${styles.muted} ${styles.spaced}`} role="status">
            Recherche d’autres entrées au même e-mail ou au même téléphone…
          </p>
        )}
        {listing.state === 'failed' && (
          <p className={`${styles.alert} ${styles.spaced}`} role="alert">
            {listing.text} Les autres entrées de la personne n’ont pas pu être cherchées{'\u00a0'}: seule cette entrée peut être supprimée maintenant.
          </p>
        )}
        {others.length > 0 && (
          <fieldset className={`${styles.erasureSet} ${styles.spaced}`}>
            <legend className={styles.erasureLegend}>
              {others.length === 1 ? 'Une autre entrée a' : `${others.length.toLocaleString('fr-FR')}\u00a0autres entrées ont`} le même e-mail ou le même téléphone. Cochez seulement ce qui appartient à la personne{'\u00a0'}: quelqu’un d’autre a pu taper le même numéro.
            </legend>
            <ul className={styles.others}>
              {others.map((entry) => (
                <li key={entry.id}>
                  <label className={styles.erasureEntry}>
                    <input type="checkbox" checked={ticked.has(entry.id)} onChange={(event) => toggle(entry.id, event.target.checked)} />
                    <span>
                      <strong>{entryLine(entry)}</strong>
                      {entry.hasCv ? ', avec CV' : ''}
                      <Identity entry={entry} />
                      <span className={`${styles.badge} ${styles.badgeTone.person}`}>{matchWords[entry.matched.join(' ')]}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {listing.state === 'ready' && listing.more && (
              <p className={`${styles.muted} ${styles.spaced}`}>Il y en a d’autres, plus anciennes{'\u00a0'}: supprimez d’abord celles-ci, puis rouvrez cette fenêtre.</p>
            )}
          </fieldset>
        )}
        <p className={styles.spaced}>{mailboxCopy(detail)}</p>
        {failed && (
          <p className={`${styles.alert} ${styles.spaced}`} role="alert">
            {failed}
          </p>
        )}
        <div className={`${styles.actions} ${styles.spaced}`}>
          <button type="button" className={`${button({ variant: 'primary' })} ${styles.dangerButton}`} onClick={remove} disabled={busy || listing.state === 'loading'}>
            {count > 1 ? `Supprimer ces ${count.toLocaleString('fr-FR')}\u00a0entrées` : 'Supprimer définitivement'}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => dialog.current?.close()}>
            Annuler
          </button>
        </div>
      </dialog>
    </>
  );
}
