// `npm test`: every check of the project, as one command, on 2 cores (docs/testing.md, « What
// `npm test` runs »):
//
//   1. two jobs at a time: the three builds (dist/, dist-simulated/, dist-endpoint/, each with its
//      own server build), the type checks and the import rules, and the Worker's tests (in workerd;
//      they read dist/, so they start once `build` has passed, on the first lane free then: the
//      longest job of the stage, it starts before the two other builds). A build leaves a core
//      idle a third of the time (measured with vmstat): the other job fills it;
//   2. then, one after the other, the unit tests with coverage (project `unit`) and the browser and
//      build checks (project `build`, two files at a time). Each keeps both cores busy: the unit
//      tests on one worker beside the browser checks took 475 s in all, against 430 s one after the
//      other (2026-11-27).
//
// Each job says how long it took. The jobs of the first stage print their output whole when they
// end; the others as it comes. The command stops after the first stage that fails and says which job.
//
// `npm run test:quick` (`--quick`), for the inner loop: the type checks and import rules, the unit
// tests (no coverage) and the Worker's tests; no build and no browser. The Worker's tests read the
// last build's dist/ (what ships): on a checkout with none, the site (not the editor) is built
// first, beside the type checks, and said so.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const env = { ...process.env, SITE_TODAY: '2026-11-23' };

/** A job: a name and a shell command, run from the repository's root (npm sets the cwd). */
const job = (name, command) => ({ name, command });

const checks = job('types and imports', 'tsc --noEmit -p . && tsc --noEmit -p worker && tsc --noEmit -p tsconfig.sw.json && npm run --silent deps');
const builds = [
  job('build', 'npm run --silent build'),
  job('build:simulated', 'npm run --silent build:simulated'),
  job('build:endpoint', 'npm run --silent build:endpoint'),
];
const unit = job('unit tests', 'vitest run --project unit --project unit-isolated --coverage --maxWorkers=2');
const worker = { ...job('Worker tests', 'npm run --silent test:worker'), after: 'build' };
const browser = job('browser and build checks', 'vitest run --project build');
// The set-up and deploy commands (no browser, no dist/): in the first stage, on the lane the builds leave free.
const deploy = job('deploy checks', 'vitest run --project deploy');

const quick = process.argv.includes('--quick');
const failed = [];
const started = Date.now();
// npm puts node_modules/.bin first on the PATH: the `node` devDependency (Node 24 LTS) runs every job.
process.stdout.write(`npm test on Node ${process.version} (${process.execPath})\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a job; `live`, its output as it comes (one job at a time), else whole when it ends. */
function run({ name, command }, { live = false } = {}) {
  return new Promise((resolve) => {
    const begin = Date.now();
    if (live) process.stdout.write(`\n──── ${name} (from ${seconds(begin - started)})\n`);
    const child = spawn(command, { shell: true, env, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      if (!ok) failed.push(name);
      process.stdout.write(`\n──── ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(Date.now() - begin)} (at ${seconds(Date.now() - started)})\n`);
      if (!live) process.stdout.write(Buffer.concat(chunks));
      resolve(ok);
    });
  });
}

/**
 * Runs `jobs` with at most `width` at a time, each free lane taking the first job in the list that
 * can start: a job with `after` starts once that job has ended (and is skipped if it failed), and
 * a lane takes the next job that can start rather than wait for it. When every job left waits on
 * a running one, the lane waits for the next to end.
 */
async function pool(jobs, width) {
  const queue = [...jobs];
  const ends = new Map(jobs.map((next) => [next.name, Promise.withResolvers()]));
  const ended = new Set();
  // A job this pool does not run (test:quick's build, done before) counts as passed.
  const canStart = (next) => !next.after || !ends.has(next.after) || ended.has(next.after);
  const lane = async () => {
    while (queue.length) {
      const index = queue.findIndex(canStart);
      if (index < 0) {
        await Promise.race(queue.map((waiting) => ends.get(waiting.after).promise));
        continue;
      }
      const [next] = queue.splice(index, 1);
      const ready = next.after && ends.has(next.after) ? await ends.get(next.after).promise : true;
      const passed = ready ? await run(next) : false;
      ended.add(next.name);
      ends.get(next.name).resolve(passed);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}

if (quick) {
  if (existsSync('dist/donnees/formulaire.json')) {
    const built = new Date(statSync('dist/donnees/formulaire.json').mtimeMs).toLocaleString('fr-FR', { timeZone: 'Africa/Dakar' });
    process.stdout.write(`The Worker's tests read dist/ as built on ${built} (npm run build to rebuild it).\n`);
  } else {
    process.stdout.write('No dist/ yet: the Worker\'s tests read the built site, so it is built first (without the editor\'s build, which they do not read), beside the type checks.\n');
  }
  // The site's build when there is none, beside the checks; then the Worker's tests beside what is
  // left of them (workerd waits on I/O between files); then the unit tests alone.
  const siteOnly = job('build', 'vite build && vite build --ssr src/entry-server.tsx --outDir dist-ssr && node scripts/prerender.mjs');
  if (!failed.length) await pool(existsSync('dist/donnees/formulaire.json') ? [checks, worker] : [siteOnly, checks, worker], 2);
  if (!failed.length) await run(job('unit tests', 'vitest run --project unit --project unit-isolated --maxWorkers=2'), { live: true });
} else {
  // The Worker's tests, the longest job of the stage, start as soon as `build` has passed, on the
  // first lane free then; the other builds fill the other lane.
  const [build, ...otherBuilds] = builds;
  await pool([build, checks, worker, ...otherBuilds, deploy], 2);
  for (const next of [unit, browser]) {
    if (failed.length) break;
    await run(next, { live: true });
  }
}

process.stdout.write(`\n──── npm ${quick ? 'run test:quick' : 'test'}: ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every job passed'} in ${seconds(Date.now() - started)}\n`);
process.exit(failed.length ? 1 : 0);
