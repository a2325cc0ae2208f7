// @vitest-environment node
// The catalogue of content problems (src/content/problems.ts): every message is used by a schema
// or the loader, by its code; and a custom issue's code becomes its French message.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessages } from '../../src/content/problemMessages';
import { customMessage, issue, problems, refinement, say } from '../../src/content/problems';

const folders = ['../../src/content/', '../../src/admin/'].map((folder) => fileURLToPath(new URL(folder, import.meta.url)));
const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : /\.ts$/.test(name) && !name.endsWith('.d.ts') && name !== 'problems.ts' ? [readFileSync(path, 'utf8')] : [];
  });

describe('the catalogue of content problems', () => {
  it('has no message that no schema, the loader nor the editor’s check uses', () => {
    const code = folders.flatMap(sources).join('\n');
    const unused = Object.keys(problems).filter((name) => !code.includes(`'${name}'`));
    expect(unused).toEqual([]);
  });

  it('says a custom issue in French, with what its check knew', () => {
    const schema = z
      .object({ opens: z.string(), closes: z.string() })
      .superRefine((slot, context) => {
        if (slot.opens > slot.closes) context.addIssue(issue('hoursOrder', { path: ['closes'] }));
        context.addIssue(issue('missingBlank', { path: ['opens'] }, { blank: 'titre' }));
      })
      .refine(() => false, refinement('trailingSlash', ['opens']));
    const data = { opens: '18:00', closes: '09:00' };
    const result = schema.safeParse(data);
    expect(issueMessages(schema, data, result.error!.issues).map(({ message }) => message)).toEqual([
      '« closes » la fermeture doit venir après l’ouverture',
      '« opens » doit contenir « {titre} », que le site remplace',
      '« opens » ne doit pas finir par « / »',
    ]);
  });

  it('gives the loader the same words, and leaves an unknown code as it is', () => {
    expect(say('entryCount', 3, { count: 4, found: 3 })).toBe('le dossier doit contenir 4 fiches, il en contient 3');
    expect(customMessage('no-such-code', 'x')).toBe('no-such-code');
  });
});

describe('a number’s problems, in French', () => {
  const salary = z.object({ min: z.number().int().min(1000).max(1_000_000_000) });
  const said = (value: unknown) => issueMessages(salary, { min: value }, salary.safeParse({ min: value }).error!.issues).map((problem) => problem.message);

  it('writes its bounds with a thousands space: « au moins 1 000 »', () => {
    expect(said(500)).toEqual(['« min » doit être au moins 1\u202f000']);
    expect(said(2_000_000_000)).toEqual(['« min » doit être au plus 1\u202f000\u202f000\u202f000']);
  });

  it('says how the file writes a number typed the French way, and that a text is not one', () => {
    expect(said('six')).toEqual(['« min » doit être un nombre, pas un texte']);
    expect(said('450 000')).toEqual(['« min » « 450 000 » est un texte : dans le fichier, un nombre s’écrit sans espace, avec un point, 450000']);
  });
});
