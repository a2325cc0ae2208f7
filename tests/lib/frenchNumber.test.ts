import { describe, expect, it } from 'vitest';
import { rangeWords, readFrenchNumber, writeFrenchNumber, writeWithUnit } from '../../src/lib/frenchNumber';

const rate = { min: 0, max: 100, unit: 'percent' } as const;
const francs = { integer: true, min: 0, max: 1_000_000_000, unit: 'francs' } as const;
const megaoctets = { integer: true, min: 5, max: 100_000, unit: 'megaoctets' } as const;

describe('a number as the French type it', () => {
  it.each([
    ['6,5', rate, 6.5],
    ['6.5', rate, 6.5],
    ['9,25', rate, 9.25],
    [' 6,5 % ', rate, 6.5],
    ['432 000', francs, 432000],
    ['432\u00a0000', francs, 432000],
    ['432\u202f000', francs, 432000],
    ['432000', francs, 432000],
    ['1 200 000 F CFA', francs, 1200000],
    ['450 000 FCFA', francs, 450000],
    ['500 Mo', megaoctets, 500],
    ['1 000 mo', megaoctets, 1000],
    ['750 mégaoctets', megaoctets, 750],
    ['1 234,56', {}, 1234.56],
    ['-17,4467', { min: -18, max: -11 }, -17.4467],
    ['−17,4467', { min: -18, max: -11 }, -17.4467],
    ['0', rate, 0],
  ])('reads « %s » as the number meant', (text, rules, value) => {
    expect(readFrenchNumber(text, rules)).toEqual({ value });
  });

  it('reads an empty field as nothing', () => {
    expect(readFrenchNumber('  ', rate)).toEqual({ empty: true });
  });

  it.each([
    ['6,5,3', rate, /plusieurs séparateurs/],
    ['1.234,5', rate, /plusieurs séparateurs/],
    ['six', rate, /« six » n’est pas un nombre/],
    ['6,5 €', rate, /n’est pas un nombre/],
    ['43 2000', francs, /groupent par trois/],
    ['4320 000', francs, /groupent par trois/],
    ['432,000', francs, /nombre entier/],
    ['432.5', francs, /nombre entier/],
    ['150', rate, /entre 0 et 100\u202f%/],
    ['-1', rate, /entre 0 et 100/],
    ['500', { integer: true, min: 1000 }, /au moins 1\u202f000/],
    ['500 Go', megaoctets, /n’est pas un nombre/],
    ['2 Mo', megaoctets, /entre 5 et 100\u202f000/],
  ])('refuses « %s », saying why, and never shortens it', (text, rules, reason) => {
    const reading = readFrenchNumber(text, rules);
    expect(reading).toHaveProperty('problem');
    expect((reading as { problem: string }).problem).toMatch(reason);
  });

  it('writes a number the French way, and reads back what it wrote', () => {
    expect(writeFrenchNumber(432000)).toBe('432\u202f000');
    expect(writeFrenchNumber(1234567.5)).toBe('1\u202f234\u202f567,5');
    expect(writeFrenchNumber(6.5)).toBe('6,5');
    expect(writeFrenchNumber(999)).toBe('999');
    expect(writeFrenchNumber(-17.4467)).toBe('−17,4467');
    expect(writeWithUnit(500, 'megaoctets')).toBe('500\u202fMo');
    for (const value of [0, 5.6, 432000, 2490000, 370.526, 173.33, -17.4467, 1_000_000_000]) expect(readFrenchNumber(writeFrenchNumber(value))).toEqual({ value });
  });

  it('says a range as its message does', () => {
    expect(rangeWords(rate)).toBe('entre 0 et 100\u202f%');
    expect(rangeWords({ min: 1000 })).toBe('au moins 1\u202f000');
    expect(rangeWords({ max: 12 })).toBe('au plus 12');
  });
});
