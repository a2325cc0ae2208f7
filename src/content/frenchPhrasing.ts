/**
 * The few words the content's messages share: the firm's placeholder, and how a list of values or
 * a count is written in French. No dependency: the editor's preview uses them in the browser too.
 */

/** « {cabinet} » in any text stands for the firm's name. */
export const firmPlaceholder = '{cabinet}';

/** « « a », « b » »: values as a message quotes them. */
export const quoteList = (values: readonly unknown[]) => values.map((value) => `« ${String(value)} »`).join(', ');

/** « 1 fiche », « 3 fiches ». */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
