/**
 * One application or message: every field as text (React escapes it: nothing a candidate typed is
 * ever HTML), the message, the CV to download, a reply, the status and its history, when it will
 * be deleted, and deletion on request (the right to erasure, law 2008-12), confirmed by name.
 */
import { useId, useState } from 'react';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { elide } from '../lib/elision';
import { mailtoHref, telHref } from '../lib/mailto';
import { button } from '../styles/classes';
import { cvReadUrl, cvUrl, inboxApi, InboxConflict, InboxError } from './api';
import { Reply } from './Reply';
import { InboxLink } from './links';
import { noteMaxLength, statusesOf, statusLabels, type HistoryEntry, type InboxDetail, type InboxSearch, type Status } from './contract';
import { day, moment, serviceName, size, subject } from './format';
import { SamePersonBadge, StatusBadge } from './InboxList';
import { FavoriteToggle } from './Favorite';
import { PersonLink } from './Person';
import { Erasure } from './Erasure';
import * as styles from './inbox.css';


/** One line of the history: a status chosen, a note, a reply prepared from a template, marked as sent or sent by the site, a favourite added or taken out. */
function HistoryLine({ entry }: { entry: HistoryEntry }) {
  if (entry.type === 'status') return <>{statusLabels[entry.status]}, par {entry.by}, le {moment(entry.at)}</>;
  if (entry.type === 'reply') return <>Réponse préparée{'\u00a0'}: {entry.template}, par {entry.by}, le {moment(entry.at)}</>;
  if (entry.type === 'sent') return <>Réponse marquée comme envoyée{'\u00a0'}: {entry.template}, par {entry.by}, le {moment(entry.at)}</>;
  if (entry.type === 'emailed') return <>Réponse envoyée par le site{'\u00a0'}: {entry.template}, par {entry.by}, le {moment(entry.at)}</>;
  if (entry.type === 'favorite') return <>{entry.favorite ? 'Ajoutée aux favoris' : 'Retirée des favoris'}, par {entry.by}, le {moment(entry.at)}</>;
  return (
    <>
      Note de {entry.by}, le {moment(entry.at)}{'\u00a0'}:
      <div className={styles.note}>{entry.text}</div>
    </>
  );
}

/**
 * Asks before leaving while `dirty` (a note typed and not saved): the browser's own question when
 * the page is closed or reloaded, a French one when a link of the inbox is followed.
 */
/** The phone as typed, a tel: link in international form when it is one (src/lib/mailto.ts); as text otherwise. */
function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}

/**
 * The sender's versions of one send (issue 55): a correction says which entry it replaces; an
 * entry corrected since says so, and leads to the last correction, what the person means now.
 */
function Versions({ detail, filters }: { detail: InboxDetail; filters: InboxSearch }) {
  const last = detail.corrections?.at(-1);
  return (
    <>
      {detail.corrects && (
        <p className={styles.notice}>
          Correction envoyée par la personne{'\u00a0'}: {detail.kind === 'application' ? 'elle remplace sa candidature' : 'il remplace son message'} du {moment(detail.corrects.receivedAt)}.{' '}
          <InboxLink search={{ ...filters, id: detail.corrects.id }}>Voir le premier envoi</InboxLink>
        </p>
      )}
      {last && (
        <p className={styles.alert}>
          La personne a corrigé {detail.kind === 'application' ? 'cette candidature' : 'ce message'} le {moment(last.receivedAt)}{'\u00a0'}: c’est la correction qui compte.{' '}
          <InboxLink search={{ ...filters, id: last.id }}>Voir {detail.kind === 'application' ? 'la candidature corrigée' : 'le message corrigé'}</InboxLink>
        </p>
      )}
    </>
  );
}

function useLeaveWarning(dirty: boolean) {
  useBlocker({
    shouldBlockFn: () => !window.confirm('Votre note n’est pas enregistrée. Quitter la page et la perdre\u202f?'),
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}

export function Application({ detail, search }: { detail: InboxDetail; search: InboxSearch }) {
  const router = useRouter();
  const ids = useId();
  const [saying, setSaying] = useState<{ tone: 'notice' | 'alert'; text: string; undoTo?: { to: Status; from: Status } } | undefined>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [noteSaid, setNoteSaid] = useState<{ tone: 'notice' | 'alert'; text: string } | undefined>();
  useLeaveWarning(note.trim() !== '');
  const { id: _id, ...filters } = search;
  const isApplication = detail.kind === 'application';
  /** A PDF reads in the page (« Lire le CV ici »); a Word file only downloads. */
  const pdf = detail.cv?.type === 'application/pdf';
  const [reading, setReading] = useState(false);
  const what = isApplication ? 'la candidature' : 'le message';

  /**
   * Saves `next` as soon as it is chosen, from `from`, the status the page shows: offered back in
   * the notice (« Annuler »), unless this save is itself an undo (`undoing`). A colleague's change
   * in between (409) saves nothing: the page says who did what and when, and shows the entry as it
   * is now.
   */
  const changeStatus = async (next: Status, from: Status, undoing = false) => {
    setBusy(true);
    setSaying(undefined);
    try {
      await inboxApi.setStatus(detail.id, next, from);
      await router.invalidate();
      setSaying({ tone: 'notice', text: `${undoing ? 'Statut rétabli' : 'Statut enregistré'}\u00a0: ${statusLabels[next]}.`, undoTo: undoing ? undefined : { to: from, from: next } });
    } catch (error) {
      if (error instanceof InboxConflict) {
        const { change, detail: now } = error.conflict;
        await router.invalidate();
        const who = change ? `${change.by} l’a passé${isApplication ? 'e' : ''} à « ${statusLabels[change.status]} » le ${moment(change.at)}` : `${isApplication ? 'Elle' : 'Il'} est à « ${statusLabels[now.status]} »`;
        setSaying({ tone: 'alert', text: `${undoing ? 'Impossible d’annuler' : 'Votre choix n’a pas été enregistré'}\u00a0: ${what} a changé entre-temps. ${who}. La page montre ${isApplication ? 'la candidature' : 'le message'} tel${isApplication ? 'le' : ''} qu’${isApplication ? 'elle' : 'il'} est maintenant.` });
      } else {
        setSaying({ tone: 'alert', text: error instanceof InboxError ? error.message : 'Le statut n’a pas été enregistré. Réessayez.' });
      }
    } finally {
      setBusy(false);
    }
  };

  /** The note's length as it would be saved (trimmed), and whether it is over the limit. */
  const noteLength = note.trim().length;
  const noteTooLong = noteLength > noteMaxLength;

  const saveNote = async () => {
    const text = note.trim();
    if (!text) {
      setNoteSaid({ tone: 'alert', text: 'La note est vide\u00a0: écrivez-la avant de l’enregistrer.' });
      return;
    }
    if (text.length > noteMaxLength) {
      setNoteSaid({ tone: 'alert', text: `La note compte ${text.length.toLocaleString('fr-FR')}\u00a0caractères, ${noteMaxLength.toLocaleString('fr-FR')} au plus\u00a0: raccourcissez-la ou écrivez-en deux. Rien n’a été enregistré\u00a0; le texte est toujours dans le champ.` });
      return;
    }
    setBusy(true);
    setNoteSaid(undefined);
    try {
      await inboxApi.addNote(detail.id, text);
      setNote('');
      await router.invalidate();
      setNoteSaid({ tone: 'notice', text: 'Note enregistrée.' });
    } catch (error) {
      setNoteSaid({ tone: 'alert', text: error instanceof InboxError ? error.message : 'La note n’a pas été enregistrée\u00a0: elle est toujours dans le champ. Réessayez.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <InboxLink search={filters}>
          ← Retour à la liste
        </InboxLink>
      </p>
      <article className={styles.panel} aria-labelledby={`${ids}-title`}>
        <div>
          <h1 id={`${ids}-title`} className={styles.title}>
            {detail.name}
          </h1>
          <p className={styles.subtitle}>{subject(detail, serviceName)}</p>
        </div>
        <p className={styles.actions}>
          <StatusBadge status={detail.status} />
          <SamePersonBadge others={detail.otherApplications.length} />
          <PersonLink id={detail.id} applications={detail.otherApplications.length + 1} />
        </p>
        {isApplication && <FavoriteToggle key={detail.id} detail={detail} />}
        <Versions detail={detail} filters={filters} />
        {detail.notEmailed && (
          <p className={styles.alert}>
            L’e-mail au cabinet n’est pas encore parti{detail.emailError ? ` (${detail.emailError})` : ''} : il sera renvoyé automatiquement dans les dix minutes.
          </p>
        )}

        <dl className={styles.facts}>
          <dt>{isApplication ? 'Reçue' : 'Reçu'} le</dt>
          <dd>{moment(detail.receivedAt)}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={mailtoHref(detail.email)}>{detail.email}</a>
          </dd>
          <dt>Téléphone</dt>
          <dd>{detail.phone ? <PhoneLink phone={detail.phone} /> : '—'}</dd>
          {!isApplication && (
            <>
              <dt>Entreprise</dt>
              <dd>{detail.company || '—'}</dd>
              <dt>Service</dt>
              <dd>{detail.service ? serviceName(detail.service) : '—'}</dd>
            </>
          )}
          {isApplication && (
            <>
              <dt>Offre</dt>
              <dd>{detail.offer ? `${detail.offer.reference} – ${detail.offer.title}` : 'Candidature spontanée'}</dd>
            </>
          )}
          <dt>CV</dt>
          <dd>{detail.cv ? `${detail.cv.name} (${size(detail.cv.size)})` : 'Aucun CV joint'}</dd>
        </dl>

        <section aria-labelledby={`${ids}-message`}>
          <h2 id={`${ids}-message`} className={styles.sectionTitle}>
            Message
          </h2>
          <p className={styles.message}>{detail.message}</p>
        </section>

        <div className={styles.actions}>
          {detail.cv && (
            <a className={button({ variant: 'primary' })} href={cvUrl(detail.id)} download>
              Télécharger le CV
            </a>
          )}
          {pdf && (
            <button type="button" className={button({ variant: 'secondary' })} aria-expanded={reading} aria-controls={`${ids}-cv`} onClick={() => setReading(!reading)}>
              {reading ? 'Fermer le CV' : 'Lire le CV ici'}
            </button>
          )}
        </div>
        {/* Loaded only when asked (a CV weighs up to 5 Mo on a phone's connection); the PDF comes from the Worker, behind Access, framed by this page only. */}
        {pdf && reading && (
          <div id={`${ids}-cv`} className={styles.cvReader}>
            <iframe className={styles.cvFrame} src={cvReadUrl(detail.id)} title={`CV ${elide('de', detail.name)}`} />
            <p className={styles.muted}>
              Le CV ne s’affiche pas (sur certains téléphones){'\u00a0'}? <a href={cvReadUrl(detail.id)} target="_blank" rel="noopener">Ouvrez-le dans un nouvel onglet</a>, ou téléchargez-le.
            </p>
          </div>
        )}

        <Reply detail={detail} busy={busy} onAnswered={() => void changeStatus('repondu', detail.status)} />

        <section aria-labelledby={`${ids}-status`}>
          <h2 id={`${ids}-status`} className={styles.sectionTitle}>
            Où en est {isApplication ? 'cette candidature' : 'ce message'}
          </h2>
          {/* Saved when chosen: a button per status, so that nothing is chosen without being saved. */}
          <div className={styles.actions} role="group" aria-label="Statut">
            {statusesOf(detail.kind).map((choice) => (
              <button
                key={choice}
                type="button"
                className={button({ variant: choice === detail.status ? 'primary' : 'secondary' })}
                aria-pressed={choice === detail.status}
                disabled={busy}
                onClick={() => choice !== detail.status && void changeStatus(choice, detail.status)}
              >
                {statusLabels[choice]}
              </button>
            ))}
          </div>
          {saying && (
            <p className={`${saying.tone === 'notice' ? styles.notice : styles.alert} ${styles.spaced}`} role={saying.tone === 'notice' ? 'status' : 'alert'}>
              {saying.text}
              {saying.undoTo && (
                <>
                  {' '}
                  <button type="button" className={styles.inlineAction} disabled={busy} onClick={() => void changeStatus(saying.undoTo!.to, saying.undoTo!.from, true)}>
                    Annuler
                  </button>
                </>
              )}
            </p>
          )}
          <h3 className={`${styles.muted} ${styles.spaced}`}>
            Historique
          </h3>
          <ul className={styles.history}>
            <li>
              {isApplication ? 'Reçue' : 'Reçu'} le {moment(detail.receivedAt)} : {statusLabels[statusesOf(detail.kind)[0]]}
            </li>
            {detail.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <HistoryLine entry={entry} />
              </li>
            ))}
          </ul>
          <form
            className={styles.spaced}
            onSubmit={(event) => {
              event.preventDefault();
              void saveNote();
            }}
          >
            <label htmlFor={`${ids}-note`} className={styles.field}>
              Ajouter une note
            </label>
            <p id={`${ids}-note-hint`} className={styles.muted}>
              Pour l’équipe seulement : elle figure dans l’historique et dans l’export CSV, n’est jamais envoyée par e-mail et disparaît avec {what}.
            </p>
            <textarea
              id={`${ids}-note`}
              className={styles.textarea}
              value={note}
              aria-describedby={`${ids}-note-hint ${ids}-note-count`}
              aria-invalid={noteTooLong || undefined}
              onChange={(event) => setNote(event.target.value)}
            />
            {/* Never cut: a note longer than the limit stays in the field, and is refused before saving. */}
            <p id={`${ids}-note-count`} className={noteTooLong ? styles.alert : styles.muted}>
              {noteLength.toLocaleString('fr-FR')} / {noteMaxLength.toLocaleString('fr-FR')}{'\u00a0'}caractères
              {noteTooLong ? `\u00a0: ${(noteLength - noteMaxLength).toLocaleString('fr-FR')} de trop` : ''}
            </p>
            <p className={styles.spaced}>
              <button type="submit" className={button({ variant: 'secondary' })} disabled={busy}>
                Enregistrer la note
              </button>
            </p>
            {noteSaid && (
              <p className={`${noteSaid.tone === 'notice' ? styles.notice : styles.alert} ${styles.spaced}`} role={noteSaid.tone === 'notice' ? 'status' : 'alert'}>
                {noteSaid.text}
              </p>
            )}
          </form>
        </section>

        {detail.otherApplications.length > 0 && (
          <section aria-labelledby={`${ids}-others`}>
            <h2 id={`${ids}-others`} className={styles.sectionTitle}>
              A déjà postulé{'\u00a0'}: {detail.otherApplications.length === 1 ? 'une autre candidature' : `${detail.otherApplications.length} autres candidatures`}
            </h2>
            <p className={styles.muted}>Même adresse e-mail ou même numéro de téléphone.</p>
            <ul className={`${styles.others} ${styles.spaced}`}>
              {detail.otherApplications.map((other) => (
                <li key={other.id}>
                  <InboxLink search={{ ...filters, id: other.id }}>
                    {day(other.receivedAt)} – {other.offer ? `${other.offer.reference} – ${other.offer.title}` : 'Candidature spontanée'}
                  </InboxLink>{' '}
                  <StatusBadge status={other.status} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby={`${ids}-delete`}>
          <h2 id={`${ids}-delete`} className={styles.sectionTitle}>
            Conservation et suppression
          </h2>
          <p>
            {isApplication ? 'Supprimée' : 'Supprimé'} automatiquement le {day(detail.deleteAfter)}, comme l’annonce la <a href="/confidentialite">politique de confidentialité</a>.
          </p>
          <Erasure detail={detail} search={search} />
        </section>
      </article>

    </>
  );
}
