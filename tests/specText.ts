/**
 * The specification writes its French strings with ordinary spaces and straight apostrophes; the
 * site sets them in French typography: no-break spaces (U+00A0, and the narrow U+202F before
 * ; ! ? and inside « ») and the curly apostrophe ’. The words must stay the specification's, so
 * the tests compare them after normalising those characters only, and nothing else: a changed
 * word, accent, letter case or punctuation mark still fails. (tests/browser/typography.test.ts
 * checks the typography itself.)
 */

/** `text` with U+00A0 and U+202F as ordinary spaces and ’ as ', for comparing with the spec's strings. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'");
}

/** Matches the spec's `text` set with any of those spaces and apostrophes (for locators and queries). */
export function typeset(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/ /g, '[ \\u00a0\\u202f]').replace(/'/g, "['’]"));
}
