/**
 * schema.org BlogPosting for an article's page, which search engines read. Every value in it is
 * shown on the page (ArticleDetail.tsx).
 */
import type { Article } from './articles';

export interface Publisher {
  name: string;
  url: string;
}

export function blogPostingJsonLd(article: Article, publisher: Publisher) {
  const url = `${publisher.url}/actualites/${article.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    image: { '@type': 'ImageObject', url: article.image.url, width: article.image.width, height: article.image.height },
    publisher: { '@type': 'Organization', '@id': `${publisher.url}/#organisation`, name: publisher.name, logo: { '@type': 'ImageObject', url: `${publisher.url}/icon-512.png` } },
    articleSection: article.categoryName,
    inLanguage: 'fr',
    mainEntityOfPage: url,
    url,
  };
}
