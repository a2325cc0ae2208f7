/**
 * The content files as modules the app imports:
 *
 *   import { hero } from 'virtual:content/home';          // a page's (or site.yml's, ui.yml's) fields
 *   import { services } from 'virtual:content/collections'; // a collection's entries, in order
 *
 * Each top-level field is a module of its own behind the page's module, so a page's chunk carries
 * only the fields it shows: the router's head() (in every page's JavaScript) takes `seo` without
 * the page's text, and the contact form's failure alert stays in its lazy chunk.
 *
 * `npm run build` stops on broken content with the loader's French message; `npm run dev` shows
 * it in the error overlay and reloads the page once the file is fixed.
 */
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { cmsConfig, siblingsOf, type CmsOptions } from './cmsConfig';
import { contentDir, loadContent, type Content } from './load';
import { renderPhoto } from './photos';
import { collections, singletons } from './registry';
import { buildDay, offerDataFiles, offerFacets, openOffers } from '../offers/build';
import { offerData } from '../offers/offers';
import { workerDataFiles } from './workerData';
import { osmEmbedUrl, osmPageUrl } from '../lib/map';

const prefix = 'virtual:content/';
/** Where the build writes the data files the pages and the Worker fetch. */
const dataFolder = offerData.folder.split('/')[0];

/** Modules beside the collections: derived views several chunks need without the whole entries. */
const views = {
  /** The services' names (the footer, the home teasers and the contact form's choices). */
  serviceNames: (content: Content) => Object.fromEntries(content.collections.services.map((service) => [service.id, service.name])),
  /** The office's map, embedded and full (the contact page): written out at build time. */
  mapLinks: (content: Content) => ({ embed: osmEmbedUrl(content.pages.site.geo), page: osmPageUrl(content.pages.site.geo) }),
};

/** A page's top-level fields (its schema is an object, or an object piped into a transform keeping its keys). */
function pageKeys(name: keyof typeof singletons): string[] {
  const schema = singletons[name].schema;
  return Object.keys('shape' in schema ? schema.shape : schema.in.shape);
}

/** The barrel module of one page: each of its fields re-exported from a module of its own. */
function barrel(module: string, keys: string[]): string {
  return keys.map((key) => `export { default as ${key} } from '${prefix}${module}?field=${key}';`).join('\n');
}

/**
 * The editor's preview (live): each page's fields as bindings it can replace with what is being
 * typed, so the site's own sections, which import them, draw the entry as edited.
 */
function liveModule(values: Record<string, unknown>): string {
  const keys = Object.keys(values);
  return [
    ...keys.map((key) => `export let ${key} = ${JSON.stringify(values[key])};`),
    `export function __replace(values) {\n${keys.map((key) => `  if ('${key}' in values) ${key} = values.${key};`).join('\n')}\n}`,
  ].join('\n');
}

const modulesOf = () => [...Object.keys(singletons), 'collections'];

/** The collections bundled into `virtual:content/collections`: all but the offers, each a page of its own. */
const bundledCollections = () => Object.keys(collections).filter((name) => name !== 'offers') as Exclude<keyof typeof collections, 'offers'>[];

/** The open offers and the filters' choices, from the content and the build's day. */
function offersOf(content: Content, today: string) {
  const offers = openOffers(content, today);
  return { offers, facets: offerFacets(content, offers) };
}

export interface ContentPluginApi {
  dataFiles: () => Record<string, unknown>;
}

/** The data files under donnees/: the offers' (fetched by the pages) and the Worker's. */
function dataFiles(content: Content, today: string): Record<string, unknown> {
  const { offers, facets } = offersOf(content, today);
  return { ...offerDataFiles(offers, facets), ...workerDataFiles(content) };
}

function moduleSource(id: string, content: Content, cms: Omit<CmsOptions, 'siteUrl' | 'siteName'>, live: boolean, today: string): string | undefined {
  const [module, query] = id.slice(prefix.length).split('?field=');
  // The prerender's (server build's) only: pages get their offers inline or from the data files.
  if (module === 'offer-data') {
    const { offers, facets } = offersOf(content, today);
    return `export const today = ${JSON.stringify(today)};\nexport const offers = ${JSON.stringify(offers)};\nexport const facets = ${JSON.stringify(facets)};`;
  }
  if (module === 'cms-config') return `export default ${JSON.stringify(cmsConfig({ ...cms, siteUrl: content.pages.site.url, siteName: content.pages.site.name }))};\nexport const siblings = ${JSON.stringify(siblingsOf(content.collections))};`;
  if (module === 'live') {
    const names = modulesOf();
    return `${names.map((name) => `import * as ${name} from '${prefix}${name}';`).join('\n')}\nconst modules = { ${names.join(', ')} };\nexport function replaceContent(name, values) { modules[name].__replace(values); }`;
  }
  if (live && !query) {
    if (module === 'collections') return liveModule({ ...Object.fromEntries(bundledCollections().map((name) => [name, content.collections[name]])), ...Object.fromEntries(Object.entries(views).map(([key, view]) => [key, view(content)])) });
    if (module in singletons) return liveModule(content.pages[module as keyof typeof singletons] as Record<string, unknown>);
  }
  if (module === 'collections') {
    const keys = [...bundledCollections(), ...Object.keys(views)];
    if (!query) return barrel(module, keys);
    const value = query in views ? views[query as keyof typeof views](content) : content.collections[query as keyof typeof collections];
    return `export default ${JSON.stringify(value)};`;
  }
  if (!(module in singletons)) return undefined;
  const name = module as keyof typeof singletons;
  if (!query) return barrel(module, pageKeys(name));
  return `export default ${JSON.stringify((content.pages[name] as Record<string, unknown>)[query])};`;
}

/** TypeScript declarations of the modules, inferred from the schema (written to src/content/modules.gen.d.ts). */
export function moduleDeclarations(): string {
  const pageModules = (Object.keys(singletons) as (keyof typeof singletons)[]).map(
    (name) =>
      `declare module '${prefix}${name}' {\n  type Fields = import('./registry').SingletonContent<'${name}'>;\n${pageKeys(name)
        .map((key) => `  export const ${key}: Fields['${key}'];`)
        .join('\n')}\n}`,
  );
  const collectionModule = `declare module '${prefix}collections' {\n  type Entry<Name extends import('./registry').CollectionName> = import('./registry').Entry<Name>;\n  export const services: import('./registry').Service[];\n${bundledCollections()
    .filter((name) => name !== 'services')
    .map((name) => `  export const ${name}: Entry<'${name}'>[];`)
    .join('\n')}\n  export const serviceNames: Record<import('./types').ServiceId, string>;\n  export const mapLinks: { embed: string; page: string };\n}`;
  const offersModule = `declare module '${prefix}offer-data' {\n  /** The build's day (SITE_TODAY, or today in Dakar). */\n  export const today: string;\n  /** The offers open that day, newest first (the prerender's only). */\n  export const offers: import('../offers/offers').Offer[];\n  export const facets: import('../offers/offers').OfferFacets;\n}`;
  const cmsModule = `declare module '${prefix}cms-config' {\n  const config: import('./cmsConfig').CmsConfig;\n  export default config;\n  /** The unique fields' values, file by file, when the editor was built (src/admin/saveCheck.ts). */\n  export const siblings: import('./cmsConfig').Siblings;\n}\n\ndeclare module '${prefix}live' {\n  export function replaceContent(name: import('./registry').SingletonName | 'collections', values: Record<string, unknown>): void;\n}`;
  return `// Generated by src/content/vitePlugin.ts from src/content/registry.ts: do not edit.\n// The content modules the app imports (see vitePlugin.ts).\n\n${[...pageModules, collectionModule, offersModule, cmsModule].join('\n\n')}\n`;
}

export const declarationsFile = new URL('./modules.gen.d.ts', import.meta.url);

function writeDeclarations() {
  const source = moduleDeclarations();
  if (!existsSync(declarationsFile) || readFileSync(declarationsFile, 'utf8') !== source) writeFileSync(declarationsFile, source);
}

/** Where the editor commits (README, « Going live »): set at build time by the host. */
export const cmsBackend = (env: NodeJS.ProcessEnv = process.env) => ({
  repo: env.CMS_GITHUB_REPO || 'sunu-rh/site',
  branch: env.CMS_GITHUB_BRANCH || 'main',
  authUrl: env.CMS_AUTH_URL || undefined,
});

export interface ContentPluginOptions {
  dir?: string;
  cms?: ReturnType<typeof cmsBackend>;
  /** Make the uploaded photos' files (the site's build; not the editor's). */
  photos?: boolean;
  /** Content modules the editor's preview can change (virtual:content/live): the editor's build, and the dev server. */
  live?: boolean;
  /** The build's « today », which decides the open offers: SITE_TODAY, or today in Dakar (offers/build.ts). */
  today?: string;
}

export function contentPlugin({ dir = contentDir, cms = cmsBackend(), photos = true, live, today = buildDay() }: ContentPluginOptions = {}): Plugin {
  let liveModules = live ?? false;
  let content: Content | undefined;
  let server: ViteDevServer | undefined;
  const current = () => (content ??= loadContent({ dir }));
  /** The uploaded photo that makes `fileName` (« assets/photos/… »), and its size there. */
  const photoFile = (fileName: string) => {
    for (const job of current().photos) {
      const file = job.files.find((candidate) => candidate.fileName === fileName);
      if (file) return { source: job.source, ...file };
    }
    return undefined;
  };

  return {
    name: 'content',
    /** For the dev server's Worker (scripts/workerDevPlugin.ts): the data files as they are now. */
    api: { dataFiles: (): Record<string, unknown> => dataFiles(current(), today) } satisfies ContentPluginApi,
    enforce: 'pre',
    configResolved(config) {
      liveModules = live ?? config.command === 'serve';
    },
    buildStart() {
      writeDeclarations();
      // The dev server keeps running on broken content (the overlay says why); a build stops.
      if (!server) current();
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      if (id === `\0${prefix}offer-data` && this.environment?.name === 'client' && !server) {
        this.error('virtual:content/offer-data is for the prerender only: a page that imported it would carry every offer in its JavaScript');
      }
      return moduleSource(id.slice(1), current(), cms, liveModules, today);
    },
    async generateBundle() {
      // Only the client build ships files (not the server build of the prerender).
      if (!photos || this.environment.name !== 'client') return;
      for (const [fileName, data] of Object.entries(dataFiles(current(), today))) this.emitFile({ type: 'asset', fileName, source: JSON.stringify(data) });
      for (const job of current().photos) {
        const bytes = readFileSync(job.source);
        for (const file of job.files) this.emitFile({ type: 'asset', fileName: file.fileName, source: await renderPhoto(bytes, file) });
      }
    },
    configureServer(devServer) {
      server = devServer;
      // The dev server makes an uploaded photo's file when a page asks for it.
      devServer.middlewares.use('/assets/photos/', (request, response, next) => {
        const file = photoFile(`assets/photos${(request.url ?? '').split('?')[0]}`);
        if (!file) return next();
        renderPhoto(readFileSync(file.source), file).then((body) => {
          response.setHeader('Content-Type', 'image/webp');
          response.end(body);
        }, next);
      });
      // … and the data files (offers/build.ts, workerData.ts).
      devServer.middlewares.use(`/${dataFolder}/`, (request, response, next) => {
        try {
          const data = dataFiles(current(), today)[`${dataFolder}${(request.url ?? '').split('?')[0]}`];
          if (data === undefined) return next();
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(data));
        } catch (error) {
          next(error);
        }
      });
      devServer.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(join(dir))) return;
        content = undefined;
        for (const environment of Object.values(devServer.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.id?.startsWith(`\0${prefix}`)) environment.moduleGraph.invalidateModule(module);
          }
        }
        try {
          current();
          devServer.ws.send({ type: 'full-reload' });
        } catch (error) {
          devServer.config.logger.error(String((error as Error).message));
          devServer.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '', plugin: 'content' } });
        }
      };
      devServer.watcher.on('change', reload);
      devServer.watcher.on('add', reload);
      devServer.watcher.on('unlink', reload);
    },
  };
}
