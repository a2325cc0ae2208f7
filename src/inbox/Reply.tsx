/**
 * « Répondre », on one entry: a template from the firm's (content/replies.yml), filled in for
 * this person and editable, then sent.
 *
 * - « envoi » mode (Cloudflare Email Sending on, wrangler.jsonc REPLY_MODE): « Envoyer à … » has
 *   the Worker send it; the history says « Réponse envoyée » only once it left. A failure says
 *   why, records nothing, and keeps the text.
 * - Always: « Ouvrir dans ma messagerie » (mailto), « Copier le texte », and « WhatsApp » when the
 *   person gave a phone. These only prepare a reply: the history says « Réponse préparée », and
 *   offers « Marquer comme envoyée »; it never says « envoyée » on its own.
 *
 * A reply to a client's message offers « Passer à « Répondu » » once it left.
 */
import { useId, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { name as firmName } from 'virtual:content/site';
import { button } from '../styles/classes';
import { mailtoSafeLength } from '../lib/mailto';
import { inboxApi, InboxError } from './api';
import { replyTextMax, type InboxDetail } from './contract';
import { useMe } from './me';
import { replySubject } from './format';
import { fillReply, mailtoHref, repliesFor, whatsappHref } from './replies';
import * as styles from './inbox.css';

type Said = { tone: 'notice' | 'alert'; text: string };

export function Reply({ detail, busy, onAnswered }: { detail: InboxDetail; busy: boolean; onAnswered: () => void }) {
  const { replies } = useMe();
  const router = useRouter();
  const ids = useId();
  const isApplication = detail.kind === 'application';
  const templates = repliesFor(detail);
  const [templateName, setTemplateName] = useState(templates[0]?.name ?? '');
  const template = templates.find((one) => one.name === templateName);
  const filled = template ? fillReply(template, detail) : undefined;
  const [edited, setEdited] = useState<{ name: string; body: string } | undefined>();
  const replyBody = edited?.name === templateName ? edited.body : (filled?.body ?? '');
  const mailto = filled ? mailtoHref(detail.email, filled.subject, replyBody) : '';
  const whatsapp = filled && detail.phone ? whatsappHref(detail.phone, replyBody) : undefined;
  const sending = replies.mode === 'envoi';
  const [said, setSaid] = useState<Said | undefined>();
  /** The reply prepared last and not yet marked as sent: what « Marquer comme envoyée » marks. */
  const [prepared, setPrepared] = useState<string | undefined>();
  /** A reply just left (sent by the site, or marked sent): « Passer à « Répondu » » is offered on a client's message. */
  const [answered, setAnswered] = useState(false);
  const [working, setWorking] = useState<'sending' | 'marking' | undefined>();
  const tooLong = replyBody.trim().length > replyTextMax;

  /** « Réponse préparée : … » in the history: the mail program or WhatsApp opened on it, or its text copied. Nothing says it left. */
  const recordPrepared = async (how: string) => {
    if (!template) return;
    setSaid(undefined);
    setAnswered(false);
    try {
      await inboxApi.recordReply(detail.id, template.name);
      await router.invalidate();
      setPrepared(template.name);
      setSaid({ tone: 'notice', text: `${how} Noté dans l’historique\u00a0: réponse préparée, «\u00a0${template.name}\u00a0». Une fois envoyée, marquez-la comme envoyée.` });
    } catch (error) {
      setSaid({ tone: 'alert', text: `La réponse préparée n’a pas été notée dans l’historique${error instanceof InboxError ? `\u00a0: ${error.message}` : '.'}` });
    }
  };

  const copyReply = async () => {
    if (!filled) return;
    try {
      await navigator.clipboard.writeText(`${filled.subject}\n\n${replyBody}`);
    } catch {
      setSaid({ tone: 'alert', text: 'Le texte n’a pas pu être copié\u00a0: sélectionnez-le dans le champ et copiez-le vous-même.' });
      return;
    }
    await recordPrepared('Texte copié (objet et message).');
  };

  const markSent = async () => {
    if (!prepared) return;
    setWorking('marking');
    try {
      await inboxApi.recordReply(detail.id, prepared, true);
      await router.invalidate();
      setSaid({ tone: 'notice', text: `Noté dans l’historique\u00a0: réponse «\u00a0${prepared}\u00a0» envoyée.` });
      setPrepared(undefined);
      setAnswered(true);
    } catch (error) {
      setSaid({ tone: 'alert', text: `Rien n’a été noté${error instanceof InboxError ? `\u00a0: ${error.message}` : '. Réessayez.'}` });
    } finally {
      setWorking(undefined);
    }
  };

  /** « envoi » mode: the Worker sends it; the text stays in the field whatever happens. */
  const send = async () => {
    if (!template || !filled || working) return;
    if (tooLong || !replyBody.trim()) {
      setSaid({ tone: 'alert', text: tooLong ? `Le texte dépasse ${replyTextMax.toLocaleString('fr-FR')}\u00a0caractères\u00a0: raccourcissez-le. Rien n’a été envoyé.` : 'Le texte est vide\u00a0: rien n’a été envoyé.' });
      return;
    }
    setWorking('sending');
    setSaid(undefined);
    setAnswered(false);
    try {
      await inboxApi.sendReply(detail.id, { template: template.name, send: true, subject: filled.subject, text: replyBody });
      await router.invalidate();
      setPrepared(undefined);
      setAnswered(true);
      setSaid({ tone: 'notice', text: `Réponse envoyée à ${detail.email} (modèle «\u00a0${template.name}\u00a0»)\u00a0: notée dans l’historique.` });
    } catch (error) {
      setSaid({ tone: 'alert', text: error instanceof InboxError ? error.message : 'L’e-mail n’est peut-être pas parti. Rechargez la page et regardez l’historique avant de réessayer.' });
    } finally {
      setWorking(undefined);
    }
  };

  return (
    <section aria-labelledby={`${ids}-reply`}>
      <h2 id={`${ids}-reply`} className={styles.sectionTitle}>
        Répondre
      </h2>
      <p className={styles.muted}>
        {sending
          ? `Choisissez un modèle et relisez-le\u00a0: «\u00a0Envoyer\u00a0» le fait partir du site, de ${replies.from}, au nom du cabinet\u00a0; la réponse de la personne arrive dans la boîte du cabinet. Vous pouvez aussi l’ouvrir dans votre messagerie ou dans WhatsApp, ou le copier.`
          : 'Le site n’envoie pas la réponse lui-même\u00a0: choisissez un modèle, relisez-le, puis ouvrez-le dans votre messagerie ou dans WhatsApp, ou copiez-le. L’historique note «\u00a0Réponse préparée\u00a0»\u202f; marquez-la comme envoyée quand elle est partie.'}
      </p>
      {template && filled ? (
        <div className={styles.spaced}>
          <label className={styles.field}>
            Modèle de réponse
            <select className={styles.control} value={templateName} onChange={(event) => setTemplateName(event.target.value)}>
              {templates.map((one) => (
                <option key={one.name} value={one.name}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
          <p className={styles.spaced}>
            <span className={styles.muted}>Objet{'\u00a0'}:</span> {filled.subject}
          </p>
          <label htmlFor={`${ids}-reply-body`} className={`${styles.field} ${styles.spaced}`}>
            Message (vous pouvez le modifier)
          </label>
          <textarea id={`${ids}-reply-body`} className={styles.textarea} rows={10} value={replyBody} aria-invalid={tooLong || undefined} onChange={(event) => setEdited({ name: templateName, body: event.target.value })} />
          {!sending && mailto.length > mailtoSafeLength + 200 && (
            <p className={`${styles.alert} ${styles.spaced}`}>Ce texte est long{'\u00a0'}: certaines messageries le coupent à l’ouverture. Préférez «{'\u00a0'}Copier le texte{'\u00a0'}».</p>
          )}
          <div className={`${styles.actions} ${styles.spaced}`}>
            {sending && (
              <button type="button" className={button({ variant: 'primary' })} disabled={busy || working !== undefined} onClick={() => void send()}>
                {working === 'sending' ? 'Envoi en cours…' : `Envoyer à ${detail.email}`}
              </button>
            )}
            <a className={button({ variant: sending ? 'secondary' : 'primary' })} href={mailto} onClick={() => void recordPrepared('Votre messagerie s’ouvre sur la réponse.')}>
              Ouvrir dans ma messagerie
            </a>
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => void copyReply()}>
              Copier le texte
            </button>
            {whatsapp && (
              <a className={button({ variant: 'secondary' })} href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => void recordPrepared('WhatsApp s’ouvre sur la réponse.')}>
                WhatsApp
              </a>
            )}
          </div>
        </div>
      ) : null}
      <p className={styles.spaced}>
        <a href={mailtoHref(detail.email, replySubject(detail, firmName))}>E-mail sans modèle</a>
      </p>
      {said && (
        <p className={`${said.tone === 'notice' ? styles.notice : styles.alert} ${styles.spaced}`} role={said.tone === 'notice' ? 'status' : 'alert'}>
          {said.text}
          {prepared && (
            <>
              {' '}
              <button type="button" className={styles.inlineAction} disabled={busy || working !== undefined} onClick={() => void markSent()}>
                Marquer comme envoyée
              </button>
            </>
          )}
          {answered && !isApplication && detail.status === 'a_traiter' && (
            <>
              {' '}
              <button type="button" className={styles.inlineAction} disabled={busy} onClick={onAnswered}>
                Passer à «{'\u00a0'}Répondu{'\u00a0'}»
              </button>
            </>
          )}
        </p>
      )}
    </section>
  );
}
