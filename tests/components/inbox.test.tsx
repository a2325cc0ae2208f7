/**
 * The inbox's pages (src/inbox/) in jsdom, against a Worker played by the test: the list with its
 * offers and filters in the address, an application with its status, history and deletion, and
 * the French words when the Worker refuses. The real Worker and Chromium are in
 * tests/browser/inbox.test.ts; the API itself in tests/worker/inbox.test.ts.
 */
import './browserStubs';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filterQuery, readFilters, type BulkEntry, type InboxDetail, type InboxItem, type InboxPage, type PersonEntry, type Selection, type Status } from '../../src/inbox/contract';
import { daysAgo, day, moment, replySubject, size, subject } from '../../src/inbox/format';
import { createInboxRouter, validateSearch } from '../../src/inbox/router';
import { cvReadUrl, cvUrl, exportUrl } from '../../src/inbox/api';
import { mailboxCopy } from '../../src/inbox/mailboxCopy';

const hostile = '<img src=x onerror=alert(1)>';

const item = (id: number, extra: Partial<InboxItem> = {}): InboxItem => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  receivedAt: `2026-11-2${id % 5}T09:30:00.000Z`,
  kind: 'application',
  name: `Candidat ${id}`,
  email: `candidat${id}@example.sn`,
  offer: { reference: 'SRH-2026-031', title: 'Comptable senior' },
  service: 'recrutement',
  status: 'nouvelle',
  hasCv: true,
  notEmailed: false,
  others: 0,
  favorite: false,
  ...extra,
});

const awa = item(1, { name: hostile, email: 'awa@example.sn', notEmailed: true });
const detail: InboxDetail = {
  ...awa,
  phone: '+221 77 000 00 00',
  company: '',
  message: `Bonjour,\n${hostile}\nMerci.`,
  cv: { name: 'cv-awa.pdf', type: 'application/pdf', size: 1_300_000 },
  history: [{ type: 'status', status: 'etude', by: 'fatou@example.sn', at: '2026-11-24T10:00:00.000Z' }],
  otherApplications: [],
  deleteAfter: '2028-11-21T09:30:00.000Z',
  emailError: 'Email Routing indisponible',
};

/** A client's message, from a name that French elides after « de ». */
const client = item(5, { kind: 'message', status: 'a_traiter', offer: null, service: 'paie', name: 'Awa Ndiaye', email: 'awa.ndiaye@example.sn', hasCv: false });
const clientDetail: InboxDetail = { ...client, phone: '', company: 'Teranga SA', message: 'Bonjour.', cv: null, history: [], otherApplications: [], deleteAfter: '2027-11-25T09:30:00.000Z', emailError: null };

/** An entry stored before the address and name rules of issue 54: what its links must never let through. */
const legacy = item(7, { name: 'https://Evil.example/pay Votre compte est suspendu appelez le +221 77 000 00 00', email: 'x%40victim.example?bcc=spy%40evil.example&body=hello&y=@example.sn' });
const legacyDetail: InboxDetail = { ...legacy, phone: '+221 77 000 00 00 (x)', company: '', message: 'Bonjour.', cv: null, history: [], otherApplications: [], deleteAfter: '2028-11-21T09:30:00.000Z', emailError: null };

interface Call {
  method: string;
  url: string;
  body?: string;
}

let calls: Call[] = [];
/** The Worker, played: answers by path; `refuse` answers every call with that status. */
let refuse: number | undefined;
let status: Status = 'nouvelle';
let deleted = false;
/** Notes saved on Awa's application, in the Worker played. */
let notes: string[] = [];
let refuseNotes = false;
const noteAt = '2026-11-27T11:30:00.000Z';
const awaHistory = () => [
  ...detail.history,
  ...(status === 'nouvelle' ? [] : [{ type: 'status' as const, status, by: 'fatou@example.sn', at: '2026-11-25T08:00:00.000Z' }]),
  ...notes.map((text) => ({ type: 'note' as const, text, by: 'fatou@example.sn', at: noteAt })),
  ...replies.map(({ template, sent }) => ({ type: sent === 'emailed' ? ('emailed' as const) : sent ? ('sent' as const) : ('reply' as const), template, by: 'fatou@example.sn', at: noteAt })),
  ...favoriteChanges.map((change) => ({ type: 'favorite' as const, ...change })),
];
/** Awa's application in the favourites, and who added or took it out when, in the Worker played. */
let favorite = false;
let favoriteChanges: { favorite: boolean; by: string; at: string }[] = [];
const favoriteAt = '2026-11-27T14:05:00.000Z';
/** A colleague's favourite toggle the page has not seen, answered to the next toggle (409). */
let colleagueFavorite: { favorite: boolean; by: string; at: string } | undefined;
/** One person's applications, as GET /messages?personne= answers for Awa's. */
const awaAll = [awa, item(7, { offer: null, status: 'etude', others: 2 }), item(8, { offer: { reference: 'SRH-2026-034', title: 'Chef de chantier' }, status: 'ecartee', others: 2 })];
/** Replies recorded on Awa's application: prepared, marked sent, or sent by the site (« emailed »). */
let replies: { template: string; sent: boolean | 'emailed' }[] = [];
/** How replies leave (GET /me): « envoi », the Worker sends them. */
let replyMode: 'messagerie' | 'envoi' = 'messagerie';
/** The addresses the played Worker fails to send to (502, as when Cloudflare refuses one). */
let failingAddresses: string[] = [];
/** What the played Worker sent: to whom, and the entries each e-mail answers. */
let emailed: { to: string; ids: string[]; subject: string; text: string }[] = [];
/** A send the played Worker holds until the test releases it: « before it answered » is a state. */
let heldSend: Promise<void> | undefined;
/** A colleague's change the page has not seen, answered to the next status change (409). */
let colleague: { status: Status; by: string; at: string } | undefined;
/** What the whole filtered list holds, as GET /selection answers. */
const twoApplications: Selection = {
  entries: [
    { id: awa.id, kind: 'application', status: 'nouvelle', hasCv: true, name: awa.name, email: awa.email, offer: awa.offer },
    { id: item(2).id, kind: 'application', status: 'entretien', hasCv: false, name: 'Candidat 2', email: 'candidat2@example.sn', offer: awa.offer },
  ],
  total: 2,
};
let selection: Selection = twoApplications;
/** Awa's two other applications (the same person), when a test sets them. */
let awaOthers: InboxDetail['otherApplications'] = [];
/** The entries with Awa's e-mail or phone, as GET /messages/:id/personne lists them after hers, when a test sets them. */
let awaPeople: PersonEntry[] = [];
/** GET /messages/:id/personne fails (500); POST /erasure leaves these ids (changed or gone meanwhile). */
let personFails = false;
let erasureMissing: string[] = [];

beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: init.method ?? 'GET', url: `${url.pathname}${url.search}`, body: init.body as string | undefined });
    const answer = (body: unknown, code = 200) => new Response(code === 204 ? null : JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });
    if (refuse) return answer(refuse === 403 ? { error: 'forbidden', message: 'Accès réservé à l’équipe du cabinet : connectez-vous par Cloudflare Access.' } : {}, refuse);
    const path = url.pathname.replace('/api/inbox', '');
    if (path === '/me') return answer({ email: 'fatou@example.sn', replies: replyMode === 'envoi' ? { mode: 'envoi', from: 'site@sunu-rh.sn' } : { mode: 'messagerie' }, teamEmpty: false });
    if (path === '/offers')
      return answer({
        offers: [
          { reference: 'SRH-2026-031', title: 'Comptable senior', closed: false, total: 4, byStatus: { nouvelle: 2, etude: 0, entretien: 1, retenue: 0, ecartee: 1 } },
          { reference: 'SRH-2026-034', title: 'Chef de chantier', closed: false, total: 1, byStatus: { nouvelle: 0, etude: 1, entretien: 0, retenue: 0, ecartee: 0 } },
          { reference: 'SRH-2026-029', title: 'Développeur', closed: false, total: 0, byStatus: { nouvelle: 0, etude: 0, entretien: 0, retenue: 0, ecartee: 0 } },
          { reference: 'SRH-2025-012', title: 'Assistante de direction', closed: true, total: 2, byStatus: { nouvelle: 0, etude: 0, entretien: 0, retenue: 1, ecartee: 1 } },
        ],
      });
    if (path === '/messages' && url.searchParams.has('personne')) {
      const hers = url.searchParams.get('personne') === awa.id;
      return answer({ items: hers ? awaAll : [], total: hers ? 3 : 0, page: 1, pages: 1, person: hers ? { name: 'Awa Ndiaye', applications: 3 } : null, alerts: [] });
    }
    if (path === '/messages') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = deleted ? [] : [awa, item(2, { status: 'entretien', hasCv: false }), item(3, { kind: 'message', status: 'a_traiter', offer: null, service: 'paie' }), item(4, { offer: null })];
      return answer({ items, total: deleted ? 0 : 120, page, pages: 3, alerts: [] });
    }
    if (path === `/messages/${awa.id}/status`) {
      const body = JSON.parse(String(init.body)) as { status: Status; from: Status };
      // A colleague's change the page has not seen: the Worker's 409, the entry as it is now.
      if (colleague || body.from !== status) {
        if (colleague) status = colleague.status;
        const change = colleague ?? { status, by: 'fatou@example.sn', at: '2026-11-25T08:00:00.000Z' };
        colleague = undefined;
        return answer({ error: 'conflict', message: 'Quelqu’un a changé cette entrée entre-temps.', change, detail: { ...detail, status, history: awaHistory() } }, 409);
      }
      status = body.status;
      return answer({ ...detail, status, history: awaHistory() });
    }
    if (path === `/messages/${awa.id}/favorite`) {
      const body = JSON.parse(String(init.body)) as { favorite: boolean; from: boolean };
      // A colleague's toggle the page has not seen: the Worker's 409, the entry as it is now.
      if (colleagueFavorite || body.from !== favorite) {
        const change = colleagueFavorite ?? favoriteChanges.at(-1) ?? null;
        if (colleagueFavorite) {
          favorite = colleagueFavorite.favorite;
          favoriteChanges.push(colleagueFavorite);
        }
        colleagueFavorite = undefined;
        return answer({ error: 'conflict', message: 'Quelqu’un a changé cette candidature entre-temps.', change, detail: { ...detail, favorite, history: awaHistory() } }, 409);
      }
      favorite = body.favorite;
      favoriteChanges.push({ favorite, by: 'fatou@example.sn', at: favoriteAt });
      return answer({ ...detail, favorite, history: awaHistory() });
    }
    if (path === `/messages/${awa.id}/notes`) {
      if (refuseNotes) return answer({ error: 'server', message: 'Le serveur n’a pas pu répondre. Réessayez dans un instant.' }, 500);
      notes.push(JSON.parse(String(init.body)).text);
      return answer({ ...detail, history: awaHistory() });
    }
    const replyTo = /^\/messages\/([^/]+)\/replies$/.exec(path)?.[1];
    if (replyTo) {
      const body = JSON.parse(String(init.body)) as { template: string; sent?: boolean; send?: boolean; subject?: string; text?: string; also?: string[] };
      if (body.send) {
        if (heldSend) await heldSend;
        const to = [...selection.entries, awa, client].find((one) => one.id === replyTo)!.email;
        if (failingAddresses.includes(to)) return answer({ error: 'sendFailed', message: `L’e-mail n’est pas parti (email to ${to} not allowed)\u00a0: rien n’a été noté dans l’historique.` }, 502);
        emailed.push({ to, ids: [replyTo, ...(body.also ?? [])], subject: body.subject!, text: body.text! });
      }
      if (replyTo === awa.id || replyTo === client.id) replies.push({ template: body.template, sent: body.send ? 'emailed' : body.sent === true });
      return answer({ ...detail, history: awaHistory() });
    }
    if (path === '/statuses') {
      const body = JSON.parse(String(init.body)) as { entries: BulkEntry[]; status: Status };
      return answer({ changed: body.entries, unchanged: 0, conflicts: [] });
    }
    if (path === '/selection') return answer(selection);
    const personOf = /^\/messages\/([^/]+)\/personne$/.exec(path)?.[1];
    if (personOf) {
      if (personFails) return answer({ error: 'server', message: 'Le serveur n’a pas pu répondre. Réessayez dans un instant.' }, 500);
      const one = personOf === awa.id ? { ...awa, phone: detail.phone } : { ...client, phone: clientDetail.phone };
      const self = { id: one.id, kind: one.kind, receivedAt: one.receivedAt, name: one.name, email: one.email, phone: one.phone, offer: one.offer, hasCv: one.hasCv, matched: [] };
      return answer({ entries: [self, ...(personOf === awa.id ? awaPeople : [])], more: false });
    }
    if (path === '/erasure') {
      const body = JSON.parse(String(init.body)) as { entries: { id: string }[] };
      deleted = true;
      const missing = body.entries.filter((entry) => erasureMissing.includes(entry.id)).map((entry) => entry.id);
      return answer({ deleted: body.entries.map((entry) => entry.id).filter((id) => !missing.includes(id)), missing });
    }
    if (path === `/messages/${awa.id}` && init.method === 'DELETE') {
      deleted = true;
      return answer(undefined, 204);
    }
    if (path === `/messages/${client.id}`) return answer(clientDetail);
    if (path === `/messages/${legacy.id}`) return answer(legacyDetail);
    if (path === `/messages/${awa.id}` && deleted) return answer({ error: 'notFound', message: 'Cette candidature n’existe plus\u00a0: elle a peut-être été supprimée.' }, 404);
    if (path === `/messages/${awa.id}`) return answer({ ...detail, status, favorite, history: awaHistory(), otherApplications: awaOthers, others: awaOthers.length });
    return answer({ error: 'notFound', message: 'Cette adresse n’existe pas.' }, 404);
  }) as typeof fetch;
});

afterEach(() => {
  cleanup();
  calls = [];
  refuse = undefined;
  status = 'nouvelle';
  deleted = false;
  notes = [];
  replies = [];
  colleague = undefined;
  selection = twoApplications;
  awaOthers = [];
  awaPeople = [];
  personFails = false;
  erasureMissing = [];
  refuseNotes = false;
  replyMode = 'messagerie';
  failingAddresses = [];
  emailed = [];
  heldSend = undefined;
  favorite = false;
  favoriteChanges = [];
  colleagueFavorite = undefined;
});

function open(address: string) {
  const history = createMemoryHistory({ initialEntries: [address] });
  const router = createInboxRouter(history);
  render(<RouterProvider router={router} />);
  return { history, router };
}

const gets = () => calls.filter((call) => call.method === 'GET').map((call) => call.url);

describe('the list', () => {
  it('shows the open offers with their counts, the rows as text, and what is pending', async () => {
    open('/admin/candidatures');
    const table = await screen.findByRole('table');
    // A name typed as HTML is text: no image, no handler.
    expect(within(table).getByText(hostile)).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getAllByText('SRH-2026-031 – Comptable senior', { selector: 'td' })).toHaveLength(2);
    expect(within(table).getByText('Candidature spontanée')).toBeInTheDocument();
    expect(within(table).getByText(/^Message – /)).toBeInTheDocument();
    expect(within(table).getByText('E-mail en attente')).toBeInTheDocument();
    expect(within(table).getByText('Entretien')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offres' });
    // Each offer's pipeline, in the order candidates move: the new ones always, other steps when they have some.
    const card = (title: string) => within(offers).getByRole('link', { name: new RegExp(title) });
    expect(card('Comptable senior')).toHaveAttribute('href', '/admin/candidatures?offre=SRH-2026-031');
    expect(card('Comptable senior').lastElementChild!.textContent).toBe('2\u00a0nouvelles · 1\u00a0en entretien · 1\u00a0écartée · 4\u00a0candidatures en tout');
    expect(card('Chef de chantier').lastElementChild!.textContent).toBe('0\u00a0nouvelle · 1\u00a0à l’étude · 1\u00a0candidature en tout');
    expect(card('Développeur').lastElementChild!.textContent).toBe('Aucune candidature');
    // An offer no longer published keeps its card, marked, after the open ones, and its place in the filter.
    expect(card('Assistante de direction').textContent).toContain('SRH-2025-012 · close (plus en ligne)');
    expect(within(offers).getAllByRole('link').at(-1)).toBe(card('Assistante de direction'));
    expect([...screen.getByRole('combobox', { name: 'Offre' }).querySelectorAll('option')].map((option) => option.textContent)).toContain('SRH-2025-012 – Assistante de direction (close)');
    expect(screen.getByText(/^120\sRésultats$/i)).toBeInTheDocument();
    expect(screen.getByText(/^Connecté\s: fatou@example\.sn$/)).toBeInTheDocument();
    expect(gets()).toContain('/api/inbox/messages');
  });

  it('reads the filters from the address, asks the Worker for them, and exports what is filtered', async () => {
    open('/admin/candidatures?offre=SRH-2026-031&statut=entretien&type=candidatures&q=awa&page=2&inconnu=1&du=pas-un-jour');
    await screen.findByRole('table');
    expect(gets()).toContain('/api/inbox/messages?offre=SRH-2026-031&statut=entretien&type=candidatures&q=awa&page=2');
    expect(screen.getByRole('combobox', { name: 'Offre' })).toHaveValue('SRH-2026-031');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('entretien');
    expect(screen.getByRole('searchbox', { name: 'Nom, e-mail ou téléphone' })).toHaveValue('awa');
    // The export is every page of what is filtered.
    expect(screen.getByRole('link', { name: 'Exporter la liste (CSV pour Excel)' })).toHaveAttribute('href', '/api/inbox/export.csv?offre=SRH-2026-031&statut=entretien&type=candidatures&q=awa');
    const pages = screen.getByRole('navigation', { name: 'Pages de la liste' });
    expect(within(pages).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', expect.not.stringContaining('page='));
    expect(within(pages).getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toContain('page=3');
    expect(within(pages).getByText('Page 2 sur 3')).toBeInTheDocument();
  });

  it('sorts as the address says: newest first by default, oldest first or by name, kept with the filters and in the export', async () => {
    const { history } = open('/admin/candidatures?statut=retenue&page=2');
    await screen.findByRole('table');
    const sort = screen.getByRole('combobox', { name: 'Trier' });
    expect(sort).toHaveValue('');
    expect([...(sort as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Les plus récents d’abord', 'Les plus anciens d’abord', 'Par nom, de A à Z']);
    fireEvent.change(sort, { target: { value: 'nom' } });
    await waitFor(() => expect(history.location.search).toBe('?statut=retenue&tri=nom'));
    await waitFor(() => expect(gets()).toContain('/api/inbox/messages?statut=retenue&tri=nom'));
    expect(screen.getByRole('combobox', { name: 'Trier' })).toHaveValue('nom');
    expect(screen.getByRole('link', { name: 'Exporter la liste (CSV pour Excel)' })).toHaveAttribute('href', '/api/inbox/export.csv?statut=retenue&tri=nom');
  });

  it('changes the address when a filter changes, back to the first page, without stacking history', async () => {
    const { history } = open('/admin/candidatures?page=2');
    await screen.findByRole('table');
    const before = history.length;
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'retenue' } });
    await waitFor(() => expect(history.location.search).toBe('?statut=retenue'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Période' }), { target: { value: '30' } });
    await waitFor(() => expect(history.location.search).toBe(`?statut=retenue&du=${daysAgo(30)}`));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Nom, e-mail ou téléphone' }), { target: { value: '  Ndiaye ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
    await waitFor(() => expect(history.location.search).toContain('q=Ndiaye'));
    expect(history.length).toBe(before);
    await waitFor(() => expect(gets()).toContain(`/api/inbox/messages?statut=retenue&du=${daysAgo(30)}&q=Ndiaye`));
    fireEvent.click(await screen.findByRole('link', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('says in French when the Worker refuses (no Access token), and offers to try again', async () => {
    refuse = 403;
    open('/admin/candidatures');
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès réservé à l’équipe du cabinet');
    refuse = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('has a French message for a server that fails without one', async () => {
    refuse = 500;
    open('/admin/candidatures');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur a répondu par une erreur (500). Réessayez dans un instant.');
  });
});

describe('e-mails to the firm that did not leave (issue 43)', () => {
  it('says on the list how many wait and since when, that the entries are safe here, and nothing when none waits', async () => {
    const realFetch = globalThis.fetch;
    let waiting: InboxPage['waiting'] = { count: 3, since: '2026-11-27T14:05:00.000Z' };
    let alerts: InboxPage['alerts'] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/inbox/messages') return new Response(JSON.stringify({ items: [item(2)], total: 1, page: 1, pages: 1, waiting, alerts }), { headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/inbox/alerte-essai' && init?.method === 'POST') {
        return new Response(JSON.stringify({ email: { sent: true }, github: { sent: false, reason: 'le jeton ALERT_GITHUB_TOKEN n’est pas configuré sur le Worker' } }), { headers: { 'Content-Type': 'application/json' } });
      }
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      open('/admin/candidatures?statut=retenue');
      await screen.findByRole('table');
      expect(screen.getByText(/n’ont pas pu partir/).textContent).toBe(
        `3\u00a0e-mails au cabinet n’ont pas pu partir depuis le ${moment('2026-11-27T14:05:00.000Z')}\u00a0: les messages et candidatures sont bien enregistrés ici, mais n’arrivent pas dans la boîte du cabinet. Le site réessaie toutes les dix minutes\u202f; si cela dure, prévenez la personne qui s’occupe du site. Les entrées concernées portent «\u00a0E-mail en attente\u00a0».`,
      );
      cleanup();
      waiting = { count: 1, since: '2026-11-27T14:05:00.000Z' };
      open('/admin/candidatures');
      await screen.findByRole('table');
      expect(screen.getByText(/pas pu partir/).textContent).toMatch(/^Un e-mail au cabinet n’a pas pu partir depuis le/);
      cleanup();
      waiting = null;
      open('/admin/candidatures');
      await screen.findByRole('table');
      expect(screen.queryByText(/pas pu partir/)).toBeNull();
      expect(screen.queryByRole('heading', { name: /^Le site signale/ })).toBeNull();

      // The watchdog's findings (issue 57): each says which channel told the firm, and none it did not.
      cleanup();
      const stuck = { code: 'emails-stuck', level: 'problem' as const, text: 'Les e-mails au cabinet ne partent plus.', since: '2026-11-27T15:00:00.000Z' };
      alerts = [
        { ...stuck, emailSent: null, githubSent: '2026-11-27T15:00:00.000Z' },
        { code: 'staging-long', level: 'warning', text: 'Le site est en mode provisoire.', since: '2026-11-20T08:00:00.000Z', emailSent: '2026-11-20T08:00:00.000Z', githubSent: '2026-11-20T08:00:00.000Z' },
      ];
      open('/admin/candidatures');
      await screen.findByRole('table');
      const told = within(screen.getByRole('region', { name: 'Le site signale un problème' })).getAllByRole('listitem').map((entry) => entry.textContent);
      expect(told).toEqual([
        `Les e-mails au cabinet ne partent plus.Constaté depuis le ${moment('2026-11-27T15:00:00.000Z')}\u202f; le cabinet en a été prévenu sur GitHub seulement.`,
        `Le site est en mode provisoire.Constaté depuis le ${moment('2026-11-20T08:00:00.000Z')}\u202f; le cabinet en a été prévenu par e-mail et sur GitHub.`,
      ]);
      cleanup();
      alerts = [{ ...stuck, emailSent: null, githubSent: null }];
      open('/admin/candidatures');
      await screen.findByRole('table');
      expect(screen.getByText(/^Constaté depuis/).textContent).toMatch(/aucune alerte n’est encore partie\u00a0: vérifiez les deux canaux avec « Envoyer une alerte d’essai », plus bas\.$/);

      // « Envoyer une alerte d’essai »: each channel, sent or why not, in the status under the button.
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer une alerte d’essai' }));
      const tested = within(screen.getByRole('region', { name: 'Alertes du site' }));
      await tested.findByText(/^pas envoyée/);
      expect(tested.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
        'E-mail au cabinet\u00a0: envoyée.',
        'Issue sur GitHub\u00a0: pas envoyée, le jeton ALERT_GITHUB_TOKEN n’est pas configuré sur le Worker.',
      ]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('a search longer than D1 looks for (issue 54)', () => {
  it('says in the status line, with the count, which beginning was searched and what to do; nothing when the whole search was', async () => {
    const realFetch = globalThis.fetch;
    let searchCut: string | undefined = 'aminata.ndeye.coumba.diallo.sow.de.thies@example';
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/inbox/messages') return new Response(JSON.stringify({ items: [item(2)], total: 1, page: 1, pages: 1, waiting: null, searchCut, alerts: [] }), { headers: { 'Content-Type': 'application/json' } });
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      open(`/admin/candidatures?q=${encodeURIComponent('aminata.ndeye.coumba.diallo.sow.de.thies@example.sn')}`);
      await screen.findByRole('table');
      // The list's status line (the alert test's, under the list, is another).
      const status = screen.getAllByRole('status').find((element) => element.hasAttribute('data-after-notice'))!;
      expect(status.textContent).toContain('1\u00a0résultat Effacer les filtres');
      expect(within(status).getByText(/^Recherche limitée/).textContent).toBe(
        'Recherche limitée aux 48\u00a0premiers caractères\u00a0: «\u00a0aminata.ndeye.coumba.diallo.sow.de.thies@example\u00a0». Pour chercher la suite, tapez-en seulement un morceau.',
      );
      cleanup();
      // Characters as staff count them: « é » typed decomposed is one; a single one is « le premier ».
      searchCut = 'he\u0301le\u0300ne';
      open('/admin/candidatures?q=x');
      await screen.findByRole('table');
      expect(screen.getByText(/^Recherche limitée/).textContent).toMatch(/^Recherche limitée aux 6\u00a0premiers caractères/);
      cleanup();
      searchCut = 'e\u0301';
      open('/admin/candidatures?q=x');
      await screen.findByRole('table');
      expect(screen.getByText(/^Recherche limitée/).textContent).toMatch(/^Recherche limitée au premier caractère\u00a0: /);
      cleanup();
      searchCut = undefined;
      open('/admin/candidatures?q=awa');
      await screen.findByRole('table');
      expect(screen.queryByText(/Recherche limitée/)).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('one application', () => {
  const address = `/admin/candidatures?offre=SRH-2026-031&id=${awa.id}`;

  it('shows every field as text, the CV to download, a reply, the history and when it will be deleted', async () => {
    open(address);
    const title = await screen.findByRole('heading', { level: 1, name: hostile });
    expect(title.innerHTML).not.toContain('<img');
    const article = screen.getByRole('article');
    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByText(/Merci\./).textContent).toBe(detail.message);
    expect(within(article).getByRole('link', { name: 'Télécharger le CV' })).toHaveAttribute('href', cvUrl(awa.id));
    expect(within(article).getByRole('link', { name: 'Télécharger le CV' })).toHaveAttribute('download');
    expect(within(article).getByText(/^cv-awa\.pdf \(1,2\sMo\)$/)).toBeInTheDocument();
    const reply = within(article).getByRole('link', { name: 'E-mail sans modèle' }).getAttribute('href')!;
    expect(reply.startsWith('mailto:awa@example.sn?subject=')).toBe(true);
    expect(decodeURIComponent(reply.split('subject=')[1]!)).toBe('Votre candidature – SRH-2026-031 – Comptable senior');
    expect(within(article).getByText(`À l’étude, par fatou@example.sn, le ${moment('2026-11-24T10:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(article).getByText(/Supprimée automatiquement le 21\/11\/2028/)).toBeInTheDocument();
    expect(within(article).getByText(/n’est pas encore parti \(Email Routing indisponible\)\s: il/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour à la liste' })).toHaveAttribute('href', '/admin/candidatures?offre=SRH-2026-031');
  });

  it('builds every link from a hostile stored address, name and phone with the one encoding helper (issue 54): one recipient, no added header', async () => {
    open(`/admin/candidatures?offre=SRH-2026-031&id=${legacy.id}`);
    const article = await screen.findByRole('article');
    const links = { address: await within(article).findByRole('link', { name: legacy.email }), plain: within(article).getByRole('link', { name: 'E-mail sans modèle' }), reply: within(article).getByRole('link', { name: 'Ouvrir dans ma messagerie' }), whatsapp: within(article).getByRole('link', { name: 'WhatsApp' }), phone: within(article).getByRole('link', { name: legacyDetail.phone }) };
    const url = (link: HTMLElement) => new URL(link.getAttribute('href')!);
    for (const link of [links.address, links.plain, links.reply]) {
      expect(url(link).protocol).toBe('mailto:');
      expect(decodeURIComponent(url(link).pathname)).toBe(legacy.email);
    }
    expect(url(links.address).search).toBe('');
    expect([...url(links.plain).searchParams.keys()]).toEqual(['subject']);
    expect([...url(links.reply).searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url(links.reply).searchParams.get('body')).not.toMatch(/https:|\+221|Evil\.example/);
    expect(`${url(links.whatsapp).origin}${url(links.whatsapp).pathname}`).toBe('https://wa.me/221770000000');
    expect([...url(links.whatsapp).searchParams.keys()]).toEqual(['text']);
    expect(links.phone).toHaveAttribute('href', 'tel:+221770000000');
  });

  it('reads a PDF CV in the page only when asked (nothing loaded before), and closes it', async () => {
    open(address);
    const article = await screen.findByRole('article');
    expect(article.querySelector('iframe')).toBeNull();
    const read = within(article).getByRole('button', { name: 'Lire le CV ici' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(read);
    const frame = within(article).getByTitle(`CV de ${hostile}`);
    expect(frame).toHaveAttribute('src', cvReadUrl(awa.id));
    expect(cvReadUrl(awa.id)).toBe(`/api/inbox/messages/${awa.id}/cv/lire`);
    expect(within(article).getByRole('link', { name: 'Ouvrez-le dans un nouvel onglet' })).toHaveAttribute('href', cvReadUrl(awa.id));
    fireEvent.click(within(article).getByRole('button', { name: 'Fermer le CV' }));
    expect(article.querySelector('iframe')).toBeNull();
  });

  it('saves a status as soon as it is chosen, shows it in the history, and can take it back', async () => {
    open(address);
    await screen.findByRole('article');
    const group = screen.getByRole('group', { name: 'Statut' });
    expect(within(group).getByRole('button', { name: 'Nouvelle' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(group).getByRole('button', { name: 'Entretien' }));
    expect((await screen.findByRole('status')).textContent).toBe('Statut enregistré\u00a0: Entretien. Annuler');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: `/api/inbox/messages/${awa.id}/status`, body: '{"status":"entretien","from":"nouvelle"}' }]);
    expect(await screen.findByText(/^Entretien, par fatou@example.sn/)).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Entretien' })).toHaveAttribute('aria-pressed', 'true');
    // A wrong click is undone in one more: the status it replaced is saved again.
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Statut rétabli\u00a0: Nouvelle.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual(['{"status":"entretien","from":"nouvelle"}', '{"status":"nouvelle","from":"entretien"}']);
    expect(within(group).getByRole('button', { name: 'Nouvelle' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('from a stale page saves nothing over a colleague’s change: it says who changed what and when, and shows the entry as it is now', async () => {
    open(address);
    await screen.findByRole('article');
    const group = screen.getByRole('group', { name: 'Statut' });
    // Meanwhile, in another tab, a colleague set « Retenue ».
    colleague = { status: 'retenue', by: 'khady@example.sn', at: '2026-11-26T15:02:00.000Z' };
    fireEvent.click(within(group).getByRole('button', { name: 'Écartée' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `Votre choix n’a pas été enregistré\u00a0: la candidature a changé entre-temps. khady@example.sn l’a passée à « Retenue » le ${moment('2026-11-26T15:02:00.000Z')}. La page montre la candidature telle qu’elle est maintenant.`,
    );
    expect(within(alert).queryByRole('button', { name: 'Annuler' })).toBeNull();
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Retenue' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('deletes on request after a confirmation that names the candidate, then goes back to the list', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
    const { history } = open(address);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la candidature…' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(`Supprimer la candidature de ${hostile}\u202f?`);
    expect(dialog).toHaveTextContent('La candidature, son CV et son historique seront effacés définitivement du site');
    // What is not deleted, said plainly: the firm's own copy in its mailbox, without the CV as built (legal.yml `attachCv: false`).
    expect(dialog.textContent).toContain(mailboxCopy(detail, false));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Nobody else has her e-mail or phone: the dialog says nothing more, and deletes this entry alone.
    const confirmButton = within(dialog).getByRole('button', { name: 'Supprimer définitivement', hidden: true });
    await waitFor(() => expect(confirmButton).toBeEnabled());
    expect(within(dialog).queryByRole('checkbox', { hidden: true })).toBeNull();
    await act(async () => fireEvent.click(confirmButton));
    await waitFor(() => expect(history.location.search).toBe('?offre=SRH-2026-031'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/inbox/messages/${awa.id}`]);
    expect(await screen.findByText('Rien ne correspond à ces filtres.')).toBeInTheDocument();
    // Back on the list, a confirmation.
    const done = screen.getAllByRole('status').find((element) => element.textContent?.includes('a été supprimée'));
    expect(done?.textContent).toBe(`La candidature de ${hostile} a été supprimée, avec son CV et son historique. Pensez à supprimer aussi l’e-mail reçu à son arrivée.`);
  });

  it('erases a person by proof: the dialog lists every entry with her e-mail or phone and what matched, and only what staff tick goes', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
    awaPeople = [
      { id: item(7).id, kind: 'message', receivedAt: '2026-11-20T09:00:00.000Z', name: 'Awa Ndiaye', email: awa.email, phone: '', offer: null, hasCv: false, matched: ['email'] },
      { id: item(8).id, kind: 'application', receivedAt: '2026-11-10T09:00:00.000Z', name: 'Fatou Sarr', email: 'fatou.sarr@example.sn', phone: detail.phone, offer: { reference: 'SRH-2026-034', title: 'Chef de chantier' }, hasCv: true, matched: ['phone'] },
    ];
    const { history } = open(address);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la candidature…' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    const group = await within(dialog).findByRole('group', { name: /^2\sautres entrées ont le même e-mail ou le même téléphone/, hidden: true });
    const boxes = within(group).getAllByRole('checkbox', { hidden: true });
    // Each says what it is, who typed it, and what links it to Awa; none is ticked for her.
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual([
      `Message du 20/11/2026Awa Ndiaye · ${awa.email}Même e-mail`,
      `Candidature du 10/11/2026 – SRH-2026-034 – Chef de chantier, avec CVFatou Sarr · fatou.sarr@example.sn · ${detail.phone}Même téléphone`,
    ]);
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    fireEvent.click(boxes[0]!);
    const confirmButton = within(dialog).getByRole('button', { name: 'Supprimer ces 2\u00a0entrées', hidden: true });
    await act(async () => fireEvent.click(confirmButton));
    await waitFor(() => expect(history.location.search).toBe('?offre=SRH-2026-031'));
    // One request naming exactly Awa's two entries, each with the e-mail and phone the dialog showed; Fatou is not in it.
    const erasure = calls.filter((call) => call.url === '/api/inbox/erasure');
    expect(erasure.map((call) => JSON.parse(call.body!))).toEqual([{ entries: [{ id: awa.id, email: awa.email, phone: detail.phone }, { id: item(7).id, email: awa.email, phone: '' }] }]);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const done = await screen.findByText(/ont été supprimées/);
    expect(done.textContent).toBe('2\u00a0entrées ont été supprimées, avec leurs CV et leur historique. Pensez à supprimer aussi les e-mails reçus à leur arrivée.');
  });

  it('says which ticked entries were left, and still deletes this entry alone when the others cannot be looked up', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
    awaPeople = [{ id: item(7).id, kind: 'message', receivedAt: '2026-11-20T09:00:00.000Z', name: 'Awa Ndiaye', email: awa.email, phone: '', offer: null, hasCv: false, matched: ['email'] }];
    erasureMissing = [item(7).id];
    open(address);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la candidature…' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /^Message du 20\/11\/2026/, hidden: true }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer ces 2\u00a0entrées', hidden: true })));
    expect((await screen.findByText(/a été supprimée/)).textContent).toBe(
      'Une entrée a été supprimée, avec son CV et son historique. Une entrée cochée n’a pas été supprimée\u00a0: elle avait déjà été supprimée ou avait changé entre-temps. Pensez à supprimer aussi les e-mails reçus à leur arrivée.',
    );
    cleanup();

    deleted = false;
    personFails = true;
    open(address);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la candidature…' }));
    const again = screen.getByRole('dialog', { hidden: true });
    expect((await within(again).findByRole('alert', { hidden: true })).textContent).toBe(
      'Le serveur n’a pas pu répondre. Réessayez dans un instant. Les autres entrées de la personne n’ont pas pu être cherchées\u00a0: seule cette entrée peut être supprimée maintenant.',
    );
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Supprimer définitivement', hidden: true })));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/inbox/messages/${awa.id}`]);
  });

  it('an application deleted meanwhile: says so, and leads back to the list rather than « Réessayer »', async () => {
    deleted = true;
    open(address);
    expect((await screen.findByRole('alert')).textContent).toBe('Cette candidature n’existe plus\u00a0: elle a peut-être été supprimée.');
    expect(screen.getByRole('link', { name: '← Retour à la liste' })).toHaveAttribute('href', '/admin/candidatures?offre=SRH-2026-031');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});

describe('a client’s message, in its own words', () => {
  it('is « reçu », « supprimé », and its deletion names the sender with French elision', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    open(`/admin/candidatures?id=${client.id}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Reçu le')).toBeInTheDocument();
    expect(within(article).queryByText('Reçue le')).toBeNull();
    expect(within(article).getByText(/^Reçu le .*\sÀ traiter$/)).toBeInTheDocument();
    // A message's own statuses, masculine: never a candidate's.
    const group = within(article).getByRole('group', { name: 'Statut' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['À traiter', 'Répondu', 'Classé']);
    expect(within(article).getByText(/Supprimé automatiquement le 25\/11\/2027/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le message…' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Supprimer le message d’Awa Ndiaye\u202f?');
  });
});

describe('triage', () => {
  const address = `/admin/candidatures?id=${awa.id}`;

  it('saves a note, shows it in the history with who and when, and keeps the text when the save fails', async () => {
    open(address);
    const article = await screen.findByRole('article');
    const field = within(article).getByRole('textbox', { name: 'Ajouter une note' });
    expect(field).toHaveAccessibleDescription(/jamais envoyée par e-mail/);
    // An empty note is not sent.
    fireEvent.click(within(article).getByRole('button', { name: 'Enregistrer la note' }));
    expect((await within(article).findByRole('alert')).textContent).toBe('La note est vide\u00a0: écrivez-la avant de l’enregistrer.');
    expect(calls.some((call) => call.url.endsWith('/notes'))).toBe(false);
    // A failed save keeps what was typed.
    refuseNotes = true;
    fireEvent.change(field, { target: { value: 'Appelée le 27, disponible en janvier.' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Enregistrer la note' }));
    expect((await within(article).findByRole('alert')).textContent).toBe('Le serveur n’a pas pu répondre. Réessayez dans un instant.');
    expect(field).toHaveValue('Appelée le 27, disponible en janvier.');
    refuseNotes = false;
    fireEvent.click(within(article).getByRole('button', { name: 'Enregistrer la note' }));
    expect((await within(article).findByRole('status')).textContent).toBe('Note enregistrée.');
    expect(field).toHaveValue('');
    expect(calls.filter((call) => call.url.endsWith('/notes')).map((call) => call.body)).toEqual(['{"text":"Appelée le 27, disponible en janvier."}', '{"text":"Appelée le 27, disponible en janvier."}']);
    const history = within(article).getByRole('heading', { name: 'Historique' }).nextElementSibling!;
    await waitFor(() => expect(history.lastElementChild!.textContent).toBe(`Note de fatou@example.sn, le ${moment(noteAt)}\u00a0:Appelée le 27, disponible en janvier.`));
  });

  it('counts a note’s characters, keeps one longer than 10 000 whole in the field, and refuses it before saving', async () => {
    open(address);
    const article = await screen.findByRole('article');
    const field = within(article).getByRole('textbox', { name: 'Ajouter une note' });
    expect(field).not.toHaveAttribute('maxlength');
    const long = 'a'.repeat(10_300);
    fireEvent.change(field, { target: { value: long } });
    expect(field).toHaveValue(long);
    expect(field).toHaveAccessibleDescription(/10\s300 \/ 10\s000\scaractères\s: 300 de trop/);
    fireEvent.click(within(article).getByRole('button', { name: 'Enregistrer la note' }));
    expect((await within(article).findByRole('alert')).textContent).toMatch(/^La note compte 10\s300\scaractères, 10\s000 au plus/);
    expect(calls.some((call) => call.url.endsWith('/notes'))).toBe(false);
    expect(field).toHaveValue(long);
  });

  it('offers the templates that fit, filled in and editable; opening one records « préparée », never « envoyée », until staff mark it sent', async () => {
    open(address);
    const article = await screen.findByRole('article');
    const section = within(article).getByRole('region', { name: 'Répondre' });
    // An application to an offer: the templates for offers and for all applications, never a client's or a spontaneous one's.
    const choice = within(section).getByRole('combobox', { name: 'Modèle de réponse' });
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Accusé de réception', 'Invitation à un entretien', 'Réponse négative']);
    fireEvent.change(choice, { target: { value: 'Invitation à un entretien' } });
    const text = within(section).getByRole('textbox', { name: 'Message (vous pouvez le modifier)' });
    expect((text as HTMLTextAreaElement).value).toContain('Comptable senior');
    expect((text as HTMLTextAreaElement).value).not.toMatch(/\{\w+\}/);
    // Staff edit the text: the mail and WhatsApp carry the edited words.
    fireEvent.change(text, { target: { value: 'Bonjour, rendez-vous lundi à 10 h.' } });
    const mail = within(section).getByRole('link', { name: 'Ouvrir dans ma messagerie' });
    const href = new URL(mail.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('awa@example.sn');
    expect(decodeURIComponent(/subject=([^&]*)/.exec(href.search)![1]!)).toContain('SRH-2026-031');
    expect(decodeURIComponent(/body=([^&]*)/.exec(href.search)![1]!)).toBe('Bonjour, rendez-vous lundi à 10 h.');
    // WhatsApp: the candidate's number in international form (« +221 77 000 00 00 »), the same text.
    expect(within(section).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/221770000000?text=${encodeURIComponent('Bonjour, rendez-vous lundi à 10 h.')}`);
    // jsdom does not open mail clients: the click is the staff's, the link's default is left alone.
    mail.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(mail);
    const said = await within(section).findByRole('status');
    expect(said.textContent).toBe('Votre messagerie s’ouvre sur la réponse. Noté dans l’historique\u00a0: réponse préparée, «\u00a0Invitation à un entretien\u00a0». Une fois envoyée, marquez-la comme envoyée. Marquer comme envoyée');
    const history = within(article).getByRole('heading', { name: 'Historique' }).nextElementSibling!;
    await waitFor(() => expect(history.lastElementChild!.textContent).toBe(`Réponse préparée\u00a0: Invitation à un entretien, par fatou@example.sn, le ${moment(noteAt)}`));
    expect(history.textContent).not.toContain('envoyée');
    fireEvent.click(within(said).getByRole('button', { name: 'Marquer comme envoyée' }));
    await waitFor(() => expect(history.lastElementChild!.textContent).toBe(`Réponse marquée comme envoyée\u00a0: Invitation à un entretien, par fatou@example.sn, le ${moment(noteAt)}`));
    expect(calls.filter((call) => call.url.endsWith('/replies')).map((call) => call.body)).toEqual(['{"template":"Invitation à un entretien"}', '{"template":"Invitation à un entretien","sent":true}']);
  });

  it('copies the reply’s subject and text, for webmail, and records it as prepared', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
    open(address);
    const section = within(await screen.findByRole('article')).getByRole('region', { name: 'Répondre' });
    fireEvent.click(within(section).getByRole('button', { name: 'Copier le texte' }));
    expect((await within(section).findByRole('status')).textContent).toMatch(/^Texte copié \(objet et message\)\. Noté dans l’historique\u00a0: réponse préparée, «\u00a0Accusé de réception\u00a0»\./);
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatch(/^Votre candidature|SRH-2026-031/);
    expect(copied[0]).toContain('\n\n');
  });

  it('offers a client’s message the reply to a request only, and once it is marked sent, « Répondu »', async () => {
    open(`/admin/candidatures?id=${client.id}`);
    const section = within(await screen.findByRole('article')).getByRole('region', { name: 'Répondre' });
    const choice = within(section).getByRole('combobox', { name: 'Modèle de réponse' });
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Réponse à une demande']);
    expect((within(section).getByRole('textbox', { name: 'Message (vous pouvez le modifier)' }) as HTMLTextAreaElement).value).toMatch(/^Bonjour Awa,/);
    // No phone given: no WhatsApp.
    expect(within(section).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    const mail = within(section).getByRole('link', { name: 'Ouvrir dans ma messagerie' });
    mail.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(mail);
    fireEvent.click(await within(section).findByRole('button', { name: 'Marquer comme envoyée' }));
    expect(await within(section).findByRole('button', { name: 'Passer à «\u00a0Répondu\u00a0»' })).toBeInTheDocument();
  });

  it('flags the same person on the row and in the detail, with links to the other applications', async () => {
    awaOthers = [
      { id: item(7).id, receivedAt: '2026-11-20T09:00:00.000Z', offer: null, status: 'etude' },
      { id: item(8).id, receivedAt: '2026-11-10T09:00:00.000Z', offer: { reference: 'SRH-2026-034', title: 'Chef de chantier' }, status: 'ecartee' },
    ];
    open(`/admin/candidatures?offre=SRH-2026-031&id=${awa.id}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByText(/^A postulé 3\sfois$/)).toBeInTheDocument();
    const others = within(article).getByRole('region', { name: 'A déjà postulé\u00a0: 2 autres candidatures' });
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['20/11/2026 – Candidature spontanée', '10/11/2026 – SRH-2026-034 – Chef de chantier']);
    expect(links[1]).toHaveAttribute('href', `/admin/candidatures?offre=SRH-2026-031&id=${item(8).id}`);
    expect(within(others).getByText('Écartée')).toBeInTheDocument();
  });

  it('sets a status on the rows checked, says how many, and undoes each to what it had', async () => {
    open('/admin/candidatures?type=candidatures');
    const table = await screen.findByRole('table');
    const bar = screen.getByRole('region', { name: /^Aucune case cochée\s: pour toute la liste filtrée, 120\scandidatures$/ });
    fireEvent.click(within(table).getByRole('checkbox', { name: `Cocher la candidature de ${hostile}` }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Cocher la candidature de Candidat 2' }));
    const selection = screen.getByRole('region', { name: /^Pour la sélection\s: 2\scandidatures$/ });
    expect(within(selection).getByRole('link', { name: 'Télécharger les CV (ZIP)' })).toHaveAttribute('href', `/api/inbox/cvs.zip?ids=${awa.id},${item(2).id}`);
    // Only a candidate's statuses on a list of applications.
    expect([...within(selection).getByRole('combobox', { name: 'Statut à donner' }).querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Candidatures']);
    expect(within(selection).getByRole('button', { name: 'Appliquer' })).toBeDisabled();
    fireEvent.change(within(selection).getByRole('combobox', { name: 'Statut à donner' }), { target: { value: 'etude' } });
    fireEvent.click(within(selection).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(within(bar.parentElement!).getByText(/^Statut « À l’étude » enregistré pour 2\sentrées\./)).toBeInTheDocument());
    expect(calls.filter((call) => call.url === '/api/inbox/statuses').map((call) => JSON.parse(call.body!))).toEqual([
      {
        entries: [
          { id: awa.id, from: 'nouvelle' },
          { id: item(2).id, from: 'entretien' },
        ],
        status: 'etude',
      },
    ]);
    // The boxes are cleared once it is done.
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByText(/^Statuts rétablis pour 2\sentrées\.$/)).toBeInTheDocument());
    expect(calls.filter((call) => call.url === '/api/inbox/statuses').slice(1).map((call) => JSON.parse(call.body!))).toEqual([
      { entries: [{ id: awa.id, from: 'etude' }], status: 'nouvelle' },
      { entries: [{ id: item(2).id, from: 'etude' }], status: 'entretien' },
    ]);
  });

  it('with no row checked, reads the whole filtered list, says how many entries will change, and changes nothing without a yes', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
    open('/admin/candidatures?type=candidatures');
    await screen.findByRole('table');
    const bar = screen.getByRole('region', { name: /^Aucune case cochée\s: pour toute la liste filtrée, 120\scandidatures$/ });
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Statut à donner' }), { target: { value: 'ecartee' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Appliquer à toute la liste…' }));
    const dialog = await within(bar).findByRole('dialog', { hidden: true });
    await waitFor(() => expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('2\u00a0candidatures passeront à « Écartée »'));
    expect(calls.some((call) => call.url === '/api/inbox/selection?type=candidatures')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, ne rien changer', hidden: true }));
    expect(calls.some((call) => call.url === '/api/inbox/statuses')).toBe(false);
    // Asked again, the yes changes exactly the entries read, each from the status it had.
    fireEvent.click(within(bar).getByRole('button', { name: 'Appliquer à toute la liste…' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Oui, changer les 2', hidden: true })).not.toBeNull());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, changer les 2', hidden: true })));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/inbox/statuses').map((call) => JSON.parse(call.body!))).toEqual([{ entries: [{ id: awa.id, from: 'nouvelle' }, { id: item(2).id, from: 'entretien' }], status: 'ecartee' }]));
  });

  it('the ZIP of the whole list says how many CVs first, and says on the page when there is none', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    open('/admin/candidatures?type=candidatures');
    await screen.findByRole('table');
    const bar = screen.getByRole('region', { name: /^Aucune case cochée/ });
    fireEvent.click(within(bar).getByRole('button', { name: 'Télécharger les CV de la liste (ZIP)…' }));
    const dialog = await within(bar).findByRole('dialog', { hidden: true });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Oui, télécharger le ZIP', hidden: true })).toHaveAttribute('href', '/api/inbox/cvs.zip?type=candidatures'));
    expect(dialog.textContent).toContain('dont 1 avec un CV');
    cleanup();
    selection = { entries: [twoApplications.entries[1]!, { id: item(4).id, kind: 'application', status: 'nouvelle', hasCv: false, name: 'Candidat 4', email: 'candidat4@example.sn', offer: null }], total: 2 };
    open('/admin/candidatures?type=candidatures');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger les CV de la liste (ZIP)…' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Aucune des 2\u00a0entrées de la liste n’a de CV joint\u00a0: il n’y a rien à télécharger.');
  });

  it('offers no ZIP on the messages, which never carry a CV', async () => {
    open('/admin/candidatures?type=messages');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Télécharger les CV/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Télécharger les CV/ })).toBeNull();
  });

  it('checks the whole page at once, and offers no ZIP for a selection without any CV', async () => {
    open('/admin/candidatures');
    const table = await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout cocher sur cette page' }));
    expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    expect(screen.getByRole('region', { name: /^Pour la sélection\s: 4\sentrées$/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout cocher sur cette page' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Cocher la candidature de Candidat 2' }));
    const selection = screen.getByRole('region', { name: /^Pour la sélection/ });
    expect(within(selection).queryByRole('link', { name: 'Télécharger les CV (ZIP)' })).toBeNull();
    expect(within(selection).getByText('Aucune des entrées cochées n’a de CV.')).toBeInTheDocument();
  });
});

describe('replies sent by the site (« envoi » mode: Cloudflare Email Sending on)', () => {
  const address = `/admin/candidatures?id=${awa.id}`;

  it('offers no « Envoyer » while the site does not send (« messagerie » mode)', async () => {
    open(address);
    const section = within(await screen.findByRole('article')).getByRole('region', { name: 'Répondre' });
    expect(within(section).getByRole('link', { name: 'Ouvrir dans ma messagerie' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Envoyer/ })).toBeNull();
    expect(section.textContent).toContain('Le site n’envoie pas la réponse lui-même');
  });

  it('sends the edited reply from the site and only then says « envoyée »; a send that failed records nothing and keeps the text', async () => {
    replyMode = 'envoi';
    failingAddresses = [awa.email];
    open(address);
    const article = await screen.findByRole('article');
    const section = within(article).getByRole('region', { name: 'Répondre' });
    expect(section.textContent).toContain('de site@sunu-rh.sn, au nom du cabinet');
    fireEvent.change(within(section).getByRole('combobox', { name: 'Modèle de réponse' }), { target: { value: 'Réponse négative' } });
    const text = within(section).getByRole('textbox', { name: 'Message (vous pouvez le modifier)' });
    fireEvent.change(text, { target: { value: 'Bonjour, merci de votre intérêt.' } });
    const send = within(section).getByRole('button', { name: 'Envoyer à awa@example.sn' });
    const history = within(article).getByRole('heading', { name: 'Historique' }).nextElementSibling!;
    const before = history.textContent;
    fireEvent.click(send);
    expect((await within(section).findByRole('alert')).textContent).toBe('L’e-mail n’est pas parti (email to awa@example.sn not allowed)\u00a0: rien n’a été noté dans l’historique.');
    expect(text).toHaveValue('Bonjour, merci de votre intérêt.');
    expect(history.textContent).toBe(before);
    expect(emailed).toEqual([]);
    // Cloudflare takes it now: sent, then written in the history, « Marquer comme envoyée » not offered.
    failingAddresses = [];
    let release!: () => void;
    heldSend = new Promise((done) => (release = done));
    fireEvent.click(send);
    expect(await within(section).findByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    expect(history.textContent).toBe(before);
    release();
    const said = await within(section).findByRole('status');
    expect(said.textContent).toBe('Réponse envoyée à awa@example.sn (modèle «\u00a0Réponse négative\u00a0»)\u00a0: notée dans l’historique.');
    expect(within(said).queryByRole('button', { name: 'Marquer comme envoyée' })).toBeNull();
    await waitFor(() => expect(history.lastElementChild!.textContent).toBe(`Réponse envoyée par le site\u00a0: Réponse négative, par fatou@example.sn, le ${moment(noteAt)}`));
    expect(emailed).toEqual([{ to: 'awa@example.sn', ids: [awa.id], subject: 'Votre candidature au poste de Comptable senior (réf. SRH-2026-031)', text: 'Bonjour, merci de votre intérêt.' }]);
  });

  it('sends one template to the whole list, one e-mail per person, after a count and a yes; shows progress; lists what did not leave and sends it again', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    replyMode = 'envoi';
    const twice = { id: item(6).id, kind: 'application' as const, status: 'ecartee' as const, hasCv: false, name: 'Awa Ndiaye', email: 'AWA@example.sn', offer: awa.offer };
    selection = { entries: [{ ...twoApplications.entries[0]!, name: 'Awa Ndiaye' }, twice, twoApplications.entries[1]!], total: 3 };
    failingAddresses = ['candidat2@example.sn'];
    open('/admin/candidatures?type=candidatures');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Répondre par e-mail à toute la liste…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer 2\u00a0e-mails, un par personne\u202f?' });
    expect(dialog.textContent).toContain('2\u00a0e-mails partiront du site, de site@sunu-rh.sn, à 2\u00a0personnes (3\u00a0entrées choisies\u00a0: une personne qui a postulé plusieurs fois reçoit un seul e-mail)');
    const choice = within(dialog).getByRole('combobox', { name: 'Modèle de réponse' });
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Accusé de réception', 'Invitation à un entretien', 'Réponse négative']);
    fireEvent.change(choice, { target: { value: 'Réponse négative' } });
    expect(dialog.textContent).toContain('Aperçu pour Awa Ndiaye (awa@example.sn)');
    expect(emailed).toEqual([]);
    let release!: () => void;
    heldSend = new Promise((done) => (release = done));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, envoyer les 2\u00a0e-mails' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('0 sur 2. Gardez cette page ouverte.');
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('value', '0');
    release();
    await within(dialog).findByRole('heading', { name: '1\u00a0e-mail envoyé' });
    // Awa applied twice (the address in another case): one e-mail, recorded on both entries.
    expect(emailed.map(({ to, ids }) => ({ to, ids }))).toEqual([{ to: 'awa@example.sn', ids: [awa.id, twice.id] }]);
    expect(emailed[0]!.text).toMatch(/^Bonjour Awa,/);
    const failed = within(dialog).getByRole('alert');
    expect(failed.textContent).toBe('Un e-mail n’est pas parti, rien n’est noté pour lui\u00a0:Candidat 2 (candidat2@example.sn)\u00a0: L’e-mail n’est pas parti (email to candidat2@example.sn not allowed)\u00a0: rien n’a été noté dans l’historique.');
    failingAddresses = [];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer celui-ci' }));
    await waitFor(() => expect(emailed.map(({ to }) => to)).toEqual(['awa@example.sn', 'candidat2@example.sn']));
    await within(dialog).findByRole('heading', { name: '1\u00a0e-mail envoyé' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(emailed[1]!.text).toMatch(/^Bonjour Candidat,/);
  });

  it('stops after the current e-mail when asked, and says how many did not leave', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    replyMode = 'envoi';
    open('/admin/candidatures?type=candidatures');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Répondre par e-mail à toute la liste…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer 2\u00a0e-mails, un par personne\u202f?' });
    let release!: () => void;
    heldSend = new Promise((done) => (release = done));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, envoyer les 2\u00a0e-mails' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Arrêter après celui-ci' }));
    release();
    await within(dialog).findByRole('heading', { name: '1\u00a0e-mail envoyé' });
    expect(within(dialog).getByRole('status').textContent).toContain('Arrêté avant la fin\u00a0: 1\u00a0e-mail pas envoyé.');
    expect(emailed.map(({ to }) => to)).toEqual(['awa@example.sn']);
  });

  it('refuses a bulk reply when no template fits every entry chosen', async () => {
    replyMode = 'envoi';
    selection = { entries: [twoApplications.entries[0]!, { id: item(4).id, kind: 'application', status: 'nouvelle', hasCv: false, name: 'Candidat 4', email: 'candidat4@example.sn', offer: null }], total: 2 };
    open('/admin/candidatures?type=candidatures');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Répondre par e-mail à toute la liste…' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Aucun modèle de réponse ne convient à toutes ces entrées/);
    expect(emailed).toEqual([]);
  });
});

describe('the list on a phone, and its one notice area (issue 42)', () => {
  const fold = () => screen.getByRole('button', { name: /^Filtres et offres/ });

  it('folds the offers and the filters behind one button that counts the filters on (the period once, the order never)', async () => {
    open('/admin/candidatures');
    await screen.findByRole('table');
    expect(fold().textContent).toBe('Filtres et offres');
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
    // It controls the offers and the form, which say whether they are unfolded (the CSS hides them on a phone).
    const controlled = fold().getAttribute('aria-controls')!.split(' ').map((id) => document.getElementById(id));
    expect(controlled).toEqual([screen.getByRole('region', { name: 'Offres' }), screen.getByRole('search', { name: 'Filtrer les candidatures' })]);
    for (const part of controlled) expect(part).toHaveAttribute('data-open', 'false');
    fireEvent.click(fold());
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
    for (const part of controlled) expect(part).toHaveAttribute('data-open', 'true');
    cleanup();

    for (const [address, label] of [
      ['?q=awa', 'Filtres et offres · 1\u00a0actif'],
      ['?tri=nom', 'Filtres et offres'],
      [`?offre=SRH-2026-031&statut=entretien&type=candidatures&du=2026-11-01&au=2026-11-20&q=awa&tri=ancien`, 'Filtres et offres · 5\u00a0actifs'],
      ['?au=2026-11-20&statut=retenue', 'Filtres et offres · 2\u00a0actifs'],
      ['?favori=1&q=awa', 'Filtres et offres · 1\u00a0actif'],
    ]) {
      open(`/admin/candidatures${address}`);
      await screen.findByRole('table');
      expect(fold().textContent, address).toBe(label);
      cleanup();
    }
  });

  it('stays unfolded while an entry is opened and closed, and the bar is pinned (with the notices) only while rows are ticked', async () => {
    open('/admin/candidatures?type=candidatures');
    const table = await screen.findByRole('table');
    fireEvent.click(fold());
    const bar = () => screen.getByRole('region', { name: /^(Aucune case cochée|Pour la sélection)/ });
    expect(bar()).toHaveAttribute('data-pinned', 'false');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Cocher la candidature de Candidat 2' }));
    expect(bar()).toHaveAttribute('data-pinned', 'true');
    // The bar comes after the rows it acts on.
    expect(table.compareDocumentPosition(bar()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(table).getByRole('link', { name: 'Candidat 2' }));
    fireEvent.click(await screen.findByRole('link', { name: '← Retour à la liste' }));
    await screen.findByRole('table');
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a bulk change’s « Annuler » while an entry is opened and closed, until it is used', async () => {
    open('/admin/candidatures?type=candidatures');
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Cocher la candidature de Candidat 2' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut à donner' }), { target: { value: 'retenue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    const said = await screen.findByText(/^Statut « Retenue » enregistré pour 1\sentrée\.$/);
    expect(said).toHaveAttribute('role', 'status');
    // Nothing is ticked any more: the notice area stands on its own under the rows.
    expect(screen.getByRole('region', { name: /^Aucune case cochée/ }).contains(said)).toBe(false);

    fireEvent.click(within(screen.getByRole('table')).getByRole('link', { name: hostile }));
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '← Retour à la liste' }));
    await screen.findByRole('table');
    expect(screen.getByText(/^Statut « Retenue » enregistré pour 1\sentrée\.$/)).toHaveAttribute('role', 'status');
    // Ticking a row pins the bar, and the notice with it: still one notice area, one « Annuler ».
    fireEvent.click(within(screen.getByRole('table')).getByRole('checkbox', { name: `Cocher la candidature de ${hostile}` }));
    expect(within(screen.getByRole('region', { name: /^Pour la sélection/ })).getByText(/^Statut « Retenue » enregistré/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Annuler' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByText(/^Statuts rétablis pour 1\sentrée\.$/)).toBeInTheDocument());
    expect(calls.filter((call) => call.url === '/api/inbox/statuses').map((call) => JSON.parse(call.body!))).toEqual([
      { entries: [{ id: item(2).id, from: 'entretien' }], status: 'retenue' },
      { entries: [{ id: item(2).id, from: 'retenue' }], status: 'entretien' },
    ]);
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(screen.queryByText(/enregistré pour/)).toBeNull();
  });

  it('shows one notice of each kind: a new one replaces the old, an error or an undo stays until closed, « Fermer » closes', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
    const texts = () => [...document.querySelectorAll('[data-notice]')].map((notice) => notice.textContent);
    const { history } = open('/admin/candidatures?type=candidatures');
    const table = await screen.findByRole('table');
    const change = async (name: string, to: Status) => {
      fireEvent.click(within(screen.getByRole('table')).getByRole('checkbox', { name: `Cocher la candidature de ${name}` }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Statut à donner' }), { target: { value: to } });
      fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
      await waitFor(() => expect(texts()[0]).toMatch(/enregistré pour/));
    };
    await change('Candidat 2', 'retenue');
    // The bar's words (no CV in the list): an error, beside the change that can still be undone.
    selection = { entries: [twoApplications.entries[1]!], total: 1 };
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger les CV de la liste (ZIP)…' }));
    await waitFor(() => expect(texts()).toEqual(['L’entrée de la liste n’a pas de CV joint\u00a0: il n’y a rien à télécharger.', 'Statut « Retenue » enregistré pour 1\u00a0entrée.']));
    expect(screen.getByRole('alert').textContent).toBe(texts()[0]);
    // Another change replaces the last one (and its « Annuler »), and the bar's older words with it.
    await change('Candidat 4', 'ecartee');
    expect(texts()).toEqual(['Statut « Écartée » enregistré pour 1\u00a0entrée.']);
    expect(screen.getAllByRole('button', { name: 'Annuler' })).toHaveLength(1);

    // A deletion from an entry's page: said on the list, beside the change that can still be undone.
    fireEvent.click(within(table).getByRole('link', { name: hostile }));
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la candidature…' }));
    const confirmButton = within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: 'Supprimer définitivement', hidden: true });
    await waitFor(() => expect(confirmButton).toBeEnabled());
    await act(async () => fireEvent.click(confirmButton));
    await waitFor(() => expect(history.location.search).toBe('?type=candidatures'));
    await waitFor(() => expect(texts()).toEqual([`La candidature de ${hostile} a été supprimée, avec son CV et son historique. Pensez à supprimer aussi l’e-mail reçu à son arrivée.`, 'Statut « Écartée » enregistré pour 1\u00a0entrée.']));
    // « Fermer » closes one; focus goes to the notice left, then under the list.
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(texts()).toEqual(['Statut « Écartée » enregistré pour 1\u00a0entrée.']);
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('[data-notice]')));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(texts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Rien ne correspond|^Aucune case cochée/));
  });
});

describe('the favourite and one person’s applications (issue 42)', () => {
  it('marks an application « Favori » at once, from what the page shows, and says who chose it and when, on the entry and in the history', async () => {
    open(`/admin/candidatures?id=${awa.id}`);
    const article = await screen.findByRole('article');
    // Its name stays « Favori »: aria-pressed says whether it is on.
    const toggle = within(article).getByRole('button', { name: 'Favori', pressed: false });
    expect(within(article).queryByText(/^Favori, choisi par/)).toBeNull();
    fireEvent.click(toggle);
    expect((await within(article).findByText('Ajoutée aux favoris.')).getAttribute('role')).toBe('status');
    expect(calls.filter((call) => call.url.endsWith('/favorite')).map((call) => call.body)).toEqual(['{"favorite":true,"from":false}']);
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(article).getByText(`Favori, choisi par fatou@example.sn le ${moment(favoriteAt)}`)).toBeInTheDocument();
    const history = within(article).getByRole('heading', { name: 'Historique' }).nextElementSibling!;
    expect(history.lastElementChild!.textContent).toBe(`Ajoutée aux favoris, par fatou@example.sn, le ${moment(favoriteAt)}`);
    // Clicked again: taken out, from « on ».
    fireEvent.click(within(article).getByRole('button', { name: 'Favori' }));
    expect(await within(article).findByText('Retirée des favoris.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/favorite')).map((call) => call.body)).toEqual(['{"favorite":true,"from":false}', '{"favorite":false,"from":true}']);
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'false'));
    expect(within(article).queryByText(/^Favori, choisi par/)).toBeNull();
    expect(history.lastElementChild!.textContent).toBe(`Retirée des favoris, par fatou@example.sn, le ${moment(favoriteAt)}`);
  });

  it('from a stale page saves nothing over a colleague’s choice: it says who chose what and when, and shows the entry as it is now', async () => {
    open(`/admin/candidatures?id=${awa.id}`);
    const article = await screen.findByRole('article');
    colleagueFavorite = { favorite: true, by: 'khady@example.sn', at: '2026-11-26T15:02:00.000Z' };
    fireEvent.click(within(article).getByRole('button', { name: 'Favori' }));
    const alert = await within(article).findByRole('alert');
    expect(alert.textContent).toBe(
      `Votre choix n’a pas été enregistré\u00a0: la candidature a changé entre-temps. khady@example.sn l’a ajoutée aux favoris le ${moment('2026-11-26T15:02:00.000Z')}. La page montre la candidature telle qu’elle est maintenant.`,
    );
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(article).getByText(`Favori, choisi par khady@example.sn le ${moment('2026-11-26T15:02:00.000Z')}`)).toBeInTheDocument();
  });

  it('offers no favourite on a client’s message', async () => {
    open(`/admin/candidatures?id=${client.id}`);
    const article = await screen.findByRole('article');
    expect(within(article).queryByRole('button', { name: 'Favori' })).toBeNull();
  });

  it('stars a favourite’s row, and filters on the favourites in the address, the list, the bulk bar’s list and the export', async () => {
    const starred = item(2, { favorite: true, name: 'Binta Diallo' });
    const listed = [item(1), starred];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/inbox/messages') {
        calls.push({ method: 'GET', url: `${url.pathname}${url.search}` });
        const items = url.searchParams.get('favori') === '1' ? [starred] : listed;
        return new Response(JSON.stringify({ items, total: items.length, page: 1, pages: 1, alerts: [] }), { headers: { 'Content-Type': 'application/json' } });
      }
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const { history } = open('/admin/candidatures?type=candidatures');
      const table = await screen.findByRole('table');
      const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
      expect(within(rowOf('Binta Diallo')).getByTitle('Favori').textContent).toBe('★Favori');
      expect(within(rowOf('Candidat 1')).queryByTitle('Favori')).toBeNull();
      const only = screen.getByRole('checkbox', { name: 'Favoris seulement' });
      expect(only).not.toBeChecked();
      fireEvent.click(only);
      await waitFor(() => expect(history.location.search).toBe('?type=candidatures&favori=1'));
      await waitFor(() => expect(gets()).toContain('/api/inbox/messages?type=candidatures&favori=1'));
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Favoris seulement' })).toBeChecked());
      expect(screen.getByRole('link', { name: 'Exporter la liste (CSV pour Excel)' })).toHaveAttribute('href', '/api/inbox/export.csv?type=candidatures&favori=1');
      expect(screen.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/admin/candidatures');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('links an application whose person applied more than once to « Toutes ses candidatures (3) », and the list’s badge too', async () => {
    awaOthers = [
      { id: item(7).id, receivedAt: '2026-11-20T09:00:00.000Z', offer: null, status: 'etude' },
      { id: item(8).id, receivedAt: '2026-11-10T09:00:00.000Z', offer: { reference: 'SRH-2026-034', title: 'Chef de chantier' }, status: 'ecartee' },
    ];
    open(`/admin/candidatures?offre=SRH-2026-031&id=${awa.id}`);
    const article = await screen.findByRole('article');
    // The person's list, whatever the list was filtered on.
    expect(within(article).getByRole('link', { name: 'Toutes ses candidatures (3)' })).toHaveAttribute('href', `/admin/candidatures?personne=${awa.id}`);
    cleanup();
    awaOthers = [];
    open(`/admin/candidatures?id=${awa.id}`);
    await screen.findByRole('article');
    expect(screen.queryByRole('link', { name: /^Toutes ses candidatures/ })).toBeNull();
    cleanup();
    open(`/admin/candidatures?personne=${awa.id}`);
    const table = await screen.findByRole('table');
    // Awa's own row has no badge in the Worker played; Candidat 7's, first, names whose they are.
    const badge = within(table).getAllByRole('link', { name: /^A postulé 3\sfois/ })[0]!;
    expect(badge.textContent).toBe('A postulé 3\u00a0fois, voir les 3\u00a0candidatures de Candidat 7');
    expect(badge).toHaveAttribute('href', `/admin/candidatures?personne=${item(7).id}`);
  });

  it('shows one person’s applications together under her name, with the way back, and bulk actions, the ZIP and the CSV on them', async () => {
    const { history } = open(`/admin/candidatures?personne=${awa.id}&tri=ancien`);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Les 3\u00a0candidatures d’Awa Ndiaye');
    expect(screen.queryByRole('region', { name: 'Offres' })).toBeNull();
    expect(gets()).toContain(`/api/inbox/messages?tri=ancien&personne=${awa.id}`);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Exporter la liste (CSV pour Excel)' })).toHaveAttribute('href', `/api/inbox/export.csv?tri=ancien&personne=${awa.id}`);
    expect(screen.getByRole('region', { name: /^Aucune case cochée\s: pour toute la liste filtrée, 3\scandidatures$/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger les CV de la liste (ZIP)…' }));
    await waitFor(() => expect(calls.some((call) => call.url === `/api/inbox/selection?tri=ancien&personne=${awa.id}`)).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: '← Toute la liste' }));
    await waitFor(() => expect(history.location.search).toBe('?tri=ancien'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidatures et messages' })).toBeInTheDocument();
  });

  it('says so when the application named is not there: an empty list and a French sentence, not an error', async () => {
    open('/admin/candidatures?personne=2f1d7c1e-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidatures d’une personne' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Toute la liste' }).parentElement!.textContent).toBe('Cette candidature est introuvable\u00a0: elle a peut-être été supprimée. Il n’y a rien à montrer pour cette personne. ← Toute la liste');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Rien ne correspond à ces filtres.')).toBeInTheDocument();
  });
});

describe('the contract and the words', () => {
  it('drops unknown or malformed filters, and writes the same names back', () => {
    expect(readFilters({ offre: 'SRH-2026-031', statut: 'retenue', type: 'messages', du: '2026-11-01', au: '2026-13-45', q: ' awa ', page: '3', x: 'y' })).toEqual({ offre: 'SRH-2026-031', statut: 'retenue', type: 'messages', du: '2026-11-01', q: 'awa', page: 3 });
    expect(readFilters({ offre: '<script>', statut: 'embauchee', type: 'tout', page: '0', q: '' })).toEqual({});
    expect(readFilters({ offre: 'spontanee', page: 1 })).toEqual({ offre: 'spontanee' });
    expect(readFilters({ tri: 'nom' })).toEqual({ tri: 'nom' });
    expect(readFilters({ tri: 'ancien' })).toEqual({ tri: 'ancien' });
    expect(readFilters({ tri: 'recent' })).toEqual({});
    expect(readFilters({ tri: 'name; DROP TABLE messages' })).toEqual({});
    expect(readFilters({ favori: '1', personne: awa.id })).toEqual({ favori: 1, personne: awa.id });
    expect(readFilters({ favori: 1 })).toEqual({ favori: 1 });
    expect(readFilters({ favori: 'oui', personne: "x' OR 1=1 --" })).toEqual({});
    expect(filterQuery({ offre: 'SRH-2026-031', q: 'a b', page: 2 })).toBe('?offre=SRH-2026-031&q=a+b&page=2');
    expect(filterQuery({})).toBe('');
    expect(exportUrl({ statut: 'nouvelle', page: 4 })).toBe('/api/inbox/export.csv?statut=nouvelle');
    const none = { offre: undefined, statut: undefined, type: undefined, du: undefined, au: undefined, q: undefined, page: undefined, tri: undefined, favori: undefined, personne: undefined, id: undefined, vue: undefined };
    expect(validateSearch({ id: 'pas-un-id', statut: 'etude', du: 'hier' })).toStrictEqual({ ...none, statut: 'etude' });
    expect(validateSearch({ id: awa.id })).toStrictEqual({ ...none, id: awa.id });
    expect(validateSearch({ vue: 'equipe' })).toStrictEqual({ ...none, vue: 'equipe' });
    expect(validateSearch({ vue: 'autre' })).toStrictEqual(none);
  });

  it('writes dates, sizes, subjects and replies in French', () => {
    expect(day('2026-11-25T23:30:00.000Z')).toBe('25/11/2026');
    expect(moment('2026-11-25T08:04:00.000Z')).toBe('25/11/2026 à 08:04');
    expect(size(1_300_000)).toBe('1,2\u00a0Mo');
    expect(size(300)).toBe('1\u00a0Ko');
    expect(size(85 * 1024)).toBe('85\u00a0Ko');
    const name = (id: string) => ({ paie: 'Gestion de la paie' })[id] ?? id;
    expect(subject({ kind: 'message', offer: null, service: 'paie' }, name)).toBe('Message – Gestion de la paie');
    expect(subject({ kind: 'message', offer: null, service: null }, name)).toBe('Message');
    expect(subject({ kind: 'application', offer: null, service: null }, name)).toBe('Candidature spontanée');
    expect(replySubject({ kind: 'application', offer: null }, 'Sunu RH Conseil')).toBe('Votre candidature spontanée – Sunu RH Conseil');
    expect(replySubject({ kind: 'message', offer: null }, 'Sunu RH Conseil')).toBe('Votre message à Sunu RH Conseil');
    expect(daysAgo(7, new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-18');
  });
});
