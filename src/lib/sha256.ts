/** Bytes as lower-case hex (« 0a1b… »). */
export const hex = (bytes: ArrayBuffer | Uint8Array): string => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of bytes or of a text (UTF-8), as hex: how the Worker and the service worker tell one send from another. */
export const sha256Hex = async (data: BufferSource | string): Promise<string> => hex(await crypto.subtle.digest('SHA-256', typeof data === 'string' ? new TextEncoder().encode(data) : data));
