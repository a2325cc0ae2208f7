/**
 * What the web editor at /admin/ (Sveltia CMS, from the build) says and refuses, in Chromium, in
 * its local mode (editorSession.ts: the folder it is handed is the test's): the sign-in and the
 * lists in natural French (the offers' and the articles' with their status), a required field left
 * empty, a service with three features, what the build would refuse (an offer's rules, an
 * article's text), every kind of entry's preview, hours and dates as staff write them. What staff
 * save and the site rebuilt from it: editor.test.ts, beside this file.
 *
 * Width: once, at 1280 px, the editor's (editorSession.ts): staff work on a computer, where Sveltia
 * shows the form beside the preview these tests read (under 1024 px it shows one pane). A date
 * field is also read at 375 px, in the same form, where the phone's layout is the subject.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir, loadContent } from '../../src/content/load';
import { dateHint, timeHint } from '../../src/content/formats';
import { singletons } from '../../src/content/registry';
import { articleFile, cddArticle, contentFiles, folderPicker, seedFolder, useEditorSession } from './editorSession';

/** The editor's words with their no-break spaces as plain ones, to compare with the sentences below. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const editor = useEditorSession('editor-checks');
const { harness, problems, external, work, readBack, readFolder, yaml, openEntry, save, writeArticle, fieldHolding, scrolledTo } = editor;
let page: Page;
beforeAll(() => {
  page = editor.page;
});

describe('the editor at /admin/, in local mode: what it says and refuses', () => {
  it('speaks naturally: the sign-in says which folder to choose, lists count in French, counters read « 0 / 500 », the offers list says each offer’s status and deadline, the articles list each article’s status and date, newest first (issue 26, items 5 and 7; « Actualités »)', async () => {
    // A fresh browser, on the suite's day (the build's SITE_TODAY), with two more offers (one to
    // come, one closed) and two more articles (one scheduled, one draft).
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const origin = harness.baseUrl;
      await context.route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()));
      const fresh = await context.newPage();
      // Time flows from that morning (a fixed time would stop the editor's own timers' sense of time).
      await fresh.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
      const errors: string[] = [];
      fresh.on('pageerror', (error) => errors.push(error.message));
      // Going to another address from a new entry: leaving is meant (src/admin/leaveGuard.ts asks).
      fresh.on('dialog', (dialog) => void dialog.accept());
      await fresh.addInitScript(folderPicker);
      const comptable = readFileSync(join(contentDir, 'offers/comptable-senior-srh-2026-031.yml'), 'utf8');
      const offer = (title: string, reference: string, datePosted: string, deadline: string) =>
        comptable.replace(/^title: .*$/m, `title: ${title}`).replace(/^reference: .*$/m, `reference: ${reference}`).replace(/^datePosted: .*$/m, `datePosted: ${datePosted}`).replace(/^deadline: .*$/m, `deadline: ${deadline}`);
      const files = {
        ...contentFiles(),
        '.git/HEAD': 'ref: refs/heads/main\n',
        'content/offers/assistant-rh-srh-2026-040.yml': offer('Assistant RH', 'SRH-2026-040', '2026-12-01', '2027-01-31'),
        'content/offers/magasinier-srh-2026-020.yml': offer('Magasinier', 'SRH-2026-020', '2026-10-01', '2026-11-20'),
        'content/articles/le-bilan-social-de-fin-d-annee.md': articleFile('Le bilan social de fin d’année', '04/12/2026'),
        'content/articles/le-conge-de-maternite.md': articleFile('Le congé de maternité', '15/11/2026', { draft: true }),
      };
      await seedFolder(fresh, origin, files);

      // The sign-in page: which folder, in words staff know.
      await fresh.goto(`${origin}/admin/`);
      const signIn = fresh.getByRole('button', { name: 'Travailler avec un dépôt local' });
      await signIn.waitFor().catch((error: Error) => { throw new Error(`${error.message}\n${errors.join('\n')}`); });
      const welcome = () => fresh.locator('body').innerText();
      await expect.poll(welcome, { timeout: 10_000 }).toContain('choisissez le dossier du site sur cet ordinateur\u00a0: celui qui contient le dossier «\u00a0content\u00a0»');
      expect(await welcome()).not.toMatch(/répertoire racine|dépôt «/);
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

      // The articles: newest first by their date (the 4th of December before the 20th of November,
      // which their text would not), each with its status on that day, by the site's rule.
      await fresh.goto(`${origin}/admin#/collections/articles`);
      const articles = [
        'Le bilan social de fin d’année · Programmé le 04/12/2026',
        "L'IPM : ce que tout employeur doit savoir · En ligne depuis le 20/11/2026",
        "Préparer un entretien d'embauche : la méthode de nos recruteurs · En ligne depuis le 17/11/2026",
        'Le congé de maternité · Brouillon, daté du 15/11/2026',
        "Période d'essai au Sénégal : ce que dit le Code du travail · Brouillon, daté du 10/11/2026",
      ];
      const articlesListed = () => fresh.locator('body').innerText().then((text) => articles.map((line) => text.indexOf(line)));
      await expect.poll(articlesListed, { timeout: 15_000 }).not.toContain(-1);
      const order = await articlesListed();
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      // A new offer: its summary's counter reads « 0 / 500 (minimum 50) », not « 50 / 0 / 500 ».
      await fresh.goto(`${origin}/admin#/collections/offers/new`);
      await fresh.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
      // The editor's text, without the marks that isolate a message's values (U+2068, U+2069).
      const body = () => fresh.locator('body').innerText().then((text) => text.replace(/[\u2068\u2069]/g, ''));
      const addButton = (words: string) => fresh.getByRole('button', { name: new RegExp(`^${words.replace(' ', ' \u2068?')}\u2069?$`) });
      await expect.poll(body, { timeout: 15_000 }).toContain('/ 500 (minimum 50)');
      expect(await body()).not.toMatch(/\d+ \/ \d+ \/ \d+/);
      await fresh.getByText('/ 500 (minimum 50)').first().scrollIntoViewIfNeeded();
      // The lists below are drawn as they come into view.
      for (const words of ['aucune mission', 'aucun point', 'aucun avantage']) await expect.poll(() => fresh.getByText(words, { exact: true }).count(), { timeout: 10_000, message: words }).toBeGreaterThan(0);
      for (const words of ['Ajouter une mission', 'Ajouter un point', 'Ajouter un avantage']) await expect.poll(() => addButton(words).count(), { timeout: 10_000, message: words }).toBe(1);

      // An offer: « 4 missions », the button « Ajouter une mission », « Ajouter un avantage ».
      await fresh.goto(`${origin}/admin#/collections/offers/entries/comptable-senior-srh-2026-031`);
      await fresh.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
      const missions = (parse(comptable) as { missions: string[] }).missions.length;
      // The form is drawn after its toolbar.
      await expect.poll(body, { timeout: 10_000 }).toContain(`${missions} missions`);
      const text = await body();
      expect(text).not.toMatch(/\d+ (Missions|Profil recherché|Ce que nous offrons)\b|\d+ une? /);
      await fresh.mouse.move(400, 600);
      await expect.poll(async () => {
        await fresh.mouse.wheel(0, 400);
        return addButton('Ajouter une mission').count();
      }, { timeout: 15_000 }).toBeGreaterThan(0);
      await addButton('Ajouter une mission').first().scrollIntoViewIfNeeded();
      expect(await body()).not.toMatch(/Ajouter (Missions|Profil recherché|Ce que nous offrons|Point)\b/);
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
    expect(await page.locator('body').innerText()).not.toMatch(/Show Errors|\{\$/);
    expect(await readBack('content/pages/home.yml')).toContain('title: Des ressources humaines solides');
  }, 60_000);

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
    const refused = async (because: string) => {
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Erreur' });
      await expect.poll(() => dialog.innerText().then(spaced).catch(() => ''), { timeout: 10_000 }).toContain(because);
      const typeset = await dialog.innerText();
      // Typeset as the site's text: a no-break space before each colon.
      expect(typeset).toMatch(/\u00a0:/);
      expect(typeset).not.toMatch(/ :/);
      const said = spaced(typeset);
      expect(said).toContain('Rien n’a été enregistré.');
      expect(said).toContain('Le site refuserait cette version.');
      expect(said).not.toMatch(/Veuillez réessayer plus tard|undefined|Error|salary\.max|\[\d\]/);
      await dialog.getByRole('button').first().click();
      expect(await readBack(file)).toBe(before);
      // Still editing: nothing typed is lost.
      expect(page.url()).toContain('/entries/');
    };

    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    const maximum = await scrolledTo(page.getByRole('textbox', { name: 'Salaire (maximum)', exact: true }));
    expect(await maximum.inputValue()).toBe('850\u202f000');
    await maximum.fill('600000');
    await refused('Salaire (maximum) : le maximum doit être au moins égal au minimum');

    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    await page.getByRole('textbox', { name: 'Référence', exact: true }).fill('SRH-2026-034');
    await refused('Référence : « SRH-2026-034 » est déjà la référence de l’offre « chef-de-chantier-srh-2026-034 »');

    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    const deadline = await scrolledTo(page.getByLabel('Date limite de candidature', { exact: true }));
    await deadline.fill('01/11/2026');
    await refused('Date limite de candidature : la date limite ne peut pas précéder la date de publication');
    expect(problems).toEqual([]);
  }, 90_000);

  it('saves no article whose text the build would refuse: HTML, a « javascript: » link; the refusal names « Texte de l’article »; corrected, it saves, with a category added from it', async () => {
    const before = await readFolder('content/articles');
    expect(before).toContain('ipm-ce-que-l-employeur-doit-savoir.md');
    const text = 'Un contrat à durée déterminée se conclut par écrit.\n\n## Ses mentions\n\n- sa durée ;\n- son motif.';
    await writeArticle({
      ...cddArticle,
      title: 'Le CDD au Sénégal',
      body: `${text}\n\n<script>alert(1)</script>`,
    });
    const body = page.getByRole('textbox', { name: 'Texte de l’article', exact: true });
    /** Saves, and finds the editor saying why it did not, naming the field; no file written. */
    const refused = async (because: string) => {
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Erreur' });
      await expect.poll(() => dialog.innerText().then(spaced).catch(() => ''), { timeout: 10_000 }).toContain(because);
      const said = spaced((await dialog.innerText()).replace(/[\u2068\u2069]/g, ''));
      expect(said).toContain('Rien n’a été enregistré.');
      expect(said).toContain(`Le site refuserait cette version. ${because}`);
      expect(said).not.toMatch(/Veuillez réessayer plus tard|undefined|Error|« body »|Auteur|Catégorie|Titre/);
      await dialog.getByRole('button').first().click();
      expect(await readFolder('content/articles')).toEqual(before);
      // Still writing it: nothing typed is lost.
      expect(page.url()).toMatch(/\/collections\/articles\/new$/);
      expect(await body.inputValue()).toContain(text);
    };
    await refused('Texte de l’article : le HTML n’est pas autorisé : écrivez le texte tel quel');
    await body.fill(`${text}\n\nVoir [le texte](javascript:alert(1)).`);
    await refused('Texte de l’article : le lien « javascript:alert(1) » n’est pas autorisé');

    // Corrected, in a category added from the article (« Ajouter « Catégorie » »): the category, which
    // the editor's build does not know, is checked when added and saved with the article.
    await body.fill(text);
    await (await scrolledTo(page.getByRole('button', { name: 'Ajouter «\u00a0Catégorie\u00a0»', exact: true }))).click();
    const adding = page.getByRole('dialog', { name: /Catégorie/ });
    await adding.getByRole('textbox', { name: 'Catégorie', exact: true }).fill('Contrats de travail');
    await adding.getByRole('textbox', { name: 'Position', exact: true }).fill('6');
    await adding.getByRole('button', { name: 'Ajouter', exact: true }).click();
    // As staff would, save once the article's field shows the new category: Sveltia checks the
    // category (our preSave) before it fills the field. (The save that « did not happen » on a busy
    // machine did happen: saveNew began waiting for the new entry's address after it had come and
    // gone; it now waits from before the click, editorSession.ts.)
    const chosen = page.getByRole('group', { name: /Catégorie/ }).getByRole('combobox');
    await expect.poll(() => chosen.textContent(), { timeout: 10_000 }).toBe('Contrats de travail');
    expect(await editor.saveNew(/2 entrées enregistrées\./)).toBe('le-cdd-au-senegal');
    expect(await readFolder('content/articles')).toEqual([...before, 'le-cdd-au-senegal.md'].sort());
    expect(await readBack('content/articles/le-cdd-au-senegal.md')).toContain('\ncategory: contrats-de-travail\n');
    expect(await yaml('content/categories/contrats-de-travail.yml')).toMatchObject({ name: 'Contrats de travail', order: 6 });
    expect(problems).toEqual([]);
  }, 60_000);

  it('draws the preview of every kind of entry without an error; a blank new offer shows no error, only that the preview is waiting', async () => {
    // Every page file the editor shows (the registry's), those that are no page of the app included.
    const entries = [
      ...Object.keys(singletons).map((name) => `pages/entries/${name}`),
      'services/entries/paie',
      'team/entries/aissatou-ba',
      'testimonials/entries/khady-mbaye',
      'values/entries/excellence',
      'sectors/entries/industrie-btp',
      'steps/entries/analyse-diagnostic',
      'offers/entries/comptable-senior-srh-2026-031',
      'categories/entries/ipm-et-sante',
      // A Markdown file: its fields, then its text with a table and a quote, drawn as its page.
      'articles/entries/ipm-ce-que-l-employeur-doit-savoir',
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
      expect(await preview.innerText(), hash).not.toMatch(/Something went wrong|LayoutActorsProvider|refusera|Not Found/);
      // The reply templates, which no page shows: each as the mail client will open it, for an example.
      if (hash === 'pages/entries/replies') {
        const text = (await preview.innerText()).replace(/[\u00a0\u202f]/g, ' ');
        expect(text).toContain('Objet : Votre candidature au poste de Comptable senior (réf. SRH-2026-031)');
        expect(text).toContain('Bonjour Mame Diarra,');
        expect(text).not.toMatch(/\{(prenom|nom|poste|reference)\}/);
      }
      // The simulator's remarks, which show only under a net → gross result: each one, its blanks filled.
      if (hash === 'pages/entries/simulator') {
        expect(await preview.locator('section h2').count()).toBe(3);
        expect(await preview.innerText()).not.toMatch(/\{\w+\}/);
      }
    }
    // The button the staff guide names (docs/guide-equipe.md): « Nouveau ».
    await page.goto(`${harness.baseUrl}/admin#/collections/offers`);
    // Its text reads « Nouveau » (screen readers hear « Créer une entrée »).
    const create = page.getByRole('button', { name: 'Créer une entrée', exact: true });
    await expect.poll(() => create.innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/\bNouveau\b/);
    expect(readFileSync('docs/guide-equipe.md', 'utf8').replace(/[\u00a0\u202f]/g, ' ')).toContain('« Offres d’emploi » → « Nouveau »');
    await page.goto(`${harness.baseUrl}/admin#/collections/offers/new`);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
    await expect.poll(() => preview.innerText(), { timeout: 15_000 }).toContain('L’aperçu s’affichera quand les champs obligatoires seront remplis.');
    expect(await preview.innerText()).not.toMatch(/refusera|undefined|contract|missions\[/);
  }, 120_000);

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
    await page.setViewportSize({ width: 1280, height: 900 });
    deadline = await fieldHolding('Date limite de candidature', '15/12/2026');
    // 31 February is no day: the editor refuses it before saving; the preview says why, in French.
    await deadline.fill('31/02/2027');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => refusal(dateHint).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const preview = page.frameLocator('iframe').locator('body');
    await expect.poll(() => preview.innerText().then(spaced), { timeout: 10_000 }).toContain('Date limite de candidature : « 31/02/2027 » n’est pas un jour du calendrier');
    // Typeset as the site's text, like the dialog.
    expect(await preview.innerText()).toMatch(/candidature\u00a0: «\u202f31\/02\/2027\u202f»/);
    await deadline.scrollIntoViewIfNeeded();
    await deadline.fill('31/01/2027');
    await expect.poll(() => preview.innerText(), { timeout: 10_000 }).toContain('31 janvier 2027');
    await save();
    expect(await readBack('content/offers/comptable-senior-srh-2026-031.yml')).toMatch(/^deadline: 31\/01\/2027$/m);
    const offer = (await built('offers/comptable-senior-srh-2026-031.yml')).collections.offers.find((entry) => entry.id === 'comptable-senior-srh-2026-031');
    expect(offer).toMatchObject({ datePosted: '2026-11-12', deadline: '2027-01-31' });
    expect(problems).toEqual([]);
  }, 120_000);
  it('reads numbers as the French type them (« 6,5 », « 432 000 », « 9,25 »), in every kind of number field, refuses on the spot what it cannot read, and saves the numbers meant', async () => {
    // Saving goes back to the list by itself: no question then (only the browser's « Précédent » asks).
    const questionsBefore = editor.questions.length;
    await openEntry('pages/entries/paie');
    const alerts = page.getByRole('alert');
    const salarie = page.getByRole('textbox', { name: 'Taux salarié', exact: true }).first();
    const employeur = page.getByRole('textbox', { name: 'Taux employeur', exact: true }).first();
    const plafond = page.getByRole('textbox', { name: 'Plafond mensuel', exact: true }).first();
    // Typed key by key, as staff do: Sveltia's own field emptied itself at the comma or the space.
    for (const [field, text] of [[salarie, '6,5'], [employeur, '9,25'], [plafond, '432 000']] as const) {
      await field.fill('');
      await field.pressSequentially(text);
      await field.press('Tab');
    }
    expect(await salarie.inputValue()).toBe('6,5');
    expect(await plafond.inputValue()).toBe('432\u202f000');
    // Out of its range, or no number: refused under the field at once, the text kept.
    await employeur.fill('150');
    await expect.poll(() => alerts.allInnerTexts(), { timeout: 5_000 }).toContainEqual(expect.stringMatching(/« 150 » : le nombre doit être entre 0 et 100\u202f%/));
    await employeur.fill('9,2,5');
    await expect.poll(() => alerts.allInnerTexts(), { timeout: 5_000 }).toContainEqual(expect.stringMatching(/« 9,2,5 » a plusieurs séparateurs/));
    expect(await employeur.inputValue()).toBe('9,2,5');
    await employeur.fill('9,25');
    await expect.poll(() => alerts.count(), { timeout: 5_000 }).toBe(0);

    // A new version starts from the last one, its day empty and « vérifié » off; collapsed, each says its day and rates.
    await page.getByRole('button', { name: /^Ajouter \u2068?une version\u2069?$/ }).first().click();
    const days = page.getByRole('textbox', { name: 'Applicable à partir du', exact: true });
    await expect.poll(() => days.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).slice(0, 2))).toEqual(['01/01/2023', '']);
    const rates = page.getByRole('textbox', { name: 'Taux employeur', exact: true });
    await expect.poll(() => rates.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).slice(0, 2))).toEqual(['9,25', '9,25']);
    await days.nth(1).fill('01/12/2026');
    await page.getByRole('button', { name: 'Tout réduire' }).first().click();
    await expect.poll(async () => spaced(await page.locator('body').innerText()), { timeout: 5_000 }).toContain('depuis le 01/12/2026 : 9,25 % / 6,5 %');
    await save();
    const paie = await yaml('content/paie.yml');
    expect(paie.ipresGeneral[0]).toMatchObject({ tauxSalarie: 6.5, tauxEmployeur: 9.25, plafond: 432000 });
    expect(paie.ipresGeneral[1]).toMatchObject({ du: '01/12/2026', tauxSalarie: 6.5, tauxEmployeur: 9.25, plafond: 432000, verifie: false });
    expect(paie.ipresGeneral[1].texte).toBe(paie.ipresGeneral[0].texte);

    // An offer's salary (whole francs), the map's centre (a negative decimal).
    await openEntry('offers/entries/comptable-senior-srh-2026-031');
    await (await scrolledTo(page.getByRole('textbox', { name: 'Salaire (minimum)', exact: true }))).fill('450 000 F CFA');
    await (await scrolledTo(page.getByRole('textbox', { name: 'Salaire (maximum)', exact: true }))).fill('600\u202f000');
    await save();
    expect((await yaml('content/offers/comptable-senior-srh-2026-031.yml')).salary).toMatchObject({ min: 450000, max: 600000 });
    await openEntry('pages/entries/site');
    await (await scrolledTo(page.getByRole('textbox', { name: 'Latitude', exact: true }))).fill('14,7');
    await (await scrolledTo(page.getByRole('textbox', { name: 'Longitude', exact: true }))).fill('-17,45');
    await save();
    expect((await yaml('content/site.yml')).geo).toMatchObject({ latitude: 14.7, longitude: -17.45 });
    expect(editor.questions.slice(questionsBefore)).toEqual([]);

    // Leaving with the browser's « Précédent » and changes not saved: asked first; « Annuler » keeps them.
    await openEntry('pages/entries/site');
    await (await scrolledTo(page.getByRole('textbox', { name: 'Latitude', exact: true }))).fill('14,8');
    const asked: string[] = [];
    editor.answerNext((dialog) => (asked.push(dialog.message()), dialog.dismiss()));
    await page.goBack();
    await expect.poll(() => asked).toEqual(['Cette entrée a des modifications non enregistrées. Les abandonner et quitter la page ?']);
    // The answer reaches the page after the dialog is dismissed: the address it puts back, a moment later.
    await expect.poll(() => page.url()).toMatch(/#\/collections\/pages\/entries\/site$/);
    expect(await page.getByRole('textbox', { name: 'Latitude', exact: true }).inputValue()).toBe('14,8');
    editor.answerNext((dialog) => (asked.push(dialog.message()), dialog.accept()));
    await page.goBack();
    await page.waitForURL((url) => !url.hash.includes('/entries/'));
    expect((await yaml('content/site.yml')).geo.latitude).toBe(14.7);
    expect(problems).toEqual([]);
  }, 120_000);

  it('asks nothing of other hosts but GitHub’s and, in the preview, the stock photos’ and the map’s (nothing of a CDN)', () => {
    expect([...external].filter((host) => !['api.github.com', 'www.githubstatus.com', 'images.unsplash.com', 'www.openstreetmap.org'].includes(host))).toEqual([]);
  });

});
