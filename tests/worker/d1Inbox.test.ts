/**
 * The inbox at the size D1 limits (issue 54): a bulk status change, a ZIP and a grouped reply on
 * 200 and 201 entries, and a search longer than a LIKE pattern holds, all through helpers.ts's
 * env, whose D1 refuses a statement over 100 bound values or a pattern over 50 bytes as Cloudflare's
 * does (d1Limits.ts). Rows are seeded in one batch, not sent through the form one by one.
 */
import { env } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bulkMax, replyTextMax, searchCutNote, type BulkResult, type ErasureResult, type InboxDetail, type InboxPage, type PersonEntries, type Selection } from '../../src/inbox/contract';
import { inboxMessages } from '../../worker/inbox/answers';
import { searchedText } from '../../worker/inbox/queries';
import { phoneKey, searchText } from '../../worker/store';
import type { Env } from '../../worker/env';
import { send } from './helpers';
import { accessToken, inboxAt, inboxEnv, inboxRequest, staff } from './inboxHelpers';

const colleague = 'khady@sunu-rh.example';
/** An id as the Worker gives them (crypto.randomUUID's form), the `i`th. */
const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
/** The `i`th seeded CV: a PDF of its own bytes, to tell which one a ZIP entry holds. */
const cvBytes = (i: number) => new TextEncoder().encode(`%PDF-1.7\n% CV ${i}\ntrailer\n%%EOF\n`);

interface Seeded {
  name?: (i: number) => string;
  email?: (i: number) => string;
  cv?: boolean;
}

/**
 * `count` applications to SRH-2026-031, one minute apart (index 0 the oldest), inserted in one
 * batch (one statement each, a dozen values) straight into D1, each with its CV in R2.
 */
async function seed(count: number, { name = (i) => `Personne ${i}`, email = (i) => `p${i}@example.sn`, cv = true }: Seeded = {}): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => idOf(i));
  await env.DB.batch(
    ids.map((id, i) =>
      env.DB.prepare(
        "INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, phone, message, offer_reference, offer_title, cv_key, cv_name, cv_type, cv_size, status, search, phone_key, emailed_at) VALUES (?, ?, 'application', ?, ?, ?, ?, 'Bonjour.', 'SRH-2026-031', 'Comptable senior', ?, 'cv.pdf', ?, ?, 'nouvelle', ?, ?, ?)",
      ).bind(
        id,
        `cle-${i}`,
        new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
        name(i),
        email(i),
        `+221 77 ${String(i).padStart(7, '0')}`,
        cv ? `cv/${id}` : null,
        cv ? 'application/pdf' : null,
        cv ? cvBytes(i).length : null,
        searchText(`${name(i)} ${email(i)}`),
        phoneKey(`+221 77 ${String(i).padStart(7, '0')}`),
        '2026-11-01T00:00:00.000Z',
      ),
    ),
  );
  if (cv) await Promise.all(ids.map((id, i) => env.CVS.put(`cv/${id}`, cvBytes(i))));
  return ids;
}

async function call<T>(testEnv: Env, path: string, options: Parameters<typeof inboxRequest>[1] = {}, expected = 200): Promise<T> {
  const response = await send(await inboxRequest(path, options), testEnv);
  expect(response.status, `${options.method ?? 'GET'} ${path}`).toBe(expected);
  return (await response.json()) as T;
}

const countOf = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())!.n;

describe('a bulk status change over 200 entries', () => {
  it('changes 200 entries named (more than D1 binds in one statement), and names each of 120 a colleague changed meanwhile, with who and when', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await seed(200);
    // A colleague's page moved 120 of them first, at 08:04.
    const theirs = ids.slice(40, 160);
    const first = await inboxAt('2026-11-25T08:04:00.000Z', testEnv)(
      await inboxRequest('/statuses', { method: 'POST', body: { status: 'entretien', entries: theirs.map((id) => ({ id, from: 'nouvelle' })) }, token: await accessToken({ email: colleague }) }),
    );
    expect(((await first.json()) as BulkResult).changed).toHaveLength(120);

    const result = await call<BulkResult>(testEnv, '/statuses', { method: 'POST', body: { status: 'etude', entries: ids.map((id) => ({ id, from: 'nouvelle' })) } });
    expect(result.changed.map(({ id }) => id).sort()).toEqual([...ids.slice(0, 40), ...ids.slice(160)].sort());
    expect(result.unchanged).toBe(0);
    expect(result.conflicts).toEqual(theirs.map((id) => ({ id, name: `Personne ${Number(id.slice(-12))}`, change: { status: 'entretien', by: colleague, at: '2026-11-25T08:04:00.000Z' } })));
    expect(await countOf("SELECT COUNT(*) AS n FROM messages WHERE status = 'etude'")).toBe(80);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes WHERE by_email = ?', staff)).toBe(80);
  });

  it('refuses 201 entries with the French « too many » message, and changes nothing', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await seed(201);
    const refused = await call<{ message: string }>(testEnv, '/statuses', { method: 'POST', body: { status: 'etude', entries: ids.map((id) => ({ id, from: 'nouvelle' })) } }, 400);
    expect(refused.message).toBe(inboxMessages.tooMany);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(0);
  });
});

describe('a ZIP over 200 entries', () => {
  it('holds the 200 CVs named, in the list’s order (newest first) whatever order the ids came in, each byte for byte', async () => {
    const { env: testEnv } = inboxEnv();
    // One name for all: the ZIP numbers them « (2) », « (3) »… in the list's order, which must survive the reading in slices.
    const ids = await seed(200, { name: () => 'Awa Ndiaye' });
    const shuffled = ids.map((_, i) => ids[(i * 7) % 200]!);
    expect(new Set(shuffled).size).toBe(200);
    const response = await send(await inboxRequest(`/cvs.zip?ids=${shuffled.join(',')}`), testEnv);
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toHaveLength(200);
    // The newest (index 199) first, unnumbered; then (2) is index 198, … (200) is index 0.
    expect(new TextDecoder().decode(files['Awa Ndiaye – SRH-2026-031.pdf'])).toBe(new TextDecoder().decode(cvBytes(199)));
    for (const rank of [2, 100, 101, 200]) expect(new TextDecoder().decode(files[`Awa Ndiaye – SRH-2026-031 (${rank}).pdf`])).toBe(new TextDecoder().decode(cvBytes(200 - rank)));
  });

  it('refuses 201 ids, and a filtered list of 201 entries, with the French « too many » message; takes the list at 200', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await seed(201);
    expect((await call<{ message: string }>(testEnv, `/cvs.zip?ids=${ids.join(',')}`, {}, 400)).message).toBe(inboxMessages.tooMany);
    expect((await call<{ message: string }>(testEnv, '/cvs.zip?offre=SRH-2026-031', {}, 400)).message).toBe(inboxMessages.tooMany);
    expect((await call<Selection>(testEnv, '/selection?offre=SRH-2026-031')).entries).toHaveLength(bulkMax + 1);
    await env.DB.prepare('DELETE FROM messages WHERE id = ?').bind(ids[0]).run();
    const response = await send(await inboxRequest('/cvs.zip?offre=SRH-2026-031'), testEnv);
    expect(response.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())))).toHaveLength(200);
  });
});

describe('a grouped reply over 200 entries', () => {
  /** The inbox in « envoi » mode, keeping what it sends (the local Email Sending binding checks each message). */
  function sendingEnv() {
    const { env: base } = inboxEnv();
    const sent: EmailMessageBuilder[] = [];
    const testEnv: Env = {
      ...base,
      REPLY_MODE: 'envoi',
      SENDER_ADDRESS: 'site@sunu-rh.example',
      FIRM_ADDRESS: 'contact@sunu-rh.example',
      REPLIES: {
        async send(message: EmailMessageBuilder) {
          sent.push(message);
          return env.REPLIES.send(message);
        },
      } as SendEmail,
    };
    return { env: testEnv, sent };
  }
  const reply = (also: string[]) => ({ template: 'Réponse négative', send: true, subject: 'Votre candidature', text: 'Bonjour Awa,\n\nMerci de votre intérêt.', also });

  it('sends one e-mail for an entry and the 200 others of the same address (201 entries, the most the route takes), recorded on each', async () => {
    const { env: testEnv, sent } = sendingEnv();
    const [answered, ...others] = await seed(201, { email: (i) => (i % 2 ? 'awa@example.sn' : 'AWA@Example.sn'), cv: false });
    // The longest text, of 3-byte characters: with the 200 ids, about 38 Ko of JSON, which the route reads whole.
    const text = `Bonjour Awa,\n\n${'€'.repeat(replyTextMax - 14)}`;
    const detail = await call<InboxDetail>(testEnv, `/messages/${answered}/replies`, { method: 'POST', body: { ...reply(others), text } });
    expect(sent[0]!.text).toContain('€'.repeat(100));
    expect(detail.history.filter((entry) => entry.type === 'emailed')).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(await countOf("SELECT COUNT(*) AS n FROM message_events WHERE type = 'emailed'")).toBe(201);
  });

  it('refuses 201 others with the French « too many » message, and another person among 200 with its own; sends nothing', async () => {
    const { env: testEnv, sent } = sendingEnv();
    const [answered, ...others] = await seed(202, { email: (i) => (i === 150 ? 'fatou@example.sn' : 'awa@example.sn'), cv: false });
    expect((await call<{ message: string }>(testEnv, `/messages/${answered}/replies`, { method: 'POST', body: reply(others) }, 400)).message).toBe(inboxMessages.tooMany);
    expect((await call<{ message: string }>(testEnv, `/messages/${answered}/replies`, { method: 'POST', body: reply(others.slice(0, 200)) }, 400)).message).toBe(inboxMessages.otherPerson);
    expect(sent).toEqual([]);
    expect(await countOf("SELECT COUNT(*) AS n FROM message_events WHERE type = 'emailed'")).toBe(0);
  });
});

describe('a search longer than D1’s LIKE pattern', () => {
  it('is searched by its beginning, cut between characters, each pattern (escapes and « % » included) within 50 bytes', () => {
    expect(searchedText('awa')).toBe('awa');
    expect(searchedText('a'.repeat(48))).toBe('a'.repeat(48));
    expect(searchedText('a'.repeat(60))).toBe('a'.repeat(48));
    // « é » is 2 bytes as typed (the name and e-mail patterns), « % » and « _ » 2 escaped.
    expect(searchedText('é'.repeat(30))).toBe('é'.repeat(24));
    expect(searchedText('%_'.repeat(20))).toBe('%_'.repeat(12));
    // Never between a letter and its accent (« e » + U+0301: 3 bytes), nor on a final space.
    expect(searchedText('e\u0301'.repeat(20))).toBe('e\u0301'.repeat(16));
    expect(searchedText(`${'a'.repeat(47)} suite`)).toBe('a'.repeat(47));
    // The accent-free lower case can be longer than the text (« Ⱥ », 2 bytes, lowers to 3): both patterns fit.
    expect(searchedText('Ⱥ'.repeat(20))).toBe('Ⱥ'.repeat(16));
    // A first character too long alone is cut between code points: never an empty search (that would match everything).
    expect(searchedText(`a${'\u0301'.repeat(30)}`)).toBe(`a${'\u0301'.repeat(23)}`);
  });

  it('finds by that beginning in the list, the selection, the ZIP and the CSV, and the list says what was searched', async () => {
    const { env: testEnv } = inboxEnv();
    const long = 'aminata.ndeye.coumba.diallo.sow.de.thies@example.sn';
    await seed(3, { email: (i) => (i === 1 ? long : `p${i}@example.sn`) });
    // Typed with accents: 70 characters, more than 50 bytes whichever way.
    const typed = `Aminata Ndèye Coumba Diallo Sow de Thiès, ${'é'.repeat(28)}`;
    const cut = searchedText(typed);
    expect(typed.startsWith(cut) && cut.length < typed.length).toBe(true);

    const page = await call<InboxPage>(testEnv, `/messages?q=${encodeURIComponent(long.slice(0, 20))}${encodeURIComponent('x'.repeat(40))}`);
    expect(page.searchCut).toBe(`${long.slice(0, 20)}${'x'.repeat(28)}`);
    expect(page.items).toEqual([]);
    const found = await call<InboxPage>(testEnv, `/messages?q=${encodeURIComponent(`${long}`)}`);
    expect(found.searchCut).toBe(long.slice(0, 48));
    expect(found.items.map((item) => item.email)).toEqual([long]);
    expect(searchCutNote(found.searchCut!)).toBe(`Recherche limitée aux 48\u00a0premiers caractères\u00a0: «\u00a0${long.slice(0, 48)}\u00a0». Pour chercher la suite, tapez-en seulement un morceau.`);
    expect((await call<InboxPage>(testEnv, `/messages?q=${encodeURIComponent(typed)}`)).searchCut).toBe(cut);
    expect((await call<InboxPage>(testEnv, '/messages?q=thies')).searchCut).toBeUndefined();

    const query = `q=${encodeURIComponent(long)}`;
    expect((await call<Selection>(testEnv, `/selection?${query}`)).entries.map((entry) => entry.email)).toEqual([long]);
    expect((await send(await inboxRequest(`/cvs.zip?${query}`), testEnv)).status).toBe(200);
    const csv = await (await send(await inboxRequest(`/export.csv?${query}`), testEnv)).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('an erasure over 200 entries', () => {
  it('erases 200 entries that share one e-mail, listed first and then ticked, CVs and all; 201 are refused before D1', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await seed(201, { email: () => 'awa@example.sn' });
    // The dialog's list: the entry and 199 others with her e-mail, newest first, and « more ».
    const listed = await call<PersonEntries>(testEnv, `/messages/${ids[200]}/personne`);
    expect(listed.entries).toHaveLength(bulkMax);
    expect(listed.more).toBe(true);
    expect(listed.entries.slice(1).every((entry) => entry.matched.join() === 'email')).toBe(true);
    const entries = listed.entries.map(({ id, email, phone }) => ({ id, email, phone }));
    const refused = await call<{ message: string }>(testEnv, '/erasure', { method: 'POST', body: { entries: [...entries, { id: ids[0], email: 'awa@example.sn', phone: '' }] } }, 400);
    expect(refused.message).toBe(inboxMessages.tooMany);
    const result = await call<ErasureResult>(testEnv, '/erasure', { method: 'POST', body: { entries } });
    expect(result.deleted).toHaveLength(bulkMax);
    expect(result.missing).toEqual([]);
    expect(await countOf('SELECT COUNT(*) AS n FROM messages')).toBe(1);
    expect((await env.CVS.list()).objects.map((object) => object.key)).toEqual([`cv/${ids[0]}`]);
  });
});
