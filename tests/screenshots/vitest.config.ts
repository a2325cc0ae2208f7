/**
 * `npm run screenshots`: the pictures of docs/screenshots/<area>/, taken in Chromium from the built
 * site (run `npm run build` first: nothing is built here) served by the local Worker, as the
 * browser tests serve it (tests/browser/harness.ts). Never part of `npm test`: tests write no
 * tracked file. Each area is a file here (*.shots.ts).
 */
import { defineConfig } from 'vitest/config';
import { siteConfig } from '../../vite.config';

// The site's plugins (its content modules, virtual:content/…), not its test projects.
const { test: _siteTests, ...vite } = siteConfig;

export default defineConfig({
  ...vite,
  test: {
    name: 'screenshots',
    root: '.',
    include: ['tests/screenshots/**/*.shots.ts'],
    environment: 'node',
    globalSetup: ['tests/browser/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
