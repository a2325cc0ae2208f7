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
import { filterQuery, readFilters, type InboxDetail, type InboxItem, type Status } from '../../src/inbox/contract';
import { daysAgo, day, moment, replySubject, size, subject } from '../../src/inbox/format';
import { createInboxRouter, validateSearch } from '../../src/inbox/router';
import { cvUrl, exportUrl } from '../../src/inbox/api';
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
  ...replies.map((template) => ({ type: 'reply' as const, template, by: 'fatou@example.sn', at: noteAt })),
];
/** Reply templates recorded on Awa's application. */
let replies: string[] = [];
/** Awa's two other applications (the same person), when a test sets them. */
let awaOthers: InboxDetail['otherApplications'] = [];

beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: init.method ?? 'GET', url: `${url.pathname}${url.search}`, body: init.body as string | undefined });
    const answer = (body: unknown, code = 200) => new Response(code === 204 ? null : JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });
    if (refuse) return answer(refuse === 403 ? { error: 'forbidden', message: 'Accès réservé à l’équipe du cabinet : connectez-vous par Cloudflare Access.' } : {}, refuse);
    const path = url.pathname.replace('/api/inbox', '');
    if (path === '/me') return answer({ email: 'fatou@example.sn' });
    if (path === '/offers')
      return answer({
        offers: [
          { reference: 'SRH-2026-031', title: 'Comptable senior', total: 4, byStatus: { nouvelle: 2, etude: 0, entretien: 1, retenue: 0, ecartee: 1 } },
          { reference: 'SRH-2026-034', title: 'Chef de chantier', total: 1, byStatus: { nouvelle: 0, etude: 1, entretien: 0, retenue: 0, ecartee: 0 } },
          { reference: 'SRH-2026-029', title: 'Développeur', total: 0, byStatus: { nouvelle: 0, etude: 0, entretien: 0, retenue: 0, ecartee: 0 } },
        ],
      });
    if (path === '/messages') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = deleted ? [] : [awa, item(2, { status: 'entretien', hasCv: false }), item(3, { kind: 'message', status: 'a_traiter', offer: null, service: 'paie' }), item(4, { offer: null })];
      return answer({ items, total: deleted ? 0 : 120, page, pages: 3 });
    }
    if (path === `/messages/${awa.id}/status`) {
      status = JSON.parse(String(init.body)).status;
      return answer({ ...detail, status, history: awaHistory() });
    }
    if (path === `/messages/${awa.id}/notes`) {
      if (refuseNotes) return answer({ error: 'server', message: 'Le serveur n’a pas pu répondre. Réessayez dans un instant.' }, 500);
      notes.push(JSON.parse(String(init.body)).text);
      return answer({ ...detail, history: awaHistory() });
    }
    if (path === `/messages/${awa.id}/replies`) {
      replies.push(JSON.parse(String(init.body)).template);
      return answer({ ...detail, history: awaHistory() });
    }
    if (path === '/statuses') {
      const body = JSON.parse(String(init.body)) as { ids?: string[]; status: Status };
      return answer({ changed: (body.ids ?? []).map((id) => ({ id, from: id === awa.id ? 'nouvelle' : 'entretien' })), unchanged: 0 });
    }
    if (path === `/messages/${awa.id}` && init.method === 'DELETE') {
      deleted = true;
      return answer(undefined, 204);
    }
    if (path === `/messages/${client.id}`) return answer(clientDetail);
    if (path === `/messages/${awa.id}` && deleted) return answer({ error: 'notFound', message: 'Cette candidature n’existe plus\u00a0: elle a peut-être été supprimée.' }, 404);
    if (path === `/messages/${awa.id}`) return answer({ ...detail, status, history: awaHistory(), otherApplications: awaOthers, others: awaOthers.length });
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
  awaOthers = [];
  refuseNotes = false;
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
    const offers = screen.getByRole('region', { name: 'Offres en ligne' });
    // Each offer's pipeline, in the order candidates move: the new ones always, other steps when they have some.
    const card = (title: string) => within(offers).getByRole('link', { name: new RegExp(title) });
    expect(card('Comptable senior')).toHaveAttribute('href', '/admin/candidatures?offre=SRH-2026-031');
    expect(card('Comptable senior').lastElementChild!.textContent).toBe('2\u00a0nouvelles · 1\u00a0en entretien · 1\u00a0écartée · 4\u00a0candidatures en tout');
    expect(card('Chef de chantier').lastElementChild!.textContent).toBe('0\u00a0nouvelle · 1\u00a0à l’étude · 1\u00a0candidature en tout');
    expect(card('Développeur').lastElementChild!.textContent).toBe('Aucune candidature');
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
    expect(screen.getByRole('searchbox', { name: 'Nom ou e-mail' })).toHaveValue('awa');
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
    fireEvent.change(screen.getByRole('searchbox', { name: 'Nom ou e-mail' }), { target: { value: '  Ndiaye ' } });
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

  it('saves a status as soon as it is chosen, shows it in the history, and can take it back', async () => {
    open(address);
    await screen.findByRole('article');
    const group = screen.getByRole('group', { name: 'Statut' });
    expect(within(group).getByRole('button', { name: 'Nouvelle' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(group).getByRole('button', { name: 'Entretien' }));
    expect((await screen.findByRole('status')).textContent).toBe('Statut enregistré\u00a0: Entretien. Annuler');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: `/api/inbox/messages/${awa.id}/status`, body: '{"status":"entretien"}' }]);
    expect(await screen.findByText(/^Entretien, par fatou@example.sn/)).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Entretien' })).toHaveAttribute('aria-pressed', 'true');
    // A wrong click is undone in one more: the status it replaced is saved again.
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Statut rétabli\u00a0: Nouvelle.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual(['{"status":"entretien"}', '{"status":"nouvelle"}']);
    expect(within(group).getByRole('button', { name: 'Nouvelle' })).toHaveAttribute('aria-pressed', 'true');
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
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement', hidden: true })));
    await waitFor(() => expect(history.location.search).toBe('?offre=SRH-2026-031'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/inbox/messages/${awa.id}`]);
    expect(await screen.findByText('Rien ne correspond à ces filtres.')).toBeInTheDocument();
    // Back on the list, a confirmation.
    const done = screen.getAllByRole('status').find((element) => element.textContent?.includes('a été supprimée'));
    expect(done?.textContent).toBe(`La candidature de ${hostile} a été supprimée, avec son CV et son historique. Pensez à supprimer aussi le courriel reçu à son arrivée.`);
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

  it('offers the staff’s templates that fit, opens each filled in, and records the one chosen in the history', async () => {
    open(address);
    const article = await screen.findByRole('article');
    const section = within(article).getByRole('region', { name: 'Répondre' });
    // An application to an offer: the templates for offers and for all applications, never a client's or a spontaneous one's.
    expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(['Accusé de réception', 'Invitation à un entretien', 'Réponse négative', 'E-mail sans modèle']);
    const invitation = within(section).getByRole('link', { name: 'Invitation à un entretien' });
    const href = new URL(invitation.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('awa@example.sn');
    const subject = decodeURIComponent(/subject=([^&]*)/.exec(href.search)![1]!);
    const body = decodeURIComponent(/body=([^&]*)/.exec(href.search)![1]!);
    expect(subject).toContain('SRH-2026-031');
    expect(body).toContain('Comptable senior');
    expect(body).not.toMatch(/\{\w+\}/);
    // jsdom does not open mail clients: the click is the staff's, the link's default is left alone.
    invitation.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(invitation);
    expect((await within(section).findByRole('status')).textContent).toBe('Noté dans l’historique\u00a0: réponse envoyée, « Invitation à un entretien ».');
    expect(calls.filter((call) => call.url.endsWith('/replies')).map((call) => call.body)).toEqual(['{"template":"Invitation à un entretien"}']);
    const history = within(article).getByRole('heading', { name: 'Historique' }).nextElementSibling!;
    await waitFor(() => expect(history.lastElementChild!.textContent).toBe(`Réponse envoyée\u00a0: Invitation à un entretien, par fatou@example.sn, le ${moment(noteAt)}`));
  });

  it('offers a client’s message the reply to a request only', async () => {
    open(`/admin/candidatures?id=${client.id}`);
    const section = within(await screen.findByRole('article')).getByRole('region', { name: 'Répondre' });
    expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(['Réponse à une demande', 'E-mail sans modèle']);
    const body = decodeURIComponent(/body=([^&]*)/.exec(within(section).getByRole('link', { name: 'Réponse à une demande' }).getAttribute('href')!)![1]!);
    expect(body).toMatch(/^Bonjour Awa,/);
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
    expect(within(bar).getByRole('link', { name: 'Télécharger les CV (ZIP)' })).toHaveAttribute('href', '/api/inbox/cvs.zip?type=candidatures');
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
    expect(calls.filter((call) => call.url === '/api/inbox/statuses').map((call) => JSON.parse(call.body!))).toEqual([{ ids: [awa.id, item(2).id], status: 'etude' }]);
    // The boxes are cleared once it is done.
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByText(/^Statuts rétablis pour 2\sentrées\.$/)).toBeInTheDocument());
    expect(calls.filter((call) => call.url === '/api/inbox/statuses').slice(1).map((call) => JSON.parse(call.body!))).toEqual([
      { ids: [awa.id], status: 'nouvelle' },
      { ids: [item(2).id], status: 'entretien' },
    ]);
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

describe('the contract and the words', () => {
  it('drops unknown or malformed filters, and writes the same names back', () => {
    expect(readFilters({ offre: 'SRH-2026-031', statut: 'retenue', type: 'messages', du: '2026-11-01', au: '2026-13-45', q: ' awa ', page: '3', x: 'y' })).toEqual({ offre: 'SRH-2026-031', statut: 'retenue', type: 'messages', du: '2026-11-01', q: 'awa', page: 3 });
    expect(readFilters({ offre: '<script>', statut: 'embauchee', type: 'tout', page: '0', q: '' })).toEqual({});
    expect(readFilters({ offre: 'spontanee', page: 1 })).toEqual({ offre: 'spontanee' });
    expect(readFilters({ tri: 'nom' })).toEqual({ tri: 'nom' });
    expect(readFilters({ tri: 'ancien' })).toEqual({ tri: 'ancien' });
    expect(readFilters({ tri: 'recent' })).toEqual({});
    expect(readFilters({ tri: 'name; DROP TABLE messages' })).toEqual({});
    expect(filterQuery({ offre: 'SRH-2026-031', q: 'a b', page: 2 })).toBe('?offre=SRH-2026-031&q=a+b&page=2');
    expect(filterQuery({})).toBe('');
    expect(exportUrl({ statut: 'nouvelle', page: 4 })).toBe('/api/inbox/export.csv?statut=nouvelle');
    const none = { offre: undefined, statut: undefined, type: undefined, du: undefined, au: undefined, q: undefined, page: undefined, tri: undefined, id: undefined };
    expect(validateSearch({ id: 'pas-un-id', statut: 'etude', du: 'hier' })).toStrictEqual({ ...none, statut: 'etude' });
    expect(validateSearch({ id: awa.id })).toStrictEqual({ ...none, id: awa.id });
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
