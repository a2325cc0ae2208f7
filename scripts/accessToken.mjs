// Cloudflare Access, played locally: a key pair made here, its public half for the Worker
// (`ACCESS_JWKS`), and tokens signed with its private half, as Access signs them at the edge
// (RS256, `aud`, `iss`, `exp`, `email`). The Worker checks them exactly as it checks Access's own
// (worker/inbox/access.ts): nothing turns the check off. Used by `npm run dev` (the dev server
// signs the inbox's requests as INBOX_DEV_EMAIL) and by the browser tests.
import { createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';

/** The local stand-ins for the team domain and the Access application's audience tag. */
export const localAccess = { teamDomain: 'https://sunu-rh-local.cloudflareaccess.com', aud: 'sunu-rh-inbox-local' };

const base64url = (value) => Buffer.from(value).toString('base64url');

/**
 * A key pair: `jwks` (a JSON string, the Worker's ACCESS_JWKS) and `token()` to sign with it.
 * `exported` is the pair as text: given back as `keys`, another process signs with the same pair
 * (a second dev server sharing the first one's Worker).
 */
export function makeAccessKeys({ teamDomain = localAccess.teamDomain, aud = localAccess.aud, keys } = {}) {
  const made = keys ? undefined : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = keys?.kid ?? randomUUID();
  const jwks = keys?.jwks ?? JSON.stringify({ keys: [{ ...made.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
  const pem = keys?.pem ?? made.privateKey.export({ format: 'pem', type: 'pkcs8' });
  /** A token for `email`, valid `seconds` from `now` (negative: already expired). */
  function token({ email = 'equipe@example.com', seconds = 3600, now = Date.now(), audience = aud, issuer = teamDomain } = {}) {
    const at = Math.floor(now / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const payload = base64url(JSON.stringify({ aud: [audience], email, exp: at + seconds, iat: at - 60, nbf: at - 60, iss: issuer, sub: randomUUID(), type: 'app' }));
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), createPrivateKey(pem)).toString('base64url');
    return `${header}.${payload}.${signature}`;
  }
  return { jwks, token, exported: { kid, jwks, pem }, vars: { ACCESS_JWKS: jwks, ACCESS_AUD: aud, ACCESS_TEAM_DOMAIN: teamDomain } };
}

/**
 * Cloudflare Access's edge, played in front of a local Worker: each request is forwarded to
 * `target`, and one that carries Access's cookie (`CF_Authorization`, set when staff sign in) gets
 * its token as the `Cf-Access-Jwt-Assertion` header, as Access adds it. The token is not checked
 * here: the Worker checks it. Browser downloads (a CV, the CSV) carry cookies, not a test's extra
 * headers, hence a proxy rather than request interception. Resolves to its URL and `close()`.
 */
export async function startAccessEdge(target) {
  const { createServer, request } = await import('node:http');
  const upstream = new URL(target);
  // Headers that belong to one connection, not to the request: never forwarded.
  const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];
  const server = createServer((incoming, answer) => {
    const cookie = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(incoming.headers.cookie ?? '')?.[1];
    // The Host stays the one the browser asked for, as behind Access: the Worker compares it with Origin.
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !hopByHop.includes(name) && name !== 'cf-access-jwt-assertion'));
    if (cookie) headers['cf-access-jwt-assertion'] = cookie;
    // One connection per request (agent: false): no idle socket the local Worker may have closed is reused.
    const forward = request({ hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers, agent: false }, (response) => {
      const kept = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !hopByHop.includes(name)));
      answer.writeHead(response.statusCode ?? 502, kept);
      response.pipe(answer);
      response.on('error', () => answer.destroy());
    });
    forward.on('error', () => (answer.headersSent ? answer.destroy() : answer.writeHead(502).end()));
    incoming.pipe(forward);
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(resolveClose);
      }),
  };
}
