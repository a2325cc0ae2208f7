/**
 * The inbox's triage (issue 31) in workerd: client messages' own statuses, notes, replies recorded,
 * the same person across applications, bulk statuses with their undo, the CVs of a selection as a
 * ZIP, and migration 0003 on rows written before it.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bulkMax, csvColumns, lastFavoriteChange, type BulkResult, type ErasureResult, type PersonEntries, type FavoriteConflict, type InboxDetail, type InboxPage, type Selection } from '../../src/inbox/contract';
import { inboxMessages } from '../../worker/inbox/answers';
import { missingNoteName, zipNames } from '../../worker/inbox/cvZip';
import { purgeExpired, retryEmails } from '../../worker/schedule';
import { phoneKey } from '../../worker/store';
import type { Env } from '../../worker/env';
import { fields, jsonRequest, multipartRequest, pdfBytes, rows, send, sendAt } from './helpers';
import { accessToken, inboxAt, inboxEnv, inboxRequest, staff } from './inboxHelpers';

async function receive(testEnv: Env, iso: string, request: Request): Promise<string> {
  const response = await sendAt(new Date(iso), request, testEnv);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const docxBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('[Content_Types].xml word/document.xml')]);

function apply(name: string, email: string, phone: string, offer: string, cv: File | null = new File([pdfBytes], 'mon-cv.pdf')) {
  return multipartRequest({ ...fields, name, email, phone, offer, ...(offer ? {} : { candidature: 'spontanee' }), ...(cv ? { cv } : {}) });
}

async function call<T>(testEnv: Env, path: string, options: Parameters<typeof inboxRequest>[1] = {}, expected = 200): Promise<T> {
  const response = await send(await inboxRequest(path, options), testEnv);
  expect(response.status, `${options.method ?? 'GET'} ${path}`).toBe(expected);
  return (await response.json()) as T;
}

/** Back to an empty database, before any migration: every table the migrations make. */
const dropEveryTable = () =>
  env.DB.batch(['message_events', 'status_changes', 'inbox_log', 'recent_sends', 'messages', 'schedule_runs', 'worker_settings', 'used_keys', 'daily_usage', 'staff', 'staff_log', 'alerts', 'alert_channels', 'd1_migrations'].map((table) => env.DB.prepare(`DROP TABLE IF EXISTS ${table}`)));

const countOf = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())!.n;

describe('statuses of their own for client messages', () => {
  it('gives a message « à traiter » on arrival, takes its statuses and refuses a candidate’s, and the reverse', async () => {
    const { env: testEnv } = inboxEnv();
    const message = await receive(testEnv, '2026-11-11T00:00:00.000Z', jsonRequest({ ...fields, offer: null }));
    const candidate = await receive(testEnv, '2026-11-12T00:00:00.000Z', apply('Awa Ndiaye', 'awa@example.sn', '77 100 00 01', 'SRH-2026-031'));
    expect((await rows()).map((row) => row.status)).toEqual(['a_traiter', 'nouvelle']);

    const refused = await call<{ message: string }>(testEnv, `/messages/${message}/status`, { method: 'POST', body: { status: 'entretien' } }, 400);
    expect(refused.message).toBe(inboxMessages.otherKindStatus);
    await call(testEnv, `/messages/${candidate}/status`, { method: 'POST', body: { status: 'repondu' } }, 400);

    const answered = await call<InboxDetail>(testEnv, `/messages/${message}/status`, { method: 'POST', body: { status: 'repondu', from: 'a_traiter' } });
    expect(answered).toMatchObject({ status: 'repondu', history: [{ type: 'status', status: 'repondu', by: staff }] });
    expect((await call<InboxPage>(testEnv, '/messages?statut=repondu')).items.map((item) => item.id)).toEqual([message]);
    expect(await countOf("SELECT COUNT(*) AS n FROM status_changes WHERE status = 'repondu'")).toBe(1);
  });

  it('is held by D1 too: a row of the other kind’s status is refused by the table itself', async () => {
    const { env: testEnv } = inboxEnv();
    const message = await receive(testEnv, '2026-11-11T00:00:00.000Z', jsonRequest({ ...fields, offer: null }));
    await expect(env.DB.prepare("UPDATE messages SET status = 'entretien' WHERE id = ?").bind(message).run()).rejects.toThrow(/CHECK/);
  });
});

describe('notes', () => {
  it('are recorded with who and when, trimmed, shown with the statuses in order, and exported in the CSV', async () => {
    const { env: testEnv } = inboxEnv();
    const id = await receive(testEnv, '2026-11-20T10:00:00.000Z', apply('Fatou Sarr', 'fatou@example.sn', '77 100 00 03', 'SRH-2026-034'));
    await inboxAt('2026-11-22T09:00:00.000Z', testEnv)(await inboxRequest(`/messages/${id}/status`, { method: 'POST', body: { status: 'etude', from: 'nouvelle' } }));
    const note = await inboxAt('2026-11-27T11:30:00.000Z', testEnv)(
      await inboxRequest(`/messages/${id}/notes`, { method: 'POST', body: { text: '  Appelée le 27, disponible en janvier.\nPrétentions : 600 000 F.  ' }, token: await accessToken({ email: 'khady@sunu-rh.example' }) }),
    );
    expect(note.status).toBe(200);
    await inboxAt('2026-11-27T11:35:00.000Z', testEnv)(await inboxRequest(`/messages/${id}/replies`, { method: 'POST', body: { template: 'Invitation à un entretien' } }));
    await inboxAt('2026-11-27T11:40:00.000Z', testEnv)(await inboxRequest(`/messages/${id}/replies`, { method: 'POST', body: { template: 'Invitation à un entretien', sent: true } }));
    const detail = await call<InboxDetail>(testEnv, `/messages/${id}`);
    // A reply prepared (the mail program opened) and, apart, the same reply marked as sent by staff.
    expect(detail.history).toEqual([
      { type: 'status', status: 'etude', by: staff, at: '2026-11-22T09:00:00.000Z' },
      { type: 'note', text: 'Appelée le 27, disponible en janvier.\nPrétentions : 600 000 F.', by: 'khady@sunu-rh.example', at: '2026-11-27T11:30:00.000Z' },
      { type: 'reply', template: 'Invitation à un entretien', by: staff, at: '2026-11-27T11:35:00.000Z' },
      { type: 'sent', template: 'Invitation à un entretien', by: staff, at: '2026-11-27T11:40:00.000Z' },
    ]);

    const csv = await (await send(await inboxRequest('/export.csv'), testEnv)).text();
    // The notes' cell: one note per line, quoted (it holds a line break), the reply not among them; then « Favori », empty.
    expect(csv).toContain(`;"27/11/2026 11:30, khady@sunu-rh.example : Appelée le 27, disponible en janvier.\nPrétentions : 600 000 F.";\r\n`);
    expect(csv).not.toContain('Invitation à un entretien');
  });

  it('refuses an empty note, a note too long, a body without text, and an unknown entry', async () => {
    const { env: testEnv } = inboxEnv();
    const id = await receive(testEnv, '2026-11-20T10:00:00.000Z', apply('Fatou Sarr', 'fatou@example.sn', '77 100 00 03', 'SRH-2026-034'));
    const cases: [unknown, number, string][] = [
      [{ text: '   \n ' }, 400, inboxMessages.emptyNote],
      [{ text: 'a'.repeat(10_001) }, 400, inboxMessages.longNote],
      [{ note: 'Appelée' }, 400, inboxMessages.malformed],
      [[1, 2], 400, inboxMessages.malformed],
    ];
    for (const [body, status, message] of cases) expect((await call<{ message: string }>(testEnv, `/messages/${id}/notes`, { method: 'POST', body }, status)).message).toBe(message);
    await call(testEnv, '/messages/2f1d7c1e-0000-4000-8000-000000000000/notes', { method: 'POST', body: { text: 'Bonjour' } }, 404);
    // 10 000 characters (a 5 300-character note was cut at 4 000 before): stored whole.
    const long = 'Compte rendu d’entretien. '.repeat(400).slice(0, 10_000);
    await call(testEnv, `/messages/${id}/notes`, { method: 'POST', body: { text: long } });
    expect(await countOf('SELECT COUNT(*) AS n FROM message_events')).toBe(1);
    expect((await env.DB.prepare('SELECT text FROM message_events').first<{ text: string }>())!.text).toBe(long.trim());
  });

  it('are never e-mailed: the firm’s e-mail sent later by the retry carries none', async () => {
    const failing = inboxEnv({}, true);
    const id = await receive(failing.env, '2026-11-20T10:00:00.000Z', apply('Fatou Sarr', 'fatou@example.sn', '77 100 00 03', 'SRH-2026-034'));
    await call(failing.env, `/messages/${id}/notes`, { method: 'POST', body: { text: 'Note interne : ne pas transmettre.' } });
    const working = inboxEnv();
    expect(await retryEmails(working.env, new Date('2026-11-20T10:20:00.000Z'))).toEqual({ sent: 1, failed: 0 });
    expect(working.sent).toHaveLength(1);
    expect(JSON.stringify(working.sent[0])).toContain('Fatou Sarr');
    expect(JSON.stringify(working.sent[0])).not.toContain('Note interne');
  });

  it('are deleted with their application', async () => {
    const { env: testEnv } = inboxEnv();
    const id = await receive(testEnv, '2026-11-20T10:00:00.000Z', apply('Fatou Sarr', 'fatou@example.sn', '77 100 00 03', 'SRH-2026-034'));
    const other = await receive(testEnv, '2026-11-21T10:00:00.000Z', apply('Ibrahima Ba', 'ibrahima@example.sn', '77 100 00 04', 'SRH-2026-031'));
    for (const target of [id, other]) await call(testEnv, `/messages/${target}/notes`, { method: 'POST', body: { text: 'Rappeler lundi.' } });
    await call(testEnv, `/messages/${id}/replies`, { method: 'POST', body: { template: 'Accusé de réception' } });
    expect((await send(await inboxRequest(`/messages/${id}`, { method: 'DELETE' }), testEnv)).status).toBe(204);
    expect(await countOf('SELECT COUNT(*) AS n FROM message_events WHERE message_id = ?', id)).toBe(0);
    expect(await countOf('SELECT COUNT(*) AS n FROM message_events WHERE message_id = ?', other)).toBe(1);
  });
});

/**
 * Awa three times (first and second share an e-mail in another case, first and third a phone
 * written another way), and Fatou, a stranger.
 */
async function awaThreeWays(testEnv: Env) {
  return {
    first: await receive(testEnv, '2026-11-02T09:15:00.000Z', apply('Awa Ndiaye', 'awa.ndiaye@example.sn', '+221 77 100 00 01', 'SRH-2026-031')),
    second: await receive(testEnv, '2026-11-10T09:15:00.000Z', apply('Awa Ndiaye', 'Awa.Ndiaye@Example.sn', '77 555 55 55', 'SRH-2026-034')),
    third: await receive(testEnv, '2026-11-20T09:15:00.000Z', apply('A. Ndiaye', 'awa.pro@example.sn', '00221 77-100-00-01', '')),
    stranger: await receive(testEnv, '2026-11-21T09:15:00.000Z', apply('Fatou Sarr', 'fatou@example.sn', '77 100 00 03', 'SRH-2026-031')),
  };
}

describe('the same person across applications', () => {
  it('is erased by proof: the entries staff ticked, each still as the page showed it, and nobody else (issue 54’s repro)', async () => {
    const { env: testEnv } = inboxEnv();
    const fatou = await receive(testEnv, '2026-11-02T09:00:00.000Z', apply('Fatou Sarr', 'fatou@example.sn', '+221 77 555 44 33', 'SRH-2026-031'));
    const mallory = await receive(testEnv, '2026-11-03T09:00:00.000Z', apply('Mallory Faye', 'mallory@example.sn', '77 555 44 33', 'SRH-2026-034'));
    const message = await receive(testEnv, '2026-11-04T09:00:00.000Z', jsonRequest({ ...fields, name: 'Mallory Faye', email: 'MALLORY@example.sn', phone: '', offer: null }));
    await call(testEnv, `/messages/${mallory}/notes`, { method: 'POST', body: { text: 'Demande d’effacement reçue par téléphone.' } });
    const objects = async () => (await env.CVS.list()).objects.length;
    expect(await objects()).toBe(2);

    // What the dialog lists: the entry, then her message (same e-mail) and Fatou (same phone), newest first, each with what matched.
    const listed = await call<PersonEntries>(testEnv, `/messages/${mallory}/personne`);
    expect(listed.more).toBe(false);
    expect(listed.entries.map(({ id, kind, name, email, phone, hasCv, matched }) => ({ id, kind, name, email, phone, hasCv, matched }))).toEqual([
      { id: mallory, kind: 'application', name: 'Mallory Faye', email: 'mallory@example.sn', phone: '77 555 44 33', hasCv: true, matched: [] },
      { id: message, kind: 'message', name: 'Mallory Faye', email: 'MALLORY@example.sn', phone: '', hasCv: false, matched: ['email'] },
      { id: fatou, kind: 'application', name: 'Fatou Sarr', email: 'fatou@example.sn', phone: '+221 77 555 44 33', hasCv: true, matched: ['phone'] },
    ]);

    // Staff tick Mallory's two entries: exactly those go, with her CV, notes and history; Fatou stays with hers.
    const [self, own] = listed.entries;
    const result = await call<ErasureResult>(testEnv, '/erasure', { method: 'POST', body: { entries: [self, own].map(({ id, email, phone }) => ({ id, email, phone })) } });
    expect(result).toEqual({ deleted: [mallory, message], missing: [] });
    expect((await rows()).map((row) => row.id)).toEqual([fatou]);
    expect(await objects()).toBe(1);
    expect(await env.CVS.get((await rows())[0]!.cv_key!)).not.toBeNull();
    expect(await countOf('SELECT COUNT(*) AS n FROM message_events')).toBe(0);
    expect((await env.DB.prepare("SELECT message_id FROM inbox_log WHERE action = 'delete' ORDER BY message_id").all<{ message_id: string }>()).results.map((row) => row.message_id)).toEqual([mallory, message].sort());
  });

  it('deletes nothing the page did not show: an entry named with another e-mail or phone stays, and the old « ?personne=1 » is refused', async () => {
    const { env: testEnv } = inboxEnv();
    const fatou = await receive(testEnv, '2026-11-02T09:00:00.000Z', apply('Fatou Sarr', 'fatou@example.sn', '+221 77 555 44 33', 'SRH-2026-031'));
    const mallory = await receive(testEnv, '2026-11-03T09:00:00.000Z', apply('Mallory Faye', 'mallory@example.sn', '77 555 44 33', 'SRH-2026-034'));
    // Fatou's id with Mallory's details (a forged or stale page): left, and said.
    const result = await call<ErasureResult>(testEnv, '/erasure', { method: 'POST', body: { entries: [{ id: fatou, email: 'mallory@example.sn', phone: '77 555 44 33' }] } });
    expect(result).toEqual({ deleted: [], missing: [fatou] });
    const refused = await call<{ message: string }>(testEnv, `/messages/${mallory}?personne=1`, { method: 'DELETE' }, 400);
    expect(refused.message).toBe(inboxMessages.erasureOutdated);
    expect((await rows()).map((row) => row.id)).toEqual([fatou, mallory]);
    // Not a list of entries, an empty one, more than bulkMax: refused in French, nothing deleted.
    expect((await call<{ message: string }>(testEnv, '/erasure', { method: 'POST', body: { entries: [{ id: fatou }] } }, 400)).message).toBe(inboxMessages.malformed);
    expect((await call<{ message: string }>(testEnv, '/erasure', { method: 'POST', body: { entries: [] } }, 400)).message).toBe(inboxMessages.noSelection);
    const many = Array.from({ length: bulkMax + 1 }, (_, index) => ({ id: `id-${index}`, email: 'x@example.sn', phone: '' }));
    expect((await call<{ message: string }>(testEnv, '/erasure', { method: 'POST', body: { entries: many } }, 400)).message).toBe(inboxMessages.tooMany);
    expect(await call<PersonEntries>(testEnv, '/messages/2f1d7c1e-0000-4000-8000-000000000000/personne', {}, 404)).toMatchObject({ message: inboxMessages.notFound });
    expect((await rows()).map((row) => row.id)).toEqual([fatou, mallory]);
  });

  it('never makes strangers one person by a placeholder phone: not on the badge, the person view, nor the erasure’s list', async () => {
    const { env: testEnv } = inboxEnv();
    const one = await receive(testEnv, '2026-11-02T09:00:00.000Z', apply('Candidat Un', 'un@example.sn', '000000000', 'SRH-2026-031'));
    const two = await receive(testEnv, '2026-11-03T09:00:00.000Z', apply('Candidat Deux', 'deux@example.sn', '+000 000 000', 'SRH-2026-031'));
    const three = await receive(testEnv, '2026-11-04T09:00:00.000Z', apply('Candidat Trois', 'trois@example.sn', '77 000 00 00', 'SRH-2026-031'));
    const four = await receive(testEnv, '2026-11-05T09:00:00.000Z', apply('Candidat Quatre', 'quatre@example.sn', '123 456 789', 'SRH-2026-031'));
    const five = await receive(testEnv, '2026-11-06T09:00:00.000Z', apply('Candidat Cinq', 'cinq@example.sn', '00221 123456789', 'SRH-2026-031'));
    expect((await call<InboxPage>(testEnv, '/messages')).items.map((item) => item.others)).toEqual([0, 0, 0, 0, 0]);
    for (const id of [one, two, three, four, five]) {
      expect((await call<PersonEntries>(testEnv, `/messages/${id}/personne`)).entries.map((entry) => entry.id)).toEqual([id]);
      expect((await call<InboxPage>(testEnv, `/messages?personne=${id}`)).items.map((item) => item.id)).toEqual([id]);
    }
  });

  it('is found by e-mail in any case or by phone however written, on the rows and in the detail, and not among messages', async () => {
    const { env: testEnv } = inboxEnv();
    const { first, second, third, stranger } = await awaThreeWays(testEnv);
    await receive(testEnv, '2026-11-22T09:15:00.000Z', jsonRequest({ ...fields, email: 'awa.ndiaye@example.sn', phone: '+221 77 100 00 01', offer: null }));

    const page = await call<InboxPage>(testEnv, '/messages');
    const others = Object.fromEntries(page.items.map((item) => [item.id, item.others]));
    // First and third share a phone; first and second an e-mail: the second and third share nothing with each other.
    expect(others[first]).toBe(2);
    expect(others[second]).toBe(1);
    expect(others[third]).toBe(1);
    expect(others[stranger]).toBe(0);
    expect(page.items.find((item) => item.kind === 'message')!.others).toBe(0);

    const detail = await call<InboxDetail>(testEnv, `/messages/${first}`);
    expect(detail.others).toBe(2);
    expect(detail.otherApplications).toEqual([
      { id: third, receivedAt: '2026-11-20T09:15:00.000Z', offer: null, status: 'nouvelle' },
      { id: second, receivedAt: '2026-11-10T09:15:00.000Z', offer: { reference: 'SRH-2026-034', title: expect.any(String) }, status: 'nouvelle' },
    ]);
    const csv = await (await send(await inboxRequest('/export.csv?tri=ancien&type=candidatures'), testEnv)).text();
    expect(csv.split('\r\n').slice(1, 5).map((line) => line.split(';')[11])).toEqual(['2', '1', '1', '0']);
  });

  it('reads a phone by its last nine digits, and a short one as no phone at all', () => {
    expect(phoneKey('+221 77 100 00 01')).toBe('771000001');
    expect(phoneKey('00221771000001')).toBe('771000001');
    expect(phoneKey('(77) 100.00.01')).toBe('771000001');
    expect(phoneKey('12 34')).toBe('');
    expect(phoneKey('')).toBe('');
    // Placeholders: one digit repeated after the operator's two, or a run; a real number with few digits is still one.
    for (const filler of ['000000000', '+000 000 000', '77 000 00 00', '77 777 77 77', '123456789', '+221 987 654 321']) expect(phoneKey(filler), filler).toBe('');
    expect(phoneKey('77 100 00 01')).toBe('771000001');
    expect(phoneKey('70 000 00 01')).toBe('700000001');
  });
});

describe('bulk statuses', () => {
  async function five(testEnv: Env) {
    return {
      a: await receive(testEnv, '2026-11-02T09:00:00.000Z', apply('Awa Ndiaye', 'awa@example.sn', '77 100 00 01', 'SRH-2026-031')),
      b: await receive(testEnv, '2026-11-03T09:00:00.000Z', apply('Binta Diallo', 'binta@example.sn', '77 100 00 02', 'SRH-2026-031')),
      c: await receive(testEnv, '2026-11-04T09:00:00.000Z', apply('Cheikh Fall', 'cheikh@example.sn', '77 100 00 03', 'SRH-2026-034')),
      m: await receive(testEnv, '2026-11-05T09:00:00.000Z', jsonRequest({ ...fields, email: 'client@example.sn', offer: null })),
    };
  }

  it('sets a status on the entries named, each from the status the page showed, says what each had, leaves the other kind alone, and undoes', async () => {
    const { env: testEnv } = inboxEnv();
    const { a, b, c, m } = await five(testEnv);
    await call(testEnv, `/messages/${b}/status`, { method: 'POST', body: { status: 'etude', from: 'nouvelle' } });
    const entries = [
      { id: a, from: 'nouvelle' },
      { id: b, from: 'etude' },
      { id: m, from: 'a_traiter' },
    ];
    const result = await call<BulkResult>(testEnv, '/statuses', { method: 'POST', body: { entries, status: 'entretien' } });
    expect(result.changed.sort((x, y) => x.id.localeCompare(y.id))).toEqual(entries.slice(0, 2).sort((x, y) => x.id.localeCompare(y.id)));
    expect(result.unchanged).toBe(1);
    expect(result.conflicts).toEqual([]);
    const status = async () => Object.fromEntries((await rows()).map((row) => [row.id, row.status]));
    expect(await status()).toEqual({ [a]: 'entretien', [b]: 'entretien', [c]: 'nouvelle', [m]: 'a_traiter' });
    expect(await countOf("SELECT COUNT(*) AS n FROM status_changes WHERE status = 'entretien' AND by_email = ?", staff)).toBe(2);

    // The undo: each back to what it had, from the status this change gave it.
    await call(testEnv, '/statuses', { method: 'POST', body: { entries: [{ id: a, from: 'entretien' }], status: 'nouvelle' } });
    await call(testEnv, '/statuses', { method: 'POST', body: { entries: [{ id: b, from: 'entretien' }], status: 'etude' } });
    expect(await status()).toEqual({ [a]: 'nouvelle', [b]: 'etude', [c]: 'nouvelle', [m]: 'a_traiter' });
  });

  it('leaves an entry a colleague changed since the page showed it, and names it with who and when; the others change', async () => {
    const { env: testEnv } = inboxEnv();
    const { a, b } = await five(testEnv);
    await inboxAt('2026-11-25T08:04:00.000Z', testEnv)(await inboxRequest(`/messages/${b}/status`, { method: 'POST', body: { status: 'retenue', from: 'nouvelle' }, token: await accessToken({ email: 'khady@sunu-rh.example' }) }));
    const result = await call<BulkResult>(testEnv, '/statuses', { method: 'POST', body: { entries: [{ id: a, from: 'nouvelle' }, { id: b, from: 'nouvelle' }], status: 'ecartee' } });
    expect(result.changed).toEqual([{ id: a, from: 'nouvelle' }]);
    expect(result.conflicts).toEqual([{ id: b, name: 'Binta Diallo', change: { status: 'retenue', by: 'khady@sunu-rh.example', at: '2026-11-25T08:04:00.000Z' } }]);
    expect((await rows()).find((row) => row.id === b)!.status).toBe('retenue');
    // Undoing a change a colleague has since overtaken: refused for that entry, named.
    await inboxAt('2026-11-25T08:30:00.000Z', testEnv)(await inboxRequest(`/messages/${a}/status`, { method: 'POST', body: { status: 'entretien', from: 'ecartee' }, token: await accessToken({ email: 'khady@sunu-rh.example' }) }));
    const undo = await call<BulkResult>(testEnv, '/statuses', { method: 'POST', body: { entries: [{ id: a, from: 'ecartee' }], status: 'nouvelle' } });
    expect(undo.changed).toEqual([]);
    expect(undo.conflicts).toEqual([{ id: a, name: 'Awa Ndiaye', change: { status: 'entretien', by: 'khady@sunu-rh.example', at: '2026-11-25T08:30:00.000Z' } }]);
    expect((await rows()).find((row) => row.id === a)!.status).toBe('entretien');
  });

  it('reads what the whole filtered list holds (the page says how many and asks), and changes nothing by filter', async () => {
    const { env: testEnv } = inboxEnv();
    const { a, b } = await five(testEnv);
    const selection = await call<Selection>(testEnv, '/selection?offre=SRH-2026-031');
    expect(selection.total).toBe(2);
    expect(selection.entries.map(({ id, kind, status, hasCv }) => ({ id, kind, status, hasCv })).sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [a, b].sort().map((id) => ({ id, kind: 'application', status: 'nouvelle', hasCv: true })),
    );
    // The old « filters » body changes nothing: only entries named with their status are.
    expect((await call<{ message: string }>(testEnv, '/statuses', { method: 'POST', body: { filters: { offre: 'SRH-2026-031' }, status: 'ecartee' } }, 400)).message).toBe(inboxMessages.malformed);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(0);
  });

  it('refuses no entries, more than 200, an unknown status, ids that are not ours, and another origin', async () => {
    const { env: testEnv } = inboxEnv();
    const { a } = await five(testEnv);
    const entries201 = Array.from({ length: 201 }, (_, i) => ({ id: `id-${i}`, from: 'nouvelle' }));
    const cases: [unknown, number, string][] = [
      [{ entries: [], status: 'etude' }, 400, inboxMessages.noSelection],
      [{ status: 'etude' }, 400, inboxMessages.malformed],
      [{ entries: entries201, status: 'etude' }, 400, inboxMessages.tooMany],
      [{ entries: [{ id: a, from: 'nouvelle' }], status: 'embauchee' }, 400, inboxMessages.unknownStatus],
      [{ entries: [{ id: a }], status: 'etude' }, 400, inboxMessages.malformed],
      [{ entries: [{ id: "x' OR 1=1 --", from: 'nouvelle' }], status: 'etude' }, 400, inboxMessages.malformed],
    ];
    for (const [body, status, message] of cases) expect((await call<{ message: string }>(testEnv, '/statuses', { method: 'POST', body }, status)).message).toBe(message);
    expect((await send(await inboxRequest('/statuses', { method: 'POST', body: { entries: [{ id: a, from: 'nouvelle' }], status: 'etude' }, headers: { Origin: 'https://attaquant.example' } }), testEnv)).status).toBe(403);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(0);
  });

  it('says a filtered list holds more than 200 entries (the page refuses to act on it)', async () => {
    const { env: testEnv } = inboxEnv();
    const statements = Array.from({ length: 201 }, (_, i) =>
      env.DB.prepare("INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, message, status) VALUES (?, ?, 'application', ?, ?, ?, 'Bonjour.', 'nouvelle')").bind(
        `ligne-${i}`,
        `cle-${i}`,
        new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString(),
        `Personne ${i}`,
        `p${i}@example.sn`,
      ),
    );
    await env.DB.batch(statements);
    const selection = await call<Selection>(testEnv, '/selection');
    expect(selection.total).toBe(201);
    expect(selection.entries).toHaveLength(201);
  });
});

describe('the CVs of a selection as one ZIP', () => {
  it('holds each CV byte for byte, named « Nom – REF.pdf », a second one with the same name numbered', async () => {
    const { env: testEnv } = inboxEnv();
    const a = await receive(testEnv, '2026-11-02T09:00:00.000Z', apply('Awa Ndiaye', 'awa@example.sn', '77 100 00 01', 'SRH-2026-031'));
    const b = await receive(testEnv, '2026-11-03T09:00:00.000Z', apply('Binta Diallo', 'binta@example.sn', '77 100 00 02', '', new File([docxBytes], 'Binta CV.docx')));
    const twin = await receive(testEnv, '2026-11-04T09:00:00.000Z', apply('Awa Ndiaye', 'awa2@example.sn', '77 100 00 09', 'SRH-2026-031'));
    const none = await receive(testEnv, '2026-11-05T09:00:00.000Z', apply('Cheikh Fall', 'cheikh@example.sn', '77 100 00 03', 'SRH-2026-034', null));

    const response = await inboxAt('2026-11-26T10:00:00.000Z', testEnv)(await inboxRequest(`/cvs.zip?ids=${[a, b, twin, none].join(',')}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="cv-2026-11-26.zip"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Awa Ndiaye – SRH-2026-031 (2).pdf', 'Awa Ndiaye – SRH-2026-031.pdf', 'Binta Diallo – spontanée.docx']);
    expect([...files['Awa Ndiaye – SRH-2026-031.pdf']]).toEqual([...pdfBytes]);
    expect([...files['Binta Diallo – spontanée.docx']]).toEqual([...docxBytes]);
  });

  it('follows the filters, lists the files no longer found, and says so when there is no CV at all', async () => {
    const { env: testEnv } = inboxEnv();
    const a = await receive(testEnv, '2026-11-02T09:00:00.000Z', apply('Awa Ndiaye', 'awa@example.sn', '77 100 00 01', 'SRH-2026-031'));
    await receive(testEnv, '2026-11-03T09:00:00.000Z', apply('Binta Diallo', 'binta@example.sn', '77 100 00 02', 'SRH-2026-031'));
    await receive(testEnv, '2026-11-04T09:00:00.000Z', apply('Cheikh Fall', 'cheikh@example.sn', '77 100 00 03', 'SRH-2026-034'));
    const key = (await rows()).find((row) => row.id === a)!.cv_key!;
    await env.CVS.delete(key);

    const files = unzipSync(new Uint8Array(await (await send(await inboxRequest('/cvs.zip?offre=SRH-2026-031'), testEnv)).arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Binta Diallo – SRH-2026-031.pdf', missingNoteName]);
    expect(new TextDecoder().decode(files[missingNoteName])).toContain('Awa Ndiaye (SRH-2026-031)');

    const message = await receive(testEnv, '2026-11-05T09:00:00.000Z', jsonRequest({ ...fields, email: 'client@example.sn', offer: null }));
    expect((await call<{ message: string }>(testEnv, `/cvs.zip?ids=${message}`, {}, 404)).message).toBe(inboxMessages.noCvInSelection);
    expect((await call<{ message: string }>(testEnv, '/cvs.zip?ids=', {}, 400)).message).toBe(inboxMessages.noSelection);
  });

  it('names files safely whatever the candidate typed, each with the extension of what its bytes are', () => {
    const row = { id: '1', received_at: '2026-11-02T09:00:00.000Z', cv_key: 'k', offer_reference: 'SRH-2026-031' };
    expect(zipNames([{ ...row, name: '../../etc/passwd', cv_name: 'x.PDF', cv_type: 'application/pdf' }])).toEqual(['.. .. etc passwd – SRH-2026-031.pdf']);
    expect(zipNames([{ ...row, name: 'Awa: "la meilleure"?', cv_name: 'cv.doc', cv_type: 'application/msword' }])).toEqual(['Awa la meilleure – SRH-2026-031.doc']);
    expect(zipNames([{ ...row, name: '   ', cv_name: null, cv_type: null }])).toEqual(['Sans nom – SRH-2026-031.pdf']);
    // PDF bytes the candidate named « cv.hta » (an entry kept before names followed the bytes): .pdf.
    expect(zipNames([{ ...row, name: 'Awa Diop', cv_name: 'cv.hta', cv_type: 'application/pdf' }])).toEqual(['Awa Diop – SRH-2026-031.pdf']);
  });
});

describe('migration 0003 on rows written before it', () => {
  it('keeps every row and its history, gives messages their own statuses, and computes the phone keys', async () => {
    // Back to the schema of migrations 0001 and 0002, with rows written then.
    await dropEveryTable();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, 2));
    const insert = (id: string, kind: string, status: string, phone: string) =>
      env.DB.prepare("INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, phone, message, status, search) VALUES (?, ?, ?, '2026-11-01T00:00:00.000Z', 'Awa', 'awa@example.sn', ?, 'Bonjour.', ?, 'awa')").bind(id, `k-${id}`, kind, phone, status);
    await env.DB.batch([
      insert('app', 'application', 'entretien', '+221 77 100 00 01'),
      insert('msg-new', 'message', 'nouvelle', ''),
      insert('msg-kept', 'message', 'retenue', '77 1'),
      insert('msg-dropped', 'message', 'ecartee', '771000001'),
      env.DB.prepare("INSERT INTO status_changes (message_id, status, by_email, at) VALUES ('app', 'entretien', 'k@x.sn', '2026-11-02T00:00:00.000Z'), ('msg-kept', 'retenue', 'k@x.sn', '2026-11-03T00:00:00.000Z')"),
    ]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const after = (await env.DB.prepare('SELECT id, kind, status, phone_key, search FROM messages ORDER BY id').all()).results;
    expect(after).toEqual([
      { id: 'app', kind: 'application', status: 'entretien', phone_key: '771000001', search: 'awa' },
      { id: 'msg-dropped', kind: 'message', status: 'classe', phone_key: '771000001', search: 'awa' },
      { id: 'msg-kept', kind: 'message', status: 'repondu', phone_key: '', search: 'awa' },
      { id: 'msg-new', kind: 'message', status: 'a_traiter', phone_key: '', search: 'awa' },
    ]);
    const history = (await env.DB.prepare('SELECT message_id, status FROM status_changes ORDER BY message_id').all()).results;
    expect(history).toEqual([
      { message_id: 'app', status: 'entretien' },
      { message_id: 'msg-kept', status: 'repondu' },
    ]);
    // The history still belongs to its message: deleting the message deletes it (the foreign key follows the rename).
    await env.DB.prepare("DELETE FROM messages WHERE id = 'app'").run();
    expect(await countOf("SELECT COUNT(*) AS n FROM status_changes WHERE message_id = 'app'")).toBe(0);
  });

  it('gives older rows the keys new rows get, placeholders none (migrations 0003 and 0009 against phoneKey)', async () => {
    await dropEveryTable();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, 2));
    const phones = ['+221 77 100 00 01', '000000000', '+000 000 000', '77 000 00 00', '77 777 77 77', '123 456 789', '+221 987 654 321', '70 000 00 01', '00221 76 543 21 09', '77 1'];
    const insert = env.DB.prepare("INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, phone, message, status, search) VALUES (?, ?, 'application', '2026-11-01T00:00:00.000Z', 'Awa', 'awa@example.sn', ?, 'Bonjour.', 'nouvelle', 'awa')");
    await env.DB.batch(phones.map((phone, index) => insert.bind(`row-${index}`, `k-${index}`, phone)));
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const keys = (await env.DB.prepare('SELECT phone, phone_key FROM messages ORDER BY id').all<{ phone: string; phone_key: string }>()).results;
    expect(keys.map((row) => row.phone_key)).toEqual(keys.map((row) => phoneKey(row.phone)));
    expect(keys.filter((row) => row.phone_key).map((row) => row.phone)).toEqual(['+221 77 100 00 01', '70 000 00 01', '00221 76 543 21 09']);
  });
});

/** A favourite toggle as the inbox's page sends it, at `iso`, by `email`; the answer's status and body. */
async function favorite(testEnv: Env, id: string, body: unknown, { at = '2026-11-27T14:05:00.000Z', email = staff } = {}) {
  const response = await inboxAt(at, testEnv)(await inboxRequest(`/messages/${id}/favorite`, { method: 'POST', body, token: await accessToken({ email }) }));
  return { status: response.status, body: (await response.json()) as InboxDetail & FavoriteConflict };
}

describe('the favourite (issue 42)', () => {
  it('is saved with who and when, shown on the rows and in the history, taken out the same way; the same value again records nothing', async () => {
    const { env: testEnv } = inboxEnv();
    const { first, stranger } = await awaThreeWays(testEnv);
    const added = await favorite(testEnv, first, { favorite: true, from: false });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: first, favorite: true, history: [{ type: 'favorite', favorite: true, by: staff, at: '2026-11-27T14:05:00.000Z' }] });
    expect(lastFavoriteChange(added.body.history)).toEqual({ favorite: true, by: staff, at: '2026-11-27T14:05:00.000Z' });
    const page = await call<InboxPage>(testEnv, '/messages');
    expect(Object.fromEntries(page.items.map((item) => [item.id, item.favorite]))).toMatchObject({ [first]: true, [stranger]: false });

    // Nothing happened: nothing recorded.
    expect((await favorite(testEnv, first, { favorite: true, from: true })).status).toBe(200);
    expect(await countOf("SELECT COUNT(*) AS n FROM message_events WHERE type = 'favorite'")).toBe(1);

    const removed = await favorite(testEnv, first, { favorite: false, from: true }, { at: '2026-11-28T08:00:00.000Z', email: 'khady@sunu-rh.example' });
    expect(removed.status).toBe(200);
    expect(removed.body.favorite).toBe(false);
    expect(removed.body.history.map((entry) => entry.type === 'favorite' && [entry.favorite, entry.by, entry.at])).toEqual([
      [true, staff, '2026-11-27T14:05:00.000Z'],
      [false, 'khady@sunu-rh.example', '2026-11-28T08:00:00.000Z'],
    ]);
    expect((await rows()).find((row) => row.id === first)!.favorite).toBe(0);
  });

  it('from a stale page is refused (409): nothing saved, and the answer says who changed it and when, with the entry as it is now', async () => {
    const { env: testEnv } = inboxEnv();
    const { first } = await awaThreeWays(testEnv);
    // A colleague adds her; this page, opened before, still shows her out of the favourites and adds her too.
    await favorite(testEnv, first, { favorite: true, from: false }, { email: 'khady@sunu-rh.example', at: '2026-11-26T15:02:00.000Z' });
    const stale = await favorite(testEnv, first, { favorite: true, from: false });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', message: inboxMessages.favoriteConflict(true), change: { favorite: true, by: 'khady@sunu-rh.example', at: '2026-11-26T15:02:00.000Z' } });
    expect(stale.body.detail).toMatchObject({ id: first, favorite: true });
    // Then she takes her out; a page that still shows her in tries to take her out: refused too.
    await favorite(testEnv, first, { favorite: false, from: true }, { email: 'khady@sunu-rh.example', at: '2026-11-26T15:10:00.000Z' });
    const staleOut = await favorite(testEnv, first, { favorite: false, from: true });
    expect(staleOut.status).toBe(409);
    expect(staleOut.body.change).toEqual({ favorite: false, by: 'khady@sunu-rh.example', at: '2026-11-26T15:10:00.000Z' });
    expect(await countOf("SELECT COUNT(*) AS n FROM message_events WHERE type = 'favorite' AND by_email = ?", staff)).toBe(0);
    expect((await rows()).find((row) => row.id === first)!.favorite).toBe(0);
  });

  it('is for applications only, needs what the page showed, and refuses an unknown entry or another origin', async () => {
    const { env: testEnv } = inboxEnv();
    const { first } = await awaThreeWays(testEnv);
    const message = await receive(testEnv, '2026-11-22T09:15:00.000Z', jsonRequest({ ...fields, offer: null }));
    expect((await favorite(testEnv, message, { favorite: true, from: false })).body.message).toBe(inboxMessages.notFavorite);
    // D1 holds it too.
    await expect(env.DB.prepare('UPDATE messages SET favorite = 1 WHERE id = ?').bind(message).run()).rejects.toThrow(/CHECK/);
    for (const body of [{ favorite: true }, { favorite: 'oui', from: false }, { from: false }, [true]]) {
      const refused = await favorite(testEnv, first, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(inboxMessages.malformed);
    }
    expect((await favorite(testEnv, '2f1d7c1e-0000-4000-8000-000000000000', { favorite: true, from: false })).status).toBe(404);
    const elsewhere = await send(await inboxRequest(`/messages/${first}/favorite`, { method: 'POST', body: { favorite: true, from: false }, headers: { Origin: 'https://attaquant.example' } }), testEnv);
    expect(elsewhere.status).toBe(403);
    expect(await countOf("SELECT COUNT(*) AS n FROM message_events WHERE type = 'favorite'")).toBe(0);
    expect(await countOf('SELECT COUNT(*) AS n FROM messages WHERE favorite = 1')).toBe(0);
  });

  it('filters the list, the selection, the ZIP and the CSV (« Favoris seulement »), and is a column of the CSV', async () => {
    const { env: testEnv } = inboxEnv();
    const { first, stranger } = await awaThreeWays(testEnv);
    for (const id of [first, stranger]) await favorite(testEnv, id, { favorite: true, from: false });
    expect((await call<InboxPage>(testEnv, '/messages?favori=1')).items.map((item) => item.id)).toEqual([stranger, first]);
    expect((await call<InboxPage>(testEnv, '/messages?favori=1&offre=SRH-2026-031&tri=ancien')).items.map((item) => item.id)).toEqual([first, stranger]);
    expect((await call<Selection>(testEnv, '/selection?favori=1')).total).toBe(2);
    // A value other than 1 is no filter.
    expect((await call<InboxPage>(testEnv, '/messages?favori=oui')).total).toBe(4);
    const zip = unzipSync(new Uint8Array(await (await send(await inboxRequest('/cvs.zip?favori=1'), testEnv)).arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['Awa Ndiaye – SRH-2026-031.pdf', 'Fatou Sarr – SRH-2026-031.pdf']);

    const csv = await (await send(await inboxRequest('/export.csv?tri=ancien'), testEnv)).text();
    // (text() has read the BOM.)
    const lines = csv.split('\r\n');
    expect(lines[0]!.split(';')).toEqual([...csvColumns]);
    expect(csvColumns.at(-1)).toBe('Favori');
    // Oldest first: Awa's first (a favourite), her second and third, Fatou (a favourite).
    expect(lines.slice(1, 5).map((line) => line.split(';').at(-1))).toEqual(['Oui', '', '', 'Oui']);
    const onlyFavorites = await (await send(await inboxRequest('/export.csv?favori=1'), testEnv)).text();
    expect(onlyFavorites.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('goes with its entry: deleted with it, purged with it by the retention run', async () => {
    const { env: testEnv } = inboxEnv();
    const { first, second, stranger } = await awaThreeWays(testEnv);
    for (const id of [first, second, stranger]) await favorite(testEnv, id, { favorite: true, from: false });
    expect((await send(await inboxRequest(`/messages/${stranger}`, { method: 'DELETE' }), testEnv)).status).toBe(204);
    expect(await countOf('SELECT COUNT(*) AS n FROM message_events WHERE message_id = ?', stranger)).toBe(0);
    expect(await countOf("SELECT COUNT(*) AS n FROM message_events WHERE type = 'favorite'")).toBe(2);
    // 24 months and a day after Awa's applications of November: every one of them goes, history included.
    expect(await purgeExpired(testEnv, new Date('2028-11-21T03:00:00.000Z'))).toEqual({ messages: 0, applications: 3 });
    expect(await countOf('SELECT COUNT(*) AS n FROM message_events')).toBe(0);
    expect(await countOf('SELECT COUNT(*) AS n FROM messages')).toBe(0);
  });

  it('migration 0006 keeps the notes and replies (prepared, marked sent, sent by the site) written before it, and starts every row out of the favourites', async () => {
    await dropEveryTable();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, 5));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, message, status) VALUES ('app', 'k-app', 'application', '2026-11-01T00:00:00.000Z', 'Awa', 'awa@example.sn', 'Bonjour.', 'etude')"),
      env.DB.prepare("INSERT INTO message_events (message_id, type, text, by_email, at) VALUES ('app', 'note', 'Appelée.', 'k@x.sn', '2026-11-02T00:00:00.000Z'), ('app', 'sent', 'Accusé de réception', 'k@x.sn', '2026-11-03T00:00:00.000Z'), ('app', 'emailed', 'Réponse négative', 'k@x.sn', '2026-11-04T00:00:00.000Z')"),
    ]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect((await env.DB.prepare('SELECT id, favorite FROM messages').all()).results).toEqual([{ id: 'app', favorite: 0 }]);
    expect((await env.DB.prepare('SELECT type, text FROM message_events ORDER BY id').all()).results).toEqual([
      { type: 'note', text: 'Appelée.' },
      { type: 'sent', text: 'Accusé de réception' },
      { type: 'emailed', text: 'Réponse négative' },
    ]);
    // A favourite's line says « on » or « off », nothing else.
    await expect(env.DB.prepare("INSERT INTO message_events (message_id, type, text, by_email, at) VALUES ('app', 'favorite', 'peut-être', 'k@x.sn', 'x')").run()).rejects.toThrow(/CHECK/);
    await env.DB.prepare("DELETE FROM messages WHERE id = 'app'").run();
    expect(await countOf('SELECT COUNT(*) AS n FROM message_events')).toBe(0);
  });
});

describe('one person’s applications together (« Toutes ses candidatures »)', () => {
  it('lists the application named and the same person’s others, by e-mail in any case or by phone however written, and no one else', async () => {
    const { env: testEnv } = inboxEnv();
    const { first, second, third } = await awaThreeWays(testEnv);
    await receive(testEnv, '2026-11-22T09:15:00.000Z', jsonRequest({ ...fields, email: 'awa.ndiaye@example.sn', phone: '+221 77 100 00 01', offer: null }));
    const hers = await call<InboxPage>(testEnv, `/messages?personne=${first}`);
    expect(hers.items.map((item) => item.id)).toEqual([third, second, first]);
    expect(hers.person).toEqual({ name: 'Awa Ndiaye', applications: 3 });
    // From the second, the same person as its badge counts her: the first shares its e-mail, the third nothing with it.
    const fromSecond = await call<InboxPage>(testEnv, `/messages?personne=${second}`);
    expect(fromSecond.items.map((item) => item.id)).toEqual([second, first]);
    expect(fromSecond.person).toEqual({ name: 'Awa Ndiaye', applications: 2 });
    expect(fromSecond.items.find((item) => item.id === second)!.others).toBe(1);
    // With the other filters, and her person's name and count unchanged.
    await call(testEnv, `/messages/${third}/status`, { method: 'POST', body: { status: 'entretien', from: 'nouvelle' } });
    const interviewed = await call<InboxPage>(testEnv, `/messages?personne=${first}&statut=entretien`);
    expect(interviewed.items.map((item) => item.id)).toEqual([third]);
    expect(interviewed.person).toEqual({ name: 'Awa Ndiaye', applications: 3 });
  });

  it('is what a bulk action, the ZIP and the CSV act on', async () => {
    const { env: testEnv } = inboxEnv();
    const { first, second, third } = await awaThreeWays(testEnv);
    const selection = await call<Selection>(testEnv, `/selection?personne=${first}`);
    expect(selection.total).toBe(3);
    expect(selection.entries.map((entry) => entry.id).sort()).toEqual([first, second, third].sort());
    const zip = unzipSync(new Uint8Array(await (await send(await inboxRequest(`/cvs.zip?personne=${first}`), testEnv)).arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['A. Ndiaye – spontanée.pdf', 'Awa Ndiaye – SRH-2026-031.pdf', 'Awa Ndiaye – SRH-2026-034.pdf']);
    const csv = await (await send(await inboxRequest(`/export.csv?personne=${first}&tri=ancien`), testEnv)).text();
    expect(csv.split('\r\n').slice(1, -1).map((line) => line.split(';')[3])).toEqual(['awa.ndiaye@example.sn', 'Awa.Ndiaye@Example.sn', 'awa.pro@example.sn']);
  });

  it('answers an empty list for an id that is no application (gone, a message, unknown), and drops a malformed one', async () => {
    const { env: testEnv } = inboxEnv();
    await awaThreeWays(testEnv);
    const message = await receive(testEnv, '2026-11-22T09:15:00.000Z', jsonRequest({ ...fields, email: 'awa.ndiaye@example.sn', offer: null }));
    for (const id of ['2f1d7c1e-0000-4000-8000-000000000000', message]) expect(await call<InboxPage>(testEnv, `/messages?personne=${id}`)).toEqual({ items: [], total: 0, page: 1, pages: 1, person: null, waiting: null, alerts: [] });
    expect((await call<Selection>(testEnv, '/selection?personne=2f1d7c1e-0000-4000-8000-000000000000')).total).toBe(0);
    const malformed = await call<InboxPage>(testEnv, `/messages?personne=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(malformed.total).toBe(5);
    expect(malformed).not.toHaveProperty('person');
  });
});
