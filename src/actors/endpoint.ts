import { SendFailure, type ContactPayload } from '../../machines/contactForm.machine';

/** POSTs the message as JSON to the build's endpoint (README, « The contact form and its endpoint »). */
export async function postMessage(endpoint: string, input: ContactPayload, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<null> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    throw new SendFailure(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'network', String(error));
  }
  if (!response.ok) throw new SendFailure('server', `HTTP ${response.status}`);
  return null;
}
