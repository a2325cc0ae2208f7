/**
 * The inbox's reads and writes in D1: the list's filters as SQL (bound values only, never text
 * pasted into the query), a page of rows, one message with its history, a status change.
 */
import { applicationStatuses, bulkMax, pageSize, waitingMinutes, spontaneous, type ApplicationStatus, type BulkConflict, type BulkEntry, type BulkResult, type ErasureEntry, type HistoryEntry, type InboxDetail, type InboxFilters, type FavoriteChange, type InboxAlert, type InboxItem, type InboxPage, type LastChange, type OtherApplication, type PersonEntries, type PersonEntry, type Selection, type Status } from '../../src/inbox/contract';
import { addMonths } from '../../src/lib/retention';
import { chunked, maxBoundParameters, maxLikePatternBytes, utf8Bytes } from '../d1Limits';
import { searchText, type StoredMessage } from '../store';
import type { ZipSource } from './cvZip';

/**
 * The same person as the row `m`, among applications: the same e-mail in any case, or the same
 * phone (its last nine digits, `phone_key`, written with each row).
 */
const samePerson = "o.kind = 'application' AND o.id <> m.id AND (lower(o.email) = lower(m.email) OR (m.phone_key <> '' AND o.phone_key = m.phone_key))";

/**
 * One application and its corrections (issue 55: the same key, another body, `corrects` naming the
 * first) are one application: the first entry's id names them all.
 */
const applicationOf = (alias: string) => `COALESCE(${alias}.corrects, ${alias}.id)`;

/** The same person's other applications: her corrections of this one are not others. */
const otherApplication = `${samePerson} AND ${applicationOf('o')} <> ${applicationOf('m')}`;

/** How many other applications the row's person sent, each with its corrections counted once (0 for a message). */
const othersColumn = `CASE WHEN m.kind = 'application' THEN (SELECT COUNT(DISTINCT ${applicationOf('o')}) FROM messages o WHERE ${otherApplication}) ELSE 0 END AS others`;

/** The list's columns: no message text, no file key. */
const itemColumns = `id, received_at, kind, name, email, offer_reference, offer_title, service, status, cv_key IS NOT NULL AS has_cv, emailed_at IS NULL AS not_emailed, ${othersColumn}, favorite, corrects IS NOT NULL AS correction`;

export interface ItemRow {
  id: string;
  received_at: string;
  kind: StoredMessage['kind'];
  name: string;
  email: string;
  offer_reference: string | null;
  offer_title: string | null;
  service: string | null;
  status: Status;
  has_cv: number;
  not_emailed: number;
  others: number;
  favorite: number;
  correction?: number;
}

/** `?, ?, ?` for the values of an IN (…): never more than maxBoundParameters in one statement. */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** « % » and « _ » typed in the search are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether the search's LIKE patterns (its accent-free lower case, and as typed) fit D1's limit. */
const fitsLike = (text: string) => utf8Bytes(likeText(searchText(text))) <= maxLikePatternBytes && utf8Bytes(likeText(text)) <= maxLikePatternBytes;

/**
 * What D1 can search of `q`: the whole of it, or its beginning, cut between two characters (never
 * between a letter and its accent) so that each LIKE pattern, its « % » and escapes included, fits
 * maxLikePatternBytes (worker/d1Limits.ts): 48 plain letters, fewer accented ones (« é » is 2
 * bytes) or « % » (escaped, 2). A first character too long alone is cut between code points.
 */
export function searchedText(q: string): string {
  if (fitsLike(q)) return q;
  let kept = '';
  for (const { segment } of new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(q)) {
    if (!fitsLike(kept + segment)) break;
    kept += segment;
  }
  if (!kept) {
    for (const codePoint of q) {
      if (!fitsLike(kept + codePoint)) break;
      kept += codePoint;
    }
  }
  return kept.trimEnd();
}

/** WHERE … for the filters, and its values. */
export function whereOf(filters: InboxFilters): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filters.type === 'candidatures') conditions.push("kind = 'application'");
  if (filters.type === 'messages') conditions.push("kind = 'message'");
  if (filters.offre === spontaneous) conditions.push("kind = 'application' AND offer_reference IS NULL");
  else if (filters.offre) {
    conditions.push('offer_reference = ?');
    values.push(filters.offre);
  }
  if (filters.statut) {
    conditions.push('status = ?');
    values.push(filters.statut);
  }
  // Days are UTC (Dakar): received_at is an ISO instant, compared as text.
  if (filters.du) {
    conditions.push('received_at >= ?');
    values.push(`${filters.du}T00:00:00.000Z`);
  }
  if (filters.au) {
    conditions.push('received_at < ?');
    values.push(`${nextDay(filters.au)}T00:00:00.000Z`);
  }
  if (filters.q) {
    // `search` is lower case without accents; name and e-mail as typed catch rows older than it.
    // Six digits or more are also a phone, written any way (« 00221 77-123-45-67 », « 771234567 »):
    // its last nine digits against `phone_key`, the same key that recognises the same person.
    // A search too long for D1's LIKE is searched by its beginning (the list says so: searchCut).
    const q = searchedText(filters.q);
    const digits = q.replace(/\D/g, '');
    const phone = digits.length >= 6 ? " OR (phone_key <> '' AND phone_key LIKE ?)" : '';
    conditions.push(`(search LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\'${phone})`);
    values.push(likeText(searchText(q)), likeText(q), likeText(q));
    if (phone) values.push(`%${digits.slice(-9)}%`);
  }
  if (filters.favori) conditions.push('favorite = 1');
  if (filters.personne) {
    // The application named and the same person's others (samePerson, from that application's
    // side: the same applications its badge counts and its erasure takes). Written without the
    // outer table's alias: the counts read `FROM messages` bare.
    conditions.push(
      "kind = 'application' AND id IN (SELECT o.id FROM messages p JOIN messages o ON o.kind = 'application' AND (o.id = p.id OR lower(o.email) = lower(p.email) OR (p.phone_key <> '' AND o.phone_key = p.phone_key)) WHERE p.id = ? AND p.kind = 'application')",
    );
    values.push(filters.personne);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

export const toItem = (row: ItemRow): InboxItem => ({
  id: row.id,
  receivedAt: row.received_at,
  kind: row.kind,
  name: row.name,
  email: row.email,
  offer: row.offer_reference ? { reference: row.offer_reference, title: row.offer_title ?? '' } : null,
  service: row.service,
  status: row.status,
  hasCv: Boolean(row.has_cv),
  notEmailed: Boolean(row.not_emailed),
  others: row.others,
  favorite: row.favorite === 1,
  ...(row.correction ? { correction: true } : {}),
});

/**
 * ORDER BY for the list's order: newest first by default, oldest first, or by name (its
 * accent-free lower case, written with each row; the name itself for rows older than it).
 */
export function orderOf(filters: InboxFilters): string {
  if (filters.tri === 'ancien') return 'ORDER BY received_at ASC, id ASC';
  if (filters.tri === 'nom') return 'ORDER BY coalesce(search, lower(name)) ASC, received_at DESC, id DESC';
  return 'ORDER BY received_at DESC, id DESC';
}

/** One page of the filtered list, in its order: `pageSize` rows at most, never the whole table. */
export async function listPage(db: D1Database, filters: InboxFilters, now: Date = new Date()): Promise<InboxPage> {
  const { where, values } = whereOf(filters);
  const page = filters.page ?? 1;
  const [count, rows, late, alerts] = await db.batch<{ total: number } | ItemRow | { n: number; since: string | null } | InboxAlert>([
    db.prepare(`SELECT COUNT(*) AS total FROM messages ${where}`).bind(...values),
    db.prepare(`SELECT ${itemColumns} FROM messages m ${where} ${orderOf(filters)} LIMIT ? OFFSET ?`).bind(...values, pageSize, (page - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS n, MIN(received_at) AS since FROM messages WHERE emailed_at IS NULL AND received_at < ?').bind(new Date(now.getTime() - waitingMinutes * 60_000).toISOString()),
    // The watchdog's open problems (worker/watchdog.ts): problems first, the oldest first.
    db.prepare("SELECT code, level, text, first_seen AS since, email_sent_at AS emailSent, github_sent_at AS githubSent FROM alerts WHERE resolved_at IS NULL ORDER BY level = 'warning', first_seen"),
  ]);
  const total = (count.results[0] as { total: number }).total;
  const stuck = late.results[0] as { n: number; since: string | null };
  const waiting = stuck.n > 0 && stuck.since ? { count: stuck.n, since: stuck.since } : null;
  const listed: InboxPage = { items: (rows.results as ItemRow[]).map(toItem), total, page, pages: Math.max(1, Math.ceil(total / pageSize)), waiting, alerts: alerts.results as InboxAlert[] };
  const searched = filters.q && searchedText(filters.q);
  const said = searched && searched !== filters.q ? { ...listed, searchCut: searched } : listed;
  return filters.personne ? { ...said, person: await personOf(db, filters.personne) } : said;
}

/** Whose applications the `personne` filter lists: the name on the application named and how many she sent; null for no such application. */
async function personOf(db: D1Database, id: string): Promise<InboxPage['person']> {
  const row = await db.prepare(`SELECT m.name, ${othersColumn} FROM messages m WHERE m.id = ? AND m.kind = 'application'`).bind(id).first<{ name: string; others: number }>();
  return row ? { name: row.name, applications: row.others + 1 } : null;
}

/** An exported row: every column, how many other applications its person sent, and its notes (JSON, oldest first). */
export type ExportRow = StoredMessage & { others: number; notes_json: string };

/** The export's rows: every column, the filtered list up to `cap` rows, in the list's order. */
export async function exportRows(db: D1Database, filters: InboxFilters, cap: number): Promise<ExportRow[]> {
  const { where, values } = whereOf(filters);
  const notes =
    "(SELECT json_group_array(json_object('text', text, 'by', by_email, 'at', at)) FROM (SELECT text, by_email, at FROM message_events e WHERE e.message_id = m.id AND e.type = 'note' ORDER BY at, id)) AS notes_json";
  const { results } = await db.prepare(`SELECT m.*, ${othersColumn}, ${notes} FROM messages m ${where} ${orderOf(filters)} LIMIT ?`).bind(...values, cap).all<ExportRow>();
  return results;
}

type HistoryRow = { type: HistoryEntry['type']; value: string; by: string; at: string };

/** Status changes, notes and replies, oldest first (a status and a note at the same instant: the status first). */
export async function historyOf(db: D1Database, id: string): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT type, value, by, at FROM (
         SELECT 'status' AS type, status AS value, by_email AS by, at, 0 AS rank, id FROM status_changes WHERE message_id = ?1
         UNION ALL
         SELECT type, text AS value, by_email AS by, at, 1 AS rank, id FROM message_events WHERE message_id = ?1
       ) ORDER BY at, rank, id`,
    )
    .bind(id)
    .all<HistoryRow>();
  return results.map(({ type, value, by, at }): HistoryEntry => {
    if (type === 'status') return { type, status: value as Status, by, at };
    if (type === 'note') return { type, text: value, by, at };
    if (type === 'favorite') return { type, favorite: value === 'on', by, at };
    if (type === 'sent' || type === 'emailed') return { type, template: value, by, at };
    return { type: 'reply', template: value, by, at };
  });
}

/** The same person's other applications, newest first (50 at most; none for a message). */
export async function otherApplicationsOf(db: D1Database, row: StoredMessage): Promise<OtherApplication[]> {
  if (row.kind !== 'application') return [];
  const { results } = await db
    .prepare(`SELECT o.id, o.received_at, o.offer_reference, o.offer_title, o.status FROM messages m, messages o WHERE m.id = ? AND ${otherApplication} ORDER BY o.received_at DESC LIMIT 50`)
    .bind(row.id)
    .all<{ id: string; received_at: string; offer_reference: string | null; offer_title: string | null; status: Status }>();
  return results.map((other) => ({
    id: other.id,
    receivedAt: other.received_at,
    offer: other.offer_reference ? { reference: other.offer_reference, title: other.offer_title ?? '' } : null,
    status: other.status,
  }));
}

/**
 * What an erasure may take (the erasure dialog lists it, staff tick): the entry, then every entry,
 * application or message, with its e-mail (any case) or its phone key (placeholders have none),
 * newest first, each with what matched. Never followed further: someone who shares a phone with
 * a stranger's e-mail does not bring the stranger in.
 */
export async function personEntriesOf(db: D1Database, row: StoredMessage): Promise<PersonEntries> {
  type Row = { id: string; kind: StoredMessage['kind']; received_at: string; name: string; email: string; phone: string; offer_reference: string | null; offer_title: string | null; has_cv: number; same_email: number; same_phone: number };
  const { results } = await db
    .prepare(
      `SELECT id, kind, received_at, name, email, phone, offer_reference, offer_title, cv_key IS NOT NULL AS has_cv,
         lower(email) = lower(?1) AS same_email, (?2 <> '' AND phone_key = ?2) AS same_phone
       FROM messages WHERE id <> ?3 AND (lower(email) = lower(?1) OR (?2 <> '' AND phone_key = ?2))
       ORDER BY received_at DESC, id DESC LIMIT ?4`,
    )
    .bind(row.email, row.phone_key, row.id, bulkMax)
    .all<Row>();
  const entry = (one: Row): PersonEntry => ({
    id: one.id,
    kind: one.kind,
    receivedAt: one.received_at,
    name: one.name,
    email: one.email,
    phone: one.phone,
    offer: one.offer_reference ? { reference: one.offer_reference, title: one.offer_title ?? '' } : null,
    hasCv: Boolean(one.has_cv),
    matched: [...(one.same_email ? (['email'] as const) : []), ...(one.same_phone ? (['phone'] as const) : [])],
  });
  const itself = entry({ ...row, has_cv: row.cv_key ? 1 : 0, same_email: 0, same_phone: 0 });
  // The entry and bulkMax - 1 others: an erasure names bulkMax entries at most.
  return { entries: [itself, ...results.slice(0, bulkMax - 1).map(entry)], more: results.length > bulkMax - 1 };
}

/**
 * The rows an erasure deletes, with their CV keys: each entry named, only while it still has the
 * e-mail and phone the page showed (one small statement each, in one batch).
 */
export async function erasableRows(db: D1Database, entries: ErasureEntry[]): Promise<{ id: string; cv_key: string | null }[]> {
  const check = db.prepare('SELECT id, cv_key FROM messages WHERE id = ? AND email = ? AND phone = ?');
  const results = await db.batch<{ id: string; cv_key: string | null }>(entries.map(({ id, email, phone }) => check.bind(id, email, phone)));
  return results.flatMap((result) => result.results);
}

/** The entry a correction corrects, and the corrections of this one (oldest first): the sender's versions of one send. */
export async function versionsOf(db: D1Database, row: StoredMessage): Promise<Pick<InboxDetail, 'corrects' | 'corrections'>> {
  const [first, later] = await db.batch<{ id: string; received_at: string }>([
    db.prepare('SELECT id, received_at FROM messages WHERE id = ?').bind(row.corrects ?? ''),
    db.prepare('SELECT id, received_at FROM messages WHERE corrects = ? ORDER BY received_at, id').bind(row.id),
  ]);
  const version = (one: { id: string; received_at: string }) => ({ id: one.id, receivedAt: one.received_at });
  return { corrects: first!.results[0] ? version(first!.results[0]) : null, corrections: later!.results.map(version) };
}

/** Every field as text, its history (oldest first), the same person's other applications, and when the retention run deletes it. */
export function toDetail(row: StoredMessage, history: HistoryEntry[], otherApplications: OtherApplication[], retentionMonths: Record<StoredMessage['kind'], number>): InboxDetail {
  return {
    ...toItem({ ...row, has_cv: row.cv_key ? 1 : 0, not_emailed: row.emailed_at === null ? 1 : 0, others: otherApplications.length }),
    phone: row.phone ?? '',
    company: row.company ?? '',
    message: row.message ?? '',
    cv: row.cv_key ? { name: row.cv_name ?? 'cv', type: row.cv_type ?? 'application/octet-stream', size: row.cv_size ?? 0 } : null,
    history,
    otherApplications,
    deleteAfter: addMonths(new Date(row.received_at), retentionMonths[row.kind]).toISOString(),
    emailError: row.email_error,
  };
}

/**
 * The statements that move one entry from `from` to `status` and record who and when. Both act
 * only while the entry is still at `from`: a colleague's change in between leaves it untouched,
 * and the UPDATE's count of changed rows (0) says so.
 */
const statusStatements = (db: D1Database, { id, from }: BulkEntry, status: Status, by: string, at: string) => [
  db.prepare('INSERT INTO status_changes (message_id, status, by_email, at) SELECT id, ?, ?, ? FROM messages WHERE id = ? AND status = ?').bind(status, by, at, id, from),
  db.prepare('UPDATE messages SET status = ? WHERE id = ? AND status = ?').bind(status, id, from),
];

/** Who set the entry's status last, to what, and when (null: it still has the one it arrived with). */
export async function lastChangeOf(db: D1Database, id: string): Promise<LastChange> {
  const row = await db.prepare('SELECT status, by_email AS by, at FROM status_changes WHERE message_id = ? ORDER BY id DESC LIMIT 1').bind(id).first<{ status: Status; by: string; at: string }>();
  return row ?? null;
}

/**
 * Moves the entry from `from` (the status the page showed) to `status`, in one batch (a
 * transaction). Answers false, saving nothing, when the entry is no longer at `from`.
 */
export async function changeStatus(db: D1Database, entry: BulkEntry, status: Status, by: string, at: string): Promise<boolean> {
  if (entry.from === status) return true;
  const results = await db.batch(statusStatements(db, entry, status, by, at));
  return results[1]!.meta.changes === 1;
}

/** Who last added the application to the favourites or took it out, and when (null: never). */
export async function lastFavoriteOf(db: D1Database, id: string): Promise<FavoriteChange> {
  const row = await db.prepare("SELECT text, by_email AS by, at FROM message_events WHERE message_id = ? AND type = 'favorite' ORDER BY at DESC, id DESC LIMIT 1").bind(id).first<{ text: string; by: string; at: string }>();
  return row ? { favorite: row.text === 'on', by: row.by, at: row.at } : null;
}

/**
 * Adds the application to the favourites (`favorite` true) or takes it out, from `from` (what the
 * page showed), in one batch: the history line and the UPDATE both act only while it is still at
 * `from` and is an application. Answers false, saving nothing, otherwise. The same value as
 * `from` records nothing: nothing happened.
 */
export async function changeFavorite(db: D1Database, id: string, from: boolean, favorite: boolean, by: string, at: string): Promise<boolean> {
  if (from === favorite) return true;
  const results = await db.batch([
    db.prepare("INSERT INTO message_events (message_id, type, text, by_email, at) SELECT id, 'favorite', ?, ?, ? FROM messages WHERE id = ? AND kind = 'application' AND favorite = ?").bind(favorite ? 'on' : 'off', by, at, id, from ? 1 : 0),
    db.prepare("UPDATE messages SET favorite = ? WHERE id = ? AND kind = 'application' AND favorite = ?").bind(favorite ? 1 : 0, id, from ? 1 : 0),
  ]);
  return results[1]!.meta.changes === 1;
}

/**
 * Sets `status` on the entries named, each only if it is of `kind` and still at the status the
 * page showed (`from`), in one batch. Says which changed and from what (so that the inbox can
 * undo it), how many were left (already there, of the other kind, gone), and which a colleague
 * had changed meanwhile, with who and when.
 */
export async function changeStatuses(db: D1Database, entries: BulkEntry[], status: Status, kind: StoredMessage['kind'], by: string, at: string): Promise<BulkResult> {
  const rows = await selectionRows<{ id: string; kind: StoredMessage['kind']; status: Status; name: string }>(db, { ids: entries.map(({ id }) => id) }, 'id, kind, status, name');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const candidates: BulkEntry[] = [];
  const stale: string[] = [];
  let unchanged = 0;
  for (const entry of entries) {
    const row = byId.get(entry.id);
    if (!row || row.kind !== kind || row.status === status) unchanged += 1;
    else if (row.status !== entry.from) stale.push(entry.id);
    else candidates.push(entry);
  }
  const changed: BulkEntry[] = [];
  if (candidates.length) {
    const results = await db.batch(candidates.flatMap((entry) => statusStatements(db, entry, status, by, at)));
    // A colleague's change between the read and the batch: that entry's UPDATE changed nothing.
    candidates.forEach((entry, index) => (results[index * 2 + 1]!.meta.changes === 1 ? changed.push(entry) : stale.push(entry.id)));
  }
  const changes = await lastChangesOf(db, stale);
  const conflicts = stale.map((id): BulkConflict => {
    const row = byId.get(id)!;
    return { id, name: row.name, change: changes.get(id) ?? { status: row.status, by: '', at: '' } };
  });
  return { changed, unchanged, conflicts };
}

/**
 * lastChangeOf for each of `ids` (none for an entry never changed), read in one batch, a slice of
 * ids per statement (D1's limit on bound values): one call to D1 for 200 conflicts, not 200.
 */
async function lastChangesOf(db: D1Database, ids: string[]): Promise<Map<string, NonNullable<LastChange>>> {
  const slices = chunked(ids, maxBoundParameters);
  if (slices.length === 0) return new Map();
  const results = await db.batch<{ message_id: string } & NonNullable<LastChange>>(
    slices.map((slice) =>
      db
        .prepare(`SELECT message_id, status, by_email AS by, at FROM status_changes s WHERE message_id IN (${placeholders(slice)}) AND id = (SELECT MAX(id) FROM status_changes WHERE message_id = s.message_id)`)
        .bind(...slice),
    ),
  );
  return new Map(results.flatMap(({ results: rows }) => rows.map(({ message_id, status, by, at }) => [message_id, { status, by, at }] as const)));
}

/** A bulk action reads one row more than it may act on, to refuse a list too long. */
const bulkLimit = bulkMax + 1;

/** What a bulk action acts on: the entries named, or the filtered list. */
export type BulkTarget = { ids: string[] } | { filters: InboxFilters };

/** The list's default order (orderOf without `tri`), for rows read in several statements. */
const newestFirst = (a: { received_at: string; id: string }, b: { received_at: string; id: string }) =>
  a.received_at !== b.received_at ? (a.received_at < b.received_at ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/**
 * The `columns` of the rows a bulk action names or filters, in the list's order, bulkMax + 1 at most.
 * The ids named (200 at most: the routes refuse more before asking) are read a slice per
 * statement (D1 binds 100 values at most, worker/d1Limits.ts), all in one batch, then put in the
 * list's default order, as one statement would have: the ZIP's names (« (2) ») follow that order.
 */
async function selectionRows<Row>(db: D1Database, target: BulkTarget, columns: string): Promise<Row[]> {
  if ('filters' in target) {
    const { where, values } = whereOf(target.filters);
    const { results } = await db.prepare(`SELECT ${columns} FROM messages m ${where} ${orderOf(target.filters)} LIMIT ?`).bind(...values, bulkLimit).all<Row>();
    return results;
  }
  const slices = chunked([...new Set(target.ids)], maxBoundParameters);
  if (slices.length === 0) return [];
  type Sorted = Row & { sort_received_at: string; sort_id: string };
  const results = await db.batch<Sorted>(slices.map((ids) => db.prepare(`SELECT ${columns}, received_at AS sort_received_at, id AS sort_id FROM messages m WHERE id IN (${placeholders(ids)})`).bind(...ids)));
  return results
    .flatMap(({ results: rows }) => rows)
    .sort((a, b) => newestFirst({ received_at: a.sort_received_at, id: a.sort_id }, { received_at: b.sort_received_at, id: b.sort_id }))
    .slice(0, bulkLimit)
    .map(({ sort_received_at: _at, sort_id: _id, ...row }) => row as Row);
}

/** What a bulk action on the filtered list would act on: bulkMax + 1 entries at most, and the list's total. */
export async function selectionOf(db: D1Database, filters: InboxFilters): Promise<Selection> {
  const { where, values } = whereOf(filters);
  const [rows, count] = await Promise.all([
    selectionRows<{ id: string; kind: StoredMessage['kind']; status: Status; has_cv: number; name: string; email: string; offer_reference: string | null; offer_title: string | null }>(
      db,
      { filters },
      'id, kind, status, cv_key IS NOT NULL AS has_cv, name, email, offer_reference, offer_title',
    ),
    db.prepare(`SELECT COUNT(*) AS total FROM messages ${where}`).bind(...values).first<{ total: number }>(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      hasCv: Boolean(row.has_cv),
      name: row.name,
      email: row.email,
      offer: row.offer_reference ? { reference: row.offer_reference, title: row.offer_title ?? '' } : null,
    })),
    total: count?.total ?? 0,
  };
}

/** The rows whose CVs a ZIP holds (bulkMax + 1 at most: the caller refuses more). */
export const zipRows = (db: D1Database, target: BulkTarget) => selectionRows<ZipSource>(db, target, 'id, name, offer_reference, cv_key, cv_name, cv_type, received_at');

/** Records a note, a reply prepared from a template, a reply marked as sent or sent by the Worker, by whom and when: on one entry or several at once. */
export async function addEvent(db: D1Database, id: string | string[], type: 'note' | 'reply' | 'sent' | 'emailed', text: string, by: string, at: string): Promise<void> {
  const insert = db.prepare('INSERT INTO message_events (message_id, type, text, by_email, at) VALUES (?, ?, ?, ?, ?)');
  await db.batch((Array.isArray(id) ? id : [id]).map((one) => insert.bind(one, type, text, by, at)));
}

/**
 * Which of `ids` are entries with this e-mail (any case): the entries one e-mail to it answers.
 * A slice of ids per statement, the e-mail taking one of D1's 100 bound values; one batch.
 */
export async function idsWithEmail(db: D1Database, ids: string[], email: string): Promise<string[]> {
  const slices = chunked([...new Set(ids)], maxBoundParameters - 1);
  if (slices.length === 0) return [];
  const results = await db.batch<{ id: string }>(slices.map((slice) => db.prepare(`SELECT id FROM messages WHERE lower(email) = lower(?) AND id IN (${placeholders(slice)})`).bind(email, ...slice)));
  return results.flatMap(({ results: rows }) => rows.map((row) => row.id));
}

/**
 * The applications per offer and status (the offer's pipeline), with the title its latest
 * application carried. A corrected application counts once, as its latest version.
 */
export async function offerCounts(db: D1Database): Promise<Map<string, { title: string; byStatus: Record<ApplicationStatus, number> }>> {
  const { results } = await db
    .prepare(
      `SELECT offer_reference AS reference, status, COUNT(*) AS n,
         (SELECT offer_title FROM messages t WHERE t.offer_reference = m.offer_reference ORDER BY received_at DESC LIMIT 1) AS title
       FROM messages m WHERE kind = 'application' AND offer_reference IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM messages c WHERE c.corrects = ${applicationOf('m')} AND c.id <> m.id AND c.received_at >= m.received_at)
       GROUP BY offer_reference, status`,
    )
    .all<{ reference: string; status: ApplicationStatus; n: number; title: string | null }>();
  const counts = new Map<string, { title: string; byStatus: Record<ApplicationStatus, number> }>();
  for (const row of results) {
    const offer = counts.get(row.reference) ?? { title: row.title ?? '', byStatus: emptyPipeline() };
    if (row.status in offer.byStatus) offer.byStatus[row.status] = row.n;
    counts.set(row.reference, offer);
  }
  return counts;
}

export const emptyPipeline = (): Record<ApplicationStatus, number> => Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
