import { name, tagline, url } from 'virtual:content/site';

/** The pages' language and region, for Open Graph. */
const locale = 'fr_SN';

export interface PageSeo {
  /** The page's own title; the firm's name is appended. */
  title: string;
  description: string;
  /** Route path, e.g. '/services'. Omit for pages that must not be indexed (404). */
  path?: string;
}

export const shareImage = { path: '/og-image.jpg', width: 1200, height: 630, alt: `${name}, ${tagline}` } as const;

export function absoluteUrl(path: string): string {
  return `${url}${path}`;
}

export function pageTitle(title: string): string {
  return title.includes(name) ? title : `${title} | ${name}`;
}

/**
 * Head tags for one route, for TanStack Router's `head()`: title, description, canonical URL,
 * Open Graph and Twitter card. Prerendering writes the same tags into each page's HTML.
 */
export function seo({ title, description, path }: PageSeo) {
  const fullTitle = pageTitle(title);
  const image = absoluteUrl(shareImage.path);
  const pageUrl = path === undefined ? undefined : absoluteUrl(path);
  const meta = [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(pageUrl ? [] : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: name },
    { property: 'og:locale', content: locale },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(pageUrl ? [{ property: 'og:url', content: pageUrl }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  const links = pageUrl ? [{ rel: 'canonical', href: pageUrl }] : [];
  return { meta, links };
}
