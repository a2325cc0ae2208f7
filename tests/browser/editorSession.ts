/**
 * The web editor at /admin/ (Sveltia CMS, from the build) in Chromium, as the firm's staff use it,
 * in its local mode: no hosted service. Chromium's folder picker cannot be automated, so it hands
 * the editor a folder the test controls (the origin-private file system, seeded from content/);
 * nothing else of the editor is replaced. Shared by the editor's test files (editor.test.ts:
 * what staff save, the photos they upload and the site rebuilt from it; editorChecks.test.ts:
 * what the editor says and refuses), each with its own host, browser, folder and editor, so the
 * two run side by side; and
 * by the screenshots (tests/screenshots/).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { BrowserContextOptions, Dialog, Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, expect } from 'vitest';
import { contentDir } from '../../src/content/load';
import { useHarness } from './harness';

/** Every file of content/, by its path in the repository. */
export function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[`content/${relative(contentDir, full).split('\\').join('/')}`] = readFileSync(full, 'utf8');
    }
  };
  walk(contentDir);
  return files;
}

/**
 * Puts `files` (path → text) in the folder the editor will be handed, « depot » in the origin's
 * private file system, from any page of the origin (a light one, without photos).
 */
export async function seedFolder(on: Page, origin: string, files: Record<string, string>) {
  await on.goto(`${origin}/robots.txt`);
  await on.evaluate(() => navigator.storage.getDirectory().then((root) => root.removeEntry('depot', { recursive: true }).catch(() => {})));
  await writeFiles(on, files);
}

/** Writes `files` (path → text) into the folder the editor is handed, beside what it holds. */
async function writeFiles(on: Page, files: Record<string, string>) {
  await on.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for (const [path, text] of Object.entries(files)) {
      const parts = `depot/${path}`.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
}

/**
 * An article's file (content/articles/, Markdown): one of the firm's, with another title and date,
 * and switched to a draft with `draft`.
 */
export function articleFile(title: string, date: string, { draft = false } = {}): string {
  const interview = readFileSync(join(contentDir, 'articles/preparer-un-entretien-d-embauche.md'), 'utf8');
  return interview.replace(/^title: .*$/m, `title: ${title}`).replace(/^date: .*$/m, `date: ${date}${draft ? '\ndraft: true' : ''}`);
}

/** Hands the editor the test's folder when it asks for one (the origin-private file system's « depot »). */
export const folderPicker = () => {
  Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('depot', { create: true }) });
};

/** A new article as staff fill it in: the author and the category by the names the editor shows. */
export interface NewArticle {
  title: string;
  summary: string;
  /** JJ/MM/AAAA, as staff write it. */
  date: string;
  author: string;
  category: string;
  /** An Unsplash id (« photo-… »), and its description. */
  photo: string;
  alt: string;
  /** Its text in Markdown, typed in the field's « Markdown » mode. */
  body: string;
  /** « Vérifié le » (JJ/MM/AAAA) and its sources: an article of a legal category is saved only with them. */
  verified?: string;
  sources?: { title: string; publisher: string }[];
}

/**
 * A new article's fields but its title and text, as the editor tests write it: dated before the
 * suite's day (SITE_TODAY=2026-11-23) and today, so a rebuilt site publishes it.
 */
export const cddArticle: Omit<NewArticle, 'title' | 'body'> = {
  summary: 'Durée, renouvellement, mentions obligatoires : ce qu’un employeur écrit dans un contrat à durée déterminée au Sénégal.',
  date: '21/11/2026',
  author: 'Ndèye Fatou Diop',
  category: 'Droit du travail',
  photo: 'photo-1552664730-d307ca884978',
  alt: 'Un contrat de travail posé sur un bureau',
  // « Droit du travail » is a legal category: no article of it is saved without these.
  verified: '21/11/2026',
  sources: [{ title: 'Loi n° 97-17 du 1er décembre 1997 portant Code du travail', publisher: 'Journal officiel de la République du Sénégal' }],
};

export interface EditorSession {
  /** The editor's page: signed in, in local mode, on the seeded folder. */
  readonly page: Page;
  readonly baseUrl: string;
  readonly harness: ReturnType<typeof useHarness>;
  /** Every question the page asked (a dialog's message), in order. */
  readonly questions: string[];
  /** How the page's next question (a dialog) is answered; by default, « OK ». */
  answerNext(how: (dialog: Dialog) => Promise<void>): void;
  /** Page errors and console errors, but for the expected noise of no network. */
  readonly problems: string[];
  /** Every host the editor asked for (all refused: no network). */
  readonly external: Set<string>;
  /** A folder of the test file's own under test-results/ (emptied before and after). */
  readonly work: string;
  readBackBytes(path: string): Promise<Buffer>;
  readBack(path: string): Promise<string>;
  readFolder(path: string): Promise<string[]>;
  addFiles(files: Record<string, string>): Promise<void>;
  yaml(path: string): Promise<any>;
  openEntry(hash: string): Promise<void>;
  save(): Promise<void>;
  saveNew(said?: RegExp): Promise<string>;
  writeArticle(article: NewArticle): Promise<void>;
  fieldHolding(name: string, value: string): Promise<Locator>;
  scrolledTo(field: Locator): Promise<Locator>;
}

/**
 * A test file's editor: its own host (useHarness, with the worker's Chromium), a page with the seeded folder,
 * signed in with « Travailler avec un dépôt local » before the file's tests. `name` names its
 * working folder under test-results/. With `time`, the page's clock starts there and runs.
 */
export function useEditorSession(
  name: string,
  { width = 1280, time, contextOptions = {}, browserArgs = [] }: { width?: number; time?: Date; contextOptions?: BrowserContextOptions; browserArgs?: string[] } = {},
): EditorSession {
  const harness = useHarness('dist', {}, browserArgs);
  const work = resolve('test-results', name);
  const problems: string[] = [];
  const external = new Set<string>();
  let page: Page | undefined;
  let answer = (dialog: Dialog) => dialog.accept();
  const questions: string[] = [];
  const current = () => {
    if (!page) throw new Error('The editor is used outside a test (it opens in beforeAll).');
    return page;
  };

  beforeAll(async () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    const context = await harness.browser.newContext({ viewport: { width, height: 900 }, ...contextOptions });
    const origin = harness.baseUrl;
    // No network: the editor's GitHub status check (and anything else) is answered by nobody.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === origin) return route.continue();
      external.add(url.host);
      return route.abort();
    });
    page = await context.newPage();
    if (time) await page.clock.install({ time });
    // Leaving an entry with changes not saved asks first (src/admin/leaveGuard.ts): the tests that
    // go to another address mean to leave; a test that answers otherwise sets `answer`.
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void answer(dialog);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      // The aborted status check, and Chromium's own line for it, are the expected noise of no network.
      if (message.type() === 'error' && !/githubstatus|net::ERR_FAILED|Failed to load resource/.test(text)) problems.push(`console: ${text}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
    });
    await page.addInitScript(folderPicker);
    await seedFolder(page, origin, { ...contentFiles(), '.git/HEAD': 'ref: refs/heads/main\n' });
    // Signed in as staff are: the local folder.
    await page.goto(`${origin}/admin/`);
    await page.getByRole('button', { name: 'Travailler avec un dépôt local' }).click();
    await page.waitForURL(/#\/collections\//, { timeout: 30_000 });
  }, 90_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const readBackBytes = async (path: string) =>
    Buffer.from(
      await current().evaluate(async (path) => {
        let dir = await navigator.storage.getDirectory();
        const parts = `depot/${path}`.split('/');
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer());
        return Array.from(bytes);
      }, path),
    );
  const readBack = async (path: string) => (await readBackBytes(path)).toString('utf8');
  /** The names of a folder's files in the editor's folder, sorted. */
  const readFolder = (path: string) =>
    current().evaluate(async (path) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('depot');
      for (const part of path.split('/')) dir = await dir.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const key of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(key);
      return names.sort();
    }, path);

  /** Two frames: the editor draws what has come into view. */
  const twoFrames = () => current().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  /** `field`, once the editor has drawn it: scrolled to as staff do. */
  const scrolledTo = async (field: Locator) => {
    await current().mouse.move(400, 600);
    for (let step = 0; step < 40 && (await field.count()) === 0; step += 1) {
      await current().mouse.wheel(0, 300);
      await twoFrames();
    }
    await field.first().scrollIntoViewIfNeeded();
    return field.first();
  };

  return {
    get page() {
      return current();
    },
    get baseUrl() {
      return harness.baseUrl;
    },
    harness,
    questions,
    answerNext(how: (dialog: Dialog) => Promise<void>) {
      const usual = answer;
      answer = (dialog) => {
        answer = usual;
        return how(dialog);
      };
    },
    problems,
    external,
    work,
    readBackBytes,
    readBack,
    readFolder,
    /** Puts `files` in the editor's folder, as if a colleague had saved them, and opens the editor again: it lists them. */
    async addFiles(files: Record<string, string>) {
      await writeFiles(current(), files);
      await current().reload();
      await current().waitForURL(/#\/collections\//, { timeout: 30_000 });
    },
    /** A file of the editor's folder, read as YAML. */
    yaml: async (path: string) => parse(await readBack(path)),
    async openEntry(hash: string) {
      // The host drops a trailing slash: /admin/ would redirect (and reload the editor) each time.
      await current().goto(`${harness.baseUrl}/admin#/collections/${hash}`);
      await current().getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
    },
    /** Saves the entry: the editor says so, and goes back to the collection. */
    async save() {
      await current().getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await current().waitForURL((url) => !url.hash.includes('/entries/'), { timeout: 15_000 });
      // The list is drawn, with its message, in a view transition after the address changes.
      await expect.poll(() => current().getByText('Entrée enregistrée').count(), { timeout: 5_000 }).toBeGreaterThan(0);
    },
    /**
     * Saves a new entry: the editor gives it its address, whose file's name (slug) is returned, goes
     * back to the collection and says so (`said`: « Entrée enregistrée. », or « 2 entrées
     * enregistrées. » with an entry added from it).
     *
     * The new entry's address lasts an instant: Sveltia writes it (history.replaceState) and goes
     * back to the list in the same task, once the files are written. On a busy machine the click's
     * answer reaches the test after both, and a wait begun then would wait for an address already
     * gone: the wait begins before the click.
     */
    async saveNew(said: RegExp = /Entrée enregistrée\.|\d+ entrées enregistrées\./) {
      const page = current();
      let slug = '';
      await Promise.all([
        page.waitForURL((url) => (slug = decodeURIComponent(url.hash.split('/entries/')[1] ?? '')) !== '', { timeout: 15_000 }),
        page.getByRole('button', { name: 'Enregistrer', exact: true }).click(),
      ]);
      // Where it ends: the collection's list, saying what was saved.
      await page.waitForURL((url) => !url.hash.includes('/entries/') && !url.hash.endsWith('/new'), { timeout: 15_000 });
      const text = () => page.locator('body').innerText().then((body) => body.replace(/[\u2068\u2069]/g, ''));
      await expect.poll(text, { timeout: 5_000 }).toMatch(said);
      return slug;
    },
    /** Opens a new article (« Actualités » → « Nouveau ») and fills in every field, as staff do; nothing saved. */
    async writeArticle(article: NewArticle) {
      const page = current();
      await page.goto(`${harness.baseUrl}/admin#/collections/articles/new`);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
      await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(article.title);
      await page.getByRole('textbox', { name: 'Résumé', exact: true }).fill(article.summary);
      await page.getByRole('textbox', { name: 'Date de publication', exact: true }).fill(article.date);
      await page.getByRole('radiogroup', { name: 'Auteur', exact: true }).getByRole('radio', { name: article.author, exact: true }).check();
      await page.getByRole('radiogroup', { name: 'Catégorie', exact: true }).getByRole('radio', { name: article.category, exact: true }).check();
      await (await scrolledTo(page.getByRole('textbox', { name: 'Photo Unsplash', exact: true }))).fill(article.photo);
      await (await scrolledTo(page.getByRole('textbox', { name: 'Description de la photo', exact: true }))).fill(article.alt);
      if (article.verified) await (await scrolledTo(page.getByRole('textbox', { name: 'Vérifié le', exact: true }))).fill(article.verified);
      for (const source of article.sources ?? []) {
        // « Ajouter une source » (Sveltia isolates the words it fills in with U+2068 and U+2069).
        await (await scrolledTo(page.getByRole('button', { name: /^Ajouter \u2068?une source\u2069?$/ }))).click();
        await (await scrolledTo(page.getByRole('textbox', { name: 'Titre de la source', exact: true }).last())).fill(source.title);
        await (await scrolledTo(page.getByRole('textbox', { name: 'Organisme ou site', exact: true }).last())).fill(source.publisher);
      }
      // The text in the field's « Markdown » mode, as the staff guide says for a table.
      await (await scrolledTo(page.getByRole('button', { name: 'Modifier en Markdown', exact: true }))).click();
      await page.getByRole('textbox', { name: 'Texte de l’article', exact: true }).fill(article.body);
    },
    /**
     * The field named `name` that holds `value`, further down the entry: the editor draws fields as
     * they are scrolled to, so the test scrolls as staff do.
     */
    async fieldHolding(name: string, value: string) {
      const fields = current().getByRole('textbox', { name, exact: true });
      const index = () => fields.evaluateAll((inputs, value) => inputs.findIndex((input) => (input as HTMLInputElement).value === value), value);
      await current().mouse.move(400, 600);
      for (let step = 0; step < 40 && (await index()) < 0; step += 1) {
        await current().mouse.wheel(0, 300);
        await twoFrames();
      }
      const found = fields.nth(await index());
      await found.scrollIntoViewIfNeeded();
      return found;
    },
    scrolledTo,
  };
}
