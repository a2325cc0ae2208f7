/**
 * Cloudflare Access, played by the dev server at the inbox (`npm run dev`, scripts/cloudflareVite.ts):
 * each /api/inbox request is signed as INBOX_DEV_EMAIL before the Worker sees it, so whatever
 * reaches this path reads every application. Only the dev server's own pages may (issue 54, « In
 * development »): a request a page of another origin sends, by its `Origin`, or by the browser's
 * `Sec-Fetch-Site` (`cross-site`, or `same-site`, which a page on another port of localhost is),
 * is refused, 403 and a French sentence, and never signed. The dev server answers no CORS either
 * (`server.cors: false`): no other origin reads any /api answer.
 *
 * Its own origin is the one the request addressed: its Host, which Vite's host check has let
 * through (localhost, an IP address, `server.allowedHosts`), with the server's scheme.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Connect } from 'vite';
import type { AccessKeys } from './accessToken.mjs';

/** The inbox's API: what the dev server signs. */
export const inboxApiPath = '/api/inbox';

/** The dev server's origin as this request addressed it. */
export function ownOrigin(request: IncomingMessage): string {
  const secure = (request.socket as TLSSocket | undefined)?.encrypted === true;
  return `${secure ? 'https' : 'http'}://${request.headers.host ?? ''}`;
}

/**
 * Whether a page of another origin sent the request. One with neither header (curl, a script, a
 * tab where the address was typed: `Sec-Fetch-Site: none`) is not a page's, and passes.
 */
export function fromAnotherOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request)) return true;
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** What the refused request reads. */
export const otherOriginMessage = (own: string) =>
  `Demande refusée\u202f: la boîte de réception du serveur de développement ne répond qu’à ses propres pages (${own}). Ouvrez-la à cette adresse.`;

function refuse(request: IncomingMessage, response: ServerResponse) {
  response.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  response.end(JSON.stringify({ error: 'otherOrigin', message: otherOriginMessage(ownOrigin(request)) }));
}

/**
 * Access's edge, played: each /api/inbox request from the dev server's own pages signed as
 * `user()`, before the Cloudflare plugin hands it to the Worker; one from another origin refused.
 */
export function signInbox(access: Pick<AccessKeys, 'token'>, user: () => string): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (!request.url?.startsWith(inboxApiPath)) return next();
    if (fromAnotherOrigin(request)) return refuse(request, response);
    const token = access.token({ email: user() });
    // The plugin makes the Worker's request from the raw headers: the header goes there (once).
    const raw = request.rawHeaders;
    for (let index = raw.length - 2; index >= 0; index -= 2) if (raw[index]!.toLowerCase() === 'cf-access-jwt-assertion') raw.splice(index, 2);
    raw.push('Cf-Access-Jwt-Assertion', token);
    request.headers['cf-access-jwt-assertion'] = token;
    next();
  };
}
