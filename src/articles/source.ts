/**
 * Where a page gets its articles: the prerender (server build) from the content
 * (virtual:content/article-data); the browser from its own page, or the build's data files
 * (articles/build.ts, lib/pageData.ts).
 */
import { notFound } from '@tanstack/react-router';
import { fetchData, inlineData } from '../lib/pageData';
import { articleData, type Article, type ArticleIndex } from './articles';

/** The whole article at /actualites/`slug`. */
export async function loadArticle(slug: string): Promise<Article> {
  if (import.meta.env.SSR) {
    const article = (await import('virtual:content/article-data')).articles.find((candidate) => candidate.slug === slug);
    if (!article) throw notFound();
    return article;
  }
  return inlineData<Article>(`/actualites/${slug}`) ?? fetchData<Article>(articleData.article(slug));
}

/** Every published article's card and the categories, for the list. */
export async function loadArticleIndex(): Promise<ArticleIndex> {
  if (import.meta.env.SSR) return (await import('virtual:content/article-data')).index;
  return inlineData<ArticleIndex>('/actualites') ?? fetchData<ArticleIndex>(articleData.index());
}
