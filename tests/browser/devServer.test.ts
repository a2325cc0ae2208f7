/**
 * The README's first command on a fresh clone: `npm run dev` with no dist/ and no .wrangler/.
 * Widths: each test once (the dev server's behaviour does not depend on the width): the form at
 * 375 px, the editor at 1280 px, where Sveltia shows its form beside the preview; the second dev
 * server's test sends its message as the form does, without a page.
 * The checkout's files (not docs/) are copied into a temporary folder with this one's node_modules
 * (hard links), and Vite's dev server is started there as `npm run dev` starts it: the site's Worker
 * runs inside it (Cloudflare's Vite plugin, scripts/cloudflareVite.ts). Then, in Chromium:
 * - its first lines name the site, the editor, the inbox, the Worker and where messages land;
 * - /contact comes with its title before the app starts (scripts/devPages.ts), and no page logs
 *   that index.html's render-blocking link found no loader; /actualites/flux.xml is the feed;
 * - a message sent from /contact lands in the copy's local D1 (migrated before the first request),
 *   its e-mail in .wrangler/emails/, and the inbox's API answers it, signed as Access would, to
 *   the server's own pages only: a page of another origin reads nothing, and no answer carries CORS;
 * - /admin (no trailing slash) draws the editor with no page error (no Node module in the editor's bundle);
 * - a second dev server (`npm run cms` beside `npm run dev`) shares the first one's Worker, and
 *   a message sent through it lands in the same D1.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/localCloudflare.mjs';
import { fill, sample, submitButton, waitFormState } from './contactPage';
import { launchChromium } from './harness';

const repository = resolve('.');
const wrangler = join(repository, 'node_modules/wrangler/bin/wrangler.js');
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** The tracked files and the working tree's changes, without docs/ (screenshots) nor anything ignored. */
function cloneWithoutBuild(): string {
  const clone = mkdtempSync(join(tmpdir(), 'sunu-rh-fresh-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repository, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.startsWith('docs/') && existsSync(join(repository, file)));
  for (const file of files) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(repository, file), join(clone, file));
  }
  // The packages as hard links (1–2 s, no download): inside the copy, as after `npm ci`, so that
  // Vite serves them (it refuses files outside the project) and writes its cache there.
  execFileSync('cp', ['-al', join(repository, 'node_modules'), join(clone, 'node_modules')]);
  rmSync(join(clone, 'node_modules/.vite'), { recursive: true, force: true });
  return clone;
}

/** The environment a person's shell would have: not Vitest's (VITEST turns the dev Worker off, NODE_ENV=test). */
const withoutVitest = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TEST'));

interface DevServer {
  url: string;
  process: ChildProcess;
  output: () => string;
}

/** Starts `vite` in `cwd` as `npm run dev` does, and resolves once it has printed its addresses (and, if asked, the Worker is ready). */
async function startDevServer(cwd: string, until: RegExp): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repository, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'], {
    cwd,
    env: { ...withoutVitest(process.env), BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveStart, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(plain(output))) resolveStart();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The dev server stopped (${code}):\n${output}`)));
  });
  return { url: `http://localhost:${port}`, process: child, output: () => plain(output) };
}

function stop(server: DevServer | undefined) {
  if (!server || server.process.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolveStop) => {
    server.process.once('exit', () => resolveStop());
    server.process.kill('SIGTERM');
  });
}

let clone: string;
let dev: DevServer | undefined;
let cms: DevServer | undefined;
let browser: Browser;

function messagesInD1(): { name: string; email: string }[] {
  const out = execFileSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', join(clone, '.wrangler/state'), '--json', '--command', 'SELECT name, email FROM messages ORDER BY received_at'], {
    cwd: clone,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_UPDATE_NOTIFIER: '1' },
  });
  return (JSON.parse(out) as { results: { name: string; email: string }[] }[])[0]!.results;
}

/** What a browser page logs that it should not: errors, and the warning of a render-blocking link that found nothing. */
async function newPage(width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR' });
  // No network here: the photos and the map frame are refused, as on a machine offline.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(message.text())) errors.push(`console: ${message.text()}`);
    if (message.type() === 'warning' && /Did not find element/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return { page, errors };
}

beforeAll(async () => {
  clone = cloneWithoutBuild();
  expect(existsSync(join(clone, 'dist'))).toBe(false);
  expect(existsSync(join(clone, '.wrangler'))).toBe(false);
  [dev, browser] = await Promise.all([
    startDevServer(clone, /The Worker is ready|did not start/),
    launchChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  await stop(cms);
  await stop(dev);
  if (clone) rmSync(clone, { recursive: true, force: true });
});

describe('npm run dev on a fresh clone (no dist/, no .wrangler/)', () => {
  it('prints the site, the editor, the inbox, the Worker and where messages land first, with no warning', () => {
    const lines = dev!.output().split('\n').map((line) => line.trim()).filter(Boolean);
    // Before them, Vite may say it pre-bundles the Worker's dependencies.
    const ready = lines.findIndex((line) => line.startsWith('VITE v'));
    expect(lines.slice(0, ready).every((line) => /\[optimizer\]/.test(line))).toBe(true);
    expect(lines.slice(ready, ready + 8).map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual(['VITE v8.3.8', '➜ Local:', '➜ Network:', '➜ Editor:', '➜ Inbox:', '➜ Worker:', '➜ Messages:', '✓ The']);
    expect(lines.find((line) => /^➜\s+Worker:/.test(line))).toMatch(/in this dev server \(workerd, wrangler\.jsonc\)/);
    expect(lines.find((line) => /^➜\s+Messages:/.test(line))).toContain('.wrangler/state');
    expect(dev!.output()).toContain('The Worker is ready');
    expect(dev!.output()).not.toMatch(/\(!\)|did not start|error|warn/i);
  });

  it('serves /contact with its title and description before the app starts', async () => {
    const html = await (await fetch(`${dev!.url}/contact`)).text();
    expect(html).toContain('<title data-dev-head>Contact et rendez-vous | Sunu RH Conseil</title>');
    expect(html).toContain('<meta data-dev-head name="description" content="Contactez Sunu RH Conseil');
    expect(html).not.toContain('rel="expect"');
    expect((await fetch(`${dev!.url}/nulle-part`)).status).toBe(404);
  });

  it('serves the articles’ feed, which only the prerender writes, with the day it is up to date in words', async () => {
    const feed = await fetch(`${dev!.url}/actualites/flux.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toMatch(/^application\/rss\+xml/);
    expect(await feed.text()).toMatch(/^<\?xml[^]*<rss version="2\.0"[^]*<description>[^<]+ À jour au \d+(er)? \p{Ll}+ \d{4}\.<\/description>[^]*<item>/u);
  });

  it('a message sent from /contact lands in the local D1', async () => {
    const { page, errors } = await newPage(375);
    await page.goto(`${dev!.url}/contact`);
    await page.waitForSelector('[data-testid="loader"][data-state="hidden"]', { state: 'attached', timeout: 60_000 });
    await fill(page, sample);
    await submitButton(page).click();
    await waitFormState(page, 'success', 30_000);
    expect(messagesInD1()).toEqual([{ name: sample.name, email: sample.email }]);
    // Its e-mail, copied out of workerd's temporary folder (the e-mail is sent after the answer).
    await expect.poll(() => (existsSync(join(clone, '.wrangler/emails')) ? readdirSync(join(clone, '.wrangler/emails')) : []), { timeout: 15_000 }).toHaveLength(1);
    // The inbox's API, through the dev server: each request signed as Access signs it.
    const inbox = await fetch(`${dev!.url}/api/inbox/messages`);
    expect(inbox.status).toBe(200);
    expect(((await inbox.json()) as { items: { name: string }[] }).items.map((item) => item.name)).toEqual([sample.name]);
    // A page of another origin (the same server named 127.0.0.1) reads nothing: the inbox refuses
    // it unsigned (scripts/devInboxAccess.ts), and the server answers no CORS (issue 54).
    await page.goto(`${dev!.url.replace('localhost', '127.0.0.1')}/contact`);
    const read = await page.evaluate(async (url) => {
      try {
        return `lu : ${await (await fetch(url)).text()}`;
      } catch (error) {
        return `refusé : ${(error as Error).name}`;
      }
    }, `${dev!.url}/api/inbox/messages`);
    expect(read).toBe('refusé : TypeError');
    const foreign = await fetch(`${dev!.url}/api/inbox/messages`, { headers: { Origin: 'http://localhost:3000' } });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toBe('otherOrigin');
    for (const path of ['/api/inbox/messages', '/api/messages', '/contact', '/src/main.tsx']) {
      const answer = await fetch(`${dev!.url}${path}`, { headers: { Origin: 'http://localhost:3000' } });
      expect([path, answer.headers.get('Access-Control-Allow-Origin')]).toEqual([path, null]);
    }
    expect(errors.filter((error) => !/api\/inbox\/messages|CORS/.test(error))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('/admin draws the editor with no page error', async () => {
    const { page, errors } = await newPage(1280);
    await page.goto(`${dev!.url}/admin`);
    await page.getByRole('button', { name: 'Travailler avec un dépôt local' }).waitFor({ timeout: 90_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a second dev server (npm run cms beside npm run dev) uses the same Worker and the same D1', async () => {
    cms = await startDevServer(clone, /Messages:/);
    expect(cms.output()).toMatch(new RegExp(`Worker: +shared with the dev server of process ${dev!.process.pid} \\(http://[^)]+\\): /api/\\* goes to its Worker`));
    // A message sent to the second server's /api/messages, as its page's form sends it (multipart,
    // same origin): the page itself is the first server's test's subject; here, where it lands.
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...sample, name: 'Moussa Diop', email: 'moussa.diop@entreprise.sn', offer: '' })) form.append(name, value);
    const sent = await fetch(`${cms.url}/api/messages`, { method: 'POST', body: form, headers: { Origin: cms.url, 'Idempotency-Key': `dev-${crypto.randomUUID()}` } });
    expect(sent.status).toBe(201);
    expect(messagesInD1().map((row) => row.name)).toEqual([sample.name, 'Moussa Diop']);
    // The inbox's API through the second server: the first one signs it, and reads the same D1.
    const inbox = await fetch(`${cms.url}/api/inbox/messages`);
    expect(((await inbox.json()) as { items: { name: string }[] }).items.map((item) => item.name).sort()).toEqual([sample.name, 'Moussa Diop'].sort());
  }, 120_000);
});
