/**
 * One content file as the loader reads it (load.ts): a YAML file, or a Markdown file (its fields as
 * YAML front matter between two « --- » lines, then its text), parsed with the line of each field,
 * so that a problem names the line it is on. A file that cannot be read or parsed is a French problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import type { Problem } from './problemMessages.ts';
import { say } from './problems.ts';

export interface ParsedFile {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** A Markdown file's: the line its text (`body`) starts on. */
  bodyLine?: number;
}

/** The line of the field at `path` (its key's line), or of its nearest parent the file has. */
export function lineOf({ doc, lines, bodyLine }: ParsedFile, path: PropertyKey[]): number | undefined {
  if (bodyLine !== undefined && path[0] === 'body') return bodyLine;
  for (let depth = path.length; depth >= 1; depth -= 1) {
    const parent = depth === 1 ? doc.contents : doc.getIn(path.slice(0, depth - 1), true);
    const key = path[depth - 1];
    const node = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.key
      : isSeq(parent) && typeof key === 'number'
        ? parent.items[key]
        : undefined;
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  const range = doc.contents?.range;
  return range ? lines.linePos(range[0]).line : undefined;
}

/** A file's data (its fields, and a Markdown file's `body`) and what tells the lines of its fields. */
export interface ContentFile {
  parsed: ParsedFile;
  data: unknown;
}

/**
 * Reads the file at `path` (named `file` in messages): its data, or undefined with its problem
 * added to `problems` (missing, no front matter, malformed YAML: each with its line).
 */
export function readContentFile(path: string, file: string, problems: Problem[]): ContentFile | undefined {
  if (!existsSync(path)) {
    problems.push({ file, message: say('fileMissing', undefined) });
    return undefined;
  }
  let source = readFileSync(path, 'utf8');
  let body: { text: string; line: number } | undefined;
  if (path.endsWith('.md')) {
    // A Markdown file: its fields (YAML) between two « --- » lines, then its text. The first
    // « --- » becomes an empty line, so the YAML's lines are the file's.
    const match = /^---\n([\s\S]*?)\n?---[ \t]*(?:\n|$)([\s\S]*)$/.exec(source.replace(/\r\n?/g, '\n'));
    if (!match) {
      problems.push({ file, line: 1, message: say('frontMatter', undefined) });
      return undefined;
    }
    source = `\n${match[1]}`;
    body = { text: match[2]!, line: match[1]!.split('\n').length + 3 };
  }
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    for (const error of doc.errors) problems.push({ file, line: lines.linePos(error.pos[0]).line, message: say('yamlMalformed', undefined, { reason: yamlReason(error.code) }) });
    return undefined;
  }
  const fields = doc.toJS() as unknown;
  const data = body ? { ...(fields && typeof fields === 'object' ? fields : {}), body: body.text } : fields;
  return { parsed: { file, doc, lines, bodyLine: body?.line }, data };
}

function yamlReason(code: string): string {
  const reasons: Record<string, string> = {
    BAD_INDENT: 'mauvaise indentation',
    MISSING_CHAR: 'un caractère manque, par exemple un guillemet fermant',
    MULTILINE_IMPLICIT_KEY: 'une clé s’étend sur plusieurs lignes ; il manque peut-être « : » ou un guillemet',
    DUPLICATE_KEY: 'un champ apparaît deux fois',
    BLOCK_AS_IMPLICIT_KEY: 'une clé est mal placée',
    UNEXPECTED_TOKEN: 'un caractère inattendu',
    BAD_SCALAR_START: 'une valeur commence par un caractère réservé ; mettez-la entre guillemets',
    TAB_AS_INDENT: 'une tabulation sert d’indentation ; utilisez des espaces',
  };
  return reasons[code] ?? code;
}
