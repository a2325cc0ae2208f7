/**
 * « Se connecter avec GitHub » in Chromium, through the site's Worker (worker/editorSignIn.ts) and
 * a stand-in of GitHub's OAuth endpoints on 127.0.0.1 (GITHUB_OAUTH_ORIGIN): a page of the site
 * opens the popup and answers it as Sveltia does (shared/auth.js `authorize`), and receives the
 * token; a page on another origin opening the same popup receives nothing. The popup's page runs
 * under its own CSP, so a blocked inline script would deliver nothing and fail the test.
 *
 * Width: none is set (the browser's default window): a popup and the messages between two windows,
 * nothing laid out that the width would change (docs/testing.md, « Which width a browser test runs at »).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const clientId = 'Iv1.client-de-test';
const clientSecret = 'secret-de-test-navigateur';
const token = 'gho_jetonDuNavigateur0123';

/** GitHub's authorize page, which « accepts » at once, and its code exchange. */
async function startStandIn() {
  const issued = new Set<string>();
  const exchanges: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const code = `code-${issued.size + 1}`;
      issued.add(code);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.search = new URLSearchParams({ code, state: url.searchParams.get('state')! }).toString();
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        exchanges.push(form);
        const good = form.get('client_id') === clientId && form.get('client_secret') === clientSecret && issued.delete(form.get('code') ?? '');
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(good ? { access_token: token, token_type: 'bearer', scope: 'repo,user' } : { error: 'bad_verification_code' }));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, exchanges, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const standIn = await startStandIn();
const harness = useHarness('dist', { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_OAUTH_ORIGIN: standIn.origin });
afterAll(() => standIn.close());

/** A context that reaches only the local hosts (the Worker and the stand-in), by 127.0.0.1 or localhost. */
async function localContext(): Promise<BrowserContext> {
  const context = await harness.browser.newContext({ locale: 'fr-FR' });
  await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort('internetdisconnected'));
  return context;
}

/**
 * From a page at `openerUrl`: opens the sign-in popup as Sveltia does and answers its
 * `authorizing:github` as Sveltia does; returns what the page received from the popup once all
 * it posted has arrived (`handshake`: once the token's message has come, as the popup posts it
 * only in answer to the page's). The popup posts from its inline script, which has run when it has
 * loaded; then the test has it post one more message, `fin`, and waits for it: messages from one
 * window to another arrive in the order they were posted, so whatever the popup posted before
 * has been delivered, or dropped by the browser for a wrong target origin, by then.
 */
async function signInFrom(context: BrowserContext, openerUrl: string, { handshake }: { handshake: boolean }) {
  const page = await context.newPage();
  await page.goto(openerUrl);
  await page.evaluate(() => {
    const received: string[] = [];
    (window as unknown as { received: string[] }).received = received;
    window.addEventListener('message', ({ origin, data, source }) => {
      received.push(`${origin} ${String(data)}`);
      if (data === 'authorizing:github') (source as Window).postMessage(data, origin);
    });
  });
  const popupOpened = context.waitForEvent('page');
  const authUrl = `${harness.baseUrl}/api/auth?${new URLSearchParams({ provider: 'github', site_id: '127.0.0.1', scope: 'repo,user' })}`;
  await page.evaluate((url) => void window.open(url, 'auth', 'width=600,height=800'), authUrl);
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/auth\/callback\?/);
  const heading = await popup.locator('h1').textContent();
  const arrived = (part: string) =>
    page.waitForFunction((part) => (window as unknown as { received: string[] }).received.some((line) => line.includes(part)), part);
  if (handshake) await arrived(' authorization:github:');
  await popup.evaluate(() => window.opener.postMessage('fin', '*'));
  await arrived(' fin');
  const received = (await page.evaluate(() => (window as unknown as { received: string[] }).received)).filter((line) => !line.endsWith(' fin'));
  return { received, heading };
}

describe('the sign-in popup in Chromium', () => {
  it('delivers the token to the site’s page that opened it, after Sveltia’s handshake, under the popup’s own CSP', async () => {
    const context = await localContext();
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const { received, heading } = await signInFrom(context, `${harness.baseUrl}/`, { handshake: true });
    expect(heading).toBe('Connexion réussie');
    expect(received).toEqual([
      `${harness.baseUrl} authorizing:github`,
      `${harness.baseUrl} authorization:github:success:${JSON.stringify({ provider: 'github', token })}`,
    ]);
    expect(violations).toEqual([]);
    expect(Object.fromEntries(standIn.exchanges.at(-1)!)).toMatchObject({ client_id: clientId, client_secret: clientSecret, redirect_uri: `${harness.baseUrl}/api/auth/callback` });
    await context.close();
  });

  it('gives nothing to an opener on another origin (the same host named localhost)', async () => {
    const context = await localContext();
    const elsewhere = harness.baseUrl.replace('127.0.0.1', 'localhost');
    const exchangesBefore = standIn.exchanges.length;
    const { received, heading } = await signInFrom(context, `${elsewhere}/`, { handshake: false });
    // The popup did sign in (its own origin is the site's)…
    expect(heading).toBe('Connexion réussie');
    expect(standIn.exchanges.length).toBe(exchangesBefore + 1);
    // …but the page that opened it, elsewhere, heard nothing at all.
    expect(received).toEqual([]);
    await context.close();
  });
});
