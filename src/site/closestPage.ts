/**
 * The page of the site an address that leads nowhere most likely meant: « /service »,
 * « /Contact », « /apropos », « /offre », « /actualités » or « /services.html » for a page that
 * exists. Addresses are compared without case, accents, hyphens, a trailing slash or an
 * extension, by their first segment (« /actualites/un-article-retire » → « /actualites »), and
 * a page is proposed when at most two letters differ (one for short names). The home page is
 * not proposed: the 404 page's two buttons already lead there.
 */

/** « /À-Propos.html/ » → « apropos »: what is left of a segment once the typing differences are gone. */
export function comparable(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape: compared as typed.
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\.(html?|php|aspx?)$/, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Letters to add, remove or change to turn `a` into `b` (Levenshtein). */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

/** The closest of `pages` to `pathname`, or undefined when none is close enough (or it is the page itself). */
export function closestPage<Page extends string>(pathname: string, pages: readonly Page[]): Page | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return undefined;
  const typed = comparable(first);
  if (!typed) return undefined;
  let best: { page: Page; score: number } | undefined;
  for (const page of pages) {
    const name = comparable(page.slice(1));
    if (!name) continue;
    const score = distance(typed, name);
    const allowed = name.length <= 5 ? 1 : 2;
    if (score <= allowed && (!best || score < best.score)) best = { page, score };
  }
  return best?.page;
}
