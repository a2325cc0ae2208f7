// @vitest-environment node
/**
 * The editor's configuration is generated from the content schema (src/content/cmsConfig.ts):
 * these check that it asks for what the build checks, with a French label and hint everywhere.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleSummary, cmsConfig, cmsField, folderCollections, offerSummary, pagesCollection, type CmsField } from '../../src/content/cmsConfig';
import { knownIdsOf, relationTargets } from '../../src/content/editorData';
import { datePattern, timePattern } from '../../src/content/formats';
import { contentDir } from '../../src/content/load';
import { pagePaths } from '../../src/content/pagePaths';
import { cmsBackend } from '../../src/content/cmsConfig';

const config = cmsConfig({ repo: 'cabinet/site', branch: 'main', siteUrl: 'https://www.example.com', siteName: 'Sunu RH Conseil' });
const pageEntries = pagesCollection().files;
const folders = folderCollections();
const entry = (name: string) => pageEntries.find((file) => file.name === name)!;
const folder = (name: string) => folders.find((collection) => collection.name === name)!;

/** The field at a dotted path of a list of fields. */
function fieldAt(fields: CmsField[], path: string): CmsField {
  const [head, ...rest] = path.split('.');
  const found = fields.find((field) => field.name === head);
  if (!found) throw new Error(`no field ${head}`);
  return rest.length ? fieldAt((found.fields as CmsField[]) ?? [found.field as CmsField], rest.join('.')) : found;
}

function everyField(fields: CmsField[]): CmsField[] {
  return fields.flatMap((field) => [field, ...everyField((field.fields as CmsField[]) ?? (field.field ? [field.field as CmsField] : []))]);
}

describe('the editor’s configuration, generated from the schema', () => {
  it('has one entry per page file and one collection per folder, on the real files', () => {
    expect(config.collections).toEqual([pagesCollection(), ...folders]);
    expect(pageEntries.map((file) => file.file)).toEqual(['content/site.yml', 'content/ui.yml', 'content/pages/home.yml', 'content/pages/about.yml', 'content/pages/services.yml', 'content/pages/contact.yml', 'content/pages/offers.yml', 'content/pages/articles.yml', 'content/pages/legal.yml', 'content/replies.yml', 'content/paie.yml', 'content/simulateur.yml', 'content/envois.yml', 'content/hors-ligne.yml']);
    for (const file of pageEntries) expect(existsSync(join(contentDir, '..', file.file)), file.file).toBe(true);
    expect(folders.map((collection) => collection.folder)).toEqual(['content/services', 'content/team', 'content/testimonials', 'content/values', 'content/sectors', 'content/steps', 'content/offers', 'content/categories', 'content/articles']);
    for (const collection of folders) expect(readdirSync(join(contentDir, '..', collection.folder)).length, collection.folder).toBeGreaterThan(0);
  });

  it('labels every field in French, with a hint', () => {
    const fields = [...pageEntries.flatMap((file) => everyField(file.fields)), ...folders.flatMap((collection) => everyField(collection.fields))];
    expect(fields.length).toBeGreaterThan(150);
    for (const field of fields) {
      expect(field.label, field.name).toMatch(/\p{L}/u);
      expect(field.hint, `${field.name} (${field.label})`).toMatch(/\p{L}{3}/u);
    }
  });

  it('asks for what the build checks: required fields, lengths, list sizes, allowed values', () => {
    const home = entry('home').fields;
    expect(fieldAt(home, 'hero.title')).toMatchObject({ label: 'Titre principal', widget: 'string', required: true, maxlength: 100 });
    expect(fieldAt(home, 'hero.lead')).toMatchObject({ widget: 'text', required: true });
    expect(fieldAt(home, 'seo.description')).toMatchObject({ minlength: 50, maxlength: 160 });
    expect(fieldAt(home, 'claims')).toMatchObject({ widget: 'list', min: 3, max: 3 });
    expect(fieldAt(home, 'claims.prefix')).toMatchObject({ required: false });
    expect(fieldAt(home, 'testimonials')).toMatchObject({ widget: 'relation', collection: 'testimonials', multiple: true, min: 3, max: 3 });
    expect(fieldAt(home, 'teasers.service').options).toEqual([
      { label: 'Intérim', value: 'interim' },
      { label: 'Recrutement', value: 'recrutement' },
      { label: 'Gestion de la paie', value: 'paie' },
    ]);
    expect((fieldAt(entry('ui').fields, 'nav.to').options as { value: string }[]).map((option) => option.value)).toEqual([...pagePaths]);
    expect(fieldAt(folder('services').fields, 'features')).toMatchObject({ widget: 'list', min: 4, max: 4, field: { widget: 'string', required: true } });
    expect(fieldAt(entry('about').fields, 'story.body')).toMatchObject({ widget: 'markdown', buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'], editor_components: [] });
    // An article's text: subheadings and quotes too, and the photos of the media library (not wrapped in a link).
    expect(fieldAt(folder('articles').fields, 'body')).toMatchObject({ widget: 'markdown', buttons: expect.arrayContaining(['heading-two', 'quote']), editor_components: ['image'], linked_images: false });
    const site = entry('site').fields;
    expect(fieldAt(site, 'email')).toMatchObject({ type: 'email', required: true });
    expect(fieldAt(site, 'phone').pattern).toEqual(['^\\+?\\d[\\d ]{6,18}\\d$', 'Un numéro au format +221 33 000 00 00']);
    // Hours and dates: plain text, checked by the pattern the build checks, hinted in its words.
    expect(fieldAt(site, 'hours.opens')).toMatchObject({ widget: 'string', required: false, pattern: [timePattern.source, 'Une heure comme 9h00, 12h30 ou 12:30'] });
    expect(fieldAt(site, 'hours.closes').hint).toBe('Une heure comme 9h00, 12h30 ou 12:30. Laissez vide si le bureau est fermé ce jour-là.');
    const offer = folder('offers').fields;
    for (const name of ['datePosted', 'deadline']) {
      expect(fieldAt(offer, name)).toMatchObject({ widget: 'string', pattern: [datePattern.source, 'Une date au format JJ/MM/AAAA, par exemple 15/12/2026'] });
      expect(fieldAt(offer, name).hint).toMatch(/^Une date au format JJ\/MM\/AAAA, par exemple 15\/12\/2026\. /);
    }
    // A setting is a switch, off until switched on (the Worker's e-mail and the privacy page follow it).
    expect(fieldAt(entry('legal').fields, 'attachCv')).toEqual({
      name: 'attachCv',
      label: 'Joindre le CV à l’e-mail du cabinet',
      hint: expect.stringContaining('cette copie reste dans votre messagerie quand la candidature est supprimée'),
      widget: 'boolean',
      default: false,
      required: false,
    });
    // A social link shipped as a guess is marked so; staff untick it once they have checked it.
    expect(fieldAt(site, 'socials.example')).toMatchObject({ label: 'Adresse à vérifier (exemple)', widget: 'boolean', default: false, required: false });
    expect(fieldAt(entry('legal').fields, 'notice.updated')).toMatchObject({ widget: 'string', pattern: [datePattern.source, 'Une date au format JJ/MM/AAAA, par exemple 15/12/2026'] });
    // No date picker: it would show the day in the browser's language's order, under « UTC ».
    expect(JSON.stringify(config)).not.toMatch(/datetime|picker_utc|input_timezone/);
    expect(fieldAt(site, 'hours.dayOfWeek')).toMatchObject({ widget: 'select', multiple: true, min: 1, max: 7 });
    expect(fieldAt(site, 'geo.latitude')).toMatchObject({ widget: 'nombre', value_type: 'float', min: 12, max: 17 });
    expect(fieldAt(folder('steps').fields, 'number')).toMatchObject({ widget: 'nombre', value_type: 'int', min: 1, max: 4 });
  });

  it('gives the reply templates a body of several lines, whom each answers by its French name, and the blanks in their hints', () => {
    const replies = entry('replies');
    expect(replies.label).toBe('Modèles de réponse');
    expect(fieldAt(replies.fields, 'templates')).toMatchObject({ widget: 'list', min: 1, max: 20, label_singular: 'un modèle', label_plural: 'modèles' });
    expect(fieldAt(replies.fields, 'templates.subject')).toMatchObject({ widget: 'string', required: true, maxlength: 150 });
    expect(fieldAt(replies.fields, 'templates.body')).toMatchObject({ label: 'Texte de l’email', widget: 'text', required: true, maxlength: 1500 });
    expect(fieldAt(replies.fields, 'templates.body').hint).toMatch(/\{prenom\} : le prénom .*\{nom\} : le nom complet .*\{poste\} et \{reference\}.*\{cabinet\}/);
    expect(fieldAt(replies.fields, 'templates.for').options).toEqual([
      { label: 'Candidatures à une offre', value: 'offer' },
      { label: 'Candidatures spontanées', value: 'spontaneous' },
      { label: 'Toutes les candidatures', value: 'application' },
      { label: 'Messages de clients', value: 'message' },
    ]);
  });

  it('lets the firm edit the payroll parameters, each version with its source and its « vérifié » switch', () => {
    const paie = entry('paie');
    expect(paie.label).toBe('Paie\u00a0: paramètres du simulateur');
    expect(paie.file).toBe('content/paie.yml');
    expect(fieldAt(paie.fields, 'ipresGeneral')).toMatchObject({ label: 'IPRES régime général', widget: 'list', min: 1, max: 30, label_singular: 'une version', label_plural: 'versions' });
    expect(fieldAt(paie.fields, 'ipresGeneral.tauxSalarie')).toMatchObject({ widget: 'nombre', value_type: 'float', min: 0, max: 100, required: true, unit: 'percent' });
    expect(fieldAt(paie.fields, 'ipresGeneral.plafond')).toMatchObject({ widget: 'nombre', value_type: 'int', required: true, unit: 'francs' });
    expect(fieldAt(paie.fields, 'ipresGeneral.du')).toMatchObject({ label: 'Applicable à partir du', widget: 'string', pattern: [datePattern.source, 'Une date au format JJ/MM/AAAA, par exemple 15/12/2026'] });
    expect(fieldAt(paie.fields, 'ipresGeneral.verifie')).toMatchObject({ label: 'Vérifié par le cabinet', widget: 'boolean', default: false });
    expect(fieldAt(paie.fields, 'ipresGeneral.source.url')).toMatchObject({ widget: 'string', required: false });
    expect(fieldAt(paie.fields, 'ipresGeneral.note')).toMatchObject({ widget: 'text', required: false, maxlength: 2000 });
    // The choices of method: each reading in force and the other one among the same labelled readings, each source with the reading it supports.
    expect(fieldAt(paie.fields, 'methode')).toMatchObject({ label: 'Choix de méthode' });
    expect(fieldAt(paie.fields, 'methode.assietteCadres.retenue').options).toEqual([
      { label: 'La tranche du début au plafond', value: 'tranche' },
      { label: 'Tout le salaire jusqu’au plafond', value: 'totalite' },
    ]);
    expect(fieldAt(paie.fields, 'methode.assietteCadres.sources.lecture').options).toEqual(fieldAt(paie.fields, 'methode.assietteCadres.retenue').options);
    expect(fieldAt(paie.fields, 'methode.plafondImpot.autre')).toMatchObject({ label: 'Autre lecture', widget: 'nombre', unit: 'percent' });
    expect(fieldAt(paie.fields, 'methode.plafondCss.verifie')).toMatchObject({ label: 'Vérifié par le cabinet', widget: 'boolean', default: false });
    expect(fieldAt(paie.fields, 'indemniteTransport.plafondExonere')).toMatchObject({ widget: 'nombre', value_type: 'int', unit: 'francs' });
    expect(fieldAt(paie.fields, 'impotRevenu.tranches')).toMatchObject({ widget: 'list', min: 2, max: 15, label_singular: 'une tranche' });
    // Every number of the schema is the editor's French number field (src/admin/NumberField.tsx), never Sveltia's own.
    const all = [...pageEntries.flatMap((file) => everyField(file.fields)), ...folders.flatMap((collection) => everyField(collection.fields))];
    expect(all.filter((field) => field.widget === 'number')).toEqual([]);
    expect(all.filter((field) => field.widget === 'nombre').length).toBeGreaterThan(40);
    expect(fieldAt(paie.fields, 'cssAccidentsTravail.taux')).toMatchObject({ widget: 'list', field: { widget: 'nombre', value_type: 'float' } });
    expect(fieldAt(paie.fields, 'methode.deductionsImpot.retenue').options).toEqual([
      { label: 'L’abattement sur le brut, rien d’autre déduit', value: 'abattementSurBrut' },
      { label: 'Les cotisations du salarié déduites, puis l’abattement sur le reste', value: 'cotisationsPuisAbattement' },
      { label: 'Les cotisations du salarié déduites, et l’abattement sur le brut', value: 'cotisationsEtAbattementSurBrut' },
    ]);
  });

  it('lets staff add and remove testimonials, offers, article categories and articles only: the other collections have the specification’s sizes', () => {
    expect(folders.filter((collection) => collection.create).map((collection) => collection.name)).toEqual(['testimonials', 'offers', 'categories', 'articles']);
    expect(folders.filter((collection) => collection.delete).map((collection) => collection.name)).toEqual(['testimonials', 'offers', 'categories', 'articles']);
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
  });

  it('commits to the repository the host names, signing in with GitHub through the site’s own Worker', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'cabinet/site', branch: 'main' });
    // Sveltia opens <base_url>/<auth_endpoint>?provider=github… in a popup: the Worker's route (worker/editorSignIn.ts).
    expect(config.backend).toMatchObject({ base_url: 'https://www.example.com', auth_endpoint: 'api/auth' });
    expect(cmsConfig({ repo: 'a/b', branch: 'main', siteUrl: 'https://www.sunu-rh.sn/a-propos?x=1', siteName: 'X' }).backend).toMatchObject({ base_url: 'https://www.sunu-rh.sn', auth_endpoint: 'api/auth' });
    // No second worker any more: CMS_AUTH_URL is not read.
    expect(cmsBackend({ CMS_GITHUB_REPO: 'sunu/site-web', CMS_GITHUB_BRANCH: 'prod', CMS_AUTH_URL: 'https://auth.example.workers.dev' })).toEqual({ repo: 'sunu/site-web', branch: 'prod' });
    expect(JSON.stringify(cmsConfig({ ...cmsBackend({ CMS_AUTH_URL: 'https://auth.example.workers.dev' }), siteUrl: 'https://x.sn', siteName: 'X' }))).not.toContain('workers.dev');
  });

  it('names every list’s items, so the editor says « Ajouter une mission » and « 3 missions » (issue 26, item 5)', () => {
    const lists = [...pageEntries.flatMap((file) => everyField(file.fields)), ...folders.flatMap((collection) => everyField(collection.fields))].filter((field) => field.widget === 'list');
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const field of lists) {
      expect(field.label_singular, field.name).toMatch(/^(un|une) \p{Ll}/u);
      expect(field.label_plural, field.name).toMatch(/^\p{Ll}.*[sx]$/u);
    }
    expect(fieldAt(folder('offers').fields, 'missions')).toMatchObject({ label_singular: 'une mission', label_plural: 'missions' });
    expect(fieldAt(folder('offers').fields, 'benefits')).toMatchObject({ label_singular: 'un avantage', label_plural: 'avantages' });
    // One singular, one plural: the editor finds a list's plural by its singular.
    const plurals = new Map<unknown, Set<unknown>>();
    for (const field of lists) plurals.set(field.label_singular, (plurals.get(field.label_singular) ?? new Set()).add(field.label_plural));
    for (const [singular, found] of plurals) expect([...found], String(singular)).toHaveLength(1);
    expect(() => cmsField('x', { type: 'array', label: 'X', hint: 'x', items: { type: 'string', label: 'Y' } }, true)).toThrow('x: a list without the words for its items in the schema');
  });

  it('asks for a minimum length only with a maximum above it, so the counter reads « 0 / 500 (minimum 50) »', () => {
    const fields = [...pageEntries.flatMap((file) => everyField(file.fields)), ...folders.flatMap((collection) => everyField(collection.fields))];
    const withMinimum = fields.filter((field) => field.minlength !== undefined);
    expect(withMinimum.map((field) => field.name)).toEqual(expect.arrayContaining(['description', 'summary']));
    for (const field of withMinimum) {
      expect(field.minlength as number, field.name).toBeGreaterThan(1);
      expect(field.maxlength as number, field.name).toBeGreaterThan(field.minlength as number);
    }
    expect(fieldAt(folder('offers').fields, 'summary')).toMatchObject({ minlength: 50, maxlength: 500 });
  });

  it('lists the offers newest first, each with its status today and its deadline (issue 26, item 7)', () => {
    const offers = folder('offers') as ReturnType<typeof folderCollections>[number] & { summary?: string; sortable_fields?: unknown };
    expect(offers.summary).toBe(offerSummary);
    expect(offers.summary).toBe('{{title}} ({{reference}}) · {{datePosted | offer_status}} · {{deadline | offer_deadline}}');
    expect(offers.sortable_fields).toEqual({ fields: ['reference', 'title'], default: { field: 'reference', direction: 'descending' } });
    expect(folders.filter((collection) => 'summary' in collection).map((collection) => collection.name)).toEqual(['offers', 'articles']);
  });

  it('lists the articles newest first by date (or by title), each with its status today and its date (issue « Actualités »)', () => {
    const articles = folder('articles') as ReturnType<typeof folderCollections>[number] & { summary?: string; sortable_fields?: unknown };
    expect(articles.summary).toBe(articleSummary);
    expect(articles.summary).toBe('{{title}} · {{date | article_status}}');
    expect(articles.sortable_fields).toEqual({ fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } });
    // Each tag starts with a field of the collection (Sveltia's configuration check).
    for (const tag of articles.summary!.match(/\{\{[^}]+\}\}/g)!) expect(articles.fields.map((field) => field.name), tag).toContain(tag.slice(2).split(/[\s|}]/)[0]);
    expect(fieldAt(articles.fields, 'date')).toMatchObject({ widget: 'string', pattern: [datePattern.source, 'Une date au format JJ/MM/AAAA, par exemple 15/12/2026'] });
  });

  it('gives the editor the entries a relation field may name: those of the collections some relation names', () => {
    expect(relationTargets().sort()).toEqual(['categories', 'sectors', 'services', 'team', 'testimonials']);
    const known = knownIdsOf({ team: [{ id: 'aissatou-ba' }], categories: [{ id: 'recrutement' }, { id: 'ipm-et-sante' }], offers: [{ id: 'x' }] });
    expect(known).toEqual({ team: ['aissatou-ba'], categories: ['recrutement', 'ipm-et-sante'], services: [], sectors: [], testimonials: [] });
  });

  it('refuses a schema field it cannot edit, or one without a label', () => {
    expect(() => cmsField('x', { type: 'string' }, true)).toThrow('x: a field without a label in the schema');
    expect(() => cmsField('x', { type: 'null', label: 'X' }, true)).toThrow('x: no editor field for the schema type null');
  });
});
