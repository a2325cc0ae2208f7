/**
 * One application or message: every field as text (React escapes it: nothing a candidate typed is
 * ever HTML), the message, the CV to download, a reply, the status and its history, when it will
 * be deleted, and deletion on request (the right to erasure, law 2008-12), confirmed by name.
 */
import { useId, useRef, useState } from 'react';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { name as firmName } from 'virtual:content/site';
import { elide } from '../lib/elision';
import { button } from '../styles/classes';
import { cvUrl, inboxApi, InboxError } from './api';
import { InboxLink, useInboxNavigate } from './links';
import { repliesFor, replyHref } from './replies';
import { noteMaxLength, statusesOf, statusLabels, type HistoryEntry, type InboxDetail, type InboxSearch, type Status } from './contract';
import { day, moment, replySubject, serviceName, size, subject } from './format';
import { SamePersonBadge, StatusBadge } from './InboxList';
import { mailboxCopy } from './mailboxCopy';
import * as styles from './inbox.css';


/** One line of the history: a status chosen, a note, a reply opened from a template. */
function HistoryLine({ entry }: { entry: HistoryEntry }) {
  if (entry.type === 'status') return <>{statusLabels[entry.status]}, par {entry.by}, le {moment(entry.at)}</>;
  if (entry.type === 'reply') return <>Réponse envoyée{'\u00a0'}: {entry.template}, par {entry.by}, le {moment(entry.at)}</>;
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
function useLeaveWarning(dirty: boolean) {
  useBlocker({
    shouldBlockFn: () => !window.confirm('Votre note n’est pas enregistrée. Quitter la page et la perdre\u202f?'),
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}

export function Application({ detail, search }: { detail: InboxDetail; search: InboxSearch }) {
  const router = useRouter();
  const navigate = useInboxNavigate();
  const ids = useId();
  const [saying, setSaying] = useState<{ tone: 'notice' | 'alert'; text: string; undoTo?: Status } | undefined>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [noteSaid, setNoteSaid] = useState<{ tone: 'notice' | 'alert'; text: string } | undefined>();
  const [replySaid, setReplySaid] = useState<{ tone: 'notice' | 'alert'; text: string } | undefined>();
  const confirm = useRef<HTMLDialogElement>(null);
  useLeaveWarning(note.trim() !== '');
  const { id: _id, ...filters } = search;
  const isApplication = detail.kind === 'application';
  const what = isApplication ? 'la candidature' : 'le message';

  /**
   * Saves `next` as soon as it is chosen. `undoTo`: the status it replaces, offered back in the
   * notice (« Annuler »); none when this save is itself an undo.
   */
  const changeStatus = async (next: Status, undoTo?: Status) => {
    setBusy(true);
    setSaying(undefined);
    try {
      await inboxApi.setStatus(detail.id, next);
      await router.invalidate();
      setSaying({ tone: 'notice', text: `${undoTo ? 'Statut enregistré' : 'Statut rétabli'} : ${statusLabels[next]}.`, undoTo });
    } catch (error) {
      setSaying({ tone: 'alert', text: error instanceof InboxError ? error.message : 'Le statut n’a pas été enregistré. Réessayez.' });
    } finally {
      setBusy(false);
    }
  };

  const replies = repliesFor(detail);
  /** « Réponse envoyée : … » in the history, as the mail client opens on the template. */
  const recordReply = async (template: string) => {
    setReplySaid(undefined);
    try {
      await inboxApi.recordReply(detail.id, template);
      await router.invalidate();
      setReplySaid({ tone: 'notice', text: `Noté dans l’historique\u00a0: réponse envoyée, « ${template} ».` });
    } catch (error) {
      setReplySaid({ tone: 'alert', text: `La réponse n’a pas été notée dans l’historique${error instanceof InboxError ? `\u00a0: ${error.message}` : '.'}` });
    }
  };

  const saveNote = async () => {
    const text = note.trim();
    if (!text) {
      setNoteSaid({ tone: 'alert', text: 'La note est vide\u00a0: écrivez-la avant de l’enregistrer.' });
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

  const remove = async () => {
    setBusy(true);
    try {
      await inboxApi.remove(detail.id);
      confirm.current?.close();
      const notice = isApplication
        ? `La candidature ${elide('de', detail.name)} a été supprimée, avec son CV et son historique.`
        : `Le message ${elide('de', detail.name)} a été supprimé, avec son historique.`;
      await navigate(filters, { replace: true, state: { notice: `${notice} Pensez à supprimer aussi le courriel reçu à son arrivée.` } });
    } catch (error) {
      confirm.current?.close();
      setSaying({ tone: 'alert', text: error instanceof InboxError ? error.message : 'Rien n’a été supprimé. Réessayez.' });
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
        </p>
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
            <a href={`mailto:${detail.email}`}>{detail.email}</a>
          </dd>
          <dt>Téléphone</dt>
          <dd>{detail.phone ? <a href={`tel:${detail.phone.replace(/[^+\d]/g, '')}`}>{detail.phone}</a> : '—'}</dd>
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
        </div>

        <section aria-labelledby={`${ids}-reply`}>
          <h2 id={`${ids}-reply`} className={styles.sectionTitle}>
            Répondre
          </h2>
          <p className={styles.muted}>Votre messagerie s’ouvre avec l’e-mail prêt à relire et à envoyer{replies.length > 0 ? '\u00a0; l’historique note le modèle choisi' : ''}.</p>
          <div className={`${styles.actions} ${styles.spaced}`}>
            {replies.map((template) => (
              <a key={template.name} className={button({ variant: 'secondary' })} href={replyHref(template, detail)} onClick={() => void recordReply(template.name)}>
                {template.name}
              </a>
            ))}
            <a className={button({ variant: 'secondary' })} href={`mailto:${detail.email}?subject=${encodeURIComponent(replySubject(detail, firmName))}`}>
              E-mail sans modèle
            </a>
          </div>
          {replySaid && (
            <p className={`${replySaid.tone === 'notice' ? styles.notice : styles.alert} ${styles.spaced}`} role={replySaid.tone === 'notice' ? 'status' : 'alert'}>
              {replySaid.text}
            </p>
          )}
        </section>

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
                  <button type="button" className={styles.inlineAction} disabled={busy} onClick={() => void changeStatus(saying.undoTo!)}>
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
              maxLength={noteMaxLength}
              aria-describedby={`${ids}-note-hint`}
              onChange={(event) => setNote(event.target.value)}
            />
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
          <p className={styles.spaced}>
            <button type="button" className={`${button({ variant: 'primary' })} ${styles.dangerButton}`} onClick={() => confirm.current?.showModal()}>
              Supprimer {what}…
            </button>
          </p>
        </section>
      </article>

      <dialog ref={confirm} className={styles.dialog} aria-labelledby={`${ids}-confirm`}>
        <h2 id={`${ids}-confirm`} className={styles.sectionTitle}>
          Supprimer {what} {elide('de', detail.name)}{'\u202f'}?
        </h2>
        <p>
          {isApplication ? 'La candidature, son CV et son historique' : 'Le message et son historique'} seront effacés définitivement du site, par exemple à la demande de la personne (loi n°{'\u00a0'}2008{'\u2011'}12) : rien ne pourra y être récupéré.
        </p>
        <p className={styles.spaced}>
          {mailboxCopy(detail)}
        </p>
        <div className={`${styles.actions} ${styles.spaced}`}>
          <button type="button" className={`${button({ variant: 'primary' })} ${styles.dangerButton}`} onClick={remove} disabled={busy}>
            Supprimer définitivement
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => confirm.current?.close()}>
            Annuler
          </button>
        </div>
      </dialog>
    </>
  );
}
