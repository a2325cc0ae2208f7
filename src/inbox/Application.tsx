/**
 * One application or message: every field as text (React escapes it: nothing a candidate typed is
 * ever HTML), the message, the CV to download, a reply, the status and its history, when it will
 * be deleted, and deletion on request (the right to erasure, law 2008-12), confirmed by name.
 */
import { useId, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { name as firmName } from 'virtual:content/site';
import { elide } from '../lib/elision';
import { button } from '../styles/classes';
import { cvUrl, inboxApi, InboxError } from './api';
import { InboxLink, useInboxNavigate } from './links';
import { statuses, statusLabels, type InboxDetail, type InboxSearch, type Status } from './contract';
import { day, moment, replySubject, serviceName, size, subject } from './format';
import { StatusBadge } from './InboxList';
import { mailboxCopy } from './mailboxCopy';
import * as styles from './inbox.css';


export function Application({ detail, search }: { detail: InboxDetail; search: InboxSearch }) {
  const router = useRouter();
  const navigate = useInboxNavigate();
  const ids = useId();
  const [saying, setSaying] = useState<{ tone: 'notice' | 'alert'; text: string; undoTo?: Status } | undefined>();
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLDialogElement>(null);
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
        <p>
          <StatusBadge status={detail.status} />
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
          <a className={button({ variant: 'secondary' })} href={`mailto:${detail.email}?subject=${encodeURIComponent(replySubject(detail, firmName))}`}>
            Répondre
          </a>
        </div>

        <section aria-labelledby={`${ids}-status`}>
          <h2 id={`${ids}-status`} className={styles.sectionTitle}>
            Où en est {isApplication ? 'cette candidature' : 'ce message'}
          </h2>
          {/* Saved when chosen: a button per status, so that nothing is chosen without being saved. */}
          <div className={styles.actions} role="group" aria-label="Statut">
            {statuses.map((choice) => (
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
              {isApplication ? 'Reçue' : 'Reçu'} le {moment(detail.receivedAt)} : {statusLabels.nouvelle}
            </li>
            {detail.history.map((change) => (
              <li key={`${change.at}-${change.status}`}>
                {statusLabels[change.status]}, par {change.by}, le {moment(change.at)}
              </li>
            ))}
          </ul>
        </section>

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
