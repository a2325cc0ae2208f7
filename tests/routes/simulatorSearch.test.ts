// @vitest-environment node
/**
 * The simulator's inputs in the address (src/simulator/search.ts): the transport allowance and the
 * hours of a part time travel in a shared link, as typed (« 86,67 ») or as the address keeps them;
 * what is not a number stays as typed for the page to say so; a link made before they existed
 * opens with their defaults (a full month, no transport).
 */
import { describe, expect, it } from 'vitest';
import { addressOf, inputsOf, readSimulatorSearch } from '../../src/simulator/search';

describe('the transport allowance and the hours in the address', () => {
  it('reads them as people type them, and the address keeps them as numbers', () => {
    expect(addressOf({ montant: '40 000', transport: '25 000', heures: '86,67' })).toEqual({ montant: 40_000, transport: 25_000, heures: 86.67 });
    expect(inputsOf(readSimulatorSearch({ montant: 40_000, transport: 25_000, heures: 86.67 }))).toEqual({
      mode: 'brut',
      inputs: { brut: 40_000, cadre: false, famille: { situation: 'celibataire', enfants: 0 }, indemniteTransport: 25_000, heures: 86.67 },
    });
  });

  it('keeps what is not a number as typed (the page then says what is wrong with it)', () => {
    expect(addressOf({ transport: 'vingt mille', heures: 'mi-temps' })).toEqual({ transport: 'vingt mille', heures: 'mi-temps' });
    expect(Number.isNaN(readSimulatorSearch({ heures: 'mi-temps' }).heures)).toBe(true);
  });

  it('an old link without them: no transport, a full month', () => {
    const { inputs } = inputsOf(readSimulatorSearch({ mode: 'net', montant: 400_000, cadre: 'oui', situation: 'marie', enfants: 2 }));
    expect(inputs).not.toHaveProperty('indemniteTransport');
    expect(inputs).not.toHaveProperty('heures');
  });
});
