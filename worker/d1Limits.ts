/**
 * Cloudflare D1's limits on one statement, which stock SQLite does not have (docs/architecture.md,
 * « D1's limits »). From D1's limits page, https://developers.cloudflare.com/d1/platform/limits/
 * (read 7 December 2026; the page says « Last updated Apr 21, 2026 »):
 * - « Maximum bound parameters per query: 100 »;
 * - « Maximum characters (bytes) in a LIKE or GLOB pattern: 50 bytes »;
 * - « Maximum SQL statement length: 100,000 bytes (100 KB) », « Maximum arguments per SQL
 *   function: 32 » (no statement here comes near either);
 * - « Batch limits: Limits for individual queries (listed above) apply to each individual statement
 *   contained within a batch statement »: the page sets no number of statements per `db.batch()`,
 *   and its 30-second query duration applies to the whole batch call.
 * Over a limit, D1 refuses the statement (« D1_ERROR: too many SQL variables at offset N:
 * SQLITE_ERROR », « D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR »): the route would
 * answer 500. The Worker's tests run under the same limits (tests/worker/d1Limits.ts).
 */

/** The most values one statement may bind. */
export const maxBoundParameters = 100;

/** The longest LIKE or GLOB pattern, in UTF-8 bytes (« é » is 2). */
export const maxLikePatternBytes = 50;

/** `items` in consecutive slices of `size` at most (none for an empty list). */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** How many UTF-8 bytes `text` takes: what D1 measures a pattern in. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;
