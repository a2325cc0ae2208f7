// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { elide } from '../../src/lib/elision';

describe('French elision of a name or a word put into a sentence', () => {
  it.each([
    ['de', 'Awa Ndiaye', 'd’Awa Ndiaye'],
    ['de', 'Élodie Faye', 'd’Élodie Faye'],
    ['de', 'ousmane sow', 'd’ousmane sow'],
    ['de', ' Ibrahima Fall ', 'd’Ibrahima Fall'],
    ['la', 'offre', 'l’offre'],
    ['le', 'entretien', 'l’entretien'],
    ['que', 'Aïssatou', 'qu’Aïssatou'],
    ['de', 'Moussa Diop', 'de Moussa Diop'],
    ['de', 'Habib Sy', 'de Habib Sy'],
    ['de', 'Yacine Ba', 'de Yacine Ba'],
    ['le', 'poste', 'le poste'],
  ] as const)('%s + « %s » → « %s »', (particle, word, expected) => {
    expect(elide(particle, word)).toBe(expected);
  });
});
