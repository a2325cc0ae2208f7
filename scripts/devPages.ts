/**
 * The dev server's HTML pages (`npm run dev`, `npm run cms`). The build's pages are written by the
 * prerender (scripts/prerender.mjs), which fills each page's head; the dev server has no build, so
 * index.html went out as it is: /contact had an empty <title> until the app started, and its
 * `<link rel=expect href="#chargement">` named the loader that only the prerender writes into the
 * page (Chromium logged « Did not find element … »). Here, for the dev server only:
 *
 * - a page of the site is index.html with the head tags the prerender would write for that address
 *   (entry-server.tsx's render(), run in Vite's SSR environment), and 404 for an unknown address,
 *   as the host answers;
 * - /admin and /admin/candidatures are the editor's and the inbox's pages; a page's address with a
 *   trailing slash redirects to the one without, as the host does (wrangler.jsonc `html_handling`);
 * - the render-blocking `<link rel=expect>` is left out: the dev server's page has no loader to wait for;
 * - the articles' feed (/actualites/flux.xml), which the prerender writes into dist/, is made here
 *   from the content as it is now (entry-server.tsx's feed()).
 *
 * Neither Vite (its single-page fallback serves index.html as is) nor the Cloudflare plugin (its
 * asset worker finds only real HTML files) knows the pages' addresses. With the Cloudflare plugin
 * (scripts/cloudflareVite.ts), the Worker sees each page first and fetches it from here through
 * env.ASSETS, as it fetches the built page from the asset worker once deployed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { splitHead } from './splitHead.mjs';

/** The editor's and the inbox's pages (admin/vite.config.ts builds them), by address. */
const ownPages: Record<string, string> = { '/admin': 'admin/index.html', '/admin/candidatures': 'admin/candidatures/index.html' };

/**
 * The app draws the page's head itself once it runs (its HeadContent, from scratch: the dev server's
 * page is not hydrated); the tags written here then give way, or a second description and canonical
 * link of the first address would stay after the visitor moves to another page.
 */
const giveWay = `<script>new MutationObserver(function (_, observer) {
  if (!document.head.querySelector('title:not([data-dev-head])')) return;
  document.head.querySelectorAll('[data-dev-head]').forEach(function (tag) { tag.remove(); });
  observer.disconnect();
}).observe(document.head, { childList: true });</script>`;

/** index.html's comment and render-blocking link that wait for the prerendered loader. */
const expectLink = /\n[ \t]*<!--[\s\S]*?-->\n[ \t]*<link rel="expect"[^>]*>/;

interface EntryServer {
  render(url: string): Promise<{ html: string; routeId: string }>;
  feed(): { path: string; xml: string };
  feedPath: string;
}

const entryServer = (server: ViteDevServer) => server.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryServer>;

/** The head tags React hoisted to the front of the page's HTML (splitHead, as the prerender takes them), and the page's status. */
async function renderHead(server: ViteDevServer, url: string): Promise<{ head: string; status: number }> {
  const { html, routeId } = await (await entryServer(server)).render(url);
  const head = splitHead(html).head.replace(/<(title|meta|link)\b/g, '<$1 data-dev-head');
  // An unknown address is drawn by the root's not-found component: the host answers it with 404.
  return { head, status: routeId === '__root__' ? 404 : 200 };
}

export function devPages(): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    // Every page is served here: no single-page fallback of Vite's before it.
    config: () => ({ appType: 'custom' }),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(expectLink, ''),
    },
    configureServer(server) {
      // After Vite's own middlewares (modules, files of public/): what is left is a page or a missing file.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') return next();
          const { pathname, search } = new URL(request.url ?? '/', 'http://dev.invalid');
          if (pathname.endsWith('.xml')) {
            try {
              const entry = await entryServer(server);
              if (pathname === entry.feedPath) {
                response.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
                return response.end(request.method === 'HEAD' ? undefined : entry.feed().xml);
              }
            } catch (error) {
              return next(error);
            }
          }
          // A file (it has an extension): Vite, the content plugin or the asset worker serves it, or it is missing.
          if (/\.[^/]*$/.test(pathname)) return next();
          if (pathname.length > 1 && pathname.endsWith('/')) {
            response.writeHead(307, { Location: `${pathname.replace(/\/+$/, '') || '/'}${search}` });
            return response.end();
          }
          try {
            const file = ownPages[pathname] ?? 'index.html';
            let html = await readFile(join(server.config.root, file), 'utf8');
            let status = 200;
            if (!ownPages[pathname]) {
              const page = await renderHead(server, `${pathname}${search}`).catch((error: Error) => {
                // Broken content: the page's overlay says why; the page is served without its head.
                server.config.logger.warn(`The head of ${pathname} could not be rendered: ${error.message}`);
                return { head: '', status: 200 };
              });
              html = html.replace('<!--app-head-->', () => `${page.head}${giveWay}`);
              status = page.status;
            }
            html = await server.transformIndexHtml(`/${file}`, html, request.originalUrl);
            response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
            response.end(request.method === 'HEAD' ? undefined : html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
