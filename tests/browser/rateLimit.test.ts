/**
 * The burst limits on a served build (issue 31, « Done when »): the production build's Worker in
 * workerd with the limits of wrangler.jsonc (5 sends per sender, 20 per connection, in 10 minutes),
 * not the raised ones the other suites use. Refused sends take no place: six refused from one
 * address, then a valid one, is stored (201). Plain HTTP, no browser: no width.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost } from './harness';

/** wrangler.jsonc's own values: the test follows the deployed settings. */
const settings = readFileSync('wrangler.jsonc', 'utf8');
const limit = (name: string) => /"(\d+\/\d+)"/.exec(settings.slice(settings.indexOf(`"${name}"`)))![1]!;

let host: Awaited<ReturnType<typeof startHost>>;
beforeAll(async () => {
  host = await startHost('dist', { RATE_LIMIT: limit('RATE_LIMIT'), RATE_LIMIT_IP: limit('RATE_LIMIT_IP') });
});
afterAll(() => host?.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const executable = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.from('This program cannot be run in DOS mode.')]);

async function send(email: string, cv: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Awa Diop', email, phone: '', company: '', service: 'recrutement', offer: 'SRH-2026-031', message: 'Bonjour, je postule à votre offre de comptable senior.' })) form.append(name, value);
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${host.url}/api/messages`, { method: 'POST', body: form, headers: { 'Idempotency-Key': `limite-${crypto.randomUUID()}` } });
  return response.status;
}

describe('the burst limits, as deployed', () => {
  it('count no refused send: six refused from one address, then a valid one, gives 201; the sender’s sixth valid send, 429', async () => {
    expect(limit('RATE_LIMIT')).toBe('5/600');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await send('awa.diop@example.sn', executable));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    expect(await send('awa.diop@example.sn', pdf)).toBe(201);
    // The limit still holds for what it is for: five valid sends from one sender, then 429.
    for (let i = 0; i < 4; i += 1) expect(await send('awa.diop@example.sn', pdf)).toBe(201);
    expect(await send('awa.diop@example.sn', pdf)).toBe(429);
    // Another sender behind the same connection (a cybercafé) is not locked out.
    expect(await send('moussa.fall@example.sn', pdf)).toBe(201);
  }, 60_000);
});
