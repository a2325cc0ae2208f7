import { execSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyMigrations } from '../../scripts/localCloudflare.mjs';

export const chromiumPath = '/usr/bin/chromium';
/** Local D1 state with the repository's migrations applied, copied by each host (harness.ts). */
export const migratedState = resolve('.wrangler/test-template');
/** The Worker as `wrangler deploy` would upload it, bundled once for every host of the run. */
export const workerBundle = resolve('.wrangler/test-bundle');

/**
 * The browser and build checks need Debian's Chromium and a built dist/. Install Chromium when
 * it is missing and we are root (CI, fresh machines); otherwise stop with a message saying how.
 */
export default async function setup() {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`.');
  }
  rmSync(migratedState, { recursive: true, force: true });
  // The Worker's bundle in a process of its own while the migrations apply: each is a wrangler
  // process that leaves the other core idle, and no test file starts before both are done.
  const bundled = bundleWorkerBeside(workerBundle);
  applyMigrations(migratedState);
  await bundled;
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', { stdio: 'inherit' });
    if (existsSync(chromiumPath)) return;
  }
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
}

/** `bundleWorker(outdir)` (scripts/localCloudflare.mjs) in a child Node process; rejects with its output if it fails. */
function bundleWorkerBeside(outdir: string): Promise<void> {
  const script = `import(${JSON.stringify(pathToFileURL(resolve('scripts/localCloudflare.mjs')).href)}).then(({ bundleWorker }) => bundleWorker(process.argv[1]))`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-e', script, outdir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`The Worker's bundle failed (exit ${code}):\n${output}`))));
  });
}
