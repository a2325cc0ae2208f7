/**
 * A local stand-in of Cloudflare's API for the deploy tooling's tests (scripts/deploy/): a node:http
 * server that answers only the calls wrangler 4.x (4.164 here) makes for `d1 list --json`, `d1 create`,
 * `d1 migrations apply --remote`, `r2 bucket list`, `r2 bucket create` and `deploy` (assets upload,
 * script upload or new version + deployment, schedules, custom domains, workers.dev), keeps what
 * they create in memory and records every request. Point the real wrangler at it with `env()`
 * (CLOUDFLARE_API_BASE_URL, wrangler's own override of https://api.cloudflare.com/client/v4).
 * Any other request gets a 404 and is recorded with `known: false`, so a test can list them.
 *
 * It also answers as Cloudflare does when the account or the token is not ready: `r2Enabled: false`
 * (R2 never turned on in the dashboard) refuses every R2 call with code 10042; a token other than
 * its own is refused, and one without a permission gets « Authentication error » (code 10000) on
 * that permission's calls; `/user/tokens/verify` and `/accounts/:id/tokens/verify` answer for the
 * token as the set-up's check asks them (scripts/deploy/setup.mjs).
 *
 * It also answers what the guides' commands ask after go-live (docs/operations.md), as wrangler 4.164
 * asks it (read in its own code, node_modules/wrangler/wrangler-dist/cli.js, and by running it here):
 *   - `secret put`: PUT …/scripts/:name/secrets {name, text, type}, which on Cloudflare makes a new
 *     version with the secret and deploys it; `secret list`: GET …/secrets (names, never values);
 *   - `deployments list` and `rollback`: GET …/scripts/:name/deployments (latest first, each with its
 *     created_on), GET …/versions/:id, and POST …/deployments; a rollback to a version whose secrets
 *     differ from the live ones is refused with code 10220 naming them, until wrangler, having
 *     asked, sends it again with ?force=true (the code and wrangler's handling are wrangler's; the
 *     message's wording is the stand-in's);
 *   - D1 Time Travel: GET …/d1/database/:id/time_travel/bookmark[?timestamp=] and POST
 *     …/time_travel/restore?bookmark= (the database as it was at that bookmark: its later SQL undone);
 *   - `d1 export --remote` (POST …/export, polling, then the SQL from a signed address this server
 *     serves) and `d1 execute --remote --file` (POST …/import init, the upload, ingest);
 *   - `r2 object get --remote` (GET …/r2/buckets/:bucket/objects/:key).
 * Shapes from Cloudflare's API reference where it documents them (https://developers.cloudflare.com/api/,
 * « Workers Scripts › Secrets », « Workers › Deployments », « D1 › Time Travel », read 2026-12-08);
 * otherwise as wrangler reads them.
 *
 * Deterministic: ids come from a counter, dates are fixed or from a counter (one minute a step),
 * nothing is read from the network.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Part {
  name: string;
  filename?: string;
  type: string;
  text: string;
}

export interface Call {
  method: string;
  /** Without the /client/v4 prefix, e.g. /accounts/<id>/d1/database. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body (or the raw text when it is not JSON). */
  body?: unknown;
  /** A multipart body's parts: the script upload's `metadata` and modules, the assets' files. */
  parts?: Part[];
  status: number;
  known: boolean;
  /** Under /client/v4 (Cloudflare's API), as every call wrangler makes to Cloudflare is. */
  api: boolean;
}

export interface Database {
  uuid: string;
  name: string;
  /** The d1_migrations table's rows, once wrangler created it. */
  migrations?: string[];
  /** Every SQL text the database holds, in order (the migrations' files included); a Time Travel restore drops the later ones. */
  sql: string[];
  /** When each of `sql` was received (the stand-in's clock). */
  at: string[];
  /** The Time Travel restores, in order: the bookmark restored to and the one before it. */
  restores: { bookmark: string; previous: string }[];
}

/** A version of a Worker as Cloudflare keeps it: its bindings then, and when and how it was made. */
export interface Version {
  id: string;
  number: number;
  created_on: string;
  /** wrangler (an upload) or secret (`wrangler secret put`). */
  source: string;
  bindings: Binding[];
}

export interface Binding {
  name: string;
  type: string;
  [key: string]: unknown;
}

export interface Script {
  /** The metadata of the last upload (script or version). */
  metadata: Record<string, unknown>;
  modules: Part[];
  /** The bindings in force after the last upload (secrets the upload did not mention are kept). */
  bindings: Binding[];
  schedules: { cron: string }[];
  subdomain: { enabled: boolean; previews_enabled: boolean };
  versions: string[];
  /** Each version's details, by id. */
  versionDetails: Map<string, Version>;
  deployments: Deployment[];
  settings: Record<string, unknown>;
}

export interface Deployment {
  id: string;
  created_on: string;
  source: string;
  strategy: 'percentage';
  author_email: string;
  annotations: Record<string, string>;
  versions: { version_id: string; percentage: number }[];
}

export interface CustomDomain {
  id: string;
  hostname: string;
  service: string;
  zone_id: string;
  zone_name: string;
  environment: string;
}

/** The permissions of an API token the stand-in tells apart, as Cloudflare's dashboard names them. */
export const permissions = ['Account → D1 → Edit', 'Account → Workers R2 Storage → Edit', 'Account → Workers Scripts → Edit', 'Zone → Workers Routes → Edit'] as const;
export type Permission = (typeof permissions)[number];

export interface TokenOptions {
  /** The token's secret (what wrangler sends as « Authorization: Bearer … »). */
  value?: string;
  /** A user's token (My Profile → API Tokens) or an account's (Manage Account → Account API Tokens). */
  owner?: 'user' | 'account';
  status?: 'active' | 'disabled' | 'expired';
  /** Every permission by default. */
  permissions?: readonly Permission[];
}

export interface CloudflareApiOptions {
  accountId?: string;
  /** The zones (domains) on the account. */
  zones?: string[];
  /** false: R2 was never turned on in the dashboard (it needs a payment method); every R2 call answers code 10042. */
  r2Enabled?: boolean;
  token?: TokenOptions;
}

export interface CloudflareApi {
  /** http://127.0.0.1:<port>/client/v4 */
  url: string;
  accountId: string;
  calls: Call[];
  /** The requests it did not know (answered 404). */
  unknown(): Call[];
  databases: Database[];
  buckets: { name: string; creation_date: string }[];
  scripts: Map<string, Script>;
  domains: CustomDomain[];
  /** Asset files received (hash → base64 content). */
  assets: Map<string, string>;
  /** R2 objects, by bucket then key (`r2 object get` reads them). */
  objects: Map<string, Map<string, Buffer>>;
  /** A database that already exists on the account (as if made in the dashboard); returns its id. */
  addDatabase(name: string): string;
  /**
   * A binding set outside the repository on a deployed Worker: a secret (`wrangler secret put`), or a
   * variable typed in the dashboard.
   */
  addBinding(script: string, binding: Binding): void;
  /** The stand-in's clock jumps to this time (what happens next is dated from it). */
  setTime(iso: string): void;
  /** The variables that point wrangler here, offline (no telemetry, no update check). */
  vars(): Record<string, string>;
  /** R2 turned on in the dashboard (a payment method added): R2 calls are answered from now on. */
  enableR2(): void;
  /** process.env with vars(). */
  env(extra?: Record<string, string>): NodeJS.ProcessEnv;
  close(): Promise<void>;
}

const now = '2026-11-26T09:00:00.000Z';
const ok = (result: unknown, extra: Record<string, unknown> = {}) => ({ success: true, errors: [], messages: [], result, ...extra });
const failure = (code: number, message: string) => ({ success: false, errors: [{ code, message }], messages: [], result: null });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token (wrangler only checks its expiry, after a failed upload). */
const jwt = (purpose: string) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ purpose, exp: 4102444800 })}.stand-in`;

/** The stand-in's clock: a minute later at each step, from `now`. */
const clock = () => {
  let start = Date.parse(now);
  let minutes = 0;
  const tick = () => new Date(start + ++minutes * 60_000).toISOString();
  tick.set = (iso: string) => {
    start = Date.parse(iso);
    minutes = 0;
  };
  return tick;
};
/** A D1 bookmark, as Cloudflare writes them (four hexadecimal groups), for the state after `count` SQL texts. */
const bookmarkOf = (db: { uuid: string }, count: number) => `${count.toString(16).padStart(8, '0')}-00000000-00000000-${db.uuid.replace(/-/g, '')}`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function multipart(raw: Buffer, contentType: string): Promise<Part[]> {
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  const parts: Part[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, type: 'text/plain', text: value });
    else parts.push({ name, filename: value.name, type: value.type, text: await value.text() });
  }
  return parts;
}

/** D1's answer to a query: the migrations table (created, listed, filled); any other SQL is recorded. */
function runSql(db: Database, sql: string, at: string) {
  db.sql.push(sql);
  db.at.push(at);
  const statement = (results: unknown[] = []) => ({
    results,
    success: true,
    meta: { duration: 0.1, changes: 0, last_row_id: 0, rows_read: results.length, rows_written: 0, size_after: 16384, changed_db: false },
  });
  if (/^\s*CREATE TABLE IF NOT EXISTS\s+"?d1_migrations\b"?/i.test(sql)) {
    db.migrations ??= [];
    return [statement()];
  }
  if (/^\s*SELECT\b[\s\S]*\bFROM\s+"?d1_migrations\b"?/i.test(sql)) {
    if (!db.migrations) throw new Error('no such table: d1_migrations: SQLITE_ERROR');
    return [statement(db.migrations.map((name, index) => ({ id: index + 1, name, applied_at: now })))];
  }
  for (const match of sql.matchAll(/INSERT INTO\s+"?d1_migrations"?\s*\(name\)\s*values\s*\('([^']+)'\)/gi)) {
    if (!db.migrations) throw new Error('no such table: d1_migrations: SQLITE_ERROR');
    db.migrations.push(match[1]);
  }
  return [statement()];
}

const secretTypes = ['secret_text', 'secret_key'];

/**
 * The bindings after an upload, as Cloudflare applies them: the upload's own; `inherit` ones taken
 * from the previous version (an unknown one fails, as with `bindings_inherit=strict`); the previous
 * ones of a type listed in `keep_bindings`; and the previous secrets, which persist across an upload
 * that sends no secret of its own (the upload cannot know their values).
 */
function applyBindings(previous: Binding[], metadata: Record<string, unknown>): Binding[] {
  const sent = (metadata.bindings as Binding[] | undefined) ?? [];
  const keep = new Set((metadata.keep_bindings as string[] | undefined) ?? []);
  if (!sent.some((binding) => secretTypes.includes(binding.type))) secretTypes.forEach((type) => keep.add(type));
  const result = sent.map((binding) => {
    if (binding.type !== 'inherit') return binding;
    const found = previous.find((old) => old.name === binding.name);
    if (!found) throw new Error(`binding ${binding.name} cannot be inherited: the previous version has none`);
    return found;
  });
  for (const old of previous) if (keep.has(old.type) && !result.some((binding) => binding.name === old.name)) result.push(old);
  return result;
}

/** Cloudflare's answer to a call the token may not make: 403, « Authentication error », code 10000. */
const authenticationError = () => ({ status: 403, json: failure(10000, 'Authentication error') });

export async function startCloudflareApi({ accountId = '0123456789abcdef0123456789abcdef', zones = [], r2Enabled = true, token = {} }: CloudflareApiOptions = {}): Promise<CloudflareApi> {
  const { value: tokenValue = 'stand-in-token', owner = 'user', status: tokenStatus = 'active', permissions: granted = permissions } = token;
  const tokenId = 'f267e341f3dd4697bd3b9f71dd96247f';
  let r2On = r2Enabled;
  const calls: Call[] = [];
  const databases: Database[] = [];
  const buckets: { name: string; creation_date: string }[] = [];
  const scripts = new Map<string, Script>();
  const domains: CustomDomain[] = [];
  const assets = new Map<string, string>();
  const objects = new Map<string, Map<string, Buffer>>();
  const tick = clock();
  /** This server's address (set once it listens). */
  let origin = '';
  /** SQL files uploaded for `d1 execute --file`, by the name given at `init`. */
  const imports = new Map<string, { db: string; text?: string }>();
  let counter = 0;
  /** 00000000-0000-4000-8000-00000000000n: a new id each time, the same ones on every run. */
  const uuid = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;
  const zoneList = zones.map((name, index) => ({ id: `zone${index + 1}`.padEnd(32, '0'), name, status: 'active', account: { id: accountId } }));
  /** The hashes the current assets upload session still waits for. */
  const pendingAssets = new Set<string>();

  const newScript = (): Script => ({
    metadata: {},
    modules: [],
    bindings: [],
    schedules: [],
    subdomain: { enabled: false, previews_enabled: false },
    versions: [],
    versionDetails: new Map(),
    deployments: [],
    settings: {},
  });

  /** A new version of the script with these bindings; returns its id. */
  function addVersion(script: Script, bindings: Binding[], source: string): string {
    const id = uuid();
    script.bindings = bindings;
    script.versions.push(id);
    script.versionDetails.set(id, { id, number: script.versions.length, created_on: tick(), source, bindings: bindings.map((binding) => ({ ...binding })) });
    return id;
  }

  /** A deployment of `versions`; at 100 %, the Worker runs that version's bindings from now on. */
  function deploy(script: Script, versions: { version_id: string; percentage: number }[], source: string, message?: string): Deployment {
    const deployment: Deployment = {
      id: uuid(),
      created_on: tick(),
      source,
      strategy: 'percentage',
      author_email: 'developpeur@sunurh.sn',
      annotations: message ? { 'workers/message': message } : {},
      versions,
    };
    script.deployments.push(deployment);
    const whole = versions.find((version) => version.percentage === 100);
    const details = whole && script.versionDetails.get(whole.version_id);
    if (details) script.bindings = details.bindings.map((binding) => ({ ...binding }));
    return deployment;
  }

  /** Stores an uploaded script or version; returns the new version's id. */
  function upload(name: string, parts: Part[]): string {
    const metadataPart = parts.find((part) => part.name === 'metadata');
    if (!metadataPart) throw Object.assign(new Error('the upload has no metadata part'), { code: 10021 });
    const metadata = JSON.parse(metadataPart.text) as Record<string, unknown>;
    const script = scripts.get(name) ?? newScript();
    const bindings = applyBindings(script.bindings, metadata);
    script.metadata = metadata;
    script.modules = parts.filter((part) => part.name !== 'metadata');
    scripts.set(name, script);
    return addVersion(script, bindings, 'wrangler');
  }

  /** The secrets of a set of bindings, name → value, to compare two versions'. */
  const secretsOf = (bindings: Binding[]) => Object.fromEntries(bindings.filter((binding) => secretTypes.includes(binding.type)).map((binding) => [binding.name, String(binding.text ?? '')]));
  /** A version as GET …/versions/:id answers it (secret values never leave). */
  const versionJson = (details: Version) => ({
    id: details.id,
    number: details.number,
    metadata: { created_on: details.created_on, modified_on: details.created_on, source: details.source, author_email: 'developpeur@sunurh.sn' },
    annotations: {},
    resources: { bindings: details.bindings.map(({ text: _text, ...binding }) => binding), script: { etag: `etag-${details.id}` } },
  });

  const account = `/accounts/${accountId}`;
  const scriptPath = new RegExp(`^${account}/workers/scripts/([^/]+)(/.*)?$`);

  /** `raw`: the body is sent as it is (a file), not as JSON. */
  type Answer = { status?: number; json: unknown; raw?: boolean };

  /** The permission a path needs, as Cloudflare checks it (undefined: any valid token). */
  const permissionFor = (path: string): Permission | undefined =>
    path.startsWith(`${account}/d1/`) || path === `${account}/d1/database`
      ? 'Account → D1 → Edit'
      : path.startsWith(`${account}/r2/`)
        ? 'Account → Workers R2 Storage → Edit'
        : path.startsWith(`${account}/workers/`)
          ? 'Account → Workers Scripts → Edit'
          : /^\/zones\/[^/]+\/workers\//.test(path)
            ? 'Zone → Workers Routes → Edit'
            : undefined;

  function answer(call: Call, authorization: string | undefined): Answer | undefined {
    const { method, path, query } = call;
    // Only Cloudflare's API (/client/v4/…) is answered; anything else (wrangler's update check) is unknown.
    if (!call.api) return undefined;
    const body = call.body as Record<string, unknown> | undefined;

    // The token: the verify endpoints say whether it works; any other call with another token, or
    // with this one disabled or expired, or without the permission it needs, is refused.
    const known = authorization === `Bearer ${tokenValue}`;
    const verifyResult = { id: tokenId, status: tokenStatus, not_before: '2026-01-01T00:00:00Z', expires_on: '2027-12-31T23:59:59Z' };
    if (method === 'GET' && (path === '/user/tokens/verify' || path === `${account}/tokens/verify`)) {
      // A user's token verifies at /user/…, an account's at /accounts/:id/…; each is unknown to the other.
      const here = path === '/user/tokens/verify' ? 'user' : 'account';
      if (!known || owner !== here) return { status: 401, json: failure(1000, 'Invalid API Token') };
      return { json: ok(verifyResult, { messages: [{ code: 10000, message: `This API Token is valid and ${tokenStatus}`, type: null }] }) };
    }
    // The assets' upload authenticates with the upload session's JWT (given by the stand-in), not the token.
    const assetsUpload = path === `${account}/workers/assets/upload` && /^Bearer [\w-]+\.[\w-]+\.stand-in$/.test(authorization ?? '');
    if (!assetsUpload && (!known || tokenStatus !== 'active')) return authenticationError();
    const needed = permissionFor(path);
    if (needed && !granted.includes(needed)) return authenticationError();
    if (path.startsWith(`${account}/r2/`) && !r2On) return { status: 403, json: failure(10042, 'Please enable R2 through the Cloudflare Dashboard.') };

    // The accounts the token reaches (when CLOUDFLARE_ACCOUNT_ID is not set).
    if (path === '/accounts' && method === 'GET') return { json: ok([{ id: accountId, name: 'Sunu RH Conseil', type: 'standard' }], { result_info: { page: 1, per_page: 20, count: 1, total_count: 1 } }) };
    // The account's Workers (read by the set-up's check of the token).
    if (path === `${account}/workers/scripts` && method === 'GET') return { json: ok([...scripts.keys()].map((id) => ({ id, created_on: now, modified_on: now }))) };

    // D1 (wrangler d1 list / create / migrations apply --remote)
    if (path === `${account}/d1/database` && method === 'GET') {
      const page = Number(query.page ?? 1);
      const size = Number(query.per_page ?? 10);
      const list = databases.slice((page - 1) * size, page * size).map(({ uuid, name }) => ({ uuid, name, version: 'production', created_at: now, num_tables: 0, file_size: 16384 }));
      return { json: ok(list, { result_info: { page, per_page: size, count: list.length, total_count: databases.length } }) };
    }
    if (path === `${account}/d1/database` && method === 'POST') {
      const name = String(body?.name);
      if (databases.some((db) => db.name === name)) return { status: 400, json: failure(7502, 'A database with that name already exists') };
      const db: Database = { uuid: uuid(), name, sql: [], at: [], restores: [] };
      databases.push(db);
      return { json: ok({ uuid: db.uuid, name, created_in_region: 'WEUR' }) };
    }
    const d1 = path.match(new RegExp(`^${account}/d1/database/([^/]+)(?:/(query|export|import|time_travel/bookmark|time_travel/restore))?$`));
    if (d1) {
      // By id, or by name (wrangler looks a database up by its name there when the config does not give its id).
      const db = databases.find((candidate) => candidate.uuid === d1[1] || candidate.name === decodeURIComponent(d1[1]!));
      if (!db) return { status: 404, json: failure(7404, `The database ${d1[1]} could not be found`) };
      const action = d1[2];
      if (!action && method === 'GET') return { json: ok({ uuid: db.uuid, name: db.name, version: 'production', num_tables: 0, file_size: 16384, running_in_region: 'WEUR' }) };
      if (action === 'query' && method === 'POST') {
        try {
          return { json: ok(runSql(db, String(body?.sql ?? ''), tick())) };
        } catch (error) {
          return { status: 400, json: failure(7500, (error as Error).message) };
        }
      }
      // Time Travel: the bookmark of the state at a time (now without one): the SQL received until then.
      if (action === 'time_travel/bookmark' && method === 'GET') {
        const at = query.timestamp;
        if (at !== undefined && Number.isNaN(Date.parse(at))) return { status: 400, json: failure(7400, `Invalid timestamp ${at}`) };
        const count = at === undefined ? db.sql.length : db.at.filter((time) => time <= new Date(at).toISOString()).length;
        return { json: ok({ bookmark: bookmarkOf(db, count) }) };
      }
      // A restore overwrites the database with its state at the bookmark: the SQL received since is undone.
      if (action === 'time_travel/restore' && method === 'POST') {
        const count = parseInt(String(query.bookmark ?? '').split('-')[0] ?? '', 16);
        if (!query.bookmark?.endsWith(db.uuid.replace(/-/g, '')) || !(count >= 0 && count <= db.sql.length)) return { status: 400, json: failure(7400, `Invalid bookmark ${query.bookmark}`) };
        const previous = bookmarkOf(db, db.sql.length);
        const kept = { sql: db.sql.slice(0, count), at: db.at.slice(0, count) };
        Object.assign(db, { sql: [], at: [], migrations: undefined });
        kept.sql.forEach((sql, index) => runSql(db, sql, kept.at[index]!));
        db.restores.push({ bookmark: query.bookmark, previous });
        return { json: ok({ bookmark: query.bookmark, previous_bookmark: previous, message: 'Restored' }) };
      }
      // d1 export --remote: done at once; the SQL is served at a signed address of this server.
      if (action === 'export' && method === 'POST') {
        const name = `${db.uuid}-${db.sql.length}.sql`;
        return { json: ok({ success: true, type: 'export', status: 'complete', at_bookmark: bookmarkOf(db, db.sql.length), messages: [], result: { filename: name, signed_url: `${origin}/d1-export/${db.uuid}/${name}` } }) };
      }
      // d1 execute --remote --file: init (an upload address), the upload (PUT there), ingest (run it).
      if (action === 'import' && method === 'POST') {
        const etag = String(body?.etag ?? '');
        if (body?.action === 'init') {
          const filename = `${etag}.sql`;
          imports.set(filename, { db: db.uuid });
          return { json: ok({ success: true, filename, upload_url: `${origin}/d1-import/${filename}` }) };
        }
        if (body?.action === 'ingest') {
          const file = imports.get(String(body.filename));
          if (file?.text === undefined || file.db !== db.uuid) return { status: 400, json: failure(7400, `No upload ${String(body.filename)}`) };
          const statements = file.text.split(/;\s*\n/).map((statement) => statement.trim()).filter((statement) => statement && !/^--/.test(statement));
          const at = tick();
          for (const statement of statements) runSql(db, statement, at);
          return {
            json: ok({
              success: true,
              type: 'import',
              status: 'complete',
              at_bookmark: bookmarkOf(db, db.sql.length),
              messages: [],
              result: { num_queries: statements.length, final_bookmark: bookmarkOf(db, db.sql.length), meta: { duration: 1, rows_read: 0, rows_written: statements.length, size_after: 16384 } },
            }),
          };
        }
      }
    }

    // R2 (wrangler r2 bucket list / create)
    if (path === `${account}/r2/buckets` && method === 'GET') return { json: ok({ buckets }) };
    if (path === `${account}/r2/buckets` && method === 'POST') {
      const name = String(body?.name);
      if (buckets.some((bucket) => bucket.name === name)) return { status: 409, json: failure(10004, 'The bucket you tried to create already exists, and you own it.') };
      const bucket = { name, creation_date: now };
      buckets.push(bucket);
      return { json: ok({ ...bucket, location: 'WEUR', storage_class: 'Standard' }) };
    }
    const object = path.match(new RegExp(`^${account}/r2/buckets/([^/]+)/objects/(.+)$`));
    if (object && method === 'GET') {
      const content = objects.get(object[1]!)?.get(decodeURIComponent(object[2]!));
      if (!content) return { status: 404, json: failure(10007, 'The specified key does not exist.') };
      return { json: content, raw: true };
    }
    const r2 = path.match(new RegExp(`^${account}/r2/buckets/([^/]+)$`));
    if (r2 && method === 'GET') {
      const bucket = buckets.find((candidate) => candidate.name === r2[1]);
      return bucket ? { json: ok({ ...bucket, location: 'WEUR', storage_class: 'Standard' }) } : { status: 404, json: failure(10006, 'The specified bucket does not exist.') };
    }

    // Zones (the routes' check before custom domains are attached). A token lists only the zones
    // it has a permission on: with no zone permission, none.
    if (path === '/zones' && method === 'GET') {
      const visible = granted.includes('Zone → Workers Routes → Edit') ? zoneList : [];
      return { json: ok(visible.filter((zone) => zone.name === query.name && query['account.id'] === accountId)) };
    }
    const zoneRoutes = path.match(/^\/zones\/([^/]+)\/workers\/routes$/);
    if (zoneRoutes && method === 'GET' && zoneList.some((zone) => zone.id === zoneRoutes[1])) return { json: ok([]) };

    // Workers (wrangler deploy)
    const service = path.match(new RegExp(`^${account}/workers/services/([^/]+)$`));
    if (service && method === 'GET') {
      if (!scripts.has(service[1])) return { status: 404, json: failure(10090, 'workers.api.error.service_not_found') };
      return { json: ok({ id: service[1], default_environment: { environment: 'production', script: { id: service[1], tag: `tag-${service[1]}`, tags: [], last_deployed_from: 'wrangler' } } }) };
    }
    if (path === `${account}/workers/subdomain` && method === 'GET') return { json: ok({ subdomain: 'sunu-test' }) };
    // The Workers API's Worker (wrangler ≥ 4.1xx reads its workers.dev settings there after an upload).
    const workerPath = path.match(new RegExp(`^${account}/workers/workers/([^/]+)$`));
    if (workerPath && method === 'GET') {
      const worker = scripts.get(workerPath[1]);
      if (!worker) return { status: 404, json: failure(10007, 'workers.api.error.script_not_found') };
      return { json: ok({ id: workerPath[1], name: workerPath[1], subdomain: worker.subdomain, tags: [], created_on: now, updated_on: now }) };
    }
    if (path === `${account}/workers/assets/upload` && method === 'POST') {
      for (const part of call.parts ?? []) {
        assets.set(part.name, part.text);
        pendingAssets.delete(part.name);
      }
      return pendingAssets.size ? { status: 202, json: ok({}) } : { status: 201, json: ok({ jwt: jwt('assets-completion') }) };
    }
    const script = path.match(scriptPath);
    if (script) {
      const [, name, rest = ''] = script;
      const existing = scripts.get(name);
      if (rest === '' && method === 'PUT') {
        const version = upload(name, call.parts ?? []);
        // An upload of the script is deployed at once, to all traffic.
        deploy(scripts.get(name)!, [{ version_id: version, percentage: 100 }], 'wrangler');
        return { json: ok({ id: name, etag: `etag-${version}`, startup_time_ms: 1, deployment_id: version }) };
      }
      if (rest === '/assets-upload-session' && method === 'POST') {
        const manifest = (body?.manifest ?? {}) as Record<string, { hash: string }>;
        pendingAssets.clear();
        for (const { hash } of Object.values(manifest)) if (!assets.has(hash)) pendingAssets.add(hash);
        const missing = [...pendingAssets];
        // Cloudflare groups the files to upload in buckets; a few files per bucket here.
        const groups = Array.from({ length: Math.ceil(missing.length / 20) }, (_, index) => missing.slice(index * 20, index * 20 + 20));
        return { json: ok({ jwt: missing.length ? jwt('assets-upload') : jwt('assets-completion'), buckets: groups }) };
      }
      if (!existing) return { status: 404, json: failure(10007, 'workers.api.error.script_not_found') };
      if (rest === '/versions' && method === 'POST') {
        const version = upload(name, call.parts ?? []);
        return { json: ok({ id: version, number: existing.versions.length, resources: { script: { etag: `etag-${version}` }, bindings: existing.bindings }, startup_time_ms: 1 }) };
      }
      if (rest === '/deployments' && method === 'GET') return { json: ok({ deployments: [...existing.deployments].reverse() }) };
      if (rest === '/deployments' && method === 'POST') {
        const versions = (body?.versions ?? []) as { version_id: string; percentage: number }[];
        const unknown = versions.find((version) => !existing.versionDetails.has(version.version_id));
        if (unknown) return { status: 404, json: failure(10225, `Version ${unknown.version_id} not found`) };
        // A version whose secrets are not the live ones (a rollback past a `secret put`): refused, naming
        // them, unless forced (wrangler asks, then sends ?force=true).
        const whole = versions.find((version) => version.percentage === 100);
        const target = whole && secretsOf(existing.versionDetails.get(whole.version_id)!.bindings);
        const live = secretsOf(existing.bindings);
        const changed = target ? [...new Set([...Object.keys(target), ...Object.keys(live)])].filter((secret) => target[secret] !== live[secret]).sort() : [];
        if (changed.length && query.force !== 'true')
          return { status: 400, json: failure(10220, `A secret changed since this version was deployed; deploying it brings back its values. The following secrets have changed: ${changed.join(', ')}`) };
        const message = ((body?.annotations ?? {}) as Record<string, string>)['workers/message'];
        return { json: ok(deploy(existing, versions, 'wrangler', message)) };
      }
      const version = rest.match(/^\/versions\/([^/]+)$/);
      if (version && method === 'GET') {
        const details = existing.versionDetails.get(version[1]!);
        return details ? { json: ok(versionJson(details)) } : { status: 404, json: failure(10225, `Version ${version[1]} not found`) };
      }
      if (rest === '/versions' && method === 'GET') return { json: ok({ items: [...existing.versionDetails.values()].reverse().map(versionJson) }) };
      // wrangler secret put: the secret added or replaced, in a new version deployed at once.
      if (rest === '/secrets' && method === 'PUT') {
        const secret = { name: String(body?.name ?? ''), type: String(body?.type ?? 'secret_text'), text: String(body?.text ?? '') };
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(secret.name) || !secretTypes.includes(secret.type)) return { status: 400, json: failure(10021, `Invalid secret ${secret.name}`) };
        const id = addVersion(existing, [...existing.bindings.filter((binding) => binding.name !== secret.name), secret], 'secret');
        deploy(existing, [{ version_id: id, percentage: 100 }], 'secret');
        return { json: ok({ name: secret.name, type: secret.type }) };
      }
      // wrangler secret delete: the secret taken off, in a new version deployed at once.
      const secretName = /^\/secrets\/([^/]+)$/.exec(rest)?.[1];
      if (secretName !== undefined && method === 'DELETE') {
        const name = decodeURIComponent(secretName);
        if (!existing.bindings.some((binding) => binding.name === name && secretTypes.includes(binding.type))) return { status: 404, json: failure(10056, `Secret ${name} not found`) };
        const id = addVersion(existing, existing.bindings.filter((binding) => binding.name !== name), 'secret');
        deploy(existing, [{ version_id: id, percentage: 100 }], 'secret');
        return { json: ok(null) };
      }
      if (rest === '/script-settings' && method === 'PATCH') {
        Object.assign(existing.settings, body);
        return { json: ok(existing.settings) };
      }
      if (rest === '/settings' && method === 'GET')
        return { json: ok({ bindings: existing.bindings.map(({ text: _text, ...binding }) => binding), compatibility_date: existing.metadata.compatibility_date, ...existing.settings }) };
      if (rest === '/secrets' && method === 'GET') return { json: ok(existing.bindings.filter((binding) => secretTypes.includes(binding.type)).map(({ name, type }) => ({ name, type }))) };
      if (rest === '/schedules' && method === 'PUT') {
        existing.schedules = (call.body as { cron: string }[]) ?? [];
        return { json: ok({ schedules: existing.schedules.map((schedule) => ({ ...schedule, created_on: now, modified_on: now })) }) };
      }
      if (rest === '/subdomain' && method === 'GET') return { json: ok(existing.subdomain) };
      if (rest === '/subdomain' && method === 'POST') {
        existing.subdomain = { enabled: Boolean(body?.enabled), previews_enabled: Boolean(body?.previews_enabled ?? existing.subdomain.previews_enabled) };
        return { json: ok(existing.subdomain) };
      }
      if (rest === '/domains/changeset' && method === 'POST') {
        const origins = (call.body as { hostname: string }[]) ?? [];
        const taken = origins.filter(({ hostname }) => domains.some((domain) => domain.hostname === hostname));
        return {
          json: ok({
            added: origins.filter((origin) => !taken.includes(origin)),
            removed: [],
            updated: taken.map(({ hostname }) => ({ ...domains.find((domain) => domain.hostname === hostname), modified: domains.find((domain) => domain.hostname === hostname)?.service !== name })),
            conflicting: [],
          }),
        };
      }
      if (rest === '/domains/records' && method === 'PUT') {
        const origins = (body?.origins ?? []) as { hostname: string }[];
        const result: CustomDomain[] = [];
        for (const { hostname } of origins) {
          const zone = zoneList.find((candidate) => hostname === candidate.name || hostname.endsWith(`.${candidate.name}`));
          if (!zone) return { status: 400, json: failure(100117, `Hostname '${hostname}' is not in a zone of this account`) };
          const domain = domains.find((candidate) => candidate.hostname === hostname);
          if (domain && domain.service !== name && !body?.override_existing_origin) return { status: 409, json: failure(100116, `Hostname '${hostname}' already has a Worker attached`) };
          const record = { id: domain?.id ?? uuid(), hostname, service: name, zone_id: zone.id, zone_name: zone.name, environment: 'production' };
          if (domain) Object.assign(domain, record);
          else domains.push(record);
          result.push(record);
        }
        // override_scope: the Worker's other custom domains are detached.
        if (body?.override_scope)
          for (let index = domains.length - 1; index >= 0; index -= 1)
            if (domains[index].service === name && !origins.some((origin) => origin.hostname === domains[index].hostname)) domains.splice(index, 1);
        return { json: ok(result) };
      }
    }
    return undefined;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(request);
    // The signed addresses of D1's export and import (R2's, on Cloudflare): no token, the address is the key.
    const side = url.pathname.match(/^\/d1-(export|import)\/(.+)$/);
    if (side) {
      const call: Call = { method: request.method ?? 'GET', path: url.pathname, query: {}, status: 404, known: false, api: false };
      calls.push(call);
      if (side[1] === 'export' && call.method === 'GET') {
        const db = databases.find((candidate) => side[2]!.startsWith(`${candidate.uuid}/`));
        if (db) Object.assign(call, { status: 200, known: true });
        response.writeHead(call.status, { 'content-type': 'application/sql' });
        response.end(db ? `PRAGMA defer_foreign_keys=TRUE;\n${db.sql.map((sql) => `${sql.trim().replace(/;$/, '')};`).join('\n')}\n` : '');
        return;
      }
      const file = side[1] === 'import' && call.method === 'PUT' ? imports.get(side[2]!) : undefined;
      if (file) {
        file.text = raw.toString('utf8');
        Object.assign(call, { status: 200, known: true, body: file.text });
        response.writeHead(200, { etag: `"${createHash('md5').update(raw).digest('hex')}"` });
      } else response.writeHead(404);
      response.end();
      return;
    }
    const type = request.headers['content-type'] ?? '';
    const call: Call = {
      method: request.method ?? 'GET',
      path: url.pathname.replace(/^\/client\/v4/, ''),
      query: Object.fromEntries(url.searchParams),
      status: 404,
      known: false,
      api: url.pathname.startsWith('/client/v4/'),
    };
    let result: Answer | undefined;
    try {
      if (type.startsWith('multipart/form-data')) call.parts = await multipart(raw, type);
      else if (raw.length) {
        const text = raw.toString('utf8');
        try {
          call.body = JSON.parse(text);
        } catch {
          call.body = text;
        }
      }
      result = answer(call, request.headers.authorization);
    } catch (error) {
      result = { status: 400, json: failure((error as { code?: number }).code ?? 10000, (error as Error).message) };
    }
    calls.push(call);
    call.known = result !== undefined;
    call.status = result?.status ?? 404;
    if (result && result.status === undefined) call.status = 200;
    if (result?.raw) {
      response.writeHead(call.status, { 'content-type': 'application/octet-stream' });
      response.end(result.json as Buffer);
      return;
    }
    response.writeHead(call.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result?.json ?? failure(10000, `The stand-in does not answer ${call.method} ${call.path}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // wrangler's cache (it saves the account id there) and logs: never the repository's nor the user's.
  const wranglerHome = mkdtempSync(join(tmpdir(), 'sunu-rh-wrangler-'));
  const vars = () => ({
    CLOUDFLARE_API_BASE_URL: `${origin}/client/v4`,
    CLOUDFLARE_API_TOKEN: tokenValue,
    CLOUDFLARE_ACCOUNT_ID: accountId,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    NO_UPDATE_NOTIFIER: '1',
    // No banner, hence no update check; and the update check wrangler makes after an error asks
    // this server's /npm/ (a 404 recorded as unknown), never the registry.
    WRANGLER_HIDE_BANNER: 'true',
    npm_config_registry: `${origin}/npm/`,
    WRANGLER_CACHE_DIR: join(wranglerHome, 'cache'),
    WRANGLER_LOG_PATH: join(wranglerHome, 'logs'),
    // Node's cache of compiled code, shared by every wrangler run of the tests: each starts two Node
    // processes on a 10 MB bundle; with the cache about a fifth less CPU each (outside the repository).
    NODE_COMPILE_CACHE: join(tmpdir(), 'sunu-rh-wrangler-compile-cache'),
  });

  return {
    url: `${origin}/client/v4`,
    accountId,
    calls,
    unknown: () => calls.filter((call) => !call.known),
    databases,
    buckets,
    scripts,
    domains,
    assets,
    objects,
    addDatabase(name) {
      const db: Database = { uuid: uuid(), name, sql: [], at: [], restores: [] };
      databases.push(db);
      return db.uuid;
    },
    addBinding(script, binding) {
      const found = scripts.get(script);
      if (!found) throw new Error(`no Worker ${script} on the stand-in`);
      found.bindings.push(binding);
    },
    enableR2() {
      r2On = true;
    },
    setTime(iso) {
      tick.set(iso);
    },
    vars,
    env: (extra = {}) => ({ ...process.env, ...vars(), ...extra }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(wranglerHome, { recursive: true, force: true });
      }),
  };
}
