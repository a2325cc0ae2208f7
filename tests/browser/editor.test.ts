/**
 * The web editor at /admin/ (Sveltia CMS, from the build) in Chromium, as the firm's staff use it,
 * in its local mode (editorSession.ts: the folder it is handed is the test's). Staff change the
 * home page's title, a service's feature, the phone number, a testimonial and Saturday's hours,
 * upload a leader's portrait, write a new article, and save; the files change; the site rebuilt
 * from them shows every change, in French typography, everywhere it appears, the portrait in the
 * sizes its place uses, and the article on its page, in the list, the feed and the sitemap. A
 * photo in an article's text: staff insert it with the text's « Image » button, upload it, give
 * its description and caption; the preview draws it as the page will, from the editor's own copy
 * of the file; saved, the text holds « ![description](/images/….webp "légende") » alone in its
 * paragraph and the photo is in content/images/, which the build reads as a figure; and a cover
 * uploaded a moment ago is drawn before the article is saved and after the editor is opened anew.
 * What the editor says and refuses: editorChecks.test.ts, beside this file.
 *
 * One editor for both (they were two files, editor.test.ts and articleImage.test.ts, each with
 * its own host and editor): the photos' tests come after the rebuild, and touch no file it reads.
 *
 * Width: once, at 1280 px, the editor's (editorSession.ts): staff work on a computer, where Sveltia
 * shows the form beside the preview these tests read (under 1024 px it shows one pane); nothing
 * here depends on the width.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir, loadContent } from '../../src/content/load';
import type { Figure } from '../../src/content/prose';
import { maxBytes } from '../../src/content/photos';
import { picture } from '../picture';
import { cddArticle, useEditorSession } from './editorSession';

const editor = useEditorSession('editor');
const { problems, external, work, readBack, readBackBytes, yaml, openEntry, save, saveNew, writeArticle, fieldHolding } = editor;
let page: Page;
beforeAll(() => {
  page = editor.page;
});

/** The address of the portrait uploaded in the editor (« /images/… »). */
let uploaded = '';
/** The file's name (and address) of the article written in the editor. */
let articleSlug = '';

describe('the editor at /admin/, in local mode', () => {
  it('opens in French on the firm’s entries', async () => {
    // Signed in with « Travailler avec un dépôt local » (editorSession.ts), on the first collection.
    expect(page.url()).toMatch(/#\/collections\//);
    for (const name of ['Pages et coordonnées', 'Services', 'Équipe', 'Témoignages', 'Valeurs', 'Secteurs', 'Étapes de l’approche', 'Coordonnées du cabinet', 'Accueil', 'Modèles de réponse']) {
      await expect.poll(() => page.getByText(name, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    // This browser is in English: the editor still says nothing in English.
    const body = await page.locator('body').innerText();
    expect(body).toContain('Vous consultez maintenant la collection');
    expect(body).not.toMatch(/now available|Change Language|Later|Sign In|Local Repository/);
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
    // Only the firm's own images: no stock library that would need an account (read once the dialog is there).
    await library.getByRole('button', { name: 'Téléverser' }).waitFor();
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

  it('writes a new article: a Markdown file named after its title, its fields, then its text', async () => {
    // Dated before the suite's day (SITE_TODAY=2026-11-23) and today: the rebuilt site publishes it.
    await writeArticle({
      ...cddArticle,
      title: "Le CDD au Sénégal : ce qu'il faut écrire",
      body: 'Un contrat à durée déterminée se conclut par écrit.\n\n## Ses mentions\n\n- sa durée et son terme ;\n- son motif.',
    });
    // The preview draws it as its page, typeset as the build will.
    const preview = page.frameLocator('iframe');
    await expect.poll(() => preview.locator('h1').textContent(), { timeout: 10_000 }).toBe('Le CDD au Sénégal\u00a0: ce qu’il faut écrire');
    articleSlug = await saveNew();
    expect(articleSlug).toBe('le-cdd-au-senegal-ce-qu-il-faut-ecrire');
    const file = await readBack(`content/articles/${articleSlug}.md`);
    expect(file).toMatch(/^---\n[\s\S]*\n---\n\n?Un contrat à durée déterminée se conclut par écrit\.\n\n## Ses mentions\n/);
    expect(file).toContain('\ndate: 21/11/2026\n');
    expect(file).toContain('\nauthor: ndeye-fatou-diop\n');
    expect(file).toContain('\ncategory: droit-du-travail\n');
    // A legal category's article: its « Vérifié le » and its source, as the build reads them.
    expect(file).toMatch(/\nverified: ["']?21\/11\/2026["']?\n/);
    expect(file).toMatch(/\nsources:\n {2}- title: ["']?Loi n° 97-17 du 1er décembre 1997 portant Code du travail["']?\n {4}publisher: ["']?Journal officiel de la République du Sénégal/);
    expect(problems).toEqual([]);
  }, 60_000);

  it('the site rebuilt from those files shows every change, typeset, everywhere it appears', async () => {
    const content = join(work, 'content');
    cpSync(contentDir, content, { recursive: true });
    for (const path of ['pages/home.yml', 'services/paie.yml', 'site.yml', 'testimonials/khady-mbaye.yml', 'team/aissatou-ba.yml', `articles/${articleSlug}.md`]) {
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
    // Its own server build, not the repository's dist-ssr/.
    const ssr = relative(process.cwd(), join(work, 'dist-ssr'));
    const env = { ...process.env, CONTENT_DIR: content, PRERENDER_SSR_DIR: ssr };
    const run = (command: string, args: string[]) => execFileSync(command, args, { env, stdio: 'pipe' });
    // Not minified (nor the second, Terser pass: vite.config.ts): what is checked below, the pages'
    // text, links and JSON-LD and the photos' files, does not depend on it, at half the CPU.
    run('npx', ['vite', 'build', '--outDir', out, '--logLevel', 'error', '--minify', 'false']);
    run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--logLevel', 'error']);
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
    // The article written in the editor: its page, in the list, in the feed and in the sitemap.
    const title = 'Le CDD au Sénégal\u00a0: ce qu’il faut écrire';
    const articlePage = html(`actualites/${articleSlug}/index.html`);
    expect(articlePage).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(articlePage).toMatch(/<h2[^>]*>Ses mentions<\/h2>/);
    expect(articlePage).toContain('Ndèye Fatou Diop');
    const list = html('actualites/index.html');
    expect(list).toContain(`href="/actualites/${articleSlug}"`);
    expect(list).toContain(title);
    const feed = html('actualites/flux.xml');
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).toContain(`/actualites/${articleSlug}</link>`);
    expect(html('sitemap.xml')).toMatch(new RegExp(`<loc>https://[^<]+/actualites/${articleSlug}</loc>`));
  }, 180_000);

  it('asks nothing of other hosts but GitHub’s and, in the preview, the stock photos’ and the map’s (nothing of a CDN)', () => {
    expect([...external].filter((host) => !['api.github.com', 'www.githubstatus.com', 'images.unsplash.com', 'www.openstreetmap.org'].includes(host))).toEqual([]);
  });

});

/** The preview's photos that have drawn, by their address's kind (« blob ») and their width. */
const drawn = () =>
  editor.page
    .frameLocator('iframe')
    .locator('img')
    .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 1).map((image) => `${image.currentSrc.split(':')[0]} ${image.naturalWidth}`));
const interview = 'preparer-un-entretien-d-embauche';

describe('a photo in an article’s text, in the editor', () => {
  it('is inserted with the « Image » button, drawn by the preview, saved as the build reads it', async () => {
    const { page, problems } = editor;
    await editor.openEntry(`articles/entries/${interview}`);
    // On a line of its own after the text's first paragraph, as the guide says (docs/guide-equipe.md).
    const paragraph = await editor.scrolledTo(page.locator('[contenteditable="true"] p', { hasText: 'Chaque semaine' }));
    await paragraph.click();
    await paragraph.evaluate((node) => getSelection()!.collapse(node.lastChild!.lastChild ?? node.lastChild!, (node.lastChild!.lastChild ?? node.lastChild!).textContent!.length));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const component = page.getByRole('group', { name: 'Image' });
    await component.getByRole('button', { name: 'Parcourir' }).click();
    const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Téléverser' }).click();
    await (await chooser).setFiles({ name: 'Entretien au cabinet.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 1000, 'jpeg') });
    await library.getByRole('button', { name: 'Insérer' }).click();
    // The component's fields, in the site's words: the description is required, the caption is not.
    await component.getByRole('textbox', { name: 'Description (obligatoire)' }).fill('Une recruteuse reçoit une candidate');
    await component.getByRole('textbox', { name: 'Légende (facultative)' }).fill("L'entretien au cabinet : à Dakar");

    // The preview draws the figure from the editor's copy of the upload, typeset as the build will.
    const preview = page.frameLocator('iframe');
    const image = preview.locator('article figure img');
    await expect.poll(() => image.count(), { timeout: 10_000 }).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await image.getAttribute('alt')).toBe('Une recruteuse reçoit une candidate');
    expect(await preview.locator('article figure figcaption').textContent()).toBe('L’entretien au cabinet\u00a0: à Dakar');
    expect(await image.evaluate((node: HTMLImageElement) => node.decode().then(() => node.naturalWidth))).toBeGreaterThan(0);

    // Without a description, the preview says what the build would refuse.
    await component.getByRole('textbox', { name: 'Description (obligatoire)' }).fill('');
    await expect.poll(() => preview.getByRole('alert').textContent(), { timeout: 10_000 }).toMatch(/Texte de l’article\u00a0: l’image «\u202fnouvelle photo\u202f» n’a pas de description/);
    await component.getByRole('textbox', { name: 'Description (obligatoire)' }).fill('Une recruteuse reçoit une candidate');
    await expect.poll(() => image.count(), { timeout: 10_000 }).toBe(1);

    await editor.save();
    const text = await editor.readBack(`content/articles/${interview}.md`);
    const [, path] = /\n\n!\[Une recruteuse reçoit une candidate\]\((\/images\/[a-z0-9-]+\.webp) "L'entretien au cabinet : à Dakar"\)\n\n/.exec(text) ?? [];
    expect(path, text).toBeDefined();
    const bytes = await editor.readBackBytes(`content${path}`);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // What the editor saved, the build reads: a figure of the photo's files.
    // A folder of its own: the rebuild's content/ holds the other tests' changes.
    const content = join(editor.work, 'content-figure');
    cpSync(contentDir, content, { recursive: true });
    mkdirSync(join(content, 'images'), { recursive: true });
    writeFileSync(join(content, `articles/${interview}.md`), text);
    writeFileSync(join(content, path!), bytes);
    const body = loadContent({ dir: content }).collections.articles.find((article) => article.id === interview)!.body;
    const figure = body.find((block): block is { figure: Figure } => 'figure' in block)!.figure;
    expect(figure).toMatchObject({ alt: 'Une recruteuse reçoit une candidate', caption: 'L’entretien au cabinet\u00a0: à Dakar', width: 1280, height: 800 });
    expect(problems).toEqual([]);
  }, 120_000);
  it('draws a cover uploaded a moment ago, before the article is saved, and again after the editor is opened anew', async () => {
    const { page, problems } = editor;
    await editor.writeArticle({ ...cddArticle, category: 'Recrutement', verified: undefined, sources: [], title: 'Le contrat de travail au Sénégal', body: 'Un contrat se conclut par écrit.' });
    await (await editor.scrolledTo(page.getByRole('group', { name: /Photo du cabinet/ }))).getByRole('button', { name: 'Parcourir' }).click();
    const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Téléverser' }).click();
    await (await chooser).setFiles({ name: 'Contrat CDD.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 1067, 'jpeg') });
    await library.getByRole('button', { name: 'Insérer' }).click();
    // The editor's own copy of the file (« blob: »): drawn, and no refusal of its address.
    const preview = page.frameLocator('iframe');
    await expect.poll(drawn, { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^blob \d{3,}$/));
    expect(await preview.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: join('test-results', 'cover-before-save.png') });
    const slug = await editor.saveNew();
    const file = await editor.readBack(`content/articles/${slug}.md`);
    const [, path] = /\n {2}upload: (\/images\/[a-z0-9-]+\.webp)\n/.exec(file) ?? [];
    expect(path, file).toBeDefined();
    // Opened anew: the saved photo is drawn from the editor's copy of its bytes, not from /images/, which the built site has not.
    await page.reload();
    await editor.openEntry(`articles/entries/${slug}`);
    await expect.poll(drawn, { timeout: 15_000 }).toContainEqual(expect.stringMatching(/^blob \d{3,}$/));
    await page.screenshot({ path: join('test-results', 'cover-after-reload.png') });
    expect(problems).toEqual([]);
  }, 120_000);
});
