/**
 * « Répondre par e-mail… » in the bulk bar, when the site sends replies itself (« envoi » mode):
 * one template to every entry chosen (the rows checked, or the whole filtered list), filled in for
 * each person, one e-mail per person (the same address, any case, gets one). It says how many
 * e-mails will leave and asks; then sends them one by one (one request each: the page shows
 * progress, and « Arrêter » stops after the current one), and lists the ones that did not leave,
 * with Cloudflare's reason and « Réessayer ». Each entry's history says « Réponse envoyée » only
 * for an e-mail that left.
 */
import { useId, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { button } from '../styles/classes';
import { inboxApi, InboxError } from './api';
import type { InboxFilters, SelectedEntry } from './contract';
import { useMe } from './me';
import { commonReplies, fillReply, recipientsOf, type ReplyRecipient, type ReplyTemplate } from './replies';
import * as styles from './inbox.css';

type Recipient = ReplyRecipient<SelectedEntry>;
type Failure = { recipient: Recipient; reason: string };

type Step =
  | { step: 'asking'; recipients: Recipient[]; entries: number; templates: ReplyTemplate[]; template: string }
  | { step: 'sending'; recipients: Recipient[]; template: string; done: number; sent: number; failures: Failure[] }
  | { step: 'done'; recipients: Recipient[]; template: string; sent: number; failures: Failure[]; stopped: number };

const emails = (count: number) => `${count.toLocaleString('fr-FR')}\u00a0e-mail${count > 1 ? 's' : ''}`;
const people = (count: number) => `${count.toLocaleString('fr-FR')}\u00a0personne${count > 1 ? 's' : ''}`;

export function BulkReply({ chosen, filters, disabled }: { chosen: SelectedEntry[] | undefined; filters: InboxFilters; disabled: boolean }) {
  const { replies } = useMe();
  const router = useRouter();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const stopping = useRef(false);
  const [step, setStep] = useState<Step | undefined>();
  const [refused, setRefused] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  if (replies.mode !== 'envoi') return null;

  /** The entries chosen: the rows checked, or the whole filtered list as the server has it now. */
  const open = async () => {
    setRefused(undefined);
    let entries = chosen;
    if (!entries) {
      setReading(true);
      try {
        entries = (await inboxApi.wholeList(filters)).entries;
      } catch (error) {
        setRefused(error instanceof InboxError ? error.message : 'La liste n’a pas pu être lue. Réessayez.');
        return;
      } finally {
        setReading(false);
      }
    }
    if (!entries.length) {
      setRefused('La liste est vide\u00a0: il n’y a personne à qui répondre.');
      return;
    }
    const templates = commonReplies(entries);
    if (!templates.length) {
      setRefused('Aucun modèle de réponse ne convient à toutes ces entrées (candidatures et messages mêlés, ou candidatures à une offre et spontanées)\u00a0: filtrez la liste ou cochez des entrées du même genre.');
      return;
    }
    setStep({ step: 'asking', recipients: recipientsOf(entries), entries: entries.length, templates, template: templates[0]!.name });
    dialog.current?.showModal();
  };

  /** One e-mail per person, one request each, in order; what did not leave is kept with its reason. */
  const sendAll = async (recipients: Recipient[], templateName: string, templates: readonly ReplyTemplate[]) => {
    const template = templates.find((one) => one.name === templateName);
    if (!template) return;
    stopping.current = false;
    const failures: Failure[] = [];
    let sent = 0;
    let done = 0;
    setStep({ step: 'sending', recipients, template: templateName, done, sent, failures });
    for (const recipient of recipients) {
      if (stopping.current) break;
      const { subject, body } = fillReply(template, recipient.first);
      try {
        await inboxApi.sendReply(recipient.first.id, { template: template.name, send: true, subject, text: body, also: recipient.entries.slice(1).map((entry) => entry.id) });
        sent += 1;
      } catch (error) {
        failures.push({ recipient, reason: error instanceof InboxError ? error.message : 'le serveur ne répond pas' });
      }
      done += 1;
      setStep({ step: 'sending', recipients, template: templateName, done, sent, failures: [...failures] });
    }
    setStep({ step: 'done', recipients, template: templateName, sent, failures, stopped: recipients.length - done });
    await router.invalidate();
  };

  const close = () => {
    dialog.current?.close();
    setStep(undefined);
  };

  const templatesOf = (current: Step) => (current.step === 'asking' ? current.templates : commonReplies(current.recipients.flatMap((one) => one.entries)));

  return (
    <>
      <button type="button" className={button({ variant: 'secondary' })} disabled={disabled || reading} onClick={() => void open()}>
        {chosen ? 'Répondre par e-mail…' : 'Répondre par e-mail à toute la liste…'}
      </button>
      {refused && (
        <p className={styles.alert} role="alert">
          {refused}
        </p>
      )}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={`${ids}-title`}
        // Escape does not close it while e-mails leave: « Arrêter » does, after the current one.
        onCancel={(event) => step?.step === 'sending' && event.preventDefault()}
        onClose={() => setStep(undefined)}
      >
        {step?.step === 'asking' && (
          <>
            <h2 id={`${ids}-title`} className={styles.sectionTitle}>
              Envoyer {step.recipients.length > 1 ? `${emails(step.recipients.length)}, un par personne` : 'un e-mail'}{'\u202f'}?
            </h2>
            <p>
              {step.recipients.length > 1 ? `${emails(step.recipients.length)} partiront` : 'Un e-mail partira'} du site, de {replies.from}, à {people(step.recipients.length)}
              {step.entries > step.recipients.length ? ` (${step.entries.toLocaleString('fr-FR')}\u00a0entrées choisies\u00a0: une personne qui a postulé plusieurs fois reçoit un seul e-mail)` : ''}. Chacun est rempli avec le nom et l’offre de la personne. Un e-mail parti ne se rattrape pas.
            </p>
            <label className={`${styles.field} ${styles.spaced}`}>
              Modèle de réponse
              <select className={styles.control} value={step.template} onChange={(event) => setStep({ ...step, template: event.target.value })}>
                {step.templates.map((one) => (
                  <option key={one.name} value={one.name}>
                    {one.name}
                  </option>
                ))}
              </select>
            </label>
            <Preview recipient={step.recipients[0]!} template={step.templates.find((one) => one.name === step.template)!} />
            <div className={`${styles.actions} ${styles.spaced}`}>
              <button type="button" className={button({ variant: 'primary' })} onClick={() => void sendAll(step.recipients, step.template, step.templates)}>
                {step.recipients.length > 1 ? `Oui, envoyer les ${emails(step.recipients.length)}` : 'Oui, envoyer l’e-mail'}
              </button>
              <button type="button" className={button({ variant: 'secondary' })} onClick={close}>
                Non, ne rien envoyer
              </button>
            </div>
          </>
        )}
        {step?.step === 'sending' && (
          <>
            <h2 id={`${ids}-title`} className={styles.sectionTitle}>
              Envoi en cours
            </h2>
            <progress className={styles.progress} max={step.recipients.length} value={step.done} aria-labelledby={`${ids}-progress`} />
            <p id={`${ids}-progress`} role="status">
              {step.done.toLocaleString('fr-FR')} sur {step.recipients.length.toLocaleString('fr-FR')}
              {step.failures.length ? `, dont ${step.failures.length.toLocaleString('fr-FR')} non parti${step.failures.length > 1 ? 's' : ''}` : ''}. Gardez cette page ouverte.
            </p>
            <p className={styles.spaced}>
              <button type="button" className={button({ variant: 'secondary' })} onClick={() => (stopping.current = true)}>
                Arrêter après celui-ci
              </button>
            </p>
          </>
        )}
        {step?.step === 'done' && (
          <>
            <h2 id={`${ids}-title`} className={styles.sectionTitle}>
              {step.sent ? `${emails(step.sent)} ${step.sent > 1 ? 'envoyés' : 'envoyé'}` : 'Aucun e-mail n’est parti'}
            </h2>
            <p role="status">
              {step.sent ? `«\u00a0Réponse envoyée par le site\u00a0» (${step.template}) figure dans l’historique de ${step.sent > 1 ? 'chaque entrée concernée' : 'l’entrée concernée'}.` : 'Rien n’a été noté dans l’historique.'}
              {step.stopped ? ` Arrêté avant la fin\u00a0: ${emails(step.stopped)} pas ${step.stopped > 1 ? 'envoyés' : 'envoyé'}.` : ''}
            </p>
            {step.failures.length > 0 && (
              <div className={`${styles.alert} ${styles.spaced}`} role="alert">
                <p>
                  {step.failures.length > 1 ? `${emails(step.failures.length)} ne sont pas partis` : 'Un e-mail n’est pas parti'}, rien n’est noté pour {step.failures.length > 1 ? 'eux' : 'lui'}{'\u00a0'}:
                </p>
                <ul className={styles.others}>
                  {step.failures.map(({ recipient, reason }) => (
                    <li key={recipient.email}>
                      {recipient.first.name} ({recipient.email}){'\u00a0'}: {reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className={`${styles.actions} ${styles.spaced}`}>
              {step.failures.length > 0 && (
                <button type="button" className={button({ variant: 'primary' })} onClick={() => void sendAll(step.failures.map((failure) => failure.recipient), step.template, templatesOf(step))}>
                  Réessayer {step.failures.length > 1 ? `les ${step.failures.length.toLocaleString('fr-FR')}` : 'celui-ci'}
                </button>
              )}
              <button type="button" className={button({ variant: 'secondary' })} onClick={close}>
                Fermer
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}

/** What the first person will receive: the template as it is filled in for them. */
function Preview({ recipient, template }: { recipient: Recipient; template: ReplyTemplate }) {
  const ids = useId();
  const { subject, body } = fillReply(template, recipient.first);
  return (
    <div className={styles.spaced}>
      <p id={`${ids}-for`} className={styles.muted}>
        Aperçu pour {recipient.first.name} ({recipient.email}){'\u00a0'}:
      </p>
      <p className={styles.spaced}>
        <span className={styles.muted}>Objet{'\u00a0'}:</span> {subject}
      </p>
      {/* Scrolled inside the dialog: focusable, so that the keyboard scrolls it too. */}
      <div role="region" aria-labelledby={`${ids}-for`} tabIndex={0} className={`${styles.message} ${styles.preview}`}>
        {body}
      </div>
    </div>
  );
}
