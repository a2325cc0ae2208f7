/**
 * The articles' feed (RSS 2.0, /actualites/flux.xml): every published article with its full text,
 * written by the prerender. The text is the article's tree (content/prose.ts) written as HTML,
 * every piece of text escaped: nothing typed becomes markup.
 */
import { fill } from '../lib/fill';
import { escapeHtml } from '../lib/html';
import type { ArticleBlock, Inline, Prose } from '../lib/proseTree';
import { photoSource } from '../lib/stockImage';
import { frenchDate, numericDate, type Article } from './articles';

export const feedPath = '/actualites/flux.xml';

export interface FeedChannel {
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  title: string;
  description: string;
  /**
   * The article page's words: « Sources », « consulté le {date} », and « À jour au {date} », which
   * dates an article checked against its sources and, in the channel's description, the feed itself.
   */
  words: { sources: string; consulted: string; verified: string };
}

function inlineHtml(pieces: Inline[], siteUrl: string): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return escapeHtml(piece);
      if ('em' in piece) return `<em>${inlineHtml(piece.em, siteUrl)}</em>`;
      if ('strong' in piece) return `<strong>${inlineHtml(piece.strong, siteUrl)}</strong>`;
      // A page of the site is written as its full address: a feed reader has no site to resolve it against.
      const href = piece.href.startsWith('/') ? `${siteUrl}${piece.href}` : piece.href;
      return `<a href="${escapeHtml(href)}">${inlineHtml(piece.text, siteUrl)}</a>`;
    })
    .join('');
}

function blockHtml(block: ArticleBlock, siteUrl: string): string {
  const line = (pieces: Inline[]) => inlineHtml(pieces, siteUrl);
  if ('p' in block) return `<p>${line(block.p)}</p>`;
  if ('ul' in block) return `<ul>${block.ul.map((item) => `<li>${line(item)}</li>`).join('')}</ul>`;
  if ('ol' in block) return `<ol>${block.ol.map((item) => `<li>${line(item)}</li>`).join('')}</ol>`;
  if ('h2' in block) return `<h2>${line(block.h2)}</h2>`;
  if ('h3' in block) return `<h3>${line(block.h3)}</h3>`;
  if ('quote' in block) return `<blockquote>${(block.quote as Prose).map((inner) => blockHtml(inner, siteUrl)).join('')}</blockquote>`;
  if ('figure' in block) {
    // Its largest file, at its full address; its caption, if any, under it.
    const { figure } = block;
    const image = `<img src="${escapeHtml(`${siteUrl}${photoSource(figure, figure.width)}`)}" alt="${escapeHtml(figure.alt)}" width="${figure.width}" height="${figure.height}">`;
    return `<figure>${image}${figure.caption ? `<figcaption>${escapeHtml(figure.caption)}</figcaption>` : ''}</figure>`;
  }
  const { head, rows } = block.table;
  return `<table><thead><tr>${head.map((cell) => `<th>${line(cell)}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${line(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

/** The article's sources as its page lists them, or nothing. */
function sourcesHtml(article: Article, words: FeedChannel['words']): string {
  if (!article.sources?.length) return '';
  const items = article.sources.map((source) => {
    const title = source.url ? `<a href="${escapeHtml(source.url)}">${escapeHtml(source.title)}</a>` : escapeHtml(source.title);
    const consulted = source.consulted ? `, ${escapeHtml(words.consulted.replace('{date}', numericDate(source.consulted)))}` : '';
    return `<li>${title}, ${escapeHtml(source.publisher)}${consulted}.${source.note ? ` <em>${escapeHtml(source.note)}</em>` : ''}</li>`;
  });
  return `<h2>${escapeHtml(words.sources)}</h2><ol>${items.join('')}</ol>`;
}

/** The article's text as HTML, its cover first, then « À jour au … » as under its page's title, its sources last. */
export function articleHtml(article: Article, siteUrl: string, words: FeedChannel['words']): string {
  const cover = `<p><img src="${escapeHtml(article.image.url)}" alt="${escapeHtml(article.image.alt)}" width="${article.image.width}" height="${article.image.height}"></p>`;
  const verified = article.verified ? `<p>${escapeHtml(fill(words.verified, { date: frenchDate(article.verified) }))}</p>` : '';
  return cover + verified + article.body.map((block) => blockHtml(block, siteUrl)).join('') + sourcesHtml(article, words);
}

/** « Fri, 20 Nov 2026 00:00:00 GMT »: RSS's dates (RFC 822), at the start of the day in Dakar (UTC). */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/** CDATA cannot hold « ]]> »: it is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** The feed's XML: the articles newest first (as given), each with its full text. */
export function articleFeed(articles: readonly Article[], { siteUrl, title, description, words }: FeedChannel): string {
  const items = articles.map((article) => {
    const url = `${siteUrl}/actualites/${article.slug}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(article.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rssDate(article.date)}</pubDate>`,
      `      <dc:creator>${escapeHtml(article.author.name)}</dc:creator>`,
      `      <category>${escapeHtml(article.categoryName)}</category>`,
      `      <description>${escapeHtml(article.summary)}</description>`,
      `      <content:encoded>${cdata(articleHtml(article, siteUrl, words))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  // The newest article's day, not the build's: the feed changes only when an article does. Feed
  // readers show the channel's description, so it says that day in words too (« À jour au … »).
  const newest = articles.map((article) => article.updated ?? article.date).sort().at(-1);
  const upToDate = newest ? ` ${fill(words.verified, { date: frenchDate(newest) })}.` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(title)}</title>`,
    `    <link>${siteUrl}/actualites</link>`,
    `    <atom:link href="${siteUrl}${feedPath}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeHtml(`${description}${upToDate}`)}</description>`,
    '    <language>fr</language>',
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
