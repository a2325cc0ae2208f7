/**
 * The form as a candidate sees it (issue 26, items 8 and 9), in jsdom, the default build sending to
 * the site's Worker (fetch faked: the offers' data as the build writes it, then 201): the words
 * speak to a candidate, the company and service are not asked, the payload keeps its contract;
 * after the send, the panel and the toast name the offer and what happens next, and the form that
 * comes back says the message left. The contact form keeps the specification's words.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, within } from '@testing-library/react';
import { advance, flush, renderApp, setupUser, useManualTimers } from './renderApp';
import { timing } from '../../machines/constants';
import { loadContent } from '../../src/content/load';
import { offerDataFiles, offerFacets, openOffers } from '../../src/offers/build';
import { plain } from '../specText';
import { application, candidate, form as formCopy, success } from 'virtual:content/contact';
import { email } from 'virtual:content/site';

const content = loadContent();
const offers = openOffers(content, '2026-11-23');
const files: Record<string, unknown> = offerDataFiles(offers, offerFacets(content, offers));
let fetchSpy: MockInstance<typeof fetch>;

beforeAll(async () => {
  await Promise.all([import('../../src/components/ContactForm/ApplicationNote'), import('../../src/components/ContactForm/FailureAlert'), import('../../src/actors/endpoint'), import('../../src/routes/contact')]);
});

beforeEach(() => {
  window.sessionStorage.clear();
  vi.stubEnv('VITE_CONTACT_ENDPOINT', undefined);
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'POST') return new Response(JSON.stringify({ id: 'm1' }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    const data = files[new URL(String(input), 'http://localhost').pathname.slice(1)];
    return data === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const card = () => screen.getByTestId('contact-form');
const labels = () => [...card().querySelectorAll('form label')].map((label) => plain(label.textContent));

async function settleUntil(ready: () => boolean) {
  for (let round = 0; round < 50 && !ready(); round += 1) await flush();
  if (!ready()) throw new Error('the page did not settle');
}

/** Opens /contact at `search` and waits until the form speaks to a candidate. */
async function openAsCandidate(search: string) {
  useManualTimers();
  await renderApp(`/contact${search}`);
  await settleUntil(() => screen.queryByRole('button', { name: candidate.submit }) !== null);
  return setupUser();
}

async function fillAndSend(user: ReturnType<typeof setupUser>) {
  await user.type(within(card()).getByLabelText(/^Nom complet/), 'Awa Ndiaye');
  await user.type(within(card()).getByLabelText(/^Email/), 'awa@example.sn');
  await user.type(within(card()).getByLabelText(new RegExp(`^${candidate.messageLabel}`)), 'Comptable depuis huit ans.');
  await user.click(screen.getByRole('button', { name: candidate.submit }));
  await settleUntil(() => screen.queryByTestId('contact-success') !== null);
}

describe('a candidate’s form speaks to a candidate', () => {
  it('from an offer: its own title, label, hints and button; no company, no service', async () => {
    await openAsCandidate('?offre=SRH-2026-031');
    expect(plain(within(card()).getByRole('heading', { level: 2 }).textContent)).toBe(plain(candidate.title));
    expect(labels()).toStrictEqual(['Nom complet *', 'Email *', `Téléphone ${formCopy.optional}`, `${candidate.messageLabel} *`, application.cvChoose, formCopy.labels.website]);
    expect(within(card()).getByLabelText(/^Email/)).toHaveAttribute('placeholder', candidate.emailPlaceholder);
    expect(within(card()).getByLabelText(new RegExp(`^${candidate.messageLabel}`))).toHaveAttribute('placeholder', candidate.messagePlaceholder);
    expect(card().querySelector('#contact-company, #contact-service')).toBeNull();
    // Where else the CV can go: the firm's address, as a link in the note above the form (item 10).
    const note = screen.getByTestId('application-note');
    expect(within(note).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(plain(note.textContent)).not.toMatch(/ci-contre/);
    expect(plain(card().textContent)).not.toMatch(/entreprise|besoin|Envoyer le message/i);
  });

  it('the payload keeps its contract: company empty, the service « recrutement », the offer', async () => {
    const user = await openAsCandidate('?offre=SRH-2026-031');
    await fillAndSend(user);
    const [url, init] = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toBe('/api/messages');
    expect(JSON.parse(String(init!.body))).toStrictEqual({
      name: 'Awa Ndiaye',
      email: 'awa@example.sn',
      phone: '',
      company: '',
      service: 'recrutement',
      message: 'Comptable depuis huit ans.',
      offer: { reference: 'SRH-2026-031', title: 'Comptable senior' },
    });
  });

  it('the contact form keeps the specification’s labels, hints and button', async () => {
    useManualTimers();
    await renderApp('/contact');
    await settleUntil(() => screen.queryByTestId('contact-form') !== null);
    expect(labels()).toStrictEqual(['Nom complet *', 'Email *', `Téléphone ${formCopy.optional}`, `Entreprise ${formCopy.optional}`, `Service ${formCopy.optional}`, 'Message *', formCopy.labels.website]);
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
    expect(plain(within(card()).getByRole('heading', { level: 2 }).textContent)).toBe(plain(formCopy.title));
  });
});

describe('after a candidate’s send', () => {
  it('the panel and the toast name the offer and what happens next; without a CV, how to send it', async () => {
    const user = await openAsCandidate('?offre=SRH-2026-031');
    await fillAndSend(user);
    const panel = screen.getByTestId('contact-success');
    const delay = plain(candidate.delay);
    expect(plain(within(panel).getByRole('heading').textContent)).toBe(plain(candidate.sentTitle));
    expect(document.activeElement).toBe(within(panel).getByRole('heading'));
    expect(plain(panel.textContent)).toContain('SRH-2026-031 – Comptable senior');
    expect(plain(panel.textContent)).toContain(delay);
    const mail = within(screen.getByTestId('no-cv')).getByRole('link', { name: email });
    expect(mail).toHaveAttribute('href', `mailto:${email}?subject=${encodeURIComponent('Candidature – SRH-2026-031 – Comptable senior')}`);
    const toast = screen.getByTestId('toast');
    expect(plain(toast.textContent)).toContain(plain(candidate.sentTitle));
    expect(plain(toast.textContent)).toContain('SRH-2026-031');
    expect(plain(toast.textContent)).toContain(delay);
  });

  it(`the form back after ${timing.successReset} ms is blank, still for the offer, and says the application left`, async () => {
    const user = await openAsCandidate('?offre=SRH-2026-031');
    await fillAndSend(user);
    advance(timing.successReset);
    await flush();
    expect(screen.queryByTestId('contact-success')).toBeNull();
    expect(plain(card().textContent)).toContain(plain(candidate.backOffer.replace('{reference}', 'SRH-2026-031')));
    expect(within(card()).getByLabelText(/^Nom complet/)).toHaveValue('');
    expect(screen.getByTestId('application-note')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: candidate.submit })).toBeInTheDocument();
  });

  it('without a CV, where to send it comes first under the panel’s title, and stays above the form that comes back until dismissed', async () => {
    const user = await openAsCandidate('?offre=SRH-2026-031');
    await fillAndSend(user);
    const panel = screen.getByTestId('contact-success');
    // Right under the title: the panel's first text, above the toast on a phone.
    expect(within(panel).getByRole('heading').nextElementSibling).toBe(within(panel).getByTestId('no-cv'));
    advance(timing.successReset);
    await flush();
    const advice = screen.getByTestId('no-cv');
    expect(plain(advice.textContent)).toContain(plain(candidate.noCv.replace('{email}', email).replace('{objet}', 'Candidature – SRH-2026-031 – Comptable senior')));
    expect(within(advice).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}?subject=${encodeURIComponent('Candidature – SRH-2026-031 – Comptable senior')}`);
    // Long after the panel and the toast have gone, it is still there.
    advance(timing.toastDuration * 10);
    await flush();
    expect(screen.getByTestId('no-cv')).toBe(advice);
    await user.click(within(advice).getByRole('button', { name: candidate.noCvDismiss }));
    expect(screen.queryByTestId('no-cv')).toBeNull();
    // The notice that the application left stays.
    expect(plain(screen.getByTestId('sent-notice').textContent)).toContain('SRH-2026-031');
  });

  it('a spontaneous application is named as such', async () => {
    const user = await openAsCandidate('?candidature=spontanee');
    await fillAndSend(user);
    expect(plain(screen.getByTestId('contact-success').textContent)).toContain(plain(candidate.sentSpontaneous));
    expect(within(screen.getByTestId('no-cv')).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}?subject=${encodeURIComponent('Candidature spontanée')}`);
    advance(timing.successReset);
    await flush();
    expect(plain(card().textContent)).toContain(plain(candidate.backSpontaneous));
  });
});

describe('after a plain message', () => {
  it('the specification’s panel and toast, then the form back says the message left', async () => {
    useManualTimers();
    await renderApp('/contact');
    await settleUntil(() => screen.queryByTestId('contact-form') !== null);
    const user = setupUser();
    await user.type(within(card()).getByLabelText(/^Nom complet/), 'Moussa Sow');
    await user.type(within(card()).getByLabelText(/^Email/), 'moussa@example.sn');
    await user.type(within(card()).getByLabelText(/^Message/), 'Un devis pour la paie.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await settleUntil(() => screen.queryByTestId('contact-success') !== null);
    expect(plain(screen.getByTestId('contact-success').textContent)).toBe(plain(`${success.panelTitle}${success.panelText}`));
    expect(plain(screen.getByTestId('toast').textContent)).toContain(plain(success.toastTitle));
    expect(plain(card().textContent)).not.toContain(plain(success.back));
    advance(timing.successReset);
    await flush();
    expect(plain(card().textContent)).toContain(plain(success.back));
    expect(within(card()).getByLabelText(/^Message/)).toHaveValue('');
  });
});
