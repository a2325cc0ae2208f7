/**
 * The contact form in a real Chromium, against the prerendered builds served with their _headers
 * (strict CSP included): dist-simulated/ (the specification's simulated send, nothing leaves the
 * browser; « dist » below) and dist-endpoint/ (built with VITE_CONTACT_ENDPOINT=https://…, the
 * endpoint intercepted with page.route). The production build's own Worker: worker.test.ts.
 * Where timing matters the page runs on Playwright's clock (page.clock): the test pauses it and
 * moves it, so each delay is checked to the millisecond against the data-state timeline the page
 * records, however busy the machine is. Nothing is proven by sleeping.
 *
 * Width: the form's states, timers, sends, failures and drafts do not depend on it, so every test
 * runs once, at 375 px, a phone's width, as most visitors have (docs/testing.md, « Which width a
 * browser test runs at »). The form's layout and focus rings are checked at both widths in
 * a11y.test.ts.
 */
import { chunkOf } from './chunks';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { timing } from '../../machines/constants';
import { form as formCopy } from 'virtual:content/contact';
import { endpoint, sendingLabel, successText, successTitle, toastText, toastTitle } from '../contactSpec';
import { plain } from '../specText';
import {
  at,
  draftKey,
  emptyValues,
  fieldValues,
  fill,
  formState,
  normaliseSpaces,
  recordRequests,
  recordStates,
  routeEndpoint,
  sample,
  stateLog,
  submitButton,
  until,
  waitFormState,
} from './contactPage';
import { goto, openPage, pauseClock, useHarness, useStaticHost } from './harness';

const harness = useHarness('dist-simulated');
// Same browser, a second static host for the endpoint build.
const endpointUrl = useStaticHost('dist-endpoint');

// ---------------------------------------------------------------------------------------------
// Helpers

async function open(width: number, root: 'dist' | 'dist-endpoint' = 'dist', { clock = false } = {}) {
  const opened = await openPage(harness, width, { loader: 'past' });
  await opened.context.addInitScript(recordStates);
  // Playwright's clock: timers, Date and performance.now() run on it. It flows like real time
  // until the test pauses it; then only runFor() moves it.
  if (clock) await opened.page.clock.install();
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  const baseUrl = root === 'dist' ? harness.baseUrl : endpointUrl();
  await goto(opened.page, baseUrl, '/contact');
  return { ...opened, baseUrl, dialogs };
}

/**
 * Types the sample, waits for its draft, reloads: every field comes back (never the honeypot).
 * Back means: the app runs the form (started) and shows the draft it read, whose code loads off
 * the page's first load; the message, typed last, is the sign.
 */
async function typeAndReload(page: Page, baseUrl: string) {
  await fill(page, sample);
  await page.waitForFunction((key) => sessionStorage.getItem(key)?.includes('Thiès'), draftKey);
  await page.reload();
  await page.waitForSelector('#formulaire-contact[data-started]', { state: 'attached', timeout: 10_000 });
  await page.waitForFunction((message) => (document.getElementById('contact-message') as HTMLTextAreaElement | null)?.value === message, sample.message, { timeout: 10_000 });
  expect(page.url()).toBe(`${baseUrl}/contact`);
  expect(await fieldValues(page)).toEqual({ ...sample });
  expect(await page.$eval('#contact-website', (el) => (el as HTMLInputElement).value)).toBe('');
}

// ---------------------------------------------------------------------------------------------
// The timing-sensitive flows run first, on their own; the other groups run their tests side by
// side (one context each) to keep the file fast.

describe('default build: the specification’s simulated send', () => {
  it('at 375 px, on a clock the test moves: native validation; 1500 ms of sending, the success panel and toast, the form back 3000 ms later, the toast gone 5000 ms after it came, to the millisecond; nothing leaves the page', async () => {
    const { page, context, baseUrl, errors, dialogs } = await open(375, 'dist', { clock: true });
    try {
      // From now on, time moves only when the test moves it.
      await pauseClock(page);

      // Empty submit: the browser's required check blocks it, in French, and nothing is pending.
      await submitButton(page).click();
      expect(await formState(page)).toBe('idle');
      expect(await page.$eval('#contact-name', (el) => el.matches(':invalid'))).toBe(true);
      expect(await page.$eval('#contact-name', (el) => (el as HTMLInputElement).validationMessage)).toBe('Veuillez indiquer votre nom complet.');
      await page.clock.runFor(timing.toastDuration + timing.sendTimeout);
      expect(await formState(page)).toBe('idle');

      const requests = recordRequests(context);
      await fill(page, sample);
      await submitButton(page).click();
      await waitFormState(page, 'submitting', 10_000);
      const button = page.getByRole('button', { name: sendingLabel });
      expect(await button.isVisible()).toBe(true);
      expect(await button.isDisabled()).toBe(true);

      // Sending until 1 ms before sendDuration…
      await page.clock.runFor(timing.sendDuration - 1);
      expect(await formState(page)).toBe('submitting');
      expect(await button.isDisabled()).toBe(true);

      // …then the success panel with the exact texts, and the toast.
      await page.clock.runFor(1);
      await waitFormState(page, 'success', 10_000);
      const panel = page.getByTestId('contact-success');
      await panel.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await panel.getAttribute('role')).toBe('status');
      expect(plain(await panel.getByRole('heading').textContent())).toBe(successTitle);
      expect(plain(await panel.locator('p').textContent())).toBe(successText);
      const toast = page.getByTestId('toast');
      await toast.waitFor({ state: 'visible', timeout: 10_000 });
      expect(plain(await toast.locator('p').nth(0).textContent())).toBe(toastTitle);
      expect(plain(await toast.locator('p').nth(1).textContent())).toBe(toastText);

      // The panel stays until 1 ms before successReset; then the form comes back, cleared.
      await page.clock.runFor(timing.successReset - 1);
      expect(await formState(page)).toBe('success');
      await page.clock.runFor(1);
      await waitFormState(page, 'idle', 10_000);
      await page.locator('#contact-name').waitFor({ state: 'visible', timeout: 10_000 });
      expect(await fieldValues(page)).toEqual(emptyValues);
      expect(await page.getByRole('button', { name: 'Envoyer le message' }).isEnabled()).toBe(true);

      // The toast: still there 1 ms before toastDuration after it came, then gone.
      await page.clock.runFor(timing.toastDuration - timing.successReset - 1);
      expect(await toast.isVisible()).toBe(true);
      await page.clock.runFor(1);
      await toast.waitFor({ state: 'detached', timeout: 10_000 });

      // The page's own record, on the same clock: every step to the millisecond.
      const log = await stateLog(page);
      const t0 = at(log, 'contact-form', 'submitting');
      const tSuccess = at(log, 'contact-form', 'success', t0);
      const tToast = at(log, 'Notifications', 'visible', t0);
      expect(tSuccess - t0).toBe(timing.sendDuration);
      expect(tToast).toBe(tSuccess);
      expect(at(log, 'contact-form', 'idle', tSuccess) - tSuccess).toBe(timing.successReset);
      expect(at(log, 'Notifications', 'hidden', tToast) - tToast).toBe(timing.toastDuration);

      // Nothing was sent: no fetch/XHR/beacon/socket, no POST, nothing but same-origin assets
      // (the page's own photos and map frame may be requested from their hosts, as images / frames).
      const media = /^https:\/\/(images\.unsplash\.com|www\.openstreetmap\.org)\//;
      const sent = requests.filter(
        (r) =>
          !(r.url.startsWith(`${baseUrl}/`) && r.method === 'GET' && !['fetch', 'xhr', 'websocket', 'eventsource', 'ping'].includes(r.type)) &&
          !(media.test(r.url) && r.method === 'GET' && ['image', 'document'].includes(r.type)),
      );
      expect(sent).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('endpoint build: a real POST', () => {
  it('at 375 px: 200 → POST of the trimmed JSON message with Accept: application/json, then the success flow', async () => {
    const { page, context, errors } = await open(375, 'dist-endpoint');
    try {
      const { posts, cors } = await routeEndpoint(page, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: '{"ok":true}' }),
      );
      // Service left on its placeholder; spaces around the values.
      await fill(page, {
        name: '  Moussa Diop  ',
        email: ' moussa.diop@example.sn ',
        phone: ' +221 77 000 11 22 ',
        company: '  Sahel Agro ',
        message: '  Nous cherchons un prestataire de paie pour 80 salariés.  \n',
      });
      await submitButton(page).click();
      await waitFormState(page, 'success', 5_000);
      await page.getByTestId('contact-success').waitFor({ state: 'visible', timeout: 10_000 });
      expect(plain(await page.getByTestId('contact-success').getByRole('heading').textContent())).toBe(successTitle);
      await page.getByTestId('toast').waitFor({ state: 'visible', timeout: 10_000 });

      expect(posts).toHaveLength(1);
      const [post] = posts;
      expect(post.url()).toBe(endpoint);
      expect(post.method()).toBe('POST');
      expect(post.headers()['accept']).toBe('application/json');
      expect(post.headers()['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(post.postData() ?? 'null')).toStrictEqual({
        name: 'Moussa Diop',
        email: 'moussa.diop@example.sn',
        phone: '+221 77 000 11 22',
        company: 'Sahel Agro',
        service: null,
        message: 'Nous cherchons un prestataire de paie pour 80 salariés.',
        offer: null,
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: 500 → a French alert, every field kept, Réessayer resends, mailto / WhatsApp / tel links', async () => {
    const { page, context } = await open(375, 'dist-endpoint');
    try {
      const { posts, cors } = await routeEndpoint(page, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', headers: cors, body: '{"error":"boom"}' }),
      );
      await fill(page, sample);
      await submitButton(page).click();
      await waitFormState(page, 'failure', 5_000);
      const alert = page.getByRole('alert');
      await alert.waitFor({ state: 'visible', timeout: 10_000 });
      const text = normaliseSpaces(await alert.textContent());
      expect(text).toContain('Notre serveur n’a pas pu recevoir votre message.');
      expect(text).toContain('Votre message est conservé ci-dessous.');
      expect(await fieldValues(page)).toEqual({ ...sample });
      expect(await page.getByTestId('contact-success').count()).toBe(0);
      expect(await page.getByTestId('toast').count()).toBe(0);

      const hrefs = await alert.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.some((href) => href.startsWith('mailto:contact@example.com'))).toBe(true);
      expect(hrefs.some((href) => href.startsWith('https://wa.me/221330000000'))).toBe(true);
      expect(hrefs).toContain('tel:+221330000000');
      // The prefilled e-mail carries the message.
      const mailto = hrefs.find((href) => href.startsWith('mailto:'))!;
      expect(decodeURIComponent(mailto)).toContain(sample.message);

      expect(posts).toHaveLength(1);
      await alert.getByRole('button', { name: 'Réessayer' }).click();
      await until(() => posts.length >= 2);
      expect(posts).toHaveLength(2);
      await waitFormState(page, 'failure', 5_000);
      await page.getByRole('alert').waitFor({ state: 'visible', timeout: 10_000 });
      expect(JSON.parse(posts[1].postData() ?? 'null')).toEqual(JSON.parse(posts[0].postData() ?? 'null'));
      expect(await formState(page)).toBe('failure');
      expect(await fieldValues(page)).toEqual({ ...sample });
    } finally {
      await context.close();
    }
  });

  it('at 375 px: the full alert’s code cannot be fetched → a short French alert, fields kept, the send button sends again', async () => {
    const { page, context } = await open(375, 'dist-endpoint');
    try {
      let refused = 0;
      await page.route(`**/${chunkOf('dist-endpoint', 'src/components/ContactForm/FailureAlert.tsx')}`, (route) => {
        refused += 1;
        return route.abort('internetdisconnected');
      });
      const answers = [500, 200];
      const { posts, cors } = await routeEndpoint(page, (route) =>
        route.fulfill({ status: answers.shift() ?? 200, contentType: 'application/json', headers: cors, body: '{}' }),
      );
      await fill(page, sample);
      await submitButton(page).click();
      await waitFormState(page, 'failure', 5_000);
      const alert = page.getByRole('alert');
      await alert.waitFor({ state: 'visible', timeout: 10_000 });
      expect(refused).toBeGreaterThan(0);
      expect(normaliseSpaces(await alert.textContent())).toBe(formCopy.notSent);
      expect(await fieldValues(page)).toEqual({ ...sample });
      await submitButton(page).click();
      await page.getByTestId('contact-success').waitFor();
      expect(posts).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
  // A network failure and going offline mid-send: the model-based tests take those transitions
  // (tests/browser/machines.test.ts, contactForm on the endpoint build).
});

describe.concurrent('drafts survive a reload and are cleared once sent', () => {
  it('at 375 px (dist-endpoint): typed values come back after a reload', async () => {
    const { page, context, baseUrl } = await open(375, 'dist-endpoint');
    try {
      await typeAndReload(page, baseUrl);
    } finally {
      await context.close();
    }
  });

  it('at 375 px (dist): typed values come back after a reload; after a send the toast closes by hand and a reload shows empty fields', async () => {
    const { page, context, baseUrl, errors } = await open(375, 'dist', { clock: true });
    try {
      await typeAndReload(page, baseUrl);

      // Send it, on the clock the test moves (paused before the click: the send takes sendDuration
      // of the page's time, which passes only when the test says so): the draft is gone.
      await pauseClock(page);
      await submitButton(page).click();
      await waitFormState(page, 'submitting', 10_000);
      await page.clock.runFor(timing.sendDuration);
      await waitFormState(page, 'success', 10_000);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), draftKey)).toBeNull();

      // The toast's close button dismisses it by hand: the clock is paused, so it was not its timer.
      const toast = page.getByTestId('toast');
      await toast.waitFor({ state: 'visible', timeout: 10_000 });
      await page.getByRole('button', { name: 'Fermer la notification' }).click();
      await toast.waitFor({ state: 'detached', timeout: 10_000 });
      const log = await stateLog(page);
      const shown = at(log, 'Notifications', 'visible');
      expect(at(log, 'Notifications', 'hidden', shown) - shown).toBeLessThan(timing.toastDuration);
      await page.clock.resume();

      await page.reload();
      // The form's machine reads the draft as it starts, before the form is marked started.
      await page.waitForSelector('#formulaire-contact[data-started]', { state: 'attached', timeout: 10_000 });
      expect(await formState(page)).toBe('idle');
      expect(await fieldValues(page)).toEqual(emptyValues);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('hostile input', () => {
  it('at 375 px: 20 000 pasted characters → counter over the limit, submit blocked in French, nothing lost', async () => {
    const { page, context, errors, dialogs } = await open(375);
    try {
      await fill(page, { ...sample, message: '' });
      await page.focus('#contact-message');
      await page.keyboard.insertText('a'.repeat(4_500));
      const counter = page.locator('#contact-message-counter');
      await counter.waitFor({ state: 'visible', timeout: 10_000 });
      expect(normaliseSpaces(await counter.textContent())).toBe('4 500 / 5 000 caractères');
      expect(await counter.getAttribute('data-over')).toBe('false');

      // Paste 20 000 characters over it.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText('é'.repeat(10_000) + 'x'.repeat(10_000));
      await page.waitForSelector('#contact-message-counter[data-over="true"]', { timeout: 10_000 });
      expect(normaliseSpaces(await counter.textContent())).toBe('20 000 / 5 000 caractères');
      expect(await page.$eval('#contact-message', (el) => el.getAttribute('aria-describedby'))).toBe('contact-message-counter');

      // The submit handler runs during the click, and nothing else is pending: idle now is idle for good.
      await submitButton(page).click();
      expect(await formState(page)).toBe('idle');
      expect((await stateLog(page)).filter((entry) => entry.who === 'contact-form')).toEqual([]);
      expect(await page.$eval('#contact-message', (el) => el.matches(':invalid'))).toBe(true);
      const message = await page.$eval('#contact-message', (el) => (el as HTMLTextAreaElement).validationMessage);
      expect(normaliseSpaces(message)).toBe('Ce champ est limité à 5 000 caractères.');
      expect(await page.$eval('#contact-message', (el) => (el as HTMLTextAreaElement).value.length)).toBe(20_000);
      expect(await page.evaluate(() => document.title)).toContain('Sunu RH Conseil');
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px (endpoint): markup, emoji and Arabic are sent as plain text; no dialog opens', async () => {
    const { page, context, errors, dialogs } = await open(375, 'dist-endpoint');
    try {
      const { posts, cors } = await routeEndpoint(page, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: '{}' }),
      );
      const hostile = {
        name: '<img src=x onerror=alert(1)>',
        email: 'fatou.sow@example.sn',
        phone: '+221 77 555 44 33',
        company: '<script>alert(1)</script>',
        service: 'ipm',
        message: 'Salam 👋🏾🇸🇳 — مرحبا بكم في داكار <img src=x onerror=alert(1)> <script>alert(1)</script> "guillemets" & \'apostrophes\'',
      };
      await fill(page, hostile);
      await submitButton(page).click();
      await waitFormState(page, 'success', 5_000);
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0].postData() ?? 'null')).toStrictEqual({ ...hostile, offer: null });
      // The markup never became elements, so nothing could open a dialog.
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.locator('main script').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('honeypot', () => {
  it('at 375 px (endpoint): the website field is not tabbable, aria-hidden; when filled, success is shown and nothing is sent', async () => {
    const { page, context } = await open(375, 'dist-endpoint');
    try {
      const requests = recordRequests(context);
      const { posts } = await routeEndpoint(page, (route) => route.fulfill({ status: 200, body: '{}' }));
      const honeypot = page.locator('#contact-website');
      expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
      expect(await honeypot.evaluate((el) => (el as HTMLInputElement).tabIndex)).toBe(-1);

      // Tab through the form from its first field: the honeypot is skipped, the submit button reached.
      await page.focus('#contact-name');
      const visited: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        visited.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('type') || document.activeElement?.tagName || ''));
        await page.keyboard.press('Tab');
      }
      expect(visited.slice(0, 7)).toEqual(['contact-name', 'contact-email', 'contact-phone', 'contact-company', 'contact-service', 'contact-message', 'submit']);
      expect(visited).not.toContain('contact-website');

      await page.fill('#contact-website', 'https://promo.example');
      await fill(page, sample);
      await submitButton(page).click();
      await waitFormState(page, 'success', 10_000);
      await page.getByTestId('contact-success').waitFor({ state: 'visible', timeout: 10_000 });
      // Straight from idle to success: the send was never invoked.
      const states = (await stateLog(page)).filter((entry) => entry.who === 'contact-form').map((entry) => entry.state);
      expect(states[0]).toBe('success');
      expect(states).not.toContain('submitting');
      expect(posts).toHaveLength(0);
      expect(requests.filter((r) => r.url.startsWith('https://forms.example.test'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
