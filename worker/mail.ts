/**
 * The firm's e-mail for each message: built with mimetext (never by hand), sent through the
 * `send_email` binding to the firm's verified address, Reply-To the sender. It carries the
 * message's text and the link to its entry in the inbox; the CV only when the firm chose it
 * (legal.yml `attachCv`): otherwise the CV stays in R2 alone, and deleting the entry deletes it.
 * A failed send is recorded; the scheduled run sends it again (schedule.ts).
 */
import { EmailMessage } from 'cloudflare:email';
import { Mailbox, createMimeMessage } from 'mimetext/browser';
import type { ServiceChoice } from '../contract/contactRules';
import { fileSizeText } from '../contract/cvFiles';
import { dakarLongMoment } from '../src/lib/dakarTime';
import type { Env } from './env';
import { canonicalSiteUrl, type FormRules } from './siteData';
import { earlierApplicationsOf, markEmailFailed, markEmailed, type StoredMessage } from './store';

export interface Attachment {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const dash = '\u2013';
/** French typography: a no-break space before « : ». */
const colon = '\u00a0:';

const serviceName = (message: StoredMessage, rules: FormRules) => (message.service ? (rules.services[message.service as ServiceChoice] ?? message.service) : null);

/**
 * The subject the firm's mailbox sorts by: the candidate's name in every application's, so that
 * thirty applications to one offer are thirty different lines.
 */
export function subjectOf(message: StoredMessage, rules: FormRules): string {
  if (message.offer_reference) return `Candidature ${dash} ${message.name} ${dash} ${message.offer_reference} ${dash} ${message.offer_title ?? ''}`.trim();
  if (message.kind === 'application') return `Candidature spontanée ${dash} ${message.name}`;
  return `Message ${dash} ${serviceName(message, rules) ?? 'sans service'} ${dash} ${message.name}`;
}

/** « jeudi 26 novembre 2026 à 14:05 (heure de Dakar) »: the firm's time. */
export const receivedOn = (iso: string) => `${dakarLongMoment(iso)} (heure de Dakar)`;

/** The message's page in the inbox (behind Cloudflare Access), on the site's canonical address. */
export const inboxLink = (siteUrl: string, id: string) => `${siteUrl.replace(/\/+$/, '')}/admin/candidatures/?id=${id}`;

/** The CV's line: attached, or where to download it (its entry in the inbox). */
function cvText(message: StoredMessage, attached: boolean, siteUrl?: string): string | null {
  if (!message.cv_name) return null;
  const file = `${message.cv_name} (${fileSizeText(message.cv_size ?? 0)})`;
  if (attached) return `${file}, en pièce jointe`;
  return `${file}, à télécharger dans la boîte de réception${siteUrl ? `${colon} ${inboxLink(siteUrl, message.id)}` : ''}`;
}

/** « A déjà postulé une fois », « A déjà postulé 3 fois »: the same e-mail or phone, before this application. */
export const earlierText = (earlier: number) => `A déjà postulé ${earlier === 1 ? 'une fois' : `${earlier}\u00a0fois`} (même e-mail ou même téléphone)${colon} ses candidatures sont réunies dans la boîte de réception.`;

/**
 * Every field as plain text: nothing a sender typed is ever read as HTML. `siteUrl`: the site's
 * canonical address, for the link to the message in the inbox; `cvAttached`: whether the CV goes
 * with this e-mail; `earlier`: how many applications the same person sent before. A candidate's
 * e-mail has no company nor service lines (the form asks them of clients only).
 */
export function bodyOf(message: StoredMessage, rules: FormRules, siteUrl?: string, cvAttached = false, earlier = 0): string {
  const line = (label: string, value: string | null | undefined) => `${label}${colon} ${value && value !== '' ? value : '—'}`;
  const application = message.kind === 'application';
  return [
    message.offer_reference ? `Candidature à l’offre ${message.offer_reference} ${dash} ${message.offer_title ?? ''}` : application ? 'Candidature spontanée' : 'Message du formulaire de contact',
    ...(earlier > 0 ? [earlierText(earlier)] : []),
    '',
    line('Nom', message.name),
    line('E-mail', message.email),
    line('Téléphone', message.phone),
    ...(application ? [] : [line('Entreprise', message.company), line('Service', serviceName(message, rules))]),
    ...(application ? [line('Offre', message.offer_reference ? `${message.offer_reference} ${dash} ${message.offer_title ?? ''}` : 'candidature spontanée')] : []),
    ...(application ? [line('CV', cvText(message, cvAttached, siteUrl) ?? 'aucun')] : []),
    line(application ? 'Reçue le' : 'Reçu le', receivedOn(message.received_at)),
    '',
    `Message${colon}`,
    message.message,
    '',
    '—',
    ...(siteUrl ? [`${message.kind === 'application' ? 'La candidature' : 'Le message'} dans la boîte de réception${colon} ${inboxLink(siteUrl, message.id)}`] : []),
    `Répondez directement à cet e-mail${colon} la réponse part à ${message.email}.`,
  ].join('\r\n');
}

/** Base64 in lines of 76 characters (RFC 2045): mail servers refuse lines over 998. */
export function base64Lines(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n');
}

/** The raw MIME message (RFC 5322), as it leaves for the firm: `cv` attached only if the firm chose it. */
export function composeEmail(message: StoredMessage, rules: FormRules, env: Pick<Env, 'FIRM_ADDRESS' | 'SENDER_ADDRESS'>, cv: Attachment | null, siteUrl?: string, earlier = 0): string {
  const attachment = rules.attachCv ? cv : null;
  const mime = createMimeMessage();
  mime.setSender({ name: `Site ${rules.site}`, addr: env.SENDER_ADDRESS });
  mime.setRecipient(env.FIRM_ADDRESS);
  // The firm answers the sender by replying. Names are written as encoded words: no header injection.
  mime.setHeader('Reply-To', new Mailbox({ addr: message.email, name: message.name }));
  mime.setSubject(subjectOf(message, rules));
  // Accents and all, in base64: mimetext writes the part as given.
  mime.addMessage({ contentType: 'text/plain', charset: 'utf-8', encoding: 'base64', data: base64Lines(new TextEncoder().encode(bodyOf(message, rules, siteUrl, attachment !== null, earlier))) });
  if (attachment) mime.addAttachment({ filename: attachment.name, contentType: attachment.type, data: base64Lines(attachment.bytes) });
  return mime.asRaw();
}

/** Sends the firm's e-mail for a stored message and records the outcome; never throws. */
export async function emailFirm(env: Env, message: StoredMessage, rules: FormRules, cv: Attachment | null, now: () => Date = () => new Date()): Promise<boolean> {
  try {
    const [siteUrl, earlier] = await Promise.all([canonicalSiteUrl(env), earlierApplicationsOf(env.DB, message)]);
    const raw = composeEmail(message, rules, env, cv, siteUrl, earlier);
    await env.MAILER.send(new EmailMessage(env.SENDER_ADDRESS, env.FIRM_ADDRESS, raw));
    await markEmailed(env.DB, message.id, now().toISOString());
    return true;
  } catch (error) {
    console.error(`E-mail for message ${message.id} not sent:`, error);
    await markEmailFailed(env.DB, message.id, error instanceof Error ? error.message : String(error));
    return false;
  }
}

/**
 * The CV stored for a message, as an attachment (the scheduled retry reads it back from R2) when
 * the firm's e-mail carries it; R2 is not read when it does not.
 */
export async function storedCv(env: Pick<Env, 'CVS'>, message: StoredMessage, rules: Pick<FormRules, 'attachCv'>): Promise<Attachment | null> {
  if (!rules.attachCv || !message.cv_key) return null;
  const object = await env.CVS.get(message.cv_key);
  if (!object) return null;
  return { name: message.cv_name ?? 'cv', type: message.cv_type ?? 'application/octet-stream', bytes: new Uint8Array(await object.arrayBuffer()) };
}
