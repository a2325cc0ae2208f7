/**
 * Drivers of the contact page's machines for the model-based browser tests: the contact form in
 * both builds (the specification's simulated send, and the production build whose POSTs to the
 * site's Worker the test intercepts), the simulated send itself, and the toast. Every page runs on Playwright's clock, paused once the
 * page is ready: delays pass only when the test moves the clock, and each is checked to the
 * millisecond. The endpoint's answers are held until the test gives one.
 */
import { expect } from 'vitest';
import { chunkOf } from '../chunks';
import type { BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import { timing } from '../../../machines/constants';
import { contactFormMachine } from '../../../machines/contactForm.machine';
import { simulatedSendMachine } from '../../../machines/simulatedSend.machine';
import { toastMachine } from '../../../machines/toast.machine';
import { productionContactForm, simulatedContactForm } from '../../model/contactFormModel';
import { application as applicationCopy, candidate as candidateCopy, failure as failureCopy, refusals } from 'virtual:content/contact';
import { slowSending } from 'virtual:content/outbox';
import { sendingLabel, successText, successTitle, toastText, toastTitle } from '../../contactSpec';
import { plain } from '../../specText';
import { draftKey, emptyValues, fieldValues, fill, form, formState, normaliseSpaces, recordStates, sample, stateLog, submitButton, until } from '../contactPage';
import { openPage, pauseClock, runClockUntil, waitForApp } from '../harness';
import type { Driver, Session } from './runner';

/** The production build (it POSTs to /api/messages, which the test intercepts), and the specification's. */
export type Build = 'dist' | 'dist-simulated';
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
  /** The CV the form holds (its file name), and the refusal the CV field shows. */
  cv: string | null;
  cvNotice: string | null;
  /** The server refused the CV it was sent (413): its message stands beside the field. */
  cvServerRefused: boolean;
  /** The server's delay (429), in seconds. */
  retryAfter: number;
  /** The test's DevTools session on the page, and the address of each script (failAsTheDeviceGoesOffline). */
  devtools?: { cdp: CDPSession; scripts: Map<string, string> };
}

/** A CV as the candidate's computer hands it over, and a file the browser refuses. */
const cvFile = { name: 'CV Awa Diop.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') };
const notACv = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) };
/** A refused field in a 400, and the server's delay in a 429. */
const refusedEmail = 'Cette adresse e-mail est refusée par le serveur.';
const serverDelay = 60;

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
  const { page, context, errors } = await openPage(harness, width, { loader: 'past' });
  await context.addInitScript(recordStates);
  // Before the app's own listeners: the `online` event the test holds back once (`submit`: a correction sent while offline).
  await context.addInitScript(() =>
    window.addEventListener('online', (event) => {
      if (!(window as { holdOnline?: boolean }).holdOnline) return;
      (window as { holdOnline?: boolean }).holdOnline = false;
      event.stopImmediatePropagation();
    }),
  );
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
    cv: null,
    cvNotice: null,
    cvServerRefused: false,
    retryAfter: 0,
    close: () => context.close(),
    screenshot: (path: string) => page.screenshot({ path, fullPage: false }),
  };
  await page.route('**/api/messages', async (route) => {
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
  } else {
    // A plain message takes no CV: leaving the offer drops it, and its refusals.
    session.cv = null;
    session.cvNotice = null;
    session.cvServerRefused = false;
    expect(await page.locator('#contact-cv').count()).toBe(0);
  }
}

/** The CV field shows the file the form holds, or the refusal it must; none for a plain message. */
async function expectCv(session: ContactSession) {
  const { page } = session;
  if (!session.offer) return;
  await runClockUntil(page, `!!document.querySelector('[data-testid="cv-field"]')`, 5_000);
  const chosen = page.locator('#contact-cv-chosen');
  if (session.cv) expect(normaliseSpaces(await chosen.textContent())).toContain(session.cv);
  else expect(await chosen.count()).toBe(0);
  const notice = await page.getAttribute('[data-testid="cv-field"]', 'data-notice');
  expect(notice === 'server' ? null : notice).toBe(session.cvNotice);
}

/** What a POST the test holds carries: its offer reference, its CV's name, its idempotency key. */
function sentMessage(route: Route) {
  const request = route.request();
  const type = request.headers()['content-type'] ?? '';
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const key = request.headers()['idempotency-key'];
  if (type.startsWith('application/json')) return { offer: (JSON.parse(body) as { offer: { reference: string } | null }).offer?.reference ?? null, cv: null, key };
  const part = (name: string) => new RegExp(`name="${name}"(?:; filename="([^"]*)")?\\r\\n(?:Content-Type: [^\\r]*\\r\\n)?\\r\\n([^\\r]*)`).exec(body);
  return { offer: part('offer')?.[2] || null, cv: part('cv')?.[1] ?? null, key };
}

/** Answers the POST the test holds. */
async function answer(session: ContactSession, how: (route: Route) => Promise<void>) {
  const route = session.held.shift();
  expect(route, 'a POST waits for its answer').toBeDefined();
  await how(route!);
}

/** Fills the sample message unless the fields already hold one (a candidate's form has no company nor service). */
async function ensureFilled(session: ContactSession) {
  if (session.values.name) return;
  if (session.offer) {
    await fill(session.page, { ...sample, company: undefined, service: undefined });
    session.values = { ...filledValues, company: '' };
  } else {
    await fill(session.page, sample);
    session.values = { ...filledValues };
  }
}

/**
 * What the fields on screen show: a candidate's form (the address names the offer) hides the
 * company and the service, which the form keeps for a plain message.
 */
const shownValues = (session: ContactSession) => (session.offer ? { ...session.values, company: null, service: null } : session.values);

/** The send button's words: the specification's, or a candidate's. */
const submitLabel = (session: ContactSession) => (session.offer ? candidateCopy.submit : 'Envoyer le message');

/** A refused CV holds the send (the machine's `cvRefused` guard): the browser's refusal, or the server's. */
const cvHeld = (session: ContactSession) => session.cvNotice !== null || session.cvServerRefused;

/**
 * Submits with the send button (or Réessayer), then waits for the machine to leave its state.
 * `held`: a refused CV stands, and the send is held (the candidate chooses a refused file first if
 * none is); otherwise a refusal that stands is first removed (« Retirer »), so that the message is sent.
 */
async function submit(session: ContactSession, how: 'button' | 'retry', { spam = false, held = false } = {}) {
  const { page, context } = session;
  // Sent again while it waits offline (a correction): the network is back, but the page has not
  // heard it yet (its `online` event is held back, once), so the button sends it, not the return.
  if (session.offline) {
    await page.evaluate(() => ((window as { holdOnline?: boolean }).holdOnline = true));
    await context.setOffline(false);
    session.offline = false;
  }
  await ensureFilled(session);
  if (held && !cvHeld(session)) await refuseFile(session);
  if (!held && !spam && cvHeld(session)) await removeCv(session);
  // Only bots fill the honeypot: the visitor never sees it, so the test writes it as a bot would.
  if (spam) await page.locator('#contact-website').fill('https://promo.example', { force: true });
  const posts = session.posts;
  if (how === 'retry') await page.getByTestId('contact-failure').getByRole('button', { name: failureCopy.retry }).click();
  else await submitButton(page).click();
  if (held) {
    // Nothing leaves: the form holds the application, says why, and the CV field has the focus.
    await page.waitForSelector(`${form}[data-state="cvRefused"]`, { state: 'attached', timeout: 10_000 });
    expect(session.posts, 'a refused CV holds the send').toBe(posts);
    return;
  }
  await page.waitForSelector(`${form}[data-state="${spam ? 'success' : 'submitting'}"]`, { state: 'attached', timeout: 10_000 });
  session.cvServerRefused = false;
  if (session.build === 'dist' && !spam) {
    // The message has reached the Worker's address, which holds its answer.
    await until(() => session.posts === posts + 1);
    expect(session.posts).toBe(posts + 1);
    // It names the offer the note names, or none; carries the CV the field shows; and its key.
    const sent = sentMessage(session.held.at(-1)!);
    expect(sent.offer).toEqual(session.offer?.reference ?? null);
    expect(sent.cv).toEqual(session.cv);
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
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
      // A reload keeps the text, never the file; this draft named none.
      session.cv = null;
      session.cvNotice = null;
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
    // A candidate's CV: the field is there when the address names the offer (Back to it first if not).
    'cv.chosen': async (session) => {
      await chooseFile(session, cvFile);
      session.cv = cvFile.name;
      session.cvNotice = null;
      session.cvServerRefused = false;
    },
    'cv.refused': (session) => refuseFile(session),
    'cv.removed': async (session) => {
      if (!session.cv && !cvHeld(session)) {
        await chooseFile(session, cvFile);
        session.cv = cvFile.name;
      }
      await removeCv(session);
    },
    // In cvRefused the refusal stands: a click is held again.
    'form.submit': (session, _event, from) => submit(session, 'button', { held: from === 'cvRefused' }),
    'form.submit [isSpam]': (session) => submit(session, 'button', { spam: true }),
    'form.submit [cvRefused]': (session) => submit(session, 'button', { held: true }),
    'form.retry': (session) => submit(session, 'retry'),
    'form.retry [isSpam]': (session) => submit(session, 'retry', { spam: true }),
    'form.retry [cvRefused]': (session) => submit(session, 'retry', { held: true }),
    // Back online: the message leaves by itself, with no click (or is held by a refused CV, or a bot's goes nowhere).
    'connection.back': (session) => comeBackOnline(session),
    'connection.back [isSpam]': (session) => comeBackOnline(session, { spam: true }),
    'connection.back [cvRefused]': (session) => comeBackOnline(session, { held: true }),
    'sendMessage done': async (session) => {
      if (session.build === 'dist-simulated') {
        // The simulated send: sending until 1 ms before sendDuration.
        await session.page.clock.runFor(timing.sendDuration - 1);
        expect(await formState(session.page)).toBe('submitting');
        await session.page.clock.runFor(1);
      } else {
        await answer(session, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"00000000-0000-0000-0000-000000000001"}' }));
      }
    },
    'sendMessage error': async (session, event) => {
      session.reason = String(event.reason);
      // Chromium logs any 4xx or 5xx answer in the console itself.
      const status = { server: 500, invalid: 400, tooLarge: 413 }[String(event.reason)];
      // A path may meet several: each answer's line is expected.
      if (status) session.expectedErrors = [...(session.expectedErrors ?? []), new RegExp(`status of ${status}`)];
      await answer(session, (route) => {
        if (event.reason === 'network') return route.abort('failed');
        const body =
          event.reason === 'invalid'
            ? { error: 'invalid', message: refusals.invalid, fields: { email: refusedEmail } }
            : event.reason === 'tooLarge'
              ? { error: 'tooLarge', message: refusals.tooLarge, maxBytes: 5 * 1024 * 1024, fields: { cv: refusals.tooLarge } }
              : { error: 'server', message: 'boom' };
        return route.fulfill({ status: status!, contentType: 'application/json', body: JSON.stringify(body) });
      });
      // The server refused the CV it was sent: the form drops it, and its message holds the next send.
      if (event.reason === 'tooLarge') {
        session.cv = null;
        session.cvServerRefused = true;
      }
    },
    // Too many messages: the server says how long to wait.
    'sendMessage error [mustWait]': async (session) => {
      session.reason = 'rateLimited';
      session.retryAfter = serverDelay;
      session.expectedErrors = [...(session.expectedErrors ?? []), /status of 429/];
      await answer(session, (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': String(serverDelay) }, body: JSON.stringify({ error: 'tooMany', message: refusals.tooMany, retryAfter: serverDelay }) }),
      );
    },
    // The form may send again retryDelay after the 429, not 1 ms sooner.
    'after retryDelay': async (session) => {
      const { page } = session;
      await runUntil(page, (await enteredAt(page, 'waiting')) + session.retryAfter * 1000 - 1);
      expect(await formState(page)).toBe('waiting');
      await page.clock.runFor(1);
    },
    // The endpoint has not answered at sendTimeout: the form says the send is slow and goes on waiting, not 1 ms sooner.
    'after sendTimeout': async (session) => {
      const { page } = session;
      const slow = page.getByRole('status').filter({ hasText: slowSending.split('\u00a0')[0]! });
      await runUntil(page, (await enteredAt(page, 'submitting')) + timing.sendTimeout - 1);
      expect(await slow.count()).toBe(0);
      await page.clock.runFor(1);
      // The line comes from the alert's chunk: React shows what a Suspense waited for on its own
      // timers, which the page's clock holds; a few of its ticks let it (still long before sendGiveUp).
      await expect.poll(async () => (await slow.count()) || (await page.clock.runFor(50), 0), { timeout: 10_000 }).toBe(1);
      expect(await formState(page)).toBe('submitting');
    },
    // Still no answer at sendGiveUp: the form gives up, not 1 ms sooner (its key retries it).
    'after sendGiveUp': async (session) => {
      const { page } = session;
      await runUntil(page, (await enteredAt(page, 'submitting')) + timing.sendGiveUp - 1);
      expect(await formState(page)).toBe('submitting');
      await page.clock.runFor(1);
      session.reason = 'timeout';
      // The form gave up on that request: its answer no longer matters.
      session.held.shift();
    },
    // The device goes offline as the send fails: the page learns it from the failed send itself.
    'sendMessage error [wentOffline]': async (session) => {
      await failAsTheDeviceGoesOffline(session);
      session.offline = true;
      session.reason = 'offline';
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
      session.cv = null;
      session.cvNotice = null;
      session.cvServerRefused = false;
    },
  };
}

/**
 * The send fails as the device goes offline, and the page learns it from the failure, before the
 * window's `offline` event reaches the connection watcher: the actor that sends
 * (src/actors/endpoint.ts) asks `navigator.onLine` when its POST fails, and finds the device
 * offline (the machine's `wentOffline`). The POST the test holds fails as a lost connection does;
 * Chromium's debugger stops the page at the moment it asks (a breakpoint on the getter of
 * `navigator.onLine`), the context goes offline then, and the page goes on. Chromium only queues
 * the `offline` event when the connection drops: it comes after, to a form already waiting.
 */
async function failAsTheDeviceGoesOffline(session: ContactSession) {
  const { page, context } = session;
  const route = session.held.shift();
  expect(route, 'a POST waits for its answer').toBeDefined();
  const { cdp, scripts } = (session.devtools ??= await attachDevtools(session));
  await cdp.send('Debugger.enable');
  try {
    const getter = await cdp.send('Runtime.evaluate', { expression: "Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine').get" });
    const { breakpointId } = await cdp.send('Debugger.setBreakpointOnFunctionCall', { objectId: getter.result.objectId! });
    const asked = new Promise<{ callFrames: { location: { scriptId: string } }[] }>((resolve) => cdp.once('Debugger.paused', resolve));
    // Had the page not asked, the form would leave `submitting` for `failure` (a network error).
    const left = page.waitForSelector(`${form}:not([data-state="submitting"])`, { state: 'attached', timeout: 10_000 }).then(
      () => null,
      () => null,
    );
    await route!.abort('internetdisconnected');
    const pause = await Promise.race([asked, left]);
    expect(pause, 'the page asks whether the device is online as its send fails').not.toBeNull();
    await cdp.send('Debugger.removeBreakpoint', { breakpointId });
    // The one asking is the send's own code, its POST just failed (not the connection watcher).
    expect(scripts.get(pause!.callFrames[0]!.location.scriptId)).toMatch(new RegExp(`/${chunkOf('dist', 'src/actors/endpoint.ts')}$`));
    await context.setOffline(true);
    await cdp.send('Debugger.resume');
  } finally {
    // Disabled, the debugger lets the page go on whatever happened above, breakpoints removed.
    await cdp.send('Debugger.disable');
  }
}

/**
 * A DevTools session of the test's own on the page, kept until the page closes: Chromium ends the
 * context's offline emulation when any session on the page detaches, so detaching one while the
 * device is offline would bring it back online. It knows the address of each script.
 */
async function attachDevtools({ context, page }: ContactSession): Promise<NonNullable<ContactSession['devtools']>> {
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', ({ scriptId, url }) => scripts.set(scriptId, url));
  return { cdp, scripts };
}

/** Chooses a file the CV field refuses (a photo): its refusal then holds the send. */
async function refuseFile(session: ContactSession) {
  await chooseFile(session, notACv);
  session.cv = null;
  session.cvNotice = 'cvType';
  session.cvServerRefused = false;
}

/** « Retirer »: the CV, or the refused file, is removed; the candidate sends without one, knowingly. */
async function removeCv(session: ContactSession) {
  const { page } = session;
  await page.getByRole('button', { name: applicationCopy.cvRemove }).click();
  await page.locator('#contact-cv-chosen').waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForSelector('[data-testid="cv-field"]:not([data-notice])', { state: 'attached', timeout: 10_000 });
  session.cv = null;
  session.cvNotice = null;
  session.cvServerRefused = false;
}

/** The connection comes back (Playwright fires `online`): no click. */
async function comeBackOnline(session: ContactSession, { spam = false, held = false } = {}) {
  const { page, context } = session;
  if (held && !cvHeld(session)) await refuseFile(session);
  if (spam) await page.locator('#contact-website').fill('https://promo.example', { force: true });
  const posts = session.posts;
  await context.setOffline(false);
  session.offline = false;
  const next = spam ? 'success' : held ? 'cvRefused' : 'submitting';
  await page.waitForSelector(`${form}[data-state="${next}"]`, { state: 'attached', timeout: 10_000 });
  if (next !== 'submitting' || session.build !== 'dist') {
    expect(session.posts).toBe(posts);
    return;
  }
  // The message has left by itself, with the CV the field shows.
  await until(() => session.posts === posts + 1);
  expect(session.posts).toBe(posts + 1);
  expect(sentMessage(session.held.at(-1)!).cv).toEqual(session.cv);
}

/** Chooses a file in the CV field, as the candidate's computer hands it over; the address names the offer first (Back, as in application.started). */
async function chooseFile(session: ContactSession, file: typeof cvFile) {
  const { page } = session;
  if (!session.atOffer) {
    await page.goBack();
    await page.waitForURL(/\/contact\?offre=/);
    session.atOffer = true;
    session.offer = appliedOffer;
    if (session.values.service === 'default') session.values = { ...session.values, service: 'recrutement' };
    await expectApplication(session);
  }
  await runClockUntil(page, `!!document.getElementById('contact-cv')`, 5_000);
  await page.setInputFiles('#contact-cv', file);
  if (file === cvFile) await page.locator('#contact-cv-chosen').waitFor({ timeout: 10_000 });
  else await page.locator('[data-testid="cv-field"][data-notice="cvType"]').waitFor({ state: 'attached', timeout: 10_000 });
}

/** The fields show what they must, editable or (while sending) read-only: never silently dropping a keystroke. */
async function expectFields(session: ContactSession, { editable = true } = {}) {
  const { page } = session;
  expect(await fieldValues(page)).toEqual(shownValues(session));
  const readOnly = await page.$$eval('#contact-name, #contact-email, #contact-phone, #contact-company, #contact-message', (fields) =>
    fields.map((field) => (field as HTMLInputElement).readOnly),
  );
  expect(readOnly).toEqual(Array(session.offer ? 4 : 5).fill(!editable));
  if (!session.offer) expect(await page.isDisabled('#contact-service')).toBe(!editable);
}

function contactStates(): Driver<ContactSession>['states'] {
  return {
    idle: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="idle"]`, { state: 'attached', timeout: 10_000 });
      await page.locator('#contact-name').waitFor({ state: 'visible', timeout: 10_000 });
      expect(await page.getByRole('button', { name: submitLabel(session) }).isEnabled()).toBe(true);
      await expectApplication(session);
      // No alert, but for the CV field's own refusal.
      expect(await page.locator(`${form} [role="alert"]:not(#contact-cv-error)`).count()).toBe(0);
      await expectFields(session);
      await expectCv(session);
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
      expect(await fieldValues(page)).toEqual(shownValues(session));
      if (session.build === 'dist') expect(session.held).toHaveLength(1);
    },
    success: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="success"]`, { state: 'attached', timeout: 10_000 });
      const panel = page.getByTestId('contact-success');
      await panel.waitFor({ state: 'visible', timeout: 10_000 });
      if (session.offer) {
        // A candidate's panel names the offer (docs/guide-equipe.md: a candidate's words).
        expect(plain(await panel.getByRole('heading').textContent())).toBe(plain(candidateCopy.sentTitle));
        expect(normaliseSpaces(await panel.textContent())).toContain(`${session.offer.reference} – ${session.offer.title}`);
      } else {
        expect(plain(await panel.getByRole('heading').textContent())).toBe(successTitle);
        expect(plain(await panel.locator('p').textContent())).toBe(successText);
      }
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
      expect(await alert.getAttribute('data-waiting')).toBeNull();
      const text = normaliseSpaces(await alert.textContent());
      expect(text).toContain(normaliseSpaces(failureCopy.titles[session.reason as keyof typeof failureCopy.titles]));
      // What to do: correct the refused fields, choose a lighter CV, or simply send again.
      const advice = { invalid: refusals.invalid, tooLarge: refusals.tooLarge }[session.reason as string] ?? 'Votre message est conservé ci-dessous.';
      expect(text).toContain(normaliseSpaces(advice));
      if (session.reason === 'invalid') {
        expect(await page.getAttribute('#contact-email', 'aria-invalid')).toBe('true');
        expect(normaliseSpaces(await page.locator('#contact-email-error').textContent())).toBe(refusedEmail);
      }
      expect(await page.getByRole('button', { name: submitLabel(session) }).isEnabled()).toBe(true);
      expect(await alert.getByRole('button', { name: failureCopy.retry }).getAttribute('aria-disabled')).toBeNull();
      await expectApplication(session);
      await expectFields(session);
      await expectCv(session);
    },
    // Written offline: the alert says the message leaves by itself when the connection is back, and has the focus.
    offline: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="offline"]`, { state: 'attached', timeout: 10_000 });
      await runClockUntil(page, `!!document.querySelector('[data-testid="contact-failure"][data-waiting]')`);
      const alert = page.getByTestId('contact-failure');
      expect(await alert.getAttribute('data-reason')).toBe('offline');
      expect(normaliseSpaces(await alert.textContent())).toContain(normaliseSpaces(failureCopy.offlineWaiting));
      expect(await alert.getByRole('button', { name: failureCopy.retry }).getAttribute('aria-disabled')).toBe('true');
      await expectApplication(session);
      await expectFields(session);
      await expectCv(session);
    },
    // A refused CV held the send: nothing left, the form says why, the CV field has the focus.
    cvRefused: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="cvRefused"]`, { state: 'attached', timeout: 10_000 });
      await runClockUntil(page, `!!document.querySelector('[data-testid="cv-held"]')`);
      expect(normaliseSpaces(await page.getByTestId('cv-held').textContent())).toBe(normaliseSpaces(candidateCopy.cvRefused));
      expect(await page.locator(`${form} [data-testid="contact-failure"]`).count()).toBe(0);
      await expectApplication(session);
      await expectFields(session);
      await expectCv(session);
    },
    // After a 429: the alert says when to try again, the retry waits, the fields stay editable.
    waiting: async (session) => {
      const { page } = session;
      await page.waitForSelector(`${form}[data-state="waiting"]`, { state: 'attached', timeout: 10_000 });
      await runClockUntil(page, `!!document.querySelector('[data-testid="contact-failure"][data-waiting]')`);
      const alert = page.getByTestId('contact-failure');
      expect(await alert.getAttribute('data-reason')).toBe('rateLimited');
      expect(normaliseSpaces(await alert.textContent())).toContain('Réessayez dans 1 minute');
      expect(await alert.getByRole('button', { name: failureCopy.retry }).getAttribute('aria-disabled')).toBe('true');
      await expectApplication(session);
      await expectFields(session);
      await expectCv(session);
    },
  };
}

export function contactFormDrivers(baseUrl: (build: Build) => string, harness: Parameters<typeof openPage>[0]): Driver<ContactSession>[] {
  return [
    {
      machine: contactFormMachine,
      label: 'production build (dist, POSTs to the Worker intercepted)',
      options: productionContactForm,
      open: (width) => openContact(baseUrl, harness, 'dist', width, { application: true }),
      events: contactEvents(),
      states: contactStates(),
    },
    {
      machine: contactFormMachine,
      label: 'simulated build (dist-simulated)',
      options: simulatedContactForm,
      open: (width) => openContact(baseUrl, harness, 'dist-simulated', width, { application: true }),
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
      const session = await openContact(baseUrl, harness, 'dist-simulated', width);
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
    open: (width) => openContact(baseUrl, harness, 'dist-simulated', width),
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
