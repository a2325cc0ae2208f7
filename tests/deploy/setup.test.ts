/**
 * `npm run setup:cloudflare` (scripts/deploy/setup.mjs) with the real wrangler, against a local
 * stand-in of Cloudflare's API (cloudflareApi.ts), on a copy of the repository: it creates the D1
 * database and the R2 bucket once, writes the firm's values where the build and the Worker read
 * them, applies the migrations; run again, it creates nothing and changes no file. Bad values are
 * refused before anything is sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startCloudflareApi, type CloudflareApi } from './cloudflareApi';
import { cleanEnv, repository, runScript, siteCopy, type SiteCopy } from './siteCopy';

const aud = 'a'.repeat(8) + '0123456789abcdef'.repeat(3) + 'b'.repeat(8);
const firmArgs = ['--url', 'https://www.sunurh.sn', '--mailbox', 'recrutement@sunurh.sn', '--access-team', 'sunu-rh', '--access-aud', aud];
const migrations = readdirSync(join(repository, 'worker/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort();
/** The comment lines of a file (all must survive an edit). */
const comments = (text: string) => text.split('\n').filter((line) => /^\s*(\/\/|#)/.test(line));

describe('npm run setup:cloudflare', () => {
  let api: CloudflareApi;
  let copy: SiteCopy;
  let env: NodeJS.ProcessEnv;
  const shipped = {
    wrangler: readFileSync(join(repository, 'wrangler.jsonc'), 'utf8'),
    site: readFileSync(join(repository, 'content/site.yml'), 'utf8'),
  };

  beforeAll(async () => {
    api = await startCloudflareApi();
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
    expect(api.unknown()).toEqual([]);
  });

  it('run again, creates nothing and changes no file', async () => {
    const before = { wrangler: readFileSync(join(copy.dir, 'wrangler.jsonc')), site: readFileSync(join(copy.dir, 'content/site.yml')) };
    const from = api.calls.length;
    const run = await runScript('setup.mjs', ['--dir', copy.dir, ...firmArgs], env);
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
    expect(api.unknown()).toEqual([]);
  });
});
