/**
 * Limits that hold (issue 54), in workerd: the daily cap on what the form stores (whoever sends
 * it), and an erased entry's key that stays used. The day's rows and counts are seeded in D1
 * directly, not sent one form at a time; every moment is one the test sets. The health report's
 * share of the cap and the alert's limits: health.test.ts.
 */
import { applyD1Migrations, createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { workerFormRulesPath, type WorkerFormRules } from '../../contract/contactRules';
import { outboxDays } from '../../src/offline/offline';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';
import { dakarDayOf, secondsToMidnight } from '../../worker/dailyCap';
import { crons } from '../../worker/schedule';
import { deleteMessages, insertMessage, usedKeyDays } from '../../worker/store';
import { fields, jsonRequest, multipartRequest, newKey, openOffer, origin, pdfBytes, rows, seedDay, sendAt, storedFiles, withFormRules, withMailbox } from './helpers';

const builtRules = async () => (await (await env.ASSETS.fetch(`${origin}${workerFormRulesPath}`)).json()) as WorkerFormRules;

/** 21:30 in Dakar (UTC): two and a half hours before midnight. */
const evening = new Date('2026-11-24T21:30:00Z');
const hours = (from: Date, count: number) => new Date(from.getTime() + count * 60 * 60 * 1000);
const mebibyte = 1024 * 1024;

/** The Worker's env with a mailbox, and burst limits these tests never reach (the cap is what they test). */
function capEnv(change: Partial<WorkerFormRules> = {}) {
  const mailbox = withMailbox();
  const testEnv: Env = { ...mailbox.env, RATE_LIMIT: '1000/600', RATE_LIMIT_IP: '1000/600' };
  return { env: Object.keys(change).length ? withFormRules(testEnv, change) : testEnv, sent: mailbox.sent };
}

const seed = seedDay;
const usage = async () => (await env.DB.prepare('SELECT day, messages, cv_bytes FROM daily_usage ORDER BY day').all()).results;

const message = (email = fields.email) => ({ ...fields, email, offer: null });
const application = (bytes: Uint8Array = pdfBytes) => ({ ...fields, offer: openOffer.reference, cv: new File([bytes], 'cv.pdf', { type: 'application/pdf' }) });
/** PDF bytes of exactly `size` bytes. */
const pdfOf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(pdfBytes);
  return bytes;
};
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe('the daily cap on what the form stores', () => {
  it('comes from the content: 300 messages and 500 Mo of CVs a day, with the firm’s e-mail and phone in its French message', async () => {
    const rules = await builtRules();
    expect(rules.dailyCap).toEqual({ messages: 300, cvBytes: 500 * mebibyte });
    expect(rules.messages.dailyCap).toMatch(/^Le site reçoit exceptionnellement beaucoup de messages aujourd’hui\u00a0: /);
    expect(rules.messages.dailyCap).toMatch(/Écrivez-nous à \S+@\S+ ou appelez le \+221[\d\u00a0]+, ou réessayez demain\.$/);
    expect(rules.messages.dailyCap).not.toMatch(/[{}']/);
  });

  it('counts the Dakar day, from midnight UTC, and asks to wait until the next one', () => {
    expect(dakarDayOf(evening)).toEqual({ day: '2026-11-24', end: '2026-11-25T00:00:00.000Z' });
    expect(secondsToMidnight(evening)).toBe(2.5 * 3600);
    expect(secondsToMidnight(new Date('2026-11-24T23:59:59.500Z'))).toBe(1);
    expect(dakarDayOf(new Date('2026-11-25T00:00:00.000Z')).day).toBe('2026-11-25');
  });

  it('takes the 300th message of the day, then answers 429 until midnight in French, and stores, files and e-mails nothing', async () => {
    const { env: testEnv, sent } = capEnv();
    const rules = await builtRules();
    await seed('jour', 299, hours(evening, -12));
    // Yesterday's and tomorrow's entries are not today's.
    await seed('hier', 300, hours(evening, -24));
    expect((await sendAt(evening, jsonRequest(message()), testEnv)).status).toBe(201);
    expect(sent).toHaveLength(1);

    const refused = await sendAt(evening, multipartRequest(application()), testEnv);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(2.5 * 3600));
    expect(await refused.json()).toEqual({ error: 'dailyCap', message: rules.messages.dailyCap, retryAfter: 2.5 * 3600 });
    // Refused at the door: the upload is not read (a malformed body gets the same answer).
    expect((await sendAt(evening, jsonRequest('{pas du JSON'), testEnv)).status).toBe(429);
    expect(await count(`SELECT COUNT(*) AS n FROM messages WHERE received_at >= '2026-11-24'`)).toBe(300);
    expect(await usage()).toEqual([
      { day: '2026-11-23', messages: 300, cv_bytes: 0 },
      { day: '2026-11-24', messages: 300, cv_bytes: 0 },
    ]);
    expect(await storedFiles()).toEqual([]);
    expect(sent).toHaveLength(1);
    // Refused sends do not count against the sender's burst limit either.
    expect(await count('SELECT COUNT(*) AS n FROM recent_sends')).toBe(2);
    // The day counts what it accepted: an entry deleted gives no place back (its e-mail has left).
    await deleteMessages(env.DB, ['jour-1'], { action: 'delete', by: 'recrutement@sunu-rh.example', at: evening.toISOString() });
    expect((await sendAt(evening, jsonRequest(message()), testEnv)).status).toBe(429);

    // Midnight in Dakar: a new day, room again.
    const tomorrow = hours(evening, 2.5);
    expect((await sendAt(tomorrow, multipartRequest(application()), testEnv)).status).toBe(201);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('holds the CVs’ bytes: an application whose CV would pass 500 Mo is refused with nothing in R2, a message without a CV still goes', async () => {
    const { env: testEnv, sent } = capEnv();
    // 100 applications of 5 Mo: 500 Mo, less 1 Ko.
    await seed('cv', 99, hours(evening, -3), 5 * mebibyte);
    await seed('cv-presque', 1, hours(evening, -2), 5 * mebibyte - 1024);
    expect((await sendAt(evening, multipartRequest(application(pdfOf(1024))), testEnv)).status).toBe(201);
    const over = await sendAt(evening, multipartRequest(application(pdfOf(1024))), testEnv);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toBe('dailyCap');
    expect(await storedFiles()).toHaveLength(1);
    expect((await sendAt(evening, jsonRequest(message('moussa.diop@example.sn')), testEnv)).status).toBe(201);
    expect(sent).toHaveLength(2);
    expect(await count(`SELECT COUNT(*) AS n FROM messages WHERE received_at >= '2026-11-24' AND cv_size IS NULL`)).toBe(1);
  });

  it('answers a resend of a message already stored as stored, past the cap too (its Idempotency-Key)', async () => {
    const { env: testEnv, sent } = capEnv();
    const key = newKey();
    await seed('jour', 299, hours(evening, -1));
    const first = await sendAt(evening, jsonRequest(message(), { key }), testEnv);
    expect(first.status).toBe(201);
    const again = await sendAt(hours(evening, 1), jsonRequest(message(), { key }), testEnv);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect((await sendAt(hours(evening, 1), jsonRequest(message()), testEnv)).status).toBe(429);
    expect(sent).toHaveLength(1);
  });

  it('gives the day’s last place to one of two sends at once: the other is refused and leaves no CV behind', async () => {
    const { env: testEnv, sent } = capEnv();
    await seed('jour', 299, hours(evening, -1));
    const answers = await Promise.all([sendAt(evening, multipartRequest(application(), { ip: '203.0.113.1' }), testEnv), sendAt(evening, multipartRequest(application(), { ip: '203.0.113.2' }), testEnv)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429]);
    expect(await count(`SELECT COUNT(*) AS n FROM messages WHERE received_at >= '2026-11-24'`)).toBe(300);
    const stored = (await rows()).filter((row) => row.cv_key);
    expect(await storedFiles()).toEqual(stored.map((row) => row.cv_key));
    expect(sent).toHaveLength(1);
  });

  it('refuses in the insert itself past the cap, even when the check before it had room, and counts what it stores (store.ts `insertMessage`)', async () => {
    await seed('jour', 2, hours(evening, -1));
    const entry = (key: string, cvSize: number | null) => ({
      id: crypto.randomUUID(),
      idempotency_key: key,
      kind: 'application' as const,
      received_at: evening.toISOString(),
      ...fields,
      service: null,
      offer_reference: null,
      offer_title: null,
      cv_key: null,
      cv_name: null,
      cv_type: null,
      cv_size: cvSize,
    });
    expect(await insertMessage(env.DB, entry(newKey(), null), { messages: 2, cvBytes: 10 })).toEqual({ full: true });
    expect(await insertMessage(env.DB, entry(newKey(), 11), { messages: 3, cvBytes: 10 })).toEqual({ full: true });
    expect(await usage()).toEqual([{ day: '2026-11-24', messages: 2, cv_bytes: 0 }]);
    expect(await insertMessage(env.DB, entry(newKey(), 10), { messages: 3, cvBytes: 10 })).toMatchObject({ inserted: true });
    // Without a cap (nothing in the Worker stores so, but the count holds), and a key already stored: counted once.
    const again = entry(newKey(), 4);
    expect(await insertMessage(env.DB, again)).toMatchObject({ inserted: true });
    expect(await insertMessage(env.DB, { ...again, id: crypto.randomUUID() })).toEqual({ id: again.id, inserted: false });
    expect(await usage()).toEqual([{ day: '2026-11-24', messages: 4, cv_bytes: 14 }]);
    expect((await rows()).length).toBe(4);
  });

  it('follows the firm’s own figures (the editor’s « Plafond quotidien du formulaire »)', async () => {
    const { env: testEnv } = capEnv({ dailyCap: { messages: 2, cvBytes: 10 * mebibyte } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await sendAt(evening, jsonRequest(message(`personne${i}@example.sn`)), testEnv)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('migration 0008 on rows written before it', () => {
  it('counts each day’s messages and CVs already there, and starts with no used key', async () => {
    await env.DB.batch(
      ['message_events', 'status_changes', 'inbox_log', 'recent_sends', 'messages', 'schedule_runs', 'worker_settings', 'used_keys', 'daily_usage', 'staff', 'staff_log', 'alerts', 'alert_channels', 'd1_migrations'].map((table) => env.DB.prepare(`DROP TABLE IF EXISTS ${table}`)),
    );
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, 7));
    const insert = (id: string, at: string, cvSize: number | null) =>
      env.DB.prepare("INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, message, status, cv_size) VALUES (?, ?, 'application', ?, 'Awa', 'awa@example.sn', 'Bonjour.', 'nouvelle', ?)").bind(id, `k-${id}`, at, cvSize);
    await env.DB.batch([insert('a', '2026-11-23T23:59:59.999Z', 1000), insert('b', '2026-11-24T00:00:00.000Z', 2000), insert('c', '2026-11-24T21:30:00.000Z', null)]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect(await usage()).toEqual([
      { day: '2026-11-23', messages: 1, cv_bytes: 1000 },
      { day: '2026-11-24', messages: 2, cv_bytes: 2000 },
    ]);
    expect(await count('SELECT COUNT(*) AS n FROM used_keys')).toBe(0);
  });
});

describe('an erased key stays used', () => {
  it('answers a resend of a deleted entry as already received, with its id, and stores, files and e-mails nothing', async () => {
    const { env: testEnv, sent } = capEnv();
    const key = newKey();
    const first = await sendAt(evening, multipartRequest(application(), { key }), testEnv);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const [row] = await rows();
    await env.CVS.delete(row!.cv_key!);
    await deleteMessages(env.DB, [id], { action: 'delete', by: 'recrutement@sunu-rh.example', at: hours(evening, 1).toISOString() });
    expect(await rows()).toEqual([]);
    expect(await env.DB.prepare('SELECT idempotency_key, message_id, at FROM used_keys').all()).toMatchObject({ results: [{ idempotency_key: key, message_id: id, at: hours(evening, 1).toISOString() }] });

    // The form's retry, or the outbox on the device, sends it again: answered as the first time, nothing comes back.
    const again = await sendAt(hours(evening, 2), multipartRequest(application(), { key }), testEnv);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id });
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(sent).toHaveLength(1);
    // Past the day's cap as well.
    await seed('jour', 300, hours(evening, 1.5));
    expect((await sendAt(hours(evening, 2), jsonRequest(message(), { key }), testEnv)).status).toBe(201);
    // A new message (a new key) is one.
    expect((await sendAt(hours(evening, 3), jsonRequest(message()), testEnv)).status).toBe(201);
  });

  it('holds against a send already past the key check: the insert itself refuses an erased key', async () => {
    const key = newKey();
    const entry = { id: crypto.randomUUID(), idempotency_key: key, kind: 'message' as const, received_at: evening.toISOString(), ...fields, service: null, offer_reference: null, offer_title: null, cv_key: null, cv_name: null, cv_type: null, cv_size: null };
    expect(await insertMessage(env.DB, entry)).toEqual({ id: entry.id, inserted: true });
    await deleteMessages(env.DB, [entry.id], { action: 'delete', by: 'recrutement@sunu-rh.example', at: evening.toISOString() });
    expect(await insertMessage(env.DB, { ...entry, id: crypto.randomUUID() })).toEqual({ id: entry.id, inserted: false });
    expect(await rows()).toEqual([]);
  });

  it('keeps the keys of the retention run’s deletions too, and forgets each 31 days after its deletion, beyond the outbox’s 30', async () => {
    expect(usedKeyDays).toBeGreaterThan(outboxDays);
    const { env: testEnv } = capEnv();
    const old = await sendAt(new Date('2023-11-01T10:00:00Z'), jsonRequest(message(), { key: 'cle-du-vieux-message-01' }), testEnv);
    const { id } = (await old.json()) as { id: string };
    const run = async (at: Date) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: crons.retention, scheduledTime: at.getTime() }), testEnv, ctx);
      await waitOnExecutionContext(ctx);
    };
    const purgedAt = new Date('2026-11-24T03:00:00Z');
    await seed('mois', 1, hours(purgedAt, -30 * 24));
    await run(purgedAt);
    expect((await rows()).map((row) => row.id)).toEqual(['mois-1']);
    // A month of daily counts is kept: older days are forgotten.
    expect(await usage()).toEqual([{ day: '2026-10-25', messages: 1, cv_bytes: 0 }]);
    expect((await env.DB.prepare('SELECT idempotency_key, message_id, at FROM used_keys').all()).results).toEqual([{ idempotency_key: 'cle-du-vieux-message-01', message_id: id, at: purgedAt.toISOString() }]);
    await run(hours(purgedAt, 31 * 24));
    expect(await count('SELECT COUNT(*) AS n FROM used_keys')).toBe(1);
    await run(hours(purgedAt, 32 * 24));
    expect(await count('SELECT COUNT(*) AS n FROM used_keys')).toBe(0);
    expect(await env.DB.prepare('SELECT result FROM schedule_runs').first<{ result: string }>()).toEqual({ result: JSON.stringify({ messages: 0, applications: 0, usedKeysForgotten: 1 }) });
  });
});
