/**
 * What the editor checks before it saves: every rule the build enforces (load.ts), so that what
 * staff save is never refused by the next build. No Sveltia here (main.ts registers it as the
 * `preSave` listener): the entry comes in as plain data, the problems go out in French.
 *
 *   - the file's own rules: the schema, cross-field rules included (the deadline after the
 *     publication, the salary's maximum at least its minimum, the hours' order);
 *   - the file's name, which a new entry takes from its title (the slug, registry.ts): what the build
 *     reads as an id (« _ » and « ~ » would pass the editor's own rule, not the build's);
 *   - the rules between files: an offer's reference unique among the offers, a position (team,
 *     values, sectors) or a step's number unique in its collection; a relation (an article's author,
 *     category and service, an offer's sector, the home page's testimonials) naming an entry that
 *     exists, a list naming each once. The other files are known from the editor's build (`siblings`
 *     and `known` of virtual:content/cms-config, cmsConfig.ts), and the entries saved since (main.ts).
 *
 *   - sources under what the site says about the law (content/sourcing.ts): an article of a legal
 *     category, unless a draft, has sources and its « Vérifié le » day; a category is switched to
 *     legal only once its published articles have them (`sourcing` of virtual:content/cms-config).
 *
 * An article's text goes through the build's own parser (the schema's `body`): HTML, a
 * `javascript:` link, code are refused with its reason. A value written « À compléter » is not: the
 * build only lists it in a warning (toFillReport.ts).
 */
import type { z } from 'zod';
import { labelPath, prepare, staffMessages, valueAt } from '../content/problemMessages';
import { uniqueFields, type KnownIds, type Siblings, type Sourcing } from '../content/editorData';
import { collections, fileNamePattern, singletons as pages, type CollectionName, type CollectionSpec, type SingletonName as PageName } from '../content/registry';
import { relationValues } from '../content/relations';
import { say } from '../content/problems';
import { frenchTypography } from '../content/typography';
import { missingSourcing, sourcingMessage, type SourcedArticle } from '../content/sourcing';

/** The entry being saved, as the editor hands it: its collection, its file and its data. */
export interface SavingEntry {
  /** « pages » for the page files, else the collection's name. */
  collection: string;
  /** The file, from the repository's root (« content/pages/home.yml »). */
  path: string;
  slug: string;
  data: unknown;
}

/** Which schema reads the file being saved, or nothing for a file the site does not read. */
function schemaOf(entry: SavingEntry): { schema: z.ZodType; collection?: CollectionName } | undefined {
  if (entry.collection === 'pages') {
    const page = (Object.keys(pages) as PageName[]).find((name) => `content/${pages[name].file}` === entry.path);
    return page ? { schema: pages[page].schema as z.ZodType } : undefined;
  }
  if (entry.collection in collections) {
    const collection = entry.collection as CollectionName;
    return { schema: collections[collection].schema as z.ZodType, collection };
  }
  return undefined;
}

/**
 * The slug of a file's name (« content/offers/comptable-senior-srh-2026-031.yml » →
 * « comptable-senior-srh-2026-031 », « content/articles/preparer-un-entretien.md » → « preparer-un-entretien »).
 */
export const slugOf = (path: string) => path.split('/').at(-1)!.replace(/\.(ya?ml|md)$/, '');

/**
 * The problems of the relation fields: each names an entry of its collection that the editor
 * knows (a collection it knows nothing of is not checked), a list names each once.
 */
function relationProblems(schema: z.ZodType, data: unknown, known: KnownIds): string[] {
  return relationValues(schema, data).flatMap(({ path, value, list, collection, empty }) => {
    const ids = known[collection];
    const at = `${labelPath(schema, path)} : `;
    if (ids && !ids.includes(value)) {
      const spec: CollectionSpec = collections[collection];
      return [`${at}${say('relationGone', value, { one: spec.words?.one ?? 'une fiche', section: spec.label, empty })}`];
    }
    return list && list.indexOf(value) !== path.at(-1) ? [`${at}${say('relationRepeated', value)}`] : [];
  });
}

/**
 * The problems of the rule « sources under what the site says about the law » (content/sourcing.ts):
 * an article of a legal category without its sources or « Vérifié le » day; a category switched to
 * legal while some of its published articles have none.
 */
function sourcingProblems(schema: z.ZodType, collection: CollectionName, data: unknown, slug: string, sourcing: Sourcing): string[] {
  if (collection === 'articles') {
    const article = data as SourcedArticle & { category?: unknown };
    const category = typeof article.category === 'string' ? sourcing.legal[article.category] : undefined;
    return category ? missingSourcing(article).map((field) => `${labelPath(schema, [field])} : ${sourcingMessage(field, category)}`) : [];
  }
  if (collection === 'categories' && (data as { legal?: unknown })?.legal === true) {
    const articles = Object.values(sourcing.unsourced).filter((article) => article.category === slug).map((article) => article.title);
    return articles.length ? [`${labelPath(schema, ['legal'])} : ${say('legalCategoryUnsourced', undefined, { articles })}`] : [];
  }
  return [];
}

/**
 * Why the build would refuse this entry, in French, each problem named by the field's labels and
 * line (« Missions, 2e ligne : … »). Empty when it can be saved.
 */
export function saveProblems(entry: SavingEntry, firmName: string, siblings: Siblings, known: KnownIds, sourcing: Sourcing): string[] {
  const found = schemaOf(entry);
  if (!found) return [];
  const { schema, collection } = found;
  const name = entry.collection === 'pages' && entry.path.endsWith('/site.yml') ? String((entry.data as { name?: unknown })?.name ?? firmName) : firmName;
  const data = prepare(entry.data, name);
  const result = schema.safeParse(data);
  const problems = result.success ? [] : staffMessages(schema, data, result.error.issues, { untouchedToo: true });

  const file = entry.path.split('/').at(-1)!;
  if (collection && !fileNamePattern.test(slugOf(file))) problems.push(`Nom du fichier « ${file} » : ${say('fileName', file)}`);

  const field = collection && uniqueFields[collection];
  if (collection && field) {
    const value = valueAt(data, [field]);
    const own = slugOf(entry.path) || entry.slug;
    const other = Object.entries(siblings[collection] ?? {}).find(([slug, taken]) => slug !== own && value !== undefined && value !== '' && String(taken) === String(value));
    if (other) problems.push(`${labelPath(schema, [field])} : ${say('siblingTaken', value, { other: other[0], reference: (collections[collection] as CollectionSpec).unique === field })}`);
  }
  const own = collection ? sourcingProblems(schema, collection, data, slugOf(entry.path) || entry.slug, sourcing) : [];
  return [...problems, ...relationProblems(schema, data, known), ...own];
}

/**
 * The legal categories and unsourced articles once `saved` is: a category switched to legal (or
 * back) in the editor, an article given its sources, count for the next save before the site,
 * and so the editor, is built again.
 */
export function withSavedSourcing(sourcing: Sourcing, saved: { collection: string; path: string; slug: string; data: unknown }): Sourcing {
  const slug = slugOf(saved.path) || saved.slug;
  if (saved.collection === 'categories') {
    const { legal, name } = (saved.data ?? {}) as { legal?: unknown; name?: unknown };
    const { [slug]: _old, ...others } = sourcing.legal;
    return { ...sourcing, legal: legal === true ? { ...others, [slug]: String(name ?? slug) } : others };
  }
  if (saved.collection === 'articles') {
    const article = prepare(saved.data, '') as SourcedArticle & { category?: unknown; title?: unknown };
    const { [slug]: _old, ...others } = sourcing.unsourced;
    return { ...sourcing, unsourced: missingSourcing(article).length ? { ...others, [slug]: { category: String(article.category ?? ''), title: frenchTypography(String(article.title ?? slug)) } } : others };
  }
  return sourcing;
}

/**
 * The entries known once `saved` is: an entry saved in the editor (a new category, added from an
 * article or on its own) may be named by the next one (an article in it) before the site, and so
 * the editor, is built again.
 */
export function withSaved(known: KnownIds, saved: { collection: string; slug: string }): KnownIds {
  const ids = known[saved.collection as CollectionName];
  return ids && !ids.includes(saved.slug) ? { ...known, [saved.collection]: [...ids, saved.slug] } : known;
}

/**
 * The error the `preSave` listener throws: the editor saves nothing and shows its message. Sveltia
 * shows the cause of an error named « saving_failed » in its dialog (« Erreur ») under its own
 * sentence (sveltiaFrenchOverrides.json: « Rien n’a été enregistré. »), typeset as the site's text is; any other error would only say
 * « try again later » and go to the console. A test in the real editor holds this to the pinned version.
 */
export class SaveRefused extends Error {
  constructor(readonly problems: string[]) {
    // Staff read it in the editor: in French typography, as the site writes its own words.
    super('saving_failed', { cause: new Error(frenchTypography(refusal(problems))) });
    this.name = 'SaveRefused';
  }
}

/** « Le site refuserait cette version. Salaire (maximum) : le maximum … minimum. » */
export const refusal = (problems: string[]) => `Le site refuserait cette version. ${problems.map((problem) => `${problem.replace(/[.\s]+$/, '')}.`).join(' ')}`;
