/**
 * The build's side of the articles: which are published on the build's day (not a draft, their day
 * come), each with its author, category and service resolved, its reading time and its related
 * articles; and the data files the pages fetch. No article's text is in any page's JavaScript: a
 * page gets its own article (or the list) inline in its HTML (prerender), or fetches these files.
 */
import type { ArticleProse, Figure } from '../lib/proseTree.ts';
import type { SitePhoto } from '../lib/stockImage.ts';
import { photoSource } from '../lib/stockImage.ts';
import { articleData, isPublished, newestFirst, type Article, type ArticleCard, type ArticleIndex, type ArticleSource, type Day } from './articles.ts';

/** An article's file as the content loader gives it: its id (the file's name) and the ids it links to. */
export interface ArticleEntry {
  id: string;
  title: string;
  summary: string;
  date: Day;
  updated?: Day;
  author: string;
  category: string;
  service?: string;
  cover: SitePhoto;
  draft?: boolean;
  /** Why it is a draft: for staff, in the editor only. */
  draftNote?: string;
  verified?: Day;
  sources?: ArticleSource[];
  body: ArticleProse;
}

/** What the build reads of the loaded content (content/load.ts hands it). */
export interface ArticlesContent {
  pages: { site: { url: string } };
  collections: {
    articles: readonly ArticleEntry[];
    team: readonly { id: string; name: string; role: string }[];
    categories: readonly { id: string; name: string; offersLink?: boolean }[];
    services: readonly { id: string; name: string }[];
  };
}

/** Reading speed for the « N min de lecture »: about 200 words a minute on a screen. */
const wordsPerMinute = 200;

/** Every string of the body's tree (paragraphs, headings, lists, tables, quotes; a figure's caption, not its files). */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (node && typeof node === 'object') return Object.entries(node).map(([key, value]) => (key === 'href' ? '' : key === 'figure' ? textOf((value as Figure).caption ?? '') : textOf(value))).join(' ');
  return '';
}

export const readingMinutes = (body: ArticleProse): number => Math.max(1, Math.round(textOf(body).split(/\s+/).filter(Boolean).length / wordsPerMinute));

/** Google shows about 160 characters of a description: the summary, cut at a word. */
export const describe = (summary: string): string => (summary.length <= 160 ? summary : `${summary.slice(0, 159).replace(/\s+\S*$/, '')}…`);

/** The articles published on `today`, newest first, each whole. */
export function publishedArticles(content: ArticlesContent, today: Day): Article[] {
  const byId = <Item extends { id: string }>(items: readonly Item[]) => new Map(items.map((item) => [item.id, item]));
  const team = byId(content.collections.team);
  const categories = byId(content.collections.categories);
  const services = byId(content.collections.services);
  const cards = content.collections.articles
    .filter((entry) => isPublished(entry, today))
    .map((entry) => {
      const category = categories.get(entry.category)!;
      const card: ArticleCard = {
        slug: entry.id,
        title: entry.title,
        summary: entry.summary,
        date: entry.date,
        ...(entry.updated ? { updated: entry.updated } : {}),
        category: entry.category,
        categoryName: category.name,
        cover: entry.cover,
        readingMinutes: readingMinutes(entry.body),
      };
      return { card, entry, category };
    })
    .sort((a, b) => newestFirst(a.card, b.card));
  return cards.map(({ card, entry, category }) => {
    const author = team.get(entry.author)!;
    const service = entry.service ? services.get(entry.service) : undefined;
    const cover = entry.cover;
    const src = photoSource(cover, cover.width);
    return {
      ...card,
      ...(entry.verified ? { verified: entry.verified } : {}),
      ...(entry.sources?.length ? { sources: entry.sources } : {}),
      body: entry.body,
      description: describe(entry.summary),
      author: { name: author.name, role: author.role },
      ...(service ? { service: { id: service.id, name: service.name } } : {}),
      offersLink: category.offersLink ?? false,
      image: { url: src.startsWith('/') ? `${content.pages.site.url}${src}` : src, width: cover.width, height: cover.height, alt: cover.alt },
      related: cards
        .filter((other) => other.card.category === card.category && other.card.slug !== card.slug)
        .slice(0, 3)
        .map(({ card: other }) => ({ slug: other.slug, title: other.title, date: other.date })),
    };
  });
}

/** The list's data: the cards, and the categories that have a published article, in their order. */
export function articleIndex(content: ArticlesContent, articles: readonly Article[]): ArticleIndex {
  return {
    cards: articles.map(({ slug, title, summary, date, updated, category, categoryName, cover, readingMinutes: minutes }) => ({ slug, title, summary, date, ...(updated ? { updated } : {}), category, categoryName, cover, readingMinutes: minutes })),
    categories: content.collections.categories.filter((category) => articles.some((article) => article.category === category.id)).map(({ id, name }) => ({ id, name })),
  };
}

/** Every data file, by its path in the build (« donnees/actualites/… »). */
export function articleDataFiles(content: ArticlesContent, articles: readonly Article[]): Record<string, unknown> {
  const files: Record<string, unknown> = { [articleData.index().slice(1)]: articleIndex(content, articles) };
  for (const article of articles) files[articleData.article(article.slug).slice(1)] = article;
  return files;
}
