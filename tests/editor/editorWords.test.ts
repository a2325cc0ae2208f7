/**
 * What the editor tells staff (issue 26, items 3 and 4): hints that say how many items a list
 * takes say what its rule checks; the preview names a refused field by its labels and its line,
 * never by a key path or « undefined », and says nothing of a field not filled in yet.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections, singletons as pages } from '../../src/content/registry';
import { labelPath, prepare, staffMessages } from '../../src/content/problemMessages';

type Node = { type?: string; hint?: string; label?: string; minItems?: number; maxItems?: number; properties?: Record<string, Node>; items?: Node; anyOf?: Node[] };

/** Every list of every content file's schema, with where it is. */
function lists(node: Node, where: string, found: { where: string; node: Node }[] = []) {
  if (node.type === 'array') found.push({ where, node });
  for (const [key, child] of Object.entries(node.properties ?? {})) lists(child, `${where}.${key}`, found);
  if (node.items) lists(node.items, `${where}[]`, found);
  for (const option of node.anyOf ?? []) lists(option, where, found);
  return found;
}

const schemas = [...Object.entries(pages), ...Object.entries(collections).map(([name, value]) => [`collection:${name}`, value] as const)].map(([name, { schema }]) => ({
  name,
  json: z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Node,
}));
/** « de deux à douze », « de 1 à 12 », « de un à dix »: a hint that says how many. */
const bounds = /\b[Dd]e (?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) à /;

describe('hints and rules come from one place', () => {
  it('a list’s hint that counts its items says the bounds its rule checks', () => {
    const counted = schemas.flatMap(({ name, json }) => lists(json, name)).filter(({ node }) => node.hint && bounds.test(node.hint) && node.maxItems !== undefined);
    // The offers' three lists, at least, say how many points they take.
    expect(counted.length).toBeGreaterThanOrEqual(3);
    for (const { where, node } of counted) expect(node.hint, where).toMatch(new RegExp(`\\b[Dd]e ${node.minItems ?? 0} à ${node.maxItems}\\b`));
  });

  it('the offer’s missions: « De 1 à 12 missions, une par ligne. », as the rule (one at least) accepts', () => {
    const offer = schemas.find(({ name }) => name === 'collection:offers')!.json;
    expect(offer.properties!.missions!.hint).toBe('De 1 à 12 missions, une par ligne.');
    expect(offer.properties!.missions!.minItems).toBe(1);
  });
});

describe('the preview’s words to staff', () => {
  const site = pages.site.schema as z.ZodType;
  const offer = collections.offers.schema as z.ZodType;
  const problemsOf = (schema: z.ZodType, data: unknown) => {
    const prepared = prepare(data, 'Sunu RH Conseil');
    const result = schema.safeParse(prepared);
    return result.success ? [] : staffMessages(schema, prepared, result.error.issues);
  };

  it('names a field by its labels and its line, never by a key path', () => {
    expect(labelPath(site, ['hours', 2, 'closes'])).toBe('Horaires d’ouverture, 3e ligne, Fermeture');
    expect(labelPath(offer, ['missions', 0])).toBe('Missions, 1re ligne');
    // A label that repeats its group's is not said twice.
    expect(labelPath(offer, ['salary', 'max'])).toBe('Salaire (maximum)');
    expect(labelPath(offer, ['salary', 'period'])).toBe('Salaire, Période');
    const data = parse(readFileSync('content/site.yml', 'utf8')) as { hours: { opens?: string; closes?: string }[] };
    data.hours[0]!.closes = '25:00';
    const problems = problemsOf(site, data);
    expect(problems).toEqual([expect.stringMatching(/^Horaires d’ouverture, 1re ligne, Fermeture : « 25:00 »/)]);
    for (const problem of problems) expect(problem).not.toMatch(/hours|\[\d\]|undefined/);
    // An opening typed without its closing: the rule between the two speaks, on the empty one.
    data.hours[0] = { ...data.hours[0], closes: '' };
    expect(problemsOf(site, data)).toEqual([expect.stringMatching(/^Horaires d’ouverture, 1re ligne, Fermeture : l’ouverture et la fermeture vont ensemble/)]);
  });

  it('a blank new offer reports nothing; a field filled in wrongly is reported, and a rule between two filled fields too', () => {
    expect(problemsOf(offer, {})).toEqual([]);
    expect(problemsOf(offer, { title: '', missions: [''], contract: '' })).toEqual([]);
    const typed = { reference: 'srh 12', datePosted: '2026-11-20', missions: ['Tenir la comptabilité.'] };
    expect(problemsOf(offer, typed)).toEqual(['Référence : « srh 12 » n’est pas une référence en majuscules, chiffres et tirets, par exemple SRH-2026-014']);
    // A complete offer whose deadline comes before its publication: the rule between the two.
    const complete = parse(readFileSync('content/offers/comptable-senior-srh-2026-031.yml', 'utf8')) as Record<string, unknown>;
    const problems = problemsOf(offer, { ...complete, deadline: '2026-11-01' });
    expect(problems).toEqual(['Date limite de candidature : la date limite ne peut pas précéder la date de publication']);
  });
});
