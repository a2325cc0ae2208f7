/**
 * The editor's « Se connecter avec GitHub » served by the site's Worker (worker/editorSignIn.ts), in
 * workerd, against a stand-in of GitHub's OAuth endpoints (GITHUB_OAUTH_ORIGIN): every outbound
 * fetch goes to the stand-in or fails, so nothing reaches the network.
 */
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canonicalSitePath } from '../../contract/canonicalSite';
import { signInWords, stateCookie } from '../../worker/editorSignIn';
import type { Env } from '../../worker/env';
import { origin, send } from './helpers';

const github = 'https://github.stand-in.test';
const clientId = 'Iv1.client-de-test';
const clientSecret = 'secret-de-test-0123456789abcdef';
const token = 'gho_jetonDeTest0123456789';
const callbackUrl = `${origin}/api/auth/callback`;

/** The stand-in: GitHub's authorize page (which « accepts » at once) and its code exchange. */
function standInGithub() {
  const issued = new Set<string>();
  const exchanges: { headers: Headers; form: URLSearchParams }[] = [];
  const app = new Hono();
  app.get('/login/oauth/authorize', (c) => {
    const code = `code-${issued.size + 1}`;
    issued.add(code);
    const back = new URL(c.req.query('redirect_uri')!);
    back.search = new URLSearchParams({ code, state: c.req.query('state')! }).toString();
    return c.redirect(back.toString(), 302);
  });
  app.post('/login/oauth/access_token', async (c) => {
    const form = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
    exchanges.push({ headers: c.req.raw.headers, form });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return c.json({ error: 'incorrect_client_credentials' });
    const code = form.get('code') ?? '';
    // A code serves once, as GitHub's.
    if (!issued.delete(code)) return c.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    return c.json({ access_token: token, token_type: 'bearer', scope: 'repo,user' });
  });
  return { app, exchanges };
}

let stand: ReturnType<typeof standInGithub>;
/** Every outbound request the Worker made, the stand-in's or not. */
let outbound: string[];
/** What the Worker logged (GitHub's error codes, for whoever runs it): never a secret nor a token. */
let logged: string[];
/** GitHub as a test sets it: up, unreachable (the fetch fails), down (an HTML 503), or answering without a token. */
type GithubMode = 'up' | 'unreachable' | 'down' | 'noToken';
let githubMode: GithubMode;

beforeEach(() => {
  stand = standInGithub();
  outbound = [];
  githubMode = 'up';
  logged = [];
  vi.spyOn(console, 'warn').mockImplementation((...parts: unknown[]) => void logged.push(parts.map(String).join(' ')));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    outbound.push(`${request.method} ${request.url}`);
    if (new URL(request.url).origin !== github) throw new Error(`the tests never reach the network: ${request.url}`);
    if (githubMode === 'unreachable') throw new TypeError('Network connection lost.');
    if (githubMode === 'down') return new Response('<html>Unicorn!</html>', { status: 503, headers: { 'Content-Type': 'text/html' } });
    if (githubMode === 'noToken') return Response.json({ token_type: 'bearer' });
    return stand.app.fetch(request);
  });
});

afterEach(() => {
  for (const line of logged) expect(line).not.toMatch(new RegExp(`${clientSecret}|un-autre-secret|${token}|code-\\d`));
  vi.restoreAllMocks();
});

const signInEnv = (settings: Partial<Env> = {}): Env => ({ ...env, GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_OAUTH_ORIGIN: github, ...settings });

/** The popup's first request, as Sveltia makes it (shared/auth.js `initServerSideAuth`). */
const startRequest = (query = 'provider=github&site_id=www.example.com&scope=repo%2Cuser') => new Request(`${origin}/api/auth?${query}`);

const callbackRequest = (query: Record<string, string>, cookie?: string) =>
  new Request(`${callbackUrl}?${new URLSearchParams(query)}`, { headers: cookie ? { Cookie: cookie } : {} });

/** The state cookie the first answer sets, and its attributes. */
function stateOf(response: Response) {
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const [name, value] = pair.split('=');
  return { name, value, attributes, cookie: `${name}=${value}` };
}

/** Through the whole flow to the callback: the popup's start, GitHub's authorize page, its redirect back. */
async function signInUpToCallback(testEnv = signInEnv()) {
  const started = await send(startRequest(), testEnv);
  expect(started.status).toBe(302);
  const authorized = await stand.app.fetch(new Request(started.headers.get('Location')!));
  const back = new URL(authorized.headers.get('Location')!);
  return { back, state: stateOf(started) };
}

/** What the page's script says, and to whom (it names the site's origin once, as a literal). */
async function handshakeOf(response: Response) {
  const text = await response.text();
  const literal = (name: string) => JSON.parse(text.match(new RegExp(`const ${name} = ("(?:[^"\\\\]|\\\\.)*");`))![1]) as string;
  const message = literal('message');
  const [, kind, payload] = message.match(/^authorization:github:(success|error):(.+)$/)!;
  return { text, origin: literal('origin'), kind, payload: JSON.parse(payload) as Record<string, string> };
}

function expectPrivatePage(response: Response) {
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
}

describe('GET /api/auth: the popup goes to GitHub with a state it keeps in a cookie', () => {
  it('redirects to GitHub’s authorize page with client_id, redirect_uri, scope and a random state, also set in a short-lived cookie for the callback only', async () => {
    const response = await send(startRequest(), signInEnv());
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${github}/login/oauth/authorize`);
    const state = location.searchParams.get('state')!;
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: clientId, redirect_uri: callbackUrl, scope: 'repo,user', state });
    expect(state).toMatch(/^[\w-]{43}$/);
    const cookie = stateOf(response);
    expect(cookie.name).toBe(stateCookie);
    expect(cookie.value).toBe(state);
    expect(cookie.attributes).toEqual(['Path=/api/auth/callback', 'Max-Age=600', 'HttpOnly', 'Secure', 'SameSite=Lax']);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    // Never the secret, and nothing asked of GitHub yet.
    expect(response.headers.get('Location')).not.toContain(clientSecret);
    expect(outbound).toEqual([]);
    const again = new URL((await send(startRequest(), signInEnv())).headers.get('Location')!).searchParams.get('state');
    expect(again).not.toBe(state);
  });

  it('asks GitHub for the scope the editor asks for, if it is one the editor may ask for, else repo,user', async () => {
    const scopeOf = async (scope: string) => new URL((await send(startRequest(`provider=github&site_id=x&scope=${encodeURIComponent(scope)}`), signInEnv())).headers.get('Location')!).searchParams.get('scope');
    expect(await scopeOf('public_repo,user')).toBe('public_repo,user');
    expect(await scopeOf('repo user:email')).toBe('repo,user:email');
    expect(await scopeOf('repo,admin:org')).toBe('repo,user');
    expect(await scopeOf('delete_repo')).toBe('repo,user');
    expect(await scopeOf('')).toBe('repo,user');
  });

  it('signs in with GitHub only: another provider gets a French page, no redirect and no cookie', async () => {
    for (const query of ['provider=gitlab&site_id=x&scope=api', 'site_id=x']) {
      const response = await send(startRequest(query), signInEnv());
      expect(response.status).toBe(400);
      expectPrivatePage(response);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
      const { text, kind, payload } = await handshakeOf(response);
      expect(kind).toBe('error');
      expect(payload).toEqual({ provider: 'github', error: signInWords.onlyGithub });
      expect(text).toContain('<h1>Connexion impossible</h1>');
      expect(text).toContain('Cette adresse ne connecte à l’éditeur qu’avec un compte GitHub.');
    }
  });

  it('without the OAuth app’s settings: 503 and a French page saying sign-in is not set up, on both routes, and no request to GitHub', async () => {
    for (const settings of [{ GITHUB_CLIENT_ID: undefined }, { GITHUB_CLIENT_SECRET: undefined }, { GITHUB_CLIENT_ID: ' ', GITHUB_CLIENT_SECRET: '' }]) {
      for (const request of [startRequest(), callbackRequest({ code: 'code-1', state: 'x' }, `${stateCookie}=x`)]) {
        const response = await send(request, signInEnv(settings));
        expect(response.status).toBe(503);
        expectPrivatePage(response);
        const { text, kind, payload } = await handshakeOf(response);
        expect(kind).toBe('error');
        expect(payload.error).toBe(signInWords.notSetUp);
        expect(text).toContain('La connexion avec GitHub n’est pas encore configurée sur ce site');
        expect(text).not.toMatch(/Error|at .*\.ts|undefined/);
      }
    }
    expect(outbound).toEqual([]);
  });

  it('writes its French with French typography: a narrow no-break space before « ; » and « : », no-break spaces inside « »', () => {
    const words = [...(Object.values(signInWords) as unknown[]).filter((value): value is string => typeof value === 'string'), signInWords.otherHost(origin)];
    expect(words).toHaveLength(13);
    for (const sentence of words) expect(sentence).not.toMatch(/[ \u00a0][;:!?]|« | »|'/);
  });

  it('other methods are not routes: the API’s 404', async () => {
    const response = await send(new Request(`${origin}/api/auth`, { method: 'POST' }), signInEnv());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'notFound' });
  });
});

describe('GET /api/auth/callback: the code is exchanged only for the state this browser was given', () => {
  it('exchanges the code with the client secret at the stand-in, and gives the token to the site’s origin only, in a page with its own strict CSP', async () => {
    const { back, state } = await signInUpToCallback();
    expect(`${back.origin}${back.pathname}`).toBe(callbackUrl);
    const response = await send(new Request(back, { headers: { Cookie: `theme=clair; ${state.cookie}` } }), signInEnv());
    expect(response.status).toBe(200);
    expectPrivatePage(response);
    // The code went to GitHub's access_token endpoint, with the secret, in the body.
    expect(outbound).toEqual([`POST ${github}/login/oauth/access_token`]);
    expect(stand.exchanges).toHaveLength(1);
    const [exchange] = stand.exchanges;
    expect(Object.fromEntries(exchange.form)).toEqual({ client_id: clientId, client_secret: clientSecret, code: back.searchParams.get('code'), redirect_uri: callbackUrl });
    expect(exchange.headers.get('Accept')).toBe('application/json');
    // The page: the token in the success message, posted to the site's origin only.
    const csp = response.headers.get('Content-Security-Policy')!;
    const { text, origin: target, kind, payload } = await handshakeOf(response);
    expect(kind).toBe('success');
    expect(payload).toEqual({ provider: 'github', token });
    expect(target).toBe(origin);
    expect(text).toContain('opener.postMessage(message, origin)');
    expect(text).toContain("opener.postMessage('authorizing:github', origin)");
    expect(text).toContain("event.origin !== origin || event.source !== opener || event.data !== 'authorizing:github'");
    expect(text).not.toContain("'*'");
    expect(text.split(token)).toHaveLength(2);
    expect(text).not.toContain(clientSecret);
    expect(text).toContain('Vous êtes connecté avec GitHub.');
    // Its one inline script and style run by the nonce its CSP names; nothing else loads.
    const nonce = csp.match(/script-src 'nonce-([\w-]+)'/)![1];
    expect(csp).toBe(`default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
    expect(text.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
    expect(text.match(/<style[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
    // The state served once: the cookie is deleted.
    expect(response.headers.get('Set-Cookie')).toBe(`${stateCookie}=; Path=/api/auth/callback; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
  });

  it('refuses a callback whose state is missing, wrong, or without the cookie: a French page, and no code exchanged', async () => {
    const { back, state } = await signInUpToCallback();
    const code = back.searchParams.get('code')!;
    const other = stateOf(await send(startRequest(), signInEnv()));
    const attempts = [
      callbackRequest({ code, state: state.value }),
      callbackRequest({ code }, state.cookie),
      callbackRequest({ code, state: '' }, `${stateCookie}=`),
      callbackRequest({ code, state: other.value }, state.cookie),
      callbackRequest({ code, state: state.value }, other.cookie),
      callbackRequest({ code, state: state.value.slice(0, -1) }, state.cookie),
      callbackRequest({ code, state: state.value }, `editor-sign-in-state=${state.value}`),
    ];
    for (const request of attempts) {
      const response = await send(request, signInEnv());
      expect(response.status, request.url).toBe(403);
      expectPrivatePage(response);
      const { text, kind, payload } = await handshakeOf(response);
      expect(kind).toBe('error');
      expect(payload).toEqual({ provider: 'github', error: signInWords.unverified });
      expect(text).toContain('La demande de connexion n’a pas pu être vérifiée');
      expect(text).not.toContain('gho_');
    }
    expect(outbound).toEqual([]);
    expect(stand.exchanges).toEqual([]);
  });

  it('when the person declines on GitHub (error=access_denied): a French sentence to the editor, no exchange', async () => {
    const { state } = await signInUpToCallback();
    const response = await send(callbackRequest({ error: 'access_denied', error_description: 'The user has denied your application access.', state: state.value }, state.cookie), signInEnv());
    expect(response.status).toBe(403);
    const { kind, payload, text } = await handshakeOf(response);
    expect(kind).toBe('error');
    expect(payload.error).toBe(signInWords.refused);
    expect(text).toContain('Vous avez refusé l’accès sur GitHub');
    expect(text).not.toContain('denied your application');
    expect(outbound).toEqual([]);
  });

  it('GitHub answering bad_verification_code (a code used twice): a French error to the opener, no token', async () => {
    const { back, state } = await signInUpToCallback();
    expect((await send(new Request(back, { headers: { Cookie: state.cookie } }), signInEnv())).status).toBe(200);
    const response = await send(new Request(back, { headers: { Cookie: state.cookie } }), signInEnv());
    expect(stand.exchanges).toHaveLength(2);
    expect(response.status).toBe(502);
    expectPrivatePage(response);
    const { kind, payload, text, origin: target } = await handshakeOf(response);
    expect(kind).toBe('error');
    expect(payload).toEqual({ provider: 'github', error: signInWords.expiredCode });
    expect(target).toBe(origin);
    expect(text).toContain('Le code de connexion de GitHub a expiré ou a déjà servi.');
    expect(text).not.toContain(token);
    expect(text).not.toContain('bad_verification_code');
  });

  it('a wrong client secret, GitHub unreachable, down or answering without a token: French sentences, never a stack', async () => {
    const cases: [Partial<Env>, GithubMode, string][] = [
      [{ GITHUB_CLIENT_SECRET: 'un-autre-secret' }, 'up', signInWords.misconfigured],
      [{}, 'unreachable', signInWords.unreachable],
      [{}, 'down', signInWords.unreachable],
      [{}, 'noToken', signInWords.unexpected],
    ];
    for (const [settings, mode, words] of cases) {
      githubMode = 'up';
      const { back, state } = await signInUpToCallback(signInEnv(settings));
      githubMode = mode;
      const response = await send(new Request(back, { headers: { Cookie: state.cookie } }), signInEnv(settings));
      expect(response.status, mode).toBe(502);
      expectPrivatePage(response);
      const { kind, payload, text } = await handshakeOf(response);
      expect(kind).toBe('error');
      expect(payload).toEqual({ provider: 'github', error: words });
      expect(text).not.toMatch(/TypeError|Unicorn|incorrect_client|at .*\.ts|gho_/);
    }
    expect(logged).toEqual([
      'editor sign-in: GitHub refused the code exchange incorrect_client_credentials',
      'editor sign-in: GitHub unreachable TypeError',
      'editor sign-in: unexpected answer from GitHub 503',
      'editor sign-in: unexpected answer from GitHub 200',
    ]);
  });
});

describe('the sign-in is pinned to the site’s canonical address (issue 54)', () => {
  const query = 'provider=github&site_id=www.example.com&scope=repo%2Cuser';
  const redirectUriOf = (response: Response) => new URL(response.headers.get('Location')!).searchParams.get('redirect_uri');

  it('a sign-in started on another host (the workers.dev address, a foreign Host, plain http) is refused: a French page naming the site’s address, no redirect, no cookie', async () => {
    for (const host of ['https://sunu-rh.example.workers.dev', 'https://sunurh-sn.evil.example', 'http://www.example.com']) {
      const response = await send(new Request(`${host}/api/auth?${query}`), signInEnv());
      expect([host, response.status]).toEqual([host, 403]);
      expectPrivatePage(response);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
      const { text, kind, payload, origin: target } = await handshakeOf(response);
      expect(kind).toBe('error');
      expect(payload).toEqual({ provider: 'github', error: signInWords.otherHost(origin) });
      // Only the error goes to that host's page; nothing secret is in it.
      expect(target).toBe(host);
      expect(text).toContain('La connexion avec GitHub ne se fait qu’à l’adresse du site, https://www.example.com/admin/\u202f: ouvrez l’éditeur à cette adresse');
    }
    expect(outbound).toEqual([]);
  });

  it('a callback reached on another host exchanges nothing and forgets the state', async () => {
    const { back, state } = await signInUpToCallback();
    const elsewhere = new URL(`${back.pathname}${back.search}`, 'https://sunu-rh.example.workers.dev');
    const response = await send(new Request(elsewhere, { headers: { Cookie: state.cookie } }), signInEnv());
    expect(response.status).toBe(403);
    expect((await handshakeOf(response)).payload.error).toBe(signInWords.otherHost(origin));
    expect(response.headers.get('Set-Cookie')).toBe(`${stateCookie}=; Path=/api/auth/callback; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    expect(outbound).toEqual([]);
    expect(stand.exchanges).toEqual([]);
  });

  it('GitHub is given the canonical callback as redirect_uri, whatever Host or X-Forwarded-Host a request carries', async () => {
    const request = new Request(`${origin}/api/auth?${query}`, { headers: { Host: 'sunurh-sn.evil.example', 'X-Forwarded-Host': 'sunurh-sn.evil.example' } });
    const response = await send(request, signInEnv());
    expect(response.status).toBe(302);
    expect(redirectUriOf(response)).toBe(callbackUrl);
    const { back, state } = await signInUpToCallback();
    await send(new Request(back, { headers: { Cookie: state.cookie, Host: 'sunurh-sn.evil.example' } }), signInEnv());
    expect(stand.exchanges.map((exchange) => exchange.form.get('redirect_uri'))).toEqual([callbackUrl]);
  });

  it('on this machine (localhost, 127.0.0.1, [::1]) and in a build that names no address, the request’s own origin serves', async () => {
    for (const host of ['http://localhost:5173', 'http://127.0.0.1:8787', 'http://[::1]:4173']) {
      const response = await send(new Request(`${host}/api/auth?${query}`), signInEnv());
      expect([host, response.status, redirectUriOf(response)]).toEqual([host, 302, `${host}/api/auth/callback`]);
    }
    // A build without donnees/site.json: its asset worker answers 404 there.
    const assets = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        return new URL(request.url).pathname === canonicalSitePath ? new Response('Not found', { status: 404 }) : env.ASSETS.fetch(request);
      },
    } as Fetcher;
    const workersDev = 'https://sunu-rh.example.workers.dev';
    const response = await send(new Request(`${workersDev}/api/auth?${query}`), signInEnv({ ASSETS: assets }));
    expect([response.status, redirectUriOf(response)]).toEqual([302, `${workersDev}/api/auth/callback`]);
  });
});
