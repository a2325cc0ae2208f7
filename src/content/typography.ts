/**
 * French typography for copy typed plainly by staff (in the CMS), applied at build time: the staff
 * type ordinary spaces and straight apostrophes, the site shows no-break spaces and ’.
 *
 * Rules (NBSP = U+00A0 no-break space, NNBSP = U+202F narrow no-break space):
 * - ' becomes ’.
 * - ! ? ; get one NNBSP before them (typed spaces replaced, a missing one inserted), except before
 *   the second mark of a run such as ?! and at the start of the text or of a line.
 * - « and » get a NNBSP inside.
 * - A colon that ends a clause (followed by a space or the end) gets a NBSP before it; 9:00 does not.
 * - A number and % are joined by a NBSP, and so are « + » and « de », and « n° » and what follows
 *   (« la loi n° 2008-12 » never ends a line on « n° »); the number after « n° » gets a word joiner
 *   after each hyphen (« n° 75-895 » never ends a line on « 75- »).
 * - A word whose first part is one or two letters (« e-mail », « ci-contre », « ci-dessous ») gets a
 *   word joiner (U+2060, invisible) after its hyphen: it never ends a line on « e- » or « ci- ».
 * - A number and the word it counts are joined by a NBSP (48 heures, 150 entreprises), unless that
 *   word is a grammatical word (le 25 de chaque mois, en 2012 au Plateau): then the number is not
 *   counting it (a day, a year…) and the space stays as typed.
 * - Whatever is not listed stays as typed: line breaks, ..., "quotes", dashes, 9h00–18h00, phone
 *   numbers (spaces between digit groups: phoneTypography does those, where the text is one).
 * - Tokens that are addresses (containing :// or @, or starting with mailto:, tel: or www.) are
 *   left untouched by every rule, including any punctuation glued to them.
 * Only spaces and ' are ever changed (and a word joiner added after such a hyphen), and what each
 * rule writes is what it would write again, so applying the whole twice changes nothing more.
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** U+2060 WORD JOINER: no line break on either side, and nothing drawn. */
export const WORD_JOINER = '\u2060';

/**
 * Addresses are swapped for this private-use character while the rules run, then put back in
 * order. A token that already contains it is kept the same way, so the swap is always exact.
 */
const KEPT = '\uE000';

const isAddress = (token: string): boolean => /:\/\/|@|^(?:mailto:|tel:|www\.)/i.test(token) || token.includes(KEPT);

/**
 * Words that can follow a number without being what it counts: articles, prepositions,
 * conjunctions, pronouns, forms of être and avoir. They are a closed list (nouns and units are
 * not), which is why the number rule lists these rather than the words it does join.
 */
const grammaticalWords = new Set(
  [
    'le la les un une des du de au aux ce cet cette ces',
    'à en dans par pour sur sous avec sans chez vers entre contre depuis dès après avant pendant selon malgré',
    'et ou où mais donc or ni car que qui dont si comme',
    'je tu il elle on nous vous ils elles se y',
    'est sont était étaient sera seront a ont avait avaient',
  ]
    .join(' ')
    .split(' '),
);

/** l’, d’, qu’, jusqu’…: an elided word is grammatical too (« les 25 d’entre eux »). */
const isElided = (word: string): boolean => /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)’/i.test(word);

/**
 * A number, the spaces typed after it, and (captured by the look-ahead) the word that follows.
 * The number must stand alone: not glued after a letter, a digit or - / . , (so 9h00, COVID-19,
 * 24/7 and the groups of a decimal are not numbers of their own). The spaces are those a typist
 * may put (ordinary or no-break), never a line break.
 */
const numberThenWord = /(?<![\p{L}\p{N}\-/.,])(\d+(?:[.,]\d+)*)[ \u00a0\u202f]+(?=(\p{L}[\p{L}\p{M}’-]*))/gu;

/** The rules, in order (apostrophes first: the number rule reads elisions with ’). */
function typeset(text: string): string {
  return (
    text
      .replace(/'/g, '’')
      // The inner spaces of guillemets, typed or not (none is added at an end of line).
      .replace(/«[ \u00a0\u202f]*(?=\S)/g, `«${NNBSP}`)
      .replace(/(\S)[ \u00a0\u202f]*»/g, `$1${NNBSP}»`)
      // ! ? ; after anything but another of them (?! takes one space) and never after a line break.
      .replace(/([^\s!?;])[ \u00a0\u202f]*(?=[!?;])/g, `$1${NNBSP}`)
      // A colon followed by a space or the end ends a clause; in 9:00 or a:b it does not.
      .replace(/([^\s:])[ \u00a0\u202f]*:(?=\s|$)/g, `$1${NBSP}:`)
      .replace(/(\d)[ \u00a0\u202f]*%/g, `$1${NBSP}%`)
      .replace(/\+[ \u00a0\u202f]+de(?![\p{L}\p{N}])/gu, `+${NBSP}de`)
      .replace(/(?<![\p{L}\p{N}])([nN]°)[ \u00a0\u202f]+(?=\S)/gu, `$1${NBSP}`)
      // The number after « n° » is one word: « n° 75-895 » never ends a line on « 75- ».
      .replace(/(?<![\p{L}\p{N}])([nN]°\u00a0)(\p{N}+(?:-\u2060?\p{N}+)+)/gu, (_, mark: string, reference: string) => `${mark}${reference.replace(/-(?!\u2060)/g, `-${WORD_JOINER}`)}`)
      .replace(/(?<![\p{L}\p{N}\-\u2060/#._])(\p{L}{1,2})-(?=\p{L}{2})/gu, `$1-${WORD_JOINER}`)
      .replace(numberThenWord, (typed: string, number: string, word: string) =>
        grammaticalWords.has(word.toLowerCase()) || isElided(word) ? typed : `${number}${NBSP}`,
      )
  );
}

/** Applies French typography to plainly typed copy (see the rules above). */
export function frenchTypography(text: string): string {
  const kept: string[] = [];
  const masked = text.replace(/\S+/g, (token) => {
    if (!isAddress(token)) return token;
    kept.push(token);
    return KEPT;
  });
  let next = 0;
  // An international phone number in a sentence (« +221 77 000 00 00 ») never breaks either.
  const phones = masked.replace(/\+\d{1,3}(?:[ \u00a0]\d{2,4}){2,}/g, phoneTypography);
  return typeset(phones).replace(/\uE000/g, () => kept[next++]);
}

/**
 * A phone number as displayed (« +221 33 000 00 00 ») with a NBSP between its digit groups, so it
 * never breaks across lines. The digits, the + and anything else stay as typed.
 */
export function phoneTypography(display: string): string {
  return display.replace(/(\d)[ \u00a0\u202f]+(?=\d)/g, `$1${NBSP}`);
}
