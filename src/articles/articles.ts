/**
 * Articles (« Actualités ») as the pages use them: what a list card and an article's page carry,
 * which articles are published on a given day, and where the build writes their data. Pure
 * functions: the build (content/plugin/), the prerender and the browser share them.
 */
import type { Day } from '../domain/calendar.ts';
import type { ArticleProse } from '../lib/proseTree.ts';
import type { SitePhoto } from '../lib/stockImage.ts';

export { frenchDate, numericDate, type Day } from '../domain/calendar.ts';

/** What the list shows of an article. */
export interface ArticleCard {
  slug: string;
  title: string;
  summary: string;
  date: Day;
  updated?: Day;
  /** The category's id (content/categories) and name. */
  category: string;
  categoryName: string;
  cover: SitePhoto;
  readingMinutes: number;
}

/** A source of what an article says (its page lists them under « Sources »). */
export interface ArticleSource {
  title: string;
  /** Who publishes it: « Journal officiel de la République du Sénégal », « CLEISS ». */
  publisher: string;
  url?: string;
  /** The day it was read; none for a text staff could not read themselves (its note says so). */
  consulted?: Day;
  note?: string;
}

/** An article's whole page. */
export interface Article extends ArticleCard {
  /** The day it was last checked against its sources: « À jour au … » under its title. */
  verified?: Day;
  sources?: ArticleSource[];
  body: ArticleProse;
  /** The summary, cut for search engines (about 160 characters). */
  description: string;
  author: { name: string; role: string };
  /** The related service, with its anchor on /services. */
  service?: { id: string; name: string };
  /** Its category leads to the open offers (« Conseils aux candidats »). */
  offersLink: boolean;
  /** The cover's address at its full width, for Open Graph and JSON-LD. */
  image: { url: string; width: number; height: number; alt: string };
  /** Up to three other published articles of the same category, newest first. */
  related: Pick<ArticleCard, 'slug' | 'title' | 'date'>[];
}

/** The list's data: every published article's card, and the categories they have, in the filter's order. */
export interface ArticleIndex {
  cards: ArticleCard[];
  categories: { id: string; name: string }[];
}

/** Built, listed and in the sitemap: not a draft, and its publication day has come (the build's day, in Dakar). */
export const isPublished = (article: { date: Day; draft?: boolean }, today: Day): boolean => !article.draft && article.date <= today;

/** Newest first; the same day, by address, so the order never depends on the files' order. */
export const newestFirst = (a: Pick<ArticleCard, 'date' | 'slug'>, b: Pick<ArticleCard, 'date' | 'slug'>): number => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

export const pageSize = 10;

/** Where the build writes the articles' data, which the pages fetch after their first load. */
export const articleData = {
  folder: 'donnees/actualites',
  index: () => `/${articleData.folder}/index.json`,
  article: (slug: string) => `/${articleData.folder}/${slug}.json`,
};
