/**
 * The inbox's reads and writes in D1: the list's filters as SQL (bound values only, never text
 * pasted into the query), a page of rows, one message with its history, a status change.
 */
import { pageSize, spontaneous, statuses, type InboxDetail, type InboxFilters, type InboxItem, type InboxPage, type Status, type StatusChange } from '../../src/inbox/contract';
import { addMonths } from '../../src/lib/retention';
import { searchText, type StoredMessage } from '../store';

/** The list's columns: no message text, no file key. */
const itemColumns = 'id, received_at, kind, name, email, offer_reference, offer_title, service, status, cv_key IS NOT NULL AS has_cv, emailed_at IS NULL AS not_emailed';

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
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** « % » and « _ » typed in the search are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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
    conditions.push("(search LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')");
    values.push(likeText(searchText(filters.q)), likeText(filters.q), likeText(filters.q));
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
export async function listPage(db: D1Database, filters: InboxFilters): Promise<InboxPage> {
  const { where, values } = whereOf(filters);
  const page = filters.page ?? 1;
  const [count, rows] = await db.batch<{ total: number } | ItemRow>([
    db.prepare(`SELECT COUNT(*) AS total FROM messages ${where}`).bind(...values),
    db.prepare(`SELECT ${itemColumns} FROM messages ${where} ${orderOf(filters)} LIMIT ? OFFSET ?`).bind(...values, pageSize, (page - 1) * pageSize),
  ]);
  const total = (count.results[0] as { total: number }).total;
  return { items: (rows.results as ItemRow[]).map(toItem), total, page, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The export's rows: every column, the filtered list up to `cap` rows, in the list's order. */
export async function exportRows(db: D1Database, filters: InboxFilters, cap: number): Promise<StoredMessage[]> {
  const { where, values } = whereOf(filters);
  const { results } = await db.prepare(`SELECT * FROM messages ${where} ${orderOf(filters)} LIMIT ?`).bind(...values, cap).all<StoredMessage>();
  return results;
}

export async function historyOf(db: D1Database, id: string): Promise<StatusChange[]> {
  const { results } = await db
    .prepare('SELECT status, by_email AS by, at FROM status_changes WHERE message_id = ? ORDER BY at, id')
    .bind(id)
    .all<StatusChange>();
  return results;
}

/** Every field as text, its history (oldest first), and when the retention run deletes it. */
export function toDetail(row: StoredMessage, history: StatusChange[], retentionMonths: Record<StoredMessage['kind'], number>): InboxDetail {
  return {
    ...toItem({ ...row, has_cv: row.cv_key ? 1 : 0, not_emailed: row.emailed_at === null ? 1 : 0 }),
    phone: row.phone ?? '',
    company: row.company ?? '',
    message: row.message ?? '',
    cv: row.cv_key ? { name: row.cv_name ?? 'cv', type: row.cv_type ?? 'application/octet-stream', size: row.cv_size ?? 0 } : null,
    history,
    deleteAfter: addMonths(new Date(row.received_at), retentionMonths[row.kind]).toISOString(),
    emailError: row.email_error,
  };
}

/** Sets the status and records who and when, in one batch; a status it already has records nothing. */
export async function changeStatus(db: D1Database, id: string, status: Status, by: string, at: string): Promise<void> {
  await db.batch([
    db.prepare('INSERT INTO status_changes (message_id, status, by_email, at) SELECT id, ?, ?, ? FROM messages WHERE id = ? AND status <> ?').bind(status, by, at, id, status),
    db.prepare('UPDATE messages SET status = ? WHERE id = ?').bind(status, id),
  ]);
}

/** The applications per offer and status: the offer's pipeline. */
export async function offerCounts(db: D1Database): Promise<Map<string, Record<Status, number>>> {
  const { results } = await db
    .prepare('SELECT offer_reference AS reference, status, COUNT(*) AS n FROM messages WHERE offer_reference IS NOT NULL GROUP BY offer_reference, status')
    .all<{ reference: string; status: Status; n: number }>();
  const counts = new Map<string, Record<Status, number>>();
  for (const row of results) {
    const pipeline = counts.get(row.reference) ?? emptyPipeline();
    if (row.status in pipeline) pipeline[row.status] = row.n;
    counts.set(row.reference, pipeline);
  }
  return counts;
}

export const emptyPipeline = (): Record<Status, number> => Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
