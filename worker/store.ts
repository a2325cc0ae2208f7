import type { DailyCap } from '../contract/contactRules';
import { statusesOf, type Status } from '../src/inbox/contract';

/** The messages table (worker/migrations/): what is written before the form is answered, and read back. */
export interface StoredMessage {
  id: string;
  idempotency_key: string;
  kind: 'message' | 'application';
  received_at: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string | null;
  message: string;
  offer_reference: string | null;
  offer_title: string | null;
  cv_key: string | null;
  cv_name: string | null;
  cv_type: string | null;
  cv_size: number | null;
  emailed_at: string | null;
  email_attempts: number;
  email_error: string | null;
  /** Where the firm stands with it (the inbox, src/inbox/contract.ts). */
  status: Status;
  /** The name and e-mail in lower case without accents, for the inbox's search (searchText). */
  search: string;
  /** The phone's last nine digits, '' when it has fewer (phoneKey): the inbox finds the same person by it. */
  phone_key: string;
  /** 1: an application a recruiter marked « Favori » (migration 0006; a message is always 0). */
  favorite: number;
  /** The SHA-256 of what was sent (receiveMessage.ts `digestOf`): tells a resend from a correction (migration 0010; null before). */
  body_digest: string | null;
  /** A correction sent under the key of an entry that had arrived: that entry's id (migration 0010). */
  corrects: string | null;
}

export type NewMessage = Omit<StoredMessage, 'emailed_at' | 'email_attempts' | 'email_error' | 'status' | 'search' | 'phone_key' | 'favorite' | 'body_digest' | 'corrects'> & Partial<Pick<StoredMessage, 'body_digest' | 'corrects'>>;

const columns = ['id', 'idempotency_key', 'kind', 'received_at', 'name', 'email', 'phone', 'company', 'service', 'message', 'offer_reference', 'offer_title', 'cv_key', 'cv_name', 'cv_type', 'cv_size', 'status', 'search', 'phone_key', 'body_digest', 'corrects'] as const;

/**
 * Nine digits that say nothing of who typed them: a filler after an operator's two digits
 * (« 000000000 », « +000 000 000 », « 77 000 00 00 », « 77 777 77 77 ») or a run (« 123456789 »).
 * Strangers type them alike, so they never make two people one. Migration 0009 applies the same
 * rule to older rows, in SQL.
 */
export const placeholderPhone = (nine: string): boolean => /^\d\d(\d)\1{6}$/.test(nine) || '0123456789'.includes(nine) || '9876543210'.includes(nine);

/**
 * A phone number's last nine digits: « +221 77 123 45 67 », « 00221771234567 » and « 77 123 45 67 »
 * are one number. '' below nine digits (too short to say it is the same person) and for a
 * placeholder (placeholderPhone). Migration 0003 computes the same for older rows.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const nine = digits.slice(-9);
  return digits.length >= 9 && !placeholderPhone(nine) ? nine : '';
}

/** What each column gets for a new message: the derived ones computed here. */
const valueOf = (message: NewMessage, column: (typeof columns)[number]) => {
  if (column === 'search') return searchText(`${message.name} ${message.email}`);
  if (column === 'phone_key') return phoneKey(message.phone);
  if (column === 'status') return statusesOf(message.kind)[0];
  return message[column] ?? null;
};

/**
 * How many applications the same person (the same e-mail in any case, or the same phone) sent
 * before this one: what the firm's e-mail says (« A déjà postulé 2 fois »). 0 for a message.
 */
export async function earlierApplicationsOf(db: D1Database, message: Pick<StoredMessage, 'id' | 'kind' | 'received_at' | 'email' | 'phone_key'>): Promise<number> {
  if (message.kind !== 'application') return 0;
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM messages WHERE kind = 'application' AND id <> ?1 AND received_at <= ?2 AND (lower(email) = lower(?3) OR (?4 <> '' AND phone_key = ?4))")
    .bind(message.id, message.received_at, message.email, message.phone_key ?? '')
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Lower case, accents dropped: « Hélène N’Diaye » → « helene n’diaye ». The inbox's search compares these. */
export const searchText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The id already given to this idempotency key: a message stored with it, or one stored with it
 * and deleted since (used_keys, migration 0008: an erased key stays used).
 */
export async function idForKey(db: D1Database, key: string): Promise<string | undefined> {
  const row = await db
    .prepare('SELECT id FROM messages WHERE idempotency_key = ?1 UNION ALL SELECT message_id FROM used_keys WHERE idempotency_key = ?1 LIMIT 1')
    .bind(key)
    .first<{ id: string }>();
  return row?.id;
}

/**
 * What a key already names: the entry stored under it (its id, the digest of what was sent, the
 * entry it corrects), or an entry deleted since (used_keys: its id, no digest: any resend of it is
 * a resend, never a correction that would bring it back).
 */
export async function keyEntry(db: D1Database, key: string): Promise<{ id: string; body_digest: string | null; corrects: string | null } | undefined> {
  const row = await db
    .prepare('SELECT id, body_digest, corrects FROM messages WHERE idempotency_key = ?1 UNION ALL SELECT message_id, NULL, NULL FROM used_keys WHERE idempotency_key = ?1 LIMIT 1')
    .bind(key)
    .first<{ id: string; body_digest: string | null; corrects: string | null }>();
  return row ?? undefined;
}

/** What one Dakar day (its date, « 2026-11-24 ») has accepted so far (daily_usage, migration 0008). */
export async function usageOfDay(db: D1Database, day: string): Promise<{ messages: number; cvBytes: number }> {
  const row = await db.prepare('SELECT messages, cv_bytes AS cvBytes FROM daily_usage WHERE day = ?').bind(day).first<{ messages: number; cvBytes: number }>();
  return { messages: row?.messages ?? 0, cvBytes: row?.cvBytes ?? 0 };
}

/**
 * Stores the message unless its key already is, or was (two sends racing with one key; a resend
 * after the entry was deleted), or its day's `cap` has no room left for it (dailyCap.ts); and
 * counts it in its day's usage. One batch, which D1 runs as a transaction (« Batched statements
 * are SQL transactions »: https://developers.cloudflare.com/d1/worker-api/d1-database/#batch, read
 * 2026-11-27), one database's batches one after the other (« Each individual D1 database is
 * inherently single-threaded, and processes queries one at a time »:
 * https://developers.cloudflare.com/d1/platform/limits/, read 2026-11-27): the room is read and
 * taken at once, so two sends cannot both take the day's last place. Returns the id the key has
 * and whether this call wrote it, or `full`.
 */
export async function insertMessage(db: D1Database, message: NewMessage, cap?: DailyCap): Promise<{ id: string; inserted: boolean } | { full: true }> {
  const placeholders = columns.map((_, index) => `?${index + 1}`).join(', ');
  const [key, day, count, bytes, maxBytes] = [columns.indexOf('idempotency_key') + 1, ...[1, 2, 3, 4].map((offset) => columns.length + offset)].map((n) => `?${n}`);
  const used = (column: string) => `COALESCE((SELECT ${column} FROM daily_usage WHERE day = ${day}), 0)`;
  // A message without a CV (0 bytes) is held by the count only: the CVs' bytes are R2's, which it does not use.
  const room = cap ? ` AND ${used('messages')} < ${count} AND (${bytes} = 0 OR ${used('cv_bytes')} + ${bytes} <= ${maxBytes})` : '';
  const dayOf = message.received_at.slice(0, 10);
  const cvBytes = message.cv_size ?? 0;
  const [inserted] = await db.batch<{ id: string }>([
    db
      .prepare(`INSERT INTO messages (${columns.join(', ')}) SELECT ${placeholders} WHERE NOT EXISTS (SELECT 1 FROM used_keys WHERE idempotency_key = ${key})${room} ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`)
      .bind(...columns.map((column) => valueOf(message, column)), ...(cap ? [dayOf, cap.messages, cvBytes, cap.cvBytes] : [])),
    // Counted only if it was stored (its id is new: the row is there only if the insert above wrote it).
    db
      .prepare('INSERT INTO daily_usage (day, messages, cv_bytes) SELECT ?1, 1, ?2 WHERE EXISTS (SELECT 1 FROM messages WHERE id = ?3) ON CONFLICT (day) DO UPDATE SET messages = messages + 1, cv_bytes = cv_bytes + excluded.cv_bytes')
      .bind(dayOf, cvBytes, message.id),
  ]);
  const row = inserted?.results[0];
  if (row) return { id: row.id, inserted: true };
  const existing = await idForKey(db, message.idempotency_key);
  if (existing) return { id: existing, inserted: false };
  if (cap) return { full: true };
  throw new Error('insert refused without a row for its key');
}

export async function messageById(db: D1Database, id: string): Promise<StoredMessage | null> {
  return db.prepare('SELECT * FROM messages WHERE id = ?').bind(id).first<StoredMessage>();
}

export async function markEmailed(db: D1Database, id: string, at: string): Promise<void> {
  await db.prepare('UPDATE messages SET emailed_at = ?, email_attempts = email_attempts + 1, email_error = NULL WHERE id = ?').bind(at, id).run();
}

export async function markEmailFailed(db: D1Database, id: string, error: string): Promise<void> {
  await db.prepare('UPDATE messages SET email_attempts = email_attempts + 1, email_error = ? WHERE id = ?').bind(error.slice(0, 500), id).run();
}

/** Messages whose e-mail has not left, oldest first, received before `before` (the send in progress is left alone). */
export async function notEmailed(db: D1Database, before: string, limit = 25): Promise<StoredMessage[]> {
  const { results } = await db
    // The least tried first: 25 e-mails that keep failing never keep a newer one from being retried.
    .prepare('SELECT * FROM messages WHERE emailed_at IS NULL AND received_at < ? ORDER BY email_attempts, received_at LIMIT ?')
    .bind(before, limit)
    .all<StoredMessage>();
  return results;
}

/** Rows of `kind` received before `before`, with their CV's key: what the retention run deletes. */
export async function expired(db: D1Database, kind: StoredMessage['kind'], before: string): Promise<{ id: string; cv_key: string | null }[]> {
  const { results } = await db
    .prepare('SELECT id, cv_key FROM messages WHERE kind = ? AND received_at < ? ORDER BY received_at LIMIT 500')
    .bind(kind, before)
    .all<{ id: string; cv_key: string | null }>();
  return results;
}

/**
 * Days a deleted entry's idempotency key stays used. A resend with it comes from the form that made
 * it: the page still open (a retry), or the offline outbox on the device, which gives a message up
 * after 30 days (src/offline/offline.ts `outboxDays`). One day more, and no resend from the outbox
 * can recreate an erased entry; after that nothing sends the key any more, and it is forgotten.
 */
export const usedKeyDays = 31;

/**
 * Deletes the rows, their status history, notes and replies with them, in one batch (a transaction). `log` records
 * each deletion in inbox_log: the row's random id, who and when, never the candidate's data.
 * Each row's idempotency key stays used (used_keys, with the row's id, for `usedKeyDays`): a resend
 * with it is answered as already received, and does not bring back what was erased.
 */
export async function deleteMessages(db: D1Database, ids: string[], log?: { action: 'delete' | 'purge'; by: string | null; at: string }): Promise<void> {
  if (ids.length === 0) return;
  const at = log?.at ?? new Date().toISOString();
  await db.batch(
    ids.flatMap((id) => [
      db.prepare('INSERT OR IGNORE INTO used_keys (idempotency_key, message_id, at) SELECT idempotency_key, id, ? FROM messages WHERE id = ?').bind(at, id),
      db.prepare('DELETE FROM status_changes WHERE message_id = ?').bind(id),
      db.prepare('DELETE FROM message_events WHERE message_id = ?').bind(id),
      db.prepare('DELETE FROM messages WHERE id = ?').bind(id),
      ...(log ? [db.prepare('INSERT INTO inbox_log (action, message_id, by_email, at) VALUES (?, ?, ?, ?)').bind(log.action, id, log.by, log.at)] : []),
    ]),
  );
}

/**
 * The 03:00 run: forgets the keys of entries deleted more than `usedKeyDays` ago, and the daily
 * counts older than as many days (a month of them shows what a busy day is before the cap is
 * changed; the health report reads two). Returns how many keys it forgot.
 */
export async function forgetUsedKeys(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - usedKeyDays * 24 * 60 * 60 * 1000).toISOString();
  const [keys] = await db.batch([db.prepare('DELETE FROM used_keys WHERE at < ?').bind(before), db.prepare('DELETE FROM daily_usage WHERE day < ?').bind(before.slice(0, 10))]);
  return keys!.meta.changes;
}
