/**
 * What the loader says of broken content, in French: each zod issue as a message naming the field
 * and its editor label (the content's own problems' words: problems.ts), and the content as the
 * schema reads it. No file access: the editor's preview uses it in the browser too.
 */
import { z } from 'zod';
import { customMessage } from './problems.ts';
import { readFrenchNumber, writeFrenchNumber } from '../lib/frenchNumber.ts';
import { firmPlaceholder, plural, quoteList } from './frenchPhrasing.ts';

export { firmPlaceholder, plural, quoteList } from './frenchPhrasing.ts';

export interface Problem {
  /** Relative to the project, e.g. « content/services/paie.yml ». */
  file: string;
  line?: number;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
  }
}

export function formatProblems(problems: Problem[]): string {
  const lines = problems.map(({ file, line, message }) => `  • ${file}${line ? `, ligne ${line}` : ''} : ${message}`);
  const count = problems.length === 1 ? 'une erreur' : `${problems.length} erreurs`;
  return `Le contenu du site contient ${count} ; le site n’est pas construit tant qu’elle${problems.length === 1 ? ' n’est' : 's ne sont'} pas corrigée${problems.length === 1 ? '' : 's'} :\n${lines.join('\n')}`;
}

type JsonSchema = { label?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

/** The editor's label of the field at `path`, read from the schema's metadata. */
export function labelAt(schema: z.ZodType, path: PropertyKey[]): string | undefined {
  let node: JsonSchema | undefined = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  let label: string | undefined;
  for (const segment of path) {
    if (!node) return label;
    node = typeof segment === 'number' ? node.items : node.properties?.[String(segment)];
    label = node?.label ?? label;
  }
  return label;
}

const typeNames: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  array: 'une liste',
  object: 'un groupe de champs',
  boolean: 'oui ou non',
};

function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'rien';
  if (Array.isArray(value)) return 'une liste';
  return typeNames[typeof value] ?? typeof value;
}


/** « doit contenir 4 éléments, il en contient 3 »: a list of the wrong size. */
const listSize = (bound: string, size: number, value: unknown) =>
  `doit contenir ${bound}${plural(size, 'élément', 'éléments')}, il en contient ${Array.isArray(value) ? value.length : 0}`;

/** One zod issue, in French. `value` is what the file holds at the issue's path. */
export function describe(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      // A number the French way in a file (« 6,5 », « 432 000 »): YAML reads it as text; the file writes it 6.5.
      if (issue.expected === 'number' && typeof value === 'string') {
        const reading = readFrenchNumber(value);
        if ('value' in reading) return `« ${value} » est un texte : dans le fichier, un nombre s’écrit sans espace, avec un point, ${reading.value}`;
      }
      return value === undefined || value === null
        ? `est obligatoire (${typeNames[issue.expected] ?? issue.expected} attendu)`
        : `doit être ${typeNames[issue.expected] ?? issue.expected}, pas ${typeOf(value)}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'est obligatoire : il est vide' : `doit contenir au moins ${issue.minimum} caractères`;
      if (issue.origin === 'array') return listSize(issue.exact ? '' : 'au moins ', Number(issue.minimum), value);
      return `doit être au moins ${writeFrenchNumber(Number(issue.minimum))}`;
    case 'too_big':
      if (issue.origin === 'string') return `est trop long : ${issue.maximum} caractères au plus, il en a ${typeof value === 'string' ? value.trim().length : '?'}`;
      if (issue.origin === 'array') return listSize(issue.exact ? '' : 'au plus ', Number(issue.maximum), value);
      return `doit être au plus ${writeFrenchNumber(Number(issue.maximum))}`;
    case 'invalid_value':
      return `« ${String(value)} » n’est pas permis ; valeurs permises : ${quoteList(issue.values)}`;
    case 'invalid_format':
      return issue.format === 'email' ? `« ${String(value)} » n’est pas une adresse email valide` : `« ${String(value)} » n’a pas le bon format`;
    case 'custom':
      return customMessage(issue.message, value, issue.params);
    default:
      return `n’est pas valide (${issue.message})`;
  }
}

export const fieldName = (path: PropertyKey[]) => path.map((segment) => (typeof segment === 'number' ? `[${segment + 1}]` : `.${String(segment)}`)).join('').replace(/^\./, '');

export function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, segment) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[segment] : undefined), data);
}

/**
 * What the schema reads of a file: « {cabinet} » replaced by the firm's name, and a field left
 * empty (the editor writes `field: ''`) read as absent, so an optional one is simply not there.
 */
export function prepare(value: unknown, name: string): unknown {
  if (typeof value === 'string') return value.replaceAll(firmPlaceholder, name);
  if (Array.isArray(value)) return value.map((item) => prepare(item, name));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (item === '' || item === null ? [] : [[key, prepare(item, name)]])));
  }
  return value;
}

/** « 1re », « 2e », « 3e »…: a list's line as staff count it. */
const ordinal = (index: number) => (index === 0 ? '1re' : `${index + 1}e`);

/**
 * Where a field is, in the editor's words: its labels from the top, a list's item by its line
 * (« Missions, 2e ligne », « Horaires, 3e ligne, Fermeture »), never a key path.
 */
export function labelPath(schema: z.ZodType, path: PropertyKey[]): string {
  let node: JsonSchema | undefined = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const words: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number') {
      node = node?.items;
      words.push(`${ordinal(segment)} ligne`);
      continue;
    }
    node = node?.properties?.[String(segment)];
    const label = node?.label ?? String(segment);
    // « Salaire (maximum) » says « Salaire » already: not « Salaire, Salaire (maximum) ».
    if (words.length && label.startsWith(`${words.at(-1)} `)) words.pop();
    words.push(label);
  }
  return words.join(', ');
}

/** Nothing typed there yet: an empty field, or a list item the editor has just added. */
const untouched = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What the editor's preview tells staff: each problem of a field they have filled in, named by its
 * labels and line (labelPath), in French. A field not filled in yet says nothing here: the editor
 * asks for required fields itself when they save (and src/admin/saveCheck.ts checks them all).
 */
export function staffMessages(schema: z.ZodType, data: unknown, issues: readonly z.core.$ZodIssue[], { untouchedToo = false } = {}): string[] {
  return issueMessages(schema, data, issues)
    // A rule between fields (« custom ») speaks of what was filled in next to it: it stays.
    // When staff save (`untouchedToo`), every problem counts.
    .filter(({ path, issue }) => untouchedToo || issue.code === 'custom' || !untouched(valueAt(data, path)))
    .map(({ path, issue }) => `${path.length ? `${labelPath(schema, path)} : ` : ''}${describe(issue, valueAt(data, path))}`);
}

/** The problems of `data` under `schema`, each with its path and its French message. */
export function issueMessages(schema: z.ZodType, data: unknown, issues: readonly z.core.$ZodIssue[]): { path: PropertyKey[]; message: string; issue: z.core.$ZodIssue }[] {
  // A value of the wrong type gets that one message, not also those of the checks after it.
  const wrongType = new Set(issues.filter((issue) => issue.code === 'invalid_type').map((issue) => issue.path.join('.')));
  return issues
    .filter((issue) => issue.code === 'invalid_type' || !wrongType.has(issue.path.join('.')))
    .map((issue) => {
      const label = labelAt(schema, issue.path);
      const field = issue.path.length ? `« ${fieldName(issue.path)} »${label ? ` (${label})` : ''} ` : '';
      return { path: issue.path, message: `${field}${describe(issue, valueAt(data, issue.path))}`, issue };
    });
}
