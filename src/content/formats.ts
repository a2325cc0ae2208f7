/**
 * The two formats staff type by hand, hours and dates, each defined once: the pattern the build
 * and the editor both check (the editor gets its source, fields.ts → cmsConfig.ts `pattern`), the
 * words of its hint and of its error message, and what the rest of the code reads from it (« 09:00 »,
 * « 2026-12-15 »). No dependency: the editor's preview uses it in the browser too.
 *
 * Each pattern allows spaces around the value, as the build trims it and the editor tests the
 * trimmed value: the two accept exactly the same text.
 */

/* ------------------------------------------------------------------ hours */

/** « 9h », « 9h00 », « 12h30 », « 12 h 30 », « 12H30 », « 09:00 », « 12:30 »: an hour of the day. */
export const timePattern = /^\s*([01]?\d|2[0-3])\s*(?:[hH]\s*([0-5]\d)?|:\s*([0-5]\d))\s*$/;

/** What an hour looks like, in the words of the hint and of the messages. */
export const timeExamples = 'comme 9h00, 12h30 ou 12:30';

/** The editor's message when an hour does not match, and the start of the field's hint. */
export const timeHint = `Une heure ${timeExamples}`;

/** « 12 h 30 » → « 12:30 », « 9h » → « 09:00 »: the hour as the site and Google read it; undefined if it is none. */
export function timeOfDay(value: string): string | undefined {
  const match = timePattern.exec(value);
  if (!match) return undefined;
  const [, hours, minutes = match[3] ?? '00'] = match;
  return `${hours!.padStart(2, '0')}:${minutes}`;
}

/* ------------------------------------------------------------------ dates */

const year = '\\d{4}';
/** Years with a 29 February (Gregorian): divisible by 4, and centuries divisible by 400. */
const leapYear = '(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';

/**
 * The days that exist, as « JJ/MM/AAAA » (« 5/1/2027 » too): any month's 1st to 28th, the 29th and
 * 30th of any month but February, the 31st of the long months, 29 February of a leap year.
 */
const frenchDay = [
  `(?:0?[1-9]|1\\d|2[0-8])\\/(?:0?[1-9]|1[0-2])\\/${year}`,
  `(?:29|30)\\/(?:0?[13-9]|1[0-2])\\/${year}`,
  `31\\/(?:0?[13578]|1[02])\\/${year}`,
  `29\\/0?2\\/${leapYear}`,
].join('|');

/** The same days as « AAAA-MM-JJ », the form of files written before the editor spoke French. */
const isoDay = [
  `${year}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])`,
  `${year}-(?:0[13-9]|1[0-2])-(?:29|30)`,
  `${year}-(?:0[13578]|1[02])-31`,
  `${leapYear}-02-29`,
].join('|');

/** A day of the calendar, « 15/12/2026 » (or « 2026-12-15 »): « 31/02/2026 » is refused. */
export const datePattern = new RegExp(`^\\s*(?:${frenchDay}|${isoDay})\\s*$`);

/** Roughly a date (« 31/02/2026 »): refused only because that day does not exist. */
export const dateShape = /^\s*(?:\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2})\s*$/;

export const dateExample = '15/12/2026';

/** What a date looks like, in the words of the hint and of the messages. */
export const dateFormat = `au format JJ/MM/AAAA, par exemple ${dateExample}`;

/** The editor's message when a date does not match, and the start of the field's hint. */
export const dateHint = `Une date ${dateFormat}`;

/** « 15/12/2026 » (or « 2026-12-15 ») → « 2026-12-15 », the day the rest of the code reads; undefined if it is none. */
export function isoDate(value: string): string | undefined {
  if (!datePattern.test(value)) return undefined;
  const trimmed = value.trim();
  if (!trimmed.includes('/')) return trimmed;
  const [day, month, fullYear] = trimmed.split('/');
  return `${fullYear}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
