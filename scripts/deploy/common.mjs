// What the going-live commands share (scripts/deploy/setup.mjs, preflight.mjs, deploy.mjs): the
// folder they work on, wrangler.jsonc and content/site.yml read and edited without losing their
// comments, the shapes of addresses, and wrangler run as a child process. docs/deploy.md.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, modify, parse, printParseErrorCode } from 'jsonc-parser';
import { isMap, isScalar, parseDocument } from 'yaml';

/** The repository these scripts belong to (their wrangler, their build). */
export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const wranglerBin = join(root, 'node_modules/wrangler/bin/wrangler.js');
export const docs = 'docs/deploy.md';

/**
 * The sections of docs/deploy.md the commands send the developer to, by their titles (the tests
 * check each is a heading of docs/deploy.md). `section('setup')` → docs/deploy.md, « 3. The set-up
 * command »; `section('legal', 'workflow')` → docs/deploy.md, « 7. The legal values » and « 8. … ».
 */
export const sectionTitles = {
  domain: '1. The domain on Cloudflare',
  token: '2. An API token',
  setup: '3. The set-up command',
  email: "4. Email Routing (the firm's e-mails)",
  replies: '4b. Replies from the inbox (Email Sending)',
  access: '5. Cloudflare Access (the inbox and the editor)',
  editor: "6. The editor's sign-in (GitHub)",
  legal: '7. The legal values',
  payroll: '7b. The payroll parameters',
  articles: "7c. The articles' unchecked figures",
  workflow: '8. Continuous deployment (GitHub Actions)',
  firstDeploy: '9. The first deploy',
};
export const section = (...keys) => `${docs}, ${keys.map((key) => `« ${sectionTitles[key]} »`).join(' and ')}`;

/**
 * `--name value`, `--name=value` and bare `--flag` (true) into an object; anything else is refused,
 * so a misspelt flag never goes unnoticed. `flags` lists the valued flags, `switches` the bare ones.
 */
export function parseArgs(argv, { flags = [], switches = [] }) {
  const options = {};
  for (let index = 0; index < argv.length; index += 1) {
    const match = argv[index].match(/^--([a-z][a-z-]*)(?:=(.*))?$/);
    const name = match?.[1];
    if (name && switches.includes(name) && match[2] === undefined) options[name] = true;
    else if (name && flags.includes(name)) {
      const value = match[2] ?? argv[(index += 1)];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value.`);
      options[name] = value;
    } else throw new UsageError(`Unknown argument « ${argv[index]} ». Known: ${[...flags, ...switches].map((flag) => `--${flag}`).join(', ')}.`);
  }
  return options;
}

/** A mistake in how a command was called or in a value given to it: printed without a stack. */
export class UsageError extends Error {}

/** The folder worked on: --dir, or the repository. */
export const workDir = (dir) => resolve(dir ?? root);

export const configFile = (dir) => join(dir, 'wrangler.jsonc');
export const siteFile = (dir) => join(dir, 'content/site.yml');

/** wrangler.jsonc: its text and its value (a syntax error is refused with its position). */
export function readConfig(dir) {
  const text = readFileSync(configFile(dir), 'utf8');
  const errors = [];
  const config = parse(text, errors, { allowTrailingComma: true });
  if (errors.length) {
    const { error, offset } = errors[0];
    throw new UsageError(`wrangler.jsonc: ${printParseErrorCode(error)} at offset ${offset}.`);
  }
  return { text, config };
}

/** Sets the value at `path` in a JSONC text, its comments and layout kept. */
export function setJsonc(text, path, value) {
  return applyEdits(text, modify(text, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }));
}

/** content/site.yml: its text and its values. */
export function readSite(dir) {
  const text = readFileSync(siteFile(dir), 'utf8');
  const doc = parseDocument(text);
  if (doc.errors.length) throw new UsageError(`content/site.yml: ${doc.errors[0].message}`);
  return { text, site: doc.toJS() ?? {} };
}

/**
 * Sets top-level `key` of a YAML text to a string. Only that value's characters change (the node's
 * range in the parsed document): comments, order, quoting and spacing elsewhere stay as they were.
 */
export function setYamlString(text, key, value) {
  const doc = parseDocument(text);
  const node = isMap(doc.contents) ? doc.contents.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.value : undefined;
  if (!isScalar(node) || !node.range) {
    doc.set(key, value);
    return String(doc);
  }
  const plain = /^[A-Za-z0-9][\w.@/:+-]*$/.test(value) && !/:\s|\s#/.test(value);
  const source = plain && node.type === 'PLAIN' ? value : JSON.stringify(value);
  return text.slice(0, node.range[0]) + source + text.slice(node.range[1]);
}

// ── Addresses ──────────────────────────────────────────────────────────────────────────────────

/** The other name of a host: `www.sunurh.sn` ↔ `sunurh.sn` (as worker/canonical.ts). */
export const twinHostOf = (host) => (host.startsWith('www.') ? host.slice('www.'.length) : `www.${host}`);
export const bareHostOf = (host) => (host.startsWith('www.') ? host.slice('www.'.length) : host);

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real address. */
export function isPlaceholderHost(host) {
  const name = String(host).toLowerCase().replace(/\.$/, '');
  return /(^|\.)example\.(com|org|net)$/.test(name) || /(^|\.)(example|test|invalid|localhost|local)$/.test(name) || name === 'localhost';
}

export const emailPattern = /^[^\s@<>(),;:"]+@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)$/i;
const hostPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i;

/** The domain of an e-mail address, lower-cased, or undefined when it is not one. */
export const emailDomain = (value) =>
  String(value ?? '')
    .match(emailPattern)?.[1]
    .toLowerCase();

/** A host is on the site's domain when it is the bare domain or a name under it (envoi.sunurh.sn). */
export const onDomain = (host, bare) => host === bare || host.endsWith(`.${bare}`);

/**
 * The site's address as the firm gives it, checked: `https://` and a real public host name, nothing
 * after it. Returns its canonical form (`https://www.sunurh.sn`), its host, the twin and the bare
 * domain; throws a UsageError saying what is wrong.
 */
export function siteAddress(value, what = 'The site address') {
  let url;
  try {
    url = new URL(String(value).trim());
  } catch {
    throw new UsageError(`${what} « ${value} » is not an address: write it in full, e.g. https://www.sunurh.sn`);
  }
  if (url.protocol !== 'https:') throw new UsageError(`${what} « ${value} » must start with https:// (Cloudflare serves the site over HTTPS).`);
  if (url.username || url.password || url.port || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new UsageError(`${what} « ${value} » must be the site's address alone, e.g. https://www.sunurh.sn (no path, port or query).`);
  }
  const host = url.hostname.toLowerCase();
  if (!hostPattern.test(host)) throw new UsageError(`${what} « ${value} »: « ${host} » is not a public host name.`);
  if (isPlaceholderHost(host)) throw new UsageError(`${what} « ${value} » is an example address: give the firm's real domain.`);
  return { url: `https://${host}`, host, twin: twinHostOf(host), bare: bareHostOf(host) };
}

// ── wrangler ───────────────────────────────────────────────────────────────────────────────────

/**
 * Runs the repository's wrangler on `dir`'s wrangler.jsonc. `capture`: its output is returned (and
 * not shown); otherwise it is shown as it comes. Resolves with { code, stdout, stderr }.
 */
export function wrangler(args, { dir, env = process.env, capture = true, input = 'ignore' } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...args, '--config', configFile(dir)], {
      cwd: dir,
      env,
      stdio: [input, capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code: code ?? 1, stdout, stderr }));
  });
}

/** A step that failed: its name, and what the tool said. */
export class StepError extends Error {
  constructor(step, detail) {
    super(`${step} failed${detail ? `:\n${detail.trim()}` : '.'}`);
    this.step = step;
  }
}

/** wrangler's answer, or a StepError naming the step with its output. */
export async function wranglerStep(step, args, options) {
  const result = await wrangler(args, options);
  if (result.code !== 0) throw new StepError(step, options?.capture === false ? '' : `${result.stdout}\n${result.stderr}`);
  return result;
}

/** Prints a UsageError or StepError as a message, anything else with its stack; exits 1. */
export function exitWith(error) {
  const known = error instanceof UsageError || error instanceof StepError;
  console.error(`\n✘ ${known ? error.message : (error.stack ?? error)}\n`);
  process.exit(1);
}
