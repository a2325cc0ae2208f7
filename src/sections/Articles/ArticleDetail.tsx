import { Link } from '@tanstack/react-router';
import { article as copy } from 'virtual:content/articles';
import * as site from 'virtual:content/site';
import { frenchDate, numericDate, type Article, type ArticleSource } from '../../articles/articles';
import { blogPostingJsonLd } from '../../articles/blogPosting';
import { Photo } from '../../components/Photo/Photo';
import { fill } from '../../lib/fill';
import { button, section } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import { ShareBar } from '../../components/ShareBar/ShareBar';
import { ArticleBody } from './ArticleBody';
import * as styles from './Articles.css';

/** `<script type="application/ld+json">`: « < » escaped, so no text of the article can close the script. */
const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * An article's page: its title and facts (category, date, reading time), the cover, the text, and
 * beside it the author, the share bar, the related service (and a quote) or the open offers; then
 * the other articles of its category. With its BlogPosting data for search engines. An article
 * checked against its sources says since when (« À jour au … ») under its title, and lists them
 * at its end (« Sources »).
 */
export function ArticleDetail({ article }: { article: Article }) {
  const path = `/actualites/${article.slug}`;
  return (
    <article className={section({ tone: 'page' })} aria-labelledby="page-title">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(blogPostingJsonLd(article, { name: site.name, url: site.url })) }} />
      <div className={container}>
        <header className={styles.header}>
          <Link to="/actualites" className={styles.back}>{copy.back}</Link>
          <p className={styles.categoryTag}>{article.categoryName}</p>
          <h1 id="page-title" className={styles.title}>{article.title}</h1>
          <p className={styles.lead}>{article.summary}</p>
          <p className={styles.meta}>
            <span>{fill(copy.published, { date: frenchDate(article.date) })}</span>
            {article.updated ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{fill(copy.updated, { date: frenchDate(article.updated) })}</span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>{fill(copy.readingTime, { minutes: article.readingMinutes })}</span>
          </p>
          {article.verified ? <p className={styles.verified}>{fill(copy.verified, { date: frenchDate(article.verified) })}</p> : null}
        </header>
        <Photo photo={article.cover} sizes="(min-width: 1024px) 960px, 100vw" priority className={styles.cover} />
        <div className={styles.layout}>
          <div className={styles.main}>
            <ArticleBody body={article.body} />
            {article.sources?.length ? <Sources sources={article.sources} /> : null}
          </div>
          <aside className={styles.aside} aria-label={copy.author}>
            <div className={styles.panel}>
              <p className={styles.panelTitle}>{copy.author}</p>
              <p>
                <span className={styles.authorName}>{article.author.name}</span>
                <br />
                {article.author.role}
              </p>
            </div>
            {article.service ? (
              <div className={styles.panel}>
                <p className={styles.panelTitle}>{copy.serviceTitle}</p>
                <Link to="/services" hash={article.service.id} className={styles.relatedLink}>{fill(copy.service, { service: article.service.name })}</Link>
                <Link to="/contact" className={button({ variant: 'primary' })}>{copy.quote}</Link>
              </div>
            ) : null}
            {article.offersLink ? (
              <div className={styles.panel}>
                <Link to="/offres" className={button({ variant: 'primary' })}>{copy.offers}</Link>
              </div>
            ) : null}
            <ShareBar title={article.title} path={path} label={copy.share} />
          </aside>
        </div>
        {article.related.length ? (
          <section className={styles.related} aria-labelledby="articles-lies">
            <h2 id="articles-lies" className={styles.relatedTitle}>{copy.related}</h2>
            <ul className={styles.relatedList}>
              {article.related.map((other) => (
                <li key={other.slug}>
                  <Link to="/actualites/$slug" params={{ slug: other.slug }} className={styles.relatedLink}>{other.title}</Link>
                  {' '}
                  <span className={styles.meta}>{frenchDate(other.date)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** « Sources »: each text or page the article rests on, who publishes it, its link, the day it was read. */
function Sources({ sources }: { sources: ArticleSource[] }) {
  return (
    <section className={styles.sources} aria-labelledby="sources">
      <h2 id="sources" className={styles.sourcesTitle}>{copy.sources}</h2>
      <ol className={styles.sourceList}>
        {sources.map((source, index) => (
          // A sentence: its link is an inline target within it (WCAG 2.5.8's exception).
          <li key={index}>
            <p>
              {source.url ? <a href={source.url} className={styles.sourceLink}>{source.title}</a> : <span className={styles.sourceTitle}>{source.title}</span>}
              {`, ${source.publisher}`}
              {source.consulted ? `, ${fill(copy.consulted, { date: numericDate(source.consulted) })}` : null}
              .
              {source.note ? <> <span className={styles.sourceNote}>{source.note}</span></> : null}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
