// Security headers for static hosts, in the Netlify / Cloudflare Pages `_headers` format.
// docs/static-hosting.md shows the same policy as an nginx server block.

/**
 * `contactEndpoint`: VITE_CONTACT_ENDPOINT. Another service's address must be allowed by
 * connect-src; the site's own Worker (unset) is 'self', and a `simulated` build sends nothing.
 */
/**
 * `photoOrigin` and `mapOrigin` come from the app (src/lib/stockImage.ts, src/lib/map.ts) through
 * the server bundle, so the CSP always allows exactly the hosts the pages use.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes = [], contactEndpoint, photoOrigin, mapOrigin }) {
  const endpointOrigin = /^https?:/.test(contactEndpoint ?? '') ? new URL(contactEndpoint).origin : '';
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

/**
 * The service worker's own policy (src/offline/sw.ts, served as /sw.js): it runs no page, and
 * fetches only what the pages do: the site, the stock photos it keeps, and another form service's
 * address if the build sends there.
 */
export function serviceWorkerPolicy({ contactEndpoint, photoOrigin }) {
  const endpointOrigin = /^https?:/.test(contactEndpoint ?? '') ? new URL(contactEndpoint).origin : '';
  return ["default-src 'none'", `connect-src 'self' ${photoOrigin} ${endpointOrigin}`.trim()].join('; ');
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

/**
 * The editor at /admin/ (Sveltia CMS) under its own policy: its styles are injected by its
 * scripts ('unsafe-inline' styles), its preview is a blob: frame, and it talks to GitHub's API
 * (api.github.com; www.githubstatus.com for GitHub's status). Scripts stay 'self' only: no
 * 'unsafe-eval'. Not indexed, never framed. « Se connecter avec GitHub » needs nothing more: the
 * popup is a window.open() of the site's own /api/auth (worker/editorSignIn.ts; no CSP directive
 * governs it), the token comes back by postMessage (none either), and the editor then only calls
 * api.github.com. The popup's pages are the Worker's, with their own CSP (this file's rules do not
 * apply to Worker responses). No Cross-Origin-Opener-Policy here: it would cut the popup's opener.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' blob:",
  "img-src 'self' blob: data: https://images.unsplash.com https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  // The preview draws the contact details with the site's own map frame (src/lib/map.ts).
  "frame-src 'self' blob: https://www.openstreetmap.org",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const adminHeaders = {
  'Content-Security-Policy': adminContentSecurityPolicy,
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-cache',
};

/**
 * The inbox of applications at /admin/candidatures/ (src/inbox/): a strict policy, since it shows
 * what strangers typed. Its own scripts and styles only (no inline style, no eval), nothing
 * framing it, and nothing framed but the site's own (a PDF CV, read in place from the Worker);
 * data only from the site's Worker; never indexed, never cached (names, e-mails).
 */
export const inboxContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const inboxHeaders = {
  'Content-Security-Policy': inboxContentSecurityPolicy,
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Hosts apply every rule whose pattern matches, in order, and join a header two rules set with a
 * comma (for a CSP: both policies apply). So the /admin/* rule first detaches the site's CSP
 * (`! Content-Security-Policy`, Cloudflare Pages' syntax), then sets its own; the site's other
 * headers (HSTS, nosniff, X-Frame-Options…) still apply to it.
 */
export function buildHeaders(options) {
  const lines = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n');
  return [
    `/*\n${lines(securityHeaders(options))}`,
    `/assets/*\n  Cache-Control: public, max-age=31536000, immutable`,
    // The service worker: checked afresh at each visit (never the browser's cached copy), under its own policy.
    `/sw.js\n  ! Content-Security-Policy\n  Content-Security-Policy: ${serviceWorkerPolicy(options)}\n  Cache-Control: no-cache`,
    // The editor answers at /admin (the host drops a trailing slash) and its files under /admin/.
    ...['/admin', '/admin/*'].map((pattern) => `${pattern}\n  ! Content-Security-Policy\n${lines(adminHeaders)}`),
    // The inbox, under /admin/ too: the editor's policy and caching are detached, its own set.
    ...['/admin/candidatures', '/admin/candidatures/*'].map((pattern) => `${pattern}\n${Object.keys(inboxHeaders).map((name) => `  ! ${name}`).join('\n')}\n${lines(inboxHeaders)}`),
  ].join('\n\n') + '\n';
}
