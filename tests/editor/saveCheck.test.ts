/**
 * What the editor refuses to save (issue 26, item 1): every rule the build enforces, the rules
 * between fields and between files included, each in staff's words; and what it lets through.
 * The same files read by the build's loader give the same verdict.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { refusal, saveProblems, SaveRefused } from '../../src/admin/saveCheck';
import { siblingsOf, uniqueFields } from '../../src/content/cmsConfig';
import { contentDir, loadContent } from '../../src/content/load';

const content = loadContent();
const siblings = siblingsOf(content.collections);
const firm = content.pages.site.name;
const offerPath = 'content/offers/comptable-senior-srh-2026-031.yml';
const offer = parse(readFileSync(join(contentDir, 'offers/comptable-senior-srh-2026-031.yml'), 'utf8')) as Record<string, unknown>;
const saving = (data: unknown, path = offerPath, collection = 'offers') => saveProblems({ collection, path, slug: path.split('/').at(-1)!.replace('.yml', ''), data }, firm, siblings);

/** The build's verdict on `content/` with one file replaced. */
function buildProblems(relative: string, data: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'save-check-'));
  cpSync(contentDir, join(dir, 'content'), { recursive: true });
  writeFileSync(join(dir, relative), stringify(data));
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
    expect(saveProblems({ collection: 'pages', path: 'content/site.yml', slug: 'site', data: parse(readFileSync(join(contentDir, 'site.yml'), 'utf8')) }, firm, siblings)).toEqual([]);
  });

  it('refuses a reply template with a post where there is none, or two of one name, as the build does', () => {
    const replies = parse(readFileSync(join(contentDir, 'replies.yml'), 'utf8')) as { templates: { name: string; subject: string }[] };
    const [first, second, ...rest] = replies.templates;
    const broken = { templates: [first, { ...second, subject: 'Votre candidature au poste de {poste}' }, { ...rest[0], name: first!.name }, ...rest.slice(1)] };
    const save = (data: unknown) => saveProblems({ collection: 'pages', path: 'content/replies.yml', slug: 'replies', data }, firm, siblings);
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
    const problems = saveProblems({ collection: 'team', path: `content/team/${second!.id}.yml`, slug: second!.id, data: { ...parse(readFileSync(join(contentDir, `team/${second!.id}.yml`), 'utf8')), order: first!.order } }, firm, siblings);
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
    expect(saveProblems({ collection: 'pages', path: 'content/site.yml', slug: 'site', data: site }, firm, siblings)).toEqual(['Horaires d’ouverture, 1re ligne, Fermeture : la fermeture doit venir après l’ouverture']);
    expect(saveProblems({ collection: 'elsewhere', path: 'content/other.yml', slug: 'other', data: {} }, firm, siblings)).toEqual([]);
  });

  it('throws what the editor shows: « saving_failed », with the problems as its cause', () => {
    const error = new SaveRefused(['Référence : déjà prise', 'Ville : est obligatoire.']);
    expect(error.message).toBe('saving_failed');
    expect((error.cause as Error).message).toBe('Le site refuserait cette version. Référence : déjà prise. Ville : est obligatoire.');
    expect(refusal(['Un problème'])).toBe('Le site refuserait cette version. Un problème.');
  });
});
