/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { minify } from 'terser';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import brand from './src/styles/brand.json' with { type: 'json' };
import { loadContent } from './src/content/load.ts';
import { contentPlugin } from './src/content/plugin/plugin.ts';
import { articleValuesToFill, toFillWarning, valuesToFill } from './src/content/toFillReport.ts';
import { cloudflareDev, cloudflarePreview } from './scripts/cloudflareVite.ts';
import { devPages } from './scripts/devPages.ts';
import { sveltiaEditorWords, sveltiaFrenchMessages, sveltiaListMessage, sveltiaSelfHostedFonts } from './src/admin/sveltiaBuild.ts';

/**
 * The brand colours and the firm's name reach the page's head and the web manifest from their
 * one source (src/styles/brand.json, content/site.yml): `<meta name="theme-color">` goes into
 * index.html (and so into every prerendered page), and site.webmanifest is written with the build.
 */
const webManifest = (site = loadContent({ dir: process.env.CONTENT_DIR }).pages.site) =>
  `${JSON.stringify(
    {
      name: site.name,
      short_name: site.name.split(' ').slice(0, 2).join(' '),
      lang: 'fr',
      start_url: '/',
      display: 'browser',
      background_color: brand.offWhite,
      theme_color: brand.green,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`;

function brandHead(): Plugin {
  return {
    name: 'brand-head',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: brand.green }, injectTo: 'head' }],
    configureServer(server) {
      server.middlewares.use('/site.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(webManifest());
      });
    },
    generateBundle() {
      // Only the client build ships pages (not the SSR build of entry-server.tsx).
      if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName: 'site.webmanifest', source: webManifest() });
    },
  };
}

/**
 * A production build with VITE_CONTACT_ENDPOINT=simulated ships the specification's simulated
 * send: the form says « Message envoyé » and nothing is delivered. Say so loudly, once per build.
 * (Without the variable the form sends to the site's own Worker, /api/messages.)
 */
const simulatedWarning = [
  '',
  '⚠  VITE_CONTACT_ENDPOINT=simulated: the contact form of this build SIMULATES sending.',
  '   Visitors will see « Message envoyé avec succès » but no message is delivered to anyone.',
  '   To deploy a form that delivers, build without it (the form sends to the site\'s Worker, /api/messages)',
  '   or with VITE_CONTACT_ENDPOINT=https://… (see docs/api.md, « Three builds, three destinations for the form »).',
  '',
].join('\n');

export function contactEndpointWarning(): Plugin {
  let warn = false;
  return {
    name: 'contact-endpoint-warning',
    apply: 'build',
    configResolved(config) {
      warn = config.mode === 'production' && !config.build.ssr && config.env.VITE_CONTACT_ENDPOINT === 'simulated';
    },
    closeBundle() {
      if (warn) console.warn(`\x1b[33m${simulatedWarning}\x1b[0m`);
    },
  };
}

/**
 * While a legal value still reads « À compléter » (RCCM, NINEA, the CDP's receipt…), the pages
 * show it marked and every production build says which, once, like the missing endpoint; so for
 * an article's figure still « À compléter » (the deploy's preflight refuses only the legal ones,
 * and names the articles' as a warning).
 */
export function legalValuesWarning(): Plugin {
  let warning: string | undefined;
  return {
    name: 'legal-values-warning',
    apply: 'build',
    configResolved(config) {
      const otherFormService = /^https?:/.test(config.env?.VITE_CONTACT_ENDPOINT ?? '');
      if (config.mode !== 'production' || config.build.ssr) return void (warning = undefined);
      const content = loadContent({ dir: process.env.CONTENT_DIR });
      warning = toFillWarning(valuesToFill(content, { otherFormService }), articleValuesToFill(content));
    },
    closeBundle() {
      if (warning) console.warn(`\x1b[33m${warning}\x1b[0m`);
    },
  };
}

/**
 * A second minifying pass over the app's own chunks (not the framework chunk: React, the router
 * and XState come out larger from it). Terser's compressor and name mangling save about 5 % of
 * each of our chunks after Rolldown's minifier: 0.7 KiB gzip of /contact's first load. Skipped when
 * the build writes source maps (`--sourcemap`, to study the chunks), which it would not carry on,
 * and when it is asked not to minify (`--minify false`: the editor's test rebuild).
 */
function minifyAppChunks(): Plugin {
  return {
    name: 'minify-app-chunks',
    apply: 'build',
    enforce: 'post',
    async generateBundle(options, bundle) {
      if (this.environment.name !== 'client' || options.sourcemap || this.environment.config.build.minify === false) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name === 'framework') continue;
        const { code } = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 3 } });
        chunk.code = code!;
      }
    },
  };
}

/**
 * Vite's preload helper replaced by the site's own, smaller one (src/lib/preloadHelper.js), in the
 * client build: it is in every page's first load.
 */
function sitePreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'site-preload-helper',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      // It writes addresses from the site's root: with another base, Vite's own helper.
      return id === helperId && this.environment.config.base === '/' ? readFileSync(fileURLToPath(new URL('./src/lib/preloadHelper.js', import.meta.url)), 'utf8') : null;
    },
  };
}

/** The unit project's files (jsdom), and those of them that replace a module with vi.mock (run isolated). */
const unitFiles = ['tests/{machines,contract,components,routes,site,content,editor,lib,offers,inbox,docs,payroll,offline}/**/*.test.{ts,tsx}'];
const mockingFiles = ['tests/components/footerMenu.test.tsx', 'tests/routes/privacyCvByEmail.test.tsx'];

/** The site's configuration: the build's, the tests' (tests/screenshots/ reads it too) and, with a few plugins more, the dev server's. */
export const siteConfig: UserConfig = {
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component (one chunk, fetched before either runs): the
      // offers' data code stays out of the JavaScript every page loads (lib/routerInternals.ts).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.css\\.ts$',
    }),
    react(),
    contentPlugin({ dir: process.env.CONTENT_DIR }),
    sveltiaSelfHostedFonts(),
    sveltiaListMessage(),
    sveltiaEditorWords(),
    sveltiaFrenchMessages(),
    vanillaExtractPlugin(),
    brandHead(),
    contactEndpointWarning(),
    legalValuesWarning(),
    minifyAppChunks(),
    sitePreloadHelper(),
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
  // The dev server also serves the editor at /admin/ (`npm run cms`); its patches
  // (src/admin/sveltiaBuild.ts) must see Sveltia's code there. Its build is admin/vite.config.ts.
  optimizeDeps: { exclude: ['@sveltia/cms'] },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // A chunk's file is its hash alone: the entry lists every chunk it may fetch (« __vite__mapDeps »),
        // and module names there cost every page's first load bytes no visitor uses. The entry, the
        // runtime and the framework keep their names, which the preload filter below and the bench read.
        chunkFileNames: (chunk) => (chunk.name === 'framework' || chunk.name === 'rolldown-runtime' ? 'assets/[name]-[hash].js' : 'assets/[hash:6].js'),
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash:6][extname]' : 'assets/[name]-[hash][extname]'),
        advancedChunks: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|use-sync-external-store)[\\/]/ },
            // The page hero and section titles most pages share: one small chunk, not two.
            { name: 'headings', test: /src[\\/]sections[\\/](PageHero|SectionHeader)[\\/]/ },
          ],
        },
      },
    },
    // The prerender step reads it to link each page's own CSS and JS chunks.
    manifest: true,
    modulePreload: {
      // Browsers without native modulepreload (none of the ones we target) simply don't preload.
      polyfill: false,
      // Every page has already loaded the entry chunk and its runtime: the lists of what to
      // preload with each lazy chunk need not name them again (bytes saved on every page).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/^assets\/(index|rolldown-runtime|framework)-[\w-]+\.js$/.test(dep)),
    },
  },
  test: {
    // V8 coverage of the app's code from the unit tests (the browser suite runs the built site in
    // Chromium, where V8 coverage of the sources is not collected).
    coverage: {
      provider: 'v8',
      include: ['contract/**/*.ts', 'machines/**/*.ts', 'src/**/*.{ts,tsx}'],
      // main.tsx, entry-server.tsx, the editor's page (src/admin/: main, preview…), the service
      // worker and its page side (src/offline/: sw, outbox, register, notice) and the inspector's start only
      // run in a browser and in the build's prerender: the browser suite and the build checks cover them.
      exclude: ['tests/**', '**/*.css.ts', 'src/routeTree.gen.ts', 'src/**/*.d.ts', 'src/main.tsx', 'src/entry-server.tsx', 'src/admin/main.ts', 'src/admin/forceFrench.ts', 'src/admin/zodWithoutEval.ts', 'src/admin/preview.tsx', 'src/inbox/main.tsx', 'src/offline/sw.ts', 'src/offline/outbox.ts', 'src/offline/register.ts', 'src/offline/notice.ts', 'src/inspectorStart.ts'],
      reporter: ['text-summary', ['text', { skipFull: true }]],
      // Machines and the contract (the form's rules and CV files, checked again by the Worker): every
      // branch. The app: the level measured when these were set (2026-11-22), never below 85 %.
      // Raise them as tests are added; never lower them to pass.
      thresholds: {
        'contract/**': { branches: 100 },
        'machines/**': { branches: 100 },
        'src/**': { statements: 94, branches: 85, functions: 92, lines: 95 },
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: unitFiles,
          exclude: ['**/node_modules/**', '**/.git/**', ...mockingFiles],
          setupFiles: ['tests/setup.ts'],
          // Above the longest findBy… wait (5 s), so a slow wait fails on its own message.
          testTimeout: 15_000,
          // A worker runs its files one after the other in one jsdom and one module graph: the
          // per-file start (a fresh environment, every module transformed and evaluated again) was
          // about a quarter of the project's time. Each test still starts clean: tests/setup.ts
          // unmounts what it rendered, and the files that replace a module (vi.mock) run apart, below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The unit files that replace a content module with vi.mock: a module already evaluated by
          // another file of the same worker would not be replaced, so these get a fresh graph each.
          name: 'unit-isolated',
          environment: 'jsdom',
          include: mockingFiles,
          setupFiles: ['tests/setup.ts'],
          testTimeout: 15_000,
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
          // Two files at a time (two Chromiums): most of a browser test is waiting on the page. The
          // slowest files first, so that both end together: tests/sequencer.ts (set below, for Vitest).
          maxWorkers: 2,
          // A worker runs its files one after the other in one process: wrangler, Miniflare and
          // playwright-core load once, and one Chromium serves them all (harness.ts,
          // launchChromium). Each file still starts its own Worker on empty storage.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The set-up and deploy commands against a stand-in of Cloudflare's API, each on a copy of
          // the repository: no browser, no dist/, no Worker of the build project's. Run by npm test
          // beside the first stage (scripts/test.mjs), on the lane the builds leave free.
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
};

export default defineConfig(async ({ command, isPreview }) => {
  // `vite preview` (npm run serve, npm run preview): dist/ through the site's Worker, with
  // Cloudflare's Vite plugin (scripts/cloudflareVite.ts); no plugin of the site's is needed there.
  if (isPreview) return cloudflarePreview();
  // `vite build`: the site's configuration alone (the build is the site's, not the Cloudflare plugin's).
  if (command === 'build') return siteConfig;
  // The tests: the same, with the build project's files handed out slowest first (tests/sequencer.ts).
  if (process.env.VITEST) {
    const { SlowestFirst } = await import('./tests/sequencer.ts');
    return { ...siteConfig, test: { ...siteConfig.test, sequence: { sequencer: SlowestFirst } } };
  }
  // `npm run dev`, `npm run cms`: each page with its head (scripts/devPages.ts), then the Worker
  // inside the dev server (Cloudflare's Vite plugin, scripts/cloudflareVite.ts), in that order:
  // their middlewares run in the plugins' order, the Cloudflare plugin's after the site's.
  return { ...siteConfig, plugins: [...siteConfig.plugins!, devPages(), ...(await cloudflareDev())] };
});
