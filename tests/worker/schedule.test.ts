import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { crons } from '../../worker/schedule';
import { fields, multipartRequest, jsonRequest, openOffer, pdfBytes, rows, sendAt, storedFiles, withFormRules, withMailbox } from './helpers';
import type { Env } from '../../worker/env';

/** Runs a cron as Cloudflare would, at the moment the test sets. */
async function runCron(cron: string, at: Date, testEnv: Env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at.getTime() }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const received = new Date('2026-11-24T09:00:00Z');
const minutesLater = (minutes: number) => new Date(received.getTime() + minutes * 60_000);

describe('the e-mail retry', () => {
  it('keeps a message whose e-mail failed, marked not sent, and sends it with its CV on the next run when the firm chose it', async () => {
    const down = withFormRules(withMailbox(true).env, { attachCv: true });
    const response = await sendAt(received, multipartRequest({ ...fields, offer: openOffer.reference, cv: new File([pdfBytes], 'cv.pdf') }), down);
    expect(response.status).toBe(201);
    const [failed] = await rows();
    expect(failed).toMatchObject({ emailed_at: null, email_attempts: 1, email_error: 'Email Routing indisponible' });

    const up = withMailbox();
    const upEnv = withFormRules(up.env, { attachCv: true });
    // A send younger than 5 minutes may still be under way: the run leaves it.
    await runCron(crons.retry, minutesLater(4), upEnv);
    expect(up.sent).toEqual([]);
    await runCron(crons.retry, minutesLater(10), upEnv);
    expect(up.sent).toHaveLength(1);
    expect(up.sent[0].subject).toBe(`Candidature – ${fields.name} – ${openOffer.reference} – ${openOffer.title}`);
    expect(new Uint8Array(up.sent[0].attachments[0].content as ArrayBuffer)).toEqual(pdfBytes);
    const [sent] = await rows();
    expect(sent).toMatchObject({ emailed_at: minutesLater(10).toISOString(), email_attempts: 2, email_error: null });

    await runCron(crons.retry, minutesLater(20), upEnv);
    expect(up.sent).toHaveLength(1);
  });

  it('sends it again without reading the CV back from R2 when the e-mail does not carry it (as built)', async () => {
    await sendAt(received, multipartRequest({ ...fields, offer: openOffer.reference, cv: new File([pdfBytes], 'cv.pdf') }), withMailbox(true).env);
    const up = withMailbox();
    const reads: string[] = [];
    const cvs = new Proxy(env.CVS, {
      get: (bucket, name) => (name === 'get' ? (key: string) => (reads.push(key), bucket.get(key)) : Reflect.get(bucket, name, bucket)),
    });
    await runCron(crons.retry, minutesLater(10), { ...up.env, CVS: cvs });
    expect(up.sent).toHaveLength(1);
    expect(up.sent[0].attachments).toEqual([]);
    expect(up.raw[0]).not.toMatch(/Content-Disposition:\s*attachment/i);
    expect(up.sent[0].text).toContain('cv.pdf (1\u00a0Ko), à télécharger dans la boîte de réception\u00a0: ');
    expect(reads).toEqual([]);
    // The same run, with the firm's choice on, does read it: the spy sees what it should.
    await env.DB.prepare('UPDATE messages SET emailed_at = NULL').run();
    await runCron(crons.retry, minutesLater(20), withFormRules({ ...up.env, CVS: cvs }, { attachCv: true }));
    expect(reads).toEqual([(await rows())[0].cv_key]);
  });

  it('tries again on every run while the e-mail keeps failing, and loses nothing', async () => {
    const down = withMailbox(true);
    await sendAt(received, jsonRequest({ ...fields, offer: null }), down.env);
    await runCron(crons.retry, minutesLater(10), down.env);
    await runCron(crons.retry, minutesLater(20), down.env);
    expect(await rows()).toEqual([expect.objectContaining({ emailed_at: null, email_attempts: 3 })]);
  });
});

describe('the retention run', () => {
  const retention = async () => ((await (await env.ASSETS.fetch('https://www.example.com/donnees/formulaire.json')).json()) as { retentionMonths: { message: number; application: number } }).retentionMonths;

  it('deletes messages and applications, CVs included, past the durations legal.yml states, and keeps the others', async () => {
    const months = await retention();
    expect(months).toEqual({ message: 36, application: 24 });
    const mailbox = withMailbox();
    const at = (iso: string) => new Date(iso);
    const now = at('2029-06-15T03:00:00Z');
    // An application received 24 months and one day before the run, another one day short of 24 months.
    await sendAt(at('2027-06-14T03:00:00Z'), multipartRequest({ ...fields, name: 'Ancienne candidate', offer: '', candidature: 'spontanee', cv: new File([pdfBytes], 'ancien.pdf') }, { ip: '192.0.2.1' }), mailbox.env);
    await sendAt(at('2027-06-16T03:00:00Z'), multipartRequest({ ...fields, name: 'Candidate récente', candidature: 'spontanee', cv: new File([pdfBytes], 'recent.pdf') }, { ip: '192.0.2.2' }), mailbox.env);
    // A message 36 months and one day old, and one a day short of it.
    await sendAt(at('2026-06-14T03:00:00Z'), jsonRequest({ ...fields, name: 'Ancien client', offer: null }, { ip: '192.0.2.3' }), mailbox.env);
    await sendAt(at('2026-06-16T03:00:00Z'), jsonRequest({ ...fields, name: 'Client récent', offer: null }, { ip: '192.0.2.4' }), mailbox.env);
    expect(await rows()).toHaveLength(4);
    expect(await storedFiles()).toHaveLength(2);
    const recentCv = (await rows()).find((row) => row.name === 'Candidate récente')!.cv_key;

    await runCron(crons.retention, now, mailbox.env);

    expect((await rows()).map((row) => row.name).sort()).toEqual(['Candidate récente', 'Client récent']);
    expect(await storedFiles()).toEqual([recentCv]);
  });
});

describe('the rate limit’s entries', () => {
  it('are forgotten by the 10-minute run once past their 10-minute window, as the privacy page says', async () => {
    const mailbox = withMailbox();
    await sendAt(received, jsonRequest({ ...fields, offer: null }), mailbox.env);
    const entries = async () => (await env.DB.prepare('SELECT * FROM recent_sends').all<Record<string, unknown>>()).results;
    // One place under the sender, one under the connection: a hash and a time, never the addresses.
    const kept = await entries();
    expect(kept).toHaveLength(2);
    for (const entry of kept) {
      expect(Object.keys(entry).sort()).toEqual(['address_hash', 'sent_at']);
      expect(entry.address_hash).toMatch(/^(de|ip):[0-9a-f]{64}$/);
    }
    await runCron(crons.retry, minutesLater(9), mailbox.env);
    expect(await entries()).toHaveLength(2);
    await runCron(crons.retry, minutesLater(11), mailbox.env);
    expect(await entries()).toHaveLength(0);
  });
});
