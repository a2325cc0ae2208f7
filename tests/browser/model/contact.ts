/**
 * Drivers of the contact page's machines for the model-based browser tests: the contact form in
 * both builds (the specification's simulated send, and a real endpoint intercepted by the test),
 * the simulated send itself, and the toast. Every page runs on Playwright's clock, paused once the
 * page is ready: delays pass only when the test moves the clock, and each is checked to the
 * millisecond. The endpoint's answers are held until the test gives one.
 */
import { expect } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { timing } from '../../../machines/constants';
import { contactFormMachine } from '../../../machines/contactForm.machine';
import { simulatedSendMachine } from '../../../machines/simulatedSend.machine';
import { toastMachine } from '../../../machines/toast.machine';
import { failure as failureCopy } from 'virtual:content/contact';
import { endpoint, sendingLabel, successText, successTitle, toastText, toastTitle } from '../../contactSpec';
import { plain } from '../../specText';
import { draftKey, emptyValues, fieldValues, fill, form, formState, normaliseSpaces, recordStates, sample, stateLog, submitButton, until } from '../contactPage';
import { openPage, pauseClock, runClockUntil, waitForApp } from '../harness';
import type { Driver, Session } from './runner';

export type Build = 'dist' | 'dist-endpoint';
type Values = typeof emptyValues;

interface ContactSession extends Session {
  page: Page;
  context: BrowserContext;
  build: Build;
  /** What the fields must show. */
  values: Values;
  /** The failure the alert must explain. */
  reason: string | null;
  /** POSTs the endpoint has received, and those whose answer the test still holds. */
  posts: number;
  held: Route[];
  offline: boolean;
  /** When (page clock, ms) the current toast appeared. */
  toastShownAt: number;
  /** The offer the form carries, as the note above it says and the POST must carry; and whether the page's address names it. */
  offer: { reference: string; title: string } | null;
  atOffer: boolean;
}

/** The offer a candidate applies to in the model's paths (content/offers/, open on the test builds' day). */
export const appliedOffer = { reference: 'SRH-2026-031', title: 'Comptable senior' };

const filledValues: Values = { ...emptyValues, ...sample, service: sample.service ?? 'default' } as Values;

/** The page's clock (paused: it moves only when the test moves it). */
const now = (page: Page) => page.evaluate(() => performance.now());

/** Runs until `time` on the page's paused clock (never backwards). */
async function runUntil(page: Page, time: number) {
  const current = await now(page);
  expect(time).toBeGreaterThanOrEqual(current);
  await page.clock.runFor(time - current);
}

/** When (page clock) the form last entered `state`, from the page's own data-state timeline. */
async function enteredAt(page: Page, state: string) {
  const entries = (await stateLog(page)).filter((entry) => entry.who === 'contact-form' && entry.state === state);
  expect(entries.length, `the form entered ${state}`).toBeGreaterThan(0);
  return entries.at(-1)!.t;
}

/** The contact page of `build`, ready, its clock paused; the endpoint (if any) answers only when told. */
export async function openContact(
  baseUrl: (build: Build) => string,
  harness: Parameters<typeof openPage>[0],
  build: Build,
  width: number,
  { application = false } = {},
): Promise<ContactSession> {
  const { page, context, errors } = await openPage(harness, width);
  await context.addInitScript(recordStates);
  await page.clock.install();
  const session: ContactSession = {
    page,
    context,
    errors,
    build,
    values: { ...emptyValues },
    reason: null,
    posts: 0,
    held: [],
    offline: false,
    toastShownAt: 0,
    offer: null,
    atOffer: false,
    close: () => context.close(),
    screenshot: (path: string) => page.screenshot({ path, fullPage: false }),
  };
  await page.route(`${endpoint}**`, async (route, request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    session.posts += 1;
    session.held.push(route);
  });
  if (application) {
    // A candidate came from an offer (/contact?offre=REF), then followed the footer's « Contact »:
    // the form drops the offer, and the browser's Back and Forward buttons go between the two.
    await page.goto(`${baseUrl(build)}/contact?offre=${appliedOffer.reference}`);
    await waitForApp(page);
    await page.getByTestId('application-note').waitFor({ timeout: 10_000 });
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(/\/contact$/);
    await page.getByTestId('application-note').waitFor({ state: 'detached', timeout: 10_000 });
    // The service the offer chose stays chosen: the visitor sees it and can change it.
    session.values = { ...emptyValues, service: 'recrutement' };
  } else {
    await page.goto(`${baseUrl(build)}/contact`);
    await waitForApp(page);
  }
  await page.waitForSelector(`${form} form[data-started]`, { state: 'attached' });
  await pauseClock(page);
  return session;
}

/** The note above the form says which offer the form carries (none: no note), and the service follows it. */
async function expectApplication(session: ContactSession) {
  const { page } = session;
  const shown = `!!document.querySelector('[data-testid="application-note"]') === ${session.offer !== null}`;
  await runClockUntil(page, shown, 5_000);
  if (session.offer) {
    const note = normaliseSpaces(await page.getByTestId('application-note').textContent());
    expect(note).toContain(`${session.offer.reference} – ${session.offer.title}`);
  }
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

/** Answers the POST the test holds. */
async function answer(session: ContactSession, how: (route: Route) => Promise<void>) {
  const route = session.held.shift();
  expect(route, 'a POST waits for its answer').toBeDefined();
  await how(route!);
}

/** Fills the sample message unless the fields already hold one. */
async function ensureFilled(session: ContactSession) {
  if (session.values.name) return;
  await fill(session.page, sample);
  session.values = { ...filledValues };
}

/** Submits with the send button (or Réessayer), then waits for the machine to leave its state. */
async function submit(session: ContactSession, how: 'button' | 'retry', { spam = false } = {}) {
  const { page, context } = session;
  if (session.offline) {
    await context.setOffline(false);
    session.offline = false;
  }
  await ensureFilled(session);
  // Only bots fill the honeypot: the visitor never sees it, so the test writes it as a bot would.
  if (spam) await page.locator('#contact-website').fill('https://promo.example', { force: true });
  const posts = session.posts;
  if (how === 'retry') await page.getByRole('alert').getByRole('button', { name: failureCopy.retry }).click();
  else await submitButton(page).click();
  await page.waitForSelector(`${form}[data-state="${spam ? 'success' : 'submitting'}"]`, { state: 'attached', timeout: 10_000 });
  if (session.build === 'dist-endpoint' && !spam) {
    // The message has reached the endpoint, which holds its answer.
    await until(() => session.posts === posts + 1);
    expect(session.posts).toBe(posts + 1);
    // The endpoint's JSON names the offer the note names, or none.
    expect(JSON.parse(session.held.at(-1)!.request().postData() ?? 'null').offer).toEqual(session.offer);
  }
  if (spam) expect(session.posts, 'a bot’s message is never sent').toBe(posts);
}

function contactEvents(): Driver<ContactSession>['events'] {
  return {
    'field.changed': async (session) => {
      const message = `${session.values.message || 'Bonjour.'} Merci.`;
      await session.page.fill('#contact-message', message);
      session.values = { ...session.values, message };
      // Kept for this tab: the draft follows every keystroke.
      await session.page.waitForFunction(({ key, message }) => sessionStorage.getItem(key)?.includes(message), { key: draftKey, message });
    },
    // The form's machine restores the draft when it starts: the visitor comes back to the page.
    'draft.restored': async (session) => {
      const { page } = session;
      const { website: _honeypot, ...draft } = { ...filledValues, website: '' };
      await page.evaluate(({ key, draft }) => sessionStorage.setItem(key, JSON.stringify(draft)), { key: draftKey, draft });
      await page.clock.resume();
      await page.reload();
      await waitForApp(page);
      await page.waitForSelector(`${form} form[data-started]`, { state: 'attached' });
      await pauseClock(page);
      session.values = { ...filledValues };
    },
    // The address names the offer, or stops naming it: Back and Forward between /contact?offre=REF
    // and /contact (the form stays on the page, in its state, and takes or drops the offer).
    'application.started': async (session) => {
      const { page } = session;
      if (session.atOffer) await page.goForward();
      else await page.goBack();
      session.atOffer = !session.atOffer;
      await page.waitForURL(session.atOffer ? /\/contact\?offre=/ : /\/contact$/);
      session.offer = session.atOffer ? appliedOffer : null;
      if (session.offer && session.values.service === 'default') session.values = { ...session.values, service: 'recrutement' };
      await expectApplication(session);
    },
    'form.submit': (session) => submit(session, 'button'),
    'form.submit [isSpam]': (session) => submit(session, 'button', { spam: true }),
    'form.retry': (session) => submit(session, 'retry'),
    'form.retry [isSpam]': (session) => submit(session, 'retry', { spam: true }),
    'sendMessage done': async (session) => {
      if (session.build === 'dist') {
        // The simulated send: sending until 1 ms before sendDuration.
        await session.page.clock.runFor(timing.sendDuration - 1);
        expect(await formState(session.page)).toBe('submitting');
        await session.page.clock.runFor(1);
      } else {
        await answer(session, (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: '{"ok":true}' }));
      }
    },
    'sendMessage error': async (session, event) => {
      session.reason = String(event.reason);
      // Chromium logs any 500 answer in the console itself.
      if (event.reason === 'server') session.expectedErrors = [/status of 500 \(Internal Server Error\)/];
      await answer(session, (route) =>
        event.reason === 'server'
          ? route.fulfill({ status: 500, contentType: 'application/json', headers: cors, body: '{"error":"boom"}' })
          : route.abort('failed'),
      );
    },
    // The endpoint never answers: the form gives up at sendTimeout, not 1 ms sooner.
    'after sendTimeout': async (session) => {
      const { page } = session;
      await runUntil(page, (await enteredAt(page, 'submitting')) + timing.sendTimeout - 1);
      expect(await formState(page)).toBe('submitting');
      await page.clock.runFor(1);
      session.reason = 'timeout';
      // The form gave up on that request: its answer no longer matters.
      session.held.shift();
    },
    'connection.lost': async (session) => {
      await session.context.setOffline(true);
      session.offline = true;
      session.reason = 'offline';
      session.held.shift();
    },
    // The success panel stays until 1 ms before successReset; then the form comes back, empty.
    'after successReset': async (session) => {
      const { page } = session;
      await runUntil(page, (await enteredAt(page, 'success')) + timing.successReset - 1);
      expect(await formState(page)).toBe('success');
      await page.clock.runFor(1);
      // The form empties, offer included; an address that names an offer gives it back.
      session.offer = session.atOffer ? appliedOffer : null;
      session.values = { ...emptyValues, service: session.offer ? 'recrutement' : 'default' };
      session.reason = null;
    },
  };
}

/** The fields show what they must, editable or (while sending) read-only: never silently dropping a keystroke. */
async function expectFields(session: ContactSession, { editable = true } = {}) {
  const { page } = session;
  expect(await fieldValues(page)).toEqual(session.values);
  const readOnly = await page.$$eval('#contact-name, #contact-email, #contact-phone, #contact-company, #contact-message', (fields) =>
    fields.map((field) => (field as HTMLInputElement).readOnly),
  );
  expect(readOnly).toEqual(Array(5).fill(!editable));
  expect(await page.isDisabled('#contact-service')).toBe(!editable);
}

function contactStates(): Driver<ContactSession>['states'] {
  return {
    idle: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="idle"]`, { state: 'attached', timeout: 10_000 });
      await page.locator('#contact-name').waitFor({ state: 'visible', timeout: 10_000 });
      expect(await page.getByRole('button', { name: 'Envoyer le message' }).isEnabled()).toBe(true);
      await expectApplication(session);
      expect(await page.getByRole('alert').count()).toBe(0);
      await expectFields(session);
    },
    submitting: async (session) => {
      const { page } = session;
      expect(await formState(page)).toBe('submitting');
      const button = page.getByRole('button', { name: sendingLabel });
      expect(await button.isVisible()).toBe(true);
      expect(await button.isDisabled()).toBe(true);
      expect(await page.getAttribute(`${form} form`, 'aria-busy')).toBe('true');
      await expectFields(session, { editable: false });
      // A key pressed now is refused where the visitor sees it, not taken and then lost.
      await page.focus('#contact-message');
      await page.keyboard.type('x');
      expect(await fieldValues(page)).toEqual(session.values);
      if (session.build === 'dist-endpoint') expect(session.held).toHaveLength(1);
    },
    success: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="success"]`, { state: 'attached', timeout: 10_000 });
      const panel = page.getByTestId('contact-success');
      await panel.waitFor({ state: 'visible', timeout: 10_000 });
      expect(plain(await panel.getByRole('heading').textContent())).toBe(successTitle);
      expect(plain(await panel.locator('p').textContent())).toBe(successText);
      await page.getByTestId('toast').waitFor({ state: 'visible', timeout: 10_000 });
      expect(await page.locator('#contact-name').count()).toBe(0);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), draftKey)).toBeNull();
    },
    failure: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="failure"]`, { state: 'attached', timeout: 10_000 });
      // The alert is a lazy chunk behind a Suspense boundary, which React reveals on a short timer
      // of its own: move the page's clock until it is there.
      await runClockUntil(page, `!!document.querySelector('[data-testid="contact-failure"]')`);
      const alert = page.getByTestId('contact-failure');
      await alert.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await alert.getAttribute('data-reason')).toBe(session.reason);
      const text = normaliseSpaces(await alert.textContent());
      expect(text).toContain(normaliseSpaces(failureCopy.titles[session.reason as keyof typeof failureCopy.titles]));
      expect(text).toContain('Votre message est conservé ci-dessous.');
      expect(await page.getByRole('button', { name: 'Envoyer le message' }).isEnabled()).toBe(true);
      await expectApplication(session);
      await expectFields(session);
    },
  };
}

const notInDefaultBuild = {
  failure:
    'the default build’s send is the specification’s simulation: it cannot fail, so no transition leads to failure and none leaves it',
};

export function contactFormDrivers(baseUrl: (build: Build) => string, harness: Parameters<typeof openPage>[0]): Driver<ContactSession>[] {
  return [
    {
      machine: contactFormMachine,
      label: 'endpoint build (dist-endpoint)',
      // The two ways a send fails without an answer from the form's server.
      options: { cases: [{ type: 'sendMessage error', reason: 'server' }, { type: 'sendMessage error', reason: 'network' }] },
      open: (width) => openContact(baseUrl, harness, 'dist-endpoint', width, { application: true }),
      events: contactEvents(),
      states: contactStates(),
    },
    {
      machine: contactFormMachine,
      label: 'default build (dist)',
      options: {
        unreachable: {
          'submitting: sendMessage error': 'the simulated send cannot fail: it only waits sendDuration (1500 ms)',
          'submitting: after sendTimeout': 'the simulated send always ends after sendDuration (1500 ms), before sendTimeout (15 000 ms)',
          'submitting: connection.lost': 'the default build does not watch the connection: nothing leaves the page, so going offline cannot fail the send',
          ...Object.fromEntries(
            ['form.retry [isSpam]', 'form.retry', 'form.submit [isSpam]', 'form.submit', 'field.changed', 'application.started'].map((trigger) => [`failure: ${trigger}`, notInDefaultBuild.failure]),
          ),
        },
      },
      open: (width) => openContact(baseUrl, harness, 'dist', width, { application: true }),
      events: contactEvents(),
      states: contactStates(),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The simulated send (default build): started by a submit, over after sendDuration.

export function simulatedSendDriver(baseUrl: (build: Build) => string, harness: Parameters<typeof openPage>[0]): Driver<ContactSession> {
  const states = contactStates();
  return {
    machine: simulatedSendMachine,
    open: async (width) => {
      const session = await openContact(baseUrl, harness, 'dist', width);
      await submit(session, 'button');
      return session;
    },
    events: {
      'after sendDuration': async ({ page }) => {
        await page.clock.runFor(timing.sendDuration - 1);
        expect(await formState(page)).toBe('submitting');
        await page.clock.runFor(1);
      },
    },
    states: { sending: states.submitting!, sent: states.success! },
  };
}

// ---------------------------------------------------------------------------------------------
// The toast (default build): shown by a sent message, gone after toastDuration or when closed.

async function sendForToast(session: ContactSession) {
  const { page } = session;
  if ((await formState(page)) === 'success') {
    await page.clock.runFor(timing.successReset);
    await page.waitForSelector(`${form}[data-state="idle"]`, { state: 'attached', timeout: 10_000 });
  }
  // The form empties itself successReset after a send, maybe while the toast was still showing.
  if (!(await fieldValues(page)).name) session.values = { ...emptyValues };
  await submit(session, 'button');
  await page.clock.runFor(timing.sendDuration);
  await page.waitForSelector(`${form}[data-state="success"]`, { state: 'attached', timeout: 10_000 });
}

export function toastDriver(baseUrl: (build: Build) => string, harness: Parameters<typeof openPage>[0]): Driver<ContactSession> {
  return {
    machine: toastMachine,
    open: (width) => openContact(baseUrl, harness, 'dist', width),
    events: {
      'toast.show': async (session, _event, from) => {
        const { page } = session;
        const first = session.toastShownAt;
        await sendForToast(session);
        session.toastShownAt = await now(page);
        if (from === 'visible') {
          // A second message while the first toast shows: it replaces it and starts its own
          // timer, so the toast is still there when the first one would have left.
          await runUntil(page, first + timing.toastDuration);
          expect(await page.getByTestId('toast').isVisible()).toBe(true);
        }
      },
      'toast.dismiss': async ({ page }) => {
        await page.getByRole('button', { name: 'Fermer la notification' }).click();
      },
      // On screen until 1 ms before toastDuration after it came; then gone.
      'after toastDuration': async (session) => {
        const { page } = session;
        await runUntil(page, session.toastShownAt + timing.toastDuration - 1);
        expect(await page.getByTestId('toast').isVisible()).toBe(true);
        await page.clock.runFor(1);
      },
    },
    states: {
      hidden: async ({ page }) => {
        await page.waitForSelector('[aria-label="Notifications"][data-state="hidden"]', { state: 'attached', timeout: 10_000 });
        expect(await page.getByTestId('toast').count()).toBe(0);
      },
      visible: async ({ page }) => {
        expect(await page.getAttribute('[aria-label="Notifications"]', 'data-state')).toBe('visible');
        const toast = page.getByTestId('toast');
        await toast.waitFor({ state: 'visible', timeout: 10_000 });
        expect(plain(await toast.locator('p').nth(0).textContent())).toBe(toastTitle);
        expect(plain(await toast.locator('p').nth(1).textContent())).toBe(toastText);
      },
    },
  };
}
