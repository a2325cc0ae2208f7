// What each prerendered page loads before any interaction: its HTML, the JS it executes or
// preloads (entry, modulepreloads and their static imports, from Vite's manifest), its CSS and
// its preloaded fonts. Raw and gzip bytes. Shared by the byte-budget test and `npm run bench`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgets = { jsGzip: 120 * 1024, cssGzip: 10 * 1024, preloadedFonts: 2 };

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Every prerendered HTML page in dist/ (index.html files, 404.html and offres/404.html), as URL paths. */
export function listPages(dist) {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        // The editor (/admin/) is not a visitor's page: its weight is reported apart (bench). Nor is
        // the offline page (/hors-ligne), which the service worker shows at other addresses, with no script.
        // Nor the offers' states (_etats/, src/offers/states.ts): the Worker serves them as /offres, the same page's weight.
        if (name !== 'assets' && name !== 'admin' && name !== 'hors-ligne' && name !== '_etats' && !name.startsWith('.')) walk(full);
      } else if (name === 'index.html' || name === '404.html') {
        const rel = relative(dist, full);
        pages.push({ file: rel, path: `/${rel.replace(/\/?index\.html$/, '').replace(/\.html$/, '')}` });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

export function measurePage(dist, file) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const byFile = Object.fromEntries(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(join(dist, file));
  const text = html.toString();
  const attr = (re) => [...text.matchAll(re)].map((match) => match[1].replace(/^\//, ''));

  const js = new Set();
  const addJs = (path) => {
    if (js.has(path)) return;
    js.add(path);
    byFile[path]?.imports?.forEach((key) => addJs(manifest[key].file));
  };
  attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g).forEach(addJs);
  attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g).forEach(addJs);
  // Disabled links are markers for inlined CSS (never fetched): count the <style> instead.
  const css = new Set(attr(/<link[^>]*rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*href="([^"]+)"/g));
  // Inlined CSS counts as CSS, not as HTML.
  const inlineCss = [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const fonts = attr(/<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g);

  const sum = (files) => {
    let raw = 0;
    let gzip = 0;
    for (const path of files) {
      const buffer = readFileSync(join(dist, path));
      raw += buffer.length;
      gzip += gz(buffer);
    }
    return { files: files.length, raw, gzip };
  };
  return {
    html: { files: 1, raw: html.length, gzip: gz(html) },
    js: sum([...js]),
    css: (() => {
      const linked = sum([...css]);
      return { files: linked.files, inline: inlineCss.length > 0, raw: linked.raw + Buffer.byteLength(inlineCss), gzip: linked.gzip + (inlineCss ? gz(Buffer.from(inlineCss)) : 0) };
    })(),
    fonts: sum(fonts),
    jsFiles: [...js],
  };
}
