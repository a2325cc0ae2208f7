/**
 * The direction of the code's dependencies (docs/architecture.md, « Layers »), checked by `npm run deps`
 * (part of `npm test`): no cycle, and no import against the layers:
 *
 *   lib/ (small helpers) and domain/ (the shared vocabulary) know nothing above them;
 *   contract/ (the contact form's rules and CV files, which the Worker checks again) knows only
 *   domain/; machines/ know only contract/ and domain/; content/ (schemas, loader, editor
 *   configuration) knows lib/ and domain/; offers/ and articles/ (pure functions on each) read
 *   nothing of content/ (but for the offer's type, taken from its schema by a type-only import);
 *   content/plugin/ composes the content with the offers' and the articles' build and writes the
 *   Worker's data (reading contract/, never worker/); payroll/ (the salary simulator's calculation)
 *   imports nothing of the project, nor React, nor zod; site/ (the site's code that reads content)
 *   sits under the pages' code; nothing of src/ reaches worker/, and the site's code takes nothing
 *   of zod but types.
 *
 * Type-only imports count like the others (see options): a cycle of `import type` lines is a cycle.
 */
const app = 'src/(site|components|sections|routes|actors|admin|inbox|styles)/|src/(main|entry-server|router|inspector)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'A cycle: two modules that need each other.', from: {}, to: { circular: true } },
    {
      name: 'lib-knows-nothing',
      severity: 'error',
      comment: 'src/lib/ holds small helpers: no content, no offers, no machines, nothing of the site.',
      from: { path: '^src/lib/' },
      to: { path: ['^src/(?!lib/)', '^(contract|machines)/', '^virtual:'] },
    },
    {
      name: 'domain-alone',
      severity: 'error',
      comment: 'src/domain/ is the vocabulary everyone shares (services, days, offer terms): it imports nothing of the project.',
      from: { path: '^src/domain/' },
      to: { path: ['^src/(?!domain/)', '^(contract|machines)/', '^virtual:'] },
    },
    {
      name: 'contract-knows-domain-only',
      severity: 'error',
      comment: 'contract/ (the form’s rules and CV files, shared by the browser and the Worker) reads the shared vocabulary (src/domain/), nothing else: no machine, no site, no Worker.',
      from: { path: '^contract/' },
      to: { path: ['^src/(?!domain/)', '^(machines|worker|scripts)/', '^virtual:'] },
    },
    {
      name: 'machines-know-domain-only',
      severity: 'error',
      comment: 'The machines (pure XState) read the form’s contract (contract/) and the shared vocabulary (src/domain/), nothing else of src/.',
      from: { path: '^machines/' },
      to: { path: ['^src/(?!domain/)', '^virtual:'] },
    },
    {
      name: 'content-below-the-site',
      severity: 'error',
      comment: 'src/content/ (schemas, loader, editor configuration) knows lib/ and domain/: not the offers, the contract, the machines nor the site. Only content/plugin/ composes it with the offers and the Worker.',
      from: { path: '^src/content/', pathNot: '^src/content/plugin/' },
      to: { path: ['^src/(offers|content/plugin)/', '^(contract|machines)/', app, '^virtual:'] },
    },
    {
      name: 'content-plugin-below-the-site',
      severity: 'error',
      comment: 'The content plugin builds modules for the site: it never imports the site’s code nor the machines (the form’s rules are in contract/).',
      from: { path: '^src/content/plugin/' },
      to: { path: [app, '^machines/'] },
    },
    {
      name: 'worker-is-the-top',
      severity: 'error',
      comment: 'The Worker (worker/) reads the build’s files and the code below it; nothing of the site, the contract or the machines reads the Worker. What the build and the Worker both need (a data file’s path and shape) is in contract/.',
      from: { path: '^(src|contract|machines)/' },
      to: { path: '^worker/' },
    },
    {
      name: 'offers-below-content',
      severity: 'error',
      comment: 'src/offers/ (pure functions on offers, composed by content/plugin/) does not climb into the content layer nor the site; the one exception is the next rule’s.',
      from: { path: '^src/offers/' },
      to: { path: ['^src/content/(?!schemas/offer\\.ts$)', app] },
    },
    {
      name: 'offers-take-their-schema-as-a-type',
      severity: 'error',
      comment: 'An offer’s type is its schema’s (src/offers/offers.ts: import type, z.infer): a type-only import, which leaves nothing in the JavaScript. Any other import of the schema would bring zod and the content layer into the pages.',
      from: { path: '^src/offers/' },
      to: { path: '^src/content/schemas/offer\\.ts$', dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'articles-below-content',
      severity: 'error',
      comment: 'src/articles/ (pure functions on articles, composed by content/plugin/) does not climb into the content layer nor the site, types included: the prose tree and the photos are in lib/ (proseTree.ts, stockImage.ts).',
      from: { path: '^src/articles/' },
      to: { path: ['^src/content/', app] },
    },
    {
      name: 'payroll-alone',
      severity: 'error',
      comment: 'src/payroll/ (the salary simulator: its parameters’ types and pure calculation) imports nothing of the project, nor React, nor zod: the content plugin hands it the parameters in force (virtual:content/paie-en-vigueur) and the page calls it.',
      from: { path: '^src/payroll/' },
      to: { path: ['^src/(?!payroll/)', '^(contract|machines|worker|scripts)/', '^virtual:', '(^|/)node_modules/(react|react-dom|zod|@tanstack|xstate)/'] },
    },
    {
      name: 'site-below-the-pages',
      severity: 'error',
      comment: 'src/site/ (what the pages read of the content) is under the components, sections and routes, and reads content only as modules (virtual:content/*, content/types.ts).',
      from: { path: '^src/site/' },
      to: { path: ['^src/(components|sections|routes|actors|admin|inbox)/', '^src/content/(?!types\\.ts$)'] },
    },
    {
      name: 'app-reads-content-as-modules',
      severity: 'error',
      comment: 'The site’s code reads content through virtual:content/* and content/types.ts, never the schemas (zod stays out of visitors’ JavaScript) nor the Markdown parser (the prose tree’s types are in lib/proseTree.ts); pagePaths.ts is a plain list of the routes. The editor (admin/) may.',
      from: { path: '^src/(site|components|sections|routes|actors|inbox)/|^src/(main|entry-server|router)\\.tsx?$' },
      // A type-only import (importType('…'), see options) may: types leave nothing in the JavaScript.
      to: { path: '^src/content/(?!types\\.ts$|pagePaths\\.ts$)', dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'zod-at-build-time-only',
      severity: 'error',
      comment: 'zod checks the content at build time (src/content/) and in the editor (src/admin/): the code visitors run, and the Worker, may take its types (import type, z.infer), never its code.',
      from: { path: '^src/(offers|articles|site|lib|domain|components|sections|routes|actors|inbox|styles)/|^src/(main|entry-server|router|inspector)\\.tsx?$|^(contract|machines|worker)/' },
      to: { path: '(^|/)node_modules/zod/', dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'no-node-in-the-browser',
      severity: 'error',
      comment: 'Nothing the browser runs (the site, the editor, the inbox) may reach a Node module: Vite empties it in the dev server and the page dies (« Module "node:crypto" has been externalized for browser compatibility »), while a production build may tree-shake it and hide the mistake.',
      from: { path: '^src/(main\\.tsx|admin/main\\.ts|inbox/main\\.tsx)$' },
      to: { path: '^(node:|(assert|buffer|child_process|crypto|events|fs|http|https|module|net|os|path|process|stream|url|util|worker_threads|zlib)(/|$))', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.gen\\.d\\.ts$', 'routeTree\\.gen\\.ts$'] },
    // TypeScript 7 has no compiler API: Babel strips the types, then dependency-cruiser reads the
    // JavaScript. Type-only imports are not lost: the Babel config turns each into a call
    // importType('…'), read here as an exotic require (dependency type 'exotic-require'), so cycles and
    // layers count them (.dependency-cruiser.babel.cjs says why not the swc or tsc parser). @swc/core
    // is there only so that dependency-cruiser scans .ts and .tsx files at all.
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    exoticRequireStrings: ['importType'],
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
