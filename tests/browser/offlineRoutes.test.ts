/**
 * The app offline, with its service worker (src/offline/sw.ts), in a real Chromium on the
 * production build served by its Worker. The device goes offline with Playwright's
 * `context.setOffline`, which the service worker's own requests obey too (no request routing:
 * Playwright's routes make Chromium bypass the worker, the subject here). Every host but the
 * local one is refused by the browser's resolver (the photos show their designed fallback).
 *
 * - Every route, by a full load and by the app (a link followed from the home page), after a first
 *   online visit of the home page only: French, in the site's frame, with the page kept or the
 *   offline words, never the router's English error, and nothing in the console but the
 *   browser's own line for each request that failed.
 * - The first page of a first visit is kept, though the visitor had moved on when the worker took control.
 * - An offer read online, never its form: offline, « Postuler par le formulaire » gives that
 *   offer's application form with its CV field (and so does a full load of /contact?offre=…); the
 *   application is kept on the device, and arrives with its offer and CV when the network is back.
 *
 * At 375 px only: none of it depends on the width.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { offers } from 'virtual:content/offer-data';
import { candidate } from 'virtual:content/contact';
import * as offlineWords from 'virtual:content/offlinePage';
import { notFound } from 'virtual:content/ui';
import { keptOnDeviceHeader } from '../../contract/contactRules';
import { caches as cacheNames } from '../../src/offline/offline';
import { offerData } from '../../src/offers/offers';
import { copyState, freePort, startWorker, type LocalWorker } from '../../scripts/localCloudflare.mjs';
// @ts-expect-error plain ESM script without types
import { listPages } from '../../scripts/page-weight.mjs';
import { normaliseSpaces } from './contactPage';
import { migratedState, workerBundle } from './globalSetup';
import { builtDay, launchChromium, missingPath, pastLoaderSecond, waitForApp } from './harness';

const width = 375;
const dist = resolve('dist');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let state = '';
let baseUrl = '';
let host: LocalWorker;
let browser: Browser;

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'sunu-offline-routes-'));
  copyState(migratedState, state);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  host = await startWorker({ assets: dist, port, persistTo: state, emailsDir: join(state, 'emails'), migrate: false, script: join(workerBundle, 'index.js'), vars: builtDay });
  browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']);
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  rmSync(state, { recursive: true, force: true });
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/**
 * A visitor whose service worker is allowed, past the loader's second; the console's errors and
 * the page's, but for the browser's own line for a request that failed (offline, every photo
 * not kept and every file not on the device is one: the browser's report, not the app's).
 */
async function openVisitor() {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR', serviceWorkers: 'allow' });
  contexts.push(context);
  await context.addInitScript(pastLoaderSecond);
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`${page.url()} pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED|NAME_NOT_RESOLVED)$/.test(message.text())) errors.push(`${page.url()} console: ${message.text()}`);
    });
  };
  context.on('page', watch);
  const page = await context.newPage();
  return { page, context, errors };
}

/** Waits until the worker controls the page (it claims the first page of a first visit). */
const waitForControl = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

/** What this device keeps in `cache`, by path. */
const keptPaths = (page: Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), cache);

const waitForKept = (page: Page, path: string, cache: string = cacheNames.pages) => expect.poll(() => keptPaths(page, cache), { timeout: 15_000 }).toContain(path);

const mainHeading = (page: Page) => page.locator('main h1').first();

/** The heading a prerendered page shows, as the visitor reads it. */
const builtHeading = (file: string) => normaliseSpaces(readFileSync(join(dist, file), 'utf8').match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)![1]!.replace(/<[^>]+>/g, ''));

/** Whether a prerendered page carries data of its own (offers, articles): the app fetches it when it draws that page. */
const hasOwnData = (file: string) => readFileSync(join(dist, file), 'utf8').includes('id="donnees-page"');

/** The router's own words, which must never show: its default error and not-found components. */
const english = /Something went wrong|Show Error|Hide Error|Not Found/i;

/** The page as the visitor reads it: French, in the site's frame (its header and footer). */
async function expectFrenchInFrame(page: Page, path: string) {
  expect(await page.getByRole('banner').count(), `${path}: the header`).toBe(1);
  expect(await page.getByRole('contentinfo').count(), `${path}: the footer`).toBe(1);
  expect(await page.locator('body').innerText(), path).not.toMatch(english);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
}

/** A link followed within the site, as a visitor taps it (the pointer over it first: the router preloads), or the app's own navigation when no link of the page leads there. */
async function followInApp(page: Page, path: string) {
  const link = page.locator(`a[href="${path}"]:visible`).first();
  if (await link.count()) {
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await link.click();
  } else {
    // The router follows the history's changes made by the page (@tanstack/history patches pushState).
    await page.evaluate((to) => history.pushState({}, '', to), path);
  }
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe(path);
}

describe(`The app offline (${width} px)`, () => {
  it('every route, loaded in full and drawn by the app from the home page, speaks French in the site’s frame: the page kept, the page drawn or the offline words, never an English error, nothing in the console', async () => {
    // The prerendered pages: each route once (one offer, one article), and an address no page has.
    const built: { path: string; file: string }[] = listPages('dist');
    const offer = built.find(({ path }) => path.startsWith('/offres/') && path !== '/offres/404')!;
    const article = built.find(({ path }) => path.startsWith('/actualites/'))!;
    const routes = [...built.filter(({ path }) => !/^\/(offres|actualites)\/./.test(path) && path !== '/404'), offer, article];
    expect(routes.map(({ path }) => path)).toEqual(expect.arrayContaining(['/', '/a-propos', '/services', '/contact', '/offres', '/actualites', '/simulateur-salaire', '/mentions-legales', '/confidentialite']));

    const { page, context, errors } = await openVisitor();
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await waitForControl(page);
    await waitForKept(page, '/');
    await context.setOffline(true);

    // Loaded in full: the home page from the device, with the day it was saved; any other page
    // (never opened) the worker's offline page, at its address.
    for (const { path, file } of [...routes, { path: missingPath, file: '404.html' }]) {
      await page.goto(`${baseUrl}${path}`);
      if (path === '/') {
        await waitForApp(page);
        expect(await mainHeading(page).textContent().then(normaliseSpaces)).toBe(builtHeading(file));
        expect(await page.locator('.copie-enregistree').textContent()).toContain(offlineWords.noNetwork);
      } else {
        await expect.poll(() => mainHeading(page).textContent(), { message: path }).toBe(offlineWords.heading);
        expect(await page.title()).toBe(`${offlineWords.title} | Sunu RH Conseil`);
      }
      expect(new URL(page.url()).pathname).toBe(path);
      await expectFrenchInFrame(page, path);
    }

    // Drawn by the app from the home page: a page whose code alone makes it (kept with the
    // worker's scripts) is drawn; one that reads data of its own never fetched on this device gets
    // the offline words, in the frame; an address no page has, the 404 page.
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    for (const { path, file } of [...routes.filter(({ path }) => path !== '/'), { path: missingPath, file: '404.html' }]) {
      await followInApp(page, path);
      const expected = path === missingPath ? notFound.title : hasOwnData(file) ? offlineWords.heading : builtHeading(file);
      await expect.poll(() => mainHeading(page).textContent().then(normaliseSpaces), { message: path }).toBe(normaliseSpaces(expected));
      if (hasOwnData(file)) {
        // « Réessayer » runs the page's loader again: still offline, the same words.
        await page.getByRole('button', { name: offlineWords.retry }).click();
        expect(await page.title()).toBe(`${offlineWords.title} | Sunu RH Conseil`);
        await expect.poll(() => mainHeading(page).textContent()).toBe(offlineWords.heading);
      }
      await expectFrenchInFrame(page, path);
      // Back home the way a visitor goes: the header's logo.
      await page.getByRole('banner').getByRole('link').first().click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    }

    // The network back: « Réessayer » draws the page that could not be.
    await followInApp(page, '/offres');
    await page.getByRole('button', { name: offlineWords.retry }).waitFor();
    await context.setOffline(false);
    await page.getByRole('button', { name: offlineWords.retry }).click();
    await expect.poll(() => page.locator('main ul[aria-labelledby="offres-titre"] > li').count()).toBe(offers.length);
    expect(errors).toEqual([]);
  });

  it('keeps the first page of a first visit, though the visitor had left it when the worker took control, and the pages the app drew before', async () => {
    const { page, context, errors } = await openVisitor();
    // The worker is registered only when the test says so (on a slow network, it is ready well
    // after the visitor has moved on): every page's registration waits for the test's word.
    await context.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
        return new Promise((done) => ((window as unknown as { registerNow: () => void }).registerNow = () => done(register.apply(this, args))));
      };
    });
    // The home page, then another page loaded in full (an address typed), then a link within the site.
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await page.goto(`${baseUrl}/a-propos`);
    await waitForApp(page);
    await followInApp(page, '/services');
    // Only now the worker: it takes control of the page open, loaded at /a-propos.
    await page.waitForFunction(() => 'registerNow' in window);
    await page.evaluate(() => (window as unknown as { registerNow: () => void }).registerNow());
    await waitForControl(page);
    for (const path of ['/', '/a-propos', '/services']) await waitForKept(page, path);

    await context.setOffline(true);
    for (const [path, file] of [['/', 'index.html'], ['/services', 'services/index.html']] as const) {
      await page.goto(`${baseUrl}${path}`);
      await waitForApp(page);
      expect(normaliseSpaces(await mainHeading(page).textContent())).toBe(builtHeading(file));
      expect(await page.locator('.copie-enregistree').textContent()).toContain(offlineWords.noNetwork);
    }
    expect(errors).toEqual([]);
  });

  it('an offer read online, never its form: offline, « Postuler par le formulaire » gives that offer’s application form with its CV field; kept on the device, it arrives with its offer and CV once the network is back', async () => {
    const offer = offers[0]!;
    const { page, context, errors } = await openVisitor();
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await waitForControl(page);
    await page.goto(`${baseUrl}/offres/${offer.slug}`);
    await waitForApp(page);
    // With the offer's page, the worker keeps what its form needs: the contact page and the offer's reference file.
    await waitForKept(page, `/offres/${offer.slug}`);
    await waitForKept(page, '/contact');
    await waitForKept(page, offerData.reference(offer.reference), cacheNames.data);

    await context.setOffline(true);
    const applicationForm = async (on: Page) => {
      const note = on.getByTestId('application-note');
      await expect.poll(() => note.textContent().then(normaliseSpaces)).toContain(offer.reference);
      expect(normaliseSpaces(await note.textContent())).toContain(normaliseSpaces(offer.title));
      await on.locator('#contact-cv').waitFor({ state: 'attached' });
      expect(await on.getByRole('button', { name: candidate.submit }).count()).toBe(1);
    };
    // The offer's page read again offline (its copy), then its « Postuler par le formulaire »: drawn by the app.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('link', { name: /Postuler par le formulaire/ }).click();
    await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(`/contact?offre=${offer.reference}`);
    await applicationForm(page);
    // The same address loaded in full, offline: the contact page kept, whatever its search.
    const another = await context.newPage();
    await another.goto(`${baseUrl}/contact?offre=${offer.reference}`);
    await waitForApp(another);
    await applicationForm(another);
    await another.close();

    // Sent offline: the worker keeps it on the device and says so (202 and its header).
    const email = 'awa.depuis-l-offre@example.sn';
    await page.fill('#contact-name', 'Awa Diop');
    await page.fill('#contact-email', email);
    await page.fill('#contact-message', 'Bonjour, je postule depuis l’offre, sans réseau. Mon CV est joint.');
    await page.setInputFiles('#contact-cv', { name: 'CV Awa Diop.pdf', mimeType: 'application/pdf', buffer: pdf });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/messages') && response.request().method() === 'POST'),
      page.getByRole('button', { name: candidate.submit }).click(),
    ]);
    expect(answer.status()).toBe(202);
    expect(answer.headers()[keptOnDeviceHeader.toLowerCase()]).toBeDefined();

    // The network back, another page of the site opened: it arrives once, under its offer, with its CV's bytes.
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto(`${baseUrl}/a-propos`);
    await waitForApp(next);
    const rows = async () => (await (await host.d1()).prepare('SELECT * FROM messages WHERE email = ?').bind(email).all<Record<string, unknown>>()).results;
    await expect.poll(async () => (await rows()).length, { timeout: 15_000 }).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'application', name: 'Awa Diop', offer_reference: offer.reference, cv_name: 'CV Awa Diop.pdf' });
    const stored = await (await host.r2()).get(String(row!.cv_key));
    expect(Buffer.from(await stored!.arrayBuffer())).toEqual(pdf);
    expect(errors).toEqual([]);
  });
});
