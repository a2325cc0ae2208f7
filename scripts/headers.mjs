// Security headers for static hosts, in the Netlify / Cloudflare Pages `_headers` format.
// The README shows the same policy as an nginx server block.

/** `contactEndpoint`: the form's POST target when the build has one (connect-src must allow it). */
/**
 * `photoOrigin` and `mapOrigin` come from the app (src/lib/stockImage.ts, src/lib/map.ts) through
 * the server bundle, so the CSP always allows exactly the hosts the pages use.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes = [], contactEndpoint, photoOrigin, mapOrigin }) {
  const endpointOrigin = contactEndpoint ? new URL(contactEndpoint).origin : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    `img-src 'self' data: ${photoOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${endpointOrigin}`.trim(),
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export function securityHeaders(options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

export function buildHeaders(options) {
  const lines = Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}
