/**
 * Two secrets compared without telling where they differ, nor whether their lengths do: each is
 * hashed first (SHA-256), and the digests, always 32 bytes, are compared in constant time. An empty
 * secret matches nothing: a missing header or cookie is never equal to a missing setting.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  if (!given || !expected) return false;
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}
