/**
 * The articles' pages in jsdom, the whole app rendered at a path: /actualites (newest first, the
 * category filter in the address, an unknown category read as none) and /actualites/$slug (the
 * article with its date, reading time, author, share bar, related service or the offers, and an
 * unknown slug). The build's data files are computed from the real content on the test builds'
 * day and served by a mocked fetch, as the static host serves them. The prerendered pages, the
 * head tags and the feed are in tests/build/articles.test.ts; the reading in Chromium in
 * tests/browser/articles.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { article as articleCopy, empty } from 'virtual:content/articles';
import { notFound as notFoundCopy } from 'virtual:content/ui';
import { renderApp } from '../components/renderApp';
import { loadContent } from '../../src/content/load';
import { articleDataFiles, publishedArticles } from '../../src/articles/build';
import { frenchDate } from '../../src/articles/articles';
import { plain } from '../specText';

const today = '2026-11-23';
const content = loadContent();
const articles = publishedArticles(content, today);
const files = articleDataFiles(content, articles);
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requested.push(path);
    const data = files[path.slice(1)];
    return data === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const main = () => screen.getByRole('main');
const titles = () => within(main()).queryAllByRole('heading', { level: 2 }).map((heading) => plain(heading.textContent));

describe('/actualites', () => {
  it('lists the published articles, newest first, each linking to its page', async () => {
    expect(articles.length).toBeGreaterThanOrEqual(2);
    await renderApp('/actualites');
    await waitFor(() => expect(titles()).toEqual(articles.map((article) => plain(article.title))));
    const dates = articles.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = within(main()).getByRole('link', { name: (name) => plain(name) === plain(articles[0]!.title) });
    expect(first).toHaveAttribute('href', `/actualites/${articles[0]!.slug}`);
  });

  it('filters by the category in the address, and reads an unknown category as none', async () => {
    const category = articles[0]!.category;
    const inCategory = articles.filter((article) => article.category === category).map((article) => plain(article.title));
    await renderApp(`/actualites?categorie=${category}`);
    await waitFor(() => expect(titles()).toEqual(inCategory));
    expect(inCategory.length).toBeLessThan(articles.length);
  });

  it('an unknown category shows every article, never an empty page', async () => {
    await renderApp('/actualites?categorie=inconnue');
    await waitFor(() => expect(titles()).toHaveLength(articles.length));
    expect(within(main()).queryByText(empty)).toBeNull();
  });
});

describe('/actualites/$slug', () => {
  it('an article checked against its sources says since when under its title, and lists « Sources » after its text: title and link, publisher, « consulté le », a note', async () => {
    const ipm = articles.find((article) => article.slug === 'ipm-ce-que-l-employeur-doit-savoir')!;
    expect(plain(articleCopy.verified)).toBe('À jour au {date}');
    await renderApp(`/actualites/${ipm.slug}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    const header = heading.closest('header')!;
    expect(within(header).getByText((_, element) => element?.tagName === 'P' && plain(element.textContent).startsWith('À jour au'))).toHaveTextContent(`À jour au ${frenchDate('2026-11-27')}`);
    const sources = within(main()).getByRole('region', { name: plain(articleCopy.sources) });
    expect(plain(articleCopy.sources)).toBe('Sources');
    // At the text's end: after its last paragraph, in the same column.
    const lastQuote = within(main()).getAllByRole('blockquote').at(-1)!;
    expect(lastQuote.compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const items = within(sources).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Les cotisations au Sénégal (cotisations au 1er janvier 2023), CLEISS, Centre des liaisons européennes et internationales de sécurité sociale, consulté le 27/11/2026.', { normalizeWhitespace: false });
    expect(within(items[0]!).getByRole('link', { name: 'Les cotisations au Sénégal (cotisations au 1er janvier 2023)' })).toHaveAttribute('href', 'https://www.cleiss.fr/docs/cotisations/senegal.html');
    // A text not read online: no link, no « consulté le », and its note, in French typography.
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(items[2]!.textContent).not.toContain('consulté le');
    expect(items[2]!.textContent).toContain('Texte non trouvé en ligne le 27/11/2026\u00a0: son article 2 est cité ici d’après le cours');
  });

  it('an article with sources but no « Vérifié le » shows its « Sources », not « À jour au »', async () => {
    await renderApp('/actualites/preparer-un-entretien-d-embauche');
    await screen.findByRole('heading', { level: 1 });
    const sources = within(main()).getByRole('region', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(4);
    expect(main().textContent).not.toContain('À jour au');
  });

  it('shows the article: title, date in French, reading time, author and role, the share bar, and the related service or the offers', async () => {
    for (const article of articles) {
      const { unmount } = await renderApp(`/actualites/${article.slug}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(plain(heading.textContent)).toBe(plain(article.title));
      const text = plain(main().textContent);
      expect(text).toContain(plain(frenchDate(article.date)));
      expect(text).toContain(plain(article.author.name));
      expect(text).toContain(plain(article.author.role));
      expect(within(main()).getByRole('link', { name: (name) => plain(name) === plain(articleCopy.back) })).toHaveAttribute('href', '/actualites');
      expect(requested).toContain(`/donnees/actualites/${article.slug}.json`);
      if (article.service) expect(within(main()).getByRole('link', { name: (name) => plain(name).includes(plain(article.service!.name)) })).toHaveAttribute('href', `/services#${article.service.id}`);
      if (article.offersLink) expect(within(main()).getByRole('link', { name: (name) => plain(name) === plain(articleCopy.offers) })).toHaveAttribute('href', '/offres');
      unmount();
    }
    expect(articles.some((article) => article.offersLink)).toBe(true);
  });

  it('an unknown article is the 404 page', async () => {
    await renderApp('/actualites/article-inconnu');
    expect(await screen.findByText(plain(notFoundCopy.title), { exact: false })).toBeInTheDocument();
  });
});
