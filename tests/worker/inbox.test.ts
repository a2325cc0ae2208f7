/**
 * The inbox's API (issue 24) in workerd: the Access check on every route, the list's filters and
 * pages, the offers' counts, a message's detail, the CV download, status changes, deletion, the
 * CSV export, and the retention run's purge of the history.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { csvColumns, pageSize, statusLabels, type InboxDetail, type Me, type StaffAdded, type StaffList, type InboxPage, type OfferCount, type StatusConflict } from '../../src/inbox/contract';
import { inboxMessages } from '../../worker/inbox/answers';
import { csvPhone } from '../../worker/inbox/csv';
import { purgeExpired } from '../../worker/schedule';
import { insertMessage, type StoredMessage } from '../../worker/store';
import type { Env } from '../../worker/env';
import { fields, jsonRequest, multipartRequest, origin, pdfBytes, rows, send, sendAt, storedFiles } from './helpers';
import { accessToken, audience, inboxAt, inboxEnv, inboxRequest, staff, strangerKey, team } from './inboxHelpers';

/** Stores a message through the real POST /api/messages, at the moment given; returns its id. */
async function receive(testEnv: Env, iso: string, request: Request): Promise<string> {
  const response = await sendAt(new Date(iso), request, testEnv);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const application = (name: string, email: string, offer: string, cv: File | null = new File([pdfBytes], 'mon-cv.pdf'), phone = fields.phone) =>
  multipartRequest({ ...fields, name, email, phone, offer, ...(offer ? {} : { candidature: 'spontanee' }), ...(cv ? { cv } : {}) });

/** Each person's own phone: the same phone would make them one person (the inbox's « A postulé 2 fois »). */
const phones = { awa: '+221 77 100 00 01', helene: '+221 77 100 00 02', fatou: '+221 77 100 00 03', ibrahima: '+221 77 100 00 04' };

/** Five rows: applications to two offers, a spontaneous one, a message; five different people. */
async function fixture(testEnv: Env) {
  return {
    awa: await receive(testEnv, '2026-11-02T09:15:00.000Z', application('Awa Ndiaye', 'awa.ndiaye@example.sn', 'SRH-2026-031', undefined, phones.awa)),
    helene: await receive(testEnv, '2026-11-10T23:59:00.000Z', application('Hélène Faye', 'helene.faye@example.sn', '', undefined, phones.helene)),
    moussa: await receive(testEnv, '2026-11-11T00:00:00.000Z', jsonRequest({ ...fields, name: 'Moussa Diop', email: 'moussa@teranga.example', offer: null })),
    fatou: await receive(testEnv, '2026-11-20T10:00:00.000Z', application('Fatou Sarr', 'fatou.sarr@example.sn', 'SRH-2026-034', undefined, phones.fatou)),
    ibrahima: await receive(testEnv, '2026-11-21T08:04:00.000Z', application('Ibrahima Ba', 'ibrahima.ba@example.sn', 'SRH-2026-031', undefined, phones.ibrahima)),
  };
}

/** A status change as the inbox's page makes it: from the status the page shows (read first). */
async function setStatus(testEnv: Env, id: string, status: string, token?: string) {
  const from = (await env.DB.prepare('SELECT status FROM messages WHERE id = ?').bind(id).first<{ status: string }>())?.status ?? 'nouvelle';
  const response = await send(await inboxRequest(`/messages/${id}/status`, { method: 'POST', body: { status, from }, token }), testEnv);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxDetail;
}

async function list(testEnv: Env, query = ''): Promise<InboxPage> {
  const response = await send(await inboxRequest(`/messages${query}`), testEnv);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxPage;
}
const names = async (testEnv: Env, query: string) => (await list(testEnv, query)).items.map((item) => item.name);

const countOf = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())!.n;

describe('the Access check', () => {
  /** Every route, as the inbox's pages call it (POST and DELETE with the site's Origin, JSON). */
  const routes = (id: string): [method: string, path: string, body?: object][] => [
    ['GET', '/me'],
    ['GET', '/messages'],
    ['GET', '/messages?type=candidatures&page=2'],
    ['GET', '/offers'],
    ['GET', `/messages/${id}`],
    ['GET', `/messages/${id}/cv`],
    ['GET', `/messages/${id}/cv/lire`],
    ['POST', `/messages/${id}/status`, { status: 'etude', from: 'nouvelle' }],
    ['POST', `/messages/${id}/favorite`, { favorite: true, from: false }],
    ['GET', `/messages?favori=1&personne=${id}`],
    ['POST', `/messages/${id}/notes`, { text: 'Appelée le 27, disponible en janvier.' }],
    ['POST', `/messages/${id}/replies`, { template: 'Invitation à un entretien' }],
    ['GET', '/selection?type=candidatures'],
    ['POST', '/statuses', { entries: [{ id, from: 'nouvelle' }], status: 'ecartee' }],
    ['GET', `/cvs.zip?ids=${id}`],
    ['GET', '/cvs.zip?type=candidatures'],
    ['DELETE', `/messages/${id}`],
    ['GET', '/export.csv'],
    ['GET', '/staff'],
    ['POST', '/staff', { address: 'mariama@sunu-rh.example' }],
    ['DELETE', '/staff/mariama%40sunu-rh.example'],
    ['GET', '/nulle-part'],
    ['GET', ''],
  ];

  const refusals: [string, () => Promise<string | null>, Partial<Env>?][] = [
    ['no token', async () => null],
    ['a token that is not a JWT', async () => 'pas-un-jeton'],
    ['an expired token', () => accessToken({ iat: Date.UTC(2020, 0, 1) / 1000, exp: Date.UTC(2020, 0, 2) / 1000 })],
    ['a token signed by another key', () => accessToken({ key: strangerKey })],
    ['a token for another application', () => accessToken({ aud: 'une-autre-application' })],
    ['a token from another team', () => accessToken({ iss: 'https://une-autre-equipe.cloudflareaccess.com' })],
    ['a valid token, ACCESS_AUD unset', () => accessToken(), { ACCESS_AUD: undefined }],
    ['a valid token, ACCESS_TEAM_DOMAIN unset', () => accessToken(), { ACCESS_TEAM_DOMAIN: undefined }],
    ['a valid token, ACCESS_AUD empty', () => accessToken(), { ACCESS_AUD: '' }],
  ];

  for (const [what, token, settings] of refusals) {
    it(`refuses ${what} on every route, the CV download included, and changes nothing`, async () => {
      const { env: testEnv } = inboxEnv(settings);
      const { awa } = await fixture(testEnv);
      for (const [method, path, body] of routes(awa)) {
        const response = await send(await inboxRequest(path, { method, token: await token(), body }), testEnv);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ error: 'forbidden', message: inboxMessages.forbidden });
      }
      expect((await rows()).map((row) => row.status)).toEqual(['nouvelle', 'nouvelle', 'a_traiter', 'nouvelle', 'nouvelle']);
      expect(await storedFiles()).toHaveLength(4);
      expect(await countOf('SELECT COUNT(*) AS n FROM inbox_log')).toBe(0);
      expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(0);
      expect(await countOf('SELECT COUNT(*) AS n FROM message_events')).toBe(0);
      expect(await countOf('SELECT COUNT(*) AS n FROM staff_log')).toBe(0);
    });
  }

  it('lets a valid token through on every route, each answer never cached', async () => {
    const { env: testEnv } = inboxEnv();
    const { awa } = await fixture(testEnv);
    const expected = [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 204, 200, 200, 200, 200, 404, 404];
    const got: number[] = [];
    for (const [method, path, body] of routes(awa)) {
      const response = await send(await inboxRequest(path, { method, body }), testEnv);
      got.push(response.status);
      expect(response.headers.get('Cache-Control'), `${method} ${path}`).toBe('no-store');
    }
    expect(got).toEqual(expected);
  });

  it('names the staff member the token names, with the issuer written with or without a final slash', async () => {
    const { env: testEnv } = inboxEnv({ ACCESS_TEAM_DOMAIN: `${team}/` });
    const response = await send(await inboxRequest('/me', { token: await accessToken({ email: 'khady@sunu-rh.example' }) }), testEnv);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'khady@sunu-rh.example', replies: { mode: 'messagerie' }, teamEmpty: true });
  });

  it('refuses a valid signature whose token names no e-mail', async () => {
    const { env: testEnv } = inboxEnv();
    const response = await send(await inboxRequest('/me', { token: await accessToken({ email: '' }) }), testEnv);
    expect(response.status).toBe(403);
  });

  it('answers an unknown inbox route with a French 404 in JSON', async () => {
    const { env: testEnv } = inboxEnv();
    const response = await send(await inboxRequest('/candidats'), testEnv);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'notFound', message: inboxMessages.unknownRoute });
  });
});

describe('the list', () => {
  it('shows every row newest first, with what a row shows and nothing of the file’s key', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    const page = await list(testEnv);
    expect(page).toMatchObject({ total: 5, page: 1, pages: 1 });
    expect(page.items.map((item) => item.name)).toEqual(['Ibrahima Ba', 'Fatou Sarr', 'Moussa Diop', 'Hélène Faye', 'Awa Ndiaye']);
    expect(page.items.at(-1)).toEqual({
      id: ids.awa,
      receivedAt: '2026-11-02T09:15:00.000Z',
      kind: 'application',
      name: 'Awa Ndiaye',
      email: 'awa.ndiaye@example.sn',
      offer: { reference: 'SRH-2026-031', title: 'Comptable senior' },
      service: 'paie',
      status: 'nouvelle',
      hasCv: true,
      notEmailed: false,
      others: 0,
      favorite: false,
    });
    expect(page.items.find((item) => item.name === 'Moussa Diop')).toMatchObject({ kind: 'message', offer: null, hasCv: false, status: 'a_traiter', others: 0 });
    const keys = (await rows()).map((row) => row.cv_key).filter(Boolean) as string[];
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(JSON.stringify(page)).not.toContain(key);
  });

  it('sorts newest first, oldest first, or by name (accents aside), in the list and in the CSV', async () => {
    const { env: testEnv } = inboxEnv();
    await fixture(testEnv);
    expect(await names(testEnv, '')).toEqual(['Ibrahima Ba', 'Fatou Sarr', 'Moussa Diop', 'Hélène Faye', 'Awa Ndiaye']);
    expect(await names(testEnv, '?tri=ancien')).toEqual(['Awa Ndiaye', 'Hélène Faye', 'Moussa Diop', 'Fatou Sarr', 'Ibrahima Ba']);
    expect(await names(testEnv, '?tri=nom')).toEqual(['Awa Ndiaye', 'Fatou Sarr', 'Hélène Faye', 'Ibrahima Ba', 'Moussa Diop']);
    // With a filter, and an unknown order read as the default.
    expect(await names(testEnv, '?tri=nom&type=candidatures')).toEqual(['Awa Ndiaye', 'Fatou Sarr', 'Hélène Faye', 'Ibrahima Ba']);
    expect(await names(testEnv, '?tri=DROP')).toEqual(['Ibrahima Ba', 'Fatou Sarr', 'Moussa Diop', 'Hélène Faye', 'Awa Ndiaye']);
    const csv = await (await send(await inboxRequest('/export.csv?tri=nom'), testEnv)).text();
    const csvNames = csv.split('\r\n').slice(1, -1).map((line) => line.split(';')[2]);
    expect(csvNames).toEqual(['Awa Ndiaye', 'Fatou Sarr', 'Hélène Faye', 'Ibrahima Ba', 'Moussa Diop']);
  });

  it('filters by offer, spontaneous applications, status, kind, period and search', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    await setStatus(testEnv, ids.ibrahima, 'entretien');
    await setStatus(testEnv, ids.helene, 'entretien');
    await setStatus(testEnv, ids.awa, 'ecartee');

    expect(await names(testEnv, '?offre=SRH-2026-031')).toEqual(['Ibrahima Ba', 'Awa Ndiaye']);
    expect(await names(testEnv, '?offre=SRH-2026-034')).toEqual(['Fatou Sarr']);
    expect(await names(testEnv, '?offre=spontanee')).toEqual(['Hélène Faye']);
    expect(await names(testEnv, '?statut=entretien')).toEqual(['Ibrahima Ba', 'Hélène Faye']);
    expect(await names(testEnv, '?statut=nouvelle')).toEqual(['Fatou Sarr']);
    expect(await names(testEnv, '?statut=a_traiter')).toEqual(['Moussa Diop']);
    expect(await names(testEnv, '?type=messages')).toEqual(['Moussa Diop']);
    expect(await names(testEnv, '?type=candidatures')).toEqual(['Ibrahima Ba', 'Fatou Sarr', 'Hélène Faye', 'Awa Ndiaye']);
    // Days are inclusive, UTC: 23:59 on the 10th is in « au 10 », midnight on the 11th is not.
    expect(await names(testEnv, '?du=2026-11-10&au=2026-11-10')).toEqual(['Hélène Faye']);
    expect(await names(testEnv, '?du=2026-11-11')).toEqual(['Ibrahima Ba', 'Fatou Sarr', 'Moussa Diop']);
    expect(await names(testEnv, '?au=2026-11-10')).toEqual(['Hélène Faye', 'Awa Ndiaye']);
    // Name or e-mail, any case, accents ignored either way.
    expect(await names(testEnv, '?q=helene')).toEqual(['Hélène Faye']);
    expect(await names(testEnv, '?q=H%C3%89L%C3%88NE')).toEqual(['Hélène Faye']);
    expect(await names(testEnv, '?q=NDIAYE')).toEqual(['Awa Ndiaye']);
    expect(await names(testEnv, '?q=teranga.example')).toEqual(['Moussa Diop']);
    expect(await names(testEnv, '?q=%25')).toEqual([]);
    expect(await names(testEnv, '?q=_')).toEqual([]);
    // A phone, written any way a candidate or a recruiter would (Awa gave « +221 77 100 00 01 »).
    for (const typed of ['771000001', '77 100 00 01', '00221 77-100-00-01', '+221771000001', '100 00 01']) expect(await names(testEnv, `?q=${encodeURIComponent(typed)}`)).toEqual(['Awa Ndiaye']);
    // Five digits are not a phone: they find what holds them as text only.
    expect(await names(testEnv, '?q=10000')).toEqual([]);
    // Together, and with values readFilters drops.
    expect(await names(testEnv, '?type=candidatures&statut=entretien&offre=SRH-2026-031')).toEqual(['Ibrahima Ba']);
    expect(await names(testEnv, '?statut=inconnu&type=tout&du=2026-13-45&offre=%27%20OR%201%3D1')).toHaveLength(5);
  });

  it('pages 120 rows by 50: 50, 50 and 20, newest first, each row once', async () => {
    const { env: testEnv } = inboxEnv();
    const start = Date.UTC(2026, 9, 1);
    for (let i = 0; i < 120; i += 1) {
      await insertMessage(env.DB, {
        id: `ligne-${String(i).padStart(3, '0')}`,
        idempotency_key: `cle-ligne-${i}`,
        kind: i % 2 ? 'application' : 'message',
        received_at: new Date(start + i * 3_600_000).toISOString(),
        name: `Personne ${i}`,
        email: `personne${i}@example.sn`,
        phone: '',
        company: '',
        service: null,
        message: 'Bonjour.',
        offer_reference: null,
        offer_title: null,
        cv_key: null,
        cv_name: null,
        cv_type: null,
        cv_size: null,
      });
    }
    const pages = [await list(testEnv), await list(testEnv, '?page=2'), await list(testEnv, '?page=3')];
    expect(pageSize).toBe(50);
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20]);
    expect(pages.map(({ total, page, pages }) => ({ total, page, pages }))).toEqual([1, 2, 3].map((page) => ({ total: 120, page, pages: 3 })));
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => `ligne-${String(119 - i).padStart(3, '0')}`));
    expect((await list(testEnv, '?page=4')).items).toEqual([]);
    expect(await list(testEnv, '?type=candidatures&page=2')).toMatchObject({ total: 60, page: 2, pages: 2 });
    expect((await list(testEnv, '?type=candidatures&page=2')).items).toHaveLength(10);
  });
});

describe('the offers', () => {
  it('lists the site’s open offers with their pipeline: applications per status, new ones and all; then the closed ones that have applications', async () => {
    // On the real day, not the tests' SITE_TODAY (vitest.config.ts): the inbox's clock, moved below, decides.
    const { env: dayEnv } = inboxEnv();
    const testEnv = { ...dayEnv, SITE_TODAY: undefined };
    const ids = await fixture(testEnv);
    await setStatus(testEnv, ids.awa, 'etude');
    // Two applications to an offer no longer published (its deadline passed): as D1 keeps them.
    await env.DB.batch(
      ['2026-10-01T09:00:00.000Z', '2026-10-02T09:00:00.000Z'].map((at, i) =>
        env.DB.prepare("INSERT INTO messages (id, idempotency_key, kind, received_at, name, email, message, offer_reference, offer_title, status) VALUES (?, ?, 'application', ?, ?, ?, 'Bonjour.', 'SRH-2025-012', ?, ?)").bind(
          `fermee-${i}`,
          `cle-fermee-${i}`,
          at,
          `Personne ${i}`,
          `p${i}@example.sn`,
          i ? 'Assistante de direction' : 'Assistante de direction (ancien intitulé)',
          i ? 'retenue' : 'ecartee',
        ),
      ),
    );
    const built = (await (await env.ASSETS.fetch(`${origin}/donnees/offres/index.json`)).json()) as { cards: { reference: string; title: string }[] };
    // The day before the comptable's deadline (15 December): every offer of the build is open.
    const response = await inboxAt('2026-12-15T23:59:59Z', testEnv)(await inboxRequest('/offers'));
    expect(response.status).toBe(200);
    const { offers } = (await response.json()) as { offers: OfferCount[] };
    expect(offers.map((offer) => offer.reference)).toEqual([...built.cards.map((card) => card.reference), 'SRH-2025-012']);
    const byReference = Object.fromEntries(offers.map((offer) => [offer.reference, offer]));
    // The closed offer: after the open ones, its title from its latest application.
    expect(byReference['SRH-2025-012']).toEqual({ reference: 'SRH-2025-012', title: 'Assistante de direction', closed: true, total: 2, byStatus: { nouvelle: 0, etude: 0, entretien: 0, retenue: 1, ecartee: 1 } });
    expect(byReference['SRH-2026-031']).toEqual({
      reference: 'SRH-2026-031',
      title: 'Comptable senior',
      closed: false,
      total: 2,
      byStatus: { nouvelle: 1, etude: 1, entretien: 0, retenue: 0, ecartee: 0 },
    });
    expect(byReference['SRH-2026-034']).toMatchObject({ total: 1, byStatus: { nouvelle: 1, etude: 0, entretien: 0, retenue: 0, ecartee: 0 } });
    expect(byReference['SRH-2026-029']).toMatchObject({ total: 0, byStatus: { nouvelle: 0, etude: 0, entretien: 0, retenue: 0, ecartee: 0 } });
    // The next day, with no rebuild, the site no longer lists it (worker/offerStates.ts): nor does
    // the inbox's list of open offers; its applications are among the closed offers'.
    const after = (await (await inboxAt('2026-12-16T00:00:00Z', testEnv)(await inboxRequest('/offers'))).json()) as { offers: OfferCount[] };
    expect(after.offers.map((offer) => [offer.reference, offer.closed])).toEqual([
      ['SRH-2026-034', false],
      ['SRH-2026-029', false],
      ['SRH-2026-031', true],
      ['SRH-2025-012', true],
    ]);
  });
});

describe('a message’s detail', () => {
  it('gives every field as text, the history oldest first, and when the retention run deletes it', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    await inboxAt('2026-11-22T10:00:00.000Z', testEnv)(await inboxRequest(`/messages/${ids.awa}/status`, { method: 'POST', body: { status: 'etude', from: 'nouvelle' } }));
    await inboxAt('2026-11-24T16:30:00.000Z', testEnv)(await inboxRequest(`/messages/${ids.awa}/status`, { method: 'POST', body: { status: 'entretien', from: 'etude' }, token: await accessToken({ email: 'khady@sunu-rh.example' }) }));

    const response = await send(await inboxRequest(`/messages/${ids.awa}`), testEnv);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: ids.awa,
      receivedAt: '2026-11-02T09:15:00.000Z',
      kind: 'application',
      name: 'Awa Ndiaye',
      email: 'awa.ndiaye@example.sn',
      offer: { reference: 'SRH-2026-031', title: 'Comptable senior' },
      service: 'paie',
      status: 'entretien',
      hasCv: true,
      notEmailed: false,
      others: 0,
      favorite: false,
      phone: phones.awa,
      company: fields.company,
      message: fields.message,
      cv: { name: 'mon-cv.pdf', type: 'application/pdf', size: pdfBytes.byteLength },
      history: [
        { type: 'status', status: 'etude', by: staff, at: '2026-11-22T10:00:00.000Z' },
        { type: 'status', status: 'entretien', by: 'khady@sunu-rh.example', at: '2026-11-24T16:30:00.000Z' },
      ],
      otherApplications: [],
      // legal.yml: applications 24 months, messages 36.
      deleteAfter: '2028-11-02T09:15:00.000Z',
      emailError: null,
      corrects: null,
      corrections: [],
    });
    const message = (await (await send(await inboxRequest(`/messages/${ids.moussa}`), testEnv)).json()) as InboxDetail;
    expect(message).toMatchObject({ kind: 'message', status: 'a_traiter', cv: null, history: [], otherApplications: [], others: 0, offer: null, deleteAfter: '2029-11-11T00:00:00.000Z' });
  });

  it('says when the firm’s e-mail has not left, and why', async () => {
    const { env: testEnv } = inboxEnv({}, true);
    const id = await receive(testEnv, '2026-11-02T09:15:00.000Z', application('Awa Ndiaye', 'awa.ndiaye@example.sn', 'SRH-2026-031'));
    const detail = (await (await send(await inboxRequest(`/messages/${id}`), testEnv)).json()) as InboxDetail;
    expect(detail).toMatchObject({ notEmailed: true, emailError: 'Email Routing indisponible' });
    expect((await list(testEnv)).items[0].notEmailed).toBe(true);
  });

  it('answers 404 in French for an unknown id', async () => {
    const { env: testEnv } = inboxEnv();
    for (const id of ['2f1d7c1e-0000-4000-8000-000000000000', 'pas%20un%20id']) {
      const response = await send(await inboxRequest(`/messages/${id}`), testEnv);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'notFound', message: inboxMessages.notFound });
    }
  });

  it('gives back a name written as markup as the same text, in JSON', async () => {
    const { env: testEnv } = inboxEnv();
    const markup = '<img src=x onerror=alert(1)>';
    const id = await receive(testEnv, '2026-11-02T09:15:00.000Z', jsonRequest({ ...fields, name: markup, message: `<script>alert("x")</script> & co`, offer: null }));
    const response = await send(await inboxRequest(`/messages/${id}`), testEnv);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const detail = (await response.json()) as InboxDetail;
    expect(detail.name).toBe(markup);
    expect(detail.message).toBe(`<script>alert("x")</script> & co`);
    expect((await list(testEnv)).items[0].name).toBe(markup);
  });
});

describe('the CV download', () => {
  const disposition = (response: Response) => response.headers.get('Content-Disposition') ?? '';
  const utf8Name = (response: Response) => decodeURIComponent(disposition(response).split("filename*=UTF-8''")[1] ?? '');

  it('hands the file over as an attachment named after the candidate and the offer, never after its key', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    const response = await send(await inboxRequest(`/messages/${ids.awa}/cv`), testEnv);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(disposition(response)).toMatch(/^attachment; filename="CV Awa Ndiaye - SRH-2026-031\.pdf"; filename\*=UTF-8''/);
    expect(utf8Name(response)).toBe('CV Awa Ndiaye – SRH-2026-031.pdf');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^sandbox/);
    const key = (await rows()).find((row) => row.id === ids.awa)!.cv_key!;
    for (const [, value] of response.headers) expect(value).not.toContain(key.replace('cv/', ''));

    const spontaneous = await send(await inboxRequest(`/messages/${ids.helene}/cv`), testEnv);
    expect(utf8Name(spontaneous)).toBe('CV Hélène Faye – candidature spontanée.pdf');
    expect(disposition(spontaneous)).toContain('filename="CV Helene Faye - candidature spontanee.pdf"');
  });

  it('types the file from its bytes, not from what was stored or its name', async () => {
    const { env: testEnv } = inboxEnv();
    // A .docx: a ZIP that names word/document.xml, sent as « cv.pdf ».
    const docx = new TextEncoder().encode('PK\x03\x04\x14\x00\x00\x00\x08\x00word/document.xml<w:document/>');
    const id = await receive(testEnv, '2026-11-02T09:15:00.000Z', application('Awa Ndiaye', 'awa.ndiaye@example.sn', 'SRH-2026-031', new File([docx], 'cv.pdf')));
    await env.DB.prepare("UPDATE messages SET cv_type = 'text/html' WHERE id = ?").bind(id).run();
    const response = await send(await inboxRequest(`/messages/${id}/cv`), testEnv);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(utf8Name(response)).toBe('CV Awa Ndiaye – SRH-2026-031.docx');
  });

  it('gives a PDF to read in the inbox: inline, framed by the site’s own pages only, nothing loaded from it; a Word file is refused (it downloads)', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    const response = await send(await inboxRequest(`/messages/${ids.awa}/cv/lire`), testEnv);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(disposition(response)).toMatch(/^inline; filename="CV Awa Ndiaye - SRH-2026-031\.pdf"; filename\*=UTF-8''/);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('no-store');

    const docx = new TextEncoder().encode('PK\x03\x04\x14\x00\x00\x00\x08\x00word/document.xml<w:document/>');
    const word = await receive(testEnv, '2026-11-22T09:15:00.000Z', application('Khady Diop', 'khady@example.sn', 'SRH-2026-031', new File([docx], 'cv.pdf'), '+221 77 100 00 09'));
    const refused = await send(await inboxRequest(`/messages/${word}/cv/lire`), testEnv);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ error: 'invalid', message: inboxMessages.notPdf });
    const none = await send(await inboxRequest(`/messages/${ids.moussa}/cv/lire`), testEnv);
    expect(none.status).toBe(404);
  });

  it('answers 404 in French when there is no CV, or no longer a file', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    const none = await send(await inboxRequest(`/messages/${ids.moussa}/cv`), testEnv);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'notFound', message: inboxMessages.noCv });
    await env.CVS.delete((await rows()).find((row) => row.id === ids.awa)!.cv_key!);
    const gone = await send(await inboxRequest(`/messages/${ids.awa}/cv`), testEnv);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: 'notFound', message: inboxMessages.cvMissing });
  });
});

describe('a status change', () => {
  it('is recorded with the token’s e-mail and the moment, and answered with the detail', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    const post = inboxAt('2026-11-25T08:04:00.000Z', testEnv);
    const response = await post(await inboxRequest(`/messages/${ids.fatou}/status`, { method: 'POST', body: { status: 'retenue', from: 'nouvelle' }, token: await accessToken({ email: 'mariama@sunu-rh.example' }) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ id: ids.fatou, status: 'retenue', history: [{ type: 'status', status: 'retenue', by: 'mariama@sunu-rh.example', at: '2026-11-25T08:04:00.000Z' }] });
    expect((await rows()).find((row) => row.id === ids.fatou)!.status).toBe('retenue');
    const history = await env.DB.prepare('SELECT message_id, status, by_email, at FROM status_changes').all();
    expect(history.results).toEqual([{ message_id: ids.fatou, status: 'retenue', by_email: 'mariama@sunu-rh.example', at: '2026-11-25T08:04:00.000Z' }]);
    // The same status again records nothing.
    await post(await inboxRequest(`/messages/${ids.fatou}/status`, { method: 'POST', body: { status: 'retenue', from: 'retenue' } }));
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(1);
  });

  it('from a stale page is refused (409): nothing saved, and the answer says who changed what and when, with the entry as it is now', async () => {
    const { env: testEnv } = inboxEnv();
    const { fatou } = await fixture(testEnv);
    const path = `/messages/${fatou}/status`;
    // Tab 1 (Mariama) sets « Retenue »; tab 2, opened earlier, still shows « Nouvelle ».
    const first = await inboxAt('2026-11-25T08:04:00.000Z', testEnv)(await inboxRequest(path, { method: 'POST', body: { status: 'retenue', from: 'nouvelle' }, token: await accessToken({ email: 'mariama@sunu-rh.example' }) }));
    expect(first.status).toBe(200);
    const stale = await inboxAt('2026-11-25T08:10:00.000Z', testEnv)(await inboxRequest(path, { method: 'POST', body: { status: 'ecartee', from: 'nouvelle' } }));
    expect(stale.status).toBe(409);
    expect(stale.headers.get('Cache-Control')).toBe('no-store');
    const conflict = (await stale.json()) as StatusConflict;
    expect(conflict).toMatchObject({ error: 'conflict', change: { status: 'retenue', by: 'mariama@sunu-rh.example', at: '2026-11-25T08:04:00.000Z' }, detail: { id: fatou, status: 'retenue' } });
    expect(conflict.message).toBe(inboxMessages.conflict('Retenue'));
    expect((await rows()).find((row) => row.id === fatou)!.status).toBe('retenue');
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(1);
    // Tab 1's « Annuler » (back to « Nouvelle », from the « Retenue » it set) still holds; tab 2's, from « Écartée » it never saved, is refused.
    expect((await inboxAt('2026-11-25T08:11:00.000Z', testEnv)(await inboxRequest(path, { method: 'POST', body: { status: 'nouvelle', from: 'ecartee' } }))).status).toBe(409);
    expect((await inboxAt('2026-11-25T08:12:00.000Z', testEnv)(await inboxRequest(path, { method: 'POST', body: { status: 'nouvelle', from: 'retenue' } }))).status).toBe(200);
    expect((await rows()).find((row) => row.id === fatou)!.status).toBe('nouvelle');
  });

  it('without the status the page showed is refused (400): a page that does not say it could overwrite a colleague', async () => {
    const { env: testEnv } = inboxEnv();
    const { fatou } = await fixture(testEnv);
    const response = await send(await inboxRequest(`/messages/${fatou}/status`, { method: 'POST', body: { status: 'retenue' } }), testEnv);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(inboxMessages.malformed);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(0);
  });

  it('refuses an unknown status (400), a body that is not JSON (415, 400), another origin (403), an unknown id (404)', async () => {
    const { env: testEnv } = inboxEnv();
    const { awa } = await fixture(testEnv);
    const path = `/messages/${awa}/status`;
    const cases: [Request, number, string][] = [
      [await inboxRequest(path, { method: 'POST', body: { status: 'embauchee', from: 'nouvelle' } }), 400, inboxMessages.unknownStatus],
      [await inboxRequest(path, { method: 'POST', body: { statut: 'etude' } }), 400, inboxMessages.unknownStatus],
      [await inboxRequest(path, { method: 'POST', body: '{"status":' }), 400, inboxMessages.malformed],
      [await inboxRequest(path, { method: 'POST', body: 'status=etude', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), 415, inboxMessages.notJson],
      [await inboxRequest(path, { method: 'POST', body: { status: 'etude' }, headers: { Origin: 'https://attaquant.example' } }), 403, inboxMessages.otherOrigin],
      [new Request(`${origin}/api/inbox${path}`, { method: 'POST', headers: { 'Cf-Access-Jwt-Assertion': await accessToken(), 'Content-Type': 'application/json' }, body: '{"status":"etude"}' }), 403, inboxMessages.otherOrigin],
      [await inboxRequest('/messages/2f1d7c1e-0000-4000-8000-000000000000/status', { method: 'POST', body: { status: 'etude', from: 'nouvelle' } }), 404, inboxMessages.notFound],
    ];
    for (const [request, status, message] of cases) {
      const response = await send(request, testEnv);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect((await rows()).find((row) => row.id === awa)!.status).toBe('nouvelle');
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes')).toBe(0);
  });
});

describe('a deletion', () => {
  it('removes the row, its history and its CV, and logs who and when without the candidate’s data', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    await setStatus(testEnv, ids.awa, 'etude');
    await setStatus(testEnv, ids.fatou, 'etude');
    const row = (await rows()).find((stored) => stored.id === ids.awa)!;
    const response = await inboxAt('2026-11-25T08:04:00.000Z', testEnv)(await inboxRequest(`/messages/${ids.awa}`, { method: 'DELETE', token: await accessToken({ email: 'mariama@sunu-rh.example' }) }));
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect((await rows()).map((stored) => stored.id)).not.toContain(ids.awa);
    expect(await rows()).toHaveLength(4);
    expect(await storedFiles()).not.toContain(row.cv_key);
    expect(await storedFiles()).toHaveLength(3);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes WHERE message_id = ?', ids.awa)).toBe(0);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes WHERE message_id = ?', ids.fatou)).toBe(1);
    const log = (await env.DB.prepare('SELECT action, message_id, by_email, at FROM inbox_log').all()).results;
    expect(log).toEqual([{ action: 'delete', message_id: ids.awa, by_email: 'mariama@sunu-rh.example', at: '2026-11-25T08:04:00.000Z' }]);
    for (const personal of [row.name, row.email, row.phone, row.company, row.cv_name!, row.cv_key!]) expect(JSON.stringify(log)).not.toContain(personal);
    expect((await send(await inboxRequest(`/messages/${ids.awa}`), testEnv)).status).toBe(404);
    expect((await send(await inboxRequest(`/messages/${ids.awa}`, { method: 'DELETE' }), testEnv)).status).toBe(404);
  });

  it('is refused from another origin, and nothing is deleted', async () => {
    const { env: testEnv } = inboxEnv();
    const { awa } = await fixture(testEnv);
    const response = await send(await inboxRequest(`/messages/${awa}`, { method: 'DELETE', headers: { Origin: 'https://attaquant.example' } }), testEnv);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'otherOrigin', message: inboxMessages.otherOrigin });
    expect(await rows()).toHaveLength(5);
    expect(await storedFiles()).toHaveLength(4);
  });
});

describe('the CSV export', () => {
  it('writes the filtered list for a spreadsheet: BOM, « ; », CRLF, quoted fields, formulas neutralised, French dates and statuses', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    const tricky = await receive(testEnv, '2026-11-25T08:04:00.000Z', multipartRequest({ ...fields, name: 'Ndiaye; "Awa"', email: 'awa2@example.sn', company: '=HYPERLINK("https://attaquant.example")', phone: '@SUM(1)', message: 'Première ligne\r\nseconde ligne', offer: 'SRH-2026-031' }));
    await setStatus(testEnv, tricky, 'etude');
    await setStatus(testEnv, ids.moussa, 'classe');

    const response = await inboxAt('2026-11-25T12:00:00.000Z', testEnv)(await inboxRequest('/export.csv?type=candidatures'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="candidatures-2026-11-25.csv"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(1).split(/\r\n(?=\d\d\/|$)/);
    expect(lines[0]).toBe(csvColumns.join(';'));
    expect(lines[0]).toBe('Reçue le;Type;Nom;E-mail;Téléphone;Entreprise;Offre;Intitulé;Service;Statut;CV joint;Autres candidatures;Message;Notes;Favori');
    // The five applications, newest first; the message is filtered out.
    expect(lines.filter((line) => line !== '')).toHaveLength(6);
    expect(text).not.toContain('Moussa Diop');
    expect(lines[1]).toBe(`25/11/2026 08:04;Candidature;"Ndiaye; ""Awa""";awa2@example.sn;'@SUM(1);"'=HYPERLINK(""https://attaquant.example"")";SRH-2026-031;Comptable senior;Gestion de la paie;${statusLabels.etude};Non;0;"Première ligne\r\nseconde ligne";;`);
    expect(lines[1]).toContain(';À l’étude;');
    expect(lines).toContain(`10/11/2026 23:59;Candidature;Hélène Faye;helene.faye@example.sn;77 100 00 02;Teranga SA;Candidature spontanée;;Gestion de la paie;Nouvelle;Oui;0;${fields.message};;`);
  });

  it('exports the messages with the same filters as the list', async () => {
    const { env: testEnv } = inboxEnv();
    const ids = await fixture(testEnv);
    await setStatus(testEnv, ids.moussa, 'classe');
    const text = await (await send(await inboxRequest('/export.csv?type=messages&statut=classe'), testEnv)).text();
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`11/11/2026 00:00;Message;Moussa Diop;moussa@teranga.example;77 000 00 00;Teranga SA;;;Gestion de la paie;Classé;Non;;${fields.message};;`);
  });
});

describe('the CSV’s phones (issue 42)', () => {
  it('writes every phone in one form, as dialled in Dakar, that a spreadsheet reads as text: never an apostrophe, never a bare number', async () => {
    const { env: testEnv } = inboxEnv();
    const typed = ['+221 77 123 45 67', '771234567', '00221-77-123-45-67', '(+221) 77.123.45.67', '221 77 123 45 67', ' 77 123 45 67 '];
    for (const [index, phone] of typed.entries()) await receive(testEnv, `2026-11-2${index}T09:00:00.000Z`, application(`Candidate ${index}`, `candidate${index}@example.sn`, 'SRH-2026-031', null, phone));
    const text = await (await send(await inboxRequest('/export.csv?tri=ancien'), testEnv)).text();
    const column = text.split('\r\n').slice(1, -1).map((line) => line.split(';')[4]);
    expect(column).toEqual(Array(typed.length).fill('77 123 45 67'));
    expect(text).not.toContain(`;'`);
  });

  it('keeps another country’s number dialable from Senegal (00), never a bare number, and leaves anything else as typed, under the formula guard', () => {
    expect(csvPhone('+221 33 869 12 34')).toBe('33 869 12 34');
    expect(csvPhone('+33 6 12 34 56 78')).toBe('00 33 6 12 34 56 78');
    expect(csvPhone('0033 6 12 34 56 78')).toBe('00 33 6 12 34 56 78');
    expect(csvPhone('+223 76 12 34 56')).toBe('00 223 76 12 34 56');
    expect(csvPhone('+1 (415) 555-0100')).toBe('00 1 415 555 0100');
    // No groups, or groups a spreadsheet would read as a number (« 336 123 456 »): pairs.
    expect(csvPhone('+33612345678')).toBe('00 3 36 12 34 56 78');
    expect(csvPhone('0612345678')).toBe('06 12 34 56 78');
    expect(csvPhone('+336 123 456')).toBe('00 3 36 12 34 56');
    expect(csvPhone('123 456')).toBe('12 34 56');
    for (const phone of ['+221 77 123 45 67', '771234567', '+33612345678', '0612345678', '+336 123 456', '123 456']) {
      const cell = csvPhone(phone);
      expect(cell, phone).not.toMatch(/^[=+\-@]/);
      // Not a number to a spreadsheet: not digits alone, nor digits grouped by three.
      expect(cell, phone).not.toMatch(/^\d+$|^\d{1,3}( \d{3})+$/);
    }
    // Not a phone: as typed (the cell's guard adds its apostrophe when it starts like a formula).
    expect(csvPhone('@SUM(1)')).toBe('@SUM(1)');
    expect(csvPhone('+12')).toBe('+12');
    expect(csvPhone('77 123 45 67 ou 76 123 45 67')).toBe('77 123 45 67 ou 76 123 45 67');
    expect(csvPhone('')).toBe('');
  });
});

describe('the retention run and the inbox', () => {
  it('deletes the status history of the rows it purges, and logs the purge without personal data', async () => {
    const { env: testEnv } = inboxEnv();
    const old = await receive(testEnv, '2026-11-02T09:15:00.000Z', application('Ancienne Candidate', 'ancienne@example.sn', 'SRH-2026-031'));
    const recent = await receive(testEnv, '2026-12-01T09:15:00.000Z', application('Candidate Récente', 'recente@example.sn', ''));
    await setStatus(testEnv, old, 'etude');
    await setStatus(testEnv, old, 'entretien');
    await setStatus(testEnv, recent, 'etude');

    // 24 months and a day after the first.
    const counts = await purgeExpired(testEnv, new Date('2028-11-03T03:00:00.000Z'));
    expect(counts).toEqual({ messages: 0, applications: 1 });
    expect((await rows()).map((row: StoredMessage) => row.id)).toEqual([recent]);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes WHERE message_id = ?', old)).toBe(0);
    expect(await countOf('SELECT COUNT(*) AS n FROM status_changes WHERE message_id = ?', recent)).toBe(1);
    const log = (await env.DB.prepare('SELECT action, message_id, by_email, at FROM inbox_log').all()).results;
    expect(log).toEqual([{ action: 'purge', message_id: old, by_email: null, at: '2028-11-03T03:00:00.000Z' }]);
    expect(JSON.stringify(log)).not.toMatch(/Ancienne|ancienne@/);
  });
});

describe('the team’s list (issue 57)', () => {
  const khady = 'khady@sunu-rh.example';
  const mariama = 'mariama@sunu-rh.example';
  const as = async (email: string) => ({ token: await accessToken({ email }) });
  const staffPath = (address: string, own = false) => `/staff/${encodeURIComponent(address)}${own ? '?moi=oui' : ''}`;
  const logOf = async () => (await env.DB.prepare('SELECT action, address, by_email, at FROM staff_log ORDER BY id').all()).results;
  const addresses = async () => (await env.DB.prepare('SELECT address FROM staff ORDER BY address').all<{ address: string }>()).results.map((row) => row.address);

  /** Khady fills the empty list with Mariama, at 09:00: both are on it. */
  async function filled(testEnv: Env) {
    const response = await inboxAt('2026-12-01T09:00:00.000Z', testEnv)(await inboxRequest('/staff', { method: 'POST', body: { address: `  ${mariama.toUpperCase()} ` }, ...(await as(khady)) }));
    expect(response.status).toBe(200);
    return (await response.json()) as StaffAdded;
  }

  it('while empty, admits everyone Access admits and says so; the first address added comes with the adder’s own, both logged', async () => {
    const { env: testEnv } = inboxEnv();
    const me = async (email: string) => send(await inboxRequest('/me', await as(email)), testEnv);
    expect(await (await me('quiconque@example.sn')).json()).toMatchObject({ email: 'quiconque@example.sn', teamEmpty: true } satisfies Partial<Me>);
    const answer = await filled(testEnv);
    expect(answer.added).toEqual([khady, mariama]);
    expect(answer.members).toEqual([
      { address: khady, addedBy: khady, addedAt: '2026-12-01T09:00:00.000Z' },
      { address: mariama, addedBy: khady, addedAt: '2026-12-01T09:00:00.000Z' },
    ]);
    expect(await logOf()).toEqual([
      { action: 'add', address: khady, by_email: khady, at: '2026-12-01T09:00:00.000Z' },
      { action: 'add', address: mariama, by_email: khady, at: '2026-12-01T09:00:00.000Z' },
    ]);
    expect(await (await me(mariama)).json()).toMatchObject({ teamEmpty: false });
    // Now the list decides: a valid token for an address not on it opens nothing.
    for (const [method, path, body] of [['GET', '/me'], ['GET', '/messages'], ['GET', '/staff'], ['POST', '/staff', { address: 'intrus@example.sn' }], ['DELETE', staffPath(khady)]] as const) {
      const response = await send(await inboxRequest(path, { method, body, ...(await as('quiconque@example.sn')) }), testEnv);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ error: 'notStaff', message: inboxMessages.notStaff('quiconque@example.sn') });
    }
    expect(await addresses()).toEqual([khady, mariama]);
    // An address already there is not added again, and nothing is logged.
    const again = (await (await send(await inboxRequest('/staff', { method: 'POST', body: { address: khady }, ...(await as(mariama)) }), testEnv)).json()) as StaffAdded;
    expect(again.added).toEqual([]);
    expect(await logOf()).toHaveLength(2);
  });

  it('refuses a removed address at its next request, its token still valid for decades; the removal logged', async () => {
    const { env: testEnv } = inboxEnv();
    await filled(testEnv);
    const mariamaToken = await accessToken({ email: 'Mariama@Sunu-RH.example' });
    expect((await send(await inboxRequest('/messages', { token: mariamaToken }), testEnv)).status).toBe(200);
    const removal = await inboxAt('2026-12-05T17:30:00.000Z', testEnv)(await inboxRequest(staffPath(mariama), { method: 'DELETE', ...(await as(khady)) }));
    expect(removal.status).toBe(200);
    expect(((await removal.json()) as StaffList).members.map((member) => member.address)).toEqual([khady]);
    for (const path of ['/messages', '/me', '/export.csv']) {
      const refused = await send(await inboxRequest(path, { token: mariamaToken }), testEnv);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({ error: 'notStaff', message: inboxMessages.notStaff('Mariama@Sunu-RH.example') });
    }
    expect((await logOf()).at(-1)).toEqual({ action: 'remove', address: mariama, by_email: khady, at: '2026-12-05T17:30:00.000Z' });
    const list = (await (await send(await inboxRequest('/staff', await as(khady)), testEnv)).json()) as StaffList;
    expect(list.changes[0]).toEqual({ action: 'remove', address: mariama, by: khady, at: '2026-12-05T17:30:00.000Z' });
  });

  it('never removes the last address; one’s own only when the page asked (?moi=oui)', async () => {
    const { env: testEnv } = inboxEnv();
    await filled(testEnv);
    const remove = async (address: string, by: string, own = false) => send(await inboxRequest(staffPath(address, own), { method: 'DELETE', ...(await as(by)) }), testEnv);
    const own = await remove(khady, khady);
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({ error: 'ownStaff', message: inboxMessages.ownStaff });
    expect((await remove(khady, khady, true)).status).toBe(200);
    expect(await addresses()).toEqual([mariama]);
    expect((await send(await inboxRequest('/me', await as(khady)), testEnv)).status).toBe(403);
    const last = await remove(mariama, mariama, true);
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({ error: 'lastStaff', message: inboxMessages.lastStaff(mariama) });
    expect(await addresses()).toEqual([mariama]);
    expect((await logOf()).map((line) => line.action)).toEqual(['add', 'add', 'remove']);
    expect((await remove('personne@sunu-rh.example', mariama)).status).toBe(404);
  });

  it('keeps one address when the last two remove each other at the same moment', async () => {
    const { env: testEnv } = inboxEnv();
    await filled(testEnv);
    const answers = await Promise.all([
      send(await inboxRequest(staffPath(mariama), { method: 'DELETE', ...(await as(khady)) }), testEnv),
      send(await inboxRequest(staffPath(khady), { method: 'DELETE', ...(await as(mariama)) }), testEnv),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, answers.some((answer) => answer.status === 403) ? 403 : 409]);
    expect(await addresses()).toHaveLength(1);
    expect(await logOf()).toHaveLength(3);
  });

  it('refuses what is not an e-mail address (400), a body that is not JSON (415), another origin (403): nothing added', async () => {
    const { env: testEnv } = inboxEnv();
    for (const address of ['', 'khady', 'khady@sunu-rh', 'kh ady@sunu-rh.example', `${'a'.repeat(250)}@x.sn`, 42]) {
      const response = await send(await inboxRequest('/staff', { method: 'POST', body: { address } }), testEnv);
      expect(response.status, String(address)).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', message: inboxMessages.badStaffAddress });
    }
    expect((await send(await inboxRequest('/staff', { method: 'POST', body: `address=${khady}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), testEnv)).status).toBe(415);
    expect((await send(await inboxRequest('/staff', { method: 'POST', body: { address: khady }, headers: { Origin: 'https://attaquant.example' } }), testEnv)).status).toBe(403);
    expect(await addresses()).toEqual([]);
    expect(await logOf()).toEqual([]);
  });
});

describe('the settings', () => {
  it('ship a team and an audience placeholder in wrangler.jsonc, and no key set', () => {
    expect(env.ACCESS_TEAM_DOMAIN).toBe('https://remplacer-par-votre-equipe.cloudflareaccess.com');
    expect(env.ACCESS_AUD).toBeTruthy();
    expect(env.ACCESS_AUD).not.toBe(audience);
    expect(env.ACCESS_JWKS).toBeUndefined();
  });
});
