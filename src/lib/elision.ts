/**
 * French elision where a name or a word is put into a sentence: « la candidature d’Awa Ndiaye »,
 * « de Moussa Diop », « l’offre ». Before a written vowel only: a name's h or y is left alone,
 * since « de Habib » and « de Yacine » are both heard with their consonant.
 */
const vowel = /^[aeiouàâäéèêëîïôöùûü]/i;

const elided = { de: 'd’', le: 'l’', la: 'l’', que: 'qu’' } as const;

/** « de » (or « le », « la », « que ») and `word`, elided before a vowel: `elide('de', 'Awa')` is « d’Awa ». */
export function elide(particle: keyof typeof elided, word: string): string {
  const trimmed = word.trim();
  return vowel.test(trimmed) ? `${elided[particle]}${trimmed}` : `${particle} ${trimmed}`;
}
