import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plain } from '../specText';
import { loadContent } from '../../src/content/load';
import { offerDataFiles, offerFacets, openOffers } from '../../src/offers/build';
import type { StatesManifest } from '../../src/offers/states';
// @ts-expect-error plain ESM script without types
import { listPages } from '../../scripts/page-weight.mjs';

const page = (file: string) => readFileSync(`dist/${file}`, 'utf8');

describe('prerendered pages carry their full content in the raw HTML', () => {
  it.each([
    ['index.html', ['Nos expertises phares', 'Gestion de la paie', 'Prendre rendez-vous']],
    ['a-propos/index.html', ['Excellence', 'Partenariat', 'Impact Local', 'Innovation']],
    ['services/index.html', ['id="interim"', 'id="recrutement"', 'id="paie"', 'id="ipm"', 'id="rh"', 'Analyse &amp; Diagnostic', 'Services aux entreprises']],
    ['contact/index.html', ['Sélectionnez un service', 'Lundi–vendredi', '9h00–18h00', 'Samedi', '9h00–13h00', 'Dimanche', 'fermé']],
    ['404.html', ['Page non trouvée', "Désolé, la page que vous recherchez n'existe pas ou a été déplacée."]],
  ])('%s', (file, texts) => {
    const html = page(file);
    expect(html).toContain('<html lang="fr">');
    // The specification's words, whatever its spaces and apostrophes are set in (React escapes ' as &#x27;).
    for (const text of texts) expect(plain(html.replaceAll('&#x27;', "'"))).toContain(text);
  });
});

describe('the inline script that guards forms before the app starts', () => {
  /** The inline (non-module, non-JSON) scripts of a page. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

  it.each(['index.html', 'contact/index.html', '404.html'])('%s: runs in <head>, before any form, with the attribute names the app uses', async (file) => {
    const { formStarted, submitPending } = await import('../../src/lib/beforeStart');
    const html = page(file);
    const guard = inlineScripts(html).find((code) => code.includes("addEventListener('submit'"));
    expect(guard).toBeDefined();
    expect(guard).toContain(`hasAttribute('${formStarted}')`);
    expect(guard).toContain(`setAttribute('${submitPending}', '')`);
    expect(guard).toContain('preventDefault()');
    expect(html.indexOf(guard!)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(guard!)).toBeLessThan(html.indexOf('<form') === -1 ? Infinity : html.indexOf('<form'));
  });
});

describe('the first paint shows the loader', () => {
  // Without it, a slow link can paint the page's bare ground first, and the loader's second then
  // counts from a later paint than the visitor's first: the page is seen that much later.
  const built: { file: string; path: string }[] = listPages('dist');
  it.each(built.map(({ path, file }) => [path, file] as const))('%s: render blocked until the loader is parsed', (_path, file) => {
    const html = page(file);
    const loader = html.match(/<div id="([^"]+)"[^>]*data-testid="loader"/);
    expect(loader, 'the prerendered loader, with an id').not.toBeNull();
    const expectLink = html.match(/<link rel="expect" href="#([^"]+)" blocking="render"\s*\/?>/);
    expect(expectLink?.[1]).toBe(loader![1]);
    expect(html.indexOf(expectLink![0])).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the offers’ states (src/offers/states.ts): the build’s own render of each coming change day', () => {
  const manifest = JSON.parse(page('_etats/offres.json')) as StatesManifest;
  const content = loadContent();
  /** What the list shows, and the data it hydrates from: the cards' addresses, and the inline data. */
  const listOf = (html: string) => ({
    links: [...html.matchAll(/href="\/offres\/([a-z0-9-]+)"/g)].map((match) => match[1]).filter((slug) => slug !== '404'),
    data: JSON.parse(/<script type="application\/json" id="donnees-page" data-path="\/offres">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>,
  });
  /** The page outside its list: head, scripts, styles, header and footer. */
  const frame = (html: string) => html.replace(/<script type="application\/json" id="donnees-page"[\s\S]*?<\/script>/, '').replace(/<main[\s\S]*<\/main>/, '');

  it('one state per change day of the examples: the day after each deadline', () => {
    expect(manifest.days).toEqual(['2026-12-16', '2027-01-11']);
  });

  it.each(manifest.days)('%s: the list’s data files, /offres and the sitemap are those of a build on that day', (day) => {
    // The examples have no offer published after the build's day: a build on `day` lists openOffers(content, day).
    const offers = openOffers(content, day);
    const expected = offerDataFiles(offers, offerFacets(content, offers));
    const listFiles = Object.keys(expected).filter((file) => /^donnees\/offres\/(index|page-\d+)\.json$/.test(file));
    for (const file of listFiles) expect([file, JSON.parse(page(`_etats/${day}/${file}`))]).toEqual([file, JSON.parse(JSON.stringify(expected[file]))]);
    expect(readdirSync(`dist/_etats/${day}/donnees/offres`).length).toBe(listFiles.length);

    const html = page(`_etats/${day}/offres/index.html`);
    const { links, data } = listOf(html);
    expect(links).toEqual(offers.map((offer) => offer.slug));
    expect(data).toEqual({ ...(JSON.parse(JSON.stringify(expected['donnees/offres/page-1.json'])) as object), seo: listOf(page('offres/index.html')).data.seo });
    expect(frame(html)).toBe(frame(page('offres/index.html')));

    const closed = (line: string) => Object.entries(manifest.offers).some(([slug, deadline]) => deadline < day && line.includes(`/offres/${slug}<`));
    // The build's sitemap without the offers closed by then, the list's lastmod that day.
    const listLine = (line: string) => (line.includes('/offres</loc>') ? line.replace(/<lastmod>[^<]+</, `<lastmod>${day}<`) : line);
    expect(page(`_etats/${day}/sitemap.xml`)).toBe(page('sitemap.xml').split('\n').filter((line) => !closed(line)).map(listLine).join('\n'));
    expect(page(`_etats/${day}/sitemap.xml`)).toContain(`/offres</loc><lastmod>${day}</lastmod>`);
  });
});
