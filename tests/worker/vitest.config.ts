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
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('worker/migrations') } },
    }),
  ],
  test: {
    name: 'worker',
    root: '.',
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['tests/worker/setup.ts'],
  },
}));
