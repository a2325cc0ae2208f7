/**
 * A visitor reads the articles (« Actualités ») on the built site served by its Worker: the list
 * is readable before the app starts; once it runs, the category filter is a typed search param
 * that narrows the list and comes back with Back; an article opened from the list (its data
 * fetched from the build's data files) and from the address (its data in the page) shows the
 * same page, with its « À jour au » and its sources; the related service and the home page's
 * latest articles lead where they say. The trial period's article is a draft: it is listed nowhere.
 *
 * Width: none of this depends on it (the text, the filter, navigation), so every test runs once,
 * at 375 px, a phone's width, as most visitors have (docs/testing.md, « Which width a browser test
 * runs at »). The articles' layout is checked by axe at both widths (a11y.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { normaliseSpaces } from './contactPage';
import { useHarness, useSharedPage, waitForApp } from './harness';

const harness = useHarness();

const titles = (page: Page) => page.locator('main ul > li h2').allTextContents().then((found) => found.map(normaliseSpaces));
const ipm = 'L’IPM : ce que tout employeur doit savoir';
const interview = 'Préparer un entretien d’embauche : la méthode de nos recruteurs';

describe('the articles at 375 px', () => {
  const shared = useSharedPage(harness, 375);
  const noJs = useSharedPage(harness, 375, { javaScriptEnabled: false });

  it('without JavaScript: the list, newest first, and an article, with its table, are readable', async () => {
    const { page, errors } = noJs;
    await page.goto(`${harness.baseUrl}/actualites`);
    expect(await titles(page)).toEqual([ipm, interview]);
    await page.goto(`${harness.baseUrl}/actualites/ipm-ce-que-l-employeur-doit-savoir`);
    expect(normaliseSpaces(await page.locator('h1').innerText())).toBe(ipm);
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('filters by category in the address, and Back shows every article again', async () => {
    const { page, errors } = shared;
    await page.goto(`${harness.baseUrl}/actualites`);
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Catégories d’articles' }).getByRole('link', { name: 'Conseils aux candidats' }).click();
    await page.waitForURL(/\?categorie=conseils-aux-candidats$/);
    await expect.poll(() => titles(page)).toEqual([interview]);
    expect(await page.getByRole('link', { name: 'Conseils aux candidats' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => titles(page)).toEqual([ipm, interview]);
    // An unknown category is ignored: every article.
    await page.goto(`${harness.baseUrl}/actualites?categorie=inconnue`);
    await waitForApp(page);
    expect(await titles(page)).toEqual([ipm, interview]);
    expect(errors).toEqual([]);
  });

  it('opens an article from the list (fetched) as its address shows it (in the page), then its service', async () => {
    const { page, errors } = shared;
    await page.goto(`${harness.baseUrl}/actualites`);
    await waitForApp(page);
    const fetched: string[] = [];
    page.on('request', (request) => void (request.url().includes('/donnees/actualites/') && fetched.push(new URL(request.url()).pathname)));
    await page.getByRole('link', { name: ipm }).click();
    await page.waitForURL(/\/actualites\/ipm-ce-que-l-employeur-doit-savoir$/);
    await expect.poll(() => page.locator('h1').innerText().then(normaliseSpaces)).toBe(ipm);
    expect(fetched).toEqual(['/donnees/actualites/ipm-ce-que-l-employeur-doit-savoir.json']);
    // The page's text (not the cover, which shows its caption only while the photo host fails).
    const text = async () => normaliseSpaces((await page.locator('main :is(h1, h2, h3, p, li, th, td)').allInnerTexts()).join(' '));
    const navigated = await text();
    expect(navigated).toContain('Aïssatou Ba');
    expect(navigated).toContain('Publié le 20 novembre 2026');
    // Checked against its sources: since when under its title, and « Sources » after its text, each linked.
    expect(navigated).toContain('À jour au 27 novembre 2026');
    const sources = page.getByRole('region', { name: 'Sources' });
    expect(await sources.getByRole('listitem').count()).toBe(5);
    expect(await sources.getByRole('link', { name: /^Les cotisations au Sénégal/ }).getAttribute('href')).toBe('https://www.cleiss.fr/docs/cotisations/senegal.html');
    await page.reload();
    await waitForApp(page);
    expect(await text()).toBe(navigated);
    await page.getByRole('link', { name: 'Découvrir notre service Gestion IPM' }).click();
    await page.waitForURL(/\/services#ipm$/);
    expect(errors).toEqual([]);
  });

  it('the home page’s latest articles lead to each article and to the list', async () => {
    const { page, errors } = shared;
    await page.goto(`${harness.baseUrl}/`);
    await waitForApp(page);
    const block = page.locator('section[aria-labelledby="latest-articles-title"]');
    expect((await block.locator('h3').allTextContents()).map(normaliseSpaces)).toEqual([ipm, interview]);
    await block.getByRole('link', { name: interview }).click();
    await page.waitForURL(/\/actualites\/preparer-un-entretien-d-embauche$/);
    // « Conseils aux candidats » leads to the open offers.
    await page.getByRole('link', { name: 'Voir nos offres d’emploi' }).click();
    await page.waitForURL(/\/offres$/);
    expect(errors).toEqual([]);
  });
});
