/**
 * What the editor refuses to save (issue 26, item 1; an article, issue « Actualités »): every rule
 * the build enforces, the rules between fields and between files included, each in staff's words;
 * and what it lets through. The same files read by the build's loader give the same verdict.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { refusal, saveProblems, SaveRefused, slugOf, withSaved, withSavedSourcing } from '../../src/admin/saveCheck';
import { knownIdsOf, siblingsOf, sourcingOf, uniqueFields } from '../../src/content/editorData';
import { contentDir, loadContent } from '../../src/content/load';
import { articleValuesToFill } from '../../src/content/toFillReport';

const content = loadContent();
const siblings = siblingsOf(content.collections);
const known = knownIdsOf(content.collections);
const sourcing = sourcingOf(content.collections);
const firm = content.pages.site.name;
const offerPath = 'content/offers/comptable-senior-srh-2026-031.yml';
const offer = parse(readFileSync(join(contentDir, 'offers/comptable-senior-srh-2026-031.yml'), 'utf8')) as Record<string, unknown>;
const saving = (data: unknown, path = offerPath, collection = 'offers') => saveProblems({ collection, path, slug: path.split('/').at(-1)!.replace('.yml', ''), data }, firm, siblings, known, sourcing);

/** An article's file as the editor hands it over: its front matter's fields, and its text as `body`. */
function articleData(relative: string): Record<string, unknown> {
  const [, fields, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(contentDir, relative), 'utf8'))!;
  return { ...(parse(fields!) as object), body };
}
const articlePath = 'content/articles/ipm-ce-que-l-employeur-doit-savoir.md';
const article = articleData('articles/ipm-ce-que-l-employeur-doit-savoir.md');
const savingArticle = (data: unknown, path = articlePath, knownIds = known) => saveProblems({ collection: 'articles', path, slug: slugOf(path), data }, firm, siblings, knownIds, sourcing);

/** A file's text as the build reads it: YAML, or for an article its fields between « --- » lines, then its text. */
function fileText(relative: string, data: unknown): string {
  if (!relative.endsWith('.md')) return stringify(data);
  const { body, ...fields } = data as { body: string };
  return `---\n${stringify(fields)}---\n${body}`;
}

/** The build's verdict on `content/` with one file replaced. */
function buildProblems(relative: string, data: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'save-check-'));
  cpSync(contentDir, join(dir, 'content'), { recursive: true });
  writeFileSync(join(dir, relative), fileText(relative, data));
  try {
    loadContent({ dir: join(dir, 'content'), base: dir });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the editor’s check before saving', () => {
  it('lets the firm’s files through as they are', () => {
    expect(saving(offer)).toEqual([]);
    for (const [name, spec] of Object.entries(content.collections)) {
      for (const entry of spec as { id: string }[]) expect(siblings[name as keyof typeof siblings]?.[entry.id] ?? 'no unique field', `${name}/${entry.id}`).toBeDefined();
    }
    expect(saveProblems({ collection: 'pages', path: 'content/site.yml', slug: 'site', data: parse(readFileSync(join(contentDir, 'site.yml'), 'utf8')) }, firm, siblings, known, sourcing)).toEqual([]);
  });

  it('refuses a reply template with a post where there is none, or two of one name, as the build does', () => {
    const replies = parse(readFileSync(join(contentDir, 'replies.yml'), 'utf8')) as { templates: { name: string; subject: string }[] };
    const [first, second, ...rest] = replies.templates;
    const broken = { templates: [first, { ...second, subject: 'Votre candidature au poste de {poste}' }, { ...rest[0], name: first!.name }, ...rest.slice(1)] };
    const save = (data: unknown) => saveProblems({ collection: 'pages', path: 'content/replies.yml', slug: 'replies', data }, firm, siblings, known, sourcing);
    expect(save(replies)).toEqual([]);
    expect(save(broken)).toEqual([
      'Modèles, 2e ligne, Objet de l’email : contient « {poste} », qui n’existe pas pour une candidature spontanée ; permis ici : {prenom}, {nom}',
      'Modèles, 3e ligne, Nom du modèle : « Accusé de réception » est déjà le nom d’un autre modèle ; chaque modèle a le sien',
    ]);
    expect(buildProblems('content/replies.yml', broken)).toContain('qui n’existe pas pour une candidature spontanée');
  });

  it('refuses a deadline before the publication, as the build does', () => {
    const broken = { ...offer, deadline: '2026-11-01' };
    expect(saving(broken)).toEqual(['Date limite de candidature : la date limite ne peut pas précéder la date de publication']);
    expect(buildProblems('content/offers/comptable-senior-srh-2026-031.yml', broken)).toContain('la date limite ne peut pas précéder la date de publication');
  });

  it('refuses a salary whose maximum is under its minimum', () => {
    const broken = { ...offer, salary: { min: 650000, max: 600000, period: 'mois' } };
    expect(saving(broken)).toEqual(['Salaire (maximum) : le maximum doit être au moins égal au minimum']);
    expect(buildProblems('content/offers/comptable-senior-srh-2026-031.yml', broken)).toContain('le maximum doit être au moins égal au minimum');
  });

  it('refuses a reference another offer has, and not the offer’s own', () => {
    expect(saving({ ...offer, reference: 'SRH-2026-034' })).toEqual(['Référence : « SRH-2026-034 » est déjà la référence de l’offre « chef-de-chantier-srh-2026-034 » ; chacune doit avoir la sienne']);
    expect(buildProblems('content/offers/comptable-senior-srh-2026-031.yml', { ...offer, reference: 'SRH-2026-034' })).toContain('est déjà la référence de l’offre');
    // A new offer (no file yet) with a reference of its own is fine; with one taken, it is not.
    expect(saving({ ...offer, reference: 'SRH-2026-099' }, 'content/offers/nouvelle-offre-srh-2026-099.yml')).toEqual([]);
    expect(saving(offer, 'content/offers/copie-srh-2026-031.yml')).toHaveLength(1);
  });

  it('refuses a position another entry of the collection has', () => {
    const [first, second] = content.collections.team;
    const problems = saveProblems({ collection: 'team', path: `content/team/${second!.id}.yml`, slug: second!.id, data: { ...parse(readFileSync(join(contentDir, `team/${second!.id}.yml`), 'utf8')), order: first!.order } }, firm, siblings, known, sourcing);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`est déjà pris par la fiche « ${first!.id} »`);
    expect(uniqueFields).toMatchObject({ team: 'order', values: 'order', sectors: 'order', steps: 'number', offers: 'reference' });
  });

  it('refuses every problem at once, named by the field’s labels and line, never by a key path', () => {
    const broken = { ...offer, missions: ['Tenir la comptabilité', 'x'.repeat(300)], deadline: '2026-11-01', city: '' };
    const problems = saving(broken);
    // The rules between fields come once the fields themselves are right (zod, as in the build).
    expect(problems).toEqual(['Ville : est obligatoire (un texte attendu)', 'Missions, 2e ligne : est trop long : 220 caractères au plus, il en a 300']);
    for (const problem of problems) expect(problem).not.toMatch(/undefined|missions\[|\.closes|« city »/);
  });

  it('checks the page files with their own schema, and leaves a file the site does not read alone', () => {
    const site = parse(readFileSync(join(contentDir, 'site.yml'), 'utf8')) as { hours: { opens?: string; closes?: string }[] };
    site.hours[0] = { ...site.hours[0], opens: '18:00', closes: '09:00' };
    expect(saveProblems({ collection: 'pages', path: 'content/site.yml', slug: 'site', data: site }, firm, siblings, known, sourcing)).toEqual(['Horaires d’ouverture, 1re ligne, Fermeture : la fermeture doit venir après l’ouverture']);
    expect(saveProblems({ collection: 'elsewhere', path: 'content/other.yml', slug: 'other', data: {} }, firm, siblings, known, sourcing)).toEqual([]);
  });

  it('lets the firm’s articles through, « À compléter » and all: the build only warns of it', () => {
    for (const name of content.collections.articles.map((entry) => entry.id)) {
      const path = `content/articles/${name}.md`;
      expect(savingArticle(articleData(`articles/${name}.md`), path), name).toEqual([]);
    }
    const trialPath = 'content/articles/periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail.md';
    const trial = articleData('articles/periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail.md');
    expect(trial.body).toContain('**À compléter (conditions de renouvellement et texte qui les fixe)**');
    expect(articleValuesToFill(content)).toContain(`${trialPath} : « body » (Texte de l’article)`);
    expect(savingArticle(trial, trialPath)).toEqual([]);
    expect(buildProblems('content/articles/ipm-ce-que-l-employeur-doit-savoir.md', article)).toBe('');
    // A draft, one still to come, a new one: the same rules.
    expect(savingArticle({ ...article, draft: true, date: '01/01/2027', updated: '' })).toEqual([]);
    expect(savingArticle({ ...article, title: 'Un nouvel article' }, 'content/articles/un-nouvel-article.md')).toEqual([]);
  });

  it('refuses HTML, a « javascript: » link or code in an article’s text, naming « Texte de l’article », as the build does', () => {
    const withText = (start: string) => ({ ...article, body: `${start}\n\n${article.body as string}` });
    expect(savingArticle(withText('<script>alert(1)</script>'))).toEqual(['Texte de l’article : le HTML n’est pas autorisé : écrivez le texte tel quel']);
    expect(buildProblems('content/articles/ipm-ce-que-l-employeur-doit-savoir.md', withText('<script>alert(1)</script>'))).toContain('« body » (Texte de l’article) le HTML n’est pas autorisé');
    const link = savingArticle(withText('Voir [la loi](javascript:alert(1)).'));
    expect(link).toHaveLength(1);
    expect(link[0]).toMatch(/^Texte de l’article : le lien « javascript:alert\(1\) » n’est pas autorisé/);
    expect(savingArticle(withText('```\nconst x = 1;\n```'))).toEqual(['Texte de l’article : les blocs de code ne sont pas autorisés']);
    expect(buildProblems('content/articles/ipm-ce-que-l-employeur-doit-savoir.md', withText('```\nconst x = 1;\n```'))).toContain('(Texte de l’article) les blocs de code ne sont pas autorisés');
    expect(savingArticle(withText('Tapez `rm -rf` ici.'))).toEqual(['Texte de l’article : le code (`…`) n’est pas autorisé']);
    expect(savingArticle({ ...article, body: '' })).toEqual(['Texte de l’article : est obligatoire (un texte attendu)']);
  });

  it('refuses an article updated before its publication, a day that does not exist, a title too long, a summary too short', () => {
    expect(savingArticle({ ...article, updated: '01/11/2026' })).toEqual(['Mis à jour le : la date de mise à jour ne peut pas précéder la date de publication']);
    expect(buildProblems('content/articles/ipm-ce-que-l-employeur-doit-savoir.md', { ...article, updated: '01/11/2026' })).toContain('la date de mise à jour ne peut pas précéder la date de publication');
    expect(savingArticle({ ...article, updated: '25/11/2026' })).toEqual([]);
    expect(savingArticle({ ...article, date: '31/02/2026', title: 'x'.repeat(111), summary: 'Trop court.' })).toEqual([
      'Titre : est trop long : 110 caractères au plus, il en a 111',
      'Résumé : doit contenir au moins 50 caractères',
      'Date de publication : « 31/02/2026 » n’est pas un jour du calendrier',
    ]);
  });

  it('refuses an author, a category or a service the site does not have, naming the field, as the build does; one saved since is known', () => {
    const broken = { ...article, author: 'moussa-ndiaye', category: 'fiscalite', service: 'formation' };
    expect(savingArticle(broken)).toEqual([
      'Auteur : « moussa-ndiaye » n’est pas dans la rubrique « Équipe » ; choisissez un membre de l’équipe dans la liste',
      'Catégorie : « fiscalite » n’est pas dans la rubrique « Catégories d’articles » ; choisissez une catégorie dans la liste',
      'Service lié : « formation » n’est pas dans la rubrique « Services » ; choisissez un service dans la liste, ou laissez vide pour aucun service',
    ]);
    const built = buildProblems('content/articles/ipm-ce-que-l-employeur-doit-savoir.md', broken);
    for (const words of ['« moussa-ndiaye » n’est pas un membre de l’équipe', '« fiscalite » n’est pas une catégorie', '« formation » n’est pas un service']) expect(built).toContain(words);
    // No related service is allowed; the editor writes the field empty.
    expect(savingArticle({ ...article, service: '' })).toEqual([]);
    // A category saved in the editor since it was built: the next article may name it.
    expect(savingArticle({ ...article, category: 'fiscalite' }, articlePath, withSaved(known, { collection: 'categories', slug: 'fiscalite' }))).toEqual([]);
    expect(withSaved(known, { collection: 'articles', slug: 'un-article' })).toBe(known);
    expect(withSaved(known, { collection: 'categories', slug: 'recrutement' })).toBe(known);
    // The other relations too: an offer's sector, the home page's testimonials (each once).
    expect(saving({ ...offer, sector: 'peche' })).toEqual(['Secteur : « peche » n’est pas dans la rubrique « Secteurs » ; choisissez un secteur dans la liste, ou laissez vide pour « Autre »']);
    const home = parse(readFileSync(join(contentDir, 'pages/home.yml'), 'utf8')) as { testimonials: string[] };
    const twice = { ...home, testimonials: [home.testimonials[0], home.testimonials[1], home.testimonials[0]] };
    expect(saveProblems({ collection: 'pages', path: 'content/pages/home.yml', slug: 'home', data: twice }, firm, siblings, known, sourcing)).toEqual([`Témoignages affichés, 3e ligne : « ${home.testimonials[0]} » est déjà affiché`]);
  });

  it('judges a new article by its file’s name (« .md »), as the build reads it', () => {
    expect(slugOf('content/articles/preparer-un-entretien-d-embauche.md')).toBe('preparer-un-entretien-d-embauche');
    expect(slugOf('content/offers/comptable-senior-srh-2026-031.yml')).toBe('comptable-senior-srh-2026-031');
    // The editor keeps « _ » and « ~ » in a name it makes from a title; the build does not read them.
    expect(savingArticle({ ...article, title: 'Paie_2026' }, 'content/articles/paie_2026.md')).toEqual(['Nom du fichier « paie_2026.md » : le nom du fichier doit être en minuscules, sans accents ni espaces (lettres, chiffres et tirets)']);
    expect(buildProblems('content/articles/paie_2026.md', { ...article, title: 'Paie_2026' })).toContain('content/articles/paie_2026.md : le nom du fichier doit être en minuscules');
  });

  it('refuses an article of a legal category without sources or « Vérifié le », in the build’s words; a draft or another category may go without', () => {
    const { sources: _sources, verified: _verified, ...bare } = article;
    expect(sourcing.legal).toEqual({ 'droit-du-travail': 'Droit du travail', 'paie-et-cotisations': 'Paie et cotisations', 'ipm-et-sante': 'IPM et santé' });
    const refused = [
      'Vérifié le : il faut la date « Vérifié le » : « IPM et santé » est une catégorie juridique, et chacun de ses articles dit à quelle date il a été vérifié (« À jour au … » sous son titre)',
      'Sources : il faut au moins une source : « IPM et santé » est une catégorie juridique, et chacun de ses articles dit sur quels textes il s’appuie (titre, organisme, adresse, date de consultation)',
    ];
    expect(savingArticle(bare)).toEqual(refused);
    // The build says the same of the same file.
    const built = buildProblems('content/articles/ipm-ce-que-l-employeur-doit-savoir.md', bare);
    for (const problem of refused) expect(built).toContain(problem.replace(/^[^:]+ : /, ''));
    // The editor writes an emptied list as [] and an emptied date as '': still missing.
    expect(savingArticle({ ...article, sources: [], verified: '' })).toEqual(refused);
    expect(savingArticle({ ...bare, verified: '27/11/2026' })).toEqual([refused[1]]);
    // A draft waits for its sources; an article of a category that is not legal needs none.
    expect(savingArticle({ ...bare, draft: true })).toEqual([]);
    expect(savingArticle({ ...bare, category: 'recrutement' })).toEqual([]);
    // A category switched to legal since the editor was built (or back) counts for the next save.
    const saved = withSavedSourcing(sourcing, { collection: 'categories', path: 'content/categories/recrutement.yml', slug: 'recrutement', data: { name: 'Recrutement', legal: true, order: 3 } });
    expect(saveProblems({ collection: 'articles', path: articlePath, slug: slugOf(articlePath), data: { ...bare, category: 'recrutement' } }, firm, siblings, known, saved)).toEqual(refused.map((problem) => problem.replace('« IPM et santé »', '« Recrutement »')));
    expect(withSavedSourcing(saved, { collection: 'categories', path: 'content/categories/recrutement.yml', slug: 'recrutement', data: { name: 'Recrutement', order: 3 } }).legal).toEqual(sourcing.legal);
  });

  it('refuses to switch a category to legal while one of its published articles has no sources, naming it; an article given its sources since counts', () => {
    const category = parse(readFileSync(join(contentDir, 'categories/conseils-aux-candidats.yml'), 'utf8')) as Record<string, unknown>;
    const path = 'content/categories/conseils-aux-candidats.yml';
    const saveCategory = (data: unknown, facts = sourcing) => saveProblems({ collection: 'categories', path, slug: 'conseils-aux-candidats', data }, firm, siblings, known, facts);
    expect(saveCategory(category)).toEqual([]);
    expect(saveCategory({ ...category, legal: true })).toEqual([
      'Catégorie juridique : l’article « Préparer un entretien d’embauche\u00a0: la méthode de nos recruteurs » n’a pas encore de sources ou de date « Vérifié le » : ajoutez-les, ou mettez l’article en brouillon, avant de marquer la catégorie comme juridique',
    ]);
    expect(buildProblems('content/categories/conseils-aux-candidats.yml', { ...category, legal: true })).toContain('content/articles/preparer-un-entretien-d-embauche.md : « verified » (Vérifié le) : il faut la date « Vérifié le » : « Conseils aux candidats » est une catégorie juridique');
    // The trial period's article is a draft: « Droit du travail » is legal all the same.
    expect(Object.keys(sourcing.unsourced)).toEqual(['preparer-un-entretien-d-embauche']);
    const interviewPath = 'content/articles/preparer-un-entretien-d-embauche.md';
    const interview = articleData('articles/preparer-un-entretien-d-embauche.md');
    const sourced = withSavedSourcing(sourcing, { collection: 'articles', path: interviewPath, slug: 'preparer-un-entretien-d-embauche', data: { ...interview, verified: '27/11/2026', sources: [{ title: 'Guide', publisher: 'Cabinet' }] } });
    expect(saveCategory({ ...category, legal: true }, sourced)).toEqual([]);
    expect(withSavedSourcing(sourced, { collection: 'articles', path: interviewPath, slug: 'preparer-un-entretien-d-embauche', data: interview }).unsourced).toEqual(sourcing.unsourced);
  });

  it('throws what the editor shows: « saving_failed », with the problems as its cause', () => {
    const error = new SaveRefused(['Référence : déjà prise', 'Ville : est obligatoire.']);
    expect(error.message).toBe('saving_failed');
    // In French typography, as the editor shows it.
    expect((error.cause as Error).message).toBe('Le site refuserait cette version. Référence\u00a0: déjà prise. Ville\u00a0: est obligatoire.');
    expect(refusal(['Un problème'])).toBe('Le site refuserait cette version. Un problème.');
  });
});
