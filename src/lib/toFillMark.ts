/**
 * A value the firm must still fill in (its RCCM number, the CDP's receipt…) is written « À
 * compléter » in the content, with what is expected: the page shows it marked, and the build
 * warns while one remains (src/content/toFillReport.ts).
 */
export const toFillWords = 'À compléter';

export const isToFill = (value: string): boolean => value.trim().toLocaleLowerCase('fr').startsWith(toFillWords.toLocaleLowerCase('fr'));
