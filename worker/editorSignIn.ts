/**
 * « Se connecter avec GitHub » in the editor (Sveltia CMS at /admin/), served by the site's own
 * Worker: the OAuth exchange sveltia-cms-auth does (github.com/sveltia/sveltia-cms-auth,
 * src/index.js), for GitHub only, and delivering the token only to the site's own pages.
 *
 *   GET /api/auth?provider=github&site_id=…&scope=repo,user
 *       The editor opens it in a popup (backend `base_url` + `auth_endpoint`, src/content/cmsConfig.ts).
 *       302 to GitHub's authorize page with client_id, redirect_uri, scope and a random state; the
 *       state also goes into a 10-minute cookie (HttpOnly, Secure, SameSite=Lax) sent only to the callback.
 *   GET /api/auth/callback?code=…&state=…
 *       GitHub sends the popup back here. The state must equal the cookie's (else nothing is
 *       exchanged); the code is exchanged, with the client secret, at GitHub's access_token endpoint.
 *
 * Both end, when they do not redirect, on a small French page whose one inline script (allowed by
 * a nonce in the page's own CSP) does Sveltia's handshake (sveltia-cms, src/lib/services/backends/
 * git/shared/auth.js `authorize`): it posts `authorizing:github` to its opener; when the opener
 * answers the same words, it posts `authorization:github:success:{"provider":"github","token":…}`
 * (or `:error:{"provider":"github","error":"<French sentence>"}`). Every postMessage names the
 * site's origin, never '*': an opener on any other origin receives nothing. Errors carry no
 * `errorCode`, so the editor shows our French sentence rather than its own wording.
 *
 * The site's origin is pinned (issue 54): the canonical address the build names (content/site.yml
 * `url`, donnees/site.json, siteData.ts), never the request's Host. GitHub is given
 * `<canonical>/api/auth/callback` as redirect_uri, and the token is posted to the canonical origin
 * only. A sign-in started (or a callback reached) on another host of the Worker (*.workers.dev, a
 * preview) is refused with a French page naming the site's address, before any cookie or exchange.
 * On this machine (localhost, 127.0.0.1, [::1]: the dev server, `npm run serve`, the browser tests)
 * and in a build that names no address, the request's own origin serves.
 *
 * Settings (env.ts): GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (secrets; either missing: 503 and a
 * French page), GITHUB_OAUTH_ORIGIN (tests only). docs/editor-sign-in.md says how to set it up.
 */
import { Hono } from 'hono';
import type { Env } from './env';
import { noStore } from './http';
import { sameSecret } from './secrets';
import { canonicalSiteUrl } from './siteData';
import { escapeHtml } from '../src/lib/html';
import brand from '../src/styles/brand.json';

/** The routes, under the site's origin. The editor's configuration names the first (cmsConfig.ts `auth_endpoint`). */
export const signInPaths = { start: '/api/auth', callback: '/api/auth/callback' } as const;

/** The state cookie: `__Secure-` (the browser keeps it only if Secure), sent only to the callback. */
export const stateCookie = '__Secure-editor-sign-in-state';
const stateLifetime = 600;

/** Scopes the editor may ask for (Sveltia asks `repo,user`); anything else gets the default. */
const allowedScopes = new Set(['repo', 'public_repo', 'user', 'read:user', 'user:email']);
export const defaultScope = 'repo,user';

/** The time GitHub gets to answer the code exchange. */
const exchangeTimeout = 10_000;

/** What a person may read in the popup, and what the editor shows under its sign-in button. */
export const signInWords = {
  notSetUp:
    'La connexion avec GitHub n’est pas encore configurée sur ce site (réglages GITHUB_CLIENT_ID et GITHUB_CLIENT_SECRET du Worker). Prévenez la personne qui gère le site\u202f; en attendant, vous pouvez vous connecter avec un jeton d’accès.',
  onlyGithub: 'Cette adresse ne connecte à l’éditeur qu’avec un compte GitHub.',
  unverified:
    'La demande de connexion n’a pas pu être vérifiée\u202f: elle a expiré ou ne vient pas de cette fenêtre. Fermez cette fenêtre et cliquez de nouveau sur «\u00a0Se connecter avec GitHub\u00a0».',
  refused: 'Vous avez refusé l’accès sur GitHub\u202f: la connexion est annulée. Pour modifier le site, cliquez de nouveau sur «\u00a0Se connecter avec GitHub\u00a0» et acceptez.',
  noCode: 'GitHub n’a pas renvoyé de code de connexion. Fermez cette fenêtre et cliquez de nouveau sur «\u00a0Se connecter avec GitHub\u00a0».',
  expiredCode: 'Le code de connexion de GitHub a expiré ou a déjà servi. Fermez cette fenêtre et cliquez de nouveau sur «\u00a0Se connecter avec GitHub\u00a0».',
  misconfigured:
    'GitHub refuse les réglages de connexion de ce site (identifiant, secret ou adresse de retour de l’application GitHub). Prévenez la personne qui gère le site.',
  rejected: 'GitHub a refusé la connexion. Réessayez dans un instant\u202f; si cela se reproduit, prévenez la personne qui gère le site.',
  unreachable: 'GitHub ne répond pas pour le moment. Réessayez dans quelques minutes.',
  unexpected: 'GitHub a répondu de façon inattendue. Réessayez dans quelques minutes\u202f; si cela se reproduit, prévenez la personne qui gère le site.',
  signedIn: 'Vous êtes connecté avec GitHub. Cette fenêtre se ferme d’elle-même\u202f; sinon, fermez-la et revenez à l’éditeur.',
  closeWindow: 'Fermez cette fenêtre pour revenir à l’éditeur.',
  /** A sign-in started on another address than the site's: where to open the editor instead. */
  otherHost: (site: string) =>
    `La connexion avec GitHub ne se fait qu’à l’adresse du site, ${site}/admin/\u202f: ouvrez l’éditeur à cette adresse, puis cliquez de nouveau sur «\u00a0Se connecter avec GitHub\u00a0».`,
} as const;

type Outcome = { token: string } | { error: string };

/** A value as a JavaScript literal inside an inline script: no `</script>`, no line separators. */
const scriptLiteral = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function randomText(bytes: number): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...random)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const setStateCookie = (value: string, maxAge: number) =>
  `${stateCookie}=${value}; Path=${signInPaths.callback}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/** Headers of every answer: never stored, never a Referer (the callback's URL holds the code). */
const privateHeaders = { ...noStore, 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };

/**
 * The popup's page: a French sentence, and the handshake with the editor that opened it. Only an
 * opener on `siteOrigin` gets anything: the browser drops a message whose target origin is not the
 * receiver's, and the page answers only the opener's own `authorizing:github` from that origin.
 */
export function handshakePage(siteOrigin: string, outcome: Outcome, status = 200, headers: Record<string, string> = {}): Response {
  const success = 'token' in outcome;
  const message = success
    ? `authorization:github:success:${JSON.stringify({ provider: 'github', token: outcome.token })}`
    : `authorization:github:error:${JSON.stringify({ provider: 'github', error: outcome.error })}`;
  const nonce = randomText(18);
  const script = `(() => {
  const origin = ${scriptLiteral(siteOrigin)};
  const message = ${scriptLiteral(message)};
  const opener = window.opener;
  if (!opener) return;
  const answer = (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== 'authorizing:github') return;
    window.removeEventListener('message', answer);
    opener.postMessage(message, origin);
  };
  window.addEventListener('message', answer);
  opener.postMessage('authorizing:github', origin);
})();`;
  const body = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${success ? 'Connexion réussie' : 'Connexion impossible'} · Éditeur du site</title>
<style nonce="${nonce}">body{font:1rem/1.5 system-ui,sans-serif;color:${brand.text};max-width:34rem;margin:3rem auto;padding:0 1.25rem}h1{font-size:1.35rem}</style>
</head>
<body>
<main>
<h1>${success ? 'Connexion réussie' : 'Connexion impossible'}</h1>
<p>${escapeHtml(success ? signInWords.signedIn : outcome.error)}</p>
${success ? '' : `<p>${escapeHtml(signInWords.closeWindow)}</p>\n`}</main>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'X-Frame-Options': 'DENY',
      ...privateHeaders,
      ...headers,
    },
  });
}

/** GitHub's OAuth host: github.com, or the tests' stand-in (GITHUB_OAUTH_ORIGIN). */
function oauthOrigin(env: Env): string {
  return env.GITHUB_OAUTH_ORIGIN ? new URL(env.GITHUB_OAUTH_ORIGIN).origin : 'https://github.com';
}

function settings(env: Env) {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** The scope the editor asked for, if every part of it is one it may ask for; else `repo,user`. */
export function scopeOf(requested: string | undefined): string {
  const scopes = (requested ?? '').split(/[\s,]+/).filter(Boolean);
  return scopes.length && scopes.every((scope) => allowedScopes.has(scope)) ? scopes.join(',') : defaultScope;
}

/**
 * Hosts only this machine reaches. A request from outside reaches the Worker only on one of its
 * routes, custom domains or its workers.dev address, matched against the request's URL, so its
 * host is one of those (Cloudflare, « Routes », « Routes and domains »,
 * https://developers.cloudflare.com/workers/configuration/routing/routes/, last updated
 * 2026-06-01; https://developers.cloudflare.com/workers/platform/routes, read 2026-12).
 */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin a sign-in runs on: the canonical one, for a request to it; the request's own on this
 * machine or when the build names no address; else `refused`, the canonical origin to name.
 */
async function signInOrigin(url: URL, env: Env): Promise<{ origin: string } | { refused: string }> {
  if (loopbackHosts.has(url.hostname)) return { origin: url.origin };
  const canonical = await canonicalSiteUrl(env);
  if (canonical === undefined) return { origin: url.origin };
  const pinned = new URL(canonical).origin;
  return url.origin === pinned ? { origin: pinned } : { refused: pinned };
}

/** The page for a sign-in on another host: the error goes to that host's page (it holds nothing secret). */
const otherHostPage = (url: URL, refused: string, headers: Record<string, string> = {}) => handshakePage(url.origin, { error: signInWords.otherHost(refused) }, 403, headers);

async function start(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const pinned = await signInOrigin(url, env);
  const app = settings(env);
  // Not set up: said first, whatever the host (nothing can be signed in, so nothing to pin; the
  // live check reads this 503 on the real domain).
  if (!app) return handshakePage('refused' in pinned ? pinned.refused : pinned.origin, { error: signInWords.notSetUp }, 503);
  if ('refused' in pinned) return otherHostPage(url, pinned.refused);
  const siteOrigin = pinned.origin;
  if (url.searchParams.get('provider') !== 'github') return handshakePage(siteOrigin, { error: signInWords.onlyGithub }, 400);
  const state = randomText(32);
  const authorize = new URL('/login/oauth/authorize', oauthOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: `${siteOrigin}${signInPaths.callback}`,
    scope: scopeOf(url.searchParams.get('scope') ?? undefined),
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.toString(), 'Set-Cookie': setStateCookie(state, stateLifetime), ...privateHeaders },
  });
}

/** GitHub's answer to the code exchange, as what the popup tells the editor (with the page's status). */
async function exchange(code: string, redirectUri: string, app: { clientId: string; clientSecret: string }, env: Env): Promise<{ outcome: Outcome; status: number }> {
  let answer: Response;
  try {
    answer = await fetch(new URL('/login/oauth/access_token', oauthOrigin(env)), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'sunu-rh-site-editor-sign-in' },
      body: new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, code, redirect_uri: redirectUri }),
      signal: AbortSignal.timeout(exchangeTimeout),
    });
  } catch (error) {
    console.warn('editor sign-in: GitHub unreachable', error instanceof Error ? error.name : 'error');
    return { outcome: { error: signInWords.unreachable }, status: 502 };
  }
  let body: unknown;
  try {
    body = await answer.json();
  } catch {
    body = undefined;
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof fields.error === 'string') {
    // GitHub names the error (never the secret): bad_verification_code, incorrect_client_credentials, redirect_uri_mismatch…
    console.warn('editor sign-in: GitHub refused the code exchange', fields.error.slice(0, 64));
    const error =
      fields.error === 'bad_verification_code'
        ? signInWords.expiredCode
        : fields.error === 'incorrect_client_credentials' || fields.error === 'redirect_uri_mismatch'
          ? signInWords.misconfigured
          : signInWords.rejected;
    return { outcome: { error }, status: 502 };
  }
  const token = fields.access_token;
  if (!answer.ok || typeof token !== 'string' || !/^[\w.~-]{1,512}$/.test(token)) {
    console.warn('editor sign-in: unexpected answer from GitHub', answer.status);
    return { outcome: { error: answer.status >= 500 ? signInWords.unreachable : signInWords.unexpected }, status: 502 };
  }
  return { outcome: { token }, status: 200 };
}

async function callback(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  // The state serves once: every answer here forgets it.
  const forget = { 'Set-Cookie': setStateCookie('', 0) };
  const pinned = await signInOrigin(url, env);
  if ('refused' in pinned) return otherHostPage(url, pinned.refused, forget);
  const siteOrigin = pinned.origin;
  const app = settings(env);
  if (!app) return handshakePage(siteOrigin, { error: signInWords.notSetUp }, 503, forget);
  const expected = cookieValue(request, stateCookie) ?? '';
  const state = url.searchParams.get('state') ?? '';
  if (!(await sameSecret(state, expected))) return handshakePage(siteOrigin, { error: signInWords.unverified }, 403, forget);
  // The person clicked « Cancel » on GitHub (error=access_denied), or GitHub said something else.
  const refusal = url.searchParams.get('error');
  if (refusal) return handshakePage(siteOrigin, { error: refusal === 'access_denied' ? signInWords.refused : signInWords.rejected }, 403, forget);
  const code = url.searchParams.get('code') ?? '';
  if (!/^[\w.~-]{1,256}$/.test(code)) return handshakePage(siteOrigin, { error: signInWords.noCode }, 400, forget);
  const { outcome, status } = await exchange(code, `${siteOrigin}${signInPaths.callback}`, app, env);
  return handshakePage(siteOrigin, outcome, status, forget);
}

/** Mounted at /api/auth (index.ts); other methods fall through to the API's 404. */
export function editorSignInRoutes() {
  const routes = new Hono<{ Bindings: Env }>();
  routes.get('/', (c) => start(c.req.raw, c.env));
  routes.get('/callback', (c) => callback(c.req.raw, c.env));
  return routes;
}
