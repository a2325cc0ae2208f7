// @vitest-environment node
/**
 * The firm's clock (src/lib/dakarTime.ts), which the inbox, the firm's e-mails and the health
 * check share: the time in Dakar, whatever zone the instant was written in.
 */
import { describe, expect, it } from 'vitest';
import { dakarDay, dakarLongMoment, dakarMoment } from '../../src/lib/dakarTime';

describe('the firm’s clock, in Dakar', () => {
  it('writes a day, a day and a time, and the e-mails’ long form', () => {
    expect(dakarDay('2026-11-26T14:05:00.000Z')).toBe('26/11/2026');
    expect(dakarMoment('2026-11-26T14:05:00.000Z')).toBe('26/11/2026 à 14:05');
    expect(dakarLongMoment('2026-11-26T14:05:00.000Z')).toBe('jeudi 26 novembre 2026 à 14:05');
  });

  it('turns an instant written in another zone into Dakar’s time, across midnight and the year', () => {
    // 00:30 in Paris on New Year's Day is 23:30 the day before in Dakar.
    expect(dakarMoment('2027-01-01T00:30:00+01:00')).toBe('31/12/2026 à 23:30');
    expect(dakarLongMoment('2027-01-01T00:30:00+01:00')).toBe('jeudi 31 décembre 2026 à 23:30');
    expect(dakarDay('2026-11-26T21:00:00-05:00')).toBe('27/11/2026');
  });
});
