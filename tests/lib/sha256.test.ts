// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hex, sha256Hex } from '../../src/lib/sha256';

describe('sha256Hex', () => {
  it('gives the published digests (FIPS 180-2, appendix B.1: « abc »; the empty message), for a text and for its bytes', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(new Uint8Array([0, 10, 255]))).toBe('000aff');
  });
});
