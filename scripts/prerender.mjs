// Turns the client build into static pages: each route rendered to HTML by the same
// components as the app, its head tags, JSON-LD, its own CSS and JS chunks, plus 404.html,
// sitemap.xml, the articles' feed (actualites/flux.xml), robots.txt and the _headers file (CSP
// hashed against the inline scripts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHeaders } from './headers.mjs';
import { offlinePageHtml } from './offlinePage.mjs';
import { buildServiceWorker, siteFiles } from './service-worker.mjs';
import { splitHead } from './splitHead.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/prerender.mjs [outDir]`: dist/ by default; the endpoint build uses dist-endpoint/.
// PRERENDER_SSR_DIR names the server build to render with (dist-ssr/ by default).
const dist = resolve(root, process.argv[2] ?? 'dist');
const ssrDir = resolve(root, process.env.PRERENDER_SSR_DIR ?? 'dist-ssr');
const server = await import(join(ssrDir, 'entry-server.js'));
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const template = await readFile(join(dist, 'index.html'), 'utf8');

/** A chunk's own JS and CSS plus those of its static imports (not the entry's, already in the page). */
function routeAssets(key) {
  const js = new Set();
  const css = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** React hoists <title>, <meta> and <link> to the front of its output: those go to <head>. */

const jsonLd = `<script type="application/ld+json">${JSON.stringify(server.organizationJsonLd()).replace(/</g, '\\u003c')}</script>`;
// The articles' feed, linked from every page's head (feed readers find it from any page).
const feed = server.feed();
// The site's one escaper (src/lib/html.ts), from the server build, like the rest of the site's code here.
const feedLink = `<link rel="alternate" type="application/rss+xml" title="${server.escapeHtml(feed.title)}" href="${feed.path}">`;

/** A route loader's data, for the browser to read instead of fetching it (src/offers/source.ts). */
const pageData = (url, data) =>
  data === undefined ? '' : `<script type="application/json" id="${server.pageDataId}" data-path="${url}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

async function writePage(url, outFile) {
  const rendered = await server.render(url);
  const { head, body } = splitHead(rendered.html);
  const assets = routeAssets(url.endsWith('/404') ? server.notFoundChunkKey : server.routeChunkKey(rendered.routeId));
  // After the entry's own CSS (theme and globals first), skipping what the template links already.
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]
    .filter((tag) => !template.includes(tag.match(/href="([^"]+)"/)[1]))
    .join('');
  const html = template
    .replace('<!--app-head-->', () => `${head}${feedLink}${jsonLd}${pageData(url, rendered.data)}`)
    .replace('</head>', () => `${links}</head>`)
    // Functions, so that a « $ » in the content is not read as a replacement pattern.
    .replace('<!--app-html-->', () => body);
  await mkdir(dirname(outFile), { recursive: true });
  const inlined = await inlineStylesheets(html);
  await writeFile(outFile, inlined);
  return inlined;
}

/**
 * A page's CSS (a few KiB gzip) goes inline: first paint then waits for the HTML alone, not for
 * three more round trips on a 3G link. Each <style> is hashed into the CSP's style-src.
 */
async function inlineStylesheets(html) {
  let out = html;
  for (const [tag, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = (await readFile(join(dist, href), 'utf8')).trim();
    // With a disabled <link> that tells Vite's preload helper it is there (src/lib/routerInternals.ts).
    out = out.replace(tag, () => server.inlinedStylesheet(href, css));
  }
  return out;
}

const entries = server.pagePaths();
const paths = entries.map((entry) => entry.path);
const pages = [];
for (const path of paths) {
  const out = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  pages.push(await writePage(path, out));
}
// An unknown path renders the router's not-found page.
pages.push(await writePage('/404', join(dist, '404.html')));
// An address under /offres/ that no open offer has: the host serves the nearest 404.html, this one.
pages.push(await writePage('/offres/404', join(dist, 'offres', '404.html')));
// The offline page, in the 404 page's frame, with every page's heading for its list of pages kept.
const headingOf = (html) => html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '').trim() ?? '';
const offline = offlinePageHtml({
  notFound: pages.at(-2),
  main: server.renderOfflineMain(),
  titles: Object.fromEntries(paths.map((path, index) => [path, path === '/' ? 'Accueil' : headingOf(pages[index])])),
  font: siteFiles(dist).find((file) => /manrope-latin-wght/.test(file)),
  ids: server.offlineIds,
  pagesCache: server.offlineCaches.pages,
  title: server.offlineTitle,
});
await mkdir(join(dist, server.offlinePagePath.slice(1)), { recursive: true });
await writeFile(join(dist, server.offlinePagePath.slice(1), 'index.html'), offline);
pages.push(offline);

const siteUrl = server.site.url;
// Each open offer with its publication day; the other pages with the build's day.
const sitemapOf = (entries) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map(({ path, lastmod }) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastmod}</lastmod></url>`).join('\n')}
</urlset>
`;
const sitemap = sitemapOf(entries);
await writeFile(join(dist, 'sitemap.xml'), sitemap);

// The offers' states (src/offers/states.ts): /offres and the sitemap as on each coming change day,
// rendered by the same code with that day's offers, under dist/_etats/<day>/ beside the list's data
// files the client build wrote there. The Worker serves them on their day (worker/offerStates.ts).
for (const day of server.offerStateDays) {
  server.showOfferDay(day);
  pages.push(await writePage('/offres', join(dist, server.statePath(day, '/offres').slice(1), 'index.html')));
  // The list changed that day: its lastmod says so (a crawler recrawls what changed since its last visit).
  const stateEntries = server.pagePaths().map((entry) => (entry.path === '/offres' ? { ...entry, lastmod: day } : entry));
  await writeFile(join(dist, server.statePath(day, '/sitemap.xml').slice(1)), sitemapOf(stateEntries));
}
server.showOfferDay(server.buildDay);
await writeFile(join(dist, feed.path.slice(1)), feed.xml);
// The editor (/admin/) is for the firm's staff: not crawled (it is also noindex, see headers.mjs).
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

// Every inline executable script across the pages, hashed for the CSP.
const inlineScripts = new Set();
for (const html of pages) {
  for (const [, attrs, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    // Data blocks (JSON-LD, a page's data) are never executed: the CSP does not apply to them.
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    inlineScripts.add(code);
  }
}
// The switch of the page under the loader, put in a page the service worker serves from the device (src/components/Loader/pageUnderLoader.ts).
inlineScripts.add(server.pageUnderLoaderScript());
// The late notice of a saved copy, in the same pages (src/offline/offline.ts).
inlineScripts.add(server.lateNoticeScript());
const inlineStyles = new Set(pages.flatMap((html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1])));
// The notice the service worker puts on a saved copy of a page (src/offline/offline.ts).
inlineStyles.add(server.savedCopyStyle);
// The brand font's declaration, put in a page the service worker serves from the device (src/styles/fontFaces.ts).
inlineStyles.add(server.brandFontStyle());
// And the page under the loader held back until the app has started (src/components/Loader/pageUnderLoader.ts).
inlineStyles.add(server.pageUnderLoaderStyle());
const sha256 = (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const hashes = [...inlineScripts].map(sha256);
await writeFile(
  join(dist, '_headers'),
  buildHeaders({
    scriptHashes: hashes,
    styleHashes: [...inlineStyles].map(sha256),
    contactEndpoint: process.env.VITE_CONTACT_ENDPOINT,
    photoOrigin: server.photoHost,
    mapOrigin: server.mapHost,
  }),
);

const serviceWorker = await buildServiceWorker(dist, { offlinePage: server.offlinePagePath, savedCopyWords: server.savedCopyWords });

await rm(ssrDir, { recursive: true, force: true });
console.log(`service worker: ${serviceWorker.count} files precached (${(serviceWorker.size / 1024).toFixed(0)} KiB before compression)`);
console.log(`prerendered ${pages.length} pages, sitemap (${paths.length} URLs), robots.txt, _headers (${hashes.length} script and ${inlineStyles.size} style hashes)`);
