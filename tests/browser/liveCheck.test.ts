/**
 * `npm run check:live` (scripts/deploy/checkLive.mjs) against the production build served as
 * Cloudflare serves it (scripts/localCloudflare.mjs: the asset worker and the Worker in workerd, with their
 * own local D1): it passes, and the empty message it sends leaves no row; it fails, naming what is
 * wrong, on a wrong canonical address, a missing header or a missing 404 page. The canonical host's
 * twin (bare ↔ www) gets its 301 from the Worker, asked with the twin's Host header, as the real
 * domain would be; and the files a page loads stay off the Worker (wrangler.jsonc run_worker_first).
 * Plain HTTP, no browser: no width.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertReasons, alertSteps } from '../../contract/alertFacts';
import { reasonsOf, sendAlert } from '../../scripts/deploy/alert.mjs';
import { canonicalSiteUrl, checkLive, missingPath, pagePaths, twinHostOf, type CheckResult } from '../../scripts/deploy/checkLive.mjs';
import type { LocalWorker } from '../../scripts/localCloudflare.mjs';
import { startHost } from './harness';

const site = canonicalSiteUrl();
const canonicalHost = new URL(site).host;
const twinHost = twinHostOf(canonicalHost);

/** dist/ with two mistakes a deploy could make: a header dropped from _headers, and no 404 page. */
function brokenCopy(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sunu-rh-broken-dist-'));
  cpSync('dist', folder, { recursive: true });
  const headers = readFileSync(join(folder, '_headers'), 'utf8');
  const edited = headers.replace(/^ {2}(X-Content-Type-Options|Permissions-Policy): .*\n/gm, '');
  expect(edited.length).toBeLessThan(headers.length);
  writeFileSync(join(folder, '_headers'), edited);
  rmSync(join(folder, '404.html'));
  return folder;
}

/** The health's secret, and the editor's sign-in configured (its GitHub values are never used here). */
const healthToken = 'jeton-de-sante-du-test-de-la-verification';
const healthVars = { HEALTH_TOKEN: healthToken, GITHUB_CLIENT_ID: 'identifiant-de-test', GITHUB_CLIENT_SECRET: 'secret-de-test' };

let host: LocalWorker;
let broken: LocalWorker;
let brokenFolder: string;
beforeAll(async () => {
  brokenFolder = brokenCopy();
  [host, broken] = await Promise.all([startHost('dist', healthVars), startHost(brokenFolder)]);
});
afterAll(async () => {
  await Promise.all([host?.close(), broken?.close()]);
  if (brokenFolder) rmSync(brokenFolder, { recursive: true, force: true });
});

/** The host's local D1, read as docs/api.md says (wrangler d1 execute --local). */
function countRows(worker: LocalWorker): { messages: number; sends: number } {
  const out = execFileSync(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', worker.persistTo, '--json', '--command', 'SELECT (SELECT COUNT(*) FROM messages) AS messages, (SELECT COUNT(*) FROM recent_sends) AS sends'],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, encoding: 'utf8' },
  );
  return (JSON.parse(out) as { results: { messages: number; sends: number }[] }[])[0]!.results[0]!;
}

/** A request to the local host with the Host header of `url` (fetch() would send the local one). */
function viaHost(local: string, url: string, init: { method?: string; headers?: HeadersInit; body?: string; signal?: AbortSignal | null } = {}): Promise<Response> {
  const target = new URL(local);
  const { host: hostHeader, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, method: init.method ?? 'GET', path: pathname + search, headers: { ...Object.fromEntries(new Headers(init.headers)), host: hostHeader }, signal: init.signal ?? undefined },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
          const status = response.statusCode!;
          resolve(new Response([204, 304].includes(status) || init.method === 'HEAD' ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * fetch() as if the site were on its real domain: each address's host goes as the Host header to
 * `local`. With `access`, Cloudflare Access stands in front of /admin and /admin/* as it does on the
 * real domain (docs/deploy.md, step 5): a request without its cookie gets the sign-in's redirect.
 */
const realDomainFetch = (local: string, rewriteHost: (host: string) => string = (name) => name, access = true): typeof fetch =>
  (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if (access && /^\/admin(\/|$)/.test(url.pathname)) {
      return new Response(null, { status: 302, headers: { Location: `https://sunu-rh.cloudflareaccess.com/cdn-cgi/access/login/${url.host}?redirect_url=${encodeURIComponent(url.pathname)}` } });
    }
    url.host = rewriteHost(url.host);
    return viaHost(local, url.href, { method: init.method, headers: init.headers, body: init.body as string | undefined, signal: init.signal });
  }) as typeof fetch;

const failures = (results: CheckResult[]) => Object.fromEntries(results.filter((result) => !result.ok).map((result) => [result.name, result.detail]));
const quiet = { log: () => {} };

describe('npm run check:live', () => {
  it(`passes on the build, canonical ${site}; its empty message is refused and stores nothing`, async () => {
    const before = countRows(host);
    const lines: string[] = [];
    const { ok, results } = await checkLive(host.url, { site, log: (line) => lines.push(line), healthToken });
    expect(failures(results)).toEqual({});
    expect(ok).toBe(true);
    expect(results.map((result) => result.name)).toEqual([
      'twin host redirect',
      ...pagePaths.map((path) => `page ${path}`),
      '404 page',
      'security headers',
      'POST /api/messages, an empty message',
      'inbox API without Access',
      'editor and inbox pages behind Access',
      'editor sign-in configured',
      'site health',
      'sitemap.xml',
      'robots.txt',
    ]);
    // On 127.0.0.1 the twin cannot be asked by name, and no Access stands in front: skipped, and it says so.
    expect(results.filter((result) => result.skipped).map((result) => result.name)).toEqual(['twin host redirect', 'editor and inbox pages behind Access']);
    expect(lines[1]).toMatch(/^– twin host redirect: skipped, 127\.0\.0\.1 is a local address/);
    expect(lines.filter((line) => line.startsWith('✓'))).toHaveLength(results.length - 2);
    expect(lines.find((line) => line.startsWith('✓ site health'))).toMatch(/^✓ site health: 0 e-mail\(s\) waiting; retry ran not yet, retention not yet; D1 writable, R2 answering; daily cap today: 0\/300 messages, 0\/500 MB of CVs \(0 %\) — warning: La liste de l’équipe de la boîte de réception est vide\u00a0: /);
    expect(lines.at(-1)).toMatch(/^All 17 checks passed \(2 skipped\)/);
    // The POST was answered by the Worker (its check passed: 400 with the French messages the site
    // publishes), and a refused send leaves nothing: no message, and no place taken in the rate
    // limits (refused sends never count).
    expect(countRows(host)).toEqual({ messages: before.messages, sends: before.sends });
    expect(before.messages).toBe(0);
  });

  it('fails on each page, the sitemap and robots.txt when the site expects another canonical address', async () => {
    const other = 'https://www.autre-cabinet.sn';
    const { ok, results } = await checkLive(host.url, { site: other, ...quiet });
    expect(ok).toBe(false);
    const failed = failures(results);
    expect(Object.keys(failed)).toEqual([...pagePaths.map((path) => `page ${path}`), 'sitemap.xml', 'robots.txt']);
    expect(failed['page /a-propos']).toBe(`the canonical link of /a-propos is ${new URL('/a-propos', site).href}; expected ${other}/a-propos`);
    expect(failed['robots.txt']).toBe(`names ${new URL('/sitemap.xml', site).href}, not on ${other}`);
  });

  it('fails on the missing headers and the missing 404 page, and only there', async () => {
    const { ok, results } = await checkLive(broken.url, { site, ...quiet });
    expect(ok).toBe(false);
    const failed = failures(results);
    expect(Object.keys(failed)).toEqual(['404 page', 'security headers']);
    expect(failed['security headers']).toBe(`${broken.url}/: X-Content-Type-Options missing; Permissions-Policy missing`);
    expect(failed['404 page']).toMatch(/^(the 404 answer is not the site's 404 page: « Page non trouvée » is missing|the 404 answer is without a Content-Type, not the HTML 404 page)$/);
  });

  it('says which request had no answer within the timeout', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const { ok, results } = await checkLive(`http://127.0.0.1:${port}`, { site, timeoutMs: 50, ...quiet });
      expect(ok).toBe(false);
      expect(failures(results)['page /']).toBe(`http://127.0.0.1:${port}/: no answer within 0.05 s`);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it(`on the real domain: ${twinHost} redirects to ${canonicalHost}; checked from either, and failing when the twin is served as is`, async () => {
    const fromCanonical = await checkLive(`https://${canonicalHost}`, { site, fetch: realDomainFetch(host.url), healthToken, ...quiet });
    expect(failures(fromCanonical.results)).toEqual({});
    expect(fromCanonical.results[0]).toEqual({ name: 'twin host redirect', ok: true, detail: `https://${twinHost}/, https://${twinHost}/services?verification=1 → 301 to the same path and query on ${site}` });

    const fromTwin = await checkLive(`https://${twinHost}`, { site, fetch: realDomainFetch(host.url), healthToken, ...quiet });
    expect(failures(fromTwin.results)).toEqual({});
    expect(fromTwin.results).toHaveLength(17);

    // A twin that is not redirected (here: its requests reach the canonical host) is named.
    const notRedirected = await checkLive(`https://${canonicalHost}`, { site, fetch: realDomainFetch(host.url, () => canonicalHost), ...quiet });
    expect(failures(notRedirected.results)).toEqual({ 'twin host redirect': `https://${twinHost}/ answered HTTP 200; expected a permanent redirect (301) to ${site}/` });
  });
});

describe('npm run check:live and the site’s health (issue 43)', () => {
  it('fails when an e-mail to the firm has waited more than an hour, and says why; without the token it skips the health, or fails with --require-health', async () => {
    const d1 = await host.d1();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await d1
      .prepare("INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, message, status) VALUES ('bloque', 'cle-bloque', 'message', ?, 'Awa Ndiaye', 'awa@example.sn', 'Bonjour.', 'a_traiter')")
      .bind(twoHoursAgo)
      .run();
    try {
      const stuck = await checkLive(host.url, { site, healthToken, ...quiet });
      expect(Object.keys(failures(stuck.results))).toEqual(['site health']);
      expect(failures(stuck.results)['site health']).toMatch(/^1 e-mail au cabinet n’est pas parti depuis le \d\d\/\d\d\/\d{4} à \d\d:\d\d \(heure de Dakar\)/);

      const wrongToken = await checkLive(host.url, { site, healthToken: 'un-autre-jeton', ...quiet });
      expect(failures(wrongToken.results)['site health']).toMatch(/^HTTP 401: HEALTH_TOKEN here is not the Worker's secret/);
      const noToken = await checkLive(host.url, { site, healthToken: '', ...quiet });
      expect(noToken.results.find((result) => result.name === 'site health')).toMatchObject({ ok: true, skipped: true });
      const required = await checkLive(host.url, { site, healthToken: '', requireHealth: true, ...quiet });
      expect(failures(required.results)).toEqual({ 'site health': 'HEALTH_TOKEN is not in the environment (docs/operations.md): the health of the site could not be read' });
    } finally {
      await d1.prepare("DELETE FROM messages WHERE id = 'bloque'").run();
    }
  });

  it('prints the Worker’s warning past 80 % of the daily cap and passes; fails once the cap is reached, in the Worker’s words (issue 54)', async () => {
    const d1 = await host.d1();
    // As the Worker stores them: the rows, and their day's count (daily_usage), which the cap reads.
    const seeded: [string, number][] = [];
    const seed = async (label: string, count: number, at: number) => {
      const iso = new Date(at).toISOString();
      seeded.push([iso.slice(0, 10), count]);
      await d1.batch([
        d1
          .prepare(
            `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
             INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, message, status, emailed_at)
             SELECT ?2 || i, ?2 || 'cle' || i, 'message', ?3, 'Envoi', 'envoi@example.sn', 'Bonjour.', 'a_traiter', ?3 FROM n`,
          )
          .bind(count, label, iso),
        d1.prepare('INSERT INTO daily_usage (day, messages, cv_bytes) VALUES (?1, ?2, 0) ON CONFLICT (day) DO UPDATE SET messages = messages + ?2').bind(iso.slice(0, 10), count),
      ]);
    };
    // 240 of 300 today and yesterday: a warning either way, should the check run across midnight.
    await seed('plafond-hier-', 240, Date.now() - 24 * 3600_000);
    await seed('plafond-jour-', 240, Date.now());
    try {
      const lines: string[] = [];
      const near = await checkLive(host.url, { site, healthToken, log: (line) => lines.push(line) });
      expect(failures(near.results)).toEqual({});
      expect(lines.find((line) => line.startsWith('✓ site health'))).toMatch(/ — warning: (Le formulaire approche|Hier, le formulaire a approché) de son plafond quotidien/);

      await seed('plafond-plein-', 60, Date.now());
      const full = await checkLive(host.url, { site, healthToken, ...quiet });
      // The empty message meets the cap before its fields are read: that check says why it saw no 400.
      expect(Object.keys(failures(full.results))).toEqual(['POST /api/messages, an empty message', 'site health']);
      expect(failures(full.results)['POST /api/messages, an empty message']).toMatch(/^HTTP 429: the site's daily cap on messages is reached \(see the site health\)/);
      expect(failures(full.results)['site health']).toMatch(/^Le plafond quotidien du formulaire est atteint \(300\u00a0messages sur 300/);
    } finally {
      await d1.batch([d1.prepare("DELETE FROM messages WHERE id LIKE 'plafond-%'"), ...seeded.map(([day, count]) => d1.prepare('UPDATE daily_usage SET messages = messages - ? WHERE day = ?').bind(count, day))]);
    }
  });

  it('npm run alert: the Worker e-mails the firm’s mailbox which step failed and why, in its own fixed sentences, with the run’s address', async () => {
    const before = host.emails.length;
    const reasons = reasonsOf(`── 1/4 preflight\n\x1b[31m✘ Preflight: 1 thing(s) to fix before deploying\x1b[0m\n  ✘ content/pages/legal.yml → rccm: still reads « À compléter ».\n\n✘ Step 1/4, the preflight, failed:\n1 placeholder(s)`);
    expect(reasons).toEqual(['preflight']);
    await sendAlert({ site: host.url, token: healthToken, step: 'deploy', reasons, run: 'https://github.com/sunu-rh/site/actions/runs/42' });
    await expect.poll(() => host.emails.length).toBe(before + 1);
    const mail = readFileSync(host.emails.at(-1)!, 'utf8');
    const body = Buffer.from(mail.split(/\r?\n\r?\n/).slice(1).join('').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8');
    expect(mail).toMatch(/^Subject: =\?utf-8\?B\?/im);
    expect(body).toMatch(new RegExp(`^${alertSteps.deploy} \\(site `));
    expect(body).toContain(`Pourquoi\u00a0: ${alertReasons.preflight}`);
    // The log stays on the run's page: nothing of it reaches the e-mail.
    expect(body).not.toContain('rccm');
    expect(body).toContain('\u00a0: https://github.com/sunu-rh/site/actions/runs/42');
    await expect(sendAlert({ site: host.url, token: 'un-autre-jeton', step: 'deploy', reasons: ['other'], run: 'https://github.com/sunu-rh/site/actions/runs/42' })).rejects.toThrow(/^The Worker answered 401/);
    await expect(sendAlert({ site: host.url, token: healthToken, step: 'deploy', reasons: ['other'], run: 'https://example.com/phishing' })).rejects.toThrow(/^The Worker answered 400/);
  });

  it('on the real domain, fails when the editor or the inbox page is served without Access, and when the editor’s sign-in answers 503', async () => {
    // The broken host has no GitHub secrets, and nothing stands in front of /admin.
    const { results } = await checkLive(`https://${canonicalHost}`, { site, fetch: realDomainFetch(broken.url, undefined, false), ...quiet });
    const failed = failures(results);
    expect(failed['editor and inbox pages behind Access']).toMatch(/^\/admin answered HTTP \d+.*; \/admin\/candidatures answered HTTP 200; expected a redirect to the Cloudflare Access sign-in/);
    expect(failed['editor sign-in configured']).toMatch(/^HTTP 503: GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET is not set on the Worker/);
  });
});

describe('the twin host, in workerd', () => {
  it(`Host: ${twinHost} → 301 to the same path and query on ${site}; the canonical host and 127.0.0.1 are served as is`, async () => {
    const answers = async (hostName: string, path: string, method = 'GET') => {
      const response = await viaHost(host.url, `http://${hostName}${path}`, { method });
      return [hostName, path, method, response.status, response.headers.get('location')];
    };
    expect(await answers(twinHost, '/services?source=carte&x=%C3%A9')).toEqual([twinHost, '/services?source=carte&x=%C3%A9', 'GET', 301, `${site}/services?source=carte&x=%C3%A9`]);
    expect(await answers(twinHost, '/')).toEqual([twinHost, '/', 'GET', 301, `${site}/`]);
    expect(await answers(twinHost, missingPath, 'HEAD')).toEqual([twinHost, missingPath, 'HEAD', 301, `${site}${missingPath}`]);
    expect(await answers(twinHost, '/api/messages', 'POST')).toEqual([twinHost, '/api/messages', 'POST', 308, `${site}/api/messages`]);
    expect(await answers(canonicalHost, '/services')).toEqual([canonicalHost, '/services', 'GET', 200, null]);
    expect(await answers(canonicalHost, '/services/')).toEqual([canonicalHost, '/services/', 'GET', 307, '/services']);
    expect(await answers(new URL(host.url).host, '/services')).toEqual([new URL(host.url).host, '/services', 'GET', 200, null]);
    // A file a page loads never reaches the Worker, on either host: the asset worker answers it.
    const script = readdirSync('dist/assets').find((file) => /^index-[\w-]+\.js$/.test(file));
    expect(await answers(twinHost, `/assets/${script}`)).toEqual([twinHost, `/assets/${script}`, 'GET', 200, null]);
  });
});

describe('wrangler.jsonc run_worker_first: one Worker invocation per page view', () => {
  const rules = (parseJsonc(readFileSync('wrangler.jsonc', 'utf8')) as { assets: { run_worker_first: string[] } }).assets.run_worker_first;
  // The router's globs (workers-shared, rules-engine.ts): `*` is any run of characters, `/` included.
  const glob = (rule: string) => new RegExp(`^${rule.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  const toAssetWorker = rules.filter((rule) => rule.startsWith('!')).map((rule) => glob(rule.slice(1)));
  const toWorker = rules.filter((rule) => !rule.startsWith('!')).map(glob);
  const reachesWorker = (path: string) => !toAssetWorker.some((rule) => rule.test(path)) && toWorker.some((rule) => rule.test(path));

  /** Every page of the build (its index.html files and 404 pages) and the same-origin files it loads. */
  const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .map((file) => ({ file, html: readFileSync(join('dist', file), 'utf8') }));
  const loaded = (html: string) =>
    [...html.matchAll(/<(?:link|script|img|source)\b[^>]*?\s(?:href|src|srcset)="([^"]+)"/g)]
      .flatMap(([tag, value]) => (/<link\b/.test(tag) && /\brel="(?:canonical|alternate)"/.test(tag) ? [] : value!.split(',').map((part) => part.trim().split(/\s+/)[0]!)))
      .filter((url) => url.startsWith('/') && !url.startsWith('//'));

  it('sends the pages and /api/* to the Worker (the twin redirect needs them), and nothing under /api/ to the asset worker', () => {
    for (const path of [...pagePaths, missingPath, '/offres/comptable-senior-srh-2026-031', '/robots.txt', '/sitemap.xml', '/api/messages', '/api/inbox/export.csv', '/api/inbox/messages/x/cv']) {
      expect([path, reachesWorker(path)]).toEqual([path, true]);
    }
  });

  it('sends the offers’ data files to the Worker, which serves them as on today (worker/offerStates.ts)', () => {
    const offerFiles = readdirSync('dist/donnees/offres', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
    expect(offerFiles).toContain('index.json');
    for (const path of offerFiles.map((file) => `/donnees/offres/${file}`)) expect([path, reachesWorker(path)]).toEqual([path, true]);
  });

  it('sends every other file a page loads, and the manifest’s icons, straight to the asset worker', () => {
    expect(pages.length).toBeGreaterThan(8);
    const files = new Set(pages.flatMap(({ html }) => loaded(html)));
    const manifest = JSON.parse(readFileSync('dist/site.webmanifest', 'utf8')) as { icons: { src: string }[] };
    for (const icon of manifest.icons) files.add(icon.src);
    // Its files (not its folders: no page loads /donnees/actualites itself).
    for (const dataFile of readdirSync('dist/donnees', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))) files.add(`/donnees/${dataFile}`);
    expect([...files].some((file) => file.startsWith('/assets/'))).toBe(true);
    expect([...files].filter((file) => !file.startsWith('/donnees/offres/')).filter(reachesWorker), `loaded by ${pages.map(({ file }) => relative('.', file)).join(', ')}`).toEqual([]);
  });
});
