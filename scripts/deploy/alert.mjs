// Tells the firm that a deploy or a live check failed, by e-mail to its mailbox, through the
// site's own Worker (POST /api/health/alert, worker/health.ts): the workflow's step when an
// earlier one failed (.github/workflows/deploy.yml), beside the GitHub issue the workflow opens
// itself (docs/operations.md, « When something breaks »).
//
//   npm run alert -- --step deploy|check [--log <file>] --run <the run's address> [--site <url>]
//
// The Worker takes facts only (contract/alertFacts.ts): the step, reason codes read from the step's
// log (`reasonsOf`: the preflight's refusal, the build, the migrations, the upload, the live
// check's ✗ lines…; anything unrecognised is `other`), and the run's address, where the log
// itself stays. It writes the e-mail from fixed French sentences. HEALTH_TOKEN from the
// environment (the repository secret, the same as the Worker's). Exits 1 when the Worker did not
// take it (say, a token the Worker refuses): the workflow's GitHub issue still says it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canonicalSiteUrl } from './checkLive.mjs';

/** The steps the Worker knows (contract/alertFacts.ts `alertSteps`). */
export const steps = ['deploy', 'check'];

/**
 * What a step's log says failed, as the Worker's reason codes (contract/alertFacts.ts
 * `alertReasons`), each once: `npm run deploy`'s « ✘ Step n/4 … failed », wrangler's refusal of
 * the token, the live check's « ✗ <check>: … » lines. Nothing recognised: `other`.
 */
export function reasonsOf(log) {
  // eslint-disable-next-line no-control-regex
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
  const found = new Set();
  const rules = [
    ['cloudflare-token', /Authentication error \[code: 10000\]|Invalid access token|CLOUDFLARE_API_TOKEN.*(invalid|expired)|\[code: 9109\]/i],
    ['preflight', /Step 1\/4, the preflight, failed/],
    ['build', /Step 2\/4, npm run build, failed/],
    ['migrations', /Step 3\/4, wrangler d1 migrations apply .* failed/],
    ['upload', /Step 4\/4, wrangler deploy, failed/],
  ];
  for (const [reason, pattern] of rules) if (pattern.test(plain)) found.add(reason);
  for (const line of plain.split(/\r?\n/)) {
    const failed = /^\s*✗ ([^:]+): (.*)$/.exec(line);
    if (!failed) continue;
    const [, check, detail] = failed;
    if (/no answer within|fetch failed|ENOTFOUND|ECONNREFUSED|ECONNRESET|getaddrinfo/.test(detail)) found.add('unreachable');
    else if (check === 'site health') found.add(/HTTP 401|HEALTH_TOKEN/.test(detail) ? 'health-token' : 'health');
    else if (check === 'twin host redirect') found.add('redirect');
    else if (check.startsWith('POST /api/messages')) found.add('form');
    else if (check === 'inbox API without Access' || check === 'editor and inbox pages behind Access') found.add('access');
    else if (check === 'editor sign-in configured') found.add('editor');
    else if (check.startsWith('page ') || ['404 page', 'security headers', 'sitemap.xml', 'robots.txt'].includes(check)) found.add('pages');
    else found.add('other');
  }
  return found.size ? [...found] : ['other'];
}

export async function sendAlert({ site = canonicalSiteUrl(), token = process.env.HEALTH_TOKEN, step, reasons, run, fetch = globalThis.fetch }) {
  if (!token) throw new Error('HEALTH_TOKEN is not set: the alert cannot be sent (docs/operations.md).');
  const response = await fetch(new URL('/api/health/alert', site), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ step, reasons, run }),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 202) throw new Error(`The Worker answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const value = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const step = value('--step') ?? 'deploy';
  const logFile = value('--log');
  const reasons = reasonsOf(logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  try {
    if (!steps.includes(step)) throw new Error(`--step ${step}: expected one of ${steps.join(', ')}.`);
    await sendAlert({ site: value('--site') ?? canonicalSiteUrl(), step, reasons, run: value('--run') });
    console.log(`The firm was told by e-mail (step ${step}; reasons: ${reasons.join(', ')}).`);
  } catch (error) {
    console.error(`✘ ${error.message}`);
    process.exitCode = 1;
  }
}
