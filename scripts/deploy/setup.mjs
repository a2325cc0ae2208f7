// First time on a Cloudflare account (docs/deploy.md, « 3. The set-up command »):
//
//   npm run setup:cloudflare -- --url https://www.sunurh.sn --mailbox recrutement@sunurh.sn
//       [--sender site@sunurh.sn] [--access-team https://<team>.cloudflareaccess.com]
//       [--access-aud <AUD tag>] [--dir <folder>]
//
// With wrangler logged in (`npx wrangler login`) or CLOUDFLARE_API_TOKEN (+ CLOUDFLARE_ACCOUNT_ID):
//   - with a token, checks it first (a one-line refusal for each problem, before any file is written
//     or anything created; a warning, not a refusal, when it is a user's token rather than the
//     account's): Cloudflare accepts it and it is active, it reaches one account, it has
//     Account → D1 → Edit, Account → Workers R2 Storage → Edit, Account → Workers Scripts → Edit
//     (each proved by a read) and the site's zone with Zone → Workers Routes → Edit;
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
// When a step fails it stops (exit 1) saying what is done and kept, and that the same command
// resumes there; R2 never turned on (Cloudflare's code 10042: the dashboard asks for a payment
// method first, even for the free tier) is said in plain words with where to click. The database's
// id is written as soon as the database is found or created, so the files are never half-done.
// At the end it prints what is still to do by hand (stillToDo: one list, each step with where to
// click and its section of docs/deploy.md).
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
  section,
  setJsonc,
  setYamlString,
  siteAddress,
  siteFile,
  UsageError,
  wranglerStep,
  workDir,
} from './common.mjs';
import { accessAudPattern, githubRepoOf, originOf } from './preflight.mjs';

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

// ── The API token ──────────────────────────────────────────────────────────────────────────────

/** What the set-up and the deploys need of the token, each proved by a read (nothing is changed). */
const tokenNeeds = [
  { permission: 'Account → D1 → Edit', why: 'the database of messages', path: (account) => `/accounts/${account}/d1/database?page=1&per_page=1` },
  { permission: 'Account → Workers R2 Storage → Edit', why: 'the bucket of CVs', path: (account) => `/accounts/${account}/r2/buckets` },
  { permission: 'Account → Workers Scripts → Edit', why: 'the Worker and its custom domains', path: (account) => `/accounts/${account}/workers/scripts` },
];
const routesPermission = 'Zone → Workers Routes → Edit';
const editToken = (permission) => `Dashboard → My Profile → API Tokens → the token → Edit → add « ${permission} » — ${section('token')}`;

/**
 * A user token (My Profile → API Tokens) acts as the person who made it, with their access to the
 * account: it stops working when they are removed from the account, and until then stays theirs to
 * use and roll. An account API token belongs to the account. Cloudflare recommends the latter for CI
 * (« Account API tokens », https://developers.cloudflare.com/fundamentals/api/get-started/account-owned-tokens/,
 * read 2026-12-08). Said, not refused: a developer's own token is fine for a first set-up on their machine.
 */
export const userTokenWarning = [
  '⚠ API token: this is a user token (My Profile → API Tokens). It acts as the person who created it: it stops working when they leave the',
  "  firm's Cloudflare account, and until then it stays theirs. For the workflow, create an account API token instead: Dashboard → Manage Account",
  '  → Account API Tokens → Create Token, with the same permissions, and put it in the GitHub environment « production » (CLOUDFLARE_API_TOKEN,',
  `  with CLOUDFLARE_ACCOUNT_ID) — ${section('token')}; docs/operations.md, « Remise des clés au cabinet ».`,
].join('\n');

/** A GET on Cloudflare's API with the token: its status, result and errors (« message » [code: n]). */
async function cloudflareGet(base, token, path) {
  let response;
  try {
    response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new UsageError(`Cloudflare's API could not be reached (GET ${base}${path}: ${error.cause?.code ?? error.message}). Check the connection, then run the same command again.`);
  }
  const body = await response.json().catch(() => undefined);
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const said = errors.map((error) => `« ${error.message} » [code: ${error.code}]`).join(', ') || `HTTP ${response.status}`;
  return { status: response.status, ok: response.ok && body?.success === true, result: body?.result, codes: errors.map((error) => error.code), said };
}

/**
 * With CLOUDFLARE_API_TOKEN, before anything is written or created: Cloudflare accepts the token
 * and it is active (a user's token verifies at /user/tokens/verify, an account's at
 * /accounts/:id/tokens/verify), it reaches one account (or CLOUDFLARE_ACCOUNT_ID's), each permission
 * of tokenNeeds answers a read, and the site's zone is among the zones it reaches, its Workers routes
 * readable. Each problem is one line: what, and where to click. A read proves the permission group is
 * on the token, not that it is « Edit » rather than « Read »: a read-only one fails later, at the
 * creation, with Cloudflare's own message. Without a token (wrangler login, a Global API Key) there
 * is nothing to check here.
 */
async function checkToken({ env, host, config }) {
  const token = env.CLOUDFLARE_API_TOKEN?.trim();
  if (!token) return { line: `• API token: not checked (${env.CLOUDFLARE_API_KEY ? 'a Global API Key is used' : 'none: wrangler login is used'}).` };
  const base = (env.CLOUDFLARE_API_BASE_URL || 'https://api.cloudflare.com/client/v4').replace(/\/+$/, '');
  const get = (path) => cloudflareGet(base, token, path);
  const refusal = (field, message, fix) => `✘ CLOUDFLARE_API_TOKEN (environment) → ${field}: ${message} fix: ${fix}`;
  const stop = (lines) => {
    throw new UsageError(['The API token cannot do the set-up (nothing was created, no file written):', ...lines.map((line) => `  ${line}`)].join('\n'));
  };
  const given = String(env.CLOUDFLARE_ACCOUNT_ID || config.account_id || '').trim();

  // A user's token verifies at /user/tokens/verify, an account's at /accounts/:id/tokens/verify:
  // where it verifies says whose it is.
  let verified = await get('/user/tokens/verify');
  const owner = verified.ok ? 'user' : 'account';
  if (!verified.ok && given) verified = await get(`/accounts/${given}/tokens/verify`);
  if (!verified.ok) {
    stop([
      refusal(
        'the token',
        `Cloudflare does not accept it (${verified.said}).`,
        `copy it again (Cloudflare shows it once) or create one, then export CLOUDFLARE_API_TOKEN=<token>${given ? '' : ' (an account API token verifies on its account only: export CLOUDFLARE_ACCOUNT_ID=<account id> too)'} — ${section('token')}`,
      ),
    ]);
  }
  const status = verified.result?.status;
  if (status !== 'active') stop([refusal('the token', `it is ${status ?? 'not active'}.`, `Dashboard → My Profile → API Tokens: roll it or create another, then export CLOUDFLARE_API_TOKEN=<token> — ${section('token')}`)]);

  let account = given;
  if (!account) {
    const accounts = await get('/accounts');
    const list = accounts.ok && Array.isArray(accounts.result) ? accounts.result : [];
    if (list.length === 1) account = list[0].id;
    else {
      stop([
        list.length
          ? refusal('the account', `it reaches ${list.length} accounts (${list.map((item) => item.name).join(', ')}).`, `export CLOUDFLARE_ACCOUNT_ID=<the firm's account id> — ${section('domain')}`)
          : refusal('the account', 'it reaches no account.', `Dashboard → My Profile → API Tokens → the token → Edit → Account Resources → Include → the firm's account — ${section('token')}`),
      ]);
    }
  }

  const problems = [];
  const reads = await Promise.all(tokenNeeds.map((need) => get(need.path(account))));
  const denied = (read) => read.status === 403 || read.codes.some((code) => code === 10000 || code === 9109);
  if (reads.every(denied)) {
    stop([refusal('the account', `it can read nothing on account ${account} (${reads[0].said}).`, `check CLOUDFLARE_ACCOUNT_ID (Workers & Pages → Account ID), and the token's Account Resources — ${section('token')}`)]);
  }
  tokenNeeds.forEach((need, index) => {
    const read = reads[index];
    // 10042: R2 is not turned on yet; the permission is there (said with its fix at the bucket's step).
    if (read.ok || read.codes.includes(10042)) return;
    problems.push(
      denied(read)
        ? refusal(need.permission, `the token lacks this permission, needed for ${need.why} (Cloudflare: ${read.said}).`, editToken(need.permission))
        : refusal(need.permission, `Cloudflare answered ${read.said} to GET ${need.path(account)}.`, `run the same command again; if it says the same, check Cloudflare's status page`),
    );
  });

  // The zone of the site's host (sunurh.sn for www.sunurh.sn, firm.sn for site.firm.sn), as the deploy finds it.
  const labels = host.split('.');
  let zone;
  for (let index = 0; index < labels.length - 1 && !zone; index += 1) {
    const name = labels.slice(index).join('.');
    const found = await get(`/zones?name=${encodeURIComponent(name)}&account.id=${encodeURIComponent(account)}`);
    zone = found.ok && Array.isArray(found.result) ? found.result.find((item) => item.name === name) : undefined;
  }
  const domain = host.replace(/^www\./, '');
  if (!zone) {
    problems.push(
      refusal(
        routesPermission,
        `the token reaches no zone for ${host} on this account: the deploy attaches ${host} and its twin to the Worker there.`,
        `add the domain to the account (${section('domain')}), then Dashboard → My Profile → API Tokens → the token → Edit → Zone Resources → Include → Specific zone → ${domain}, with « ${routesPermission} » — ${section('token')}`,
      ),
    );
  } else {
    const routes = await get(`/zones/${zone.id}/workers/routes`);
    if (!routes.ok) problems.push(refusal(routesPermission, `the token cannot read the Workers routes of ${zone.name} (Cloudflare: ${routes.said}).`, editToken(`${routesPermission} » on « ${zone.name}`)));
  }
  if (problems.length) stop(problems);
  return { account, line: `✔ API token: active, on account ${account}; D1, R2, Workers and the routes of ${zone.name} allowed.`, warning: owner === 'user' ? userTokenWarning : undefined };
}

// ── When it stops ──────────────────────────────────────────────────────────────────────────────

/** Cloudflare's refusal while R2 is not turned on in the dashboard (wrangler prints its code). */
const isR2Off = (error) => /\[code: 10042\]|Please enable R2 through the Cloudflare Dashboard/.test(String(error?.message ?? error));

/** The lines a stop ends with: what is already done and kept, and that the same command resumes. */
const resumeLines = (kept, next) => [
  ...(kept.length ? ['  Already done, and kept:', ...kept.map((line) => `    ${line}`)] : ['  Nothing was created.']),
  `  Then run the same command again: it resumes where it stopped${next ? ` (${next})` : ''} and creates nothing twice.`,
];

/** R2 off: what happened, what to do (where to click), what is kept, and that a re-run resumes. */
function r2OffStop(bucketName, kept) {
  return new UsageError(
    [
      `R2 is not turned on for this Cloudflare account, so the bucket ${bucketName} (the CVs) could not be created. Cloudflare said: « Please enable R2 through the Cloudflare Dashboard. » [code: 10042].`,
      "  What to do: Dashboard → R2 Object Storage → Overview → add a payment method (a card or PayPal) and turn R2 on. Cloudflare asks for one even for R2's free tier, which costs nothing within its monthly allowance (10 GB stored).",
      ...resumeLines(kept, `it finds what exists and creates the bucket`),
    ].join('\n'),
  );
}

/** Any other failed step: its own message, then what is kept and that a re-run resumes. */
function stepStop(error, kept) {
  if (!(error instanceof UsageError || error?.step)) throw error;
  return new UsageError([error.message, '', ...resumeLines(kept, 'once that is fixed')].join('\n'));
}

// ── Still to do by hand ────────────────────────────────────────────────────────────────────────

/**
 * What the set-up cannot do, in the order to do it, each with where to click and its section of
 * docs/deploy.md: the one list the set-up prints at its end.
 */
export function stillToDo({ address, firm, sender, team, aud, account, repo, filesWritten }) {
  // GitHub's pages for them: named by the checkout's origin when it is on GitHub.
  const actions = `GitHub → ${repo ?? 'the repository'} → Settings → Secrets and variables → Actions`;
  // The deploy secrets live in the environment « production », which only main may use (step 8).
  const environment = `GitHub → ${repo ?? 'the repository'} → Settings → Environments → New environment « production » (Deployment branches and tags: Selected branches and tags → main) → Environment secrets → Add environment secret${repo ? ` (https://github.com/${repo}/settings/environments)` : ''}`;
  const variables = `${actions} → Variables tab → New repository variable${repo ? ` (https://github.com/${repo}/settings/variables/actions)` : ''}`;
  return [
    `Email Routing on ${emailDomain(sender)}, and ${firm} verified as a destination address: Dashboard → ${address.bare} → Email → Email Routing — ${section('email')}.`,
    ...(team && aud
      ? []
      : [
          `Cloudflare Access: Dashboard → Zero Trust → Access → Applications → Add → Self-hosted, then npm run setup:cloudflare -- --access-team https://<team>.cloudflareaccess.com --access-aud <AUD tag> — ${section('access')}.`,
        ]),
    `The editor's GitHub OAuth app: GitHub → Settings → Developer settings → OAuth Apps → New OAuth App, homepage ${address.url}, callback ${address.url}/api/auth/callback; keep its Client ID and generate a client secret — ${section('editor')}.`,
    `The workflow's secrets, in the GitHub environment « production », CLOUDFLARE_API_TOKEN (the account API token of step 2) and CLOUDFLARE_ACCOUNT_ID (${account ?? 'the account id of step 1'}): ${environment} — ${section('workflow')}.`,
    `HEALTH_TOKEN, one random value (openssl rand -hex 32: 64 characters; the Worker refuses one under 32) kept in two places: the environment secret HEALTH_TOKEN (the same environment) and the Worker secret of the same name (below, after the first deploy); the live check and the workflow read the site's health with it — ${section('workflow')}.`,
    `The repository variable LEGAL_VALUES_PENDING = oui, only while legal.yml still has values « À compléter » or content/paie.yml parameters the firm has not checked (the workflow then deploys with --staging); delete it once both are done (the preflight then says --staging is not needed any more): ${variables} — ${section('legal', 'workflow')}.`,
    ...(filesWritten ? ['Review and commit the files written (git diff).'] : []),
    `npm run preflight, then npm run deploy — ${section('firstDeploy')}.`,
    `Right after the first deploy (a Worker secret needs the Worker): npx wrangler secret put GITHUB_CLIENT_ID and npx wrangler secret put GITHUB_CLIENT_SECRET (the OAuth app's), npx wrangler secret put HEALTH_TOKEN (the same value as the environment secret), and npx wrangler secret put ALERT_GITHUB_TOKEN (a fine-grained GitHub token, Issues: read and write on this repository only: the watchdog's second alert channel, « The alert token » under step 8), then « Envoyer une alerte d’essai » in the inbox: both channels must say « envoyée » — ${section('editor', 'workflow')}.`,
  ];
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

  // 1. The firm's values, checked before anything is sent; 2. the token, checked before anything is
  // written or created; then the files, written at once.
  const values = await firmValues(args, { config: initial.config, site: siteFileText.site });
  const token = await checkToken({ env: process.env, host: values.address.host, config: initial.config });
  // Said at once, so that it shows even if a later step stops the set-up.
  if (token.warning) console.log(`${token.warning}\n`);
  // The account the check found (the token's only one): wrangler works on it too, without asking.
  if (token.account && !process.env.CLOUDFLARE_ACCOUNT_ID && !initial.config.account_id) process.env.CLOUDFLARE_ACCOUNT_ID = token.account;
  const withValues = configWith(initial.text, initial.config, values);
  write(configFile(dir), initial.text, withValues.text);
  const siteEdit = siteWith(siteFileText.text, siteFileText.site, values);
  write(siteFile(dir), siteFileText.text, siteEdit.text);
  const configChanged = [...withValues.changed];
  const fileLines = () => [
    configChanged.length ? `✔ ${show(configFile(dir))}: wrote ${configChanged.join(', ')}.` : `✔ ${show(configFile(dir))}: unchanged.`,
    siteEdit.changed.length ? `✔ ${show(siteFile(dir))}: wrote ${siteEdit.changed.join(', ')}.` : `✔ ${show(siteFile(dir))}: unchanged.`,
  ];
  let databaseLine;
  let bucketLine;
  let migrationsLine;
  /** What is done so far, as said at the end or on a stop. */
  const done = () => [databaseLine, bucketLine, ...fileLines(), migrationsLine].filter(Boolean);

  // 3. The database and the bucket: found, or created. With `wrangler login` (OAuth) the first call
  // may refresh the token: it runs alone; with an API token the two lists run together. Each branch
  // runs to its end whatever the other does (allSettled): a stop never leaves one half-done.
  const options = { dir };
  const d1List = wranglerStep('wrangler d1 list', ['d1', 'list', '--json'], options).then(({ stdout }) => jsonOf(stdout));
  const tokenAuth = Boolean(process.env.CLOUDFLARE_API_TOKEN || process.env.CLOUDFLARE_API_KEY);
  const r2List = (tokenAuth ? Promise.resolve() : d1List)
    .then(() => wranglerStep('wrangler r2 bucket list', ['r2', 'bucket', 'list'], options))
    .then(({ stdout }) => [...stdout.matchAll(/^name:\s+(\S+)\s*$/gm)].map((match) => match[1]));
  const d1 = d1List.then(async (list) => {
    const found = list.find((db) => db.name === database.database_name);
    let id = found?.uuid;
    if (found) databaseLine = `✔ D1 database ${database.database_name}: found (${id}).`;
    else {
      const { stdout } = await wranglerStep(`wrangler d1 create ${database.database_name}`, ['d1', 'create', database.database_name, '--update-config=false'], options);
      id =
        stdout.match(/"database_id":\s*"([0-9a-f-]{36})"/i)?.[1] ??
        jsonOf((await wranglerStep('wrangler d1 list', ['d1', 'list', '--json'], options)).stdout).find((db) => db.name === database.database_name)?.uuid;
      if (!id) throw new UsageError(`wrangler d1 create ${database.database_name} printed no database id:\n${stdout}`);
      databaseLine = `✔ D1 database ${database.database_name}: created (${id}).`;
    }
    // Its id into wrangler.jsonc at once (the migrations read it there): the files match the account
    // whatever happens next.
    const current = readConfig(dir);
    const withId = configWith(current.text, current.config, { databaseId: id });
    write(configFile(dir), current.text, withId.text);
    configChanged.push(...withId.changed);
    return id;
  });
  const r2 = r2List.then(async (names) => {
    if (names.includes(bucketName)) bucketLine = `✔ R2 bucket ${bucketName}: found.`;
    else {
      await wranglerStep(`wrangler r2 bucket create ${bucketName}`, ['r2', 'bucket', 'create', bucketName, '--update-config=false'], options);
      bucketLine = `✔ R2 bucket ${bucketName}: created (private: never give it a public domain or an r2.dev address).`;
    }
  });
  const [d1Done, r2Done] = await Promise.allSettled([d1, r2]);
  const r2Off = r2Done.status === 'rejected' && isR2Off(r2Done.reason);

  // 4. The migrations, on the database whatever became of the bucket (wrangler reads the id from the file).
  try {
    if (d1Done.status === 'rejected') throw d1Done.reason;
    const { stdout } = await wranglerStep(`wrangler d1 migrations apply ${database.binding} --remote`, ['d1', 'migrations', 'apply', database.binding, '--remote'], options);
    const applied = [...new Set([...stdout.matchAll(/(\d+_[\w.-]+\.sql)\s*│\s*✅/g)].map((match) => match[1]))];
    migrationsLine = applied.length
      ? `✔ Migrations applied to the remote database: ${applied.join(', ')}.`
      : /No migrations to apply/.test(stdout)
        ? '✔ Migrations: none to apply (the remote database is up to date).'
        : `✔ Migrations: ${stdout.trim().split('\n').at(-1)}`;
    if (r2Done.status === 'rejected' && !r2Off) throw r2Done.reason;
  } catch (error) {
    throw stepStop(error, done());
  }
  if (r2Off) throw r2OffStop(bucketName, done());

  const { address, firm, sender, team, aud } = values;
  const repo = githubRepoOf(originOf(dir)) ?? (process.env.CMS_GITHUB_REPO?.trim() || undefined);
  const filesWritten = configChanged.length > 0 || siteEdit.changed.length > 0;
  console.log(
    [
      `Cloudflare set-up for ${address.url} (and ${address.twin}):`,
      ...[token.line, ...done()].map((line) => `  ${line}`),
      '',
      'Still to do by hand (docs/deploy.md):',
      ...stillToDo({ address, firm, sender, team, aud, account: token.account ?? process.env.CLOUDFLARE_ACCOUNT_ID, repo, filesWritten }).map((line) => `  • ${line}`),
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  setup().catch(exitWith);
}
