/**
 * One message, one key, whatever happens (issue 55): the form keeps its idempotency key until it
 * is told the message left, edits included. The Worker answers a resend (the same body) with the
 * entry's id and stores nothing; it stores a correction (another body under a used key) as a new
 * entry that names the first, once however often it is resent, and says so in the firm's e-mail;
 * and an erased entry is never corrected back into being.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fields, multipartRequest, newKey, openOffer, pdfBytes, rows, send, withMailbox } from './helpers';
import { inboxEnv, inboxRequest } from './inboxHelpers';
import type { InboxDetail, InboxPage, OfferCount } from '../../src/inbox/contract';

const application = (phone: string, cv = new File([pdfBytes], 'cv-awa.pdf', { type: 'application/pdf' })) => ({ ...fields, phone, offer: openOffer.reference, cv });

describe('a send under a used key', () => {
  it('is a resend when its body is the same: one entry, one e-mail, the same id', async () => {
    const mailbox = withMailbox();
    const key = newKey();
    const first = await send(multipartRequest(application('+221 77 123 45 67'), { key }), mailbox.env);
    const again = await send(multipartRequest(application('+221 77 123 45 67'), { key }), mailbox.env);
    expect(first.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await rows()).toHaveLength(1);
    expect(mailbox.sent).toHaveLength(1);
  });

  it('is a correction when its body changed: a second entry that names the first, said in the e-mail and in the inbox, stored once however often it is resent', async () => {
    const inbox = inboxEnv();
    const mailbox = { env: inbox.env, sent: inbox.sent };
    const key = newKey();
    const { id: firstId } = (await (await send(multipartRequest(application('+221 77 123 45 67'), { key }), mailbox.env)).json()) as { id: string };
    // She fixes her phone number and sends again: the form kept the key.
    const corrected = await send(multipartRequest(application('+221 77 123 45 68'), { key }), mailbox.env);
    expect(corrected.status).toBe(201);
    const { id: secondId } = (await corrected.json()) as { id: string };
    expect(secondId).not.toBe(firstId);
    // The outbox or a retry sends the correction again: nothing more.
    const resent = await send(multipartRequest(application('+221 77 123 45 68'), { key }), mailbox.env);
    expect(((await resent.json()) as { id: string }).id).toBe(secondId);

    const stored = await rows();
    expect(stored.map((row) => [row.id, row.phone, row.corrects])).toEqual([
      [firstId, '+221 77 123 45 67', null],
      [secondId, '+221 77 123 45 68', firstId],
    ]);
    expect(stored[0]!.body_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[1]!.idempotency_key).toBe(`${key}.${stored[1]!.body_digest!.slice(0, 16)}`);
    expect(mailbox.sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Candidature – /), expect.stringMatching(/^Correction – Candidature – /)]);
    expect(mailbox.sent[1]!.text).toContain(`Correction d’un envoi précédent\u00a0: la personne a modifié sa candidature après l’avoir envoyée\u202f; cette version remplace la première (`);
    expect(mailbox.sent[1]!.text).toContain(`?id=${firstId})`);

    // The inbox shows them together: the correction names the first, the first leads to it, the list marks it.
    const read = async <T,>(path: string) => (await (await send(await inboxRequest(path), inbox.env)).json()) as T;
    const second = await read<InboxDetail>(`/messages/${secondId}`);
    expect(second.corrects).toEqual({ id: firstId, receivedAt: stored[0]!.received_at });
    expect((await read<InboxDetail>(`/messages/${firstId}`)).corrections).toEqual([{ id: secondId, receivedAt: stored[1]!.received_at }]);
    expect(Object.fromEntries((await read<InboxPage>('/messages')).items.map((item) => [item.id, item.correction ?? false]))).toEqual({ [secondId]: true, [firstId]: false });

    // One application, however corrected: no « A postulé 2 fois », no second candidate for the offer.
    const listed = (await read<InboxPage>('/messages')).items;
    expect(listed.map((item) => item.others)).toEqual([0, 0]);
    expect(second.otherApplications).toEqual([]);
    const offerLine = (await read<{ offers: OfferCount[] }>('/offers')).offers.find((offer) => offer.reference === openOffer.reference);
    expect(offerLine).toMatchObject({ total: 1, byStatus: { nouvelle: 1 } });

    // A second correction names the first entry too, not the correction before it.
    const third = await send(multipartRequest({ ...application('+221 77 123 45 68'), message: 'Bonjour, je corrige encore.' }, { key }), mailbox.env);
    const { id: thirdId } = (await third.json()) as { id: string };
    expect((await rows()).find((row) => row.id === thirdId)?.corrects).toBe(firstId);
  });

  it('never brings back an entry erased since, whatever the body', async () => {
    const { env: testEnv } = inboxEnv();
    const key = newKey();
    const { id } = (await (await send(multipartRequest(application('+221 77 123 45 67'), { key }), testEnv)).json()) as { id: string };
    expect((await send(await inboxRequest(`/messages/${id}`, { method: 'DELETE' }), testEnv)).status).toBe(204);
    for (const phone of ['+221 77 123 45 67', '+221 77 123 45 68']) {
      const again = await send(multipartRequest(application(phone), { key }), testEnv);
      expect(await again.json()).toEqual({ id });
    }
    expect(await rows()).toEqual([]);
    expect((await env.CVS.list()).objects).toEqual([]);
  });
});
