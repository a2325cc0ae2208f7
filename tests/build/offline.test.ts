/**
 * What the build gives the service worker (scripts/service-worker.mjs, scripts/offlinePage.mjs):
 * its precache list is exactly the site's scripts, styles and fonts and the offline page (the
 * forms' code included, never the editor's); the offline page loads no app and its script and
 * styles are allowed by the CSP; /sw.js is never served from the browser's cache. The browser
 * suite (tests/browser/offline.test.ts) runs it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as offlineWords from 'virtual:content/offlinePage';
import { offlinePagePath, savedCopyStyle } from '../../src/offline/offline';
import { brandFontStyle } from '../../src/styles/fontFaces';
import { pageUnderLoaderScript, pageUnderLoaderStyle } from '../../src/components/Loader/pageUnderLoader';
import { pagesUntil, siteFiles, sitePages } from '../../scripts/service-worker.mjs';
import { chunkOf } from '../browser/chunks';

const dist = 'dist';
const serviceWorker = readFileSync(join(dist, 'sw.js'), 'utf8');
const headers = readFileSync(join(dist, '_headers'), 'utf8');
const offline = readFileSync(join(dist, 'hors-ligne', 'index.html'), 'utf8');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The URLs the built worker precaches (its injected list). */
const precached = () => [...serviceWorker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);

/** The site's CSP, from the rule every page gets. */
const siteCsp = () => headers.match(/^\/\*\n\s+Content-Security-Policy: (.+)$/m)![1]!;

describe('the service worker’s build', () => {
  it('precaches every script, stylesheet and font of the site, with the forms’ code, and the offline page: nothing of the editor, no photo', () => {
    const list = precached();
    const expected = [...siteFiles(dist).map((file: string) => `/${file}`), offlinePagePath];
    expect([...list].sort()).toEqual([...expected].sort());
    // The application form and its sender, even if the candidate never opened the form online.
    for (const source of ['src/routes/contact.tsx?tsr-split=component---loader', 'src/actors/endpoint.ts', 'src/components/ContactForm/FailureAlert.tsx']) expect(list).toContain(`/${chunkOf(dist, source)}`);
    expect(list.some((url) => /\.woff2$/.test(url))).toBe(true);
    // The editor's build shares assets/: none of its files (its wasm, its own fonts) is in the list.
    const editorOnly = readdirSync(join(dist, 'assets')).filter((file) => !siteFiles(dist).includes(`assets/${file}`));
    expect(editorOnly.length).toBeGreaterThan(0);
    for (const file of editorOnly) expect(list).not.toContain(`/assets/${file}`);
  });

  it('the offline page loads no app, is not indexed, and its script, the saved copy’s notice and what the worker puts in a page from the device are allowed by the CSP', () => {
    expect(offline).not.toMatch(/<script type="module"/);
    expect(offline).not.toMatch(/rel="modulepreload"/);
    expect(offline).toContain(`<title>${offlineWords.title} | Sunu RH Conseil</title>`);
    expect(offline).toContain('<meta name="robots" content="noindex"/>');
    expect(offline).toContain(offlineWords.heading);
    const scripts = [...offline.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBe(2);
    for (const script of scripts) expect(siteCsp()).toContain(sha256(script));
    expect(siteCsp()).toContain(sha256(savedCopyStyle));
    // The brand font's declaration, which the worker puts in a page it serves from the device,
    // with the build's font files (here the sources' addresses).
    const built = brandFontStyle().replace(/url\(([^)]*\/)?([\w-]+)\.woff2\)/g, (whole, _dir, name: string) => {
      const file = siteFiles(dist).find((path: string) => path.startsWith(`assets/${name}-`) && path.endsWith('.woff2'));
      return file ? `url(/${file})` : whole;
    });
    expect(built).not.toBe(brandFontStyle());
    expect(siteCsp()).toContain(sha256(built));
    // And the style and script that hold the page under the loader back on such a page.
    for (const code of [pageUnderLoaderStyle(), pageUnderLoaderScript()]) expect(siteCsp()).toContain(sha256(code));
    // Not a page of the sitemap.
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain(offlinePagePath);
  });

  it('knows every page of this version by its bytes (a deploy that changes a page changes the worker), and nothing else', () => {
    const pages = sitePages(dist, { offlinePage: offlinePagePath });
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['/', '/contact', '/offres', '/confidentialite']));
    const embedded = [...serviceWorker.matchAll(/"(\/[^"`]*)":`([A-Za-z0-9+/=]{44})`/g)].map(([, path, digest]) => [path, digest]);
    expect(Object.fromEntries(embedded)).toEqual(pages);
  });

  it('stops showing a kept copy of the build’s page at once on the day the Worker changes that page (src/offers/states.ts): the network first from then on', () => {
    // The examples: the list changes on the 16th of December and the 11th of January, each offer the day after its deadline.
    const until = pagesUntil(dist);
    expect(until).toEqual({ '/offres': '2026-12-16', '/offres/comptable-senior-srh-2026-031': '2026-12-16', '/offres/chef-de-chantier-srh-2026-034': '2027-01-11' });
    for (const [path, day] of Object.entries(until)) expect(serviceWorker, path).toMatch(new RegExp(`"${path}":[\`"]${day}[\`"]`));
    // The states themselves are no page of their own: the Worker serves them at /offres.
    expect(Object.keys(sitePages(dist, { offlinePage: offlinePagePath })).filter((path) => path.includes('_etats'))).toEqual([]);
  });

  it('/sw.js is checked afresh at each visit, under a policy that lets it fetch only the site and the photos it keeps', () => {
    const rule = headers.split('\n\n').find((block) => block.startsWith('/sw.js\n'));
    expect(rule).toContain('Cache-Control: no-cache');
    expect(rule).toContain('! Content-Security-Policy');
    expect(rule).toMatch(/Content-Security-Policy: default-src 'none'; connect-src 'self' https:\/\/images\.unsplash\.com$/m);
  });
});
