// A check of the live site, run after each deploy (the GitHub workflow) and by hand:
//
//   npm run check:live [-- <address>] [--site <canonical url>] [--timeout <seconds>] [--require-health]
//   npm run check:live                               (the canonical address, content/site.yml `url`)
//   npm run check:live -- https://www.sunurh.sn
//   npm run check:live -- http://127.0.0.1:4173          (npm run serve)
//
// It asks the site at <address> what a visitor, a search engine or a bot would, and prints one line
// per check (✓ or ✗, and why); the exit code is 1 when any check fails. The canonical site is
// content/site.yml `url` unless --site says otherwise: every page must name it as its canonical
// link and og:url, and so must the sitemap and robots.txt. Checked:
//
//   - the pages answer 200 with their canonical address;
//   - an unknown path answers 404 with the site's 404 page (its French title, content/ui.yml);
//   - the security headers dist/_headers sets (scripts/headers.mjs) are on a page;
//   - an empty message to POST /api/messages is refused, 400 with the French messages the site
//     publishes (/donnees/formulaire.json): nothing is stored, and a refused send does not count
//     against the rate limits (wrangler.jsonc RATE_LIMIT and RATE_LIMIT_IP); on a day at its cap
//     (worker/dailyCap.ts) the Worker refuses it before reading it, and the check says so;
//   - the inbox's API refuses a request without Cloudflare Access;
//   - the editor (/admin) and the inbox (/admin/candidatures) are behind Access: its sign-in answers
//     instead of the page (not checked on a local address, where no Access stands in front);
//   - the editor's sign-in is configured: /api/auth does not answer 503 (its GitHub secrets);
//   - the site's health (GET /api/health, worker/health.ts), read with HEALTH_TOKEN from the
//     environment: no e-mail to the firm waiting more than an hour, the schedules running, D1
//     writable, R2 answering, the day's cap on messages and CVs not reached (what the day used of
//     it is printed, and the Worker's warning past 80 %, which does not fail). Without the token
//     it is skipped, unless --require-health (the workflow), which makes its absence a failure;
//   - /sitemap.xml and /robots.txt name only the canonical address;
//   - the canonical host's twin (bare ↔ www) answers a permanent redirect to the canonical address
//     (worker/canonical.ts): checked when <address> is the canonical host or its twin, not on a
//     local address (127.0.0.1, localhost) nor on another host (*.workers.dev).
//
//
// And, run as `npm run check:live`, the repository's own deploy workflow (.github/workflows/deploy.yml):
// whether the job that runs `npm run deploy` uses `environment: production`, the GitHub environment
// that holds the deploy secrets and lets only main use them (docs/operations.md, « Remise des clés au
// cabinet »). A warning, never a failure: the file is the repository's, not the live site's; what the
// environment holds on GitHub (its secrets, its branch rule) cannot be read from here; and a failure
// would e-mail the firm every night about a setting only a developer can change.
//
// Redirects are never followed (each one is what is being checked), and each request has a timeout.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readYaml = (file) => parse(readFileSync(`${root}/content/${file}`, 'utf8'));

/** The pages whose canonical address is checked. */
export const pagePaths = ['/', '/a-propos', '/services', '/contact', '/offres', '/mentions-legales', '/confidentialite'];
/** A path no build has: it must get the 404 page. */
export const missingPath = '/verification-page-inexistante';
/** The paths asked of the twin host, with a query that must survive the redirect. */
export const twinPaths = ['/', '/services?verification=1'];
/** The message the form would refuse: every field empty (contract/contactRules.ts, required fields). */
export const emptyMessage = { name: '', email: '', phone: '', company: '', message: '', service: null, offer: null, website: '' };

/** content/site.yml `url`: the address search engines are told is the site's. */
export function canonicalSiteUrl() {
  return readYaml('site.yml').url;
}

/** The other name of a host: `www.example.com` ↔ `example.com` (as worker/canonical.ts). */
export function twinHostOf(hostname) {
  return hostname.startsWith('www.') ? hostname.slice('www.'.length) : `www.${hostname}`;
}

const isLocal = (hostname) => hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';

class CheckFailed extends Error {}
const fail = (message) => {
  throw new CheckFailed(message);
};

/** The deploy workflow, and the GitHub environment its deploy job must use. */
export const deployWorkflowFile = fileURLToPath(new URL('../../.github/workflows/deploy.yml', import.meta.url));
export const deployEnvironmentName = 'production';

/**
 * Whether the job of a workflow that runs `npm run deploy` uses the environment « production »:
 * { ok, detail } (ok false: the detail says what is missing and how to fix it).
 */
export function deployEnvironment(text) {
  let workflow;
  try {
    workflow = parse(text);
  } catch (error) {
    return { ok: false, detail: `the workflow file could not be read as YAML (${error?.message ?? error})` };
  }
  const jobs = Object.entries(workflow?.jobs ?? {});
  const deploying = jobs.filter(([, job]) => (job?.steps ?? []).some((step) => /\bnpm run deploy\b/.test(String(step?.run ?? ''))));
  const fix = `add « environment: ${deployEnvironmentName} » to the job, and create the environment on GitHub with the deploy secrets, main only — docs/operations.md, « Remise des clés au cabinet »`;
  if (!deploying.length) return { ok: false, detail: 'no job of the workflow runs npm run deploy' };
  const missing = deploying.flatMap(([id, job]) => {
    const name = typeof job.environment === 'string' ? job.environment : job.environment?.name;
    if (name === deployEnvironmentName) return [];
    return [
      name === undefined
        ? `jobs.${id} has no environment: it reads repository secrets, which a workflow run started from any branch can read too`
        : `jobs.${id} uses the environment « ${name} », not « ${deployEnvironmentName} »`,
    ];
  });
  if (missing.length) return { ok: false, detail: `${missing.join('; ')}: ${fix}` };
  return {
    ok: true,
    detail: `jobs.${deploying.map(([id]) => id).join(', jobs.')} uses the environment « ${deployEnvironmentName} » (its secrets and its main-only rule are GitHub's settings: not readable from here)`,
  };
}

/** The attributes of each `<tag …>` in the page, lower-cased names, entities in values decoded. */
function tags(html, name) {
  const decode = (value) => value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)].map(([, key, a, b, c]) => [key.toLowerCase(), decode(a ?? b ?? c)])),
  );
}

/**
 * Checks the site at `base`; resolves to { ok, results: [{ name, ok, skipped?, detail }] }.
 * `site`: the canonical address (content/site.yml `url` by default). `log` receives each line.
 * `fetch` is the global one unless given (the tests send the twin's Host through it).
 */
export async function checkLive(
  base,
  { site = canonicalSiteUrl(), timeoutMs = 10_000, log = (line) => console.log(line), fetch = globalThis.fetch, healthToken = process.env.HEALTH_TOKEN, requireHealth = false, workflow } = {},
) {
  const baseUrl = new URL(base);
  const canonical = new URL(site);
  if (!/^https?:$/.test(baseUrl.protocol)) throw new Error(`${base}: not an http(s) address`);
  const twinHost = twinHostOf(canonical.hostname);
  const baseIsTwin = baseUrl.hostname === twinHost;
  // On the twin, everything but the redirect is checked where it leads: the canonical address.
  const origin = baseIsTwin ? canonical.origin : baseUrl.origin;
  const results = [];

  const request = async (url, init = {}) => {
    try {
      const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { response, status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      if (error?.name === 'TimeoutError') fail(`${url}: no answer within ${timeoutMs / 1000} s`);
      const cause = error?.cause?.code ?? error?.cause?.message;
      fail(`${url}: ${error?.message ?? error}${cause ? ` (${cause})` : ''}`);
    }
  };
  const check = async (name, run) => {
    try {
      const outcome = await run();
      const skipped = typeof outcome === 'object' && outcome?.skipped;
      const detail = skipped ? outcome.skipped : outcome;
      results.push({ name, ok: true, ...(skipped ? { skipped: true } : {}), detail });
      log(`${skipped ? '–' : '✓'} ${name}: ${skipped ? 'skipped, ' : ''}${detail}`);
    } catch (error) {
      const detail = error instanceof CheckFailed ? error.message : `the check itself broke: ${error?.stack ?? error}`;
      results.push({ name, ok: false, detail });
      log(`✗ ${name}: ${detail}`);
    }
  };
  const moved = ({ status, headers }) => `HTTP ${status}${headers.get('location') ? ` → ${headers.get('location')}` : ''}`;
  /** Cloudflare Access's answer to a request without its cookie: a redirect to the team's sign-in. */
  const accessSignIn = (answer) => [301, 302, 303, 307, 308].includes(answer.status) && /^https:\/\/[^/]+\.cloudflareaccess\.com\//.test(answer.headers.get('location') ?? '');

  log(`Checking ${origin}${baseIsTwin ? ` (and its twin ${baseUrl.origin})` : ''}; canonical site ${canonical.origin}`);

  await check('twin host redirect', async () => {
    let twinOrigin;
    if (baseIsTwin) twinOrigin = baseUrl.origin;
    else if (isLocal(baseUrl.hostname)) return { skipped: `${baseUrl.hostname} is a local address; the twin (${twinHost}) is checked on the real domain only` };
    else if (baseUrl.hostname !== canonical.hostname) return { skipped: `${baseUrl.hostname} is neither ${canonical.hostname} nor its twin ${twinHost}` };
    else twinOrigin = `${baseUrl.protocol}//${twinHost}${baseUrl.port ? `:${baseUrl.port}` : ''}`;
    for (const path of twinPaths) {
      const answer = await request(twinOrigin + path);
      const expected = canonical.origin + path;
      if (![301, 308].includes(answer.status)) fail(`${twinOrigin}${path} answered ${moved(answer)}; expected a permanent redirect (301) to ${expected}`);
      if (answer.headers.get('location') !== expected) fail(`${twinOrigin}${path} redirects to ${answer.headers.get('location')}; expected ${expected}`);
    }
    return `${twinOrigin}${twinPaths.join(`, ${twinOrigin}`)} → 301 to the same path and query on ${canonical.origin}`;
  });

  for (const path of pagePaths) {
    await check(`page ${path}`, async () => {
      const answer = await request(origin + path);
      if (answer.status !== 200) fail(`${origin}${path} answered ${moved(answer)}; expected 200`);
      const expected = new URL(path, canonical.origin).href;
      const links = tags(answer.text, 'link').filter((tag) => tag.rel?.toLowerCase().split(/\s+/).includes('canonical'));
      if (links.length !== 1) fail(`${links.length} <link rel="canonical"> on ${path}; expected one, ${expected}`);
      if (links[0].href !== expected) fail(`the canonical link of ${path} is ${links[0].href}; expected ${expected}`);
      const ogUrls = tags(answer.text, 'meta').filter((tag) => tag.property === 'og:url');
      if (ogUrls.length !== 1) fail(`${ogUrls.length} <meta property="og:url"> on ${path}; expected one, ${expected}`);
      if (ogUrls[0].content !== expected) fail(`the og:url of ${path} is ${ogUrls[0].content}; expected ${expected}`);
      return `200, canonical and og:url ${expected}`;
    });
  }

  await check('404 page', async () => {
    const title = readYaml('ui.yml').notFound.title;
    const answer = await request(origin + missingPath);
    if (answer.status !== 404) fail(`${origin}${missingPath} answered ${moved(answer)}; expected 404 with the page « ${title} »`);
    if (!/^text\/html/.test(answer.headers.get('content-type') ?? '')) fail(`the 404 answer is ${answer.headers.get('content-type') ?? 'without a Content-Type'}, not the HTML 404 page`);
    if (!answer.text.includes(title)) fail(`the 404 answer is not the site's 404 page: « ${title} » is missing`);
    return `${missingPath} → 404 « ${title} »`;
  });

  await check('security headers', async () => {
    const { headers, status } = await request(`${origin}/`);
    if (status !== 200) fail(`${origin}/ answered HTTP ${status}`);
    const problems = [];
    const csp = headers.get('content-security-policy');
    if (!csp) problems.push('Content-Security-Policy missing');
    else if (!/(^|;)\s*default-src\b/.test(csp)) problems.push('Content-Security-Policy without default-src');
    const hsts = headers.get('strict-transport-security');
    const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? NaN);
    if (!hsts) problems.push('Strict-Transport-Security missing');
    else if (!(maxAge >= 31_536_000)) problems.push(`Strict-Transport-Security « ${hsts} »: max-age under a year`);
    if (headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff') problems.push(`X-Content-Type-Options ${headers.get('x-content-type-options') ? `« ${headers.get('x-content-type-options')} », not nosniff` : 'missing'}`);
    if (!headers.get('referrer-policy')) problems.push('Referrer-Policy missing');
    if (!headers.get('permissions-policy')) problems.push('Permissions-Policy missing');
    const frameAncestors = /(^|;)\s*frame-ancestors\s+'none'/.test(csp ?? '') || /(^|;)\s*frame-ancestors\s+'self'/.test(csp ?? '');
    const frameOptions = /^(deny|sameorigin)$/i.test(headers.get('x-frame-options') ?? '');
    if (!frameAncestors && !frameOptions) problems.push('neither CSP frame-ancestors nor X-Frame-Options: the page can be framed');
    if (problems.length > 0) fail(`${origin}/: ${problems.join('; ')}`);
    return 'Content-Security-Policy, Strict-Transport-Security, X-Content-Type-Options: nosniff, Referrer-Policy, Permissions-Policy, ' + [frameAncestors && "frame-ancestors 'none'", frameOptions && 'X-Frame-Options'].filter(Boolean).join(' and ');
  });

  await check('POST /api/messages, an empty message', async () => {
    const answer = await request(`${origin}/api/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(emptyMessage) });
    if (answer.status === 429 && /"error"\s*:\s*"dailyCap"/.test(answer.text)) fail(`HTTP 429: the site's daily cap on messages is reached (see the site health), so the Worker refuses every message until midnight in Dakar (Retry-After ${answer.headers.get('retry-after')} s); the check could not see the refusal`);
    if (answer.status === 429) fail(`HTTP 429: too many messages from this address lately (Retry-After ${answer.headers.get('retry-after')} s); the check could not see the refusal, run it again later`);
    if (answer.status === 201) fail('HTTP 201: the empty message was accepted and stored');
    if (answer.status !== 400) fail(`answered ${moved(answer)}; expected 400`);
    let body;
    try {
      body = JSON.parse(answer.text);
    } catch {
      fail(`the 400 answer is not JSON: ${answer.text.slice(0, 80)}`);
    }
    if (body.error !== 'invalid') fail(`400 { error: ${JSON.stringify(body.error)} }; expected « invalid » (the fields refused)`);
    const refused = ['name', 'email', 'message'].filter((field) => !body.fields?.[field]);
    if (refused.length > 0) fail(`400 without a message for ${refused.join(', ')}: ${answer.text.slice(0, 200)}`);
    // The French words the site publishes for its form (content/pages/contact.yml, through the build).
    const rules = await request(`${origin}/donnees/formulaire.json`).catch(() => null);
    let published = null;
    try {
      published = rules?.status === 200 ? JSON.parse(rules.text).messages : null;
    } catch {
      published = null;
    }
    if (published) {
      const expected = { message: published.invalid, name: published.nameMissing, email: published.emailMissing, message_: published.messageMissing };
      const got = { message: body.message, name: body.fields.name, email: body.fields.email, message_: body.fields.message };
      const wrong = Object.keys(expected).filter((key) => expected[key] !== got[key]);
      if (wrong.length > 0) fail(`400, but not the site's French words: ${wrong.map((key) => `« ${got[key]} » instead of « ${expected[key]} »`).join('; ')}`);
      return `400 « ${body.message} » (the French messages of /donnees/formulaire.json)`;
    }
    if (typeof body.message !== 'string' || !/[àâçéèêîôûœ’]|\b(le|la|les|votre|vos|des|un|une)\b/i.test(body.message)) fail(`400, but its message is not French: ${JSON.stringify(body.message)}`);
    return `400 « ${body.message} » (/donnees/formulaire.json unreadable: compared with nothing)`;
  });

  await check('inbox API without Access', async () => {
    const answer = await request(`${origin}/api/inbox/me`, { headers: { Accept: 'application/json' } });
    if (accessSignIn(answer)) return `HTTP ${answer.status} to the Cloudflare Access sign-in (${new URL(answer.headers.get('location')).host})`;
    if (answer.status === 200) fail('HTTP 200: the inbox answered without Access');
    if (answer.status !== 403) fail(`answered ${moved(answer)}; expected 403 (or Cloudflare Access's sign-in)`);
    let error = null;
    try {
      error = JSON.parse(answer.text).error;
    } catch {
      return 'HTTP 403 (not the Worker\'s JSON: Cloudflare Access refused it)';
    }
    if (error !== 'forbidden') fail(`HTTP 403 { error: ${JSON.stringify(error)} }; expected « forbidden »`);
    return 'HTTP 403 { error: "forbidden" } (the Worker\'s own check)';
  });

  const local = isLocal(baseUrl.hostname);

  await check('editor and inbox pages behind Access', async () => {
    if (local) return { skipped: `${baseUrl.hostname} is a local address: no Cloudflare Access in front of it` };
    const paths = ['/admin', '/admin/candidatures'];
    const open = [];
    for (const path of paths) {
      const answer = await request(`${origin}${path}`);
      if (!accessSignIn(answer)) open.push(`${path} answered ${moved(answer)}`);
    }
    if (open.length) fail(`${open.join('; ')}; expected a redirect to the Cloudflare Access sign-in (docs/deploy.md, « 5. Cloudflare Access (the inbox and the editor) »)`);
    return `${paths.join(' and ')} → the Cloudflare Access sign-in`;
  });

  await check('editor sign-in configured', async () => {
    // As the editor asks it (« Se connecter avec GitHub »): the Worker then sends to GitHub, or says 503.
    const answer = await request(`${origin}/api/auth?provider=github`);
    if (answer.status === 503) {
      if (local) return { skipped: 'HTTP 503: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are not set on this local Worker' };
      fail('HTTP 503: GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET is not set on the Worker (docs/deploy.md, « 6. The editor\'s sign-in (GitHub) »)');
    }
    if (answer.status >= 500) fail(`answered ${moved(answer)}`);
    return `HTTP ${answer.status}${answer.headers.get('location') ? ` → ${new URL(answer.headers.get('location')).host}` : ''}, not 503`;
  });

  await check('site health', async () => {
    if (!healthToken) {
      const why = 'HEALTH_TOKEN is not in the environment (docs/operations.md)';
      if (requireHealth) fail(`${why}: the health of the site could not be read`);
      return { skipped: why };
    }
    const answer = await request(`${origin}/api/health`, { headers: { Authorization: `Bearer ${healthToken}`, Accept: 'application/json' } });
    let body;
    try {
      body = JSON.parse(answer.text);
    } catch {
      fail(`answered ${moved(answer)}, not the Worker's JSON`);
    }
    if (answer.status === 401) fail('HTTP 401: HEALTH_TOKEN here is not the Worker\'s secret (npx wrangler secret put HEALTH_TOKEN, and the repository secret: the same value)');
    if (body?.error === 'notConfigured') fail('HTTP 503: the Worker has no HEALTH_TOKEN secret (npx wrangler secret put HEALTH_TOKEN)');
    if (body?.error === 'weakToken') fail(`HTTP 503: the Worker's HEALTH_TOKEN is too short, so it opens nothing; make one with openssl rand -hex 32 and put it in both places (docs/operations.md): ${body.message}`);
    if (answer.status === 503 && Array.isArray(body?.problems)) fail(body.problems.join(' — '));
    if (answer.status !== 200 || body?.ok !== true) fail(`answered ${moved(answer)}`);
    const ago = (iso) => (iso ? `${Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000))} min ago` : 'not yet');
    const line = `${body.emails.waiting} e-mail(s) waiting; retry ran ${ago(body.schedules.retry)}, retention ${ago(body.schedules.retention)}; D1 writable, R2 answering`;
    // The daily cap (worker/dailyCap.ts): what today used of it, and the Worker's warnings past 80 %, which do not fail the check.
    const cap = body.dailyCap;
    const mb = (bytes) => Math.round(bytes / (1024 * 1024));
    const usage = cap ? `; daily cap today: ${cap.today.messages}/${cap.messages} messages, ${mb(cap.today.cvBytes)}/${mb(cap.cvBytes)} MB of CVs (${cap.today.percent} %)` : '';
    const warnings = Array.isArray(body.warnings) && body.warnings.length > 0 ? ` — warning: ${body.warnings.join(' — ')}` : '';
    return `${line}${usage}${warnings}`;
  });

  /** Every absolute address in a text (XML namespaces aside) must be on the canonical origin. */
  const foreignUrls = (text) =>
    [...text.replace(/\s(xmlns(:\w+)?|xsi:schemaLocation)\s*=\s*"[^"]*"/g, '').matchAll(/https?:\/\/[^\s<>"']+/g)]
      .map(([url]) => url)
      .filter((url) => {
        try {
          return new URL(url).origin !== canonical.origin;
        } catch {
          return true;
        }
      });

  await check('sitemap.xml', async () => {
    const answer = await request(`${origin}/sitemap.xml`);
    if (answer.status !== 200) fail(`answered ${moved(answer)}; expected 200`);
    const locs = [...answer.text.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map(([, loc]) => loc);
    if (locs.length === 0) fail('no <loc> in the sitemap');
    const foreign = foreignUrls(answer.text);
    if (foreign.length > 0) fail(`${foreign.length} address(es) not on ${canonical.origin}: ${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? '…' : ''}`);
    return `${locs.length} addresses, all on ${canonical.origin}`;
  });

  await check('robots.txt', async () => {
    const answer = await request(`${origin}/robots.txt`);
    if (answer.status !== 200) fail(`answered ${moved(answer)}; expected 200`);
    const foreign = foreignUrls(answer.text);
    if (foreign.length > 0) fail(`names ${foreign.join(', ')}, not on ${canonical.origin}`);
    const sitemap = `${canonical.origin}/sitemap.xml`;
    if (!answer.text.split(/\r?\n/).some((line) => /^sitemap:/i.test(line) && line.slice('sitemap:'.length).trim() === sitemap)) fail(`no « Sitemap: ${sitemap} » line`);
    return `Sitemap: ${sitemap}, no other host`;
  });

  // The deploy workflow's environment (`workflow`: the file's text): a warning when it is missing, never a failure.
  if (workflow !== undefined) {
    const { ok, detail } = deployEnvironment(workflow);
    results.push({ name: 'deploy workflow environment', ok: true, ...(ok ? {} : { warning: true }), detail });
    log(`${ok ? '✓' : '⚠'} deploy workflow environment: ${ok ? '' : 'warning, '}${detail}`);
  }

  const failed = results.filter((result) => !result.ok);
  const skipped = results.filter((result) => result.skipped).length;
  const warned = results.filter((result) => result.warning).length;
  const asides = [skipped ? `${skipped === 1 ? 'one' : skipped} skipped` : '', warned ? `${warned} warning${warned === 1 ? '' : 's'}` : ''].filter(Boolean).join(', ');
  log(failed.length === 0 ? `All ${results.length} checks passed${asides ? ` (${asides})` : ''}.` : `${failed.length} of ${results.length} checks failed: ${failed.map((r) => r.name).join(', ')}${warned ? ` (${asides})` : ''}.`);
  return { ok: failed.length === 0, results };
}

const usage = [
  'Usage: npm run check:live [-- <address>] [--site <canonical url>] [--timeout <seconds>] [--require-health]',
  '  HEALTH_TOKEN in the environment: the site\'s health is read too; --require-health: its absence fails.',
  '  e.g. npm run check:live                              (the address in content/site.yml)',
  '       npm run check:live -- http://127.0.0.1:4173     (npm run serve)',
  '       npm run check:live -- https://sunu-rh-conseil.<you>.workers.dev --site https://www.sunurh.sn',
].join('\n');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const options = {};
  let base;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (arg === '--site' || arg.startsWith('--site=')) options.site = arg.includes('=') ? arg.slice('--site='.length) : args[(i += 1)];
    else if (arg === '--require-health') options.requireHealth = true;
    else if (arg === '--timeout' || arg.startsWith('--timeout=')) options.timeoutMs = Number(arg.includes('=') ? arg.slice('--timeout='.length) : args[(i += 1)]) * 1000;
    else if (!arg.startsWith('-') && base === undefined) base = arg;
    else {
      console.error(`Unknown argument « ${arg} ».\n${usage}`);
      process.exit(2);
    }
  }
  const valid = (value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  };
  base ??= options.site ?? canonicalSiteUrl();
  if (!valid(base) || (options.site !== undefined && !valid(options.site)) || (options.timeoutMs !== undefined && !(options.timeoutMs > 0))) {
    console.error(`An address must be http(s)://…, and the timeout a number of seconds.\n${usage}`);
    process.exit(2);
  }
  let workflow;
  try {
    workflow = readFileSync(deployWorkflowFile, 'utf8');
  } catch {
    workflow = '';
  }
  const { ok } = await checkLive(base, { ...options, workflow });
  process.exitCode = ok ? 0 : 1;
}
