/**
 * The specification writes its French strings with ordinary spaces and straight apostrophes; the
 * site sets them in French typography: no-break spaces (U+00A0, and the narrow U+202F before
 * ; ! ? and inside « »), the curly apostrophe ’, and an invisible word joiner (U+2060) after the
 * hyphen of « e-mail » or « ci-dessous ». The words must stay the specification's, so
 * the tests compare them after normalising those characters only, and nothing else: a changed
 * word, accent, letter case or punctuation mark still fails. (tests/browser/typography.test.ts
 * checks the typography itself.)
 */

/** `text` with U+00A0 and U+202F as ordinary spaces, ’ as ', and no word joiner, for comparing with the spec's strings. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'").replace(/\u2060/g, '');
}

/** Matches the spec's `text` set with any of those spaces and apostrophes (for locators and queries). */
export function typeset(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/ /g, '[ \\u00a0\\u202f]').replace(/'/g, "['’]").replace(/-/g, '-\\u2060?'));
}
