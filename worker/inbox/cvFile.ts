/**
 * A CV as the inbox hands it over: an attachment, its type from its bytes (never the stored type or
 * name), named after the candidate and the offer, never after the R2 key; or, for a PDF only, to
 * read inline in the inbox's own frame (cvInlineResponse).
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
export function attachmentHeader(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
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

/**
 * A PDF to read in the inbox (« Lire le CV ici »), or null when the bytes are not a PDF (a Word
 * file is only ever downloaded). Its own policy: nothing loads from it, no script of the page's
 * runs in it, and only the site's own pages may frame it (the inbox's iframe); the browser's PDF
 * viewer shows it. Never cached.
 */
export function cvInlineResponse(row: Pick<StoredMessage, 'name' | 'offer_reference'>, bytes: Uint8Array): Response | null {
  if (cvKindFromBytes(bytes) !== 'pdf') return null;
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(cvFileName(row, 'pdf'), 'inline'),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': 'no-store',
    },
  });
}
