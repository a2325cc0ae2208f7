/**
 * A ceiling per day on what the form stores, whoever sends it (issue 54). The burst limits
 * (rateLimit.ts) count a sender and a connection; someone who sends from many connections and
 * addresses passes both, and nothing else held D1's rows, R2's storage (up to 5 Mo per CV) or the
 * firm's mailbox (one e-mail per message). Past the day's cap, POST /api/messages answers 429
 * `dailyCap` until the next midnight in Dakar, and stores nothing: no row, no CV, no e-mail.
 *
 * The day is Dakar's: Dakar is UTC all year (src/lib/dakarTime.ts), so it starts at 00:00 UTC.
 * The figures are the firm's, in content/pages/contact.yml `dailyCap` (the editor's « Plafond
 * quotidien du formulaire »). Its defaults, 300 messages and 500 Mo of CVs a day, are far above a
 * busy day of a small firm (a new offer on a job board may bring a hundred or two applications in
 * a day, with CVs of a few hundred Ko to 1 Mo) and far below what would hurt Cloudflare's free
 * plans, which the site runs on:
 *   - D1, free: 500 MB per database, 100,000 rows written a day
 *     (https://developers.cloudflare.com/d1/platform/limits/, « Maximum database size »;
 *     https://developers.cloudflare.com/d1/platform/pricing/, « Rows written », both read
 *     2026-11-27). A message is at most about 20 KB (contract/contactRules.ts `fieldLimits`, in
 *     UTF-8, with its search column), so a day at the cap adds under 10 MB, and a few thousand
 *     written rows with the indexes;
 *   - R2, free: 10 GB-month of storage and 1 million Class A operations (a CV's upload) a month
 *     (https://developers.cloudflare.com/r2/pricing/, « Free tier », read 2026-11-27). At 500 Mo a
 *     day, filling it takes twenty days at the cap, each of them reported by the health check;
 *   - the firm's mailbox: 300 e-mails in a day at most, not thousands.
 * Each request reads one row: the day's counts (daily_usage, migration 0008), which each accepted
 * message adds itself to in the batch that stores it (store.ts `insertMessage`). Counting the day's
 * messages instead would read them all on every request: at the cap, each refusal would scan some
 * 300 rows, and a flood of refusals would spend D1's free 5 million rows read a day (« The number
 * of rows read (scanned) across your queries »,
 * https://developers.cloudflare.com/d1/observability/metrics-analytics/; 5 million a day on
 * Workers Free, https://developers.cloudflare.com/d1/platform/pricing/; read 2026-11-27), the
 * inbox's too. The batch checks the room and takes it as one transaction, so two sends cannot
 * both take the last place. The counts are of what was accepted: deleting an entry gives no place
 * back (its e-mail has reached the mailbox already); raise the cap in the editor instead. A
 * resend of a message already stored, with its Idempotency-Key, is answered as stored whatever
 * the cap (receiveMessage.ts asks before anything else).
 */
import type { DailyCap } from '../contract/contactRules';
import { usageOfDay } from './store';

const dayMs = 24 * 60 * 60 * 1000;

/** Past this share of either cap, the health report warns (health.ts). */
export const nearCapShare = 0.8;

/** The Dakar day `now` is in: its date (received_at's first ten characters), and when it ends. */
export function dakarDayOf(now: Date): { day: string; end: string } {
  const start = Math.floor(now.getTime() / dayMs) * dayMs;
  return { day: new Date(start).toISOString().slice(0, 10), end: new Date(start + dayMs).toISOString() };
}

/** Seconds from `now` to the next midnight in Dakar (a refusal's Retry-After), 1 at least. */
export const secondsToMidnight = (now: Date): number => Math.max(1, Math.ceil((Date.parse(dakarDayOf(now).end) - now.getTime()) / 1000));

/** What the day `now` is in has accepted so far. */
export const usageOn = (db: D1Database, now: Date) => usageOfDay(db, dakarDayOf(now).day);

/**
 * Whether one more entry, with a CV of `cvBytes` (0: none), has room under the cap: the same
 * test as the insert's (store.ts). A message without a CV is held by the count only: the CVs'
 * bytes are R2's, which it does not use.
 */
export const hasRoom = (usage: { messages: number; cvBytes: number }, cap: DailyCap, cvBytes: number): boolean =>
  usage.messages < cap.messages && (cvBytes === 0 || usage.cvBytes + cvBytes <= cap.cvBytes);
