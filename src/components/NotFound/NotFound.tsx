import { useEffect, useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { footer, nav, notFound } from 'virtual:content/ui';
import { gone } from 'virtual:content/offers';
import latest from 'virtual:content/latest-articles';
import { pagePaths, type PagePath } from '../../content/pagePaths';
import { fillNodes } from '../../lib/fillNodes';
import { closestPage } from '../../site/closestPage';
import { pageTitle } from '../../site/seo';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from './NotFound.css';

/**
 * Any unknown path: client-side, and prerendered as 404.html for static hosts. Under /offres/, an
 * offer that is closed or never was: the offer is no longer open, with the open offers and a
 * spontaneous application as ways on (prerendered as offres/404.html, which the host serves for
 * any unknown address under /offres/); anywhere else, the specification's page, both buttons home,
 * then suggestions: the page the address looks like, the pages staff chose, the latest articles.
 */
export function NotFound() {
  // The router's location as this page renders (each not-found address renders it anew).
  const pathname = useRouter().state.location.pathname;
  const offer = pathname.startsWith('/offres/');
  const primary = button({ variant: 'primary', size: 'lg' });
  const secondary = button({ variant: 'secondary', size: 'lg' });
  const title = offer ? gone.title : notFound.title;
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <div className={`${container} ${styles.inner}`}>
        {offer ? null : <p className={styles.code} aria-hidden="true">404</p>}
        <h1 id="not-found-title" className={styles.title}>{title}</h1>
        <p className={styles.text}>{offer ? gone.text : notFound.text}</p>
        <div className={styles.actions}>
          {offer ? (
            <>
              <Link to="/offres" className={primary}>{gone.offers}</Link>
              <Link to="/contact" search={{ candidature: 'spontanee' }} hash="votre-message" className={secondary}>{gone.spontaneous}</Link>
            </>
          ) : (
            <>
              <Link to="/" className={primary}>{notFound.home}</Link>
              <Link to="/" className={secondary}>{notFound.back}</Link>
            </>
          )}
        </div>
        {offer ? null : <Suggestions pathname={pathname} />}
      </div>
    </section>
  );
}

/** Each page's name as the site's links already call it (the menu, the footer), for « Vouliez-vous dire … ? ». */
function pageName(page: PagePath): string {
  const named = [...nav, ...notFound.pages].find((link) => link.to === page)?.label;
  const others: Partial<Record<PagePath, string>> = { '/actualites': footer.articles, '/mentions-legales': footer.legalNotice, '/confidentialite': footer.privacy };
  return named ?? others[page] ?? page;
}

/**
 * Where to go instead. The page the address resembles is only known in the browser (404.html is
 * one file for every unknown address), so it appears once the page has started, never in the
 * prerendered HTML that the first render must match.
 */
function Suggestions({ pathname }: { pathname: string }) {
  const [closest, setClosest] = useState<PagePath>();
  useEffect(() => setClosest(closestPage(pathname, pagePaths.filter((page) => page !== '/'))), [pathname]);
  return (
    <div className={styles.suggestions}>
      {closest ? (
        <p className={styles.closest}>
          {fillNodes(notFound.closest, { page: <Link to={closest} className={styles.closestLink}>{pageName(closest)}</Link> })}
        </p>
      ) : null}
      <nav aria-labelledby="not-found-pages">
        <h2 id="not-found-pages" className={styles.heading}>{notFound.suggestions}</h2>
        <ul className={styles.pages} role="list">
          {notFound.pages.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.pageLink}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {latest.length ? (
        <section aria-labelledby="not-found-articles">
          <h2 id="not-found-articles" className={styles.heading}>{notFound.articles}</h2>
          <ul className={styles.articles} role="list">
            {latest.map((article) => (
              <li key={article.slug} className={styles.article}>
                <Link to="/actualites/$slug" params={{ slug: article.slug }} className={styles.articleLink}>{article.title}</Link>
                <span className={styles.articleDate}>
                  {article.categoryName} · <time dateTime={article.date}>{article.dateText}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
