/**
 * Words the editor computes as staff use it, which Sveltia CMS's configuration cannot say:
 * our build has Sveltia's code call these (src/admin/sveltiaBuild.ts, `sveltiaEditorWords`).
 *
 * - A list's count: « 1 mission », « 3 missions », « aucune mission » (Sveltia writes
 *   « {count} {label} », or the singular with its article, « 1 une mission »).
 * - A character counter: « 0 / 500 (minimum 50) » (Sveltia writes « 50 / 0 / 500 »).
 * - An offer's status on the day the editor is open, and its deadline, in the offers' list:
 *   `{{datePosted | offer_status}}`, `{{deadline | offer_deadline}}` in its summary (cmsConfig.ts). A
 *   summary template has no comparison with today, so the editor computes them here.
 * - An article's status on the day the editor is open, with its date, in the articles' list:
 *   `{{date | article_status}}` (« En ligne depuis le 20/11/2026 », « Programmé le … », « Brouillon … »).
 * - A list sorted by a date written « 20/11/2026 »: by that day, not by the day of the month.
 */
import { isPublished } from '../articles/articles';
import { writeWithUnit, type NumberUnit } from '../lib/frenchNumber';
import { dakarToday, isOpen } from '../offers/offers';

type ConfigNode = { [key: string]: unknown };

/** Each list's plural, by its singular (« une mission » → « missions »). */
const plurals = new Map<string, string>();
/** The lists whose new item starts as a copy of the last one (`carry_over`, ours), by their field's name. */
const carryingOver = new Set<string>();

/**
 * The configuration Sveltia is given: each list's `label_plural` and `carry_over` (ours, which
 * Sveltia would warn about) are taken out and remembered, for the counts and for new items.
 */
export function takeListWords<Config>(config: Config): Config {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const { label_plural: plural, carry_over: carryOver, ...rest } = node as ConfigNode;
    if (typeof plural === 'string' && typeof rest.label_singular === 'string') plurals.set(rest.label_singular, plural);
    if (carryOver === true && typeof rest.name === 'string') carryingOver.add(rest.name);
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, walk(value)]));
  };
  return walk(config) as Config;
}

/** « une mission » → « mission ». */
const withoutArticle = (words: string) => words.replace(/^(une?|la|le|les|des) /, '').replace(/^l’/, '');

/** A list's count, as its header shows it: « 1 mission », « 3 missions », « aucune mission ». */
export function listCount(count: number, field: { label_singular?: string; label?: string; name?: string }): string {
  const one = field.label_singular;
  const many = one ? plurals.get(one) : undefined;
  if (!one || !many) return `${count} ${field.label ?? field.name ?? ''}`;
  if (count === 0) return `${one.startsWith('une ') ? 'aucune' : 'aucun'} ${withoutArticle(one)}`;
  return count === 1 ? `1 ${withoutArticle(one)}` : `${count} ${many}`;
}

/** What follows the count of characters typed: « / 500 », and « (minimum 50) » while it is short of it. */
export function counterEnd(min: number | undefined, count: number, max: number | undefined): string {
  const limit = max !== undefined ? ` / ${max}` : '';
  return min !== undefined && count < min ? `${limit} (minimum ${min})` : limit;
}

/** « 2026-12-15 » or « 15/12/2026 » (or a date the YAML parser made) → « 2026-12-15 ». */
export function dayOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return french ? `${french[3]}-${french[2]}-${french[1]}` : undefined;
}

/** « 2026-12-15 » → « 15/12/2026 ». */
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** « En ligne », « À venir » or « Close » on `today`, as the site decides it (offers.ts). */
export function offerStatus(offer: { datePosted?: unknown; deadline?: unknown }, today: string = dakarToday()): string {
  const datePosted = dayOf(offer.datePosted);
  if (!datePosted) return 'Date de publication à remplir';
  const deadline = dayOf(offer.deadline);
  if (datePosted > today) return 'À venir';
  return isOpen({ datePosted, deadline }, today) ? 'En ligne' : 'Close';
}

/** « jusqu’au 15/12/2026 », or « sans date limite ». */
export function offerDeadline(offer: { deadline?: unknown }): string {
  const deadline = dayOf(offer.deadline);
  if (deadline) return `jusqu’au ${shown(deadline)}`;
  return typeof offer.deadline === 'string' && offer.deadline.trim() ? `jusqu’au ${offer.deadline.trim()}` : 'sans date limite';
}

/**
 * « En ligne depuis le 20/11/2026 », « Programmé le 04/12/2026 » or « Brouillon, daté du 20/11/2026 »
 * on `today`, by the site's own rule (articles.ts `isPublished`): a draft is built nowhere, whatever
 * its date; an article dated after the build's day waits for it.
 */
export function articleStatus(article: { date?: unknown; draft?: unknown }, today: string = dakarToday()): string {
  const date = dayOf(article.date);
  if (!date) return 'Date de publication à remplir';
  const draft = article.draft === true;
  if (draft) return `Brouillon, daté du ${shown(date)}`;
  return isPublished({ date, draft }, today) ? `En ligne depuis le ${shown(date)}` : `Programmé le ${shown(date)}`;
}

/**
 * The value of a summary's tag ending with one of our transformations, `{{datePosted | offer_status}}`,
 * `{{deadline | offer_deadline}}` or `{{date | article_status}}`, from the entry's fields; otherwise
 * undefined (Sveltia's own).
 */
export function summaryTag(tag: string, content: Record<string, unknown>): string | undefined {
  const ours = /\|\s*(offer_status|offer_deadline|article_status)\s*$/.exec(tag)?.[1];
  if (ours === 'offer_status') return offerStatus(content);
  if (ours === 'offer_deadline') return offerDeadline(content);
  if (ours === 'article_status') return articleStatus(content);
  return undefined;
}

/**
 * What a list sorts a text field's value by: a day (« 20/11/2026 ») as « 2026-11-20 », so that the
 * articles' list, newest first by date, does not put the 10th of December before the 20th of
 * November; any other text as it is.
 */
export const sortText = (value: unknown): string => dayOf(value) ?? String(value);

/**
 * A new item of a list whose items carry over (a payroll parameter's versions, cmsConfig.ts
 * `carry_over`): a copy of the last one, its texts and source kept, its day (« du ») empty and its
 * « vérifié » off, since neither can be true of a new version. Any other list: Sveltia's own
 * `blank` item. Sveltia's own keys (« __sc_… ») are not copied: they name the item copied.
 */
export function newListItem(field: { name?: string }, items: unknown[], blank: unknown): unknown {
  const last = items.at(-1);
  if (!field.name || !carryingOver.has(field.name) || !last || typeof last !== 'object') return blank;
  const copy = Object.fromEntries(Object.entries(structuredClone(last) as Record<string, unknown>).filter(([key]) => !key.startsWith('__sc_')));
  return { ...copy, du: '', verifie: false };
}

/** How a number of a list item's summary is written: `{{fields.taux | pourcent}}` → « 8,4 % ». */
const numberTags: Record<string, NumberUnit | undefined> = { nombre: undefined, pourcent: 'percent', francs: 'francs' };

/**
 * The value of a list summary's tag ending with one of our transformations (`nombre`, `pourcent`,
 * `francs`): the item's number written the French way, from the entry's flattened values
 * (`itemPath`: « ipresGeneral.0 »); otherwise undefined (Sveltia's own).
 */
export function listSummaryTag(tag: string, values: Record<string, unknown>, itemPath: string): string | undefined {
  const [, field, kind] = /^fields\.([\w.]+)\s*\|\s*(nombre|pourcent|francs)\s*$/.exec(tag.trim()) ?? [];
  if (!field || kind === undefined) return undefined;
  const value = values[`${itemPath}.${field}`];
  return typeof value === 'number' ? writeWithUnit(value, numberTags[kind]) : '…';
}

/**
 * The switch of an optional group (an offer's « Salaire ») and the button that adds an entry from a
 * relation (an article's « Catégorie »): Sveltia writes « Ajouter Salaire »; ours names the field
 * as its label does, « Ajouter « Salaire » ».
 */
export const addOptional = (label: string) => `Ajouter «\u00a0${label}\u00a0»`;
