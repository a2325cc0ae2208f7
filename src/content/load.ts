/**
 * Reads every content file under content/, checks it against its schema (schema.ts) and returns
 * the site's content with French typography applied. A broken file is refused with a French
 * message naming the file, the line, the field and what was expected. Build time only (Node).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { imageFormat, imagesFolder, photoFiles, uploadPrefix, type PhotoJob } from './photos';
import { collections, pages, type CollectionName, type Entry, type PageContent, type PageName } from './schema';

export const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

/** « {cabinet} » in any text stands for the firm's name. */
export const firmPlaceholder = '{cabinet}';

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

export type Content = {
  pages: { [Name in PageName]: PageContent<Name> };
  collections: { [Name in CollectionName]: Entry<Name>[] };
  /** The files the build makes from the photos the firm uploaded (photos.ts). */
  photos: PhotoJob[];
};

type JsonSchema = { label?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

/** The editor's label of the field at `path`, read from the schema's metadata. */
function labelAt(schema: z.ZodType, path: PropertyKey[]): string | undefined {
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

const quoteList = (values: readonly unknown[]) => values.map((value) => `« ${String(value)} »`).join(', ');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** « doit contenir 4 éléments, il en contient 3 »: a list of the wrong size. */
const listSize = (bound: string, size: number, value: unknown) =>
  `doit contenir ${bound}${plural(size, 'élément', 'éléments')}, il en contient ${Array.isArray(value) ? value.length : 0}`;

/** One zod issue, in French. `value` is what the file holds at the issue's path. */
function describe(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null
        ? `est obligatoire (${typeNames[issue.expected] ?? issue.expected} attendu)`
        : `doit être ${typeNames[issue.expected] ?? issue.expected}, pas ${typeOf(value)}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'est obligatoire : il est vide' : `doit contenir au moins ${issue.minimum} caractères`;
      if (issue.origin === 'array') return listSize(issue.exact ? '' : 'au moins ', Number(issue.minimum), value);
      return `doit être au moins ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `est trop long : ${issue.maximum} caractères au plus, il en a ${typeof value === 'string' ? value.trim().length : '?'}`;
      if (issue.origin === 'array') return listSize(issue.exact ? '' : 'au plus ', Number(issue.maximum), value);
      return `doit être au plus ${issue.maximum}`;
    case 'invalid_value':
      return `« ${String(value)} » n’est pas permis ; valeurs permises : ${quoteList(issue.values)}`;
    case 'invalid_format':
      return issue.format === 'email' ? `« ${String(value)} » n’est pas une adresse email valide` : `« ${String(value)} » n’a pas le bon format`;
    case 'custom':
      return customMessage(issue.message, value);
    default:
      return `n’est pas valide (${issue.message})`;
  }
}

function customMessage(code: string, value: unknown): string {
  const [kind, ...rest] = code.split(':');
  switch (kind) {
    case 'placeholder':
      return `contient des accolades « {…} » : seul « ${firmPlaceholder} » (le nom du cabinet) est remplacé`;
    case 'missing-blank':
      return `doit contenir « {${rest[0]}} », que le site remplace`;
    case 'unknown-blank':
      return `contient « {${rest[0]}} », que le site ne sait pas remplacer (permis : ${rest[1]!.split(',').map((blank) => `{${blank}}`).join(', ')})`;
    case 'https':
      return `« ${String(value)} » doit être une adresse complète commençant par https://`;
    case 'trailing-slash':
      return 'ne doit pas finir par « / »';
    case 'phone':
      return `« ${String(value)} » n’est pas un numéro au format +221 33 000 00 00`;
    case 'time':
      return `« ${String(value)} » n’est pas une heure au format 09:00`;
    case 'photo-missing':
      return 'il faut une photo : téléversez-en une, ou donnez un identifiant Unsplash';
    case 'upload':
      return `« ${String(value)} » n’est pas une photo JPEG, PNG ou WebP du dossier content/images`;
    case 'photo-id':
      return `« ${String(value)} » n’est pas un identifiant de photo Unsplash (« photo-… »)`;
    case 'hours-pair':
      return 'l’ouverture et la fermeture vont ensemble : remplissez les deux, ou aucune si le bureau est fermé';
    case 'hours-order':
      return 'la fermeture doit venir après l’ouverture';
    case 'prose':
      return rest.join(':');
    default:
      return code;
  }
}

const fieldName = (path: PropertyKey[]) => path.map((segment) => (typeof segment === 'number' ? `[${segment + 1}]` : `.${String(segment)}`)).join('').replace(/^\./, '');

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, segment) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[segment] : undefined), data);
}

interface ParsedFile {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** The line of the field at `path` (its key's line), or of its nearest parent the file has. */
function lineOf({ doc, lines }: ParsedFile, path: PropertyKey[]): number | undefined {
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

/**
 * What the schema reads of a file: « {cabinet} » replaced by the firm's name, and a field left
 * empty (the editor writes `field: ''`) read as absent, so an optional one is simply not there.
 */
function prepare(value: unknown, name: string): unknown {
  if (typeof value === 'string') return value.replaceAll(firmPlaceholder, name);
  if (Array.isArray(value)) return value.map((item) => prepare(item, name));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (item === '' || item === null ? [] : [[key, prepare(item, name)]])));
  }
  return value;
}

export interface LoadOptions {
  /** The content folder (tests hand a copy of it). */
  dir?: string;
  /** Where file names in messages are relative to. */
  base?: string;
}

/** Reads, checks and returns all the content; throws a ContentError listing every problem. */
export function loadContent({ dir = contentDir, base = join(dir, '..') }: LoadOptions = {}): Content {
  const problems: Problem[] = [];
  const display = (path: string) => relative(base, path).split('\\').join('/');

  function read(path: string): { parsed: ParsedFile; data: unknown } | undefined {
    const file = display(path);
    if (!existsSync(path)) {
      problems.push({ file, message: 'le fichier est introuvable' });
      return undefined;
    }
    const lines = new LineCounter();
    const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter: lines, prettyErrors: false });
    if (doc.errors.length) {
      for (const error of doc.errors) problems.push({ file, line: lines.linePos(error.pos[0]).line, message: `le fichier YAML est mal formé (${yamlReason(error.code)})` });
      return undefined;
    }
    return { parsed: { file, doc, lines }, data: doc.toJS() };
  }

  const photos: PhotoJob[] = [];
  /** Each uploaded photo of a file's content: its files named, its job noted; or a French problem. */
  function resolvePhotos(value: unknown, parsed: ParsedFile, path: PropertyKey[]): void {
    if (!value || typeof value !== 'object') return;
    const photo = value as { source?: unknown; files?: Record<number, string>; width: number; height: number };
    if (typeof photo.source === 'string' && photo.files) {
      const file = join(dir, imagesFolder, photo.source.slice(uploadPrefix.length));
      const bytes = existsSync(file) ? readFileSync(file) : undefined;
      const problem = !bytes
        ? `le fichier content/${imagesFolder}/${photo.source.slice(uploadPrefix.length)} est introuvable : téléversez la photo à nouveau`
        : !imageFormat(bytes)
          ? `« ${photo.source} » n’est pas une photo JPEG, PNG ou WebP lisible`
          : undefined;
      if (problem || !bytes) {
        problems.push({ file: parsed.file, line: lineOf(parsed, [...path, 'upload']), message: `« ${fieldName([...path, 'upload'])} » (Photo du cabinet) : ${problem}` });
        return;
      }
      const files = photoFiles(file, bytes, photo);
      photos.push({ source: file, files });
      photo.files = Object.fromEntries(files.map(({ fileName, width }) => [width, `/${fileName}`]));
      delete photo.source;
      return;
    }
    for (const [key, item] of Object.entries(value)) resolvePhotos(item, parsed, [...path, Array.isArray(value) ? Number(key) : key]);
  }

  function check<Schema extends z.ZodType>(schema: Schema, source: { parsed: ParsedFile; data: unknown }, firmName: string): z.output<Schema> | undefined {
    const data = prepare(source.data, firmName);
    const result = schema.safeParse(data);
    if (result.success) {
      resolvePhotos(result.data, source.parsed, []);
      return result.data;
    }
    // A value of the wrong type gets that one message, not also those of the checks after it.
    const wrongType = new Set(result.error.issues.filter((issue) => issue.code === 'invalid_type').map((issue) => issue.path.join('.')));
    for (const issue of result.error.issues) {
      const path = issue.path;
      if (issue.code !== 'invalid_type' && wrongType.has(path.join('.'))) continue;
      const label = labelAt(schema, path);
      const field = path.length ? `« ${fieldName(path)} »${label ? ` (${label})` : ''} ` : '';
      problems.push({ file: source.parsed.file, line: lineOf(source.parsed, path), message: `${field}${describe(issue, valueAt(data, path))}` });
    }
    return undefined;
  }

  const siteSource = read(join(dir, pages.site.file));
  const site = siteSource && check(pages.site.schema, siteSource, firmPlaceholder);
  // Even when site.yml has another problem, its name (if it has one) stands for « {cabinet} ».
  const typedName = (siteSource?.data as { name?: unknown } | undefined)?.name;
  const firmName = site?.name ?? (typeof typedName === 'string' && typedName.trim() ? typedName.trim() : firmPlaceholder);

  const loadedPages: Partial<Record<PageName, unknown>> = { site };
  for (const [name, { file, schema }] of Object.entries(pages) as [PageName, (typeof pages)[PageName]][]) {
    if (name === 'site') continue;
    const source = read(join(dir, file));
    if (source) loadedPages[name] = check(schema, source, firmName);
  }

  const loadedCollections: Partial<Record<CollectionName, { id: string }[]>> = {};
  for (const [name, spec] of Object.entries(collections) as [CollectionName, (typeof collections)[CollectionName]][]) {
    const folder = join(dir, spec.folder);
    const folderName = display(folder);
    const files = existsSync(folder) ? readdirSync(folder).filter((file) => /\.ya?ml$/.test(file)).sort() : [];
    const entries: { id: string }[] = [];
    for (const file of files) {
      const id = file.replace(/\.ya?ml$/, '');
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
        problems.push({ file: display(join(folder, file)), message: 'le nom du fichier doit être en minuscules, sans accents ni espaces (lettres, chiffres et tirets)' });
        continue;
      }
      if ('ids' in spec && !(spec.ids as readonly string[]).includes(id)) {
        problems.push({ file: display(join(folder, file)), message: `« ${id} » n’est pas un service connu ; services permis : ${quoteList(spec.ids)}` });
        continue;
      }
      const source = read(join(folder, file));
      const entry = source && check(spec.schema as z.ZodType, source, firmName);
      if (entry) entries.push({ ...(entry as object), id });
    }
    if ('ids' in spec) {
      const missing = spec.ids.filter((id) => !files.some((file) => file.replace(/\.ya?ml$/, '') === id));
      if (missing.length) problems.push({ file: folderName, message: `il manque ${missing.length === 1 ? 'la fiche' : 'les fiches'} ${quoteList(missing.map((id) => `${id}.yml`))}` });
      entries.sort((a, b) => spec.ids.indexOf(a.id as never) - spec.ids.indexOf(b.id as never));
    }
    if ('count' in spec && files.length !== spec.count) {
      problems.push({ file: folderName, message: `le dossier doit contenir ${plural(spec.count, 'fiche', 'fiches')}, il en contient ${files.length}` });
    }
    if (spec.sortBy) {
      const key = spec.sortBy;
      const positions = entries.map((entry) => (entry as Record<string, unknown>)[key] as number);
      const repeated = positions.filter((position, index) => positions.indexOf(position) !== index);
      if (repeated.length) problems.push({ file: folderName, message: `deux fiches ont la même ${key === 'number' ? 'numéro' : 'position'} (${[...new Set(repeated)].join(', ')}) : chacune doit avoir la sienne` });
      entries.sort((a, b) => Number((a as Record<string, unknown>)[key]) - Number((b as Record<string, unknown>)[key]));
    }
    loadedCollections[name] = entries;
  }

  // Links between files: the home page's testimonials name entries of the collection.
  const home = loadedPages.home as PageContent<'home'> | undefined;
  if (home && loadedCollections.testimonials) {
    const known = loadedCollections.testimonials.map((entry) => entry.id);
    home.testimonials.forEach((id, index) => {
      const file = display(join(dir, pages.home.file));
      if (!known.includes(id)) problems.push({ file, message: `« testimonials[${index + 1}] » (Témoignage) : « ${id} » n’est pas un témoignage de content/testimonials ; témoignages connus : ${quoteList(known)}` });
      else if (home.testimonials.indexOf(id) !== index) problems.push({ file, message: `« testimonials[${index + 1}] » (Témoignage) : « ${id} » est déjà affiché` });
    });
  }

  if (problems.length) throw new ContentError(problems);
  return { pages: loadedPages, collections: loadedCollections, photos } as Content;
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
