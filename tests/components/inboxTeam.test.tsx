/**
 * « L’équipe du cabinet » (src/inbox/Team.tsx, issue 57) in jsdom, against a team list played by
 * the test as worker/inbox/staff.ts keeps it: the banner while the list is empty, the first address
 * added with one's own, an address already there, a refusal in the Worker's words, a removal asked
 * first naming the address, one's own said so, and the last address never offered. The real
 * Worker and Chromium: tests/worker/inbox.test.ts and tests/browser/inbox.test.ts.
 */
import './browserStubs';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffChange, StaffMember } from '../../src/inbox/contract';
import { moment } from '../../src/inbox/format';
import { createInboxRouter } from '../../src/inbox/router';

const me = 'fatou@example.sn';
const at = '2026-12-01T09:00:00.000Z';

/** The list as the played Worker keeps it, and every call it received. */
let members: StaffMember[] = [];
let changes: StaffChange[] = [];
let calls: { method: string; url: string; body?: string }[] = [];
/** The next change answers this refusal (status, Worker's words) instead. */
let refusal: { status: number; error: string; message: string } | undefined;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  members = [];
  changes = [];
  calls = [];
  refusal = undefined;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({ method, url: `${url.pathname}${url.search}`, body: init.body as string | undefined });
    const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const path = url.pathname.replace('/api/inbox', '');
    const list = () => ({ members: [...members].sort((a, b) => a.address.localeCompare(b.address)), changes: [...changes].reverse() });
    if (path === '/me') return answer({ email: me, replies: { mode: 'messagerie' }, teamEmpty: members.length === 0 });
    if (path === '/staff' && method === 'GET') return answer(list());
    if (refusal) return answer({ error: refusal.error, message: refusal.message }, refusal.status);
    if (path === '/staff' && method === 'POST') {
      const { address } = JSON.parse(init.body as string) as { address: string };
      const wanted = [...(members.length === 0 && address !== me ? [me] : []), address].filter((one) => !members.some((member) => member.address === one));
      for (const one of wanted) {
        members.push({ address: one, addedBy: me, addedAt: at });
        changes.push({ action: 'add', address: one, by: me, at });
      }
      return answer({ ...list(), added: wanted });
    }
    const removed = /^\/staff\/(.+)$/.exec(path)?.[1];
    if (removed && method === 'DELETE') {
      const address = decodeURIComponent(removed);
      members = members.filter((member) => member.address !== address);
      changes.push({ action: 'remove', address, by: me, at });
      return answer(list());
    }
    return answer({ error: 'notFound', message: 'Introuvable.' }, 404);
  }) as typeof fetch;
});

function open() {
  const router = createInboxRouter(createMemoryHistory({ initialEntries: ['/admin/candidatures?vue=equipe'] }));
  render(<RouterProvider router={router} />);
  return router;
}

const field = () => screen.getByRole('textbox', { name: 'Adresse e-mail à ajouter' });
const add = (address: string) => {
  fireEvent.change(field(), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
};
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('the team’s list', () => {
  it('while empty says what that means; the first address comes with one’s own; one already there changes nothing', async () => {
    open();
    await screen.findByRole('heading', { name: 'L’équipe du cabinet' });
    expect(screen.getByText('La liste de l’équipe est vide.').parentElement!.textContent).toContain('Ajoutez ci-dessous les adresses de l’équipe\u00a0: la vôtre est ajoutée avec la première.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Aucun changement pour l’instant.')).toBeInTheDocument();

    // Not an address: said at once, nothing sent.
    add('mariama');
    expect(screen.getByRole('alert').textContent).toBe('Cette adresse e-mail n’est pas valide\u00a0: écrivez-la entière, par exemple prenom.nom@cabinet.sn. Rien n’a été ajouté.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    add('Mariama@Example.sn ');
    const said = await screen.findByRole('status');
    expect(said.textContent).toBe(`mariama@example.sn a été ajoutée, avec votre propre adresse (${me})\u00a0: désormais, seules les adresses de la liste ouvrent la boîte de réception.`);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual(['{"address":"mariama@example.sn"}']);
    expect(field()).toHaveValue('');
    expect(rows()).toEqual([`${me}vous${me}${moment(at)}Retirer…`, `mariama@example.sn${me}${moment(at)}Retirer…`]);
    expect(screen.getByRole('table').querySelector('caption')!.textContent).toMatch(/^2\u00a0adresses\. /);
    expect(screen.queryByText('La liste de l’équipe est vide.')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Derniers changements' })).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      `Le ${moment(at)}, ${me} a ajouté mariama@example.sn`,
      `Le ${moment(at)}, ${me} a ajouté ${me}`,
    ]);

    add('mariama@example.sn');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('mariama@example.sn est déjà dans la liste\u00a0: rien n’a changé.'));
    add('ousmane@example.sn');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ousmane@example.sn a été ajoutée\u00a0: cette personne ouvre la boîte de réception dès maintenant, si Cloudflare Access l’admet aussi.'));

    // The Worker refuses: its words, nothing added.
    refusal = { status: 400, error: 'invalid', message: 'Cette adresse n’est pas une adresse e-mail.' };
    add('khady@example.sn');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Cette adresse n’est pas une adresse e-mail.'));
    expect(rows()).toHaveLength(3);
  });

  it('takes an address off after a question naming it; one’s own is said so; the last is never offered', async () => {
    members = [
      { address: me, addedBy: null, addedAt: at },
      { address: 'mariama@example.sn', addedBy: me, addedAt: at },
    ];
    open();
    await screen.findByRole('table');
    expect(rows()[0]).toContain('hors de la boîte de réception');

    fireEvent.click(screen.getByRole('button', { name: 'Retirer mariama@example.sn…' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Retirer mariama@example.sn de l’équipe\u202f?');
    expect(dialog.textContent).toContain('mariama@example.sn ne pourra plus ouvrir la boîte de réception, dès sa prochaine action, même si sa connexion Cloudflare Access est encore valide.');
    // « Annuler » changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler', hidden: true }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    // A refusal stays in the dialog, in the Worker's words.
    fireEvent.click(screen.getByRole('button', { name: 'Retirer mariama@example.sn…' }));
    refusal = { status: 409, error: 'lastStaff', message: 'C’est la dernière adresse de la liste.' };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer cette adresse', hidden: true }));
    await waitFor(() => expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toBe('C’est la dernière adresse de la liste.'));
    refusal = undefined;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer cette adresse', hidden: true }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^mariama@example\.sn a été retirée de l’équipe\u00a0: la boîte de réception lui est fermée dès maintenant\./));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/inbox/staff/mariama%40example.sn', '/api/inbox/staff/mariama%40example.sn']);
    // Only one's own address is left: it is the last, and no button offers to remove it.
    expect(rows()).toEqual([`${me}vous${'hors de la boîte de réception'}${moment(at)}Dernière adresse\u00a0: elle ne peut pas être retirée.`]);
    expect(screen.queryByRole('button', { name: /^Retirer / })).toBeNull();
  });

  it('asks for a yes that says so before one takes off one’s own address, and sends it with ?moi=oui', async () => {
    members = [
      { address: me, addedBy: me, addedAt: at },
      { address: 'mariama@example.sn', addedBy: me, addedAt: at },
    ];
    open();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: `Retirer ${me}…` }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe(`Retirer votre propre adresse ${me} de l’équipe\u202f?`);
    expect(dialog.textContent).toContain('C’est votre propre adresse\u00a0: une fois retirée, la boîte de réception vous sera fermée tout de suite');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, retirer mon adresse', hidden: true }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/inbox/staff/${encodeURIComponent(me)}?moi=oui`]));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
  });
});
