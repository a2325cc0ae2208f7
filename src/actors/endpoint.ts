import { SendFailure, type SendRequest } from '../../machines/contactForm.machine';
import { keptOnDeviceHeader, type PayloadField } from '../../contract/contactRules';

/**
 * The request for one send: JSON without a CV, multipart/form-data with one (docs/api.md, « The form,
 * as the browser sends »). `keyHeader`: the header that carries the message's idempotency key, for the
 * site's own Worker; another service gets none (a custom header would need its CORS approval).
 */
export function messageRequest({ payload, cv, spontaneous, key }: SendRequest, keyHeader: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (keyHeader) headers[keyHeader] = key;
  if (!cv) {
    headers['Content-Type'] = 'application/json';
    return { method: 'POST', headers, body: JSON.stringify(spontaneous ? { ...payload, candidature: 'spontanee' } : payload) };
  }
  const form = new FormData();
  const { offer, service, ...text } = payload;
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  form.append('service', service ?? '');
  form.append('offer', offer?.reference ?? '');
  if (spontaneous) form.append('candidature', 'spontanee');
  form.append('cv', cv.file, cv.name);
  return { method: 'POST', headers, body: form };
}

async function answerOf(response: Response): Promise<{ error?: string; fields?: Partial<Record<PayloadField, string>>; retryAfter?: number }> {
  try {
    return (await response.json()) as { error?: string; fields?: Partial<Record<PayloadField, string>>; retryAfter?: number };
  } catch {
    return {};
  }
}

/** Sends one message; any answer but a 2xx rejects with a SendFailure saying why, with the server's details. */
export async function postMessage(endpoint: string, request: SendRequest, signal: AbortSignal, fetchImpl: typeof fetch = fetch, keyHeader: string | null = null): Promise<null> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, { ...messageRequest(request, keyHeader), signal });
  } catch (error) {
    throw new SendFailure(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'network', String(error));
  }
  // No network, and the service worker kept the message on the device (src/offline/outbox.ts).
  if (response.status === 202 && response.headers.has(keptOnDeviceHeader)) throw new SendFailure('queued', 'kept on the device');
  if (response.ok) return null;
  const answer = await answerOf(response);
  if (response.status === 400 && answer.fields) throw new SendFailure('invalid', `HTTP 400`, { fields: answer.fields });
  if (response.status === 413) throw new SendFailure('tooLarge', `HTTP 413`, { fields: answer.fields });
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('Retry-After')) || answer.retryAfter || 60;
    // The site's daily cap (worker/dailyCap.ts), not this visitor's sends: the form says which.
    throw new SendFailure(answer.error === 'dailyCap' ? 'dailyCap' : 'rateLimited', `HTTP 429`, { retryAfter });
  }
  throw new SendFailure('server', `HTTP ${response.status}`);
}
