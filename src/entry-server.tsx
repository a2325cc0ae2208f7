import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { offers, today } from 'virtual:content/offer-data';
import { articles } from 'virtual:content/article-data';
import { article as articleWords, seo as articlesSeo } from 'virtual:content/articles';
import * as siteContent from 'virtual:content/site';
import { title as offlinePageTitle, savedOn, noNetwork, slowNetwork } from 'virtual:content/offlinePage';
import { articleFeed, feedPath } from './articles/feed';
import { pageTitle } from './site/seo';
import { createAppRouter } from './router';
import { OfflinePage } from './components/Offline/OfflinePage';

export { organizationJsonLd } from './site/structuredData';
export * as site from 'virtual:content/site';
export { photoHost } from './lib/stockImage';
export { escapeHtml } from './lib/html';
export { feedPath } from './articles/feed';
export { mapHost } from './lib/map';
export { inlinedStylesheet, notFoundChunkKey, routeChunkKey } from './lib/routerInternals';
export { pageDataId } from './offers/source';
export { offlineIds } from './components/Offline/OfflinePage';
export { caches as offlineCaches, lateNoticeScript, offlinePagePath, savedCopyStyle } from './offline/offline';
export { brandFontStyle } from './styles/fontFaces';
export { pageUnderLoaderScript, pageUnderLoaderStyle } from './components/Loader/pageUnderLoader';

/** The offline page's main content (scripts/offlinePage.mjs puts it in the 404 page's frame). */
export const renderOfflineMain = () => renderToString(<OfflinePage />);
export const offlineTitle = pageTitle(offlinePageTitle);
/** The saved copy's notice's words, for the service worker's build (src/offline/offline.ts). */
export const savedCopyWords = { savedOn, noNetwork, slowNetwork };

/**
 * The offers' states (offers/states.ts): the coming change days, and the switch that makes the
 * prerender render /offres and the sitemap as on one of them (`showOfferDay(buildDay)`: as built).
 */
export { stateDays as offerStateDays, showDay as showOfferDay } from 'virtual:content/offer-data';
export { statePath } from './offers/states';

/** The build's day (SITE_TODAY, or today in Dakar): the sitemap's lastmod of the pages without a date of their own. */
export const buildDay = today;

/**
 * The pages to prerender, read from the route tree (every route but the root), each open offer's
 * page in place of /offres/$slug and each published article's in place of /actualites/$slug; with
 * the day each last changed, for the sitemap.
 */
export function pagePaths(): { path: string; lastmod: string }[] {
  const router = createAppRouter();
  const paths = Object.keys(router.routesByPath)
    .filter((path) => path.startsWith('/') && !path.includes('$'))
    .map((path) => ({ path: path.length > 1 ? path.replace(/\/$/, '') : path, lastmod: today }));
  const offerPages = offers.map((offer) => ({ path: `/offres/${offer.slug}`, lastmod: offer.datePosted }));
  // Each published article with its last change; drafts and articles still to come are not built.
  const articlePages = articles.map((article) => ({ path: `/actualites/${article.slug}`, lastmod: article.updated ?? article.date }));
  return [...paths, ...offerPages, ...articlePages].sort((a, b) => a.path.localeCompare(b.path));
}

/** The articles' feed (RSS 2.0, full text), and where it goes: the prerender writes it, and links it from every page's head. */
export function feed(): { path: string; xml: string; title: string } {
  const title = pageTitle(articlesSeo.title);
  return { path: feedPath, title, xml: articleFeed(articles, { siteUrl: siteContent.url, title, description: articlesSeo.description, words: { sources: articleWords.sources, consulted: articleWords.consulted, verified: articleWords.verified } }) };
}

export interface RenderedPage {
  html: string;
  /** The route that drew it (its chunk is the page's JavaScript: lib/routerInternals.ts). */
  routeId: string;
  /** What the route's loader returned, if it has one: written into the page so the browser need not fetch it. */
  data: unknown;
}

/** Renders one URL to HTML at build time with the same routes and components as the app. */
export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const leaf = router.state.matches.at(-1)!;
  // Only the offers' and the articles' data is worth writing into the page (the other loaders return what their chunk holds).
  const ownData = /^\/(offres|actualites)\//.test(leaf.routeId) && leaf.status === 'success';
  return { html, routeId: leaf.routeId, data: ownData ? leaf.loaderData : undefined };
}
