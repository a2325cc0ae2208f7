// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wantsInspector } from '../../src/inspector';

describe('wantsInspector', () => {
  it('is on when the URL has ?inspect, with or without a value', () => {
    expect(wantsInspector('?inspect', false)).toBe(true);
    expect(wantsInspector('?inspect=1&x=2', false)).toBe(true);
    expect(wantsInspector('?a=1&inspect', false)).toBe(true);
  });

  it('is off for normal visitors', () => {
    expect(wantsInspector('', false)).toBe(false);
    expect(wantsInspector('?inspecter=1', false)).toBe(false);
  });

  it('is always on in dev mode', () => {
    expect(wantsInspector('', true)).toBe(true);
  });
});
