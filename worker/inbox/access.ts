/**
 * Cloudflare Access, checked again by the Worker on every /api/inbox request: Access lets only the
 * staff through to the inbox and adds a signed token (Cf-Access-Jwt-Assertion); the Worker verifies
 * it itself (RS256 signature against the team's keys, audience, issuer, expiry), so a request that
 * reached the Worker any other way (a misconfigured Access application, workers.dev) gets nothing.
 * There is no switch that turns the check off: without ACCESS_AUD or ACCESS_TEAM_DOMAIN, 403.
 */
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../env';

export const accessHeader = 'Cf-Access-Jwt-Assertion';

/** The team's published keys, fetched once per isolate and team (jose caches and refreshes them). */
const remoteKeys = new Map<string, JWTVerifyGetKey>();
/** ACCESS_JWKS, parsed once per value. */
const localKeys = new Map<string, JWTVerifyGetKey>();

function keysFor(env: Pick<Env, 'ACCESS_JWKS'>, team: string): JWTVerifyGetKey {
  const jwks = env.ACCESS_JWKS?.trim();
  if (jwks) {
    let keys = localKeys.get(jwks);
    if (!keys) localKeys.set(jwks, (keys = createLocalJWKSet(JSON.parse(jwks))));
    return keys;
  }
  let keys = remoteKeys.get(team);
  if (!keys) remoteKeys.set(team, (keys = createRemoteJWKSet(new URL(`${team}/cdn-cgi/access/certs`))));
  return keys;
}

/** « https://sunu-rh.cloudflareaccess.com », without a trailing slash (the tokens' `iss`). */
const teamOf = (domain: string) => domain.trim().replace(/\/+$/, '');

/**
 * The staff member's e-mail (the token's `email` claim) if the request carries a valid Access
 * token for this application, else null. Never throws: a bad key set or a network error is a refusal.
 */
export async function staffEmail(request: Request, env: Pick<Env, 'ACCESS_AUD' | 'ACCESS_TEAM_DOMAIN' | 'ACCESS_JWKS'>): Promise<string | null> {
  const audience = env.ACCESS_AUD?.trim();
  const team = env.ACCESS_TEAM_DOMAIN ? teamOf(env.ACCESS_TEAM_DOMAIN) : '';
  const token = request.headers.get(accessHeader)?.trim();
  if (!audience || !team || !token) return null;
  try {
    const { payload } = await jwtVerify(token, keysFor(env, team), {
      algorithms: ['RS256'],
      audience,
      issuer: team,
      requiredClaims: ['exp'],
    });
    return typeof payload.email === 'string' && payload.email.includes('@') ? payload.email : null;
  } catch {
    return null;
  }
}
