/**
 * The Vite plugin that turns the content files into the modules the app imports (their ids:
 * virtualIds.ts; their sources: modules.ts; their types: declarations.ts), writes the data files
 * and the uploaded photos' files into the build, and serves them from the dev server.
 *
 * `npm run build` stops on broken content with the loader's French message; `npm run dev` shows
 * it in the error overlay and reloads the page once the file is fixed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { cmsBackend } from '../cmsConfig.ts';
import { contentDir, loadContent, type Content } from '../load.ts';
import { imagesFolder, uploadPrefix } from '../photoFolder.ts';
import { renderPhoto } from '../photos.ts';
import { buildDay } from '../../offers/build.ts';
import { offerData } from '../../offers/offers.ts';
import { writeDeclarations } from './declarations.ts';
import { dataFiles, moduleSource, stateFiles } from './modules.ts';
import { moduleNames, prefix } from './virtualIds.ts';

/** The media folder's kinds of photo (content/images/), by extension. */
const imageTypes: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** Where the build writes the data files the pages and the Worker fetch. */
const dataFolder = offerData.folder.split('/')[0];

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
      for (const name of [moduleNames.offerData, moduleNames.articleData]) {
        if (id === `\0${prefix}${name}` && this.environment?.name === 'client' && !server) {
          this.error(`virtual:content/${name} is for the prerender only: a page that imported it would carry every entry in its JavaScript`);
        }
      }
      return moduleSource(id.slice(1), current(), cms, liveModules, today);
    },
    async generateBundle() {
      // Only the client build ships files (not the server build of the prerender).
      if (!photos || this.environment.name !== 'client') return;
      for (const [fileName, data] of Object.entries({ ...dataFiles(current(), today), ...stateFiles(current(), today) })) this.emitFile({ type: 'asset', fileName, source: JSON.stringify(data) });
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
      // … and the photos of the media folder at the address the content files give them
      // (« /images/… »), as the editor shows them in local mode: its field's thumbnail, the preview.
      devServer.middlewares.use(uploadPrefix, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').split('?')[0]!.slice(1));
        const type = imageTypes[extname(name).toLowerCase()];
        const file = join(dir, imagesFolder, name);
        if (!type || !/^[^/\\]+$/.test(name) || !existsSync(file)) return next();
        response.setHeader('Content-Type', type);
        response.end(readFileSync(file));
      });
      // … and the data files (offers/build.ts, workerData.ts), as content/ is now: the pages and,
      // through its env.ASSETS, the dev server's Worker read them (scripts/cloudflareVite.ts).
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
