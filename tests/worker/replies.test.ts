/**
 * Replies sent by the Worker (issue 42), in workerd: Cloudflare Email Sending's structured send()
 * on the REPLIES binding. The local workerd runs that binding (Miniflare keeps what it sends): each
 * test's binding forwards to it, keeping what it was given, and refuses the addresses the test
 * names, as Cloudflare refuses a recipient (the one stand-in here: nothing local can make a real
 * send fail for one address). « Réponse envoyée » is recorded only for what left.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { InboxDetail, Me } from '../../src/inbox/contract';
import { inboxMessages } from '../../worker/inbox/answers';
import type { Env } from '../../worker/env';
import { fields, multipartRequest, pdfBytes, sendAt, send } from './helpers';
import { inboxAt, inboxEnv, inboxRequest, staff } from './inboxHelpers';

/** The inbox's env in « envoi » mode, with a REPLIES binding that keeps what it sends and refuses `failing`. */
function sendingEnv(failing: string[] = [], mode = 'envoi') {
  const { env: base } = inboxEnv();
  const sent: EmailMessageBuilder[] = [];
  const results: string[] = [];
  const testEnv: Env = {
    ...base,
    REPLY_MODE: mode,
    SENDER_ADDRESS: 'site@sunu-rh.example',
    FIRM_ADDRESS: 'contact@sunu-rh.example',
    REPLIES: {
      async send(message: EmailMessageBuilder) {
        const to = typeof message.to === 'string' ? message.to : (message.to as EmailAddress).email;
        if (failing.includes(to)) throw new Error(`email to ${to} not allowed`);
        sent.push(message);
        // The local Email Sending binding: it checks the message and answers its id.
        const result = await env.REPLIES.send(message);
        results.push(result.messageId);
        return result;
      },
    } as SendEmail,
  };
  return { env: testEnv, sent, results };
}

async function apply(testEnv: Env, at: string, name: string, email: string, offer: string): Promise<string> {
  const response = await sendAt(new Date(at), multipartRequest({ ...fields, name, email, phone: '77 100 00 01', offer, cv: new File([pdfBytes], 'cv.pdf') }), testEnv);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const reply = (extra: Record<string, unknown> = {}) => ({ template: 'Réponse négative', send: true, subject: 'Votre candidature au poste de Comptable senior', text: 'Bonjour Awa,\n\nMerci de votre intérêt.', ...extra });

async function post(testEnv: Env, id: string, body: unknown, at = '2026-11-27T10:00:00.000Z') {
  return inboxAt(at, testEnv)(await inboxRequest(`/messages/${id}/replies`, { method: 'POST', body }));
}

const emailedCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM message_events WHERE type = 'emailed'").first<{ n: number }>())!.n;

describe('replies sent by the Worker (Email Sending)', () => {
  it('says which mode is on: « messagerie » by default (the repository’s setting), « envoi » with the sender', async () => {
    expect(env.REPLY_MODE).toBe('messagerie');
    const { env: off } = inboxEnv();
    expect(await (await send(await inboxRequest('/me'), off)).json()).toEqual({ email: staff, replies: { mode: 'messagerie' }, teamEmpty: true } satisfies Me);
    const { env: on } = sendingEnv();
    expect(await (await send(await inboxRequest('/me'), on)).json()).toEqual({ email: staff, replies: { mode: 'envoi', from: 'site@sunu-rh.example' }, teamEmpty: true } satisfies Me);
  });

  it('sends nothing in « messagerie » mode: 409, nothing recorded', async () => {
    const { env: testEnv, sent } = sendingEnv([], 'messagerie');
    const id = await apply(testEnv, '2026-11-20T09:00:00.000Z', 'Awa Ndiaye', 'awa@example.sn', 'SRH-2026-031');
    const refused = await post(testEnv, id, reply());
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'sendingOff', message: inboxMessages.sendingOff });
    expect(sent).toEqual([]);
    expect(await emailedCount()).toBe(0);
  });

  it('sends the text staff read, from the site’s sender with the firm’s name, Reply-To the firm, to the entry’s address; then records « emailed » with who and when', async () => {
    const { env: testEnv, sent, results } = sendingEnv();
    const id = await apply(testEnv, '2026-11-20T09:00:00.000Z', 'Awa Ndiaye', 'awa@example.sn', 'SRH-2026-031');
    const response = await post(testEnv, id, reply({ subject: '  Votre candidature au poste de Comptable senior  ' }));
    expect(response.status).toBe(200);
    expect(sent).toEqual([
      {
        from: { email: 'site@sunu-rh.example', name: 'Sunu RH Conseil' },
        to: { email: 'awa@example.sn', name: 'Awa Ndiaye' },
        replyTo: 'contact@sunu-rh.example',
        subject: 'Votre candidature au poste de Comptable senior',
        text: 'Bonjour Awa,\n\nMerci de votre intérêt.',
      },
    ]);
    // The local binding took it and gave it an id.
    expect(results[0]).toMatch(/@sunu-rh\.example>?$/);
    const detail = (await response.json()) as InboxDetail;
    expect(detail.history).toEqual([{ type: 'emailed', template: 'Réponse négative', by: staff, at: '2026-11-27T10:00:00.000Z' }]);
  });

  it('puts the name’s letters only in the display name (issue 54): no web address, no phone number; no letter, no display name', async () => {
    const { env: testEnv, sent } = sendingEnv();
    const phishing = await apply(testEnv, '2026-11-20T09:00:00.000Z', 'https://Evil.example/pay Votre compte est suspendu appelez le +221 77 000 00 00', 'awa@example.sn', 'SRH-2026-031');
    const digits = await apply(testEnv, '2026-11-20T09:05:00.000Z', '+221 77 000 00 00', 'moussa@example.sn', 'SRH-2026-031');
    const accents = await apply(testEnv, '2026-11-20T09:10:00.000Z', '  Ndèye Fatou Diop ', 'ndeye@example.sn', 'SRH-2026-031');
    for (const id of [phishing, digits, accents]) expect((await post(testEnv, id, reply())).status).toBe(200);
    expect(sent.map((message) => message.to)).toEqual([
      { email: 'awa@example.sn', name: 'https Evil example pay Votre compte est suspendu appelez le' },
      'moussa@example.sn',
      { email: 'ndeye@example.sn', name: 'Ndèye Fatou Diop' },
    ]);
  });

  it('records nothing when the send fails, and says why in French (502)', async () => {
    const { env: testEnv } = sendingEnv(['awa@example.sn']);
    const id = await apply(testEnv, '2026-11-20T09:00:00.000Z', 'Awa Ndiaye', 'awa@example.sn', 'SRH-2026-031');
    const response = await post(testEnv, id, reply());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'sendFailed', message: inboxMessages.sendFailed('email to awa@example.sn not allowed') });
    expect(await emailedCount()).toBe(0);
  });

  it('refuses, before sending, an empty or multi-line subject, an empty text, a text over 10 000 characters, and a body it cannot read', async () => {
    const { env: testEnv, sent } = sendingEnv();
    const id = await apply(testEnv, '2026-11-20T09:00:00.000Z', 'Awa Ndiaye', 'awa@example.sn', 'SRH-2026-031');
    for (const body of [reply({ subject: ' ' }), reply({ subject: 'Objet\r\nBcc: x@example.org' }), reply({ text: '  ' }), reply({ text: 'x'.repeat(10_001) }), reply({ also: 'pas-une-liste' })]) {
      expect((await post(testEnv, id, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(sent).toEqual([]);
    expect(await emailedCount()).toBe(0);
  });

  it('in a bulk reply, one e-mail per person: recorded on each of her entries named; another person’s entry refused; a failure for one person leaves the others sent', async () => {
    const { env: testEnv, sent } = sendingEnv(['fatou@example.sn']);
    const awa1 = await apply(testEnv, '2026-11-02T09:00:00.000Z', 'Awa Ndiaye', 'awa@example.sn', 'SRH-2026-031');
    const awa2 = await apply(testEnv, '2026-11-10T09:00:00.000Z', 'Awa Ndiaye', 'AWA@Example.sn', 'SRH-2026-034');
    const fatou = await apply(testEnv, '2026-11-12T09:00:00.000Z', 'Fatou Sarr', 'fatou@example.sn', 'SRH-2026-031');
    const khady = await apply(testEnv, '2026-11-14T09:00:00.000Z', 'Khady Diop', 'khady@example.sn', 'SRH-2026-031');

    // Another person's entry cannot ride on Awa's e-mail: nothing sent, nothing recorded.
    const mixed = await post(testEnv, awa1, reply({ also: [awa2, khady] }));
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ message: inboxMessages.otherPerson });
    expect(sent).toEqual([]);

    // The page's loop, one request per person: Awa (two entries), Fatou (refused by Cloudflare), Khady.
    const results = [await post(testEnv, awa1, reply({ also: [awa2] })), await post(testEnv, fatou, reply()), await post(testEnv, khady, reply())];
    expect(results.map((response) => response.status)).toEqual([200, 502, 200]);
    expect(sent.map((message) => (message.to as EmailAddress).email)).toEqual(['awa@example.sn', 'khady@example.sn']);
    const emailed = await env.DB.prepare("SELECT message_id FROM message_events WHERE type = 'emailed' ORDER BY message_id").all<{ message_id: string }>();
    expect(emailed.results.map((row) => row.message_id)).toEqual([awa1, awa2, khady].sort());
  });
});
