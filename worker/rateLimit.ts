/**
 * A burst limit per address: at most `count` messages in `seconds`. The address is kept only as a
 * hash, and only for the window. Admission is one statement, so two requests cannot both take the
 * last place.
 */
export interface RateLimit {
  count: number;
  seconds: number;
}

export function parseRateLimit(setting: string | undefined): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(setting ?? '');
  return match ? { count: Number(match[1]), seconds: Number(match[2]) } : { count: 5, seconds: 600 };
}

export async function addressHash(address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`sunu-rh:${address}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Takes a place for this address now, or says how many seconds until one frees up. */
export async function admit(db: D1Database, hash: string, now: number, limit: RateLimit): Promise<{ admitted: true } | { admitted: false; retryAfter: number }> {
  const since = now - limit.seconds * 1000;
  const { meta } = await db
    .prepare('INSERT INTO recent_sends (address_hash, sent_at) SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM recent_sends WHERE address_hash = ?1 AND sent_at > ?3) < ?4')
    .bind(hash, now, since, limit.count)
    .run();
  if (meta.changes > 0) return { admitted: true };
  const oldest = await db
    .prepare('SELECT MIN(sent_at) AS at FROM recent_sends WHERE address_hash = ? AND sent_at > ?')
    .bind(hash, since)
    .first<{ at: number }>();
  return { admitted: false, retryAfter: Math.max(1, Math.ceil(((oldest?.at ?? now) + limit.seconds * 1000 - now) / 1000)) };
}

/** Forgets the places older than the window (the scheduled run). */
export async function forgetOldSends(db: D1Database, now: number, limit: RateLimit): Promise<void> {
  await db.prepare('DELETE FROM recent_sends WHERE sent_at <= ?').bind(now - limit.seconds * 1000).run();
}
