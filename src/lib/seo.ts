import { site } from '../content/site';

export interface PageSeo {
  /** The page's own title; the firm's name is appended. */
  title: string;
  description: string;
  /** Route path, e.g. '/services'. Omit for pages that must not be indexed (404). */
  path?: string;
}

export const shareImage = { path: '/og-image.jpg', width: 1200, height: 630, alt: `${site.name}, ${site.tagline}` } as const;

export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}

export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/**
 * Head tags for one route, for TanStack Router's `head()`: title, description, canonical URL,
 * Open Graph and Twitter card. Prerendering writes the same tags into each page's HTML.
 */
export function seo({ title, description, path }: PageSeo) {
  const fullTitle = pageTitle(title);
  const image = absoluteUrl(shareImage.path);
  const url = path === undefined ? undefined : absoluteUrl(path);
  const meta = [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(url ? [] : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  const links = url ? [{ rel: 'canonical', href: url }] : [];
  return { meta, links };
}
