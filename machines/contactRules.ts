/**
 * The contact form's rules, in one place for the three that apply them: the form in the browser,
 * its machine, and the site's Worker (worker/), which checks every message again. No XState, no DOM.
 */
import { fieldLimits } from './constants';

export { fieldLimits };

export const serviceChoices = ['interim', 'recrutement', 'paie', 'ipm', 'rh', 'other'] as const;
export type ServiceChoice = (typeof serviceChoices)[number];

/** The job offer a candidate applies to (/contact?offre=REF): its reference and title. */
export interface AppliedOffer {
  reference: string;
  title: string;
}

/** What leaves the browser (JSON, or the text parts of multipart/form-data with a CV). */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: ServiceChoice | null;
  message: string;
  /** The offer applied to; null for any other message, a spontaneous application included. */
  offer: AppliedOffer | null;
}

export const requiredFields = ['name', 'email', 'message'] as const;
export const textFields = ['name', 'email', 'phone', 'company', 'message'] as const;
export type TextField = (typeof textFields)[number];
/** Every part of a message that can be refused, each with its own French message. */
export type PayloadField = TextField | 'service' | 'offer' | 'cv';

/** The browser's own `type=email` rule (HTML Living Standard), so the server agrees with it. */
export const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Where the form sends in a build for the site's own Worker (same origin). */
export const messagesPath = '/api/messages';
/** The header that carries one key per message: a retried send is stored once. */
export const idempotencyHeader = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** A CV: PDF or Word (.doc, .docx, .odt), 5 Mo at most. */
export const cvKinds = ['pdf', 'doc', 'docx', 'odt'] as const;
export type CvKind = (typeof cvKinds)[number];
export const cvMaxBytes = 5 * 1024 * 1024;
export const cvMediaTypes: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};
/** The file picker's `accept`: extensions and media types. */
export const cvAccept = [...cvKinds.map((kind) => `.${kind}`), ...Object.values(cvMediaTypes)].join(',');
/** A whole request at most: the CV and the text fields, with room for multipart's boundaries. */
export const maxBodyBytes = cvMaxBytes + 64 * 1024;

export type CvProblem = 'cvType' | 'cvEmpty' | 'cvTooLarge';

/**
 * The browser's first check of a chosen file, by what it can see: its name, declared type and size.
 * The Worker decides by the file's first bytes (cvKindFromBytes).
 */
export function cvProblemFromFile(file: { name: string; type: string; size: number }): CvProblem | null {
  if (file.size === 0) return 'cvEmpty';
  if (file.size > cvMaxBytes) return 'cvTooLarge';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const byName = (cvKinds as readonly string[]).includes(extension);
  const byType = file.type === '' || Object.values(cvMediaTypes).includes(file.type);
  return byName && byType ? null : 'cvType';
}

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

function includesAscii(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  for (let at = bytes.indexOf(first); at !== -1 && at + text.length <= bytes.length; at = bytes.indexOf(first, at + 1)) {
    if (ascii(bytes, at, text)) return true;
  }
  return false;
}

/**
 * What a file is, from its bytes, never its name: a PDF (`%PDF-`), an old Word file (OLE2 with a
 * « WordDocument » stream), a .docx (a ZIP naming `word/document.xml`) or an .odt (a ZIP whose first
 * entry, `mimetype`, says so). Anything else, an executable renamed `.pdf` included, is null.
 */
export function cvKindFromBytes(bytes: Uint8Array): CvKind | null {
  if (ascii(bytes, 0, '%PDF-')) return 'pdf';
  const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (ole2.every((byte, i) => bytes[i] === byte)) {
    // The stream names of the compound file are UTF-16: « W\0o\0r\0d\0D\0… ».
    return includesAscii(bytes, 'W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t') ? 'doc' : null;
  }
  if (ascii(bytes, 0, 'PK\x03\x04')) {
    if (ascii(bytes, 30, 'mimetype') && ascii(bytes, 38, cvMediaTypes.odt)) return 'odt';
    return includesAscii(bytes, 'word/document.xml') ? 'docx' : null;
  }
  return null;
}

/** A stored file name: no path, no control or markup characters, 120 characters at most. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(-120);
  return cleaned.replace(/^\.+/, '') || 'cv';
}

export type TextProblem = 'missing' | 'emailInvalid' | 'tooLong' | 'serviceUnknown' | 'offerClosed';

/**
 * The text rules a message must meet, as the browser applies them (required fields, lengths, the
 * e-mail's shape, a known service). Returns the first problem of each field; the offer's existence
 * is the Worker's to check (it reads the built offers).
 */
export function textProblems(payload: ContactPayload): Partial<Record<PayloadField, TextProblem>> {
  const problems: Partial<Record<PayloadField, TextProblem>> = {};
  for (const field of textFields) {
    const value = payload[field];
    if ((requiredFields as readonly string[]).includes(field) && value.trim() === '') problems[field] = 'missing';
    else if (value.length > fieldLimits[field]) problems[field] = 'tooLong';
    else if (field === 'email' && !emailPattern.test(value)) problems[field] = 'emailInvalid';
  }
  if (payload.service !== null && !(serviceChoices as readonly string[]).includes(payload.service)) problems.service = 'serviceUnknown';
  return problems;
}

/** French messages the Worker answers with: the form's own words (content/pages/contact.yml, `validation`). */
export type ServerMessageKey =
  | 'nameMissing' | 'emailMissing' | 'messageMissing' | 'emailInvalid' | 'tooLong' | 'serviceUnknown' | 'offerClosed'
  | 'cvType' | 'cvEmpty' | 'cvTooLarge' | 'invalid' | 'tooMany' | 'tooLarge';

/**
 * What the build tells the Worker (donnees/formulaire.json, read through the assets binding): the
 * content it checks and answers with, always the deployed one.
 */
export interface WorkerFormRules {
  /** The firm's name, for the e-mail's sender. */
  site: string;
  /** Each service id's French name, as the form's select shows it. */
  services: Record<ServiceChoice, string>;
  messages: Record<ServerMessageKey, string>;
  /** Months each kind is kept after it is received (legal.yml's processings), then deleted. */
  retentionMonths: { message: number; application: number };
}
export const workerFormRulesPath = '/donnees/formulaire.json';

/** A file's size as the form and the firm's e-mail write it: « 850 Ko », « 1,2 Mo ». */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')}\u00a0Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0Mo`;
}
