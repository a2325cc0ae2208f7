/**
 * The staff's reply templates (content/replies.yml, written in the editor), filled in for one
 * application or message and opened in the mail client. The build has checked each template's
 * blanks (src/content/schemas/replies.ts): {prenom}, {nom}, and {poste} and {reference} only in
 * a template for applications to an offer; « {cabinet} » is already the firm's name.
 */
import { templates } from 'virtual:content/replies';
import { elide } from '../lib/elision';
import { fill } from '../lib/fill';
import { mailtoHref, nameLetters, whatsappHref } from '../lib/mailto';

/** The links that open a reply, built from the person's data by the one encoding helper (src/lib/mailto.ts). */
export { mailtoHref, whatsappHref };

/** The templates, in the order staff put them (re-exported: the editor's preview replaces them as staff type). */
export { templates as replyTemplates };

export type ReplyTemplate = (typeof templates)[number];

/** Whom a reply answers, as the inbox has it (an InboxItem or InboxDetail fits). */
export interface Addressee {
  kind: 'application' | 'message';
  /** The full name, as the sender typed it. */
  name: string;
  /** The offer applied to; null for a spontaneous application or a message. */
  offer: { reference: string; title: string } | null;
}

/** The templates for this application or message: only those whose blanks it can fill. */
export function repliesFor(item: Pick<Addressee, 'kind' | 'offer'>, all: readonly ReplyTemplate[] = templates): ReplyTemplate[] {
  const audiences: readonly ReplyTemplate['for'][] = item.kind === 'message' ? ['message'] : item.offer ? ['offer', 'application'] : ['spontaneous', 'application'];
  return all.filter((template) => audiences.includes(template.for));
}

/**
 * Words that open a Senegalese first name of two (« Mame Diarra », « Ndèye Fatou », « Sokhna
 * Maï », « Serigne Saliou », « El Hadji »): with a family name after them, the next word is part
 * of the first name.
 */
const twoWordFirstNames = new Set(['mame', 'ndeye', 'ndèye', 'sokhna', 'serigne', 'el']);

/** A name typed all in capitals or all in small letters, written « Awa Ndiaye »; any other as typed. */
function nameCase(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ').replace(/'/g, '’');
  if (clean !== clean.toUpperCase() && clean !== clean.toLowerCase()) return clean;
  return clean.toLowerCase().replace(/(^|[\s\-’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The first name, from the full name as typed: its first word (« Awa Ndiaye » → « Awa »), or
 * its first two after « Mame », « Ndèye »… (« Mame Diarra Bousso Ndiaye » → « Mame Diarra »).
 */
export function firstName(fullName: string): string {
  const words = nameCase(fullName).split(' ').filter(Boolean);
  const two = words.length >= 3 && twoWordFirstNames.has(words[0]!.toLowerCase());
  return words.slice(0, two ? 2 : 1).join(' ');
}

/**
 * What a spontaneous application puts in {poste} and {reference}, should a template for offers be
 * filled for one anyway: repliesFor() never offers one, and the build refuses the blanks in a
 * template for spontaneous applications.
 */
export const withoutOffer = { poste: 'candidature spontanée', reference: 'sans référence' };

/** « de {poste} » → « d’Assistant de direction »: the particles elision.ts knows, before a blank. */
const particleBeforeBlank = /(?<![\p{L}\p{N}])(de|le|la|que|De|Le|La|Que)[ \u00a0]\{(\w+)\}/gu;

function fillText(text: string, values: Record<string, string>): string {
  const elided = text.replace(particleBeforeBlank, (typed, particle: string, blank: string) => {
    const value = values[blank];
    if (!value) return typed;
    const joined = elide(particle.toLowerCase() as Parameters<typeof elide>[0], value);
    return particle[0] === particle[0]!.toUpperCase() ? joined[0]!.toUpperCase() + joined.slice(1) : joined;
  });
  // An empty value takes the space before it: « Bonjour {prenom}, » → « Bonjour, ».
  const withoutEmpty = elided.replace(/ ?\{(\w+)\}/g, (typed, blank: string) => (values[blank] === '' ? '' : typed));
  // The build's word joiners (« e-⁠mail » never ends a line on a page) mean nothing in a mail.
  return fill(withoutEmpty, values).replace(/\u2060/g, '');
}

/**
 * The template's subject and body for this person: {prenom}, {nom}, {poste}, {reference} filled in.
 * {prenom} and {nom} take the name's letters only (`nameLetters`): a « name » typed as a web
 * address or a phone number never reaches the reply.
 */
export function fillReply(template: Pick<ReplyTemplate, 'subject' | 'body'>, to: Pick<Addressee, 'name' | 'offer'>): { subject: string; body: string } {
  const name = nameLetters(to.name);
  const values = {
    prenom: firstName(name),
    nom: nameCase(name),
    poste: to.offer?.title ?? withoutOffer.poste,
    reference: to.offer?.reference ?? withoutOffer.reference,
  };
  return { subject: fillText(template.subject, values), body: fillText(template.body, values) };
}

/** The mailto: link that opens the mail client on this reply, to `email`. */
export function replyHref(template: Pick<ReplyTemplate, 'subject' | 'body'>, to: Pick<Addressee, 'name' | 'offer'> & { email: string }): string {
  const { subject, body } = fillReply(template, to);
  return mailtoHref(to.email, subject, body);
}

/** One e-mail of a bulk reply: a person (one address, any case) and the entries chosen that it answers. */
export interface ReplyRecipient<Entry extends Addressee & { id: string; email: string }> {
  email: string;
  /** The first entry chosen for this address: the e-mail is filled in for it (name, offer). */
  first: Entry;
  entries: Entry[];
}

/** The entries chosen, one e-mail per address (any case), in the order chosen: a person who applied three times gets one. */
export function recipientsOf<Entry extends Addressee & { id: string; email: string }>(entries: readonly Entry[]): ReplyRecipient<Entry>[] {
  const byEmail = new Map<string, ReplyRecipient<Entry>>();
  for (const entry of entries) {
    const key = entry.email.trim().toLowerCase();
    const found = byEmail.get(key);
    if (found) found.entries.push(entry);
    else byEmail.set(key, { email: entry.email, first: entry, entries: [entry] });
  }
  return [...byEmail.values()];
}

/** The templates whose blanks every entry chosen can fill (repliesFor of each), in the firm's order. */
export function commonReplies(entries: readonly Pick<Addressee, 'kind' | 'offer'>[], all: readonly ReplyTemplate[] = templates): ReplyTemplate[] {
  return entries.reduce<ReplyTemplate[]>((kept, entry) => {
    const fits = new Set(repliesFor(entry, all));
    return kept.filter((template) => fits.has(template));
  }, [...all]);
}
