// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durationText } from '../../src/lib/retention';

describe('durationText: how the privacy page writes a retention', () => {
  it('in years when whole, else in months, the number held to its word by a no-break space', () => {
    expect(durationText(24)).toBe('2\u00a0ans');
    expect(durationText(12)).toBe('1\u00a0an');
    expect(durationText(18)).toBe('18\u00a0mois');
  });
});
