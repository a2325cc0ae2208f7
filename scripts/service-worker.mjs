// Builds the site's service worker (src/offline/sw.ts) into <dist>/sw.js: bundled and minified by
// Vite, then given its precache list by Serwist's injectManifest. The list is the client build's
// own files (its manifest: every script, stylesheet and font a page of the site may load, the
// forms' code included) and the offline page; never the editor's files, which share assets/, nor
// photos (kept as they are seen). Run by scripts/prerender.mjs, after the offline page exists.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'vite';

/** The client build's files, from its manifest: scripts, stylesheets, fonts (not images). */
export function siteFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.assets?.forEach((file) => files.add(file));
  }
  return [...files].filter((file) => /\.(js|css|woff2)$/.test(file));
}

/**
 * Every page of the site in `dist`, by path ('/', '/a-propos', '/offres/…'): the SHA-256 of its
 * HTML, base64 (src/offline/offline.ts's `pageDigest` computes the same in the browser). The
 * worker shows a kept copy at once when it is this page to the byte. Not the editor, not the
 * offline page (precached), not the 404 pages (never kept).
 */
export function sitePages(dist, { offlinePage, statesFolder = '_etats' }) {
  const pages = {};
  for (const file of readdirSync(dist, { recursive: true })) {
    const name = String(file);
    if (!/(^|\/)index\.html$/.test(name) || name.startsWith('admin/') || name.startsWith(`${statesFolder}/`) || name === `${offlinePage.slice(1)}/index.html`) continue;
    const path = `/${name.replace(/\/?index\.html$/, '')}`;
    pages[path] = createHash('sha256').update(readFileSync(join(dist, name))).digest('base64');
  }
  return pages;
}

/**
 * The pages the Worker changes on a day of their own (src/offers/states.ts, from the build's
 * manifest in `statesFolder`): /offres on its first change day, each offer with a deadline on the
 * day after it. The worker no longer shows a copy of the build's page at once from that day.
 */
export function pagesUntil(dist, { statesFolder = '_etats' } = {}) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, statesFolder, 'offres.json'), 'utf8'));
  } catch {
    return {};
  }
  const dayAfter = (day) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    ...(manifest.days.length ? { '/offres': manifest.days[0] } : {}),
    ...Object.fromEntries(Object.entries(manifest.offers).map(([slug, deadline]) => [`/offres/${slug}`, dayAfter(deadline)])),
  };
}

export async function buildServiceWorker(dist, { offlinePage, savedCopyWords }) {
  const root = resolve(import.meta.dirname, '..');
  const out = mkdtempSync(join(tmpdir(), 'sunu-sw-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      define: { 'process.env.NODE_ENV': '"production"', __SITE_PAGES__: JSON.stringify(sitePages(dist, { offlinePage })), __SAVED_COPY_WORDS__: JSON.stringify(savedCopyWords), __PAGES_UNTIL__: JSON.stringify(pagesUntil(dist)) },
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        rolldownOptions: { input: join(root, 'src/offline/sw.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
      },
    });
    const keep = new Set(siteFiles(dist));
    const offlineFile = `${offlinePage.slice(1)}/index.html`;
    const { count, size, warnings } = await injectManifest({
      swSrc: join(out, 'sw.js'),
      swDest: join(dist, 'sw.js'),
      globDirectory: dist,
      globPatterns: ['assets/*.{js,css,woff2}', offlineFile],
      // Hashed names need no revision; the offline page gets one from its bytes.
      dontCacheBustURLsMatching: /^assets\//,
      // The editor's tests build without minifying (a 1.3 MB framework file): every file of the list is kept.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries
            .filter((entry) => entry.url === offlineFile || keep.has(entry.url))
            .map((entry) => ({ ...entry, url: entry.url === offlineFile ? offlinePage : `/${entry.url}` })),
          warnings: [],
        }),
      ],
    });
    if (warnings.length) throw new Error(`The service worker's precache list: ${warnings.join('; ')}`);
    return { count, size };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
