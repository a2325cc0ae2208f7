/**
 * The web editor at /admin/ (Sveltia CMS, from the build) in Chromium, as the firm's staff use it,
 * in its local mode: no hosted service. Chromium's folder picker cannot be automated, so it hands
 * the editor a folder the test controls (the origin-private file system, seeded from content/);
 * nothing else of the editor is replaced. Staff change the home page's title, a service's
 * feature, the phone number, a testimonial and Saturday's hours, upload a leader's portrait, and
 * save; the files change; the site rebuilt from them shows every change, in French typography,
 * everywhere it appears, and the portrait in the sizes its place uses.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir, loadContent } from '../../src/content/load';
import { dateHint, timeHint } from '../../src/content/formats';
import { maxBytes } from '../../src/content/photos';
import { picture } from '../picture';
import { useHarness } from './harness';

const harness = useHarness();
const work = resolve('test-results/editor');
const shots = resolve('test-results/screenshots');

/** Every file of content/, by its path in the repository. */
function contentFiles(): Record<string, string> {
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
async function seedFolder(on: Page, origin: string, files: Record<string, string>) {
  await on.goto(`${origin}/robots.txt`);
  await on.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('depot', { recursive: true }).catch(() => {});
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

let page: Page;
/** The address of the portrait uploaded in the editor (« /images/… »). */
let uploaded = '';
const problems: string[] = [];
const external = new Set<string>();

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const origin = harness.baseUrl;
  // No network: the editor's GitHub status check (and anything else) is answered by nobody.
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    external.add(url.host);
    return route.abort();
  });
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // The aborted status check, and Chromium's own line for it, are the expected noise of no network.
    if (message.type() === 'error' && !/githubstatus|net::ERR_FAILED|Failed to load resource/.test(text)) problems.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
    // The folder the editor works on: the test's, in the origin-private file system.
    Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('depot', { create: true }) });
  });
  await seedFolder(page, origin, { ...contentFiles(), '.git/HEAD': 'ref: refs/heads/main\n' });
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file of the editor's folder, as bytes. */
const readBackBytes = async (path: string) =>
  Buffer.from(
    await page.evaluate(async (path) => {
      let dir = await navigator.storage.getDirectory();
      const parts = `depot/${path}`.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer());
      return Array.from(bytes);
    }, path),
  );

/** A file of the editor's folder, as text. */
const readBack = async (path: string) => (await readBackBytes(path)).toString('utf8');

/** A file of the editor's folder, read as YAML. */
const yaml = async (path: string) => parse(await readBack(path));

async function openEntry(hash: string) {
  // The host drops a trailing slash: /admin/ would redirect (and reload the editor) each time.
  await page.goto(`${harness.baseUrl}/admin#/collections/${hash}`);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
}

/** Saves the entry: the editor says so, and goes back to the collection. */
async function save() {
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await page.waitForURL((url) => !url.hash.includes('/entries/'), { timeout: 15_000 });
  expect(await page.getByText('Entrée enregistrée').count()).toBeGreaterThan(0);
}

/**
 * The field named `name` that holds `value`, further down the entry: the editor draws fields as
 * they are scrolled to, so the test scrolls as staff do.
 */
async function fieldHolding(name: string, value: string): Promise<Locator> {
  const fields = page.getByRole('textbox', { name, exact: true });
  const index = () => fields.evaluateAll((inputs, value) => inputs.findIndex((input) => (input as HTMLInputElement).value === value), value);
  await page.mouse.move(400, 600);
  for (let step = 0; step < 40 && (await index()) < 0; step += 1) {
    await page.mouse.wheel(0, 300);
    // Two frames: the editor draws what has come into view.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const found = fields.nth(await index());
  await found.scrollIntoViewIfNeeded();
  return found;
}

/** `field`, once the editor has drawn it: scrolled to as staff do. */
async function scrolledTo(field: Locator): Promise<Locator> {
  await page.mouse.move(400, 600);
  for (let step = 0; step < 40 && (await field.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await field.first().scrollIntoViewIfNeeded();
  return field.first();
}

describe('the editor at /admin/, in local mode', () => {
  it('opens in French on the firm’s entries', async () => {
    await page.goto(`${harness.baseUrl}/admin/`);
    await page.getByRole('button', { name: 'Travailler avec un dépôt local' }).click();
    await page.waitForURL(/#\/collections\//, { timeout: 30_000 });
    for (const name of ['Pages et coordonnées', 'Services', 'Équipe', 'Témoignages', 'Valeurs', 'Secteurs', 'Étapes de l’approche', 'Coordonnées du cabinet', 'Accueil']) {
      await expect.poll(() => page.getByText(name, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    // This browser is in English: the editor still says nothing in English.
    const body = await page.locator('body').innerText();
    expect(body).toContain('Vous consultez maintenant la collection');
    expect(body).not.toMatch(/now available|Change Language|Later|Sign In|Local Repository/);
    await page.screenshot({ path: join(shots, 'editor-entries-1280.png') });
  }, 60_000);

  it('speaks naturally: the sign-in says which folder to choose, lists count in French, counters read « 0 / 500 », the offers list says each offer’s status and deadline, newest first (issue 26, items 5 and 7)', async () => {
    // A fresh browser, on the suite's day (the build's SITE_TODAY), with two more offers: one to come, one closed.
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const origin = harness.baseUrl;
      await context.route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()));
      const fresh = await context.newPage();
      // Time flows from that morning (a fixed time would stop the editor's own timers' sense of time).
      await fresh.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
      const errors: string[] = [];
      fresh.on('pageerror', (error) => errors.push(error.message));
      await fresh.addInitScript(() => {
        Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('depot', { create: true }) });
      });
      const comptable = readFileSync(join(contentDir, 'offers/comptable-senior-srh-2026-031.yml'), 'utf8');
      const offer = (title: string, reference: string, datePosted: string, deadline: string) =>
        comptable.replace(/^title: .*$/m, `title: ${title}`).replace(/^reference: .*$/m, `reference: ${reference}`).replace(/^datePosted: .*$/m, `datePosted: ${datePosted}`).replace(/^deadline: .*$/m, `deadline: ${deadline}`);
      const files = {
        ...contentFiles(),
        '.git/HEAD': 'ref: refs/heads/main\n',
        'content/offers/assistant-rh-srh-2026-040.yml': offer('Assistant RH', 'SRH-2026-040', '2026-12-01', '2027-01-31'),
        'content/offers/magasinier-srh-2026-020.yml': offer('Magasinier', 'SRH-2026-020', '2026-10-01', '2026-11-20'),
      };
      await seedFolder(fresh, origin, files);

      // The sign-in page: which folder, in words staff know.
      await fresh.goto(`${origin}/admin/`);
      const signIn = fresh.getByRole('button', { name: 'Travailler avec un dépôt local' });
      await signIn.waitFor().catch((error: Error) => { throw new Error(`${error.message}\n${errors.join('\n')}`); });
      const welcome = await fresh.locator('body').innerText();
      expect(welcome).toContain('choisissez le dossier du site sur cet ordinateur\u00a0: celui qui contient le dossier «\u00a0content\u00a0»');
      expect(welcome).not.toMatch(/répertoire racine|dépôt «/);
      await fresh.screenshot({ path: join(shots, 'editor-sign-in-1280.png') });
      await signIn.click();
      await fresh.waitForURL(/#\/collections\//, { timeout: 30_000 });

      // The offers: newest first, each with its status on the 23rd of November 2026 and its deadline.
      await fresh.goto(`${origin}/admin#/collections/offers`);
      const expected = [
        'Assistant RH (SRH-2026-040) · À venir · jusqu’au 31/01/2027',
        'Chef de chantier gros œuvre (SRH-2026-034) · En ligne · jusqu’au 10/01/2027',
        'Comptable senior (SRH-2026-031) · En ligne · jusqu’au 15/12/2026',
        'Développeur full stack JavaScript (SRH-2026-029) · En ligne · sans date limite',
        'Magasinier (SRH-2026-020) · Close · jusqu’au 20/11/2026',
      ];
      const listed = () => fresh.locator('body').innerText().then((text) => expected.map((line) => text.indexOf(line)));
      await expect.poll(listed, { timeout: 15_000 }).not.toContain(-1);
      const positions = await listed();
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      await fresh.screenshot({ path: join(shots, 'editor-offers-list-1280.png') });

      // A new offer: its summary's counter reads « 0 / 500 (minimum 50) », not « 50 / 0 / 500 ».
      await fresh.goto(`${origin}/admin#/collections/offers/new`);
      await fresh.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
      // The editor's text, without the marks that isolate a message's values (U+2068, U+2069).
      const body = () => fresh.locator('body').innerText().then((text) => text.replace(/[\u2068\u2069]/g, ''));
      const addButton = (words: string) => fresh.getByRole('button', { name: new RegExp(`^${words.replace(' ', ' \u2068?')}\u2069?$`) });
      await expect.poll(body, { timeout: 15_000 }).toContain('/ 500 (minimum 50)');
      expect(await body()).not.toMatch(/\d+ \/ \d+ \/ \d+/);
      await fresh.getByText('/ 500 (minimum 50)').first().scrollIntoViewIfNeeded();
      for (const words of ['aucune mission', 'aucun point', 'aucun avantage']) expect(await fresh.getByText(words, { exact: true }).count(), words).toBeGreaterThan(0);
      for (const words of ['Ajouter une mission', 'Ajouter un point', 'Ajouter un avantage']) expect(await addButton(words).count(), words).toBe(1);
      await fresh.screenshot({ path: join(shots, 'editor-new-offer-words-1280.png') });

      // An offer: « 4 missions », the button « Ajouter une mission », « Ajouter un avantage ».
      await fresh.goto(`${origin}/admin#/collections/offers/entries/comptable-senior-srh-2026-031`);
      await fresh.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
      const missions = (parse(comptable) as { missions: string[] }).missions.length;
      const text = await body();
      expect(text).toContain(`${missions} missions`);
      expect(text).not.toMatch(/\d+ (Missions|Profil recherché|Ce que nous offrons)\b|\d+ une? /);
      await fresh.mouse.move(400, 600);
      await expect.poll(async () => {
        await fresh.mouse.wheel(0, 400);
        return addButton('Ajouter une mission').count();
      }, { timeout: 15_000 }).toBeGreaterThan(0);
      await addButton('Ajouter une mission').first().scrollIntoViewIfNeeded();
      expect(await body()).not.toMatch(/Ajouter (Missions|Profil recherché|Ce que nous offrons|Point)\b/);
      await fresh.screenshot({ path: join(shots, 'editor-offer-lists-1280.png') });
      // The site's text counters: none reads « min / count / max ».
      expect(await body()).not.toMatch(/\d+ \/ \d+ \/ \d+/);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('refuses to save a required field left empty, in French', async () => {
    await openEntry('pages/entries/home');
    const title = page.getByRole('textbox', { name: 'Titre principal' });
    await title.fill('');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => page.getByText('Ce champ est obligatoire.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'editor-required-1280.png') });
    expect(await page.locator('body').innerText()).not.toMatch(/Show Errors|\{\$/);
    expect(await readBack('content/pages/home.yml')).toContain('title: Des ressources humaines solides');
  }, 60_000);

  it('saves what staff type, plainly, into the content files', async () => {
    await openEntry('pages/entries/home');
    await page.getByRole('textbox', { name: 'Titre principal' }).fill("L'équipe RH qu'il vous faut : à Dakar !");
    // The preview draws it with the site's own page and styles, typeset as the build will.
    const preview = page.frameLocator('iframe').locator('h1#hero-title');
    await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toBe('L’équipe RH qu’il vous faut\u00a0: à Dakar\u202f!');
    expect(await preview.evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(15, 61, 51)');
    // The site's styles stay in the preview: the editor itself keeps its own.
    const media = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).media));
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((value) => value === 'not all')).toBe(true);
    await page.screenshot({ path: join(shots, 'editor-page-1280.png') });
    await save();
    await expect(yaml('content/pages/home.yml').then((home) => home.hero.title)).resolves.toBe("L'équipe RH qu'il vous faut : à Dakar !");

    await openEntry('services/entries/paie');
    const feature = page.getByRole('textbox', { name: 'Point fort' }).first();
    await feature.fill('Bulletins conformes: zéro pénalité');
    await save();
    expect((await yaml('content/services/paie.yml')).features).toEqual(['Bulletins conformes: zéro pénalité', 'Déclarations CSS et IPRES', 'Retenues fiscales et états annuels', 'Soldes de tout compte']);

    await openEntry('pages/entries/site');
    await page.getByRole('textbox', { name: 'Téléphone' }).fill('+221 33 821 45 67');
    await (await fieldHolding('Fermeture', '13:00')).fill('14:30');
    await save();
    const site = await yaml('content/site.yml');
    expect(site.phone).toBe('+221 33 821 45 67');
    expect(site.hours[1]).toMatchObject({ days: 'Samedi', opens: '09:00', closes: '14:30' });

    await openEntry('testimonials/entries/khady-mbaye');
    await page.getByRole('textbox', { name: 'Témoignage' }).fill('Notre paie est prête le 25 de chaque mois. Merci !');
    await save();
    expect((await yaml('content/testimonials/khady-mbaye.yml')).quote).toBe('Notre paie est prête le 25 de chaque mois. Merci !');

    // A leader's own photo, from the office computer: a JPEG, 2000 × 2000.
    await openEntry('team/entries/aissatou-ba');
    await page.getByRole('group', { name: /Photo du cabinet/ }).getByRole('button', { name: 'Parcourir' }).click();
    const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
    // Only the firm's own images: no stock library that would need an account.
    expect(await library.getByRole('group', { name: /Banques d’images/ }).count()).toBe(0);
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Téléverser' }).click();
    await (await chooser).setFiles({ name: 'Portrait Aïssatou Ba.jpg', mimeType: 'image/jpeg', buffer: await picture(2000, 2000, 'jpeg') });
    await library.getByRole('button', { name: 'Insérer' }).click();
    await save();
    uploaded = (await yaml('content/team/aissatou-ba.yml')).photo.upload;
    expect(uploaded).toMatch(/^\/images\/[a-z0-9-]+\.webp$/);
    expect((await readBackBytes(`content${uploaded}`)).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses a service with three features, saying so in French', async () => {
    await openEntry('services/entries/paie');
    const features = page.getByRole('group', { name: /Points forts/ }).first();
    await features.getByRole('button', { name: 'Supprimer' }).first().click();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => page.getByText('Vous devez ajouter au moins 4 éléments.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toMatch(/\{\$|options\./);
    expect((await yaml('content/services/paie.yml')).features).toHaveLength(4);
  }, 60_000);

  it('saves nothing the build would refuse: a salary’s maximum under its minimum, a reference already taken, a deadline before the publication', async () => {
    const file = 'content/offers/comptable-senior-srh-2026-031.yml';
    const before = await readBack(file);
    /** Saves, and finds the editor saying why it did not, in staff’s words; the file as it was. */
    const refused = async (because: string, shot?: string) => {
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Erreur' });
      await expect.poll(() => dialog.innerText().catch(() => ''), { timeout: 10_000 }).toContain(because);
      const said = await dialog.innerText();
      expect(said).toContain('Rien n’a été enregistré.');
      expect(said).toContain('Le site refuserait cette version.');
      expect(said).not.toMatch(/Veuillez réessayer plus tard|undefined|Error|salary\.max|\[\d\]/);
      if (shot) await page.screenshot({ path: join(shots, shot) });
      await dialog.getByRole('button').first().click();
      expect(await readBack(file)).toBe(before);
      // Still editing: nothing typed is lost.
      expect(page.url()).toContain('/entries/');
    };

    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    const maximum = await scrolledTo(page.getByRole('spinbutton', { name: 'Salaire (maximum)', exact: true }));
    expect(await maximum.inputValue()).toBe('850000');
    await maximum.fill('600000');
    await refused('Salaire (maximum) : le maximum doit être au moins égal au minimum', 'editor-refused-salary-1280.png');

    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    await page.getByRole('textbox', { name: 'Référence', exact: true }).fill('SRH-2026-034');
    await refused('Référence : « SRH-2026-034 » est déjà la référence de l’offre « chef-de-chantier-srh-2026-034 »');

    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    const deadline = await scrolledTo(page.getByLabel('Date limite de candidature', { exact: true }));
    await deadline.fill('01/11/2026');
    await refused('Date limite de candidature : la date limite ne peut pas précéder la date de publication');
    expect(problems).toEqual([]);
  }, 90_000);

  it('draws the preview of every kind of entry without an error; a blank new offer shows no error, only that the preview is waiting', async () => {
    const entries = [
      ...['home', 'about', 'services', 'contact', 'offers', 'legal', 'site', 'ui'].map((name) => `pages/entries/${name}`),
      'services/entries/paie',
      'team/entries/aissatou-ba',
      'testimonials/entries/khady-mbaye',
      'values/entries/excellence',
      'sectors/entries/industrie-btp',
      'steps/entries/analyse-diagnostic',
      'offers/entries/comptable-senior-srh-2026-031',
    ];
    const preview = page.frameLocator('iframe').locator('body');
    for (const hash of entries) {
      // From the collection's list, as staff open an entry (not from one entry's address to another's).
      await page.goto(`${harness.baseUrl}/admin#/collections/${hash.split('/')[0]}`);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor({ state: 'detached' });
      await openEntry(hash);
      // Something of the site is drawn: a heading of its own.
      await expect
        .poll(() => preview.locator('h1, h2, h3').count(), { timeout: 15_000, message: hash })
        .toBeGreaterThan(0)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\n${await preview.innerText().catch(() => '(no preview)')}`);
        });
      expect(await preview.innerText(), hash).not.toMatch(/Something went wrong|LayoutActorsProvider|refusera/);
    }
    await page.screenshot({ path: join(shots, 'editor-offer-preview-1280.png') });
    // The button the README names (« Modifier le site »): « Nouveau ».
    await page.goto(`${harness.baseUrl}/admin#/collections/offers`);
    // Its text reads « Nouveau » (screen readers hear « Créer une entrée »).
    const create = page.getByRole('button', { name: 'Créer une entrée', exact: true });
    await expect.poll(() => create.innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/\bNouveau\b/);
    expect(readFileSync('README.md', 'utf8')).toContain('« Offres d’emploi » → « Nouveau »');
    await page.goto(`${harness.baseUrl}/admin#/collections/offers/new`);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
    await expect.poll(() => preview.innerText(), { timeout: 15_000 }).toContain('L’aperçu s’affichera quand les champs obligatoires seront remplis.');
    expect(await preview.innerText()).not.toMatch(/refusera|undefined|contract|missions\[/);
    await page.screenshot({ path: join(shots, 'editor-new-offer-1280.png') });
  }, 120_000);

  it('the site rebuilt from those files shows every change, typeset, everywhere it appears', async () => {
    const content = join(work, 'content');
    cpSync(contentDir, content, { recursive: true });
    for (const path of ['pages/home.yml', 'services/paie.yml', 'site.yml', 'testimonials/khady-mbaye.yml', 'team/aissatou-ba.yml']) {
      writeFileSync(join(content, path), await readBack(`content/${path}`));
    }
    writeFileSync(join(content, uploaded), await readBackBytes(`content${uploaded}`));
    // Text typed in the editor is text: markup and handlers in any field are shown, never run.
    const traps = { eyebrow: '<script>alert("x")</script> Conseil RH', position: '<img src=x onerror="alert(1)"> DRH, Dakar' };
    const homeFile = join(content, 'pages/home.yml');
    writeFileSync(homeFile, readFileSync(homeFile, 'utf8').replace(/^ {2}eyebrow: .*$/m, `  eyebrow: '${traps.eyebrow}'`));
    const testimonial = join(content, 'testimonials/mariama-sene.yml');
    writeFileSync(testimonial, readFileSync(testimonial, 'utf8').replace(/^position: .*$/m, `position: '${traps.position}'`));
    const out = relative(process.cwd(), join(work, 'dist'));
    const env = { ...process.env, CONTENT_DIR: content, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
    const run = (command: string, args: string[]) => execFileSync(command, args, { env, stdio: 'pipe' });
    run('npx', ['vite', 'build', '--outDir', out, '--logLevel', 'error']);
    run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'error']);
    run('node', ['scripts/prerender.mjs', out]);
    const html = (path: string) => readFileSync(join(out, path), 'utf8');
    const home = html('index.html');
    const contact = html('contact/index.html');

    expect(home).toMatch(/<h1[^>]*>L’équipe RH qu’il vous faut\u00a0: à Dakar\u202f!<\/h1>/);
    expect(html('services/index.html')).toContain('Bulletins conformes\u00a0: zéro pénalité');
    expect(home).toContain('Notre paie est prête le 25 de chaque mois. Merci\u202f!');
    // The phone: header, footer, contact page, its links, the JSON-LD; the old one nowhere.
    const phone = '+221\u00a033\u00a0821\u00a045\u00a067';
    for (const page of [home, contact]) {
      expect(page.split(phone).length - 1).toBeGreaterThanOrEqual(2);
      expect(page).toContain('href="tel:+221338214567"');
      expect(page).toContain('"telephone":"+221338214567"');
      expect(page).not.toMatch(/33\s000\s00\s00|330000000/);
    }
    expect(contact).toContain('href="https://wa.me/221338214567"');
    expect(contact).toMatch(/Samedi<\/dt><dd[^>]*>9h00–14h30<\/dd>/);
    expect(contact).toContain('"dayOfWeek":["Saturday"],"opens":"09:00","closes":"14:30"');
    expect(home).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Conseil RH');
    expect(home).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; DRH, Dakar');
    expect(home).not.toMatch(/<script>alert|<img[^>]*onerror/);
    // The uploaded portrait: its own files, made for its place, within the budget.
    const portrait = html('a-propos/index.html').match(/<img[^>]*alt="Portrait d’Aïssatou Ba"[^>]*>/)?.[0] ?? '';
    const srcset = portrait.match(/srcset="([^"]+)"/i)?.[1] ?? '';
    const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['320w', '480w', '640w', '800w']);
    for (const [url, width] of candidates) {
      expect(url).toMatch(/^\/assets\/photos\/[a-z0-9-]+-\d+w-[0-9a-f]{8}\.webp$/);
      const bytes = readFileSync(join(out, url!));
      const side = Number.parseInt(width!, 10);
      expect(bytes.length, url).toBeLessThanOrEqual(maxBytes(side, side));
    }
  }, 180_000);

  it('asks nothing of other hosts but GitHub’s and, in the preview, the stock photos’ and the map’s (nothing of a CDN)', () => {
    expect([...external].filter((host) => !['api.github.com', 'www.githubstatus.com', 'images.unsplash.com', 'www.openstreetmap.org'].includes(host))).toEqual([]);
  });

  it('takes hours and dates as staff write them (« 12h30 », « 15/12/2026 »), shows no time zone, and the build reads the same', async () => {
    /** The content with `files` from the editor's folder, as the build reads it. */
    const built = async (...files: string[]) => {
      const dir = join(work, 'content-dates');
      rmSync(dir, { recursive: true, force: true });
      cpSync(contentDir, dir, { recursive: true });
      for (const path of files) writeFileSync(join(dir, path), await readBack(`content/${path}`));
      return loadContent({ dir });
    };
    /** The editor's refusal of a field: the format's message alone (the field's hint goes on after it). */
    const refusal = (message: string) => page.getByText(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));

    // Hours: « 12h30 », as on the site, not « 12:30 ».
    await openEntry('pages/entries/site');
    const closing = await fieldHolding('Fermeture', '18:00');
    await closing.fill('midi');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => refusal(timeHint).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await closing.fill('12h30');
    await closing.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'editor-hours-1280.png') });
    await save();
    expect(await readBack('content/site.yml')).toMatch(/^ {4}closes: 12h30$/m);
    expect((await yaml('content/site.yml')).hours[0]).toMatchObject({ opens: '09:00', closes: '12h30' });
    expect((await built('site.yml')).pages.site.hours[0]).toMatchObject({ time: '9h00–12h30', opens: '09:00', closes: '12:30' });

    // Dates: JJ/MM/AAAA, in plain text fields, with no time zone anywhere in the editor.
    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    const posted = await fieldHolding('Date de publication', '12/11/2026');
    let deadline = await fieldHolding('Date limite de candidature', '15/12/2026');
    for (const field of [posted, deadline]) expect(await field.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await page.locator('body').innerText()).not.toMatch(/UTC/);
    expect(await page.locator('input[type="date"], input[type="datetime-local"]').count()).toBe(0);
    expect(await page.getByText(dateHint, { exact: false }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'editor-dates-1280.png') });
    // On a phone, the same field, in the same form (drawn again from its top: scrolled with a thumb).
    await page.setViewportSize({ width: 375, height: 800 });
    const small = page.getByRole('textbox', { name: 'Date limite de candidature', exact: true });
    await page.mouse.move(180, 500);
    for (let step = 0; step < 40 && (await small.count()) === 0; step += 1) {
      await page.mouse.wheel(0, 400);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await small.scrollIntoViewIfNeeded();
    expect(await small.inputValue()).toBe('15/12/2026');
    expect(await page.locator('body').innerText()).not.toMatch(/UTC/);
    await page.screenshot({ path: join(shots, 'editor-dates-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    deadline = await fieldHolding('Date limite de candidature', '15/12/2026');
    // 31 February is no day: the editor refuses it before saving; the preview says why, in French.
    await deadline.fill('31/02/2027');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => refusal(dateHint).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const preview = page.frameLocator('iframe').locator('body');
    await expect.poll(() => preview.innerText(), { timeout: 10_000 }).toContain('Date limite de candidature : « 31/02/2027 » n’est pas un jour du calendrier');
    await deadline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'editor-date-refused-1280.png') });
    await deadline.fill('31/01/2027');
    await expect.poll(() => preview.innerText(), { timeout: 10_000 }).toContain('31 janvier 2027');
    await save();
    expect(await readBack('content/offers/comptable-senior-srh-2026-031.yml')).toMatch(/^deadline: 31\/01\/2027$/m);
    const offer = (await built('offers/comptable-senior-srh-2026-031.yml')).collections.offers.find((entry) => entry.id === 'comptable-senior-srh-2026-031');
    expect(offer).toMatchObject({ datePosted: '2026-11-12', deadline: '2027-01-31' });
    expect(problems).toEqual([]);
  }, 120_000);
});
