/**
 * The alert channels' last outcome (D1 `alert_channels`, migration 0012): the watchdog's sends
 * (watchdog.ts) and the workflow's alert e-mail (health.ts) record it; the health report reads it,
 * and a channel whose last send failed is a problem the other channel reports.
 */
export type Channel = 'email' | 'github';

/** The channel's outcome, kept for the report: a failed channel is a problem the other one reports. */
export async function recordChannel(db: D1Database, channel: Channel, now: Date, error: string | null): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      `INSERT INTO alert_channels (channel, tried_at, failed, failed_since, error) VALUES (?1, ?2, ?3, CASE WHEN ?3 = 1 THEN ?2 END, ?4)
       ON CONFLICT (channel) DO UPDATE SET tried_at = ?2, failed = ?3, error = ?4,
         failed_since = CASE WHEN ?3 = 0 THEN NULL WHEN alert_channels.failed = 1 THEN alert_channels.failed_since ELSE ?2 END`,
    )
    .bind(channel, at, error === null ? 0 : 1, error?.slice(0, 300) ?? null)
    .run();
}

