// @vitest-environment node
/**
 * The dev server's stand-in for Access at the inbox (scripts/devInboxAccess.ts), in front of a
 * stand-in of the Worker on a real local HTTP server: requests from the dev server's own pages
 * are signed; a page of another origin (another port of localhost included) is refused, 403 in
 * French, unsigned, with no CORS header (issue 54).
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnotherOrigin, otherOriginMessage, signInbox } from '../../scripts/devInboxAccess';

let server: Server;
let port: number;
/** What reached the stand-in Worker: each request's path and the token it carried, from its raw headers as the Cloudflare plugin reads them. */
const reached: { path: string; tokens: string[] }[] = [];

beforeAll(async () => {
  const middleware = signInbox({ token: ({ email } = {}) => `jeton-pour-${email}` }, () => 'equipe@example.com');
  server = createServer((request, response) =>
    middleware(request, response, () => {
      const raw = request.rawHeaders;
      const tokens: string[] = [];
      for (let index = 0; index < raw.length; index += 2) if (raw[index]!.toLowerCase() === 'cf-access-jwt-assertion') tokens.push(raw[index + 1]!);
      reached.push({ path: request.url ?? '', tokens });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"items":[]}');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request as a browser sends it, with the Host the browser addressed. */
function send(path: string, headers: Record<string, string | string[]> = {}, host = `localhost:${port}`): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the dev server signs the inbox’s requests from its own pages only', () => {
  it('signs a request from its own page (same Origin, or Sec-Fetch-Site same-origin), a typed address and a script, once each, replacing any token sent', async () => {
    reached.length = 0;
    const own = `http://localhost:${port}`;
    const signed: Record<string, string>[] = [{ Origin: own, 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'none' }, {}, { 'Cf-Access-Jwt-Assertion': 'jeton-forge' }];
    for (const headers of signed) {
      const answer = await send('/api/inbox/messages', headers);
      expect([JSON.stringify(headers), answer.status]).toEqual([JSON.stringify(headers), 200]);
    }
    expect(reached).toEqual(Array(5).fill({ path: '/api/inbox/messages', tokens: ['jeton-pour-equipe@example.com'] }));
    // Its own page by another of its names: the Origin matches the Host it addressed.
    expect((await send('/api/inbox/me', { Origin: `http://127.0.0.1:${port}` }, `127.0.0.1:${port}`)).status).toBe(200);
  });

  it('refuses a page of another origin, 403 in French, unsigned and without CORS: another port, another name, a null origin, cross-site and same-site fetches', async () => {
    reached.length = 0;
    const refusals: Record<string, string>[] = [
      { Origin: 'http://localhost:3000' },
      { Origin: `http://127.0.0.1:${port}` },
      { Origin: `https://localhost:${port}` },
      { Origin: 'null' },
      { Origin: 'https://sunurh-sn.evil.example' },
      // A no-cors request (an image, a script) carries no Origin: the browser's Sec-Fetch-Site says where it comes from.
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: `http://localhost:${port}`, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of refusals) {
      const answer = await send('/api/inbox/messages?q=awa', headers);
      expect([JSON.stringify(headers), answer.status]).toEqual([JSON.stringify(headers), 403]);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(JSON.parse(answer.body)).toEqual({ error: 'otherOrigin', message: otherOriginMessage(`http://localhost:${port}`) });
    }
    expect(reached).toEqual([]);
    expect(otherOriginMessage('http://localhost:5173')).toBe(
      'Demande refusée\u202f: la boîte de réception du serveur de développement ne répond qu’à ses propres pages (http://localhost:5173). Ouvrez-la à cette adresse.',
    );
  });

  it('leaves every other path alone: unsigned, and not refused here (the dev server sends no CORS header for any)', async () => {
    reached.length = 0;
    expect((await send('/api/messages', { Origin: 'http://localhost:3000' })).status).toBe(200);
    expect((await send('/contact', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
    expect(reached).toEqual([
      { path: '/api/messages', tokens: [] },
      { path: '/contact', tokens: [] },
    ]);
  });
});

describe('fromAnotherOrigin', () => {
  const incoming = (headers: Record<string, string>, encrypted = false) => ({ headers: { host: 'localhost:5173', ...headers }, socket: { encrypted } }) as never;

  it('reads the scheme from the connection: https on a TLS socket', () => {
    expect(fromAnotherOrigin(incoming({ origin: 'https://localhost:5173' }, true))).toBe(false);
    expect(fromAnotherOrigin(incoming({ origin: 'http://localhost:5173' }, true))).toBe(true);
    expect(fromAnotherOrigin(incoming({ origin: 'http://localhost:5173' }))).toBe(false);
  });
});
