/**
 * Days as the content files and the data files write them, « 2026-12-15 »: the one check that a
 * day exists, shared by the content schema (an offer's dates), the build's day (offers/build.ts)
 * and the offers' pages, and how a page writes one in French (the offers, the legal pages'
 * « Mis à jour le »: they need no more of the offers' code). No dependency.
 */

/** « 2026-12-15 »: a day, as the content files write it. */
export type Day = string;

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « 15 décembre 2026 », « 1er janvier 2027 ». */
export function frenchDate(day: Day): string {
  const text = dateFormat.format(new Date(`${day}T00:00:00Z`));
  return text.replace(/^1 /, '1er ');
}

/** « 27/11/2026 »: a day as staff write it, and as a source's « consulté le » shows it. */
export const numericDate = (day: Day): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** « 2026-12-15 », a day that exists in the calendar (not 2026-02-30 nor 2026-13-45). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
