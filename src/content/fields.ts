/**
 * The kinds of field a content file holds, as zod schemas that carry their editor label and hint
 * (`.meta`). Build time only: the loader and the editor's configuration read them; no visitor's
 * JavaScript imports this module (its types are inferred into the app).
 *
 * Staff type plain text; a text field's value comes out with French typography
 * (typography.ts). « {cabinet} » in any text stands for the firm's name (site.yml).
 */
import { z } from 'zod';
import { frenchTypography, phoneTypography } from './typography.ts';
import { dateHint, datePattern, isoDate, timeHint, timeOfDay, timePattern } from './formats.ts';
import { issue, refinement, type ProblemCode } from './problems.ts';
import type { NumberUnit } from '../lib/frenchNumber.ts';

/** What the editor shows for a field: its French label and a short hint. */
export type FieldMeta = {
  label: string;
  hint: string;
  /** The editor's widget, when it is not the one the type implies. */
  widget?: 'text' | 'markdown' | 'article' | 'select' | 'relation' | 'image' | 'hidden';
  /** select: the French label of each allowed value. */
  options?: Record<string, string>;
  /** relation: the collection whose entries may be chosen. */
  collection?: string;
  /** relation: what an empty value means, when it may be empty (« « Autre » »). */
  empty?: string;
  /** The editor's own check of the format, and its French message (the build checks it too). */
  editorPattern?: [string, string];
  /** list: one item, with its article, for « Ajouter une mission » and « 1 mission ». */
  one?: string;
  /** list: several items, for « 3 missions ». */
  many?: string;
  /** number: the unit it is in, which staff may type after it (« 6,5 % », « 432 000 F CFA »). */
  unit?: NumberUnit;
  /** list: what a collapsed item says (Sveltia's template, with our number tags: src/admin/editorHooks.ts). */
  summary?: string;
  /** list: a new item starts as a copy of the last one (src/admin/editorHooks.ts `newListItem`). */
  carryOver?: boolean;
};

/** What a list's items are called in the editor: « une mission », « missions ». */
export type ListWords = { one: string; many: string };

/** Matches anything left between braces, once « {cabinet} » has been replaced. */
const placeholder = /\{[^}]*\}/;

/** Text a visitor reads: one line by default, several with `multiline`. */
export function text(meta: FieldMeta, { min = 1, max = 200, multiline = false }: { min?: number; max?: number; multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !placeholder.test(value), refinement('placeholder'))
    .meta({ ...meta, ...(multiline ? { widget: 'text' } : {}) })
    .transform(frenchTypography);
}

/** The blanks written in a text: « Bonjour {prenom} » → ['prenom']. */
export const blanksIn = (value: string) => [...value.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]!);

/**
 * A sentence with named blanks the site fills in, e.g. « {used} / {max} caractères »: no blank but
 * `blanks`, and each of `required` (by default, all of them); several lines with `multiline`.
 */
export function template(meta: FieldMeta, blanks: readonly string[], { max = 300, required = blanks, multiline = false }: { max?: number; required?: readonly string[]; multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine((value, context) => {
      const found = blanksIn(value);
      for (const blank of required) if (!found.includes(blank)) context.addIssue(issue('missingBlank', {}, { blank }));
      for (const name of found) if (!blanks.includes(name)) context.addIssue(issue('unknownBlank', {}, { blank: name, blanks }));
    })
    .meta({ ...meta, ...(multiline ? { widget: 'text' } : {}) })
    .transform(frenchTypography);
}

/**
 * Text of a fixed format: the build refuses it with the loader's message for `code`; the editor
 * checks the same pattern and says `hint`.
 */
export const formatted = (pattern: RegExp, code: ProblemCode, hint: string, meta: FieldMeta) =>
  z
    .string()
    .trim()
    .refine((value) => pattern.test(value), refinement(code))
    .meta({ ...meta, editorPattern: [pattern.source, hint] });

export const httpsUrl = (meta: FieldMeta) => formatted(/^https:\/\/[^\s/]+\.[^\s]+$/, 'https', 'Une adresse complète qui commence par https://', meta);

export const email = (meta: FieldMeta) => z.email().meta(meta);

/** « +221 33 000 00 00 »: shown with no-break spaces, dialled and written to on WhatsApp as digits. */
export const phone = (meta: FieldMeta) =>
  formatted(/^\+?\d[\d ]{6,18}\d$/, 'phone', 'Un numéro au format +221 33 000 00 00', meta).transform((display) => {
      const digits = display.replace(/\D/g, '');
      return { display: phoneTypography(display), href: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` };
    });

/** A yes-or-no setting: a switch in the editor; anything but true or false stops the build. */
export const toggle = (meta: FieldMeta) => z.boolean().meta(meta);

/** One of a fixed set of values, shown in the editor by their French labels. */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values, meta: FieldMeta & { options: Record<Values[number], string> }) {
  return z.enum(values).meta({ ...meta, widget: 'select' });
}

/** A list with exactly `count` items, or between `min` and `max`. */
export function list<Item extends z.ZodType>(item: Item, meta: FieldMeta & ListWords, size: { count: number } | { min: number; max: number }) {
  const schema = z.array(item).meta(meta);
  return 'count' in size ? schema.length(size.count) : schema.min(size.min).max(size.max);
}

/**
 * An opening or closing time as staff write it, « 12h30 », « 12 h 30 », « 12:30 » or « 9h »
 * (formats.ts); the rest of the code reads « 12:30 ». The field's hint starts with the format's
 * own words, so it says what the check accepts.
 */
export const time = (meta: FieldMeta) =>
  formatted(timePattern, 'time', timeHint, { ...meta, hint: `${timeHint}. ${meta.hint}` }).transform((value) => timeOfDay(value)!);

/**
 * A day of the calendar as staff write it, « 15/12/2026 » (JJ/MM/AAAA; files written before accept
 * « 2026-12-15 » too), in a plain text field: a browser's date picker shows the day in the order
 * of its own language, and the editor's adds a time zone. The rest of the code reads « 2026-12-15 ».
 */
export const date = (meta: FieldMeta) =>
  formatted(datePattern, 'date', dateHint, { ...meta, hint: `${dateHint}. ${meta.hint}` }).transform((value) => isoDate(value)!);

/**
 * A link to an entry of another collection, by its id (its file's name). Declared once, it gives
 * the editor's relation widget showing the entries by their `display` field (registry.ts,
 * cmsConfig.ts), and the build's check that the entry exists (load.ts): nothing names it again.
 */
export const relation = (collection: string, meta: FieldMeta & { empty?: string }) => z.string().meta({ ...meta, widget: 'relation', collection });
