/**
 * A candidate's CV and the site's Worker's answers, in the form (jsdom, fetch faked): the file
 * chosen, refused or removed; the multipart body and its idempotency key; 400, 413 and 429 (too
 * many, and the site's daily cap).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { advance, flush, renderApp, setupUser, useManualTimers } from './renderApp';
import { draftStorageKey } from '../../src/actors/drafts';
import { endpoint } from '../contactSpec';
import { plain } from '../specText';
import { application, candidate, failure, refusals } from 'virtual:content/contact';
import { email, phone } from 'virtual:content/site';
import { fill } from '../../src/lib/fill';

let fetchSpy: MockInstance<typeof fetch>;
let answers: Response[];

const json = (body: unknown, status: number, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
/** A PDF of `size` bytes: its first bytes say so, as the CV field checks. */
const pdf = (size = 150 * 1024, name = 'CV Awa Ndiaye.pdf') => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n').slice(0, size));
  return new File([bytes], name, { type: 'application/pdf' });
};
/** An executable, renamed or not. */
const executable = (name: string) => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'application/x-msdownload' });

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
// As the browser hands a chosen file over; the picker's filter (accept) is only a hint:
// « Tous les fichiers » lets anything through.
const choose = (file: File) => act(() => void fireEvent.change(cvInput(), { target: { files: [file] } }));
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

  it('shows the chosen file, then refuses, saying what it found: another kind, a renamed file, an empty one, one over 5 Mo; each can be removed', async () => {
    const user = await openAsCandidate();
    const notice = () => screen.getByTestId('cv-field').getAttribute('data-notice');
    const message = () => plain(document.getElementById('contact-cv-error')?.textContent ?? null);
    choose(pdf());
    await flush();
    expect(plain(document.getElementById('contact-cv-chosen')!.textContent)).toBe('CV Awa Ndiaye.pdf (150 Ko)');
    choose(executable('setup.exe'));
    await flush();
    expect(notice()).toBe('cvType');
    expect(message()).toBe(plain(refusals.cvType));
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
    // Named .pdf, but its first bytes are an executable's: refused here, before anything is sent.
    choose(executable('cv.pdf'));
    await flush();
    expect(notice()).toBe('cvContent');
    expect(message()).toMatch(/^Ce fichier porte l'extension \.pdf, mais son contenu n'est ni un PDF ni un document Word/);
    choose(new File([], 'cv.pdf', { type: 'application/pdf' }));
    await flush();
    expect(message()).toBe(plain(refusals.cvEmpty));
    expect(message()).toContain('vide (0 octet)');
    choose(pdf(6 * 1024 * 1024));
    await flush();
    // The size found, the limit, and a PDF's own advice: never « save it as a PDF ».
    expect(message()).toBe(plain(refusals.cvTooLargePdf.replace('{taille}', '6 Mo').replace('{limite}', '5 Mo')));
    expect(message()).toMatch(/^Ce fichier pèse 6 Mo : le CV est limité à 5 Mo\. Si ce sont des pages scannées/);
    expect(message()).not.toMatch(/enregistrez-le en PDF/i);
    const word = pdf(6 * 1024 * 1024, 'CV Awa.docx');
    choose(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04]), await word.slice(4).arrayBuffer()], 'CV Awa.docx'));
    await flush();
    expect(message()).toBe(plain(refusals.cvTooLarge.replace('{taille}', '6 Mo').replace('{limite}', '5 Mo')));
    // A refused file can be removed too.
    await user.click(screen.getByRole('button', { name: application.cvRemove }));
    expect(notice()).toBeNull();
    expect(screen.queryByRole('button', { name: application.cvRemove })).toBeNull();
    choose(pdf());
    await flush();
    await user.click(screen.getByRole('button', { name: application.cvRemove }));
    expect(document.getElementById('contact-cv-chosen')).toBeNull();
    expect(notice()).toBeNull();
  });

  it('one click after a refused CV sends nothing: the form says why and focuses the CV field; after « Retirer », it sends without a CV, said beside the button', async () => {
    const user = await openAsCandidate();
    choose(pdf(6 * 1024 * 1024));
    await flush();
    await user.click(screen.getByRole('button', { name: candidate.submit }));
    await flush();
    expect(screen.getByTestId('contact-form')).toHaveAttribute('data-state', 'cvRefused');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(cvInput());
    expect(plain(screen.getByTestId('cv-held').textContent)).toBe(plain(candidate.cvRefused));
    expect(screen.queryByTestId('contact-success')).toBeNull();
    // Clicking again changes nothing.
    await user.click(screen.getByRole('button', { name: candidate.submit }));
    await flush();
    expect(fetchSpy).not.toHaveBeenCalled();
    // « Retirer »: the candidate chooses to go without a CV, and reads where to send it.
    await user.click(screen.getByRole('button', { name: application.cvRemove }));
    expect(screen.queryByTestId('cv-held')).toBeNull();
    const without = screen.getByTestId('without-cv');
    expect(plain(without.textContent)).toBe(plain(candidate.withoutCv.replace('{email}', email).replace('{objet}', 'Candidature spontanée')));
    expect(within(without).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}?subject=${encodeURIComponent('Candidature spontanée')}`);
    await user.click(screen.getByRole('button', { name: candidate.submit }));
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(sent(0).body))).toMatchObject({ name: 'Awa Ndiaye', candidature: 'spontanee' });
    expect(screen.getByTestId('contact-success')).toBeInTheDocument();
  });

  it('is sent as multipart to the site’s Worker, with one idempotency key kept by a retry', async () => {
    const user = await openAsCandidate();
    await user.upload(cvInput(), pdf());
    await flush();
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
    await flush();
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

  it('429 `dailyCap`: says the site takes no more messages today, with the firm’s e-mail and phone; no retry until midnight, and the fields kept', async () => {
    const user = await openAsCandidate();
    // 21:30 in Dakar: two and a half hours to midnight.
    answers.push(json({ error: 'dailyCap', message: 'x', retryAfter: 9000 }, 429, { 'Retry-After': '9000' }));
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    await flush();
    const alert = screen.getByTestId('contact-failure');
    expect(alert).toHaveAttribute('data-reason', 'dailyCap');
    expect(alert).toHaveAttribute('data-waiting', 'true');
    expect(plain(alert.textContent)).toContain(plain(failure.titles.dailyCap));
    expect(plain(alert.textContent)).toContain(plain(fill(refusals.dailyCap, { email, telephone: phone.display })));
    expect(plain(alert.textContent)).toContain(email);
    expect(plain(alert.textContent)).not.toContain('Réessayez dans');
    const retry = within(alert).getByRole('button', { name: failure.retry });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await user.click(retry);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(labelled(new RegExp(`^${candidate.messageLabel}`))).toHaveValue('Bonjour, je postule.');
    // Midnight: the message may leave again, and the alert no longer says the day is full.
    advance(9_000_000);
    await flush();
    const after = screen.getByTestId('contact-failure');
    expect(after).not.toHaveAttribute('data-waiting');
    expect(plain(after.textContent)).not.toContain(plain(failure.titles.dailyCap));
    await act(async () => user.click(within(after).getByRole('button', { name: failure.retry })));
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

describe('offline, the application leaves by itself', () => {
  it('says it waits for the connection and that the CV is kept in this page only, takes the focus, then sends on `online` without a click', async () => {
    const user = await openAsCandidate();
    await user.upload(cvInput(), pdf());
    await flush();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: candidate.submit }));
    await flush();
    expect(screen.getByTestId('contact-form')).toHaveAttribute('data-state', 'offline');
    // The request the send had begun is abandoned as the form learns it is offline.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(sent(0).signal?.aborted).toBe(true);
    const alert = screen.getByTestId('contact-failure');
    expect(plain(alert.textContent)).toContain(plain(failure.titles.offline));
    expect(plain(alert.textContent)).toContain(plain(failure.offlineWaiting));
    expect(plain(alert.textContent)).toContain(plain(failure.offlineCv));
    expect(plain(failure.offlineWaiting)).toContain('il partira de lui-même dès que la connexion reviendra');
    expect(document.activeElement).toBe(alert);
    // While it waits, « Réessayer » would only fail again: the message leaves by itself.
    expect(within(alert).getByRole('button', { name: failure.retry })).toHaveAttribute('aria-disabled', 'true');
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(((sent(1).body as FormData).get('cv') as File).name).toBe('CV Awa Ndiaye.pdf');
    expect(sent(1).headers['Idempotency-Key']).toBe(sent(0).headers['Idempotency-Key']);
    expect(screen.getByTestId('contact-success')).toBeInTheDocument();
  });

  it('without a CV, says nothing of one', async () => {
    const user = await openAsCandidate();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: candidate.submit }));
    await flush();
    const alert = screen.getByTestId('contact-failure');
    expect(plain(alert.textContent)).toContain(plain(failure.offlineWaiting));
    expect(plain(alert.textContent)).not.toContain(plain(failure.offlineCv));
  });
});
