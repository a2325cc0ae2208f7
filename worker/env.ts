/** The Worker's bindings and settings (wrangler.jsonc). Secrets never live in the repository. */
export interface Env {
  /** Messages and applications (worker/migrations/). */
  DB: D1Database;
  /** The CVs, under random keys; the bucket is never public. */
  CVS: R2Bucket;
  /** Cloudflare Email Routing: sends only to the firm's verified addresses. */
  MAILER: SendEmail;
  /**
   * Cloudflare Email Sending: the inbox's replies to candidates and clients, sent by the Worker
   * when REPLY_MODE is « envoi » (worker/inbox/replies.ts). Unused otherwise.
   */
  REPLIES: SendEmail;
  /**
   * How the inbox's replies leave (replyModes in src/inbox/contract.ts): « messagerie » (staff send
   * them from their own mail or WhatsApp; the default) or « envoi » (the Worker sends them).
   * Anything else reads as « messagerie »; `npm run preflight` refuses it.
   */
  REPLY_MODE?: string;
  /** The built site (dist/): pages, and the data the Worker checks against (offers, form messages, retention). */
  ASSETS: Fetcher;
  /** The firm's mailbox that receives each message (a verified Email Routing destination). */
  FIRM_ADDRESS: string;
  /** The sender, an address on the firm's domain where Email Routing is on. */
  SENDER_ADDRESS: string;
  /** Sends accepted per sender (their e-mail address) and window, « 5/600 »: 5 in 600 seconds. Refused sends do not count. */
  RATE_LIMIT: string;
  /** Sends accepted per connection (IP address) and window, « 20/600 »: looser, for people who share one (a cybercafé, an office). */
  RATE_LIMIT_IP?: string;
  /**
   * The Cloudflare Access team's address, « https://sunu-rh.cloudflareaccess.com »: the issuer the
   * inbox's tokens must name, and where the team's signing keys are published (/cdn-cgi/access/certs).
   * Missing: every /api/inbox request is refused (403).
   */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's Audience (AUD) tag: the audience the inbox's tokens must name. Missing: 403. */
  ACCESS_AUD?: string;
  /**
   * A JSON Web Key Set, as text, used instead of the team's published keys: local development and
   * the tests, which sign their own tokens. Never set in production.
   */
  ACCESS_JWKS?: string;
  /**
   * The day the offers are open on (« 2026-11-23 »), instead of today in Dakar: the tests, whose
   * build has SITE_TODAY as its day (src/offers/build.ts `buildDay`), give the Worker the same one, so
   * that an example offer does not close under them when its real deadline passes (siteData.ts
   * `offersDay`). Never set in production: the preflight refuses it in wrangler.jsonc.
   */
  SITE_TODAY?: string;
  /**
   * The GitHub OAuth app of « Se connecter avec GitHub » in the editor (editorSignIn.ts,
   * docs/editor-sign-in.md): secrets, `npx wrangler secret put GITHUB_CLIENT_ID` and
   * `GITHUB_CLIENT_SECRET`. Either missing: /api/auth answers a French page and 503.
   */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /**
   * Where GitHub's OAuth endpoints are (/login/oauth/authorize, /login/oauth/access_token), instead
   * of https://github.com: the tests' stand-in. Never set in production.
   */
  GITHUB_OAUTH_ORIGIN?: string;
  /**
   * The secret that opens /api/health and /api/health/alert (worker/health.ts, docs/operations.md):
   * `npx wrangler secret put HEALTH_TOKEN`, the same value as the repository secret the workflow
   * and the live check use. Missing: both answer 503 notConfigured.
   */
  HEALTH_TOKEN?: string;
  /**
   * HEALTH_TOKEN's rotation (docs/operations.md, « Secrets and their rotation »): the previous
   * token, still accepted until HEALTH_TOKEN_PREVIOUS_UNTIL (an ISO 8601 date or moment, at most 7
   * days ahead: `healthTokenWindowDays`), so that the Worker and the repository need not change at
   * the same second. Past that moment, or without it, it is refused; the health report warns while
   * it is still set.
   */
  HEALTH_TOKEN_PREVIOUS?: string;
  HEALTH_TOKEN_PREVIOUS_UNTIL?: string;
  /**
   * The watchdog's second channel (worker/alertChannels.ts): a fine-grained GitHub token with
   * « Issues: Read and write » on the site's repository only (docs/deploy.md), with which the
   * Worker opens, comments and closes an issue per problem. Missing: alerts go by e-mail only, and
   * the health report warns.
   */
  ALERT_GITHUB_TOKEN?: string;
  /** Where GitHub's REST API is, instead of https://api.github.com: the tests' stand-in. Never set in production. */
  ALERT_GITHUB_API?: string;
}
