/**
 * An application or message as the site's form sends it (multipart, a PDF CV when given) to a
 * local Worker: the inbox's browser tests and its screenshots fill their inbox with it.
 */
import { expect } from 'vitest';

/** Posts to `baseUrl`/api/messages (fields over the defaults: a candidature with no offer); the new entry's id. */
export async function postApplication(baseUrl: string, fields: Record<string, string>, cv?: Buffer, cvName = 'mon-cv.pdf', key = `test-${crypto.randomUUID()}`): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ phone: '', company: '', service: 'recrutement', offer: '', message: 'Bonjour, je vous propose ma candidature pour ce poste.', ...fields })) form.append(name, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), cvName);
  const response = await fetch(`${baseUrl}/api/messages`, { method: 'POST', body: form, headers: { 'Idempotency-Key': key } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
