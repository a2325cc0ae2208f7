/**
 * The site's Worker in Vite, with Cloudflare's own plugin (@cloudflare/vite-plugin): workerd, and
 * wrangler.jsonc as it is deployed. Only `vite` (`npm run dev`, `npm run cms`) and `vite preview`
 * (`npm run serve`, `npm run preview`) load it (vite.config.ts): `vite build` never does, so the
 * build is the site's own (dist/, prerendered), not the plugin's (dist/client, a Worker bundle, a
 * generated wrangler.json).
 *
 * What the plugin does. `vite`: the Worker runs inside the dev server, its code through Vite (it
 * reloads when the code changes); /api/* and every other `run_worker_first` path reach it first;
 * its env.ASSETS fetches from Vite (the content plugin serves /donnees/*, made from content/ as it
 * is at that moment; scripts/devPages.ts the pages); D1 and R2 are kept in .wrangler/state/v3,
 * where `npm run messages` reads them; /cdn-cgi/handler/scheduled?cron=… runs a schedule.
 * `vite preview`: dist/ through the Worker and the asset worker (_headers, 404 page, trailing
 * slashes), as `wrangler deploy` uploads them.
 *
 * What it does not do, done here:
 * - the migrations: it applies none (nor does `wrangler dev`). worker/migrations/ is applied to the
 *   local D1 before workerd opens it, so a fresh clone's first message is stored.
 * - Cloudflare Access: nothing plays it locally. The dev server makes a key pair, gives the Worker
 *   its public half (ACCESS_JWKS, through the plugin's `config`) and signs each /api/inbox request
 *   from its own pages as INBOX_DEV_EMAIL (equipe@example.com unless set; scripts/devInboxAccess.ts:
 *   another origin's is refused, and the server answers no CORS); the Worker checks that token as
 *   it checks Access's. The preview, like `wrangler deploy`, has no Access in front: the inbox refuses.
 * - the e-mails: Miniflare writes each one the Worker sends into a temporary folder and logs its
 *   path; it is copied into .wrangler/emails/, where it stays.
 * - one Worker per checkout: each plugin starts its own workerd on .wrangler/state, and two would
 *   write the same SQLite files. The server that runs the Worker says so in .wrangler/dev-worker.json;
 *   a second dev server (`npm run cms` beside `npm run dev`) runs without the plugin and sends
 *   /api/* to the first (which signs the inbox's requests); a preview beside a dev server stops and says why.
 * - the preview's input: the plugin previews its own build's output. This site's build stays as it
 *   is, so the preview gets that shape outside dist/: wrangler's bundle of the Worker (what
 *   `wrangler deploy` uploads) and a wrangler.json pointing to dist/, in .wrangler/preview/, the
 *   preview's Vite root (its .wrangler/deploy/config.json, which the plugin reads, would make
 *   `wrangler deploy` use it too if it were at the checkout's root).
 * - the first lines: where the site, the editor, the inbox, the Worker and the messages are.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'jsonc-parser';
import type { Logger, Plugin, PluginOption, PreviewServer, UserConfig, ViteDevServer } from 'vite';
import { makeAccessKeys } from './accessToken.mjs';
import { signInbox } from './devInboxAccess.ts';
import { applyMigrations, bundleWorker } from './localCloudflare.mjs';

const state = '.wrangler/state';
const emailsDir = '.wrangler/emails';
const previewDir = '.wrangler/preview';
const lockFile = '.wrangler/dev-worker.json';

/** Who runs the checkout's Worker: a dev server (with its address once it listens), or a preview. */
interface WorkerLock {
  pid: number;
  kind: 'dev' | 'preview';
  url?: string;
}

const readLock = (): WorkerLock | undefined => {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as WorkerLock;
  } catch {
    return undefined;
  }
};

/** Another process of this checkout that runs the Worker now, if any. */
function otherWorker(): WorkerLock | undefined {
  const lock = readLock();
  if (!lock || lock.pid === process.pid) return undefined;
  try {
    process.kill(lock.pid, 0);
    return lock;
  } catch {
    // It has stopped: this process runs the Worker.
    return undefined;
  }
}

/**
 * Claims the Worker for this process, unless another one that runs claimed it first (false): the
 * file is created only if absent, so of two servers started at once, one runs the Worker.
 */
function claimWorker(lock: Omit<WorkerLock, 'pid'>): boolean {
  mkdirSync('.wrangler', { recursive: true });
  const ours = readLock()?.pid === process.pid;
  if (!ours && !otherWorker()) rmSync(lockFile, { force: true });
  try {
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, ...lock } satisfies WorkerLock), { flag: ours ? 'w' : 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function releaseWorker() {
  if (readLock()?.pid === process.pid) rmSync(lockFile, { force: true });
}
process.once('exit', releaseWorker);

/** worker/migrations/ applied to the local D1, before workerd opens it (wrangler's own command, as `npm run deploy` applies them remotely). */
function migrate() {
  try {
    applyMigrations(state);
  } catch (error) {
    const { stderr, message } = error as Error & { stderr?: Buffer };
    throw new Error(`The local D1 in ${state}/ could not be migrated (wrangler d1 migrations apply DB --local):\n${stderr?.toString().trim() || message}`);
  }
}

/** No account and no network: no telemetry, and no fetch of Cloudflare's request metadata (`request.cf`). */
function offline() {
  process.env.WRANGLER_SEND_METRICS ??= 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
}

/** Colour on a terminal only, as Vite's own lines (NO_COLOR turns it off). */
const paint = (code: number, text: string) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[${code}m${text}\x1b[0m` : text);
const line = (logger: Logger, label: string, value: string) => logger.info(`  ${paint(32, '➜')}  ${paint(1, label.padEnd(9))} ${value}`);
const messagesLine = `D1 and R2 in ${state}/ (npm run messages lists them), e-mails in ${emailsDir}/`;

/** After Vite's own lines (Local, Network), where the editor, the inbox, the Worker and the messages are. */
function announce(server: ViteDevServer | PreviewServer, lines: (site: string) => [string, string][], after?: string) {
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    const site = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    for (const [label, value] of lines(site)) line(server.config.logger, label, value);
    if (after) server.config.logger.info(after);
  };
}

/** Each e-mail the Worker sends, copied out of Miniflare's temporary folder (it logs the path) into .wrangler/emails/. */
function keepEmails(logger: Logger) {
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    info(message, options);
    for (const [path] of message.matchAll(/\S+\.eml\b/g)) {
      if (!existsSync(path)) continue;
      mkdirSync(emailsDir, { recursive: true });
      const kept = join(emailsDir, basename(path));
      copyFileSync(path, kept);
      info(`  ✉  E-mail to the firm: ${kept}`);
    }
  };
}

/** Whom the dev server signs the inbox's requests as. */
const inboxUser = () => process.env.INBOX_DEV_EMAIL || 'equipe@example.com';

const devLines = (worker: string) => (site: string): [string, string][] => [
  ['Editor:', `${site}/admin  (« Travailler avec un dépôt local », this checkout's content/)`],
  ['Inbox:', `${site}/admin/candidatures  (signed in as ${inboxUser()})`],
  ['Worker:', worker],
  ['Messages:', messagesLine],
];

/** The address another dev server of this checkout reaches this one at. */
function listeningUrl(server: ViteDevServer): string {
  const { address, port } = server.httpServer!.address() as AddressInfo;
  const host = address === '::' || address === '0.0.0.0' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/**
 * `npm run dev` and `npm run cms`: the Cloudflare plugin with what it lacks, or, beside another dev
 * server of this checkout that runs the Worker, a plugin that sends /api/* to it.
 */
export async function cloudflareDev(): Promise<PluginOption[]> {
  offline();
  // A restart of this dev server (its configuration changed) keeps the Worker's state as it is.
  const restart = readLock()?.pid === process.pid;
  for (let waited = 0; !claimWorker({ kind: 'dev' }); waited += 250) {
    const other = otherWorker();
    if (other?.kind === 'preview') {
      throw new Error(
        `vite preview (process ${other.pid}, npm run serve or npm run preview) runs the site's Worker on ${state}/: two workerd processes must not write the same local D1 and R2 files. Stop it, then start the dev server again.`,
      );
    }
    if (other?.url) return [sharedWorker(other as Required<WorkerLock>)];
    // That dev server is starting: its address comes once it listens.
    if (other && waited >= 60_000) throw new Error(`The dev server of process ${other.pid} runs the site's Worker but has not said its address in a minute: stop it, then start this one again.`);
    await sleep(250);
  }
  if (!restart) migrate();
  const access = makeAccessKeys();
  const { cloudflare } = await import('@cloudflare/vite-plugin');
  return [
    {
      name: 'site-worker-dev',
      apply: 'serve',
      // The Worker reads its data files from https://assets.invalid/donnees/… (worker/siteData.ts);
      // its env.ASSETS is this dev server, whose host check would refuse that name (403). No CORS:
      // Vite's default lets any localhost origin read its answers, /api/inbox's signed ones included.
      config: () => ({ server: { allowedHosts: ['assets.invalid'], cors: false } }),
      configResolved: (config) => keepEmails(config.logger),
      configureServer(server) {
        // Before the Cloudflare plugin's own middleware (this plugin comes first), which hands /api/* to the Worker.
        server.middlewares.use(signInbox(access, inboxUser));
        const worker = 'in this dev server (workerd, wrangler.jsonc): /api/* and the pages; a schedule: /cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*';
        announce(server, devLines(worker), `  ${paint(32, '✓')}  The Worker is ready: a message sent from /contact lands in the local D1.`);
        server.httpServer?.once('listening', () => void claimWorker({ kind: 'dev', url: listeningUrl(server) }));
        server.httpServer?.once('close', releaseWorker);
      },
    },
    cloudflare({
      persistState: { path: state },
      // No debugger port: the other checkouts' dev servers on this machine would compete for 9229.
      inspectorPort: false,
      // No Cloudflare account: every binding is local.
      remoteBindings: false,
      config: { vars: access.vars },
    }),
  ];
}

/** A second dev server of this checkout: the first one's Worker answers its /api/* (and signs the inbox's requests). */
function sharedWorker(other: Required<WorkerLock>): Plugin {
  return {
    name: 'site-worker-shared',
    apply: 'serve',
    config: () => ({
      // No CORS (the first server's Worker signs what this one forwards); the proxy keeps the
      // request's Host and Origin, which the first server's signing compares.
      server: { cors: false, proxy: { '/api': { target: other.url } } },
      // Its own pre-bundled dependencies: the first server's configuration has the Cloudflare
      // plugin, and one folder for both would be rebuilt under the other at each start.
      cacheDir: 'node_modules/.vite/beside-the-worker',
    }),
    configureServer(server) {
      announce(server, devLines(`shared with the dev server of process ${other.pid} (${other.url}): /api/* goes to its Worker`));
    },
  };
}

/**
 * `vite preview`: dist/ through the Worker, with the Cloudflare plugin; the Vite configuration of
 * the preview (vite.config.ts returns it as is).
 */
export async function cloudflarePreview(): Promise<UserConfig> {
  offline();
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (`npm run serve` builds, then previews).');
  if (!claimWorker({ kind: 'preview' })) {
    const other = otherWorker();
    throw new Error(
      `${other?.kind === 'preview' ? 'vite preview' : 'A dev server'} (process ${other?.pid}) runs the site's Worker on ${state}/: two workerd processes must not write the same local D1 and R2 files. Stop it, then start the preview again.`,
    );
  }
  migrate();
  writePreviewInput();
  const { cloudflare } = await import('@cloudflare/vite-plugin');
  return {
    root: previewDir,
    build: { outDir: resolve('dist') },
    // Its answers are the Worker's and the asset worker's alone: none of Vite's CORS headers.
    preview: { host: '127.0.0.1', port: 4173, cors: false },
    plugins: [
      {
        name: 'site-worker-preview',
        configResolved: (config) => keepEmails(config.logger),
        configurePreviewServer(server) {
          announce(server, () => [
            ['Worker:', 'dist/ through the Worker and the asset worker (workerd, wrangler.jsonc, _headers), as deployed; no Access in front of the inbox'],
            ['Messages:', messagesLine],
          ]);
          server.httpServer.once('close', releaseWorker);
        },
      },
      cloudflare({ persistState: { path: resolve(state) }, inspectorPort: false, remoteBindings: false }),
    ],
  };
}

/**
 * What the plugin previews, as its own build would have written it: the Worker as `wrangler deploy`
 * bundles it, and a wrangler.json (wrangler.jsonc with its paths from .wrangler/preview/) that names
 * it and dist/; and .wrangler/deploy/config.json, which points the plugin to that file.
 */
function writePreviewInput() {
  const root = resolve(previewDir);
  const { script } = bundleWorker(join(root, 'worker'));
  const from = (path: string) => relative(root, resolve(path));
  const { $schema: _schema, ...config } = parse(readFileSync('wrangler.jsonc', 'utf8')) as Record<string, any>;
  const built = {
    ...config,
    main: relative(root, script),
    no_bundle: true,
    rules: [{ type: 'ESModule', globs: ['**/*.js'] }],
    assets: { ...config.assets, directory: from(config.assets.directory) },
    d1_databases: config.d1_databases.map((database: { migrations_dir: string }) => ({ ...database, migrations_dir: from(database.migrations_dir) })),
  };
  writeFileSync(join(root, 'wrangler.json'), JSON.stringify(built, null, 2));
  mkdirSync(join(root, '.wrangler/deploy'), { recursive: true });
  writeFileSync(join(root, '.wrangler/deploy/config.json'), JSON.stringify({ configPath: '../../wrangler.json', auxiliaryWorkers: [] }));
}
