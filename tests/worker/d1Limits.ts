/**
 * The `DB` binding as production's D1 takes statements (worker/d1Limits.ts, from Cloudflare's D1
 * limits page), for every Worker test that goes through helpers.ts's `withMailbox` (the form, the
 * inbox, the replies, the scheduled runs).
 *
 * - **100 bound values per statement:** the local D1 (Miniflare's, on workerd's SQLite) already
 *   refuses a 101st, with D1's own words (« D1_ERROR: too many SQL variables at offset N:
 *   SQLITE_ERROR »), in `prepare`/`bind`/`batch` alike: this wrapper relies on it, and
 *   d1Limits.test.ts fails if a Miniflare update ever stops refusing.
 * - **50 bytes per LIKE or GLOB pattern:** workerd's SQLite has that limit too, but SQLite checks a
 *   pattern only when it compares it with a row: over an empty table, or rows another condition
 *   ruled out, a too-long search passes locally and fails in production on the first row it meets.
 *   This wrapper refuses the statement as soon as it is bound, rows or not, with D1's words
 *   (« D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR »). It reads the pattern that
 *   follows LIKE or GLOB (a bound `?`, `?N` or a quoted literal, or like()'s first argument); a
 *   pattern assembled in SQL (`'%' || ? || '%'`) is not seen, and the Worker writes none.
 */
import { maxLikePatternBytes, utf8Bytes } from '../../worker/d1Limits';

/** D1's answer to a pattern over its limit (the same text workerd gives when it meets a row). */
export const likeTooLong = 'D1_ERROR: LIKE or GLOB pattern too complex: SQLITE_ERROR';

/** What a statement's text says of its patterns: the bound values that are one (1-based), and the literal ones. */
interface Patterns {
  parameters: number[];
  literals: string[];
}

type Token = { kind: 'word'; text: string } | { kind: 'parameter'; index: number } | { kind: 'string'; text: string } | { kind: 'other'; text: string };

/** SQLite's tokens, as far as patterns need: words, parameters (numbered as SQLite numbers them), strings; comments and quoted names skipped. */
function tokens(sql: string): Token[] {
  const found: Token[] = [];
  let highest = 0;
  let at = 0;
  while (at < sql.length) {
    const rest = sql.slice(at);
    const space = /^(\s+|--[^\n]*|\/\*[\s\S]*?(\*\/|$)|"(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\])/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const text = /^'((?:[^']|'')*)'/.exec(rest);
    if (text) {
      found.push({ kind: 'string', text: text[1]!.replace(/''/g, "'") });
      at += text[0].length;
      continue;
    }
    const parameter = /^(\?(\d*)|[:@$][A-Za-z_][A-Za-z0-9_]*)/.exec(rest);
    if (parameter) {
      // « ?N » is the Nth value; « ? » (or a name) the one after the highest so far.
      const index = parameter[2] ? Number(parameter[2]) : highest + 1;
      highest = Math.max(highest, index);
      found.push({ kind: 'parameter', index });
      at += parameter[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word) {
      found.push({ kind: 'word', text: word[0].toUpperCase() });
      at += word[0].length;
      continue;
    }
    found.push({ kind: 'other', text: rest[0]! });
    at += 1;
  }
  return found;
}

/** The patterns of a statement: what follows LIKE or GLOB, or opens like(…) and glob(…). */
export function patternsOf(sql: string): Patterns {
  const all = tokens(sql);
  const patterns: Patterns = { parameters: [], literals: [] };
  all.forEach((token, index) => {
    if (token.kind !== 'word' || (token.text !== 'LIKE' && token.text !== 'GLOB')) return;
    const next = all[index + 1];
    const pattern = next?.kind === 'other' && next.text === '(' ? all[index + 2] : next;
    if (pattern?.kind === 'parameter') patterns.parameters.push(pattern.index);
    if (pattern?.kind === 'string') patterns.literals.push(pattern.text);
  });
  return patterns;
}

const refuse = (pattern: string): never => {
  throw new Error(likeTooLong, { cause: `test wrapper (tests/worker/d1Limits.ts): the pattern ${JSON.stringify(pattern)} takes ${utf8Bytes(pattern)} bytes, D1 takes ${maxLikePatternBytes}` });
};

const checkPattern = (value: unknown) => {
  if (value === null || value === undefined || value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return;
  if (utf8Bytes(String(value)) > maxLikePatternBytes) refuse(String(value));
};

/**
 * `statement` with `bind` checked: a pattern over D1's limit throws there, before anything runs.
 * The statement bound is the binding's own (what `batch` and the reads take as they are).
 */
function checkedStatement(statement: D1PreparedStatement, patterns: Patterns): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, name) {
      if (name === 'bind') {
        return (...values: unknown[]) => {
          for (const index of patterns.parameters) checkPattern(values[index - 1]);
          return target.bind(...values);
        };
      }
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `db` refusing what D1 refuses and the local SQLite would let through (see above). */
export function withD1Limits(db: D1Database): D1Database {
  const known = new Map<string, Patterns>();
  return new Proxy(db, {
    get(target, name) {
      if (name === 'prepare') {
        return (sql: string) => {
          const patterns = known.get(sql) ?? patternsOf(sql);
          known.set(sql, patterns);
          patterns.literals.forEach(checkPattern);
          return checkedStatement(target.prepare(sql), patterns);
        };
      }
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
