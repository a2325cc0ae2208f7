/**
 * The inbox's replies, when the firm has turned on Cloudflare Email Sending for its domain
 * (wrangler.jsonc REPLY_MODE « envoi »; docs/deploy.md, « 4b »): the Worker sends the text staff
 * chose and read, from SENDER_ADDRESS with the firm's name, Reply-To the firm's mailbox, to the
 * entry's e-mail, through the REPLIES binding's structured send(). Plain text only: nothing staff
 * or a candidate typed becomes HTML. In « messagerie » mode nothing is sent from here.
 */
import { bulkMax, readReplyMode, replySubjectMax, replyTextMax, type ReplySend } from '../../src/inbox/contract';
import { displayName } from '../../src/lib/mailto';
import type { Env } from '../env';
import { inboxMessages } from './answers';

/** Whom a reply goes to: the address, and the name's letters as display name, or none (src/lib/mailto.ts). */
export function recipient(to: { email: string; name: string }): EmailAddress | string {
  const name = displayName(to.name);
  return name ? { email: to.email, name } : to.email;
}

export const replyModeOf = (env: Pick<Env, 'REPLY_MODE'>) => readReplyMode(env.REPLY_MODE?.trim());

/** A reply to send, read from a request's body; or the French reason it cannot be. */
export function readReplySend(body: Record<string, unknown>, template: string): ReplySend | { refused: string } {
  const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (!subject || /[\r\n]/.test(subject)) return { refused: 'L’objet de la réponse est vide ou sur plusieurs lignes\u00a0: rien n’a été envoyé.' };
  if (subject.length > replySubjectMax) return { refused: `L’objet de la réponse dépasse ${replySubjectMax}\u00a0caractères\u00a0: rien n’a été envoyé.` };
  if (!text) return { refused: 'Le texte de la réponse est vide\u00a0: rien n’a été envoyé.' };
  if (text.length > replyTextMax) return { refused: 'Le texte de la réponse dépasse 10\u00a0000\u00a0caractères\u00a0: rien n’a été envoyé.' };
  const also = body.also === undefined ? [] : body.also;
  if (!Array.isArray(also) || !also.every((id) => typeof id === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(id))) return { refused: 'La demande n’a pas pu être lue. Rechargez la page et réessayez.' };
  // The entry answered and up to bulkMax others: 201 entries at most, as a bulk action reads.
  if (new Set(also).size > bulkMax) return { refused: inboxMessages.tooMany };
  return { template, send: true, subject, text, also: [...new Set(also as string[])] };
}

/**
 * Sends one reply; never throws. `ok: false` carries the binding's reason (Cloudflare's words:
 * a recipient refused, the domain not onboarded, the daily limit reached).
 */
export async function sendReply(env: Pick<Env, 'REPLIES' | 'SENDER_ADDRESS' | 'FIRM_ADDRESS'>, to: { email: string; name: string }, reply: Pick<ReplySend, 'subject' | 'text'>, firmName: string): Promise<{ ok: true; messageId: string } | { ok: false; reason: string }> {
  try {
    const result = await env.REPLIES.send({
      from: { email: env.SENDER_ADDRESS, name: firmName },
      // The name's letters only, 60 at most (a « name » that is a web address or a phone number
      // shows none of it); none left, no display name. The binding encodes it as a word.
      to: recipient(to),
      // The candidate's answer reaches the firm's mailbox, not the site's sender.
      replyTo: env.FIRM_ADDRESS,
      subject: reply.subject,
      text: reply.text,
    });
    return { ok: true, messageId: result?.messageId ?? '' };
  } catch (error) {
    // Not the error itself in the logs: Cloudflare's reason may name the recipient's address.
    console.error('Reply not sent:', error instanceof Error ? error.name : typeof error);
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
