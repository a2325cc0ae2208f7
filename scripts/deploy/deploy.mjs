// `npm run deploy` (docs/deploy.md, « 9. The first deploy »), in four steps, stopping at the first
// that fails and naming it:
//
//   1. the preflight (scripts/deploy/preflight.mjs): refuses while a placeholder remains, before
//      any call to Cloudflare; `--staging` lets the legal values « À compléter » through, and only them;
//      then the working tree: uncommitted changes (modified, added or untracked files git does not
//      ignore) are refused, since what would go live would be no commit and the next run of the
//      workflow would deploy something else; `--allow-uncommitted` deploys them on purpose, listed
//      (the workflow's checkout is clean);
//   2. npm run build, with CMS_GITHUB_REPO set to the editor's repository the preflight resolved
//      (and SITE_STAGING=oui with --staging: the Worker's watchdog counts the days in staging);
//   3. wrangler d1 migrations apply <binding> --remote (before the new Worker: docs/deploy.md,
//      « After a change to the database's schema »);
//   4. wrangler deploy: the Worker with its settings (wrangler.jsonc `vars`: every setting lives in
//      the repository, no `keep_vars`; secrets set with `wrangler secret put` are kept), its assets,
//      its schedules and its custom domains.
//
//   npm run deploy [-- --staging] [--allow-uncommitted] [--dir <folder>] [--prebuilt <built folder>]
//
// --dir deploys another copy of the repository (wrangler reads its wrangler.jsonc). --prebuilt is a
// testing aid: it skips step 2 and uploads that folder (wrangler's --assets) instead; every check
// of step 1 still runs, and nothing else changes.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exitWith, parseArgs, readConfig, StepError, UsageError, workDir, wranglerStep } from './common.mjs';
import { formatPreflight, preflight } from './preflight.mjs';

function npmRunBuild(dir, env) {
  // Under `npm run`, npm_execpath is npm's own script: the same npm runs the build.
  const [command, args] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, 'run', 'build']] : ['npm', ['run', 'build']];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: dir, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise(code ?? 1));
  });
}

/**
 * `git status --porcelain` of the folder: one line per uncommitted change (modified, added, deleted,
 * or untracked and not ignored); undefined when the folder is not a git checkout.
 */
export function uncommittedChanges(dir) {
  try {
    return execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=all'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .split('\n')
      .filter((line) => line.trim());
  } catch {
    return undefined;
  }
}

/** Refuses uncommitted changes unless `allow`; returns the line to print when they are deployed on purpose. */
function workingTreeCheck(dir, allow) {
  const changes = uncommittedChanges(dir);
  const shown = (list) => [...list.slice(0, 10).map((line) => `    ${line}`), ...(list.length > 10 ? [`    … and ${list.length - 10} more`] : [])];
  if (changes === undefined) {
    if (allow) return `⚠ ${dir} is not a git checkout: deployed as it is (--allow-uncommitted).`;
    throw new UsageError(
      `${dir} is not a git checkout: what would go live could not be matched with a commit. Deploy from a clone of the repository, or pass --allow-uncommitted to deploy it as it is, on purpose.`,
    );
  }
  if (!changes.length) return undefined;
  if (allow) {
    return [
      `⚠ Deploying ${changes.length} uncommitted change(s) on purpose (--allow-uncommitted); the next run of the workflow deploys main as committed and replaces them:`,
      ...shown(changes),
    ].join('\n');
  }
  throw new UsageError(
    [
      `The working tree has ${changes.length} uncommitted change(s): what would go live is no commit, and the next run of the workflow (every push, every night) would deploy something else. Nothing was built nor sent to Cloudflare.`,
      ...shown(changes),
      '  Commit them (and push) or stash them, then deploy again; or, to deploy them as they are on purpose (a test that the next run will undo): npm run deploy -- --allow-uncommitted',
    ].join('\n'),
  );
}

export async function deploy(argv = process.argv.slice(2)) {
  const args = parseArgs(argv, { flags: ['dir', 'prebuilt'], switches: ['staging', 'allow-uncommitted'] });
  const dir = workDir(args.dir);
  const step = (number, text) => console.log(`\n── ${number}/4 ${text}`);

  step(1, `preflight${args.staging ? ' (--staging)' : ''}`);
  const checked = await preflight({ dir, staging: args.staging });
  console.log(formatPreflight(checked));
  if (!checked.ok) throw new StepError('Step 1/4, the preflight,', `${checked.problems.length} placeholder(s) or missing value(s) above; nothing was built nor sent to Cloudflare.`);
  const uncommitted = workingTreeCheck(dir, args['allow-uncommitted']);
  if (uncommitted) console.log(uncommitted);

  const prebuilt = args.prebuilt && resolve(args.prebuilt);
  if (prebuilt) {
    if (!existsSync(join(prebuilt, 'index.html'))) throw new UsageError(`--prebuilt ${args.prebuilt}: no index.html there (a folder made by npm run build).`);
    step(2, `build: skipped, --prebuilt ${args.prebuilt} (a testing aid)`);
  } else {
    step(2, `npm run build (CMS_GITHUB_REPO=${checked.editorRepository})`);
    // SITE_STAGING: the build says it is a staging deploy (donnees/construction.json), and the
    // Worker's watchdog counts the days the site stays so (worker/watchdog.ts).
    const code = await npmRunBuild(dir, { ...process.env, CMS_GITHUB_REPO: checked.editorRepository, SITE_STAGING: args.staging ? 'oui' : '' });
    if (code !== 0) throw new StepError('Step 2/4, npm run build,', `exit code ${code}; nothing was sent to Cloudflare.`);
  }

  const binding = readConfig(dir).config.d1_databases?.[0]?.binding ?? 'DB';
  step(3, `wrangler d1 migrations apply ${binding} --remote`);
  await wranglerStep(`Step 3/4, wrangler d1 migrations apply ${binding} --remote,`, ['d1', 'migrations', 'apply', binding, '--remote'], { dir, capture: false });

  step(4, 'wrangler deploy');
  // On a terminal wrangler may ask (a custom domain already used by another Worker): it can.
  await wranglerStep('Step 4/4, wrangler deploy,', ['deploy', ...(prebuilt ? ['--assets', prebuilt] : [])], { dir, capture: false, input: 'inherit' });
  console.log('\n✔ Deployed. Check the live site: npm run check:live (docs/deploy.md, « 10. The live check »).');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  deploy().catch(exitWith);
}
