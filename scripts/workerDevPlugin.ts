/**
 * `npm run dev` (and `npm run cms`) run the site's Worker beside Vite, in workerd: /api/* is
 * proxied to it, so a message sent from the dev server really lands in the local D1 and R2 and
 * its e-mail in .wrangler/emails/. The Worker reads the data files (offers, form messages,
 * retention) from .wrangler/dev-assets/, written from the content as it changes.
 *
 * The inbox (/admin/candidatures/) sits behind Cloudflare Access once deployed: Access signs each
 * request at the edge. Here the dev server plays Access: it makes a key pair, gives the Worker its
 * public half (ACCESS_JWKS), and signs each /api/inbox request as INBOX_DEV_EMAIL
 * (equipe@example.com unless set). The Worker checks that token exactly as it checks Access's.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { ContentPluginApi } from '../src/content/plugin/plugin';
import { makeAccessKeys } from './accessToken.mjs';
import { freePort, startWorker, type LocalWorker } from './worker.mjs';

const assets = '.wrangler/dev-assets';

function writeDataFiles(files: Record<string, unknown>) {
  rmSync(assets, { recursive: true, force: true });
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(assets, path)), { recursive: true });
    writeFileSync(join(assets, path), JSON.stringify(data));
  }
}

export function workerDevPlugin(): Plugin {
  let port = 0;
  const access = makeAccessKeys();
  let worker: Promise<LocalWorker> | undefined;
  return {
    name: 'site-worker-dev',
    apply: 'serve',
    async config() {
      if (process.env.VITEST) return;
      port = Number(process.env.WORKER_PORT) || (await freePort());
      const email = process.env.INBOX_DEV_EMAIL || 'equipe@example.com';
      return {
        server: {
          proxy: {
            '/api': {
              target: `http://127.0.0.1:${port}`,
              configure: (proxy) => {
                proxy.on('proxyReq', (request, incoming) => {
                  if (incoming.url?.startsWith('/api/inbox')) request.setHeader('Cf-Access-Jwt-Assertion', access.token({ email }));
                });
              },
            },
          },
        },
      };
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      // As the host does (it drops a trailing slash): /admin and /admin/candidatures are the
      // editor's and the inbox's pages, not the site's fallback.
      server.middlewares.use((request, _response, next) => {
        const [path, query] = (request.url ?? '').split(/\?(.*)/s);
        if (path === '/admin' || path === '/admin/candidatures') request.url = `${path}/${query ? `?${query}` : ''}`;
        next();
      });
      const content = server.config.plugins.find((plugin) => plugin.name === 'content')?.api as ContentPluginApi;
      writeDataFiles(content.dataFiles());
      worker = startWorker({ assets, port, vars: access.vars, watch: true, onEmail: (file) => server.config.logger.info(`  ✉  E-mail to the firm: ${file}`) });
      worker.then(
        (running) => server.config.logger.info(`  ➜  Worker (/api/*, D1 and R2 in ${running.persistTo}): ${running.url}`),
        (error: Error) => server.config.logger.error(`The site's Worker did not start: /api/messages will not answer.\n${error.message}`),
      );
      let pending: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!file.includes('/content/')) return;
        clearTimeout(pending);
        pending = setTimeout(() => {
          try {
            writeDataFiles(content.dataFiles());
            void worker?.then((running) => running.reload());
          } catch {
            // Broken content: the overlay says why; the Worker keeps the last good data.
          }
        }, 200);
      });
      server.httpServer?.once('close', () => void worker?.then((running) => running.close()).catch(() => {}));
    },
  };
}
