/**
 * A CV as the inbox hands it over: always an attachment, its type from its bytes (never the stored
 * type or name), named after the candidate and the offer, never after the R2 key.
 */
import { cvKindFromBytes, cvMediaTypes } from '../../contract/cvFiles';
import type { StoredMessage } from '../store';

/** « CV Awa Ndiaye – SRH-2026-031.pdf », « CV Awa Ndiaye – candidature spontanée.docx ». */
export function cvFileName(row: Pick<StoredMessage, 'name' | 'offer_reference'>, extension: string | null): string {
  const name = row.name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  const about = row.offer_reference ?? 'candidature spontanée';
  return `CV ${name || 'sans nom'} \u2013 ${about}${extension ? `.${extension}` : ''}`;
}

/** RFC 6266: an ASCII `filename` for old clients, the exact name in `filename*` (RFC 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The download's answer: the bytes, their type as read from them, and headers that keep a browser from running them. */
export function cvResponse(row: Pick<StoredMessage, 'name' | 'offer_reference'>, bytes: Uint8Array): Response {
  const kind = cvKindFromBytes(bytes);
  return new Response(bytes, {
    headers: {
      'Content-Type': kind ? cvMediaTypes[kind] : 'application/octet-stream',
      'Content-Disposition': attachmentHeader(cvFileName(row, kind)),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'no-store',
    },
  });
}
