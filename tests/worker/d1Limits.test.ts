/**
 * The Worker tests' D1 refuses what Cloudflare's D1 refuses (d1Limits.ts; worker/d1Limits.ts cites
 * the limits page): a 101st bound value (the local D1 already does, this checks it still does) and a
 * LIKE or GLOB pattern over 50 bytes (the wrapper, rows or not).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { maxBoundParameters, maxLikePatternBytes } from '../../worker/d1Limits';
import { likeTooLong, patternsOf } from './d1Limits';
import { withMailbox } from './helpers';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `id-${i}`);
const inList = (count: number) => `SELECT id FROM messages WHERE id IN (${ids(count).map(() => '?').join(', ')})`;
/** A sync throw (the wrapper's, at bind) or a rejection (D1's, when run), as one rejection. */
const attempt = async (run: () => Promise<unknown>) => run();
/** « %aaa…% », `bytes` long. */
const pattern = (bytes: number) => `%${'a'.repeat(bytes - 2)}%`;
const tooManyVariables = /^D1_ERROR: too many SQL variables at offset \d+: SQLITE_ERROR$/;

describe('D1’s limits in the Worker’s tests', () => {
  it('are D1’s page’s figures, named once in the Worker', () => {
    expect(maxBoundParameters).toBe(100);
    expect(maxLikePatternBytes).toBe(50);
  });

  it('refuse 101 bound values, as D1 does, however the statement runs; take 100', async () => {
    const db = withMailbox().env.DB;
    expect((await db.prepare(inList(100)).bind(...ids(100)).all()).results).toEqual([]);
    const over = () => db.prepare(inList(101)).bind(...ids(101));
    const runs: (() => Promise<unknown>)[] = [() => over().all(), () => over().first(), () => over().run(), () => over().raw(), () => db.batch([over()])];
    for (const run of runs) {
      await expect(attempt(run)).rejects.toThrow(tooManyVariables);
    }
    // A numbered value past the 100th too; and a batch is refused whole, its writes undone.
    await expect(attempt(() => db.prepare('SELECT ?101').bind(...ids(101)).first())).rejects.toThrow('D1_ERROR: variable number must be between ?1 and ?100');
    const write = db.prepare("INSERT INTO worker_settings (name, value, at) VALUES ('essai', 'x', '2026-11-27T10:00:00.000Z')");
    await expect(attempt(() => db.batch([write, over()]))).rejects.toThrow(tooManyVariables);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM worker_settings WHERE name = 'essai'").first('n')).toBe(0);
  });

  it('refuse a LIKE or GLOB pattern over 50 bytes as soon as it is bound, even where no row would be compared; take 50', async () => {
    const db = withMailbox().env.DB;
    const search = 'SELECT id FROM messages WHERE search LIKE ? ESCAPE \'\\\' OR name LIKE ?2';
    expect(patternsOf(search)).toEqual({ parameters: [1, 2], literals: [] });
    expect((await db.prepare(search).bind(pattern(50), pattern(50)).all()).results).toEqual([]);
    // The local D1 alone lets it through over an empty table: SQLite measures a pattern when it meets a row.
    expect((await env.DB.prepare(search).bind(pattern(51), 'x').all()).results).toEqual([]);
    await expect(attempt(() => db.prepare(search).bind(pattern(51), 'x').all())).rejects.toThrow(likeTooLong);
    await expect(attempt(() => db.prepare(search).bind('x', pattern(51)).all())).rejects.toThrow(likeTooLong);
    // Bytes, not characters: 27 characters, 24 of them « é » (2 bytes each), are 51 bytes.
    const accented = `%${'é'.repeat(24)}a%`;
    expect(accented).toHaveLength(27);
    await expect(attempt(() => db.prepare(search).bind(accented, 'x').all())).rejects.toThrow(likeTooLong);
    // In a batch, in GLOB, in like(), in the statement's text.
    await expect(attempt(() => db.batch([db.prepare(search).bind(pattern(51), 'x')]))).rejects.toThrow(likeTooLong);
    await expect(attempt(() => db.prepare('SELECT id FROM messages WHERE name GLOB ?').bind(pattern(51)).all())).rejects.toThrow(likeTooLong);
    await expect(attempt(() => db.prepare('SELECT id FROM messages WHERE like(?, name)').bind(pattern(51)).all())).rejects.toThrow(likeTooLong);
    await expect(attempt(() => db.prepare(`SELECT id FROM messages WHERE name LIKE '${pattern(51)}'`).all())).rejects.toThrow(likeTooLong);
    // A long value that is no pattern, and a long text in a comment or a quoted name, are not refused.
    expect(await db.prepare(`SELECT ? AS v -- LIKE '${pattern(60)}'`).bind(pattern(60)).first('v')).toBe(pattern(60));
    expect(patternsOf(`SELECT "LIKE" FROM t /* LIKE ? */ WHERE a = ? AND b NOT LIKE ?`)).toEqual({ parameters: [2], literals: [] });
  });

  it('count a pattern’s bytes as workerd’s SQLite does when it meets a row', async () => {
    const compared = 'SELECT v FROM (SELECT \'aaa\' AS v) WHERE v LIKE ?';
    expect(await env.DB.prepare(compared).bind(pattern(50)).first('v')).toBeNull();
    await expect(attempt(() => env.DB.prepare(compared).bind(pattern(51)).first('v'))).rejects.toThrow(likeTooLong);
    expect(await env.DB.prepare(compared).bind(`%${'é'.repeat(24)}%`).first('v')).toBeNull();
    await expect(attempt(() => env.DB.prepare(compared).bind(`%${'é'.repeat(24)}a%`).first('v'))).rejects.toThrow(likeTooLong);
  });
});
