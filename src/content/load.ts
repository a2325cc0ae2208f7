/**
 * Reads every content file under content/ (each one by contentFile.ts), checks it against its
 * schema (registry.ts), the links between files and the uploaded photos, and returns the site's
 * content with French typography applied. A broken file is refused with a French message naming
 * the file, the line, the field and what was expected. Build time only (Node).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { lineOf, readContentFile, type ContentFile, type ParsedFile } from './contentFile.ts';
import { ContentError, fieldName, firmPlaceholder, issueMessages, labelAt, prepare, type Problem } from './problemMessages.ts';
import { say } from './problems.ts';

export { ContentError, firmPlaceholder, formatProblems, type Problem } from './problemMessages.ts';
import { imagesFolder, uploadPrefix } from './photoFolder.ts';
import { imageFormat, imageSize, photoFiles, type PhotoJob } from './photos.ts';
import { figureMaxWidth, type Figure } from './prose.ts';
import { collections, extensionOf, fileNamePattern, singletons, type CollectionName, type CollectionSpec, type Entry, type SingletonContent, type SingletonName } from './registry.ts';
import { relationValues } from './relations.ts';
import { missingSourcing, sourcingMessage, type SourcedArticle } from './sourcing.ts';

export const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../../content');

export type Content = {
  pages: { [Name in SingletonName]: SingletonContent<Name> };
  collections: { [Name in CollectionName]: Entry<Name>[] };
  /** The files the build makes from the photos the firm uploaded (photos.ts). */
  photos: PhotoJob[];
};

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

  const read = (path: string) => readContentFile(path, display(path), problems);

  const photos: PhotoJob[] = [];
  /** The files some photo already makes: the same photo at the same size is made once. */
  const made = new Set<string>();
  /**
   * Each uploaded photo of a file's content: its files named, its job noted; or a French problem.
   * A photo in a field is cropped to its place's size (blocks.ts `photo`); a figure of an article's
   * text (prose.ts) keeps the file's own proportions, at most `figureMaxWidth` wide, and a problem
   * with it is the text's (« body », on the text's first line, as its other problems).
   */
  function resolvePhotos(value: unknown, parsed: ParsedFile, path: PropertyKey[], label: (path: PropertyKey[]) => string): void {
    if (!value || typeof value !== 'object') return;
    const photo = value as Figure;
    if (typeof photo.source === 'string' && photo.files) {
      const file = join(dir, imagesFolder, photo.source.slice(uploadPrefix.length));
      const bytes = existsSync(file) ? readFileSync(file) : undefined;
      const size = bytes && imageFormat(bytes) ? imageSize(bytes) : null;
      const problem = !bytes
        ? say('uploadMissing', photo.source, { file: `content/${imagesFolder}/${photo.source.slice(uploadPrefix.length)}` })
        : !size
          ? say('uploadUnreadable', photo.source)
          : undefined;
      if (problem || !bytes || !size) {
        // A figure's field is the Markdown text holding it: the path up to the block's index.
        const field = photo.ownProportions ? path.slice(0, path.findIndex((key) => typeof key === 'number')) : [...path, 'upload'];
        problems.push({ file: parsed.file, line: lineOf(parsed, field), message: `« ${fieldName(field)} » (${label(field)}) : ${problem}` });
        return;
      }
      if (photo.ownProportions) {
        photo.width = Math.min(size.width, figureMaxWidth);
        photo.height = Math.max(1, Math.round((photo.width * size.height) / size.width));
        delete photo.ownProportions;
      }
      const files = photoFiles(file, bytes, photo);
      const toMake = files.filter(({ fileName }) => !made.has(fileName));
      for (const { fileName } of toMake) made.add(fileName);
      if (toMake.length) photos.push({ source: file, files: toMake });
      photo.files = Object.fromEntries(files.map(({ fileName, width }) => [width, `/${fileName}`]));
      delete photo.source;
      return;
    }
    for (const [key, item] of Object.entries(value)) resolvePhotos(item, parsed, [...path, Array.isArray(value) ? Number(key) : key], label);
  }

  function check<Schema extends z.ZodType>(schema: Schema, source: ContentFile, firmName: string): z.output<Schema> | undefined {
    const data = prepare(source.data, firmName);
    const result = schema.safeParse(data);
    if (result.success) {
      resolvePhotos(result.data, source.parsed, [], (path) => labelAt(schema, path) ?? 'Photo du cabinet');
      return result.data;
    }
    for (const { path, message } of issueMessages(schema, data, result.error.issues)) {
      problems.push({ file: source.parsed.file, line: lineOf(source.parsed, path), message });
    }
    return undefined;
  }

  const siteSource = read(join(dir, singletons.site.file));
  const site = siteSource && check(singletons.site.schema, siteSource, firmPlaceholder);
  // Even when site.yml has another problem, its name (if it has one) stands for « {cabinet} ».
  const typedName = (siteSource?.data as { name?: unknown } | undefined)?.name;
  const firmName = site?.name ?? (typeof typedName === 'string' && typedName.trim() ? typedName.trim() : firmPlaceholder);

  const loadedPages: Partial<Record<SingletonName, unknown>> = { site };
  for (const [name, { file, schema }] of Object.entries(singletons) as [SingletonName, (typeof singletons)[SingletonName]][]) {
    if (name === 'site') continue;
    const source = read(join(dir, file));
    if (source) loadedPages[name] = check(schema, source, firmName);
  }

  const loadedCollections: Partial<Record<CollectionName, { id: string }[]>> = {};
  /** « services/ipm »: the files refused for their own problems, which a link to them need not repeat. */
  const refused = new Set<string>();
  for (const [name, spec] of Object.entries(collections) as [CollectionName, (typeof collections)[CollectionName]][]) {
    const folder = join(dir, spec.folder);
    const folderName = display(folder);
    const extension = 'format' in spec && spec.format === 'markdown' ? /\.md$/ : /\.ya?ml$/;
    const files = existsSync(folder) ? readdirSync(folder).filter((file) => extension.test(file)).sort() : [];
    const entries: { id: string }[] = [];
    for (const file of files) {
      const id = file.replace(extension, '');
      if (!fileNamePattern.test(id)) {
        problems.push({ file: display(join(folder, file)), message: say('fileName', file) });
        continue;
      }
      if ('ids' in spec && !(spec.ids as readonly string[]).includes(id)) {
        problems.push({ file: display(join(folder, file)), message: say('unknownId', id, { allowed: spec.ids }) });
        continue;
      }
      const source = read(join(folder, file));
      const entry = source && check(spec.schema as z.ZodType, source, firmName);
      if (entry) entries.push({ ...(entry as object), id });
      else refused.add(`${name}/${id}`);
    }
    if ('ids' in spec) {
      const missing = spec.ids.filter((id) => !files.some((file) => file.replace(/\.ya?ml$/, '') === id));
      if (missing.length) problems.push({ file: folderName, message: say('missingFiles', undefined, { missing }) });
      entries.sort((a, b) => spec.ids.indexOf(a.id as never) - spec.ids.indexOf(b.id as never));
    }
    if ('count' in spec && files.length !== spec.count) {
      problems.push({ file: folderName, message: say('entryCount', files.length, { count: spec.count, found: files.length }) });
    }
    if (spec.sortBy) {
      const key = spec.sortBy;
      const positions = entries.map((entry) => (entry as Record<string, unknown>)[key] as number);
      const repeated = positions.filter((position, index) => positions.indexOf(position) !== index);
      if (repeated.length) problems.push({ file: folderName, message: say('samePosition', undefined, { key, repeated: [...new Set(repeated)] }) });
      entries.sort((a, b) => Number((a as Record<string, unknown>)[key]) - Number((b as Record<string, unknown>)[key]));
    }
    loadedCollections[name] = entries;
  }

  // Links between files (relation fields, fields.ts): each names an entry that exists, a list
  // names each once. And a collection's `unique` field (registry.ts): no two files share it.
  const links = (file: string, schema: z.ZodType, data: unknown) => {
    for (const { path, value, list, ...field } of relationValues(schema, data)) {
      const known = (loadedCollections[field.collection] ?? []).map((entry) => entry.id);
      const words = (collections[field.collection] as CollectionSpec).words ?? { one: 'une fiche', many: 'fiches' };
      const at = `« ${fieldName(path)} » (${field.label})`;
      if (!known.includes(value) && refused.has(`${field.collection}/${value}`)) continue;
      if (!known.includes(value)) problems.push({ file, message: `${at} : ${say('relationUnknown', value, { ...words, folder: collections[field.collection].folder, known, empty: field.empty })}` });
      else if (list && list.indexOf(value) !== path.at(-1)) problems.push({ file, message: `${at} : ${say('relationRepeated', value)}` });
    }
  };
  for (const [name, { file, schema }] of Object.entries(singletons) as [SingletonName, (typeof singletons)[SingletonName]][]) {
    if (loadedPages[name]) links(display(join(dir, file)), schema, loadedPages[name]);
  }
  for (const name of Object.keys(collections) as CollectionName[]) {
    const spec: CollectionSpec = collections[name];
    const seen = new Map<unknown, string>();
    for (const entry of loadedCollections[name] ?? []) {
      const file = display(join(dir, spec.folder, `${entry.id}${extensionOf(spec)}`));
      if (spec.unique) {
        const value = (entry as Record<string, unknown>)[spec.unique];
        const other = seen.get(value);
        if (other) problems.push({ file, message: `« ${spec.unique} » (${labelAt(spec.schema, [spec.unique])}) : ${say('uniqueTaken', value, { other })}` });
        else seen.set(value, entry.id);
      }
      links(file, spec.schema, entry);
    }
  }

  // Sources under what the site says about the law (sourcing.ts): an article of a legal category
  // has its sources and its « Vérifié le » day, unless it is a draft.
  const legalCategories = new Map((loadedCollections.categories ?? []).flatMap((category) => ((category as { legal?: boolean }).legal ? [[category.id, (category as unknown as { name: string }).name]] : [])));
  for (const entry of loadedCollections.articles ?? []) {
    const article = entry as SourcedArticle & { id: string; category: string };
    const category = legalCategories.get(article.category);
    if (!category) continue;
    const file = display(join(dir, collections.articles.folder, `${article.id}${extensionOf(collections.articles)}`));
    for (const field of missingSourcing(article)) problems.push({ file, message: `« ${field} » (${labelAt(collections.articles.schema, [field])}) : ${sourcingMessage(field, category)}` });
  }

  if (problems.length) throw new ContentError(problems);
  return { pages: loadedPages, collections: loadedCollections, photos } as Content;
}
