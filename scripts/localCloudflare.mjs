// The site's Worker in workerd, locally, as Cloudflare runs it (wrangler.jsonc): a built folder
// served by the asset worker (with its _headers, 404.html and trailing-slash handling), /api/* by
// worker/index.ts, and D1, R2 and e-mail as local files. Used by the browser tests
// (tests/browser/harness.ts: one host per test file, on its own copy of a migrated D1, with raised
// rate limits) and `npm run bench:worker`; its migrations and bundle by `npm run dev` and
// `vite preview` too (scripts/cloudflareVite.ts), which run the Worker with Cloudflare's Vite plugin.
//
// Why Miniflare and not `wrangler dev`: `wrangler dev` puts a second workerd (its ProxyWorker, made
// for live reload) in front of the Worker, and under load that hop sometimes dropped a request,
// which then never got an answer (cloudflare/workers-sdk#14641, #15317). Here Chromium talks to
// the one workerd that runs the asset worker and the Worker. The options are wrangler's own
// (unstable_getMiniflareWorkerOptions reads wrangler.jsonc, as `wrangler dev` does) and the script
// is the bundle `wrangler deploy` would upload (--dry-run), so what runs here is what ships.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
// No account, no network: no telemetry, and no fetch of Cloudflare's request metadata.
const offline = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_UPDATE_NOTIFIER: '1' };

/** The local database's tables: the repository's migrations (worker/migrations/), applied to `persistTo`. */
export function applyMigrations(persistTo) {
  execFileSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], { cwd: root, env: offline, stdio: 'pipe' });
}

/** Copies the local state (a migrated template) into a new folder. */
export function copyState(from, to) {
  cpSync(from, to, { recursive: true });
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Bundles worker/index.ts as `wrangler deploy` does, into `outdir`. Returns the script's path and
 * the repository files it was made from (to watch them).
 */
export function bundleWorker(outdir = mkdtempSync(join(tmpdir(), 'sunu-rh-bundle-'))) {
  rmSync(outdir, { recursive: true, force: true });
  const metafile = join(outdir, 'meta.json');
  // The bundle does not depend on the assets, but wrangler refuses to make it when
  // wrangler.jsonc's assets.directory (dist/) does not exist yet, as on a fresh clone before any
  // build: it is given an empty folder of its own instead (and reads no file from dist/).
  const noAssets = mkdtempSync(join(tmpdir(), 'sunu-rh-no-assets-'));
  try {
    execFileSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', outdir, '--metafile', metafile, '--assets', noAssets], { cwd: root, env: offline, stdio: 'pipe' });
  } catch (error) {
    throw new Error(`The Worker does not build (wrangler deploy --dry-run):\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  } finally {
    rmSync(noAssets, { recursive: true, force: true });
  }
  const inputs = Object.keys(JSON.parse(readFileSync(metafile, 'utf8')).inputs)
    .filter((input) => !input.includes('node_modules'))
    .map((input) => resolve(root, input));
  return { script: join(outdir, 'index.js'), inputs };
}

/**
 * Starts the Worker and its assets on `assets` (a built folder). Each e-mail the Worker sends is
 * copied from workerd's temporary folder into `emailsDir` (.eml), where it stays after the Worker
 * stops. `vars` overrides wrangler.jsonc's (the tests raise the rate limit). `script` is a bundle
 * from bundleWorker() (made here when absent). `reload()` reads the assets again after the caller
 * changed them, or rebuilds the Worker first.
 */
export async function startWorker({
  assets = 'dist',
  port,
  persistTo = '.wrangler/state',
  emailsDir = '.wrangler/emails',
  vars = {},
  migrate = true,
  quiet = true,
  onEmail,
  script,
} = {}) {
  // Loaded here, not on import: vite.config.ts imports this file (through scripts/cloudflareVite.ts)
  // for every build, and wrangler alone takes a second to load.
  const [{ Log, LogLevel, Miniflare, convertV4MiniflareOptions }, { unstable_getMiniflareWorkerOptions }] = await Promise.all([import('miniflare'), import('wrangler')]);
  const listen = port ?? (await freePort());
  const state = resolve(root, persistTo);
  const mailbox = resolve(root, emailsDir);
  const directory = resolve(root, assets);
  mkdirSync(mailbox, { recursive: true });
  if (migrate) applyMigrations(state);
  let bundle = script ? { script: resolve(root, script), inputs: [] } : bundleWorker();

  const emails = [];
  let output = '';
  const write = (text) => {
    output += text;
    for (const [path] of text.matchAll(/\S+\.eml/g)) {
      if (!existsSync(path)) continue;
      const kept = join(mailbox, basename(path));
      copyFileSync(path, kept);
      emails.push(kept);
      onEmail?.(kept);
    }
    if (!quiet) process.stdout.write(text);
  };
  /** Miniflare's log, kept as text: the tests print it when a page times out. */
  class KeptLog extends Log {
    log(message) {
      write(`${message}\n`);
    }
  }

  // wrangler describes the Worker in Miniflare 4's shape; Miniflare 5 converts it to its own.
  const options = () => {
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.jsonc'), undefined, { overrides: { assets: { directory } } });
    // The script is wrangler's bundle, one module: no rules to find others (Miniflare 5 refuses them).
    delete workerOptions.modulesRules;
    return convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: listen,
      log: new KeptLog(LogLevel.INFO, { prefix: 'worker' }),
      logRequests: true,
      // /cdn-cgi/handler/scheduled runs the crons by hand, as `wrangler dev --test-scheduled` does.
      unsafeTriggerHandlers: true,
      resourcePersistencePath: join(state, 'v3'),
      cf: false,
      handleStructuredLogs: ({ level, message }) => write(`[worker:${level}] ${message}\n`),
      workers: [
        {
          name: 'sunu-rh-conseil',
          ...workerOptions,
          bindings: { ...workerOptions.bindings, ...vars },
          modules: true,
          scriptPath: bundle.script,
          modulesRoot: dirname(bundle.script),
        },
      ],
    });
  };

  const miniflare = new Miniflare(options());
  let url;
  try {
    url = (await miniflare.ready).origin;
  } catch (error) {
    await miniflare.dispose().catch(() => {});
    throw new Error(`The local Worker did not start: ${error.message}\n${output}`);
  }

  // Reads the assets again (a data file was added), or rebuilds the Worker first.
  const reload = async ({ rebuild = false } = {}) => {
    try {
      if (rebuild) bundle = bundleWorker(dirname(bundle.script));
      await miniflare.setOptions(options());
      if (rebuild) write('The Worker was rebuilt.\n');
    } catch (error) {
      write(`${error.message}\nThe Worker keeps its last good version.\n`);
    }
  };

  return {
    url,
    persistTo: state,
    /** The .eml files sent so far, in order. */
    emails,
    output: () => output,
    /** The Worker's own D1 and R2 (bindings DB and CVS), read through Miniflare: no wrangler process. */
    d1: () => miniflare.getD1Database('DB'),
    r2: () => miniflare.getR2Bucket('CVS'),
    reload,
    close: async () => {
      await miniflare.dispose();
      if (!script) rmSync(dirname(bundle.script), { recursive: true, force: true });
    },
  };
}
