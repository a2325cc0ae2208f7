/**
 * The Worker's tests run inside workerd (@cloudflare/vitest-plugin), with the bindings of
 * wrangler.jsonc: local D1 (migrations applied in setup.ts), R2, e-mail, and dist/ as the assets.
 * `npm test` runs them after the build (they read dist/donnees/ through the assets binding).
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        // SITE_TODAY: the built site's day (npm test builds with SITE_TODAY=2026-11-23), the day the
        // Worker takes its offers to be open on (worker/siteData.ts `offersDay`): the example offers
        // stay open under these tests whatever the real day; offerStates.test.ts takes it off.
        bindings: { TEST_MIGRATIONS: await readD1Migrations('worker/migrations'), SITE_TODAY: process.env.SITE_TODAY ?? '2026-11-23' },
        // wrangler.jsonc's two, and one as a broken Email Routing makes it (issue 57): its only
        // verified destination is not FIRM_ADDRESS, so every send to the firm throws.
        email: { send_email: [{ name: 'MAILER' }, { name: 'REPLIES' }, { name: 'MAILER_UNVERIFIED', destination_address: 'autre-adresse@example.com' }] },
      },
    }),
  ],
  test: {
    name: 'worker',
    root: '.',
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['tests/worker/setup.ts'],
    // The files share one workerd runtime instead of one each (~0.6 s of start per file, and its
    // transforms): 26 s instead of 34 s idle on 2026-12-08. Each test's D1 and R2 still start from
    // the migrations (the plugin's storage); shuffled file orders (seeds 3 and 7) pass.
    isolate: false,
    // A hang's limit, not a speed check: `npm test` runs these beside a build on 2 cores, where a
    // test that stores a CV and sends its e-mail can take more than Vitest's default 5 s.
    testTimeout: 20_000,
  },
}));
