/**
 * A local stand-in of Cloudflare's API for the deploy tooling's tests (scripts/deploy/): a node:http
 * server that answers only the calls wrangler 4.86 makes for `d1 list --json`, `d1 create`,
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
 * Deterministic: ids come from a counter, dates are fixed, nothing is read from the network.
 */
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
  /** Every SQL text the database received, in order (the migrations' files included). */
  sql: string[];
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
  deployments: { id: string; versions: { version_id: string; percentage: number }[] }[];
  settings: Record<string, unknown>;
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
  /** A database that already exists on the account (as if made in the dashboard); returns its id. */
  addDatabase(name: string): string;
  /**
   * A binding set outside the repository on a deployed Worker: a secret (`wrangler secret put`), or a
   * variable typed in the dashboard.
   */
  addBinding(script: string, binding: Binding): void;
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
function runSql(db: Database, sql: string) {
  db.sql.push(sql);
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
    deployments: [],
    settings: {},
  });

  /** Stores an uploaded script or version; returns the new version's id. */
  function upload(name: string, parts: Part[]): string {
    const metadataPart = parts.find((part) => part.name === 'metadata');
    if (!metadataPart) throw Object.assign(new Error('the upload has no metadata part'), { code: 10021 });
    const metadata = JSON.parse(metadataPart.text) as Record<string, unknown>;
    const script = scripts.get(name) ?? newScript();
    script.bindings = applyBindings(script.bindings, metadata);
    script.metadata = metadata;
    script.modules = parts.filter((part) => part.name !== 'metadata');
    const version = uuid();
    script.versions.push(version);
    scripts.set(name, script);
    return version;
  }

  const account = `/accounts/${accountId}`;
  const scriptPath = new RegExp(`^${account}/workers/scripts/([^/]+)(/.*)?$`);

  type Answer = { status?: number; json: unknown };

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
      const db: Database = { uuid: uuid(), name, sql: [] };
      databases.push(db);
      return { json: ok({ uuid: db.uuid, name, created_in_region: 'WEUR' }) };
    }
    const d1 = path.match(new RegExp(`^${account}/d1/database/([^/]+)(?:/(query))?$`));
    if (d1) {
      const db = databases.find((candidate) => candidate.uuid === d1[1]);
      if (!db) return { status: 404, json: failure(7404, `The database ${d1[1]} could not be found`) };
      if (!d1[2] && method === 'GET') return { json: ok({ uuid: db.uuid, name: db.name, version: 'production', num_tables: 0, file_size: 16384, running_in_region: 'WEUR' }) };
      if (d1[2] && method === 'POST') {
        try {
          return { json: ok(runSql(db, String(body?.sql ?? ''))) };
        } catch (error) {
          return { status: 400, json: failure(7500, (error as Error).message) };
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
        const deployment = { id: uuid(), versions: (body?.versions ?? []) as { version_id: string; percentage: number }[] };
        existing.deployments.push(deployment);
        return { json: ok({ ...deployment, strategy: 'percentage', created_on: now }) };
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
    response.writeHead(call.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result?.json ?? failure(10000, `The stand-in does not answer ${call.method} ${call.path}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    addDatabase(name) {
      const db: Database = { uuid: uuid(), name, sql: [] };
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
