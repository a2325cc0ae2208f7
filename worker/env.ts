/** The Worker's bindings and settings (wrangler.jsonc). Secrets never live in the repository. */
export interface Env {
  /** Messages and applications (worker/migrations/). */
  DB: D1Database;
  /** The CVs, under random keys; the bucket is never public. */
  CVS: R2Bucket;
  /** Cloudflare Email Routing: sends only to the firm's verified addresses. */
  MAILER: SendEmail;
  /** The built site (dist/): pages, and the data the Worker checks against (offers, form messages, retention). */
  ASSETS: Fetcher;
  /** The firm's mailbox that receives each message (a verified Email Routing destination). */
  FIRM_ADDRESS: string;
  /** The sender, an address on the firm's domain where Email Routing is on. */
  SENDER_ADDRESS: string;
  /** Messages accepted per address and window, « 5/600 »: 5 in 600 seconds. */
  RATE_LIMIT: string;
}
