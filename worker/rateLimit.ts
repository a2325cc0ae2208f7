/**
 * A fair burst limit. Only sends the Worker accepts count, never refused ones (a wrong file, a
 * missing field): a candidate who corrects a form is not locked out. Two counts, each kept only as
 * a hash, and only for its window:
 * - per sender (the e-mail address typed in the form, its « +tag » aside): `RATE_LIMIT`, 5 in 10 minutes;
 * - per connection (the IP address; an IPv6 one by its /64), a looser ceiling for the many people behind one address in a
 *   cybercafé or an office: `RATE_LIMIT_IP`, 20 in 10 minutes.
 * The hashes are keyed (HMAC) with a random key the Worker keeps in D1 and replaces daily.
 * Admission is one statement, so two requests cannot both take the last place.
 */
import type { Env } from './env';
import { hex } from '../src/lib/sha256';

export interface RateLimit {
  count: number;
  seconds: number;
}

export interface RateLimits {
  sender: RateLimit;
  connection: RateLimit;
}

/** « count/seconds », or `fallback` when the setting is missing or malformed. */
function parseRateLimit(setting: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(setting ?? '');
  return match ? { count: Number(match[1]), seconds: Number(match[2]) } : fallback;
}

export function rateLimits(env: Pick<Env, 'RATE_LIMIT' | 'RATE_LIMIT_IP'>): RateLimits {
  return {
    sender: parseRateLimit(env.RATE_LIMIT, { count: 5, seconds: 600 }),
    connection: parseRateLimit(env.RATE_LIMIT_IP, { count: 20, seconds: 600 }),
  };
}

const keyName = 'rate_limit_key';

/** A new random key, 32 bytes as hex. */
const newKey = () => hex(crypto.getRandomValues(new Uint8Array(32)));

/**
 * The key the hashes are made with: random, made by the Worker on first use and kept in D1
 * (worker_settings), replaced every day by rotateHashKey. A hash of an IPv4 address made without a
 * secret could be reversed by hashing the 4 billion addresses; with it, it cannot.
 */
export async function hashKey(db: D1Database, now: Date = new Date()): Promise<CryptoKey> {
  const read = () => db.prepare('SELECT value FROM worker_settings WHERE name = ?').bind(keyName).first<{ value: string }>();
  let row = await read();
  if (!row) {
    // Two first requests at once: one key wins, both use it.
    await db.prepare('INSERT INTO worker_settings (name, value, at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING').bind(keyName, newKey(), now.toISOString()).run();
    row = await read();
  }
  const raw = Uint8Array.from(row!.value.match(/../g)!.map((pair) => parseInt(pair, 16)));
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** A new key for the hashes, and the counts made with the old one forgotten (they cannot be linked any more). */
export async function rotateHashKey(db: D1Database, now: Date): Promise<void> {
  await db.batch([
    db.prepare('INSERT INTO worker_settings (name, value, at) VALUES (?1, ?2, ?3) ON CONFLICT (name) DO UPDATE SET value = ?2, at = ?3').bind(keyName, newKey(), now.toISOString()),
    // The alerts' count is no person's and made with no key: it keeps its hour.
    db.prepare('DELETE FROM recent_sends WHERE address_hash <> ?').bind(alertKey),
  ]);
}

async function hash(key: CryptoKey, value: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value))));
}

/**
 * Who a sender is, for counting: the address in lower case, and without a « +tag » before the
 * « @ » (« awa+1@…, awa+2@… » are one mailbox, RFC 5233 subaddressing: each tag was counted as a
 * new sender).
 */
export const senderOf = (email: string) => email.trim().toLowerCase().replace(/\+[^@]*@/, '@');

/**
 * Which subscriber a connection is, for counting: an IPv4 address whole; an IPv6 address by its
 * /64, the smallest block an access network gives one line (RFC 6177, « IPv6 Address Assignment to
 * End Sites », 2011: /48 to /64 per end site), whose 2^64 addresses each counted as a connection
 * of their own; an IPv4-mapped IPv6 address (« ::ffff:203.0.113.9 ») as its IPv4. Anything else
 * as it is.
 */
export function connectionOf(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, '');
  if (!text.includes(':')) return text;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text) ?? /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return text;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The key a sender's sends are counted under: their mailbox (`senderOf`). */
export const senderKey = async (key: CryptoKey, email: string) => `de:${await hash(key, senderOf(email))}`;
/** The key a connection's sends are counted under: its subscriber (`connectionOf`). */
export const connectionKey = async (key: CryptoKey, address: string) => `ip:${await hash(key, connectionOf(address))}`;

type Admission = { admitted: true } | { admitted: false; retryAfter: number };

/** How many sends `key` has in `limit`'s window, and the seconds until the oldest leaves it. */
async function usage(db: D1Database, key: string, now: number, limit: RateLimit): Promise<{ full: boolean; retryAfter: number }> {
  const since = now - limit.seconds * 1000;
  const row = await db
    .prepare('SELECT COUNT(*) AS n, MIN(sent_at) AS oldest FROM recent_sends WHERE address_hash = ? AND sent_at > ?')
    .bind(key, since)
    .first<{ n: number; oldest: number | null }>();
  return { full: (row?.n ?? 0) >= limit.count, retryAfter: Math.max(1, Math.ceil(((row?.oldest ?? now) + limit.seconds * 1000 - now) / 1000)) };
}

/**
 * Whether the connection has room left: checked before the body is read, so a connection at its
 * ceiling costs the Worker no upload. Takes nothing.
 */
export async function connectionRoom(db: D1Database, connection: string, now: number, limits: RateLimits): Promise<Admission> {
  const { full, retryAfter } = await usage(db, connection, now, limits.connection);
  return full ? { admitted: false, retryAfter } : { admitted: true };
}

// Room under both counts, in one condition: ?1 the sender, ?2 the connection, ?3/?5 the windows' starts, ?4/?6 their counts.
const room =
  '(SELECT COUNT(*) FROM recent_sends WHERE address_hash = ?1 AND sent_at > ?3) < ?4 AND (SELECT COUNT(*) FROM recent_sends WHERE address_hash = ?2 AND sent_at > ?5) < ?6';

/**
 * Takes a place for an accepted send, under its sender and its connection together (both rows or
 * neither), or says how many seconds until both have one again.
 */
export async function admit(db: D1Database, keys: { sender: string; connection: string }, now: number, limits: RateLimits): Promise<Admission> {
  const { meta } = await db
    .prepare(`INSERT INTO recent_sends (address_hash, sent_at) SELECT ?1, ?7 WHERE ${room} UNION ALL SELECT ?2, ?7 WHERE ${room}`)
    .bind(keys.sender, keys.connection, now - limits.sender.seconds * 1000, limits.sender.count, now - limits.connection.seconds * 1000, limits.connection.count, now)
    .run();
  if (meta.changes > 0) return { admitted: true };
  const counts = await Promise.all([usage(db, keys.sender, now, limits.sender), usage(db, keys.connection, now, limits.connection)]);
  return { admitted: false, retryAfter: Math.max(...counts.filter((count) => count.full).map((count) => count.retryAfter), 1) };
}

/**
 * The health alert's own limit (POST /api/health/alert, health.ts): 6 e-mails an hour to the firm's
 * mailbox. The workflow sends one per failed run, and runs follow pushes and the editor's saves: a
 * morning of failing saves stays under it, and a token that leaked puts at most 6 e-mails an hour
 * in the firm's mailbox, not thousands. Counted in recent_sends under a fixed key, not a hash:
 * nothing in it comes from a person.
 */
export const alertLimit: RateLimit = { count: 6, seconds: 3600 };
export const alertKey = 'alerte:sante';

/** Takes a place under one key's limit, in one statement, or says how many seconds until there is one. */
export async function takePlace(db: D1Database, key: string, now: number, limit: RateLimit): Promise<Admission> {
  const { meta } = await db
    .prepare('INSERT INTO recent_sends (address_hash, sent_at) SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM recent_sends WHERE address_hash = ?1 AND sent_at > ?3) < ?4')
    .bind(key, now, now - limit.seconds * 1000, limit.count)
    .run();
  if (meta.changes > 0) return { admitted: true };
  return { admitted: false, retryAfter: (await usage(db, key, now, limit)).retryAfter };
}

/** Forgets the places older than both windows (the scheduled run); the alerts' once older than their hour. */
export async function forgetOldSends(db: D1Database, now: number, limits: RateLimits): Promise<void> {
  const longest = Math.max(limits.sender.seconds, limits.connection.seconds);
  await db
    .prepare('DELETE FROM recent_sends WHERE sent_at <= ?1 AND (address_hash <> ?3 OR sent_at <= ?2)')
    .bind(now - longest * 1000, now - alertLimit.seconds * 1000, alertKey)
    .run();
}
