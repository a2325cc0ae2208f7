/**
 * The articles in the build: each published article's page has its own head tags (title,
 * description, canonical, Open Graph with its cover) and BlogPosting JSON-LD; /actualites lists
 * them newest first; the feed has each with its full text; the sitemap has each with its lastmod.
 * A draft and an article dated the next day built nowhere, and a photo of the media folder in an
 * article's text, are checked in the scale test's build (tests/build/scale.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error jsdom ships no type declarations (and @types/jsdom is not installed)
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import * as site from 'virtual:content/site';

const today = '2026-11-23';
// The published ones, newest first; the trial period's article is a draft (content/articles/): built nowhere.
const slugs = ['ipm-ce-que-l-employeur-doit-savoir', 'preparer-un-entretien-d-embauche'];
const trialDraft = 'periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail';
const parse = (root: string, file: string): Document => new JSDOM(readFileSync(join(root, file), 'utf8')).window.document;
const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
const jsonLdOf = (doc: Document, type: string) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!)).find((data) => data['@type'] === type);

describe('the articles in dist/', () => {
  it('each published article: title, description, canonical, Open Graph with its cover, BlogPosting', () => {
    for (const slug of slugs) {
      const doc = parse('dist', `actualites/${slug}/index.html`);
      const url = `${site.url}/actualites/${slug}`;
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      expect(doc.title).toMatch(new RegExp(`\\| ${site.name}$`));
      expect(meta(doc, 'meta[name="description"]')!.length).toBeLessThanOrEqual(161);
      expect(meta(doc, 'meta[property="og:type"]')).toBe('article');
      expect(meta(doc, 'meta[property="og:url"]')).toBe(url);
      expect(meta(doc, 'meta[property="og:image"]')).toMatch(/^https:\/\/images\.unsplash\.com\/photo-.*w=1200/);
      expect(meta(doc, 'meta[property="og:image:width"]')).toBe('1200');
      expect(meta(doc, 'meta[property="article:published_time"]')).toMatch(/^2026-11-\d\d$/);
      const posting = jsonLdOf(doc, 'BlogPosting');
      expect(posting).toMatchObject({ '@context': 'https://schema.org', headline: doc.querySelector('h1')!.textContent, url, mainEntityOfPage: url, publisher: { '@type': 'Organization', name: site.name } });
      expect(posting.datePublished).toBe(meta(doc, 'meta[property="article:published_time"]'));
      // The IPM article was corrected on 27 November (« Mis à jour le »).
      expect(posting.dateModified).toBe(slug === 'ipm-ce-que-l-employeur-doit-savoir' ? '2026-11-27' : posting.datePublished);
      expect(posting.author).toMatchObject({ '@type': 'Person', name: expect.any(String), jobTitle: expect.any(String) });
      expect(doc.body.textContent).toContain(posting.author.name);
      expect(doc.body.textContent).toContain(posting.author.jobTitle);
      expect(posting.image.url).toBe(meta(doc, 'meta[property="og:image"]'));
      // The page carries its own data (no request on the first load) and its share bar.
      expect(doc.querySelector('#donnees-page')?.getAttribute('data-path')).toBe(`/actualites/${slug}`);
      expect(doc.querySelector(`a[href^="https://wa.me/?text="]`)?.getAttribute('href')).toContain(encodeURIComponent(url));
    }
  });

  it('an article’s page: the date in French, the reading time, the related service and its quote', () => {
    const doc = parse('dist', 'actualites/ipm-ce-que-l-employeur-doit-savoir/index.html');
    const text = doc.body.textContent!;
    expect(text).toContain('Publié le 20 novembre 2026');
    expect(text).toMatch(/\d+ min de lecture/);
    expect(doc.querySelector('a[href="/services#ipm"]')).not.toBeNull();
    expect([...doc.querySelectorAll('a[href="/contact"]')].some((link) => link.textContent === 'Demander un devis')).toBe(true);
    // Checked against its sources: since when under the title, « Sources » after the text, each with its link.
    const title = doc.querySelector('main h1')!;
    expect([...title.parentElement!.querySelectorAll('p')].map((line) => line.textContent).filter((line) => line!.startsWith('À jour au'))).toEqual(['À jour au 27 novembre 2026']);
    const sources = doc.querySelector('section[aria-labelledby="sources"]')!;
    expect(sources.querySelector('h2')!.textContent).toBe('Sources');
    expect(sources.querySelectorAll('li')).toHaveLength(5);
    expect(sources.querySelector('a')!.getAttribute('href')).toBe('https://www.cleiss.fr/docs/cotisations/senegal.html');
    expect(sources.querySelector('li')!.textContent).toMatch(/, consulté le 27\/11\/2026\.$/);
    // An article of a category that is not legal may have sources (issue 44: every article has them), without « À jour au ».
    const interview = parse('dist', 'actualites/preparer-un-entretien-d-embauche/index.html');
    expect(interview.querySelectorAll('section[aria-labelledby="sources"] li')).toHaveLength(4);
    expect([...interview.querySelectorAll('main p')].some((line) => line.textContent!.startsWith('À jour au'))).toBe(false);
    // « Conseils aux candidats » leads to the open offers.
    expect(parse('dist', 'actualites/preparer-un-entretien-d-embauche/index.html').querySelector('main a[href="/offres"]')).not.toBeNull();
  });

  it('/actualites: every article, newest first, the categories that have one, readable before the app starts', () => {
    const doc = parse('dist', 'actualites/index.html');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.url}/actualites`);
    expect([...doc.querySelectorAll('main h2 a')].map((link) => link.getAttribute('href'))).toEqual(slugs.map((slug) => `/actualites/${slug}`));
    expect([...doc.querySelectorAll('main nav a')].map((link) => link.getAttribute('href'))).toEqual([
      // « Droit du travail » has no published article: its only one is a draft.
      '/actualites',
      '/actualites?categorie=ipm-et-sante',
      '/actualites?categorie=conseils-aux-candidats',
    ]);
  });

  it('the feed: RSS 2.0 with an item and the full text for each article, newest first, linked from every page’s head', () => {
    const xml = readFileSync('dist/actualites/flux.xml', 'utf8');
    const feed = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    expect(feed.querySelector('parsererror')).toBeNull();
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...feed.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('link')!.textContent)).toEqual(slugs.map((slug) => `${site.url}/actualites/${slug}`));
    const text = items[0]!.getElementsByTagName('content:encoded')[0]!.textContent!;
    expect(text).toContain('<table>');
    expect(text).toContain('Les bons réflexes de l’employeur');
    for (const file of ['index.html', 'contact/index.html', 'actualites/index.html', `actualites/${slugs[0]}/index.html`, '404.html']) {
      const link = parse('dist', file).querySelector('head link[rel="alternate"][type="application/rss+xml"]');
      expect(link?.getAttribute('href'), file).toBe('/actualites/flux.xml');
    }
  });

  it('the sitemap has each article with its lastmod', () => {
    const sitemap = readFileSync('dist/sitemap.xml', 'utf8');
    expect(sitemap).toContain(`<url><loc>${site.url}/actualites</loc><lastmod>${today}</lastmod></url>`);
    expect(sitemap).toContain(`<url><loc>${site.url}/actualites/ipm-ce-que-l-employeur-doit-savoir</loc><lastmod>2026-11-27</lastmod></url>`);
    expect(sitemap).toContain(`<url><loc>${site.url}/actualites/preparer-un-entretien-d-embauche</loc><lastmod>2026-11-17</lastmod></url>`);
  });

  it('the trial period’s article, a draft: no page, no data file, not in the list, the sitemap nor the feed', () => {
    expect(existsSync(`dist/actualites/${trialDraft}`)).toBe(false);
    expect(existsSync(`dist/donnees/actualites/${trialDraft}.json`)).toBe(false);
    for (const file of ['sitemap.xml', 'actualites/flux.xml', 'actualites/index.html', 'donnees/actualites/index.json', 'index.html', '404.html']) expect(readFileSync(join('dist', file), 'utf8'), file).not.toContain(trialDraft);
  });
});
