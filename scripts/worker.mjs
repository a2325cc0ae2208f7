// The site's Worker in workerd, locally, as Cloudflare runs it (wrangler.jsonc): a built folder
// served by the asset worker (with its _headers, 404.html and trailing-slash handling), /api/* by
// worker/index.ts, and D1, R2 and e-mail as local files. Used by `npm run dev` (vite.config.ts),
// `npm run serve` (below) and the browser tests (tests/browser/harness.ts).
//
//   node scripts/worker.mjs [port]   serves dist/ at http://127.0.0.1:4173, state in .wrangler/state
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join, resolve } from 'node:path';
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
 * Starts `wrangler dev` on `assets` (a built folder). Each e-mail the Worker sends is copied from
 * workerd's temporary folder into `emailsDir` (.eml), where it stays after the Worker stops.
 * `vars` overrides wrangler.jsonc's (the tests raise the rate limit). Resolves once it answers.
 */
export async function startWorker({ assets = 'dist', port, persistTo = '.wrangler/state', emailsDir = '.wrangler/emails', vars = {}, migrate = true, quiet = true, onEmail } = {}) {
  const listen = port ?? (await freePort());
  // Each wrangler opens a debugger port too (9229 by default): several Workers at once need their own.
  const inspector = await freePort();
  const state = resolve(root, persistTo);
  const mailbox = resolve(root, emailsDir);
  mkdirSync(mailbox, { recursive: true });
  if (migrate) applyMigrations(state);
  const args = [wrangler, 'dev', '--ip', '127.0.0.1', '--port', String(listen), '--assets', resolve(root, assets), '--persist-to', state, '--inspector-port', String(inspector), '--show-interactive-dev-session=false', '--log-level', 'info'];
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  // Each Worker keeps to itself: wrangler's dev registry (shared by every `wrangler dev` of the
  // machine, all named sunu-rh-conseil here) would have one host reload when another starts or stops.
  const env = { ...offline, WRANGLER_REGISTRY_PATH: join(state, 'registry'), WRANGLER_CI_DISABLE_CONFIG_WATCHING: 'true' };
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const emails = [];
  let output = '';
  const url = `http://127.0.0.1:${listen}`;
  const read = (chunk) => {
    const text = chunk.toString();
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
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  // Ready when the asset worker answers (wrangler prints its address before workerd listens).
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`wrangler dev stopped:\n${output}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (attempt > 600) throw new Error(`wrangler dev did not answer on ${url}:\n${output}`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }
  return {
    url,
    persistTo: state,
    /** The .eml files sent so far, in order. */
    emails,
    output: () => output,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const worker = await startWorker({ port: Number(process.argv[2] ?? 4173), quiet: false, onEmail: (file) => console.log(`E-mail to the firm: ${file}`) });
  console.log(`\nThe production build with its Worker: ${worker.url}\nD1 and R2: ${worker.persistTo}\n`);
}
