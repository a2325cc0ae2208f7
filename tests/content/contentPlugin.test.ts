// @vitest-environment node
/**
 * The content plugin in a real Vite dev server: pages' fields as modules, and a content file
 * changed while the server runs: fixed content reloads the page, broken content goes to the
 * error overlay with the loader's French message, and fixing it reloads again.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentDir } from '../../src/content/load';
import { contentPlugin } from '../../src/content/plugin/plugin';
import { picture } from '../picture';

let root: string;
let dir: string;
let server: ViteDevServer;
let sent: { mock: { calls: unknown[][] }; mockClear(): void };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'content-plugin-'));
  dir = join(root, 'content');
  cpSync(contentDir, dir, { recursive: true });
  server = await createServer({ configFile: false, logLevel: 'silent', root, plugins: [contentPlugin({ dir, today: '2026-11-23' })], server: { middlewareMode: true, hmr: false, watch: { usePolling: true, interval: 50 } } });
  sent = vi.spyOn(server.ws, 'send');
  // The watcher scans the folder after the server starts: a change made before it watches
  // content/pages/ would go unseen.
  await vi.waitFor(() => expect(server.watcher.getWatched()[join(dir, 'pages')]).toContain('home.yml'), { timeout: 10_000, interval: 50 });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const load = (id: string) => server.ssrLoadModule(id);
const home = () => join(dir, 'pages/home.yml');

/**
 * Writes `file` with `change`, then waits until the server has sent a message of `type` to the
 * page. The watcher is also told of the change: its polling may merge two writes made within one
 * interval into none, and what is tested here is the plugin's answer to a change.
 */
async function after(file: string, change: () => void, type: 'full-reload' | 'error') {
  sent.mockClear();
  change();
  server.watcher.emit('change', file);
  const payloads = () => sent.mock.calls.map((call) => call[0] as { type: string; err?: { message: string } });
  await vi.waitFor(() => expect(payloads().map((payload) => payload.type)).toContain(type), { timeout: 10_000, interval: 50 });
  return payloads().find((payload) => payload.type === type)!;
}

describe('content modules', () => {
  it('exports each field of a page, typeset, and each collection in order', async () => {
    const page = await load('virtual:content/home');
    expect(page.hero.title).toBe('Des ressources humaines solides pour faire grandir votre entreprise');
    expect(page.whyUs.title).toBe('Pourquoi choisir Sunu RH Conseil\u202f?');
    const collections = await load('virtual:content/collections');
    expect(collections.services.map((service: { id: string }) => service.id)).toEqual(['interim', 'recrutement', 'paie', 'ipm', 'rh']);
    expect(collections.serviceNames).toEqual({ interim: 'Intérim', recrutement: 'Recrutement', paie: 'Gestion de la paie', ipm: 'Gestion IPM', rh: 'Services RH' });
  });

  it('gives nothing for a module that is not content', async () => {
    await expect(load('virtual:content/nothing')).rejects.toThrow();
  });
});

describe('the modules of a build', () => {
  // The hooks as a build calls them (the dev server above serves the live modules instead).
  const build = contentPlugin({ dir: contentDir, live: false });
  const load = (id: string) => (build.load as (id: string) => string | undefined).call({}, `\0${id}`);
  const resolve = (id: string) => (build.resolveId as (id: string) => string | undefined).call({}, id);

  it('resolves only its own modules', () => {
    expect(resolve('virtual:content/home')).toBe('\0virtual:content/home');
    expect(resolve('react')).toBeUndefined();
    expect(load('virtual:content/nothing')).toBeUndefined();
  });

  it('re-exports each field of a page from a module of its own, so a chunk takes only what it shows', () => {
    expect(load('virtual:content/home')).toContain("export { default as seo } from 'virtual:content/home?field=seo';");
    expect(load('virtual:content/home?field=claimsTitle')).toBe('export default "Sunu RH Conseil en chiffres";');
    expect(load('virtual:content/collections')).toContain("export { default as serviceNames } from 'virtual:content/collections?field=serviceNames';");
    expect(JSON.parse(load('virtual:content/collections?field=serviceNames')!.replace(/^export default |;$/g, ''))).toMatchObject({ paie: 'Gestion de la paie' });
    expect(JSON.parse(load('virtual:content/collections?field=values')!.replace(/^export default |;$/g, ''))).toHaveLength(4);
  });

  it('gives the editor its configuration, and its preview live modules', () => {
    expect(load('virtual:content/cms-config')).toMatch(/^export default \{"load_config_file":false,"backend":\{"name":"github"/);
    expect(load('virtual:content/live')).toContain("import * as home from 'virtual:content/home';");
    const live = contentPlugin({ dir: contentDir, live: true });
    const code = (live.load as (id: string) => string).call({}, '\0virtual:content/home');
    expect(code).toMatch(/^export let seo = /);
    expect(code).toContain("if ('hero' in values) hero = values.hero;");
  });
});

describe('an uploaded photo in the dev server', () => {
  it('is made, at the width a page asks for, when the page asks', async () => {
    writeFileSync(join(dir, 'images/portrait.png'), await picture(900, 900, 'png'));
    const member = join(dir, 'team/aissatou-ba.yml');
    await after(member, () => writeFileSync(member, readFileSync(member, 'utf8').replace('photo:\n', 'photo:\n  upload: /images/portrait.png\n')), 'full-reload');
    const { team } = await load('virtual:content/collections');
    const url: string = team.find((entry: { id: string }) => entry.id === 'aissatou-ba').photo.files[480];
    expect(url).toMatch(/^\/assets\/photos\/portrait-480w-[0-9a-f]{8}\.webp$/);
    const http = createHttpServer(server.middlewares);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const response = await fetch(`${origin}${url}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
      expect((await fetch(`${origin}/assets/photos/inconnue-480w-00000000.webp`)).status).toBe(404);
      // The file itself, at the address the content file gives it: what the editor's field and preview show in local mode.
      const original = await fetch(`${origin}/images/portrait.png`);
      expect(original.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await original.arrayBuffer()).equals(readFileSync(join(dir, 'images/portrait.png')))).toBe(true);
      for (const missing of ['/images/absente.png', '/images/..%2Fsite.yml', '/images/notes.txt']) expect((await fetch(`${origin}${missing}`)).status, missing).toBe(404);
    } finally {
      http.close();
    }
  }, 30_000);
});

describe('the offers in the dev server and the build', () => {
  it('serves the data files the pages fetch, on the build’s day, and nothing else under their folder', async () => {
    const http = createHttpServer(server.middlewares);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const index = await fetch(`${origin}/donnees/offres/index.json`);
      expect(index.headers.get('content-type')).toBe('application/json');
      expect((await index.json()).cards.map((card: { reference: string }) => card.reference)).toEqual(['SRH-2026-034', 'SRH-2026-031', 'SRH-2026-029']);
      expect(await (await fetch(`${origin}/donnees/offres/references/SRH-2026-031.json`)).json()).toEqual({ reference: 'SRH-2026-031', title: 'Comptable senior', slug: 'comptable-senior-srh-2026-031', deadline: '2026-12-15' });
      expect((await fetch(`${origin}/donnees/offres/references/SRH-1999-001.json`)).status).toBe(404);
      // The Worker's rules: the form's messages and legal.yml's durations, as the pages show them.
      const rules = await (await fetch(`${origin}/donnees/formulaire.json`)).json();
      expect(rules.retentionMonths).toEqual({ message: 36, application: 24 });
      expect(rules.services).toMatchObject({ paie: 'Gestion de la paie', other: 'Autre demande' });
      expect(rules.messages.nameMissing).toBe('Veuillez indiquer votre nom complet.');
      expect(rules.messages.tooMany).toContain('{attente}');
      // The daily cap: contact.yml's figures, the CVs' Mo as bytes, and its message with the firm's e-mail in it.
      expect(rules.dailyCap).toEqual({ messages: 300, cvBytes: 500 * 1024 * 1024 });
      expect(rules.messages.dailyCap).toContain('contact@example.com');
      expect(rules.messages.dailyCap).not.toContain('{');
      expect((await fetch(`${origin}/donnees/inconnu.json`)).status).toBe(404);
    } finally {
      http.close();
    }
  });

  it('refuses the offers’ module in the browser build: a page would carry every offer', () => {
    const build = contentPlugin({ dir: contentDir, live: false, today: '2026-11-23' });
    const context = { environment: { name: 'client' }, error: (message: string) => { throw new Error(message); } };
    expect(() => (build.load as (id: string) => string).call(context, '\0virtual:content/offer-data')).toThrow('virtual:content/offer-data is for the prerender only');
    const ssr = (build.load as (id: string) => string).call({ environment: { name: 'ssr' } }, '\0virtual:content/offer-data');
    expect(ssr).toContain('SRH-2026-031');
  });
});

describe('editing content while the dev server runs', () => {
  it('reloads the page with the new text', async () => {
    const before = readFileSync(home(), 'utf8');
    try {
      const reload = await after(home(), () => writeFileSync(home(), before.replace('title: Des ressources humaines solides', 'title: Des équipes solides')), 'full-reload');
      expect(reload.type).toBe('full-reload');
      expect((await load('virtual:content/home')).hero.title).toBe('Des équipes solides pour faire grandir votre entreprise');
    } finally {
      // The other tests read the file as the firm wrote it, in whatever order they run.
      await after(home(), () => writeFileSync(home(), before), 'full-reload');
    }
  });

  it('shows a broken file in the error overlay, in French, and recovers once it is fixed', async () => {
    const before = readFileSync(home(), 'utf8');
    const error = await after(home(), () => writeFileSync(home(), before.replace(/^ {2}title: Des .*\n/m, '')), 'error');
    expect(error.err?.message).toMatch(/^Le contenu du site contient une erreur ; .*\n {2}• content\/pages\/home\.yml, ligne 4 : « hero\.title » \(Titre principal\) est obligatoire/);
    await expect(load('virtual:content/home')).rejects.toThrow(/« hero\.title » \(Titre principal\) est obligatoire/);
    await after(home(), () => writeFileSync(home(), before), 'full-reload');
    expect((await load('virtual:content/home')).hero.title).toMatch(/^Des .* pour faire grandir votre entreprise$/);
  });
});
