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
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ContentPluginApi } from '../src/content/plugin/plugin';
import { makeAccessKeys, type ExportedAccessKeys } from './accessToken.mjs';
import { freePort, startWorker, type LocalWorker } from './localCloudflare.mjs';

const assets = '.wrangler/dev-assets';
const persistTo = '.wrangler/state';
const emailsDir = '.wrangler/emails';
/**
 * The dev server that runs the Worker says so here: `npm run cms` started beside `npm run dev`
 * (or a second `npm run dev`) uses that Worker instead of starting a second one on the same
 * local D1 and R2 files, which two workerd processes cannot share.
 */
const sharedWorkerFile = '.wrangler/dev-worker.json';

interface SharedWorker {
  pid: number;
  port: number;
  /** The Access key pair's public half the Worker trusts, and its private half to sign with. */
  access: ExportedAccessKeys;
}

function runningWorker(): SharedWorker | undefined {
  if (!existsSync(sharedWorkerFile)) return undefined;
  try {
    const shared = JSON.parse(readFileSync(sharedWorkerFile, 'utf8')) as SharedWorker;
    if (shared.pid === process.pid) return undefined;
    process.kill(shared.pid, 0);
    return shared;
  } catch {
    // Its dev server has stopped (or the file is unreadable): this one runs the Worker.
    return undefined;
  }
}

function writeDataFiles(files: Record<string, unknown>) {
  rmSync(assets, { recursive: true, force: true });
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(assets, path)), { recursive: true });
    writeFileSync(join(assets, path), JSON.stringify(data));
  }
}

/** Colour on a terminal only, as Vite's own lines (NO_COLOR turns it off). */
const paint = (code: number, text: string) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[${code}m${text}\x1b[0m` : text);

/** The dev server's first lines: where the site, the editor, the inbox, the Worker and its messages are. */
function printAddresses(server: ViteDevServer, workerUrl: string, shared: SharedWorker | undefined) {
  const { logger } = server.config;
  const site = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  const line = (label: string, value: string) => logger.info(`  ${paint(32, '➜')}  ${paint(1, label.padEnd(9))} ${value}`);
  line('Editor:', `${site}/admin/  (« Travailler avec un dépôt local », this checkout's content/)`);
  line('Inbox:', `${site}/admin/candidatures  (signed in as ${process.env.INBOX_DEV_EMAIL || 'equipe@example.com'})`);
  line('Worker:', `${workerUrl}  (/api/*${shared ? `, shared with the dev server of process ${shared.pid}` : ''})`);
  line('Messages:', `D1 and R2 in ${relative(process.cwd(), persistTo) || persistTo}/ (npm run messages lists them), e-mails in ${emailsDir}/`);
}

export function workerDevPlugin(): Plugin {
  let port = 0;
  let shared: SharedWorker | undefined;
  let access = makeAccessKeys();
  let worker: Promise<LocalWorker> | undefined;
  return {
    name: 'site-worker-dev',
    apply: 'serve',
    async config() {
      if (process.env.VITEST) return;
      shared = runningWorker();
      if (shared) {
        port = shared.port;
        access = makeAccessKeys({ keys: shared.access });
      } else {
        port = Number(process.env.WORKER_PORT) || (await freePort());
      }
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
      const workerUrl = `http://127.0.0.1:${port}`;
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        printAddresses(server, workerUrl, shared);
      };
      // Another dev server of this checkout runs the Worker and writes its data files.
      if (shared) return;

      mkdirSync(dirname(sharedWorkerFile), { recursive: true });
      writeFileSync(sharedWorkerFile, JSON.stringify({ pid: process.pid, port, access: access.exported } satisfies SharedWorker));
      const forget = () => {
        if (runningWorkerFileIsOurs()) rmSync(sharedWorkerFile, { force: true });
      };
      process.once('exit', forget);

      const content = server.config.plugins.find((plugin) => plugin.name === 'content')?.api as ContentPluginApi;
      writeDataFiles(content.dataFiles());
      worker = startWorker({ assets, port, persistTo, emailsDir, vars: access.vars, watch: true, onEmail: (file) => server.config.logger.info(`  ✉  E-mail to the firm: ${file}`) });
      worker.then(
        () => server.config.logger.info(`  ${paint(32, '✓')}  The Worker is ready: a message sent from /contact lands in the local D1.`),
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
      server.httpServer?.once('close', () => {
        forget();
        void worker?.then((running) => running.close()).catch(() => {});
      });
    },
  };
}

function runningWorkerFileIsOurs() {
  try {
    return (JSON.parse(readFileSync(sharedWorkerFile, 'utf8')) as SharedWorker).pid === process.pid;
  } catch {
    return false;
  }
}
