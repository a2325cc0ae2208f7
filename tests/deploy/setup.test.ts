/**
 * `npm run setup:cloudflare` (scripts/deploy/setup.mjs) with the real wrangler, against a local
 * stand-in of Cloudflare's API (cloudflareApi.ts), on a copy of the repository: it creates the D1
 * database and the R2 bucket once, writes the firm's values where the build and the Worker read
 * them, applies the migrations, and ends with what is still to do by hand; run again, it creates
 * nothing and changes no file. Bad values are refused before anything is sent; a bad API token is
 * refused, one line a problem, before any file is written. With R2 not turned on (Cloudflare's code
 * 10042) it stops saying what to do and what it kept, and the next run resumes.
 *
 * Each run that gets past the checks spawns wrangler three to five times (about 1 CPU-s each): the
 * file makes four such runs, each proving several things (docs/testing.md, « Where the suite's time
 * goes »). The first creates everything; the second, run again without the Access flags and without
 * CLOUDFLARE_ACCOUNT_ID, creates nothing, keeps the values already written, finds the account by the
 * token and ends with the list of what is still to do by hand; the last two stop where R2 is off and
 * resume from there, with an account's own token and no Access values (the list then asks for them).
 * The refusals stop before wrangler: they cost a Node start each.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { permissions, startCloudflareApi, type CloudflareApi, type CloudflareApiOptions } from './cloudflareApi';
import { cleanEnv, repository, runScript, siteCopy, type SiteCopy } from './siteCopy';

const aud = 'a'.repeat(8) + '0123456789abcdef'.repeat(3) + 'b'.repeat(8);
const firmArgs = ['--url', 'https://www.sunurh.sn', '--mailbox', 'recrutement@sunurh.sn', '--access-team', 'sunu-rh', '--access-aud', aud];
const migrations = readdirSync(join(repository, 'worker/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort();
/** The comment lines of a file (all must survive an edit). */
const comments = (text: string) => text.split('\n').filter((line) => /^\s*(\/\/|#)/.test(line));
const zones = ['sunurh.sn'];
const headings = readFileSync(join(repository, 'docs/deploy.md'), 'utf8').match(/^## .+$/gm) ?? [];
/** The calls that create something on the account. */
const creations = (api: CloudflareApi) => api.calls.filter((call) => call.method === 'POST' && /\/(d1\/database|r2\/buckets)$/.test(call.path));
/** The « Still to do by hand » lines a run printed. */
const handSteps = (stdout: string) => stdout.split('Still to do by hand (docs/deploy.md):\n')[1]?.split('\n').filter((line) => line.startsWith('  • ')) ?? [];

describe('npm run setup:cloudflare', () => {
  let api: CloudflareApi;
  let copy: SiteCopy;
  let env: NodeJS.ProcessEnv;
  const shipped = {
    wrangler: readFileSync(join(repository, 'wrangler.jsonc'), 'utf8'),
    site: readFileSync(join(repository, 'content/site.yml'), 'utf8'),
  };

  beforeAll(async () => {
    api = await startCloudflareApi({ zones });
    copy = siteCopy();
    env = cleanEnv(api.vars());
  });
  afterAll(async () => {
    await api?.close();
    copy?.remove();
  });

  it('refuses a bad or missing value, naming its flag, before anything is sent', async () => {
    const runs = await Promise.all(
      [
        [['--url', 'http://www.sunurh.sn', '--mailbox', 'recrutement@sunurh.sn'], /--url « http:\/\/www\.sunurh\.sn » must start with https:\/\//],
        [['--url', 'https://www.sunurh.sn/contact', '--mailbox', 'recrutement@sunurh.sn'], /--url .* must be the site's address alone/],
        [['--url', 'https://www.example.com', '--mailbox', 'recrutement@sunurh.sn'], /--url .* is an example address/],
        [['--url', 'https://www.sunurh.sn', '--mailbox', 'recrutement'], /--mailbox « recrutement » is not an e-mail address/],
        [['--url', 'https://www.sunurh.sn', '--mailbox', 'recrutement@sunurh.sn', '--sender', 'site@gmail.com'], /--sender « site@gmail\.com » must be on the site's domain \(sunurh\.sn/],
        [['--url', 'https://www.sunurh.sn', '--mailbox', 'recrutement@sunurh.sn', '--access-aud', 'remplacer-par-le-tag'], /--access-aud .* is not an Audience \(AUD\) tag/],
        [['--url', 'https://www.sunurh.sn'], /mailbox .* is missing: pass --mailbox/],
        [['--url', 'https://www.sunurh.sn', '--mailbox', 'recrutement@sunurh.sn', '--urll', 'x'], /Unknown argument « --urll »/],
      ].map(async ([args, message]) => ({ message: message as RegExp, run: await runScript('setup.mjs', ['--dir', copy.dir, ...(args as string[])], env) })),
    );
    for (const { message, run } of runs) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(message);
    }
    expect(api.calls).toEqual([]);
    expect(copy.read('wrangler.jsonc')).toBe(shipped.wrangler);
    expect(copy.read('content/site.yml')).toBe(shipped.site);
  });

  it('creates the database and the bucket, writes the values and applies the migrations', async () => {
    const run = await runScript('setup.mjs', ['--dir', copy.dir, ...firmArgs], env);
    expect(run.code, run.output).toBe(0);

    const creations = api.calls.filter((call) => call.method === 'POST' && /\/(d1\/database|r2\/buckets)$/.test(call.path));
    expect(creations.map(({ path, body }) => [path.replace(`/accounts/${api.accountId}/`, ''), body])).toEqual(
      expect.arrayContaining([
        ['d1/database', { name: 'sunu-rh-messages' }],
        ['r2/buckets', { name: 'sunu-rh-cv' }],
      ]),
    );
    expect(creations).toHaveLength(2);
    expect(api.databases.map(({ name }) => name)).toEqual(['sunu-rh-messages']);
    expect(api.buckets.map(({ name }) => name)).toEqual(['sunu-rh-cv']);

    const wrangler = copy.read('wrangler.jsonc');
    const config = parseJsonc(wrangler);
    expect(config.d1_databases[0].database_id).toBe(api.databases[0].uuid);
    expect(config.routes).toEqual([
      { pattern: 'www.sunurh.sn', custom_domain: true },
      { pattern: 'sunurh.sn', custom_domain: true },
    ]);
    expect(config.vars).toEqual({
      FIRM_ADDRESS: 'recrutement@sunurh.sn',
      SENDER_ADDRESS: 'site@sunurh.sn',
      RATE_LIMIT: '5/600',
      RATE_LIMIT_IP: '20/600',
      // Left as shipped: how replies leave is the firm's choice, made in the file (docs/deploy.md 4b).
      REPLY_MODE: 'messagerie',
      ACCESS_TEAM_DOMAIN: 'https://sunu-rh.cloudflareaccess.com',
      ACCESS_AUD: aud,
    });
    expect(comments(wrangler)).toEqual(comments(shipped.wrangler));

    // site.yml: the two values, and not one other line.
    const site = copy.read('content/site.yml');
    expect(parseYaml(site)).toMatchObject({ url: 'https://www.sunurh.sn', email: 'recrutement@sunurh.sn' });
    const changedLines = site.split('\n').filter((line, index) => line !== shipped.site.split('\n')[index]);
    expect(changedLines).toEqual(['url: https://www.sunurh.sn', 'email: recrutement@sunurh.sn']);

    // Each migration's SQL reached the remote database, in order, and is recorded as applied.
    const db = api.databases[0];
    const received = migrations.map((file) => db.sql.findIndex((sql) => sql.includes(readFileSync(join(repository, 'worker/migrations', file), 'utf8').trim())));
    expect(received.every((index) => index >= 0)).toBe(true);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(db.migrations).toEqual(migrations);

    expect(run.stdout).toMatch(/D1 database sunu-rh-messages: created/);
    expect(run.stdout).toMatch(/R2 bucket sunu-rh-cv: created/);
    expect(run.stdout).toContain(`✔ API token: active, on account ${api.accountId}; D1, R2, Workers and the routes of sunurh.sn allowed.`);
    // A user's token (the stand-in's default, verified at /user/tokens/verify): said, with how to make the account's own, not refused.
    expect(run.stdout.startsWith('⚠ API token: this is a user token (My Profile → API Tokens).')).toBe(true);
    expect(run.stdout).toContain('Dashboard → Manage Account\n  → Account API Tokens → Create Token');
    expect(run.stdout).toContain('docs/operations.md, « Remise des clés au cabinet »');
    // Files written: the list ends with reviewing them (the run below, which writes nothing, has no such line).
    expect(handSteps(run.stdout)).toContain('  • Review and commit the files written (git diff).');
    expect(api.unknown()).toEqual([]);
  });

  it('run again without the Access flags nor CLOUDFLARE_ACCOUNT_ID: creates nothing, changes no file, finds the account, and ends with everything still to do by hand', async () => {
    const before = { wrangler: readFileSync(join(copy.dir, 'wrangler.jsonc')), site: readFileSync(join(copy.dir, 'content/site.yml')) };
    const from = api.calls.length;
    // The Access values were written by the first run: kept, as the values already set count as given.
    const run = await runScript('setup.mjs', ['--dir', copy.dir, '--url', 'https://www.sunurh.sn', '--mailbox', 'recrutement@sunurh.sn'], cleanEnv({ ...api.vars(), CLOUDFLARE_ACCOUNT_ID: undefined }));
    expect(run.code, run.output).toBe(0);

    const calls = api.calls.slice(from);
    // Lists, and the migrations table read: no creation, no migration sent again.
    expect(calls.filter((call) => call.method !== 'GET' && !call.path.endsWith('/query'))).toEqual([]);
    const sql = calls
      .filter((call) => call.path.endsWith('/query'))
      .map((call) =>
        String((call.body as { sql: string }).sql)
          .trim()
          .split(/\s+/)
          .slice(0, 2)
          .join(' '),
      );
    expect(sql).toEqual(['CREATE TABLE', 'SELECT *']);
    expect(api.databases).toHaveLength(1);
    expect(api.buckets).toHaveLength(1);
    expect(readFileSync(join(copy.dir, 'wrangler.jsonc')).equals(before.wrangler)).toBe(true);
    expect(readFileSync(join(copy.dir, 'content/site.yml')).equals(before.site)).toBe(true);
    expect(run.stdout).toMatch(/D1 database sunu-rh-messages: found/);
    expect(run.stdout).toMatch(/R2 bucket sunu-rh-cv: found/);
    expect(run.stdout).toMatch(/wrangler\.jsonc: unchanged/);
    expect(run.stdout).toMatch(/site\.yml: unchanged/);
    expect(run.stdout).toMatch(/Migrations: none to apply/);
    // Without CLOUDFLARE_ACCOUNT_ID the check finds the token's one account, and wrangler works on it
    // (its lists and the migrations' read above went to that account).
    expect(calls.filter((call) => call.path === '/accounts')).toHaveLength(1);
    expect(api.unknown()).toEqual([]);

    const steps = handSteps(run.stdout);
    const step = (pattern: RegExp) => {
      const found = steps.filter((line) => pattern.test(line));
      expect(found, String(pattern)).toHaveLength(1);
      return found[0];
    };
    expect(step(/Email Routing on sunurh\.sn, and recrutement@sunurh\.sn verified/)).toContain('Dashboard → sunurh.sn → Email → Email Routing');
    // Access's values were written by the first run: nothing to ask.
    expect(steps.join('\n')).not.toContain('Zero Trust');
    expect(step(/GitHub OAuth app/)).toContain('callback https://www.sunurh.sn/api/auth/callback');
    expect(step(/CLOUDFLARE_API_TOKEN .*CLOUDFLARE_ACCOUNT_ID/)).toContain(`CLOUDFLARE_ACCOUNT_ID (${api.accountId})`);
    expect(step(/^ {2}• HEALTH_TOKEN/)).toMatch(/environment secret HEALTH_TOKEN .* Worker secret of the same name/);
    expect(step(/CLOUDFLARE_API_TOKEN .*CLOUDFLARE_ACCOUNT_ID/)).toContain('GitHub environment « production »');
    expect(step(/LEGAL_VALUES_PENDING = oui/)).toContain('--staging');
    expect(step(/npm run preflight, then npm run deploy/)).toBeDefined();
    const secrets = step(/Right after the first deploy/);
    for (const name of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'HEALTH_TOKEN', 'ALERT_GITHUB_TOKEN']) expect(secrets).toContain(`npx wrangler secret put ${name}`);
    // Nothing written this time: nothing to commit.
    expect(steps.join('\n')).not.toContain('git diff');
    // Each line but the commit's names its section, and each section is one of docs/deploy.md's.
    expect(steps).toHaveLength(7);
    for (const line of steps) expect(line, line).toMatch(/— docs\/deploy\.md, « \d+b?\. [^»]+ »/);
    const sections = new Set(steps.flatMap((line) => [...line.matchAll(/« (\d+b?\. [^»]+) »/g)].map((match) => match[1])));
    expect([...sections].sort()).toEqual([
      "4. Email Routing (the firm's e-mails)",
      "6. The editor's sign-in (GitHub)",
      '7. The legal values',
      '8. Continuous deployment (GitHub Actions)',
      '9. The first deploy',
    ]);
    for (const section of sections) expect(headings).toContain(`## ${section}`);
  });
});

describe('npm run setup:cloudflare, with R2 not turned on, an account’s own token, and no Access values', () => {
  let api: CloudflareApi;
  let copy: SiteCopy;
  let env: NodeJS.ProcessEnv;
  /** Without Access's values: the list at the end then says how to get them. */
  const args = firmArgs.slice(0, 4);
  beforeAll(async () => {
    // An account's token (Manage Account → Account API Tokens): verified on the account.
    api = await startCloudflareApi({ zones, r2Enabled: false, token: { owner: 'account' } });
    copy = siteCopy();
    env = cleanEnv(api.vars());
  });
  afterAll(async () => {
    await api?.close();
    copy?.remove();
  });

  it('stops, saying what happened, what to do, what it kept and that a re-run resumes; the files match the account', async () => {
    const run = await runScript('setup.mjs', ['--dir', copy.dir, ...args], env);
    expect(run.code).toBe(1);
    // The account's token is accepted (verified on the account) before anything is created.
    expect(api.calls.map(({ path, status }) => [path, status]).slice(0, 2)).toEqual([
      ['/user/tokens/verify', 401],
      [`/accounts/${api.accountId}/tokens/verify`, 200],
    ]);
    expect(run.stderr).toContain('R2 is not turned on for this Cloudflare account, so the bucket sunu-rh-cv (the CVs) could not be created.');
    expect(run.stderr).toContain('« Please enable R2 through the Cloudflare Dashboard. » [code: 10042]');
    expect(run.stderr).toMatch(/What to do: Dashboard → R2 Object Storage → Overview → add a payment method \(a card or PayPal\) and turn R2 on\. Cloudflare asks for one even for R2's free tier/);
    const kept = run.stderr.split('Already done, and kept:\n')[1]?.split('\n  Then')[0].trim().split(/\n\s*/);
    expect(kept).toEqual([
      `✔ D1 database sunu-rh-messages: created (${api.databases[0]?.uuid}).`,
      expect.stringMatching(/wrangler\.jsonc: wrote routes, vars\.FIRM_ADDRESS, vars\.SENDER_ADDRESS, d1_databases\[0\]\.database_id\.$/),
      expect.stringMatching(/site\.yml: wrote url, email\.$/),
      `✔ Migrations applied to the remote database: ${migrations.join(', ')}.`,
    ]);
    expect(run.stderr).toContain('Then run the same command again: it resumes where it stopped (it finds what exists and creates the bucket) and creates nothing twice.');
    // The account's own token: no warning about its owner.
    expect(run.output).not.toContain('user token');
    // Not wrangler's raw output, and no « Still to do » as if it were done.
    expect(run.output).not.toContain('Still to do by hand');
    expect(run.output).not.toMatch(/at .*\.mjs:\d+/);

    // What was created, and the files: consistent with it.
    expect(api.databases.map(({ name }) => name)).toEqual(['sunu-rh-messages']);
    expect(api.buckets).toEqual([]);
    const config = parseJsonc(copy.read('wrangler.jsonc'));
    expect(config.d1_databases[0].database_id).toBe(api.databases[0].uuid);
    expect(config.vars).toMatchObject({ FIRM_ADDRESS: 'recrutement@sunurh.sn', SENDER_ADDRESS: 'site@sunurh.sn' });
    expect(parseYaml(copy.read('content/site.yml'))).toMatchObject({ url: 'https://www.sunurh.sn', email: 'recrutement@sunurh.sn' });
    expect(api.databases[0].migrations).toEqual(migrations);
  });

  it('run again once R2 is on: creates the bucket only, no second database, and finishes', async () => {
    api.enableR2();
    // A checkout of the firm's repository on GitHub: the list then links its settings' pages.
    execFileSync('git', ['init', '-q', copy.dir]);
    execFileSync('git', ['-C', copy.dir, 'remote', 'add', 'origin', 'git@github.com:sunu-rh/site-web.git']);
    const before = { wrangler: copy.read('wrangler.jsonc'), site: copy.read('content/site.yml') };
    const from = creations(api).length;
    const run = await runScript('setup.mjs', ['--dir', copy.dir, ...args], env);
    expect(run.code, run.output).toBe(0);
    expect(creations(api).slice(from).map(({ path }) => path.replace(`/accounts/${api.accountId}/`, ''))).toEqual(['r2/buckets']);
    expect(api.databases).toHaveLength(1);
    expect(api.buckets.map(({ name }) => name)).toEqual(['sunu-rh-cv']);
    expect(copy.read('wrangler.jsonc')).toBe(before.wrangler);
    expect(copy.read('content/site.yml')).toBe(before.site);
    expect(run.stdout).toMatch(/D1 database sunu-rh-messages: found/);
    expect(run.stdout).toMatch(/R2 bucket sunu-rh-cv: created/);
    expect(run.stdout).toMatch(/Migrations: none to apply/);
    const steps = handSteps(run.stdout).join('\n');
    expect(steps).toContain(
      'GitHub → sunu-rh/site-web → Settings → Environments → New environment « production » (Deployment branches and tags: Selected branches and tags → main) → Environment secrets → Add environment secret (https://github.com/sunu-rh/site-web/settings/environments)',
    );
    expect(steps).toContain('Variables tab → New repository variable (https://github.com/sunu-rh/site-web/settings/variables/actions)');
    // No Access values given nor written: the list says how to get them, with its section.
    expect(handSteps(run.stdout).filter((line) => line.includes('Zero Trust'))).toEqual([
      '  • Cloudflare Access: Dashboard → Zero Trust → Access → Applications → Add → Self-hosted, then npm run setup:cloudflare -- --access-team https://<team>.cloudflareaccess.com --access-aud <AUD tag> — docs/deploy.md, « 5. Cloudflare Access (the inbox and the editor) ».',
    ]);
    expect(headings).toContain('## 5. Cloudflare Access (the inbox and the editor)');
    expect(api.unknown()).toEqual([]);
  });
});

describe('npm run setup:cloudflare checks the API token first', () => {
  const apis: CloudflareApi[] = [];
  const copies: SiteCopy[] = [];
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    copies.forEach((copy) => copy.remove());
  });
  /** A run against a stand-in set as given, with env changes; what it printed, sent and wrote. */
  const attempt = async (options: CloudflareApiOptions, change: Record<string, string | undefined> = {}, args = firmArgs) => {
    const api = await startCloudflareApi({ zones, ...options });
    apis.push(api);
    const copy = siteCopy();
    copies.push(copy);
    const shipped = { wrangler: copy.read('wrangler.jsonc'), site: copy.read('content/site.yml') };
    const run = await runScript('setup.mjs', ['--dir', copy.dir, ...args], cleanEnv({ ...api.vars(), ...change }));
    const unchanged = copy.read('wrangler.jsonc') === shipped.wrangler && copy.read('content/site.yml') === shipped.site;
    return { run, api, unchanged, refusals: run.stderr.split('\n').filter((line) => line.startsWith('  ✘ ')) };
  };

  it('refuses, one line each, a token Cloudflare does not accept, a disabled one, or one lacking a permission; before any file is written', async () => {
    const [wrong, disabled, noD1, noZone, noR2AndWorkers] = await Promise.all([
      attempt({}, { CLOUDFLARE_API_TOKEN: 'a-token-typed-wrong' }),
      attempt({ token: { status: 'disabled' } }),
      attempt({ token: { permissions: permissions.filter((permission) => permission !== 'Account → D1 → Edit') } }),
      attempt({ zones: ['autre-domaine.sn'] }),
      attempt({ token: { permissions: ['Account → D1 → Edit', 'Zone → Workers Routes → Edit'] } }),
    ]);
    for (const { run, api, unchanged } of [wrong, disabled, noD1, noZone, noR2AndWorkers]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The API token cannot do the set-up (nothing was created, no file written):');
      expect(unchanged).toBe(true);
      expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
      // wrangler never ran: the check's one read of the databases, no list of wrangler's after it.
      expect(api.calls.filter((call) => call.path.endsWith('/d1/database')).length).toBeLessThanOrEqual(1);
    }
    expect(wrong.refusals).toEqual([
      '  ✘ CLOUDFLARE_API_TOKEN (environment) → the token: Cloudflare does not accept it (« Invalid API Token » [code: 1000]). fix: copy it again (Cloudflare shows it once) or create one, then export CLOUDFLARE_API_TOKEN=<token> — docs/deploy.md, « 2. An API token »',
    ]);
    expect(disabled.refusals).toEqual([expect.stringMatching(/→ the token: it is disabled\. fix: Dashboard → My Profile → API Tokens: roll it or create another/)]);
    expect(noD1.refusals).toEqual([
      '  ✘ CLOUDFLARE_API_TOKEN (environment) → Account → D1 → Edit: the token lacks this permission, needed for the database of messages (Cloudflare: « Authentication error » [code: 10000]). fix: Dashboard → My Profile → API Tokens → the token → Edit → add « Account → D1 → Edit » — docs/deploy.md, « 2. An API token »',
    ]);
    expect(noZone.refusals).toEqual([
      expect.stringMatching(/→ Zone → Workers Routes → Edit: the token reaches no zone for www\.sunurh\.sn on this account: .* Zone Resources → Include → Specific zone → sunurh\.sn, with « Zone → Workers Routes → Edit » — docs\/deploy\.md, « 2\. An API token »$/),
    ]);
    expect(noR2AndWorkers.refusals.map((line) => line.match(/→ (.+?): /)?.[1])).toEqual(['Account → Workers R2 Storage → Edit', 'Account → Workers Scripts → Edit']);
    expect(headings).toContain('## 2. An API token');
  });
});
