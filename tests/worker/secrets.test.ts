/**
 * The Worker's one secret comparison (worker/secrets.ts), used by the health check's token and the
 * editor's sign-in state, in workerd: equal secrets only, and every comparison made on two
 * 32-byte digests, whatever the lengths given, so that the time taken says nothing about them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameSecret } from '../../worker/secrets';

const secret = 'jeton-de-sante-de-test-0123456789abcdef';

afterEach(() => vi.restoreAllMocks());

describe('sameSecret', () => {
  it('is true for the same secret only', async () => {
    expect(await sameSecret(secret, secret)).toBe(true);
    expect(await sameSecret(`${secret.slice(0, -1)}0`, secret)).toBe(false);
    expect(await sameSecret(secret.toUpperCase(), secret)).toBe(false);
  });

  it('refuses a shorter or longer secret without throwing (timingSafeEqual throws on unequal lengths)', async () => {
    expect(await sameSecret(secret.slice(0, -1), secret)).toBe(false);
    expect(await sameSecret(`${secret}0`, secret)).toBe(false);
    expect(await sameSecret('x', secret)).toBe(false);
  });

  it('refuses an empty secret on either side, even against another empty one', async () => {
    expect(await sameSecret('', '')).toBe(false);
    expect(await sameSecret('', secret)).toBe(false);
    expect(await sameSecret(secret, '')).toBe(false);
  });

  it('compares two 32-byte digests in constant time, whatever the lengths given', async () => {
    const compare = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    for (const given of [secret, 'x', `${secret}${secret}`]) await sameSecret(given, secret);
    expect(compare).toHaveBeenCalledTimes(3);
    for (const [a, b] of compare.mock.calls) expect([a.byteLength, b.byteLength]).toEqual([32, 32]);
  });
});
