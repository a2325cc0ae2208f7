/**
 * The firm's e-mail for each message: built with mimetext (never by hand), sent through the
 * `send_email` binding to the firm's verified address, Reply-To the sender. It carries the
 * message's text and the link to its entry in the inbox; the CV only when the firm chose it
 * (legal.yml `attachCv`): otherwise the CV stays in R2 alone, and deleting the entry deletes it.
 * A failed send is recorded; the scheduled run sends it again (schedule.ts).
 *
 * Nothing the sender typed can pass for the firm's own words (issue 54, « A forged footer »): the
 * e-mail says what it is and gives the real inbox link first, before anything typed; each field
 * the sender typed stays on its own labelled line; their message comes last, under a label, every
 * line of it quoted with « > » as mail clients quote, runs of blank lines collapsed to one. Our
 * own lines never begin with « > ». Plain text only, no HTML part: nothing typed is ever drawn as
 * a link or a button of ours. Names reach the headers (Subject, Reply-To's display name) as their
 * letters only (src/lib/mailto.ts, `displayName`).
 */
import { EmailMessage } from 'cloudflare:email';
import { Mailbox, createMimeMessage } from 'mimetext/browser';
import type { ServiceChoice } from '../contract/contactRules';
import { fileSizeText } from '../contract/cvFiles';
import { dakarLongMoment } from '../src/lib/dakarTime';
import { displayName } from '../src/lib/mailto';
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

/** The name in a header: its letters only (no link, no digits, no line break), or « sans nom » when none is left. */
const nameInHeader = (name: string) => displayName(name) || 'sans nom';

/**
 * The subject the firm's mailbox sorts by: the candidate's name in every application's, so that
 * thirty applications to one offer are thirty different lines.
 */
export function subjectOf(message: StoredMessage, rules: FormRules): string {
  const subject = plainSubjectOf(message, rules);
  // A correction (issue 55) says so first: the firm's mailbox shows it beside the first e-mail.
  return message.corrects ? `Correction ${dash} ${subject}` : subject;
}

function plainSubjectOf(message: StoredMessage, rules: FormRules): string {
  const name = nameInHeader(message.name);
  if (message.offer_reference) return `Candidature ${dash} ${name} ${dash} ${message.offer_reference} ${dash} ${message.offer_title ?? ''}`.trim();
  if (message.kind === 'application') return `Candidature spontanée ${dash} ${name}`;
  return `Message ${dash} ${serviceName(message, rules) ?? 'sans service'} ${dash} ${name}`;
}

/** The Reply-To: the sender's address, with their name's letters as display name, or none. */
export const replyToOf = (message: Pick<StoredMessage, 'email' | 'name'>) => new Mailbox({ addr: message.email, name: displayName(message.name) });

/** « jeudi 26 novembre 2026 à 14:05 (heure de Dakar) »: the firm's time. */
export const receivedOn = (iso: string) => `${dakarLongMoment(iso)} (heure de Dakar)`;

/** The message's page in the inbox (behind Cloudflare Access), on the site's canonical address. */
export const inboxLink = (siteUrl: string, id: string) => `${siteUrl.replace(/\/+$/, '')}/admin/candidatures/?id=${id}`;

/**
 * Every way a mail client or a browser may start a new line: CR, LF, CRLF, and also VT, FF, NEL
 * (U+0085) and the Unicode line and paragraph separators (U+2028, U+2029), which some draw as one.
 */
const lineBreak = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
/**
 * What would act on the text's drawing instead of being read: control characters (the tab aside)
 * and the bidirectional embeddings, overrides and isolates (they can turn a line around, « > »
 * and all). Taken out of what the sender typed.
 */
const drawingControls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/**
 * Space that shows nothing: spaces of every width, the tab, invisible format characters (zero
 * width space, word joiner, soft hyphen…) and the « blank » letters (Braille blank, Hangul fillers).
 * A line of nothing else is blank; a run of two or more inside a line becomes one space, so that
 * no padding can push a forged line to where the client wraps it to the start of a line.
 */
const showsNothing = '[\\t\\p{Zs}\\p{Cf}\\u2800\\u3164\\u115F\\u1160\\uFFA0]';
const blankLine = new RegExp(`^${showsNothing}*$`, 'u');
const paddingRun = new RegExp(`${showsNothing}{2,}`, 'gu');

/** One line of what the sender typed, cleaned: no drawing controls, no padding, no trailing space. */
const typedLine = (line: string) => line.replace(drawingControls, '').replace(paddingRun, ' ').trimEnd();

/** A field the sender typed, as one line (a stored name, phone or company holds no line break here). */
export const oneLine = (value: string) => typedLine(value.split(lineBreak).join(' ')).trim();

/**
 * The sender's message, quoted as mail clients quote: every line begins with « > » (« > » alone
 * for a blank one), at most one blank line in a row, none first or last. Nothing in it can start a
 * line of ours.
 */
export function quoted(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(lineBreak).map(typedLine)) {
    const blank = blankLine.test(line);
    if (blank && (lines.length === 0 || lines.at(-1) === '>')) continue;
    lines.push(blank ? '>' : `> ${line}`);
  }
  if (lines.at(-1) === '>') lines.pop();
  return lines.length ? lines : ['> —'];
}

/** The label above the sender's message. */
export const quoteLabel = `Message de la personne (tel qu’elle l’a écrit)${colon}`;

/** The CV's line: attached, or where to download it (its entry in the inbox). */
function cvText(message: StoredMessage, attached: boolean, siteUrl?: string): string | null {
  if (!message.cv_name) return null;
  const file = `${oneLine(message.cv_name)} (${fileSizeText(message.cv_size ?? 0)})`;
  if (attached) return `${file}, en pièce jointe`;
  return `${file}, à télécharger dans la boîte de réception${siteUrl ? `${colon} ${inboxLink(siteUrl, message.id)}` : ''}`;
}

/** « A déjà postulé une fois », « A déjà postulé 3 fois »: the same e-mail or phone, before this application. */
export const earlierText = (earlier: number) => `A déjà postulé ${earlier === 1 ? 'une fois' : `${earlier}\u00a0fois`} (même e-mail ou même téléphone)${colon} ses candidatures sont réunies dans la boîte de réception.`;

/** A correction's line: the same person corrected what they had sent, under the same send. */
export const correctionText = (application: boolean, firstLink: string | null) =>
  `Correction d’un envoi précédent${colon} la personne a modifié ${application ? 'sa candidature' : 'son message'} après l’avoir envoyé${application ? 'e' : ''}\u202f; cette version remplace la première${firstLink ? ` (${firstLink})` : ''}.`;

/** What the e-mail is, its first line. */
function headline(message: StoredMessage): string {
  if (message.offer_reference) return `Nouvelle candidature à l’offre ${message.offer_reference} ${dash} ${message.offer_title ?? ''}`.trim();
  return message.kind === 'application' ? 'Nouvelle candidature spontanée' : 'Nouveau message du formulaire de contact';
}

/**
 * Every field as plain text: nothing a sender typed is ever read as HTML. `siteUrl`: the site's
 * canonical address, for the link to the message in the inbox; `cvAttached`: whether the CV goes
 * with this e-mail; `earlier`: how many applications the same person sent before. A candidate's
 * e-mail has no company nor service lines (the form asks them of clients only).
 *
 * In this order: what the e-mail is and the inbox link (ours, before anything typed); the fields,
 * each on its labelled line; the message, quoted; how to answer.
 */
export function bodyOf(message: StoredMessage, rules: FormRules, siteUrl?: string, cvAttached = false, earlier = 0): string {
  const line = (label: string, value: string | null | undefined) => `${label}${colon} ${oneLine(value ?? '') || '—'}`;
  const application = message.kind === 'application';
  return [
    headline(message),
    ...(siteUrl ? [`${application ? 'La candidature' : 'Le message'} dans la boîte de réception${colon} ${inboxLink(siteUrl, message.id)}`] : []),
    ...(message.corrects ? [correctionText(application, siteUrl ? inboxLink(siteUrl, message.corrects) : null)] : []),
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
    quoteLabel,
    ...quoted(message.message),
    '',
    '—',
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
  // The firm answers the sender by replying. The name's letters only, written as an encoded word.
  mime.setHeader('Reply-To', replyToOf(message));
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
