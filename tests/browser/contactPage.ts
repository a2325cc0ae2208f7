/**
 * The contact page as the browser suites drive it (contact.test.ts and the model-based tests):
 * the form's fields, a sample message, the page's data-state timeline, and the endpoint of the
 * endpoint build intercepted with page.route.
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core';

export const form = '[data-testid="contact-form"]';
export const draftKey = 'sunu-rh:contact-draft';

/** Records every data-state change in the page with its performance.now() time. */
export const recordStates = () => {
  const log: { who: string; state: string | null; t: number }[] = [];
  (window as unknown as { __stateLog: typeof log }).__stateLog = log;
  new MutationObserver((records) => {
    const t = performance.now();
    for (const record of records) {
      const el = record.target as Element;
      const who = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.tagName;
      log.push({ who, state: el.getAttribute('data-state'), t });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
};

export type StateEntry = { who: string; state: string | null; t: number };

export async function stateLog(page: Page): Promise<StateEntry[]> {
  return page.evaluate(() => (window as unknown as { __stateLog: StateEntry[] }).__stateLog);
}

export function at(log: StateEntry[], who: string, state: string, after = -Infinity): number {
  const entry = log.find((e) => e.who === who && e.state === state && e.t >= after);
  if (!entry) throw new Error(`no ${who} → ${state} after ${after} in ${JSON.stringify(log)}`);
  return entry.t;
}

export const formState = (page: Page) => page.getAttribute(form, 'data-state');
export const waitFormState = (page: Page, state: string, timeout = 10_000) =>
  page.waitForSelector(`${form}[data-state="${state}"]`, { state: 'attached', timeout });

/** Text as a reader sees it: no-break spaces as spaces, runs of spaces as one, no word joiner (U+2060, invisible). */
export const normaliseSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '').replace(/\s+/g, ' ').trim();

export interface Filled {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  service?: string;
  message: string;
}

export const sample: Filled = {
  name: 'Aminata Ndiaye',
  email: 'aminata.ndiaye@entreprise.sn',
  phone: '+221 77 123 45 67',
  company: 'Teranga Logistique',
  service: 'recrutement',
  message: 'Bonjour, nous recrutons trois comptables pour notre site de Thiès.',
};

export async function fill(page: Page, values: Filled) {
  await page.fill('#contact-name', values.name);
  await page.fill('#contact-email', values.email);
  if (values.phone !== undefined) await page.fill('#contact-phone', values.phone);
  if (values.company !== undefined) await page.fill('#contact-company', values.company);
  if (values.service !== undefined) await page.selectOption('#contact-service', values.service);
  await page.fill('#contact-message', values.message);
}

export async function fieldValues(page: Page) {
  return page.evaluate(() => {
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? null;
    return {
      name: value('contact-name'),
      email: value('contact-email'),
      phone: value('contact-phone'),
      company: value('contact-company'),
      service: value('contact-service'),
      message: value('contact-message'),
    };
  });
}

export const emptyValues = { name: '', email: '', phone: '', company: '', service: 'default', message: '' };

export const submitButton = (page: Page) => page.locator(`${form} button[type="submit"]`);

/** Answers CORS preflights (if the browser sends one through interception) and hands POSTs to `answer`. */
export async function routeEndpoint(page: Page, answer: (route: Route, request: Request) => Promise<void> | void) {
  const posts: Request[] = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
  };
  await page.route('https://forms.example.test/**', async (route, request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(request);
    await answer(route, request);
  });
  return { posts, cors };
}

/** Every request the context makes (to prove what leaves the page). */
export function recordRequests(context: BrowserContext) {
  const requests: { url: string; method: string; type: string }[] = [];
  context.on('request', (request) => requests.push({ url: request.url(), method: request.method(), type: request.resourceType() }));
  return requests;
}


/** Polls a condition on the test side (requests seen by a route handler), at most `timeout` ms. */
export async function until(condition: () => boolean, timeout = 10_000) {
  for (const end = Date.now() + timeout; !condition() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 20));
}
