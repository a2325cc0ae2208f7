// @vitest-environment node
/**
 * Our build's changes to Sveltia CMS's code (src/admin/sveltiaBuild.ts), on the pinned package's
 * own files: each applies, and each stops the build when the code it expects has moved.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import frenchCompletion from '../../src/admin/sveltiaFrenchCompletion.json';
import frenchOverrides from '../../src/admin/sveltiaFrenchOverrides.json';
import { sveltiaEditorWords, sveltiaFrenchMessages, sveltiaListMessage, sveltiaSelfHostedFonts, withMessages } from '../../src/admin/sveltiaBuild';

const sveltia = 'node_modules/@sveltia/cms/npm/index.js';
const code = readFileSync(sveltia, 'utf8');
const locale = (name: string) => JSON.parse(readFileSync(`node_modules/@sveltia/cms/locales/${name}.json`, 'utf8'));

/** Runs a plugin's transform as the build does, with its error() throwing. */
function transform(plugin: Plugin, source: string, id: string): string {
  const hook = plugin.transform as { filter: { id: RegExp }; handler: (this: unknown, code: string, id: string) => { code: string } };
  expect(hook.filter.id.test(id), `${plugin.name} applies to ${id}`).toBe(true);
  const context = { error: (message: string) => { throw new Error(message); } };
  return hook.handler.call(context, source, id).code;
}

type Messages = { [key: string]: string | Messages };
const keys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('our build’s changes to Sveltia CMS', () => {
  it('drops the fonts it would fetch from a CDN, and only those', () => {
    const out = transform(sveltiaSelfHostedFonts(), code, `/x/${sveltia}`);
    expect(code).toContain('cdn.jsdelivr.net/fontsource');
    expect(out).not.toContain('cdn.jsdelivr.net');
    expect(code.length - out.length).toBeLessThan(2_000);
    expect(() => transform(sveltiaSelfHostedFonts(), code.replaceAll('cdn.jsdelivr.net/fontsource', 'fonts.example'), `/x/${sveltia}`)).toThrow(/sveltia-self-hosted-fonts: expected 3 CDN @font-face rules, found 0/);
  });

  it('formats a one-field list’s size message with the list’s own limits', () => {
    const out = transform(sveltiaListMessage(), code, `/x/${sveltia}`);
    expect(out).not.toBe(code);
    expect(out).toContain('fieldConfig:LL({...l,keyPath:');
    expect(() => transform(sveltiaListMessage(), out, `/x/${sveltia}`)).toThrow(/the list message code was not found once/);
  });

  it('completes its French translation: every message of its English one is in French', () => {
    const english = locale('en-US');
    const french = JSON.parse(transform(sveltiaFrenchMessages(), readFileSync('node_modules/@sveltia/cms/locales/fr.json', 'utf8'), '/x/node_modules/@sveltia/cms/locales/fr.json'));
    const missing = keys(english).filter((key) => !keys(french).includes(key));
    expect(missing).toEqual([]);
    expect(keys(french as Messages)).toEqual(expect.arrayContaining(keys(frenchCompletion as Messages)));
    // Ours only fills gaps: Sveltia's own French wins where it has one.
    for (const key of keys(frenchCompletion as Messages)) expect(keys(locale('fr')), key).not.toContain(key);
  });

  it('has the editor’s own words computed by editorHooks.ts: a list’s count, a character counter, a summary’s tags, a sort by a date', () => {
    const out = transform(sveltiaEditorWords(), code, `/x/${sveltia}`);
    expect(out).toMatch(/^import \* as __editorHooks from ".*[\\/]src[\\/]admin[\\/]editorHooks\.ts";\n/);
    for (const call of ['__editorHooks.listCount(R(he).length,t.fieldConfig)', '__editorHooks.counterEnd(R(n),R(a),R(r))', 'd=fhe(s,i)??__editorHooks.summaryTag(e,n)', 'a=n?__editorHooks.sortText(n):``']) expect(out).toContain(call);
    // A text field's sort key was its text: « 10/12/2026 » before « 20/11/2026 ».
    expect(out).not.toContain('a=n?String(n):``;return o?GRe(a):a');
    // Sveltia's « 1 une mission » and « 50 / 0 / 500 » are gone.
    expect(out).not.toContain('R(he).length===1?R(y)');
    expect(out).not.toContain('W(i,e=>{R(o)&&e(l)})');
    expect(() => transform(sveltiaEditorWords(), out.replace(/^import[^\n]*\n/, ''), `/x/${sveltia}`)).toThrow(/sveltia-editor-words: the code of the list count was not found once/);
  });

  it('says in plain French which folder to choose on the sign-in page, in place of Sveltia’s « répertoire racine du dépôt »', () => {
    const french = JSON.parse(transform(sveltiaFrenchMessages(), readFileSync('node_modules/@sveltia/cms/locales/fr.json', 'utf8'), '/x/node_modules/@sveltia/cms/locales/fr.json'));
    expect(locale('fr').work_with_local_repo_description).toContain('répertoire racine du dépôt');
    expect(french.work_with_local_repo_description).toBe('Quand l’ordinateur vous le demande, choisissez le dossier du site sur cet ordinateur\u00a0: celui qui contient le dossier «\u00a0content\u00a0».');
    // Each of our replacements replaces a message Sveltia has, and wins.
    const leaves = (node: object, path: string[] = []): [string[], string][] =>
      Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [[[...path, key], value] as [string[], string]] : leaves(value as object, [...path, key])));
    for (const [path, value] of leaves(frenchOverrides)) {
      expect(locale('fr'), path.join('.')).toHaveProperty(path);
      expect(french).toHaveProperty(path, value);
      expect(locale('fr')).not.toHaveProperty(path, value);
      expect(value).not.toMatch(/'|répertoire|dépôt|plus tard/);
    }
    // An article's photo (its image component): the description the site requires, the caption it shows.
    expect([locale('fr').editor_components.alt, locale('fr').editor_components.title]).toEqual(['Texte alternatif', 'Titre']);
    expect(french.editor_components).toMatchObject({ alt: 'Description (obligatoire)', title: 'Légende (facultative)' });
    // A refusal before saving (src/admin/saveCheck.ts) does not tell staff to try again later.
    expect(locale('fr').saving_entry.error.description).toMatch(/Veuillez réessayer plus tard/);
    expect(french.saving_entry.error).toEqual({ title: 'Erreur', description: 'Rien n’a été enregistré.' });
  });

  it('merges messages group by group, keeping what is there', () => {
    expect(withMessages({ a: 'A', g: { x: 'X' } }, { a: 'autre', b: 'B', g: { y: 'Y' } })).toEqual({ a: 'A', b: 'B', g: { x: 'X', y: 'Y' } });
  });
});
