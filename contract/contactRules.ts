/**
 * The contact form's rules, in one place for the three that apply them: the form in the browser,
 * its machine, and the site's Worker (worker/), which checks every message again. No XState, no DOM.
 */
import { serviceChoices, type ServiceChoice } from '../src/domain/services.ts';

export { serviceChoices, type ServiceChoice };

/** Contact form bounds (the specification leaves them open; these are what a real form needs). */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  message: 5000,
} as const;

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

/**
 * An e-mail address, stricter than the browser's own `type=email` rule (which the form still
 * applies first): the address is data that the inbox puts into `mailto:` links and mail headers,
 * so nothing in it may act as markup there (issue 54). Before the « @ »: letters, digits and
 * `. _ + -` in dot-separated parts (so `prenom.nom+rh`), no `? & = % #`, quotes, spaces, angle
 * brackets or control characters. After it: two or more labels of letters, digits and inner
 * hyphens (subdomains; an internationalised domain as the browser sends it, in punycode,
 * `xn--…`).
 */
export const emailPattern = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A character `emailPattern` never accepts anywhere: anything but ASCII letters, digits and
 * `. _ + - @` (a space, `? & = % #`, quotes, a comma, an accented letter, a control character…).
 * Such an address is refused with its own message (`emailCharacters`: « contient un caractère
 * qu’une adresse e-mail n’accepte pas »), not as « incomplète »: the person has to remove a
 * character, not add one.
 */
export const emailForbiddenCharacter = /[^A-Za-z0-9._+@-]/;

/**
 * What a name may not hold: line breaks, tabs and every other C0 or C1 control character
 * (U+0000–U+001F, U+007F–U+009F), and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which would turn the text around where staff read it.
 */
export const nameForbiddenCharacters = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Where the form sends in a build for the site's own Worker (same origin). */
export const messagesPath = '/api/messages';
/** The header that carries one key per message: a retried send is stored once. */
export const idempotencyHeader = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * Not the Worker's: the header of the site's service worker's answer (202) when there is no network
 * and it kept the message on the device, to send later (src/offline/outbox.ts).
 */
export const keptOnDeviceHeader = 'X-Sunu-Garde';

/** A CV: PDF or Word (.doc, .docx, .odt), 5 Mo at most. */
export const cvKinds = ['pdf', 'doc', 'docx', 'odt'] as const;
export type CvKind = (typeof cvKinds)[number];
export const cvMaxBytes = 5 * 1024 * 1024;
/** A whole request at most: the CV and the text fields, with room for multipart's boundaries. */
export const maxBodyBytes = cvMaxBytes + 64 * 1024;

/**
 * Why the browser refuses a chosen file (contract/cvFiles.ts, `cvProblem`, in the CV field's own
 * chunk): empty, not a CV by its name, not what its name claims by its first bytes, too large.
 */
export type CvProblem = 'cvType' | 'cvEmpty' | 'cvContent' | 'cvTooLarge';

export type TextProblem = 'missing' | 'emailInvalid' | 'emailCharacters' | 'nameInvalid' | 'tooLong' | 'serviceUnknown' | 'offerClosed';

/**
 * The first problem of one text field, or undefined: required, length, the e-mail's characters and
 * pattern, the name's characters. The form (src/components/ContactForm/fieldValidity.ts) and the Worker apply
 * this same function.
 */
export function textProblem(field: TextField, value: string): TextProblem | undefined {
  if ((requiredFields as readonly string[]).includes(field) && value.trim() === '') return 'missing';
  if (value.length > fieldLimits[field]) return 'tooLong';
  if (field === 'email' && !emailPattern.test(value)) return emailForbiddenCharacter.test(value) ? 'emailCharacters' : 'emailInvalid';
  if (field === 'name' && nameForbiddenCharacters.test(value)) return 'nameInvalid';
  return undefined;
}

/**
 * The text rules a message must meet, as the browser applies them (required fields, lengths, the
 * e-mail's pattern, the name's characters, a known service). Returns the first problem of each
 * field; the offer's existence is the Worker's to check (it reads the built offers).
 */
export function textProblems(payload: ContactPayload): Partial<Record<PayloadField, TextProblem>> {
  const problems: Partial<Record<PayloadField, TextProblem>> = {};
  for (const field of textFields) {
    const problem = textProblem(field, payload[field]);
    if (problem) problems[field] = problem;
  }
  if (payload.service !== null && !(serviceChoices as readonly string[]).includes(payload.service)) problems.service = 'serviceUnknown';
  return problems;
}

/** French messages the Worker answers with: the form's own words (content/pages/contact.yml, `validation`). */
export type ServerMessageKey =
  | 'nameMissing' | 'nameInvalid' | 'emailMissing' | 'messageMissing' | 'emailInvalid' | 'emailCharacters' | 'tooLong' | 'serviceUnknown' | 'offerClosed'
  | 'cvType' | 'cvEmpty' | 'cvContent' | 'cvTooLarge' | 'cvTooLargePdf' | 'invalid' | 'tooMany' | 'tooLarge' | 'dailyCap';

/**
 * How much the site accepts in one day (a Dakar day: UTC, src/lib/dakarTime.ts), whoever sends it:
 * past either, the Worker stores nothing more until midnight (content/pages/contact.yml `dailyCap`).
 */
export interface DailyCap {
  /** Messages and applications accepted. */
  messages: number;
  /** The CVs' bytes stored, all of that day's applications together. */
  cvBytes: number;
}

/**
 * What the build tells the Worker (donnees/formulaire.json, read through the assets binding): the
 * content it checks and answers with, always the deployed one.
 */
export interface WorkerFormRules {
  /** The firm's name, for the e-mail's sender. */
  site: string;
  /** Each service id's French name, as the form's select shows it. */
  services: Record<ServiceChoice, string>;
  /** `dailyCap` comes with the firm's e-mail and phone already in it (the Worker knows neither). */
  messages: Record<ServerMessageKey, string>;
  /** Months each kind is kept after it is received (legal.yml's processings), then deleted. */
  retentionMonths: { message: number; application: number };
  /**
   * Whether the firm's e-mail carries the CV as an attachment (legal.yml `attachCv`). Off, it
   * carries the application's text and the link to its entry in the inbox: deleting the entry
   * deletes the only copy of the CV.
   */
  attachCv: boolean;
  /** The day's ceiling on what is stored (contact.yml `dailyCap`, the CVs' in Mo there). */
  dailyCap: DailyCap;
}
export const workerFormRulesPath = '/donnees/formulaire.json';

