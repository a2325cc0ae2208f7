import { name, tagline, url } from 'virtual:content/site';

/** The pages' language and region, for Open Graph. */
const locale = 'fr_SN';

export interface PageSeo {
  /** The page's own title; the firm's name is appended. */
  title: string;
  description: string;
  /** Route path, e.g. '/services'. Omit for pages that must not be indexed (404). */
  path?: string;
  /** An article: its own image and dates for the share tags (written at build time only). */
  article?: { image: { url: string; width: number; height: number; alt: string }; date: string; updated?: string };
}

export const shareImage = { path: '/og-image.jpg', width: 1200, height: 630, alt: `${name}, ${tagline}` } as const;

export function absoluteUrl(path: string): string {
  return `${url}${path}`;
}

export function pageTitle(title: string): string {
  return title.includes(name) ? title : `${title} | ${name}`;
}

/** Head tags for one route, for TanStack Router's `head()`: title, description, canonical URL. */
export function headTags({ title, description, path }: PageSeo) {
  const pageUrl = path === undefined ? undefined : absoluteUrl(path);
  const meta: Record<string, string>[] = [
    { title: pageTitle(title) },
    { name: 'description', content: description },
    ...(pageUrl ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
  const links = pageUrl ? [{ rel: 'canonical', href: pageUrl }] : [];
  return { meta, links };
}

/** The same, with what WhatsApp, LinkedIn, Facebook and X read to draw a shared link. */
export function sharedHeadTags(page: PageSeo) {
  const { meta, links } = headTags(page);
  const fullTitle = pageTitle(page.title);
  const article = page.article;
  const picture = article?.image ?? { ...shareImage, url: absoluteUrl(shareImage.path) };
  const image = picture.url;
  const pageUrl = links[0]?.href;
  meta.push(
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:site_name', content: name },
    { property: 'og:locale', content: locale },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: page.description },
    ...(pageUrl ? [{ property: 'og:url', content: pageUrl }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(picture.width) },
    { property: 'og:image:height', content: String(picture.height) },
    { property: 'og:image:alt', content: picture.alt },
    ...(article
      ? [
          { property: 'article:published_time', content: article.date },
          ...(article.updated ? [{ property: 'article:modified_time', content: article.updated }] : []),
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  );
  return { meta, links };
}

/**
 * The route's head tags. The share tags only matter to the crawlers that read the prerendered
 * HTML (none of them runs the app), so they are written at build time and left out of the
 * browser's JavaScript; a client-side navigation updates the title, description and canonical URL.
 */
export function seo(page: PageSeo) {
  return import.meta.env.SSR ? sharedHeadTags(page) : headTags(page);
}

/**
 * A page's head from its loader's words (`seo`) and its route's own path, the canonical address
 * (« /actualites/ » is served, and linked, as « /actualites »). One function for every page: each
 * route's own copy cost every page's JavaScript a few bytes.
 */
export function pageHead({ loaderData, match }: { loaderData?: { seo: Omit<PageSeo, 'path'> }; match: { fullPath: string } }) {
  // No loader data: the page failed (offline, its data not on the device); its error page has its own title (components/RouteError).
  return loaderData ? seo({ ...loaderData.seo, path: match.fullPath.replace(/(.)\/$/, '$1') }) : {};
}
