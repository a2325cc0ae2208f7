// First time on a Cloudflare account (docs/deploy.md, « 3. The set-up command »):
//
//   npm run setup:cloudflare -- --url https://www.sunurh.sn --mailbox recrutement@sunurh.sn
//       [--sender site@sunurh.sn] [--access-team https://<team>.cloudflareaccess.com]
//       [--access-aud <AUD tag>] [--dir <folder>]
//
// With wrangler logged in (`npx wrangler login`) or CLOUDFLARE_API_TOKEN (+ CLOUDFLARE_ACCOUNT_ID):
//   - finds the D1 database and the R2 bucket wrangler.jsonc names, or creates them;
//   - writes the database id into wrangler.jsonc (d1_databases[0].database_id);
//   - writes the firm's values where the build and the Worker read them: content/site.yml `url` (and
//     `email` while it is an example address: the mailbox), wrangler.jsonc `routes` (the site's host
//     and its bare/www twin as custom domains, the canonical one first) and `vars` (FIRM_ADDRESS,
//     SENDER_ADDRESS, and ACCESS_TEAM_DOMAIN / ACCESS_AUD when given);
//   - applies worker/migrations/ to the remote database.
// A value already set (not an example) counts as given; a missing one is asked on a terminal, and
// refused with the flag to pass otherwise. Every value is checked before anything is sent. Run it
// again at any time: it creates nothing twice and writes a file only when a value changes.
// Comments and layout of both files are kept (jsonc-parser's edits; the YAML node's own range).
// --dir works on another copy of the repository (the tests'); wrangler then reads its wrangler.jsonc.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import {
  configFile,
  emailDomain,
  exitWith,
  isPlaceholderHost,
  onDomain,
  parseArgs,
  readConfig,
  readSite,
  setJsonc,
  setYamlString,
  siteAddress,
  siteFile,
  UsageError,
  wranglerStep,
  workDir,
} from './common.mjs';
import { accessAudPattern } from './preflight.mjs';

const usage = `npm run setup:cloudflare -- --url https://www.<domain> --mailbox <firm's mailbox>
    [--sender site@<domain>] [--access-team https://<team>.cloudflareaccess.com] [--access-aud <AUD tag>] [--dir <folder>]`;

// ── The firm's values ──────────────────────────────────────────────────────────────────────────

function mailbox(value, flag) {
  const domain = emailDomain(value);
  if (!domain) throw new UsageError(`${flag} « ${value} » is not an e-mail address.`);
  if (isPlaceholderHost(domain)) throw new UsageError(`${flag} « ${value} » is an example address: give a real one.`);
  return String(value).trim();
}

function senderOn(value, bare) {
  const sender = mailbox(value, '--sender');
  if (!onDomain(emailDomain(sender), bare)) {
    throw new UsageError(`--sender « ${value} » must be on the site's domain (${bare}, or a subdomain of it where Email Routing is on, e.g. site@envoi.${bare}).`);
  }
  return sender;
}

/** `team`, `team.cloudflareaccess.com` or the full address → https://team.cloudflareaccess.com */
function accessTeam(value) {
  const team = String(value)
    .trim()
    .replace(/^https:\/\//, '')
    .replace(/\/$/, '')
    .replace(/\.cloudflareaccess\.com$/, '');
  if (/^remplacer-/.test(team)) throw new UsageError(`--access-team « ${value} » is the placeholder wrangler.jsonc ships: give the firm's team (Zero Trust → Settings).`);
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(team)) throw new UsageError(`--access-team « ${value} » is not an Access team domain (https://<team>.cloudflareaccess.com, Zero Trust → Settings).`);
  return `https://${team}.cloudflareaccess.com`;
}

function accessAud(value) {
  const aud = String(value).trim();
  if (!accessAudPattern.test(aud)) throw new UsageError(`--access-aud « ${value} » is not an Audience (AUD) tag: 64 hexadecimal characters (Access → Applications → the application → Overview).`);
  return aud.toLowerCase();
}

/** `check` applied to the value; undefined when it throws (an example or malformed current value). */
const valid = (check, value) => {
  if (value === undefined || value === null || value === '') return undefined;
  try {
    return check(value);
  } catch {
    return undefined;
  }
};

/**
 * Each value from its flag, else the current one when it is real, else asked on a terminal (the
 * current or derived value as default), else refused with the flag to pass.
 */
async function firmValues(args, { config, site }) {
  const vars = config.vars ?? {};
  const terminal = process.stdin.isTTY && process.stdout.isTTY;
  const prompt = terminal ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  const ask = async (flag, question, check, fallback, { optional = false } = {}) => {
    if (args[flag] !== undefined) return check(args[flag]);
    if (!prompt) {
      if (fallback !== undefined || optional) return fallback;
      throw new UsageError(`${question} is missing: pass --${flag} (no terminal to ask on).\n  ${usage}`);
    }
    for (;;) {
      const answer = (await prompt.question(`${question}${fallback ? ` [${fallback}]` : optional ? ' (Enter to skip)' : ''}: `)).trim();
      if (!answer && (fallback !== undefined || optional)) return fallback;
      try {
        return check(answer);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        console.error(`  ${error.message}`);
      }
    }
  };
  try {
    const address = await ask('url', "The site's address (https://www.<domain>)", (value) => siteAddress(value, '--url'), valid(siteAddress, site.url));
    const firm = await ask(
      'mailbox',
      "The firm's mailbox (messages are e-mailed to it; verify it in Email Routing)",
      (value) => mailbox(value, '--mailbox'),
      valid((value) => mailbox(value, ''), vars.FIRM_ADDRESS),
    );
    const sender = await ask(
      'sender',
      `The sender address (on ${address.bare}; it needs no mailbox)`,
      (value) => senderOn(value, address.bare),
      valid((value) => senderOn(value, address.bare), vars.SENDER_ADDRESS) ?? `site@${address.bare}`,
    );
    const team = await ask('access-team', 'The Access team domain (https://<team>.cloudflareaccess.com)', accessTeam, valid(accessTeam, vars.ACCESS_TEAM_DOMAIN), { optional: true });
    const aud = await ask('access-aud', "The Access application's Audience (AUD) tag", accessAud, valid(accessAud, vars.ACCESS_AUD), { optional: true });
    return { address, firm, sender, team, aud };
  } finally {
    prompt?.close();
  }
}

// ── The files ──────────────────────────────────────────────────────────────────────────────────

/** wrangler.jsonc edited to `values`; returns the new text and the fields it changed. */
function configWith(text, config, { address, firm, sender, team, aud, databaseId }) {
  const changed = [];
  const set = (path, value, field) => {
    text = setJsonc(text, path, value);
    changed.push(field);
  };
  if (databaseId !== undefined && config.d1_databases?.[0]?.database_id !== databaseId) set(['d1_databases', 0, 'database_id'], databaseId, 'd1_databases[0].database_id');
  if (address) {
    const routes = [address.host, address.twin].map((pattern) => ({ pattern, custom_domain: true }));
    const current = config.routes;
    if (JSON.stringify(current) !== JSON.stringify(routes)) {
      // The same shape (two custom domains): only the names change, the layout stays.
      const sameShape =
        Array.isArray(current) && current.length === 2 && current.every((route) => route && typeof route === 'object' && route.custom_domain === true && Object.keys(route).length === 2);
      if (sameShape) {
        text = setJsonc(text, ['routes', 0, 'pattern'], routes[0].pattern);
        text = setJsonc(text, ['routes', 1, 'pattern'], routes[1].pattern);
        changed.push('routes');
      } else set(['routes'], routes, 'routes');
    }
  }
  const vars = config.vars ?? {};
  for (const [name, value] of Object.entries({ FIRM_ADDRESS: firm, SENDER_ADDRESS: sender, ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: aud })) {
    if (value !== undefined && vars[name] !== value) set(['vars', name], value, `vars.${name}`);
  }
  return { text, changed };
}

/** content/site.yml with the site's address, and the mailbox as its e-mail while that is an example. */
function siteWith(text, site, { address, firm }) {
  const changed = [];
  if (site.url !== address.url) {
    text = setYamlString(text, 'url', address.url);
    changed.push('url');
  }
  const email = emailDomain(site.email);
  if (!email || isPlaceholderHost(email)) {
    text = setYamlString(text, 'email', firm);
    changed.push('email');
  }
  return { text, changed };
}

function write(file, before, after) {
  if (after !== before) writeFileSync(file, after);
}

// ── Cloudflare ─────────────────────────────────────────────────────────────────────────────────

/** The JSON in wrangler's output (anything it printed around it left out). */
function jsonOf(output) {
  const start = output.indexOf('[');
  const end = output.lastIndexOf(']');
  if (start < 0 || end < start) throw new UsageError(`wrangler d1 list --json printed no list:\n${output}`);
  return JSON.parse(output.slice(start, end + 1));
}

export async function setup(argv = process.argv.slice(2)) {
  const args = parseArgs(argv, { flags: ['dir', 'url', 'mailbox', 'sender', 'access-team', 'access-aud'], switches: ['help'] });
  if (args.help) {
    console.log(usage);
    return;
  }
  const dir = workDir(args.dir);
  const show = (file) => relative(process.cwd(), file) || file;
  const initial = readConfig(dir);
  const siteFileText = readSite(dir);
  const database = initial.config.d1_databases?.[0];
  const bucketName = initial.config.r2_buckets?.[0]?.bucket_name;
  if (!database?.database_name || !database.binding) throw new UsageError('wrangler.jsonc: d1_databases[0] needs its binding and database_name.');
  if (!bucketName) throw new UsageError('wrangler.jsonc: r2_buckets[0] needs its bucket_name.');

  // 1. The firm's values, checked before anything is sent, written at once.
  const values = await firmValues(args, { config: initial.config, site: siteFileText.site });
  const report = [];
  const withValues = configWith(initial.text, initial.config, values);
  write(configFile(dir), initial.text, withValues.text);
  const siteEdit = siteWith(siteFileText.text, siteFileText.site, values);
  write(siteFile(dir), siteFileText.text, siteEdit.text);

  // 2. The database and the bucket: found, or created. With `wrangler login` (OAuth) the first call
  // may refresh the token: it runs alone; with an API token the two lists run together.
  const options = { dir };
  const d1List = wranglerStep('wrangler d1 list', ['d1', 'list', '--json'], options).then(({ stdout }) => jsonOf(stdout));
  const tokenAuth = Boolean(process.env.CLOUDFLARE_API_TOKEN || process.env.CLOUDFLARE_API_KEY);
  const r2List = (tokenAuth ? Promise.resolve() : d1List)
    .then(() => wranglerStep('wrangler r2 bucket list', ['r2', 'bucket', 'list'], options))
    .then(({ stdout }) => [...stdout.matchAll(/^name:\s+(\S+)\s*$/gm)].map((match) => match[1]));
  const [databaseId, bucketLine] = await Promise.all([
    d1List.then(async (list) => {
      const found = list.find((db) => db.name === database.database_name);
      if (found) {
        report.push(`✔ D1 database ${database.database_name}: found (${found.uuid}).`);
        return found.uuid;
      }
      const { stdout } = await wranglerStep(`wrangler d1 create ${database.database_name}`, ['d1', 'create', database.database_name, '--update-config=false'], options);
      const created =
        stdout.match(/"database_id":\s*"([0-9a-f-]{36})"/i)?.[1] ??
        jsonOf((await wranglerStep('wrangler d1 list', ['d1', 'list', '--json'], options)).stdout).find((db) => db.name === database.database_name)?.uuid;
      if (!created) throw new UsageError(`wrangler d1 create ${database.database_name} printed no database id:\n${stdout}`);
      report.push(`✔ D1 database ${database.database_name}: created (${created}).`);
      return created;
    }),
    r2List.then(async (names) => {
      if (names.includes(bucketName)) return `✔ R2 bucket ${bucketName}: found.`;
      await wranglerStep(`wrangler r2 bucket create ${bucketName}`, ['r2', 'bucket', 'create', bucketName, '--update-config=false'], options);
      return `✔ R2 bucket ${bucketName}: created (private: never give it a public domain or an r2.dev address).`;
    }),
  ]);
  report.push(bucketLine);

  // 3. Its id into wrangler.jsonc, then the migrations (wrangler reads the id from there).
  const current = readConfig(dir);
  const withId = configWith(current.text, current.config, { databaseId });
  write(configFile(dir), current.text, withId.text);
  const changed = [...withValues.changed, ...withId.changed];
  report.push(changed.length ? `✔ ${show(configFile(dir))}: wrote ${changed.join(', ')}.` : `✔ ${show(configFile(dir))}: unchanged.`);
  report.push(siteEdit.changed.length ? `✔ ${show(siteFile(dir))}: wrote ${siteEdit.changed.join(', ')}.` : `✔ ${show(siteFile(dir))}: unchanged.`);
  const { stdout } = await wranglerStep(`wrangler d1 migrations apply ${database.binding} --remote`, ['d1', 'migrations', 'apply', database.binding, '--remote'], options);
  const applied = [...new Set([...stdout.matchAll(/(\d+_[\w.-]+\.sql)\s*│\s*✅/g)].map((match) => match[1]))];
  report.push(
    applied.length
      ? `✔ Migrations applied to the remote database: ${applied.join(', ')}.`
      : /No migrations to apply/.test(stdout)
        ? '✔ Migrations: none to apply (the remote database is up to date).'
        : `✔ Migrations: ${stdout.trim().split('\n').at(-1)}`,
  );

  const { address, firm, sender, team, aud } = values;
  console.log(
    [
      `Cloudflare set-up for ${address.url} (and ${address.twin}):`,
      ...report.map((line) => `  ${line}`),
      '',
      'Still to do by hand (docs/deploy.md):',
      `  • Email Routing on ${emailDomain(sender)}, and verify ${firm} as a destination address (step 4).`,
      ...(team && aud ? [] : ['  • Cloudflare Access, then: npm run setup:cloudflare -- --access-team https://<team>.cloudflareaccess.com --access-aud <AUD tag> (step 5).']),
      ...(changed.length || siteEdit.changed.length ? ['  • Review and commit the files written (git diff).'] : []),
      '  • npm run preflight, then npm run deploy (step 9).',
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  setup().catch(exitWith);
}
