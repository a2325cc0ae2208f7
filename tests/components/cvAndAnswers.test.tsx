/**
 * A candidate's CV and the site's Worker's answers, in the form (jsdom, fetch faked): the file
 * chosen, refused or removed; the multipart body and its idempotency key; 400, 413 and 429.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { advance, flush, renderApp, setupUser, useManualTimers } from './renderApp';
import { draftStorageKey } from '../../src/actors/drafts';
import { endpoint } from '../contactSpec';
import { plain } from '../specText';
import { application, candidate, failure, refusals } from 'virtual:content/contact';

let fetchSpy: MockInstance<typeof fetch>;
let answers: Response[];

const json = (body: unknown, status: number, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const pdf = (size = 150 * 1024, name = 'CV Awa Ndiaye.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

// The form's lazy chunks, loaded once: the tests then settle them without moving the clock.
beforeAll(async () => {
  await Promise.all([import('../../src/components/ContactForm/CvField'), import('../../src/components/ContactForm/ApplicationNote'), import('../../src/components/ContactForm/FailureAlert'), import('../../src/actors/endpoint'), import('../../src/routes/contact')]);
});

beforeEach(() => {
  window.sessionStorage.clear();
  // The default build: the form sends to the site's own Worker.
  vi.stubEnv('VITE_CONTACT_ENDPOINT', undefined);
  answers = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answers.shift() ?? json({ id: 'x' }, 201));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const cvInput = () => document.getElementById('contact-cv') as HTMLInputElement;
const labelled = (label: RegExp) => within(screen.getByTestId('contact-form')).getByLabelText(label) as HTMLInputElement;

/** Lets promises settle (lazy chunks loading) until `ready`, without moving the clock. */
async function settleUntil(ready: () => boolean) {
  for (let round = 0; round < 50 && !ready(); round += 1) await flush();
  if (!ready()) throw new Error('the page did not settle');
}

async function openAsCandidate() {
  useManualTimers();
  await renderApp('/contact?candidature=spontanee');
  await settleUntil(() => screen.queryByTestId('cv-field') !== null);
  const user = setupUser();
  await user.type(labelled(/^Nom complet/), 'Awa Ndiaye');
  await user.type(labelled(/^Email/), 'awa@example.sn');
  await user.type(labelled(new RegExp(`^${candidate.messageLabel}`)), 'Bonjour, je postule.');
  await flush();
  return user;
}

const sent = (index = 0) => fetchSpy.mock.calls[index]![1] as RequestInit & { headers: Record<string, string> };

describe('a candidate’s CV', () => {
  it('is an optional field labelled as the issue says, for candidates only', async () => {
    await openAsCandidate();
    expect(screen.getByTestId('cv-field')).toBeInTheDocument();
    expect(plain(document.getElementById('contact-cv-label')!.textContent)).toBe('Votre CV (PDF ou Word, 5 Mo au plus) (facultatif)');
    expect(cvInput()).not.toBeRequired();
    expect(cvInput().accept).toContain('.pdf');
    vi.useRealTimers();
  });

  it('shows the chosen file, then refuses another kind and one over 5 Mo in French, and is removed', async () => {
    const user = await openAsCandidate();
    // As the browser hands a chosen file over; the picker's filter (accept) is only a hint:
    // « Tous les fichiers » lets anything through.
    const choose = (file: File) => act(() => void fireEvent.change(cvInput(), { target: { files: [file] } }));
    choose(pdf());
    expect(plain(document.getElementById('contact-cv-chosen')!.textContent)).toBe('CV Awa Ndiaye.pdf (150 Ko)');
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByTestId('cv-field')).toHaveAttribute('data-notice', 'cvType');
    expect(plain(screen.getByRole('alert').textContent)).toBe(plain(refusals.cvType));
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
    choose(pdf(6 * 1024 * 1024));
    expect(plain(screen.getByRole('alert').textContent)).toBe(plain(refusals.cvTooLarge.replace('{taille}', '6 Mo')));
    choose(pdf());
    await user.click(screen.getByRole('button', { name: application.cvRemove }));
    expect(document.getElementById('contact-cv-chosen')).toBeNull();
    expect(screen.getByTestId('cv-field')).not.toHaveAttribute('data-notice');
  });

  it('is sent as multipart to the site’s Worker, with one idempotency key kept by a retry', async () => {
    const user = await openAsCandidate();
    await user.upload(cvInput(), pdf());
    answers.push(json({ error: 'server' }, 500));
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/messages');
    const first = sent(0);
    const body = first.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body].filter(([name]) => name !== 'cv'))).toEqual({ name: 'Awa Ndiaye', email: 'awa@example.sn', phone: '', company: '', message: 'Bonjour, je postule.', service: 'recrutement', offer: '', candidature: 'spontanee' });
    expect((body.get('cv') as File).name).toBe('CV Awa Ndiaye.pdf');
    expect(first.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['Content-Type']).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: failure.retry }));
    await flush();
    expect(sent(1).headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(screen.getByTestId('contact-success')).toBeInTheDocument();
  });

  it('after a reload, the draft says the CV must be chosen again', async () => {
    window.sessionStorage.setItem(draftStorageKey, JSON.stringify({ name: 'Awa', cvName: 'cv.pdf' }));
    useManualTimers();
    await renderApp('/contact?candidature=spontanee');
    // The draft's code comes after the page's: the notice follows it.
    await settleUntil(() => screen.queryByTestId('cv-field')?.getAttribute('data-notice') === 'cvLost');
    expect(plain(screen.getByRole('alert').textContent)).toBe(plain(refusals.cvLost));
  });

  it('is not offered in a plain message', async () => {
    useManualTimers();
    await renderApp('/contact');
    await settleUntil(() => screen.queryByTestId('contact-form') !== null);
    for (let round = 0; round < 10; round += 1) await flush();
    expect(screen.queryByTestId('cv-field')).toBeNull();
  });
});

describe('the Worker’s answers', () => {
  it('400: each message beside its field, the first refused field focused, every field kept', async () => {
    const user = await openAsCandidate();
    answers.push(json({ error: 'invalid', message: 'x', fields: { email: 'Adresse refusée par le serveur.' } }, 400));
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await flush();
    const email = labelled(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(plain(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent)).toBe('Adresse refusée par le serveur.');
    expect(document.activeElement).toBe(email);
    expect(labelled(new RegExp(`^${candidate.messageLabel}`))).toHaveValue('Bonjour, je postule.');
    expect(screen.getByTestId('contact-failure')).toHaveAttribute('data-reason', 'invalid');
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('413: the CV field says the file is too large', async () => {
    const user = await openAsCandidate();
    await user.upload(cvInput(), pdf());
    answers.push(json({ error: 'tooLarge', message: 'x', fields: { cv: 'Ce fichier pèse 6 Mo : le CV est limité à 5 Mo.' } }, 413));
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await flush();
    expect(screen.getByTestId('cv-field')).toHaveAttribute('data-notice', 'server');
    expect(document.getElementById('contact-cv-chosen')).toBeNull();
    expect(screen.getByTestId('contact-failure')).toHaveAttribute('data-reason', 'tooLarge');
  });

  it('429: says when to try again, and the retry waits for the server’s delay', async () => {
    const user = await openAsCandidate();
    answers.push(json({ error: 'tooMany', message: 'x', retryAfter: 400 }, 429, { 'Retry-After': '400' }));
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await flush();
    const alert = screen.getByTestId('contact-failure');
    expect(alert).toHaveAttribute('data-waiting', 'true');
    expect(plain(alert.textContent)).toContain('Réessayez dans 7 minutes');
    const retry = within(alert).getByRole('button', { name: failure.retry });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await user.click(retry);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    advance(400_000);
    await flush();
    expect(screen.getByTestId('contact-failure')).not.toHaveAttribute('data-waiting');
    await act(async () => user.click(within(screen.getByTestId('contact-failure')).getByRole('button', { name: failure.retry })));
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('another service gets no idempotency key, and JSON when there is no CV', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', endpoint);
    const user = await openAsCandidate();
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await flush();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(endpoint);
    expect(sent(0).headers['Idempotency-Key']).toBeUndefined();
    expect(JSON.parse(String(sent(0).body))).toMatchObject({ name: 'Awa Ndiaye', candidature: 'spontanee', offer: null });
  });
});
