/**
 * The inbox's test kit: a Cloudflare Access team of the test's own (a key pair made here, its public
 * key given to the Worker as ACCESS_JWKS), tokens signed as Access signs them, and requests as the
 * inbox's pages send them.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { inboxRoutes } from '../../worker/inbox/api';
import type { Env } from '../../worker/env';
import { origin, withMailbox } from './helpers';

export const team = 'https://equipe-de-test.cloudflareaccess.com';
export const audience = 'aud-de-test-4f6b2c1e9a';
export const staff = 'recrutement@sunu-rh.example';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, kid, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** The team's key, and a stranger's with the same key id (a token it signs must be refused). */
export const teamKey = await keyPair('cle-equipe-1');
export const strangerKey = await keyPair('cle-equipe-1');

/** 2100-01-01: tokens the tests mean to be valid expire long after the tests run. */
export const farFuture = Date.UTC(2100, 0, 1) / 1000;

export interface TokenOptions {
  email?: string;
  aud?: string;
  iss?: string;
  /** Seconds since 1970. */
  exp?: number;
  iat?: number;
  key?: { privateKey: CryptoKey; kid: string };
}

/** A token as Access signs it: RS256, the application's audience, the team as issuer, the staff member's e-mail. */
export function accessToken({ email = staff, aud = audience, iss = team, exp = farFuture, iat = Date.UTC(2020, 0, 1) / 1000, key = teamKey }: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email, type: 'app', identity_nonce: 'nonce-de-test' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setAudience(aud)
    .setIssuer(iss)
    .setSubject('0b8c5d9e-staff')
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(exp)
    .sign(key.privateKey);
}

/** The Worker's env with the test team's settings, a mailbox, and a rate limit the tests never reach. */
export function inboxEnv(settings: Partial<Pick<Env, 'ACCESS_AUD' | 'ACCESS_TEAM_DOMAIN' | 'ACCESS_JWKS'>> = {}, failingMail = false) {
  const mailbox = withMailbox(failingMail);
  const env: Env = {
    ...mailbox.env,
    RATE_LIMIT: '1000/600',
    RATE_LIMIT_IP: '1000/600',
    ACCESS_TEAM_DOMAIN: team,
    ACCESS_AUD: audience,
    ACCESS_JWKS: JSON.stringify({ keys: [teamKey.jwk] }),
    ...settings,
  };
  return { env, sent: mailbox.sent };
}

export interface InboxRequestOptions {
  method?: string;
  /** The token, or null for none. */
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request as the inbox's pages make it: the Access token, and for POST and DELETE the site's Origin (and JSON). */
export async function inboxRequest(path: string, { method = 'GET', token, body, headers = {} }: InboxRequestOptions = {}): Promise<Request> {
  const jwt = token === undefined ? await accessToken() : token;
  const sent: Record<string, string> = {};
  if (jwt !== null) sent['Cf-Access-Jwt-Assertion'] = jwt;
  if (method === 'POST' || method === 'DELETE') sent.Origin = origin;
  if (method === 'POST') sent['Content-Type'] = 'application/json';
  return new Request(`${origin}/api/inbox${path}`, { method, headers: { ...sent, ...headers }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

/** The inbox's routes alone, with a clock the test sets (status changes, deletions, the export's name). */
export function inboxAt(now: string, env: Env) {
  const app = new Hono<{ Bindings: Env }>().route('/api/inbox', inboxRoutes(() => new Date(now)));
  return async (request: Request) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}
