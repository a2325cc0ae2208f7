import { afterEach, beforeAll, beforeEach, describe, it, expect, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { advance, flush, flushUntil, renderApp, renderWithActors, setupUser, useManualTimers } from './renderApp';
import { Toaster } from '../../src/components/Toast/Toaster';
import { timing } from '../../machines';
import { ContactForm } from '../../src/components/ContactForm/ContactForm';
import { draftStorageKey } from '../../src/actors/drafts';
import { endpoint, sendingLabel, successText, successTitle, toastText, toastTitle } from '../contactSpec';
import { plain } from '../specText';
import { slowSending } from 'virtual:content/outbox';

type Control = HTMLInputElement & HTMLTextAreaElement;

/** The form and its controls, found by their labels (the field tests check their roles and names). */
function form() {
  const element = screen.getByTestId('contact-form').querySelector('form');
  if (!element) throw new Error('The contact form is not shown');
  const labelled = (label: RegExp) => within(element).getByLabelText(label) as Control;
  return {
    element,
    name: labelled(/^Nom complet/),
    email: labelled(/^Email/),
    phone: labelled(/^Téléphone/),
    company: labelled(/^Entreprise/),
    message: labelled(/^Message/),
    service: labelled(/^Service/) as unknown as HTMLSelectElement,
    submit: element.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
}

const successPanel = () => screen.queryByTestId('contact-success');
const toast = () => screen.queryByTestId('toast');
const storedDraft = () => window.sessionStorage.getItem(draftStorageKey);

const visitor = {
  name: 'Aminata Ndiaye',
  email: 'aminata@entreprise.sn',
  phone: '+221 77 123 45 67',
  company: 'Baobab Distribution',
  message: 'Nous cherchons dix intérimaires pour mars.',
};

type User = ReturnType<typeof setupUser>;

/** Types into a field the way a visitor pastes: one input event, one render. */
async function enter(user: User, control: Control, value: string) {
  await user.click(control);
  await user.paste(value);
}

async function fillRequired(user: User, values: Partial<typeof visitor> = visitor) {
  const f = form();
  await enter(user, f.name, values.name ?? visitor.name);
  await enter(user, f.email, values.email ?? visitor.email);
  await enter(user, f.message, values.message ?? visitor.message);
}

async function fillAll(user: User) {
  await fillRequired(user);
  const f = form();
  await enter(user, f.phone, visitor.phone);
  await enter(user, f.company, visitor.company);
}

function expectEmptyForm() {
  const f = form();
  for (const control of [f.name, f.email, f.phone, f.company, f.message]) expect(control).toHaveValue('');
  expect(f.service).toHaveValue('default');
}

/**
 * The form alone in the layout actors, with the toaster: lighter than the whole /contact page.
 * Without an endpoint it is the specification's build (simulated send).
 */
function renderForm(formEndpoint = 'simulated') {
  vi.stubEnv('VITE_CONTACT_ENDPOINT', formEndpoint);
  return renderWithActors(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
}

let fetchSpy: MockInstance<typeof fetch>;

/** With an endpoint answering `answer`: fills the required fields, submits, lets the send settle. */
async function submitToEndpoint(answer: () => Promise<Response>) {
  useManualTimers();
  fetchSpy.mockImplementation(answer);
  renderForm(endpoint);
  const user = setupUser();
  await fillRequired(user);
  await user.click(form().submit);
  await flush();
  return user;
}

beforeEach(() => {
  window.sessionStorage.clear();
  // The simulated build must never reach the network, whatever the machine's environment says.
  vi.stubEnv('VITE_CONTACT_ENDPOINT', 'simulated');
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('ContactForm fields', () => {
  it('has Nom complet, Email (type email) and Message (5 rows) required; Téléphone (type tel) and Entreprise optional', async () => {
    await renderApp('/contact');
    const element = screen.getByRole('form', { name: 'Envoyez-nous un message' });
    const textbox = (name: string | RegExp) => within(element).getByRole('textbox', { name });
    const name = textbox('Nom complet');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('type', 'text');
    const email = textbox('Email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    const phone = textbox(/^Téléphone/);
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(textbox(/^Entreprise/)).not.toBeRequired();
    const message = textbox('Message');
    expect(message).toBeRequired();
    expect(message.tagName).toBe('TEXTAREA');
    // Specification §9: the message textarea has 5 rows.
    expect(message).toHaveAttribute('rows', '5');
    expect(within(element).getByRole('button', { name: 'Envoyer le message' })).toHaveAttribute('type', 'submit');
    // The honeypot is hidden from assistive technology: no other field is exposed.
    expect(within(element).getAllByRole('textbox')).toHaveLength(5);
  });

  it('has a Service select on « default », with the disabled placeholder « Sélectionnez un service » and the six choices', async () => {
    renderForm();
    const service = within(screen.getByRole('form')).getByRole('combobox', { name: /^Service/ });
    expect(service).toHaveValue('default');
    expect(service).not.toBeRequired();
    const options = within(service).getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]).toHaveTextContent('Sélectionnez un service');
    expect(options[0]).toHaveValue('default');
    expect(options[0]).toBeDisabled();
    expect(options.slice(1).map((option) => option.value)).toEqual(['interim', 'recrutement', 'paie', 'ipm', 'rh', 'other']);
    for (const option of options.slice(1)) {
      expect(option).toBeEnabled();
      expect(option.textContent!.trim()).not.toBe('');
    }
  });

  it('keeps the honeypot « website » out of reach: inside an aria-hidden container, not tabbable', async () => {
    renderForm();
    const honeypot = form().element.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).not.toBeNull();
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot).not.toBeRequired();
  });
});

describe('ContactForm simulated send (default build)', () => {
  it('submits, sends for sendDuration, shows the success panel and the toast, then comes back empty after successReset', async () => {
    useManualTimers();
    await renderApp('/contact');
    const user = setupUser();
    await fillAll(user);
    await user.selectOptions(form().service, 'paie');
    expect(form().service).toHaveValue('paie');

    await user.click(form().submit);
    // Disabled for assistive technologies and to clicks, and it keeps the focus (never <body>).
    expect(form().submit).toHaveAttribute('aria-disabled', 'true');
    expect(form().submit).toHaveFocus();
    expect(form().submit).toHaveTextContent(sendingLabel);
    expect(form().element).toHaveAttribute('aria-busy', 'true');

    // A second click while sending sends nothing more.
    await user.click(form().submit);
    advance(timing.sendDuration - 1);
    expect(form().submit).toHaveAttribute('aria-disabled', 'true');
    expect(form().submit).toHaveFocus();
    expect(form().submit).toHaveTextContent(sendingLabel);
    expect(successPanel()).not.toBeInTheDocument();
    expect(toast()).not.toBeInTheDocument();

    advance(1);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const panel = successPanel()!;
    expect(panel).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: (name) => plain(name) === successTitle })).toBeInTheDocument();
    expect(plain(panel.textContent)).toContain(successText);
    expect(within(panel).getByRole('heading')).toHaveFocus();
    expect(plain(toast()?.textContent)).toContain(toastTitle);
    expect(plain(toast()?.textContent)).toContain(toastText);

    advance(timing.successReset - 1);
    expect(successPanel()).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    advance(1);
    expect(successPanel()).not.toBeInTheDocument();
    expectEmptyForm();
    expect(form().submit).not.toHaveAttribute('aria-disabled');
    // The form's title takes the focus the panel's title had: the next step.
    expect(screen.getByRole('heading', { name: 'Envoyez-nous un message' })).toHaveFocus();
    expect(form().submit).not.toHaveTextContent(sendingLabel);
  });

  it('sends nothing over the network', async () => {
    useManualTimers();
    await renderApp('/contact');
    const user = setupUser();
    await fillAll(user);
    await user.click(form().submit);
    advance(timing.sendDuration);
    expect(successPanel()).toBeInTheDocument();
    advance(timing.successReset);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('announces the sending to screen readers while it lasts', async () => {
    useManualTimers();
    renderForm();
    const user = setupUser();
    await fillRequired(user);
    const live = screen.getByTestId('contact-form').querySelector('[role="status"][aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    await user.click(form().submit);
    expect(live).toHaveTextContent(sendingLabel);
  });

  it('the toast leaves after toastDuration', async () => {
    useManualTimers();
    renderForm();
    const user = setupUser();
    await fillRequired(user);
    await user.click(form().submit);
    advance(timing.sendDuration);
    expect(plain(toast()?.textContent)).toContain(toastTitle);
    advance(timing.toastDuration - 1);
    expect(toast()).toBeInTheDocument();
    advance(1);
    expect(toast()).not.toBeInTheDocument();
  });
});

describe('ContactForm in StrictMode (as the dev server runs it)', () => {
  it('the simulated send still takes sendDuration, then resets after successReset', async () => {
    useManualTimers();
    await renderApp('/contact', { strict: true });
    const user = setupUser();
    await fillRequired(user);
    await user.click(form().submit);
    advance(timing.sendDuration - 1);
    expect(form().submit).toHaveTextContent(sendingLabel);
    advance(1);
    expect(plain(successPanel()?.textContent)).toContain(successTitle);
    expect(plain(toast()?.textContent)).toContain(toastTitle);
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    advance(timing.successReset);
    expectEmptyForm();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a draft is restored once, intact', async () => {
    window.sessionStorage.setItem(draftStorageKey, JSON.stringify({ name: visitor.name, message: visitor.message }));
    await renderApp('/contact', { strict: true });
    await vi.waitFor(() => expect(form().name).toHaveValue(visitor.name));
    expect(form().message).toHaveValue(visitor.message);
  });

  it('an endpoint receives exactly one POST per submission', async () => {
    useManualTimers();
    fetchSpy.mockImplementation(async () => new Response('{}', { status: 200 }));
    vi.stubEnv('VITE_CONTACT_ENDPOINT', endpoint);
    renderWithActors(<ContactForm />, { strict: true });
    const user = setupUser();
    await fillRequired(user);
    await user.click(form().submit);
    // The sender is a lazy chunk: wait for the success, then a few turns more for a second POST to show.
    await flushUntil(() => successPanel() !== null);
    for (let turn = 0; turn < 5; turn += 1) await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(successPanel()).toBeInTheDocument();
  });
});

describe('ContactForm validation', () => {
  it('refuses a name made only of spaces, in French, and submits nothing', async () => {
    useManualTimers();
    renderForm();
    const user = setupUser();
    await fillRequired(user, { name: '    ' });
    await user.click(form().submit);

    expect(form().name.validationMessage).toBe('Veuillez indiquer votre nom complet.');
    expect(form().name).toBeInvalid();
    expect(form().submit).toBeEnabled();
    expect(form().submit).not.toHaveTextContent(sendingLabel);
    advance(timing.sendDuration);
    expect(successPanel()).not.toBeInTheDocument();
    expect(toast()).not.toBeInTheDocument();
    expect(form().name).toHaveValue('    ');
  });

  it('a name of spaces restored from a draft (no typing) is refused too, and nothing is submitted', async () => {
    useManualTimers();
    window.sessionStorage.setItem(
      draftStorageKey,
      JSON.stringify({ name: '   ', email: visitor.email, message: visitor.message }),
    );
    renderForm();
    await flush();
    expect(form().email).toHaveValue(visitor.email);
    const user = setupUser();
    await user.click(form().submit);
    expect(form().name.validationMessage).toBe('Veuillez indiquer votre nom complet.');
    expect(form().submit).not.toHaveTextContent(sendingLabel);
    advance(timing.sendDuration);
    expect(successPanel()).not.toBeInTheDocument();
  });

  it('an empty form is refused by the native required check, with French messages', async () => {
    useManualTimers();
    renderForm();
    const user = setupUser();
    await user.click(form().submit);
    const f = form();
    expect(f.name.validationMessage).toBe('Veuillez indiquer votre nom complet.');
    expect(f.email.validationMessage).toMatch(/adresse email/);
    expect(f.message.validationMessage).toMatch(/message/);
    expect(f.phone).toBeValid();
    expect(f.company).toBeValid();
    advance(timing.sendDuration);
    expect(successPanel()).not.toBeInTheDocument();
  });

  it('a name made only of spaces submits nothing to a configured endpoint either', async () => {
    useManualTimers();
    renderForm(endpoint);
    const user = setupUser();
    await fillRequired(user, { name: ' \t ' });
    await user.click(form().submit);
    await flush();
    expect(form().name.validationMessage).toBe('Veuillez indiquer votre nom complet.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('once the name is fixed, the same form submits', async () => {
    useManualTimers();
    renderForm();
    const user = setupUser();
    await fillRequired(user, { name: '   ' });
    await user.click(form().submit);
    expect(form().submit).toBeEnabled();
    await user.type(form().name, 'Aminata');
    expect(form().name).toBeValid();
    await user.click(form().submit);
    expect(form().submit).toHaveTextContent(sendingLabel);
  });
});

describe('ContactForm drafts', () => {
  it('saves what is typed to sessionStorage under draftStorageKey', async () => {
    renderForm();
    const user = setupUser();
    await user.type(form().name, visitor.name);
    await enter(user, form().message, visitor.message);
    await user.selectOptions(form().service, 'ipm');
    expect(JSON.parse(storedDraft()!)).toMatchObject({ name: visitor.name, message: visitor.message, service: 'ipm' });
  });

  it('a fresh render restores the draft', async () => {
    const user = setupUser();
    const first = await renderApp('/contact');
    await fillAll(user);
    await user.selectOptions(form().service, 'rh');
    first.unmount();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await renderApp('/contact');
    await vi.waitFor(() => expect(form().name).toHaveValue(visitor.name));
    const f = form();
    expect(f.email).toHaveValue(visitor.email);
    expect(f.phone).toHaveValue(visitor.phone);
    expect(f.company).toHaveValue(visitor.company);
    expect(f.message).toHaveValue(visitor.message);
    expect(f.service).toHaveValue('rh');
  });

  it('never saves the honeypot', async () => {
    renderForm();
    const user = setupUser();
    await enter(user, form().name, visitor.name);
    const honeypot = form().element.querySelector<HTMLInputElement>('input[name="website"]')!;
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    expect(storedDraft()).not.toBeNull();
    expect(storedDraft()).not.toContain('spam.example');
    expect(JSON.parse(storedDraft()!)).not.toHaveProperty('website');
  });

  it('clears the draft after a successful send; a fresh render then shows an empty form', async () => {
    useManualTimers();
    const first = renderForm();
    const user = setupUser();
    await fillRequired(user);
    expect(storedDraft()).not.toBeNull();
    await user.click(form().submit);
    advance(timing.sendDuration - 1);
    expect(storedDraft()).not.toBeNull();
    advance(1);
    expect(successPanel()).toBeInTheDocument();
    // The draft's code clears it as its next step (it follows the writes before it).
    await flush();
    expect(storedDraft()).toBeNull();
    advance(timing.successReset);
    expect(storedDraft()).toBeNull();
    first.unmount();

    renderForm();
    await flush();
    expectEmptyForm();
  });
});

describe('ContactForm with an endpoint', () => {
  // The full failure alert is a lazy chunk, fetched when the visitor types. Loaded here first, so
  // the tests below never depend on how fast the test runner transforms it.
  beforeAll(async () => {
    await import('../../src/components/ContactForm/FailureAlert');
  });

  const serverError = () => new Response('', { status: 500 });
  const accepted = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });

  it('POSTs JSON with trimmed values and service null when the placeholder is kept', async () => {
    useManualTimers();
    fetchSpy.mockImplementation(async () => accepted());
    renderForm(endpoint);
    const user = setupUser();
    await enter(user, form().name, `  ${visitor.name}  `);
    await enter(user, form().email, visitor.email);
    await enter(user, form().phone, ` ${visitor.phone} `);
    await enter(user, form().company, `${visitor.company}   `);
    await enter(user, form().message, `\n  ${visitor.message}  \n`);
    await user.click(form().submit);
    await flush();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(endpoint);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toStrictEqual({
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      company: visitor.company,
      service: null,
      message: visitor.message,
      offer: null,
    });
  });

  it('sends the chosen service, and empty strings for the optional fields left blank', async () => {
    useManualTimers();
    fetchSpy.mockImplementation(async () => accepted());
    renderForm(endpoint);
    const user = setupUser();
    await fillRequired(user);
    await user.selectOptions(form().service, 'recrutement');
    await user.click(form().submit);
    await flush();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toStrictEqual({
      name: visitor.name,
      email: visitor.email,
      phone: '',
      company: '',
      service: 'recrutement',
      message: visitor.message,
      offer: null,
    });
  });

  it('a 200 answer leads to the success panel, the toast, then an empty form after successReset', async () => {
    await submitToEndpoint(async () => accepted());
    expect(plain(successPanel()?.textContent)).toContain(successTitle);
    expect(plain(successPanel()?.textContent)).toContain(successText);
    expect(plain(toast()?.textContent)).toContain(toastTitle);
    expect(plain(toast()?.textContent)).toContain(toastText);
    expect(storedDraft()).toBeNull();
    advance(timing.successReset - 1);
    expect(successPanel()).toBeInTheDocument();
    advance(1);
    expectEmptyForm();
  });

  it('stays « sending » until the server answers', async () => {
    useManualTimers();
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm(endpoint);
    const user = setupUser();
    await fillRequired(user);
    await user.click(form().submit);
    advance(timing.sendDuration);
    // The sender's module loads while the visitor types; the request leaves once it is there.
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(form().submit).toHaveTextContent(sendingLabel);
    expect(successPanel()).not.toBeInTheDocument();
    answer(accepted());
    await flush();
    expect(successPanel()).toBeInTheDocument();
  });

  it('a 500 answer shows a French alert and keeps every field', async () => {
    useManualTimers();
    fetchSpy.mockImplementation(async () => serverError());
    renderForm(endpoint);
    const user = setupUser();
    await fillAll(user);
    await user.selectOptions(form().service, 'paie');
    await user.click(form().submit);
    await flush();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/serveur/);
    expect(alert).toHaveTextContent(/Votre message est conservé/);
    expect(alert).not.toHaveTextContent(/error|failed|HTTP|500/i);
    expect(successPanel()).not.toBeInTheDocument();
    expect(toast()).not.toBeInTheDocument();
    const f = form();
    expect(f.name).toHaveValue(visitor.name);
    expect(f.email).toHaveValue(visitor.email);
    expect(f.phone).toHaveValue(visitor.phone);
    expect(f.company).toHaveValue(visitor.company);
    expect(f.message).toHaveValue(visitor.message);
    expect(f.service).toHaveValue('paie');
    expect(f.submit).toBeEnabled();
    expect(storedDraft()).not.toBeNull();
  });

  it('the alert offers an e-mail with the message in its body, WhatsApp with the message, and a phone call', async () => {
    await submitToEndpoint(async () => serverError());
    const alert = screen.getByRole('alert');
    const hrefs = within(alert)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);

    const mailto = hrefs.find((href) => href.startsWith('mailto:'));
    expect(mailto).toBeDefined();
    const mail = new URL(mailto!);
    expect(mail.searchParams.get('body')).toContain(visitor.message);
    expect(mail.searchParams.get('body')).toContain(visitor.name);

    const whatsapp = hrefs.find((href) => href.startsWith('https://wa.me/221330000000?text='));
    expect(whatsapp).toBeDefined();
    expect(new URL(whatsapp!).searchParams.get('text')).toContain(visitor.message);
    const whatsappLink = within(alert).getAllByRole('link').find((link) => link.getAttribute('href') === whatsapp)!;
    expect(whatsappLink).toHaveAttribute('target', '_blank');
    expect(whatsappLink.getAttribute('rel')).toContain('noopener');

    expect(hrefs).toContain('tel:+221330000000');
  });

  it('« Réessayer » sends again; a 200 then leads to success', async () => {
    useManualTimers();
    fetchSpy.mockImplementationOnce(async () => serverError()).mockImplementationOnce(async () => accepted());
    renderForm(endpoint);
    const user = setupUser();
    await fillRequired(user);
    await user.click(form().submit);
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Réessayer' }));
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls[1]![1]?.body).toBe(fetchSpy.mock.calls[0]![1]?.body);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(plain(successPanel()?.textContent)).toContain(successTitle);
    expect(plain(toast()?.textContent)).toContain(toastTitle);
  });

  it('a failed retry shows the alert again, with the fields still there', async () => {
    const user = await submitToEndpoint(async () => serverError());
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(form().message).toHaveValue(visitor.message);
  });

  it('a network error shows a different French alert than a server error', async () => {
    await submitToEndpoint(async () => {
      throw new TypeError('Failed to fetch');
    });
    const alert = screen.getByRole('alert');
    expect(alert).not.toHaveTextContent(/serveur/);
    expect(alert).not.toHaveTextContent(/Failed to fetch|TypeError/);
    expect(alert).toHaveTextContent(/Votre message est conservé/);
    expect(form().name).toHaveValue(visitor.name);
  });

  it('a server slow to answer: at sendTimeout the form says the send goes on; it counts as a failure only after sendGiveUp', async () => {
    useManualTimers();
    fetchSpy.mockImplementation(() => new Promise<Response>(() => {}));
    renderForm(endpoint);
    const user = setupUser();
    await fillRequired(user);
    await user.click(form().submit);
    // The sender is a lazy chunk: the request is under way once it has loaded.
    await flushUntil(() => fetchSpy.mock.calls.length > 0);
    // Its words as typed (the DOM's text matcher reads a no-break space as a space).
    const slow = () => screen.queryByText((_, element) => element?.textContent === slowSending);
    advance(timing.sendTimeout - 1);
    expect(slow()).toBeNull();
    advance(1);
    // The line is in the alert's chunk.
    await flushUntil(() => slow() !== null);
    // Still sending, said calmly: no alert, no « Réessayer » that would send it twice.
    expect(slow()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(form().submit).toHaveTextContent(sendingLabel);
    advance(timing.sendGiveUp - timing.sendTimeout - 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    advance(1);
    // The alert is its own chunk.
    await flushUntil(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(slow()).toBeNull();
    expect(form().submit).toBeEnabled();
    expect(form().message).toHaveValue(visitor.message);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('given up while the site’s service worker holds the send: said kept on the phone, calmly, never « trop de temps »', async () => {
    useManualTimers();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {}, addEventListener: () => {}, removeEventListener: () => {} } });
    try {
      fetchSpy.mockImplementation(() => new Promise<Response>(() => {}));
      renderForm('');
      const user = setupUser();
      await fillRequired(user);
      await user.click(form().submit);
      await flushUntil(() => fetchSpy.mock.calls.length > 0);
      advance(timing.sendGiveUp);
      await flushUntil(() => screen.queryByTestId('contact-failure') !== null);
      const kept = screen.getByTestId('contact-failure');
      expect(kept.getAttribute('data-reason')).toBe('queued');
      expect(kept.getAttribute('role')).toBe('status');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('a filled honeypot shows success but sends nothing', async () => {
    useManualTimers();
    fetchSpy.mockImplementation(async () => accepted());
    renderForm(endpoint);
    const user = setupUser();
    await fillRequired(user);
    const honeypot = form().element.querySelector<HTMLInputElement>('input[name="website"]')!;
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    await user.click(form().submit);
    await flush();
    expect(successPanel()).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the app posts to VITE_CONTACT_ENDPOINT when the build sets it', async () => {
    useManualTimers();
    vi.stubEnv('VITE_CONTACT_ENDPOINT', endpoint);
    fetchSpy.mockImplementation(async () => serverError());
    await renderApp('/contact');
    const user = setupUser();
    await fillRequired(user);
    await user.click(form().submit);
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(endpoint);
    expect(within(screen.getByRole('main')).getByRole('alert')).toBeInTheDocument();
  });
});
