import type { Env as WorkerEnv } from '../../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      /** tests/worker/vitest.config.ts: a send_email binding whose only verified destination is not FIRM_ADDRESS. */
      MAILER_UNVERIFIED: SendEmail;
    }
  }
}
