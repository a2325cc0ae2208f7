/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.css\\.ts$',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)) },
    ],
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // The prerender step reads it to link each page's own CSS and JS chunks.
    manifest: true,
    modulePreload: {
      // Browsers without native modulepreload (none of the ones we target) simply don't preload.
      polyfill: false,
      // Every page has already loaded the entry chunk and its runtime: the lists of what to
      // preload with each lazy chunk need not name them again (bytes saved on every page).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/^assets\/(index|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/{machines,components,routes,lib}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/{build,browser}/**/*.test.ts'],
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
