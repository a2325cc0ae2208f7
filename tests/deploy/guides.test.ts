/**
 * Every command docs/deploy.md and docs/operations.md give (`npm run …` and `npx wrangler …`, in code
 * blocks and in the text), run as written against the stand-in of Cloudflare's API
 * (cloudflareApi.ts), in one copy of the repository, in the guides' order: the set-up, the preflight,
 * the first deploy, then what operations.md does after go-live (secrets, deployments, rollback, D1
 * Time Travel, export and restore, a CV's file). Each run's exit code and one fact of its output or
 * of the account are checked; the two deploys, more: the first uploads the Worker with the settings
 * of wrangler.jsonc, its schedules and custom domains, after every migration; the second, after
 * three `wrangler secret put`, keeps the secrets and drops a variable set in the dashboard.
 *
 * A command this file does not know fails the test, named: give it a line in `runs` (how to check
 * it) or, when it cannot run here, in `notRunHere` with the reason. Placeholders (<uuid>, « SELECT … »)
 * get a value; `npm run deploy` uploads a three-file site (--prebuilt) instead of building (the build
 * has its own tests). The wrangler runs of each stage go in parallel (about 1–2 CPU-s each).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloudflareApi, type Binding, type Call, type CloudflareApi } from './cloudflareApi';
import { cleanEnv, filledCopy, git, prebuiltSite, repository, runScript, type Run, type SiteCopy } from './siteCopy';

const guides = ['docs/deploy.md', 'docs/operations.md'];
const worker = 'sunu-rh-conseil';
const wranglerBin = join(repository, 'node_modules/wrangler/bin/wrangler.js');

/** The commands of a guide: each line of its code blocks, and each code span of its text, from `npm run` or `npx wrangler` on. */
function guideCommands(markdown: string): string[] {
  const found: string[] = [];
  const add = (text: string) => {
    const command = text.replace(/\s+#.*$/, '').replace(/\s+/g, ' ').trim();
    const start = command.search(/\b(npm run|npx wrangler)(?= |$)/);
    if (start >= 0) found.push(command.slice(start));
  };
  const fence = /^[ \t]*```[^\n]*\n([\s\S]*?)^[ \t]*```[ \t]*$/gm;
  for (const [, block] of markdown.matchAll(fence)) for (const line of block!.split('\n')) add(line);
  for (const [, span] of markdown.replace(fence, '').matchAll(/`([^`]+)`/g)) add(span!);
  return [...new Set(found)];
}

/** A command line into its words (double quotes keep a word whole). */
const words = (command: string) => [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);

/** What cannot run here, and why. */
const notRunHere: [RegExp, string][] = [
  [/^npx wrangler login$/, 'opens a browser to sign in to Cloudflare; the tests use an API token'],
  [/^npm run check:live\b/, 'reads the live site over the network; tests/browser/liveCheck.test.ts runs it against the built site served here'],
  [/^npm run (dev|serve)$/, 'a local server that runs until stopped, not a command against Cloudflare'],
  [/ … |…$/, 'a fragment (« … ») of a command the guide gives in full elsewhere'],
  [/^npm run alert$/, 'named in the text without its flags; the workflow runs it with them (workflow.test.ts runs the alert against a stand-in Worker)'],
  [/^npm run setup:cloudflare$/, 'named in the text without its flags (it would ask for them on a terminal); run here with them, as deploy.md step 3 gives it'],
];

interface Context {
  api: CloudflareApi;
  copy: SiteCopy;
  prebuilt: string;
}
interface Step {
  /** The command as the guide writes it. */
  match: RegExp;
  /** The commands of a stage run together, after every earlier stage. */
  stage: number;
  /**
   * Commands with the same key in a stage run as one: the first, with the flags of the others after
   * its own (the set-up's flags given one at a time in the text: one set-up run instead of one each).
   */
  together?: string;
  /** The words to run instead of the placeholders, and stdin. */
  prepare?: (command: string, context: Context) => { command?: string; input?: string };
  check: (run: Run, context: Context, command: string) => void;
}

const migrations = readdirSync(join(repository, 'worker/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort();
const shippedConfig = parseJsonc(readFileSync(join(repository, 'wrangler.jsonc'), 'utf8'));
/** The calls of the stage under way (a stage's commands run alone or together, never with another stage's). */
const stageCalls = ({ api }: Context) => api.calls.slice(seen.stageFrom);
/** Uploads of the Worker (a script or a version), with their metadata. */
const uploads = (calls: Call[]) => calls.filter((call) => call.parts?.some((part) => part.name === 'metadata'));
const metadataOf = (call: Call) =>
  JSON.parse(call.parts?.find((part) => part.name === 'metadata')?.text ?? '{}') as {
    bindings: Binding[];
    keep_bindings?: string[];
    compatibility_date: string;
    main_module: string;
    assets?: unknown;
  };
/** wrangler.jsonc's `vars` in the copy, as bindings. */
const repositoryVars = ({ copy }: Context) => Object.entries(parseJsonc(copy.read('wrangler.jsonc')).vars as Record<string, string>).map(([name, text]) => ({ name, type: 'plain_text', text }));
const db = (context: Context, name = 'sunu-rh-messages') => context.api.databases.find((candidate) => candidate.name === name)!;
const live = ({ api }: Context) => api.scripts.get(worker)!.deployments.at(-1)!.versions[0]!.version_id;
/** The stand-in's time for the stage that follows the guide's timestamp: what D1 receives then is after it. */
const afterTimestamp = '2026-11-27T09:00:00Z';
const secretValue = (name: string) => `valeur-de-test-${name.toLowerCase()}-0123456789abcdef0123456789`;
/** Facts kept between stages. */
const seen: { stageFrom: number; sqlBeforeTimestamp?: number; deploymentsBefore?: number; previousDeployment?: string; firstVersion?: string } = { stageFrom: 0 };

const runs: Step[] = [
  {
    match: /^npm run setup:cloudflare -- --url https:\/\/www\.sunurh\.sn --mailbox recrutement@sunurh\.sn$/,
    stage: 0,
    together: 'setup',
    check: (run, context) => {
      expect(run.stdout).toContain('D1 database sunu-rh-messages: created');
      expect(parseJsonc(context.copy.read('wrangler.jsonc')).d1_databases[0].database_id).toBe(db(context).uuid);
    },
  },
  {
    // The flags the guides give later, one at a time: in the same run as the first (one set-up run, not three).
    match: /^npm run setup:cloudflare -- --sender site@envoi\.sunurh\.sn$/,
    stage: 0,
    together: 'setup',
    check: (_run, context) => expect(parseJsonc(context.copy.read('wrangler.jsonc')).vars.SENDER_ADDRESS).toBe('site@envoi.sunurh.sn'),
  },
  {
    match: /^npm run setup:cloudflare -- --access-team https:\/\/<team>\.cloudflareaccess\.com --access-aud <AUD tag>$/,
    stage: 0,
    together: 'setup',
    prepare: (command) => ({ command: command.replace('<team>', 'sunu-rh').replace('<AUD tag>', 'abcdef0123456789'.repeat(4)) }),
    check: (_run, context) => expect(parseJsonc(context.copy.read('wrangler.jsonc')).vars).toMatchObject({ ACCESS_TEAM_DOMAIN: 'https://sunu-rh.cloudflareaccess.com', ACCESS_AUD: 'abcdef0123456789'.repeat(4) }),
  },
  { match: /^npm run preflight$/, stage: 3, check: (run) => expect(run.stdout).toContain('✔ Preflight: nothing refused') },
  {
    match: /^npm run deploy$/,
    stage: 3,
    // The migrations, all of them, then the Worker: a new one (PUT) with every setting of
    // wrangler.jsonc and nothing kept from before, its assets, its schedules and its custom domains.
    check: (run, context) => {
      const { api } = context;
      expect(run.stdout).toContain('✔ Deployed.');
      expect(run.stdout).toContain('The editor commits to sunu-rh/site-web (git remote origin).');
      expect(api.scripts.get(worker)?.deployments).toHaveLength(1);
      const calls = stageCalls(context);
      expect(db(context).migrations).toEqual(migrations);
      for (const file of migrations) expect(db(context).sql.some((sql) => sql.includes(readFileSync(join(repository, 'worker/migrations', file), 'utf8').trim()))).toBe(true);
      const lastQuery = calls.findLastIndex((call) => call.path.endsWith('/query'));
      expect(lastQuery).toBeGreaterThanOrEqual(0);
      expect(lastQuery).toBeLessThan(calls.findIndex((call) => call.path.includes('/workers/')));

      const [upload] = uploads(calls);
      expect(`${upload!.method} ${upload!.path}`).toBe(`PUT /accounts/${api.accountId}/workers/scripts/${worker}`);
      const metadata = metadataOf(upload!);
      expect(shippedConfig.keep_vars).toBeUndefined();
      expect(metadata.bindings.filter((binding) => binding.type === 'plain_text')).toEqual(repositoryVars(context));
      expect(metadata.bindings).toEqual(
        expect.arrayContaining([
          { name: 'DB', type: 'd1', id: db(context).uuid },
          { name: 'CVS', type: 'r2_bucket', bucket_name: 'sunu-rh-cv' },
          { name: 'MAILER', type: 'send_email' },
          { name: 'REPLIES', type: 'send_email' },
          { name: 'ASSETS', type: 'assets' },
        ]),
      );
      expect(metadata.keep_bindings ?? []).not.toContain('plain_text');
      expect(metadata.compatibility_date).toBe(shippedConfig.compatibility_date);
      expect(upload!.parts?.find((part) => part.name === metadata.main_module)?.text).toMatch(/scheduled/);
      // The built folder given: its two pages uploaded, its _headers file as the assets' settings.
      expect(api.assets.size).toBe(2);
      expect(JSON.stringify(metadata.assets)).toContain('X-Content-Type-Options: nosniff');

      const schedules = calls.find((call) => call.method === 'PUT' && call.path.endsWith(`/scripts/${worker}/schedules`));
      expect(shippedConfig.triggers.crons).toEqual(['*/10 * * * *', '0 3 * * *']);
      expect(schedules?.body).toEqual([{ cron: '*/10 * * * *' }, { cron: '0 3 * * *' }]);
      expect(calls.indexOf(schedules!)).toBeGreaterThan(calls.indexOf(upload!));
      const domains = calls.find((call) => call.method === 'PUT' && call.path.endsWith(`/scripts/${worker}/domains/records`));
      expect((domains?.body as { origins: { hostname: string }[] }).origins.map(({ hostname }) => hostname)).toEqual(['www.sunurh.sn', 'sunurh.sn']);
      expect(api.domains.map(({ hostname, service }) => [hostname, service])).toEqual([
        ['www.sunurh.sn', worker],
        ['sunurh.sn', worker],
      ]);
    },
  },
  // After go-live (operations.md).
  {
    match: /^npx wrangler d1 migrations list DB --remote$/,
    stage: 4,
    // It lists the migrations not yet applied: after the deploy, none.
    check: (run) => expect(run.stdout).toContain('No migrations to apply'),
  },
  {
    match: /^npx wrangler d1 migrations list --help$/,
    stage: 4,
    // What the guide says of it, in wrangler's words.
    check: (run) => expect(run.stdout).toContain('View a list of unapplied migration files'),
  },
  { match: /^npx wrangler d1 time-travel info sunu-rh-messages$/, stage: 4, check: (run) => expect(run.stdout).toMatch(/The current bookmark is '[0-9a-f]{8}-/) },
  {
    match: /^npx wrangler d1 export sunu-rh-messages --remote --output (\S+)$/,
    stage: 4,
    // The guide's « mkdir -p » before it.
    prepare: (command, { copy }) => (mkdirSync(dirname(join(copy.dir, command.split(' ').at(-1)!)), { recursive: true }), {}),
    check: (run, context, command) => {
      expect(run.stdout).toMatch(/Downloaded to \S+ successfully/);
      expect(readFileSync(join(context.copy.dir, command.split(' ').at(-1)!), 'utf8')).toContain('CREATE TABLE');
    },
  },
  { match: /^npx wrangler d1 create (\S+)$/, stage: 4, check: (_run, context, command) => expect(db(context, command.split(' ').at(-1))).toBeDefined() },
  {
    match: /^npx wrangler r2 object get sunu-rh-cv\/cv\/<uuid> --remote --file (\S+)$/,
    stage: 4,
    prepare: (command, { api, copy }) => {
      mkdirSync(dirname(join(copy.dir, command.split(' ').at(-1)!)), { recursive: true });
      api.objects.set('sunu-rh-cv', new Map([['cv/5f0c2a6e-3d1b-4c8e-9a7f-2b6d1e0c4a93', Buffer.from('%PDF-1.7 le CV\n')]]));
      return { command: command.replace('<uuid>', '5f0c2a6e-3d1b-4c8e-9a7f-2b6d1e0c4a93') };
    },
    check: (_run, context, command) => expect(readFileSync(join(context.copy.dir, command.split(' ').at(-1)!), 'utf8')).toBe('%PDF-1.7 le CV\n'),
  },
  // Each Worker secret, in a new version deployed at once.
  {
    match: /^npx wrangler secret put ([A-Z_]+)$/,
    stage: 4,
    prepare: (command) => ({ input: `${secretValue(command.split(' ').at(-1)!)}\n` }),
    check: (run, context, command) => {
      const name = command.split(' ').at(-1)!;
      expect(run.stdout).toContain(`Success! Uploaded secret ${name}`);
      expect(context.api.scripts.get(worker)!.bindings).toContainEqual({ name, type: 'secret_text', text: secretValue(name) });
    },
  },
  {
    match: /^npm run deploy -- --staging$/,
    stage: 5,
    // Deployed again, after the three `secret put` of stage 4 and a variable typed in the dashboard.
    prepare: (_command, { api }) => (api.addBinding(worker, { name: 'SET_IN_DASHBOARD', type: 'plain_text', text: 'lost on deploy' }), {}),
    check: (run, context) => {
      const { api } = context;
      expect(run.stdout).toContain('--staging is not needed any more');
      expect(run.stdout).toContain('✔ Deployed.');
      const calls = stageCalls(context).filter((call) => call.path.includes('/workers/') || call.path.endsWith(`/d1/database/${db(context).uuid}/query`));
      // No migration sent again; a new version of the Worker, deployed to all traffic.
      expect(calls.filter((call) => call.path.endsWith('/query')).map((call) => String((call.body as { sql: string }).sql).trim().split(/\s+/)[0])).toEqual(['CREATE', 'SELECT']);
      const [upload] = uploads(calls);
      expect(`${upload!.method} ${upload!.path}`).toBe(`POST /accounts/${api.accountId}/workers/scripts/${worker}/versions`);
      const version = api.scripts.get(worker)!.versions.at(-1);
      expect(calls.find((call) => call.path.endsWith(`/scripts/${worker}/deployments`) && call.method === 'POST')?.body).toMatchObject({ versions: [{ version_id: version, percentage: 100 }] });
      // What wrangler sends: the repository's variables, no secret (so none is overwritten), no keep_vars.
      const metadata = metadataOf(upload!);
      expect(metadata.bindings.filter((binding) => binding.type === 'plain_text')).toEqual(repositoryVars(context));
      expect(metadata.bindings.filter((binding) => binding.type.startsWith('secret'))).toEqual([]);
      expect(metadata.keep_bindings ?? []).not.toContain('plain_text');
      // What the Worker has after it: the secrets with their values, the dashboard's variable gone.
      const bindings = api.scripts.get(worker)!.bindings;
      for (const name of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'HEALTH_TOKEN']) expect(bindings).toContainEqual({ name, type: 'secret_text', text: secretValue(name) });
      expect(bindings.map(({ name }) => name)).not.toContain('SET_IN_DASHBOARD');
      expect(bindings.filter((binding) => binding.type === 'plain_text')).toEqual(repositoryVars(context));
    },
  },
  {
    match: /^npx wrangler d1 time-travel info sunu-rh-messages --timestamp=2026-11-27T08:00:00Z$/,
    stage: 5,
    // The bookmark of what the database held at that minute: everything received before it, nothing after.
    check: (run) => expect(run.stdout).toContain(`corresponds with bookmark '${seen.sqlBeforeTimestamp!.toString(16).padStart(8, '0')}-`),
  },
  {
    match: /^npx wrangler d1 execute (\S+) --remote --file (\S+)$/,
    stage: 5,
    check: (_run, context, command) => {
      const [, , , , name, , , file] = command.split(' ');
      expect(db(context, name).sql.join('\n')).toContain(readFileSync(join(context.copy.dir, file!), 'utf8').match(/CREATE TABLE[^;]+/)![0].trim());
    },
  },
  {
    match: /^npx wrangler d1 execute (\S+) --remote --command "SELECT …"$/,
    stage: 5,
    prepare: (command) => ({ command: command.replace('SELECT …', 'SELECT id, created_at FROM messages ORDER BY created_at DESC LIMIT 5') }),
    check: (_run, context, command) => expect(db(context, command.split(' ')[4]).sql).toContain('SELECT id, created_at FROM messages ORDER BY created_at DESC LIMIT 5'),
  },
  {
    // The inbox's team list by hand (operations.md, « Staff arriving and leaving »): D1 by its binding's name.
    match: /^npx wrangler d1 execute DB --remote --command "((SELECT|INSERT) [^…]+)"$/,
    stage: 6,
    check: (_run, context, command) => expect(db(context).sql).toContain(/--command "(.+)"$/.exec(command)![1]),
  },
  {
    // The end of HEALTH_TOKEN's rotation (operations.md): the previous token's two secrets taken off.
    match: /^npx wrangler secret delete ([A-Z_]+)$/,
    stage: 6,
    check: (run, context, command) => {
      const name = command.split(' ').at(-1)!;
      expect(run.stdout).toContain(`Success! Deleted secret ${name}`);
      expect(context.api.scripts.get(worker)!.bindings.map((binding) => binding.name)).not.toContain(name);
    },
  },
  {
    match: /^npx wrangler secret list$/,
    stage: 5,
    // Names, never values.
    check: (run) => {
      for (const name of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'HEALTH_TOKEN']) expect(run.stdout).toContain(`"name": "${name}"`);
      expect(run.stdout).not.toContain('valeur-de-test');
    },
  },
  {
    match: /^npx wrangler deployments list$/,
    stage: 5,
    // Every deployment made before the stage (the second deploy runs beside it), with its version.
    check: (run, context) => {
      for (const deployment of context.api.scripts.get(worker)!.deployments.slice(0, seen.deploymentsBefore)) expect(run.stdout).toContain(deployment.versions[0]!.version_id);
      expect(run.stdout).toContain('Source:      Other (secret)');
    },
  },
  {
    match: /^npx wrangler rollback$/,
    stage: 7,
    // Back to the version deployed before the live one, the repository untouched.
    check: (run, context) => {
      expect(run.stdout).toContain(`Worker Version ${seen.previousDeployment} has been deployed to 100% of traffic.`);
      expect(live(context)).toBe(seen.previousDeployment);
      expect(git(context.copy.dir, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    },
  },
  {
    match: /^npx wrangler rollback <version-id>$/,
    stage: 8,
    // By its id, to the first deploy's version, from before the three `secret put`: its secrets come
    // back with it (none), and wrangler says so, naming them, before it goes on (on a terminal it asks).
    prepare: (command) => ({ command: command.replace('<version-id>', seen.firstVersion!) }),
    check: (run, context) => {
      expect(run.stdout).toContain(`Worker Version ${seen.firstVersion} has been deployed to 100% of traffic.`);
      expect(live(context)).toBe(seen.firstVersion);
      expect(run.stdout).toContain(`The following secrets have changed since version ${seen.firstVersion} was deployed`);
      for (const name of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'HEALTH_TOKEN']) expect(run.stdout).toContain(`  * ${name}`);
      expect(context.api.scripts.get(worker)!.bindings.filter((binding) => binding.type === 'secret_text')).toEqual([]);
    },
  },
  {
    match: /^npx wrangler d1 time-travel restore sunu-rh-messages --timestamp=2026-11-27T08:00:00Z$/,
    stage: 7,
    // What came in after that minute (the second deploy's reading of the migrations) is undone; the bookmark to undo the restore is printed.
    check: (run, context) => {
      expect(db(context).restores).toHaveLength(1);
      expect(db(context).sql).toHaveLength(seen.sqlBeforeTimestamp!);
      expect(run.stdout).toContain(`To undo this operation, you can restore to the previous bookmark: ${db(context).restores[0]!.previous}`);
    },
  },
];

/** Runs a guide's command in the copy: `npm run <script>` as package.json says, `npx wrangler` as the repository's wrangler. */
function runCommand(command: string, { copy, api, prebuilt }: Context, input?: string): Promise<Run> {
  const [tool, , ...rest] = words(command);
  if (tool === 'npm') {
    const [script, separator, ...args] = rest;
    const file = (JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')).scripts[script!] as string).match(/^node scripts\/deploy\/(\S+\.mjs)$/)![1]!;
    const extra = [...(separator === '--' ? args : []), '--dir', copy.dir, ...(file === 'deploy.mjs' ? ['--prebuilt', prebuilt] : [])];
    return runScript(file, extra, cleanEnv(api.vars()));
  }
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...rest], { cwd: copy.dir, env: cleanEnv(api.vars()), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => ((stderr += chunk), (output += chunk)));
    child.stdin.end(input ?? '');
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code: code ?? 1, stdout, stderr, output }));
  });
}

describe('every command of docs/deploy.md and docs/operations.md, against the stand-in', () => {
  const context = {} as Context;
  beforeAll(async () => {
    context.api = await startCloudflareApi({ zones: ['sunurh.sn'] });
    // As step 3 finds it: the firm's values in the files, no database yet (its id the shipped zeros).
    context.copy = filledCopy({ databaseId: '00000000-0000-0000-0000-000000000000' });
    context.prebuilt = prebuiltSite(context.copy.dir);
  });
  afterAll(async () => {
    await context.api?.close();
    context.copy?.remove();
  });

  it('each command is run and answered, or named as not runnable here with its reason', { timeout: 240_000 }, async () => {
    const commands = guides.flatMap((guide) => guideCommands(readFileSync(join(repository, guide), 'utf8')).map((command) => ({ guide, command })));
    // The guides give the commands of the issue (secret put, deployments list, rollback, Time Travel).
    for (const expected of ['npx wrangler secret put HEALTH_TOKEN', 'npx wrangler deployments list', 'npx wrangler rollback', 'npx wrangler d1 time-travel restore sunu-rh-messages --timestamp=2026-11-27T08:00:00Z'])
      expect(commands.map(({ command }) => command)).toContain(expected);

    const skipped = commands.filter(({ command }) => notRunHere.some(([pattern]) => pattern.test(command)));
    const toRun = commands.filter((entry) => !skipped.includes(entry));
    const unknown = toRun.filter(({ command }) => !runs.some((step) => step.match.test(command)));
    expect(unknown.map(({ guide, command }) => `${guide}: ${command}`), 'commands the guides give that this test neither runs nor lists in notRunHere').toEqual([]);
    // Each line of notRunHere is used (a stale one would hide nothing, but say something false).
    for (const [pattern] of notRunHere) expect(skipped.some(({ command }) => pattern.test(command)), String(pattern)).toBe(true);

    const byCommand = new Map(toRun.map(({ command }) => [command, runs.find((step) => step.match.test(command))!]));
    const stages = [...new Set([...byCommand.values()].map((step) => step.stage))].sort((a, b) => a - b);
    for (const stage of stages) {
      // « Review and commit the files it changed » (deploy.md step 3): the deploy refuses uncommitted changes.
      if (stage === 3) git(context.copy.dir, 'commit', '-q', '-am', 'The set-up’s files');
      if (stage === 4) seen.firstVersion = live(context);
      // From the second deploy on, the stand-in's time is past the guide's timestamp (2026-11-27T08:00:00Z).
      if (stage === 5) {
        seen.deploymentsBefore = context.api.scripts.get(worker)!.deployments.length;
        seen.sqlBeforeTimestamp = db(context).sql.length;
        context.api.setTime(afterTimestamp);
      }
      if (stage === 7) seen.previousDeployment = context.api.scripts.get(worker)!.deployments.at(-2)!.versions[0]!.version_id;
      seen.stageFrom = context.api.calls.length;
      // The stage's commands, those run together merged (the first, then the others' flags after its own).
      const groups = new Map<string, { command: string; step: Step; prepared: { command?: string; input?: string } }[]>();
      for (const [command, step] of byCommand) {
        if (step.stage !== stage) continue;
        const key = step.together ?? command;
        groups.set(key, [...(groups.get(key) ?? []), { command, step, prepared: step.prepare?.(command, context) ?? {} }]);
      }
      const done = await Promise.all(
        [...groups.values()].map(async (group) => {
          const [first, ...others] = group.map(({ command, prepared }) => prepared.command ?? command);
          const merged = [first!, ...others.map((other) => other.split(' -- ')[1]!)].join(' ');
          return { group, merged, run: await runCommand(merged, context, group[0]!.prepared.input) };
        }),
      );
      for (const { group, merged, run } of done) {
        expect(run.code, `${merged}\n${run.output}`).toBe(0);
        for (const { command, step } of group) step.check(run, context, command);
      }
    }
    // Every request was one the stand-in knows (wrangler's calls to /user after an error would show here).
    expect(context.api.unknown().map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    // What the guide fetched stays out of git (.gitignore's /sauvegardes/): the deploys above did not see it as a change.
    expect(existsSync(join(context.copy.dir, 'sauvegardes/cv.pdf'))).toBe(true);
    expect(git(context.copy.dir, 'status', '--porcelain')).toBe('');
  });
});
