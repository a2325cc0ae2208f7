/**
 * What the editor's own check needs of the content beyond the entry it saves (src/admin/saveCheck.ts):
 * the values no two files may share, the entries a relation may name, the legal categories and
 * the unsourced articles. Computed by the build from the loaded content (plugin/modules.ts,
 * virtual:content/cms-config); the editor adds what staff save.
 */
import type { z } from 'zod';
import { collections, singletons, type CollectionName, type CollectionSpec } from './registry.ts';
import { relationFields } from './relations.ts';
import { missingSourcing, type SourcedArticle } from './sourcing.ts';

/** A collection's options, each optional one readable (registry.ts). */
const specOf = (name: string): CollectionSpec => collections[name as CollectionName];

/** Fields whose value no two files of a collection may share (load.ts checks the same; so does the editor before it saves, src/admin/saveCheck.ts). */
export const uniqueFields: Partial<Record<CollectionName, string>> = Object.fromEntries(
  (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const { sortBy, unique } = specOf(name);
    return sortBy ? [[name, sortBy]] : unique ? [[name, unique]] : [];
  }),
);

/** For each collection with a unique field: each file's (slug's) value. */
export type Siblings = Partial<Record<CollectionName, Record<string, string | number>>>;

/** The values of the unique fields, file by file, from the loaded content. */
export function siblingsOf(loaded: Partial<Record<CollectionName, readonly { id: string }[]>>): Siblings {
  const siblings: Siblings = {};
  for (const [name, field] of Object.entries(uniqueFields) as [CollectionName, string][]) {
    siblings[name] = Object.fromEntries((loaded[name] ?? []).map((entry) => [entry.id, (entry as unknown as Record<string, string | number>)[field]]));
  }
  return siblings;
}

/** For each collection a relation field can name (an article's author, category, service…): its files' names (slugs). */
export type KnownIds = Partial<Record<CollectionName, string[]>>;

/** The collections some relation field names (fields.ts `relation`), in the pages or the collections. */
export const relationTargets = (): CollectionName[] => {
  const schemas = [...Object.values(singletons), ...Object.values(collections)].map(({ schema }) => schema as z.ZodType);
  return [...new Set(schemas.flatMap((schema) => relationFields(schema).map((field) => field.collection)))];
};

/**
 * Each relation target's entries, by their file's name, from the loaded content: what a relation
 * field may name when the editor is built (the editor adds what staff save: src/admin/main.ts).
 */
export function knownIdsOf(loaded: Partial<Record<CollectionName, readonly { id: string }[]>>): KnownIds {
  return Object.fromEntries(relationTargets().map((name) => [name, (loaded[name] ?? []).map((entry) => entry.id)]));
}

/**
 * What the editor's check needs of the rule « sources under what the site says about the law »
 * (sourcing.ts), beyond the entry it saves: the legal categories (id → name), and the articles,
 * not drafts, that have no source or no « Vérifié le » day (file's name → category and title), so
 * that switching a category to legal is refused while one of its articles would then be.
 */
export interface Sourcing {
  legal: Record<string, string>;
  unsourced: Record<string, { category: string; title: string }>;
}

/** The legal categories and the unsourced articles, from the loaded content. */
export function sourcingOf(loaded: Partial<Record<CollectionName, readonly { id: string }[]>>): Sourcing {
  const categories = (loaded.categories ?? []) as readonly { id: string; name: string; legal?: boolean }[];
  const articles = (loaded.articles ?? []) as readonly (SourcedArticle & { id: string; category: string; title: string })[];
  return {
    legal: Object.fromEntries(categories.filter((category) => category.legal).map((category) => [category.id, category.name])),
    unsourced: Object.fromEntries(articles.filter((article) => missingSourcing(article).length).map((article) => [article.id, { category: article.category, title: article.title }])),
  };
}
