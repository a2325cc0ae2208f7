/**
 * Reading a message's body: never more than the limit (a larger body is refused before it is read
 * whole), then its fields, whether it came as JSON (no file) or multipart/form-data (with a `cv`).
 */
import { textFields, type ContactPayload, type ServiceChoice } from '../contract/contactRules';

export interface ReceivedMessage {
  payload: Omit<ContactPayload, 'offer'> & { offerReference: string | null };
  /** The honeypot: people never see it, simple bots fill it. */
  website: string;
  /** « spontanee » for a spontaneous application (no offer named). */
  candidature: string;
  cv: File | null;
}

export type BodyProblem = 'tooLarge' | 'malformed' | 'unsupportedType';

/** The body's bytes, or 'tooLarge' as soon as it passes `limit` (from Content-Length, or while streaming). */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array | 'tooLarge'> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) return 'tooLarge';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'tooLarge';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const mediaType = (request: Request) => (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();

export function acceptedType(request: Request): boolean {
  return ['application/json', 'multipart/form-data'].includes(mediaType(request));
}

/** The message's fields, or 'malformed' when the body is not what the form sends. */
export async function parseMessage(request: Request, bytes: Uint8Array): Promise<ReceivedMessage | 'malformed'> {
  let entries: Map<string, unknown>;
  let cv: File | null = null;
  try {
    if (mediaType(request) === 'application/json') {
      const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
      if (!value || typeof value !== 'object' || Array.isArray(value)) return 'malformed';
      const record = value as Record<string, unknown>;
      const offer = record.offer;
      entries = new Map(Object.entries(record));
      // The JSON contract carries the offer as { reference, title }: only its reference is trusted.
      if (offer === null || offer === undefined) entries.set('offer', '');
      else if (typeof offer === 'object' && typeof (offer as { reference?: unknown }).reference === 'string') entries.set('offer', (offer as { reference: string }).reference);
      else return 'malformed';
      if (record.service === null) entries.set('service', '');
    } else {
      const form = await new Response(bytes, { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } }).formData();
      entries = new Map();
      for (const [key, value] of form) {
        if (key === 'cv') {
          if (typeof value !== 'string') cv = value;
          else if (value !== '') return 'malformed';
        } else if (entries.has(key)) return 'malformed';
        else entries.set(key, value);
      }
    }
  } catch {
    return 'malformed';
  }
  const text = (key: string): string | undefined => {
    const value = entries.get(key);
    return value === undefined ? '' : typeof value === 'string' ? value : undefined;
  };
  const fields = [...textFields, 'service', 'offer', 'website', 'candidature'].map((key) => [key, text(key)] as const);
  if (fields.some(([, value]) => value === undefined)) return 'malformed';
  const get = Object.fromEntries(fields) as Record<string, string>;
  return {
    payload: {
      name: get.name.trim(),
      email: get.email.trim(),
      phone: get.phone.trim(),
      company: get.company.trim(),
      message: get.message.trim(),
      service: get.service === '' ? null : (get.service as ServiceChoice),
      offerReference: get.offer.trim() === '' ? null : get.offer.trim(),
    },
    website: get.website,
    candidature: get.candidature,
    cv,
  };
}
