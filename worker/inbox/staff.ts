/**
 * The team's list (issue 57, migration 0011): the addresses whose Access token opens the inbox.
 * Taking someone out of the Access policy does not end the sessions they already have; taking
 * them off this list refuses their very next request. While the list is empty (a new site),
 * everyone Access admits is admitted (`open`), and the inbox and /api/health say so.
 *
 * Every change is logged in staff_log (who, which address, when) in the same batch (a transaction)
 * as the change itself, and only when it happened: adding an address already there logs nothing.
 */
import { staffChangesShown, type StaffChange, type StaffList, type StaffMember } from '../../src/inbox/contract';

/** « listed »: on the list; « open »: the list is empty, Access alone decides; « refused »: not on it. */
export type StaffAdmission = 'listed' | 'open' | 'refused';

/** Whether the Access token's `email` opens the inbox: one small read, on every request. */
export async function admissionOf(db: D1Database, email: string): Promise<StaffAdmission> {
  const row = await db
    .prepare('SELECT (SELECT COUNT(*) FROM staff) AS n, EXISTS (SELECT 1 FROM staff WHERE address = ?) AS listed')
    .bind(email.trim().toLowerCase())
    .first<{ n: number; listed: number }>();
  if (row?.listed) return 'listed';
  return row?.n === 0 ? 'open' : 'refused';
}

/** What /api/health warns while the list is empty (the inbox's banner says it in its own words). */
export const staffListEmpty =
  'La liste de l’équipe de la boîte de réception est vide\u00a0: toute personne admise par Cloudflare Access lit les candidatures, et retirer quelqu’un d’Access ne lui ferme pas l’accès tout de suite. Inscrivez l’équipe dans la boîte de réception («\u00a0Équipe\u00a0», docs/operations.md#arrivees-et-departs).';

/** How many addresses the list holds (/api/health warns while it is 0). */
export async function staffCount(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM staff').first<{ n: number }>())?.n ?? 0;
}

/** The addresses, in alphabetical order, and the latest changes, newest first. */
export async function staffList(db: D1Database): Promise<StaffList> {
  const [members, changes] = await db.batch<StaffMember | StaffChange>([
    db.prepare('SELECT address, added_by AS addedBy, added_at AS addedAt FROM staff ORDER BY address'),
    db.prepare('SELECT action, address, by_email AS by, at FROM staff_log ORDER BY at DESC, id DESC LIMIT ?').bind(staffChangesShown),
  ]);
  return { members: members!.results as StaffMember[], changes: changes!.results as StaffChange[] };
}

/**
 * Adds `addresses` (already normalised: staffAddress), each logged, in one batch; answers those it
 * added (an address already there is neither added again nor logged).
 */
export async function addStaff(db: D1Database, addresses: string[], by: string, at: string): Promise<string[]> {
  const results = await db.batch(
    addresses.flatMap((address) => [
      db.prepare("INSERT INTO staff_log (action, address, by_email, at) SELECT 'add', ?1, ?2, ?3 WHERE NOT EXISTS (SELECT 1 FROM staff WHERE address = ?1)").bind(address, by, at),
      db.prepare('INSERT INTO staff (address, added_by, added_at) VALUES (?, ?, ?) ON CONFLICT (address) DO NOTHING').bind(address, by, at),
    ]),
  );
  return addresses.filter((_, index) => results[index * 2 + 1]!.meta.changes === 1);
}

/**
 * Removes `address`, logged, unless it is the last one: the check and the removal are one
 * statement, so two colleagues removing the last two at the same moment cannot empty the list.
 * Answers `removed`, `last` (it is the only one left: kept) or `unknown` (not on the list).
 */
export async function removeStaff(db: D1Database, address: string, by: string, at: string): Promise<'removed' | 'last' | 'unknown'> {
  const others = '(SELECT COUNT(*) FROM staff WHERE address <> ?1) > 0';
  const [, removal, still] = await db.batch<{ n: number }>([
    db.prepare(`INSERT INTO staff_log (action, address, by_email, at) SELECT 'remove', address, ?2, ?3 FROM staff WHERE address = ?1 AND ${others}`).bind(address, by, at),
    db.prepare(`DELETE FROM staff WHERE address = ?1 AND ${others}`).bind(address),
    db.prepare('SELECT COUNT(*) AS n FROM staff WHERE address = ?').bind(address),
  ]);
  if (removal!.meta.changes === 1) return 'removed';
  return still!.results[0]!.n > 0 ? 'last' : 'unknown';
}
