/**
 * POST /api/messages: a message or an application from the site's form, checked again with the
 * browser's rules, stored (D1, and the CV in R2) before the answer, then e-mailed to the firm.
 *
 *   201 { id }                         stored (or already stored under this Idempotency-Key; or the honeypot)
 *   400 { error: 'invalid', fields }   a French message for each refused field
 *   400 { error: 'malformed' }         not the form's JSON or multipart
 *   413 { error: 'tooLarge' }          a CV over 5 Mo, or a body over the limit (refused before it is read whole)
 *   415 { error: 'unsupportedType' }   neither JSON nor multipart/form-data
 *   429 { error: 'tooMany', retryAfter } with Retry-After: too many accepted sends from this sender, or
 *                                      from this connection (rateLimit.ts); refused sends never count
 *   429 { error: 'dailyCap', retryAfter } with Retry-After: the day's cap is reached (dailyCap.ts), until
 *                                      the next midnight in Dakar; nothing is stored
 * A key already used, even by an entry deleted since (store.ts `keyEntry`), with the same body (its
 * digest) is answered 201 with its id: a retried send is stored once, an erased one is not brought
 * back. The same key with another body is the sender's correction of what had already arrived (the
 * form keeps its key until it is told the message left, edits included, issue 55): stored as a new
 * entry that names the first (`corrects`), under the key and the body's digest, and the firm's
 * e-mail says it is a correction. An entry deleted since is never corrected back into being.
 */
import { cvMaxBytes, fieldLimits, idempotencyHeader, idempotencyKeyPattern, maxBodyBytes, textProblems, type CvProblem, type PayloadField } from '../contract/contactRules';
import { cvFileName, cvKindFromBytes, cvKindFromName, cvMediaTypes, cvRefusalMessage } from '../contract/cvFiles';
import { fill } from '../src/lib/fill';
import { sha256Hex } from '../src/lib/sha256';
import { acceptedType, parseMessage, readCapped, type ReceivedMessage } from './body';
import { hasRoom, secondsToMidnight, usageOn } from './dailyCap';
import type { Env } from './env';
import { json, problem, protocolMessages } from './http';
import { emailFirm } from './mail';
import { admit, connectionKey, connectionRoom, hashKey, rateLimits, senderKey } from './rateLimit';
import { formRules, offersDay, openOffer, type FormRules, type MessageKey } from './siteData';
import { insertMessage, keyEntry, messageById, type NewMessage } from './store';

const created = (id: string) => json({ id }, 201);

/** A refused CV's French message, saying what was found, as the CV field says it (contract/cvFiles.ts). */
function cvMessage(problem: CvProblem, cv: { name: string; size: number }, rules: FormRules): string {
  const { key, blanks } = cvRefusalMessage(problem, cv);
  return fill(rules.messages[key], blanks);
}

/** A field's French message for a rule it broke. */
function fieldMessage(field: PayloadField, code: string, rules: FormRules): string {
  if (code === 'missing') return rules.messages[`${field}Missing` as MessageKey];
  if (code === 'tooLong') return fill(rules.messages.tooLong, { max: fieldLimits[field as keyof typeof fieldLimits] });
  return rules.messages[code as MessageKey];
}

export async function receiveMessage(request: Request, env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, now: Date = new Date()): Promise<Response> {
  if (!acceptedType(request)) return problem('unsupportedType', protocolMessages.unsupportedType, 415);

  // A retried send (timeout, lost answer) gets the answer its first send got; so does a resend of
  // an entry deleted since (used_keys), and past the day's cap too.
  const key = request.headers.get(idempotencyHeader);
  if (key !== null && !idempotencyKeyPattern.test(key)) return problem('malformed', protocolMessages.malformed, 400);
  /** A correction: the key it is stored under, and the entry it corrects. */
  let correction: { key: string; corrects: string; digest: string; bytes: Uint8Array; received: ReceivedMessage } | null = null;
  if (key) {
    const first = await keyEntry(env.DB, key);
    if (first) {
      // A used key: a resend (the same body, or an entry without a digest: older, or deleted since), or a correction.
      if (!first.body_digest) return created(first.id);
      const bytes = await readCapped(request, maxBodyBytes);
      const read = bytes === 'tooLarge' ? bytes : await parseMessage(request, bytes);
      if (read === 'tooLarge' || read === 'malformed') return created(first.id);
      const digest = await digestOf(read);
      if (digest === first.body_digest) return created(first.id);
      const correctionKey = `${key}.${digest.slice(0, 16)}`;
      const again = await keyEntry(env.DB, correctionKey);
      if (again) return created(again.id);
      correction = { key: correctionKey, corrects: first.corrects ?? first.id, digest, bytes: bytes as Uint8Array, received: read };
    }
  }

  const rules = await formRules(env);
  const limits = rateLimits(env);
  const hashing = await hashKey(env.DB, now);
  const connection = await connectionKey(hashing, request.headers.get('CF-Connecting-IP') ?? 'inconnue');
  const tooMany = (retryAfter: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    return problem('tooMany', fill(rules.messages.tooMany, { attente: minutes === 1 ? '1\u00a0minute' : `${minutes}\u00a0minutes` }), 429, { retryAfter }, { 'Retry-After': String(retryAfter) });
  };
  // The day's cap reached (dailyCap.ts): nothing more is stored until midnight in Dakar.
  const full = () => {
    const retryAfter = secondsToMidnight(now);
    return problem('dailyCap', rules.messages.dailyCap, 429, { retryAfter }, { 'Retry-After': String(retryAfter) });
  };
  // A connection at its ceiling, or a day at its cap, is refused before its upload is read.
  const room = await connectionRoom(env.DB, connection, now.getTime(), limits);
  if (!room.admitted) return tooMany(room.retryAfter);
  if (!hasRoom(await usageOn(env.DB, now), rules.dailyCap, 0)) return full();

  const bytes = correction?.bytes ?? (await readCapped(request, maxBodyBytes));
  if (bytes === 'tooLarge') return problem('tooLarge', rules.messages.tooLarge, 413, { maxBytes: cvMaxBytes });
  const received = correction?.received ?? (await parseMessage(request, bytes));
  if (received === 'malformed') return problem('malformed', protocolMessages.malformed, 400);
  // A bot filled the hidden field: it is told all went well, and nothing is kept or sent.
  if (received.website.trim() !== '') return created(crypto.randomUUID());

  const today = offersDay(env, now);
  const problems: Partial<Record<PayloadField, string>> = {};
  for (const [field, code] of Object.entries(textProblems({ ...received.payload, offer: null }))) problems[field as PayloadField] = fieldMessage(field as PayloadField, code, rules);
  const offer = received.payload.offerReference ? await openOffer(env, received.payload.offerReference, today) : null;
  if (received.payload.offerReference && !offer) problems.offer = rules.messages.offerClosed;

  const cv = received.cv;
  let cvBytes: Uint8Array | null = null;
  let cvKind: ReturnType<typeof cvKindFromBytes> = null;
  if (cv) {
    if (cv.size > cvMaxBytes) return problem('tooLarge', rules.messages.tooLarge, 413, { maxBytes: cvMaxBytes, fields: { cv: cvMessage('cvTooLarge', cv, rules) } });
    cvBytes = new Uint8Array(await cv.arrayBuffer());
    cvKind = cvKindFromBytes(cvBytes);
    if (cv.size === 0) problems.cv = rules.messages.cvEmpty;
    // Not a CV by its bytes: a name that claims one (a renamed file) is told so.
    else if (!cvKind) problems.cv = cvMessage(cvKindFromName(cv.name) ? 'cvContent' : 'cvType', cv, rules);
  }
  if (Object.keys(problems).length > 0) return problem('invalid', rules.messages.invalid, 400, { fields: problems });

  // Room for its CV too, before the send counts and the file is stored.
  if (cv && !hasRoom(await usageOn(env.DB, now), rules.dailyCap, cv.size)) return full();

  // Accepted: only now does the send count, under its sender and its connection.
  const place = await admit(env.DB, { sender: await senderKey(hashing, received.payload.email), connection }, now.getTime(), limits);
  if (!place.admitted) return tooMany(place.retryAfter);

  const id = crypto.randomUUID();
  const stored: NewMessage = {
    id,
    idempotency_key: correction?.key ?? key ?? crypto.randomUUID(),
    kind: offer || cv || received.candidature === 'spontanee' ? 'application' : 'message',
    received_at: now.toISOString(),
    ...columnsOf(received),
    offer_reference: offer?.reference ?? null,
    offer_title: offer?.title ?? null,
    cv_key: null,
    cv_name: null,
    cv_type: null,
    cv_size: null,
    body_digest: correction?.digest ?? (await digestOf(received)),
    corrects: correction?.corrects ?? null,
  };
  if (cv && cvBytes && cvKind) {
    // A random key: nothing in it says whose CV it is. The bucket is private; only the firm reads it.
    stored.cv_key = `cv/${crypto.randomUUID()}`;
    // Named by what its bytes are: the e-mail's attachment and the ZIP open it as that (issue 54).
    stored.cv_name = cvFileName(cv.name, cvKind);
    stored.cv_type = cvMediaTypes[cvKind];
    stored.cv_size = cv.size;
    await env.CVS.put(stored.cv_key, cvBytes, {
      httpMetadata: { contentType: stored.cv_type, contentDisposition: 'attachment' },
      customMetadata: { fileName: stored.cv_name, messageId: id },
    });
  }
  const outcome = await insertMessage(env.DB, stored, rules.dailyCap);
  if ('full' in outcome || !outcome.inserted) {
    // The same message won a race with this send, or other sends took the day's last places since
    // the check above: keep nothing of this copy.
    if (stored.cv_key) await env.CVS.delete(stored.cv_key);
    return 'full' in outcome ? full() : created(outcome.id);
  }
  const row = await messageById(env.DB, id);
  // The CV goes with the e-mail only if the firm chose it (legal.yml `attachCv`); otherwise the e-mail links to the entry.
  const attachment = rules.attachCv && cvBytes && stored.cv_name && stored.cv_type ? { name: stored.cv_name, type: stored.cv_type, bytes: cvBytes } : null;
  if (row) ctx.waitUntil(emailFirm(env, row, rules, attachment));
  return created(id);
}

/**
 * What was sent, as one SHA-256: every field, the offer, the spontaneous application's mark, and
 * the CV's name and bytes. Two sends under one key with the same digest are one message.
 */
export async function digestOf(received: ReceivedMessage): Promise<string> {
  const cv = received.cv ? { name: received.cv.name, bytes: await sha256Hex(await received.cv.arrayBuffer()) } : null;
  const text = JSON.stringify({ payload: received.payload, candidature: received.candidature, cv });
  return sha256Hex(text);
}

function columnsOf({ payload }: ReceivedMessage) {
  return { name: payload.name, email: payload.email, phone: payload.phone, company: payload.company, service: payload.service, message: payload.message };
}
