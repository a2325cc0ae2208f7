/** Types of scripts/accessToken.mjs (Cloudflare Access, played locally). */
export const localAccess: { teamDomain: string; aud: string };
export interface TokenOptions {
  email?: string;
  /** Valid this many seconds from `now`; negative: already expired. */
  seconds?: number;
  now?: number;
  audience?: string;
  issuer?: string;
}
/** A key pair as text, to sign with it in another process. */
export interface ExportedAccessKeys {
  kid: string;
  jwks: string;
  pem: string;
}
export interface AccessKeys {
  jwks: string;
  exported: ExportedAccessKeys;
  token(options?: TokenOptions): string;
  /** The Worker's settings for these keys: ACCESS_JWKS, ACCESS_AUD, ACCESS_TEAM_DOMAIN. */
  vars: Record<'ACCESS_JWKS' | 'ACCESS_AUD' | 'ACCESS_TEAM_DOMAIN', string>;
}
export function makeAccessKeys(options?: { teamDomain?: string; aud?: string; keys?: ExportedAccessKeys }): AccessKeys;
/** Access's edge, played: forwards to `target`, adding the CF_Authorization cookie's token as Cf-Access-Jwt-Assertion. */
export function startAccessEdge(target: string): Promise<{ url: string; close(): Promise<void> }>;
