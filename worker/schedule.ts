/**
 * The scheduled runs (wrangler.jsonc `triggers.crons`):
 *   every 10 minutes   send again the firm's e-mails that failed, and forget the rate limit's
 *                      entries past their window: the privacy page says they are gone within
 *                      10 minutes after it;
 *   every day at 03:00 delete what the privacy page says is deleted, when it says (legal.yml's
 *                      durations), CVs included; forget the keys of entries deleted more than
 *                      31 days ago (store.ts `usedKeyDays`); and replace the rate limit's hashing key.
 *   every hour, at minute 0 of the 10-minute run: the watchdog (watchdog.ts), beside the retry.
 * Each run is recorded (schedule_runs: when, and what it did), for the health check (health.ts).
 */
import { addMonths } from '../src/lib/retention';
import type { Env } from './env';
import { emailFirm, storedCv } from './mail';
import { forgetOldSends, rateLimits, rotateHashKey } from './rateLimit';
import { formRules } from './siteData';
import { deleteMessages, expired, forgetUsedKeys, notEmailed } from './store';

export const crons = { retry: '*/10 * * * *', retention: '0 3 * * *' } as const;

/**
 * The hourly watchdog (worker/watchdog.ts) runs from the 10-minute run at minute 0 rather than from
 * a cron of its own: Workers Free allows 5 cron triggers per account (developers.cloudflare.com/
 * workers/platform/limits/, consulted 2026-12-08), and the firm's account may have other Workers.
 * schedule_runs records it under this name.
 */
export const watchdogRunName = 'watchdog';
export const isWatchdogMinute = (cron: string, now: Date) => cron === crons.retry && now.getUTCMinutes() === 0;

/** A send younger than this may still be in progress (waitUntil): the retry leaves it alone. */
const settleMs = 5 * 60 * 1000;

export async function retryEmails(env: Env, now: Date): Promise<{ sent: number; failed: number }> {
  const rules = await formRules(env);
  let sent = 0;
  let failed = 0;
  for (const message of await notEmailed(env.DB, new Date(now.getTime() - settleMs).toISOString())) {
    if (await emailFirm(env, message, rules, await storedCv(env, message, rules), () => now)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

export async function purgeExpired(env: Env, now: Date): Promise<{ messages: number; applications: number }> {
  const { retentionMonths } = await formRules(env);
  const counts = { messages: 0, applications: 0 };
  for (const kind of ['message', 'application'] as const) {
    const rows = await expired(env.DB, kind, addMonths(now, -retentionMonths[kind]).toISOString());
    const keys = rows.flatMap((row) => (row.cv_key ? [row.cv_key] : []));
    // The files first: a row whose file is gone is retried tomorrow; a file without its row would be lost track of.
    if (keys.length) await env.CVS.delete(keys);
    // Their status history goes with them; inbox_log keeps the run's deletions (ids only).
    await deleteMessages(env.DB, rows.map((row) => row.id), { action: 'purge', by: null, at: now.toISOString() });
    counts[kind === 'message' ? 'messages' : 'applications'] = rows.length;
  }
  return counts;
}

/** Records that a schedule ran, and what it did (the health check reads it). */
export async function recordRun(db: D1Database, cron: string, now: Date, result: unknown): Promise<void> {
  await db
    .prepare('INSERT INTO schedule_runs (cron, at, result) VALUES (?1, ?2, ?3) ON CONFLICT (cron) DO UPDATE SET at = ?2, result = ?3')
    .bind(cron, now.toISOString(), JSON.stringify(result).slice(0, 2000))
    .run();
}

export async function runSchedule(cron: string, env: Env, now: Date): Promise<void> {
  if (cron === crons.retention) {
    const purged = { ...(await purgeExpired(env, now)), usedKeysForgotten: await forgetUsedKeys(env.DB, now) };
    await rotateHashKey(env.DB, now);
    console.log('Retention:', purged);
    await recordRun(env.DB, cron, now, purged);
  } else {
    const retried = await retryEmails(env, now);
    console.log('E-mail retry:', retried);
    await forgetOldSends(env.DB, now.getTime(), rateLimits(env));
    await recordRun(env.DB, crons.retry, now, retried);
  }
}
