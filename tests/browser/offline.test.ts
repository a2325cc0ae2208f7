/**
 * The service worker (src/offline/sw.ts) in a real Chromium, against a host that is really
 * stopped and started again on the same address (not `setOffline`, which a service worker may
 * not see): pages visited read again with their saved date, the first page of a first visit
 * included, and a page the app drew, with the photos they showed; the offers' filters on what was loaded; an address never
 * visited gives the French offline page; a new version waits for the visitor and never reloads
 * the page under them. At 375 px only: none of it depends on the width.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { offers } from 'virtual:content/offer-data';
import { candidate } from 'virtual:content/contact';
import * as outbox from 'virtual:content/outbox';
import * as offlineWords from 'virtual:content/offlinePage';
import { fill } from '../../src/lib/fill';
import { caches as cacheNames, savedAtHeader } from '../../src/offline/offline';
import { photoHost as photoHostOrigin } from '../../src/lib/stockImage';
import { brandFontStyleId } from '../../src/styles/fontFaces';
import { loaderId, pageUnderLoaderLeadMs, pageUnderLoaderStyleId } from '../../src/components/Loader/pageUnderLoader';
import { timing } from '../../machines/constants';
import { copyState, freePort, startWorker, type LocalWorker } from '../../scripts/localCloudflare.mjs';
import { chromiumPath, migratedState, workerBundle } from './globalSetup';
import { builtDay, chromiumArgs, launchChromium, pastLoaderSecond, waitForApp } from './harness';

const width = 375;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let site = '';
let state = '';
let port = 0;
let host: LocalWorker | undefined;
let browser: Browser;
const harness = {
  get baseUrl() {
    return `http://127.0.0.1:${port}`;
  },
};

/** The site (a copy of dist/, which the update test changes) on its own port, with its Worker. */
const startHost = async () => {
  host = await startWorker({ assets: site, port, persistTo: state, emailsDir: join(state, 'emails'), migrate: false, script: join(workerBundle, 'index.js'), vars: builtDay });
  return host;
};
const stopHost = async () => {
  await host?.close();
  host = undefined;
};

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'sunu-offline-site-'));
  cpSync(resolve('dist'), site, { recursive: true });
  state = mkdtempSync(join(tmpdir(), 'sunu-offline-state-'));
  copyState(migratedState, state);
  port = await freePort();
  await startHost();
  // No request routing here: Playwright's routes make Chromium bypass the service worker, the
  // subject. Every host but the local one is refused by the browser's resolver instead (the
  // photos then show their designed fallback), the worker's requests included.
  browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']);
});

afterAll(async () => {
  await browser?.close();
  await stopHost();
  rmSync(site, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  if (!host) await startHost();
});

/**
 * A page whose service worker is allowed, past the loader's second (unless `loader: 'second'`);
 * its console's errors and the page's, but for refused requests (the host stopped, the photos). In
 * `from`, the suite's browser by default.
 */
async function openVisitor(from: Browser = browser, { loader = 'past', ...options }: { ignoreHTTPSErrors?: boolean; loader?: 'past' | 'second' } = {}) {
  const context = await from.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR', serviceWorkers: 'allow', ...options });
  contexts.push(context);
  if (loader === 'past') await context.addInitScript(pastLoaderSecond);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return { page, context, errors };
}

/** The paths this device keeps pages under (the worker's pages cache). */
const keptPaths = (page: Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), cache);

async function waitForKept(page: Page, path: string, cache: string = cacheNames.pages) {
  await expect.poll(() => keptPaths(page, cache), { timeout: 15_000 }).toContain(path);
}

/** How many sends the worker's outbox holds on this device (src/offline/outbox.ts, in IndexedDB). */
const keptRequests = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sunu-envois');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('envois', { keyPath: 'key' });
        open.onsuccess = () => {
          const count = open.result.transaction('envois').objectStore('envois').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** The versions of the sends the outbox holds (a correction kept replaces its first version: 2). */
const keptVersions = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('sunu-envois');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('envois').objectStore('envois').getAll();
          all.onsuccess = () => resolve((all.result as { version: number }[]).map((entry) => entry.version));
        };
      }),
  );

/** Waits until the worker controls the page (it claims the first page of a first visit). */
const waitForControl = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

/**
 * In front of the host, a door: each request goes through, but for those `held` answers true
 * for, which it keeps (a stalled network, as a state the test ends).
 */
async function openDoor(held: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean) {
  const door = createHttpServer((incoming, outgoing) => {
    if (held(incoming, outgoing)) return;
    const forwarded = httpRequest({ host: '127.0.0.1', port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(door.address() as AddressInfo).port}`,
    close: async () => {
      door.closeAllConnections();
      await new Promise((resolve) => door.close(resolve));
    },
  };
}

describe(`Offline reading and updates, with the host really stopped (${width} px)`, () => {
  it('keeps every page visited, the first one included, and reads them again with the day they were saved; an unvisited address gives the offline page', async () => {
    const { page, errors } = await openVisitor();
    const offer = offers[0];
    // The first page of a first visit: loaded before the worker existed.
    await page.goto(`${harness.baseUrl}/offres`);
    await waitForApp(page);
    await waitForControl(page);
    await waitForKept(page, '/offres');
    // Its filters' data is kept with it.
    await waitForKept(page, '/donnees/offres/index.json', cacheNames.data);
    // An offer opened from the list: drawn by the app, never loaded as a page.
    await page.getByRole('link', { name: offer.title }).first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(`/offres/${offer.slug}`);
    await waitForKept(page, `/offres/${offer.slug}`);

    await stopHost();

    // The offer, read again with no host: its saved copy, with the day it was saved.
    await page.goto(`${harness.baseUrl}/offres/${offer.slug}`);
    await waitForApp(page);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(offer.title);
    const notice = page.locator('.copie-enregistree');
    // In the body from the start, or put in by the page when the refused connection came after the body (a busy machine).
    await notice.waitFor({ timeout: 15_000 });
    // In the firm's words (content/hors-ligne.yml), the date to the minute.
    const [beforeDate, afterDate] = offlineWords.savedOn.split('{date}');
    await expect.poll(() => notice.textContent()).toMatch(new RegExp(`^${escapeRegExp(beforeDate!)}\\d{1,2}\u00a0\\S+ \\d{4} à \\d{1,2}\u00a0h\u00a0\\d{2}${escapeRegExp(afterDate!)} `));
    expect(await notice.getAttribute('role')).toBe('status');
    // The network failed (the host is stopped), not slow: the notice says which.
    expect(await notice.textContent()).toContain(offlineWords.noNetwork);
    // Shown at once, as this version's own page (the worker declared its font), not after a timeout.
    expect(await page.locator(`style#${brandFontStyleId}`).count()).toBe(1);

    // The list, with its filters working on what was loaded.
    await page.goto(`${harness.baseUrl}/offres`);
    await waitForApp(page);
    // A card's heading ends with a phrase for screen readers (« – Voir l’offre »).
    const cardTitles = async () => (await page.locator('main ul[aria-labelledby="offres-titre"] > li h3').allTextContents()).map((title) => title.split(' – ')[0]);
    expect((await cardTitles()).length).toBe(offers.length);
    await page.locator('#offres-q').fill('comptable');
    await page.locator('#offres-q').press('Enter');
    await expect.poll(cardTitles).toEqual(offers.filter((item) => /comptable/i.test(item.title)).map((item) => item.title));
    // An offer the app draws from this saved list is not that copy: the line dating the list goes
    // (once the page's side of the worker listens: its chunk comes after the load).
    expect(await page.locator('.copie-enregistree').count()).toBe(1);
    await page.waitForSelector('html[data-sw="ready"]', { state: 'attached', timeout: 15_000 });
    await page.locator('main ul[aria-labelledby="offres-titre"] > li a').first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toMatch(/^\/offres\/./);
    await expect.poll(() => page.locator('.copie-enregistree').count()).toBe(0);

    // An address this device never kept: the French offline page, at that address.
    await page.goto(`${harness.baseUrl}/services`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(offlineWords.heading);
    expect(await page.title()).toBe(`${offlineWords.title} | Sunu RH Conseil`);
    expect(new URL(page.url()).pathname).toBe('/services');
    // « Réessayer » asks for that address again; the pages kept are listed by their headings.
    expect(new URL((await page.getByRole('link', { name: offlineWords.retry }).getAttribute('href'))!).pathname).toBe('/services');
    const kept = page.getByRole('navigation', { name: offlineWords.savedPages });
    await expect.poll(() => kept.getByRole('link').allTextContents()).toEqual(expect.arrayContaining([offer.title]));

    // The host back: the page is the network's again, with no notice.
    await startHost();
    await page.goto(`${harness.baseUrl}/services`);
    await waitForApp(page);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Nos services RH');
    expect(await page.locator('.copie-enregistree').count()).toBe(0);
    // Only the requests the stopped host refused are in the console (the browser's, and the
    // router's preload of an offer the pointer rests on, which the app reports when it fails).
    expect(errors.filter((error) => !/TypeError: Failed to fetch/.test(error))).toEqual([]);
  });

  it('a copy shown at once says it is one when the network fails late: before the failure it shows nothing, after it the notice comes', async () => {
    // The network's answer to the page (its navigation preload) is held while `hold` is on, then cut by the test.
    let hold = false;
    let cut: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (cut = resolve));
    const offer = offers[1] ?? offers[0];
    const door = await openDoor((incoming, outgoing) => {
      if (!hold || incoming.method !== 'GET' || incoming.url !== `/offres/${offer.slug}`) return false;
      void held.then(() => outgoing.destroy());
      return true;
    });
    try {
      const { page, errors } = await openVisitor();
      await page.goto(`${door.url}/offres/${offer.slug}`);
      await waitForApp(page);
      await waitForControl(page);
      await waitForKept(page, `/offres/${offer.slug}`);
      hold = true;
      await page.goto(`${door.url}/offres/${offer.slug}`);
      await waitForApp(page);
      // This version's own copy, shown at once: the network has not failed, so it says nothing yet.
      expect(await page.locator('main h1').textContent()).toBe(offer.title);
      expect(await page.locator('.copie-enregistree').count()).toBe(0);
      cut?.();
      const notice = page.locator('.copie-enregistree');
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.getAttribute('role')).toBe('status');
      expect(await notice.textContent()).toContain(offlineWords.noNetwork);
      expect(errors).toEqual([]);
    } finally {
      await door.close();
    }
  });

  it('a second visit shows the copy at once when it is this version’s page, then keeps the network’s; a copy from another version waits for the network', async () => {
    const { page, errors } = await openVisitor();
    const savedAt = () =>
      page.evaluate(async ([name, header]) => (await (await caches.open(name)).match(location.href))?.headers.get(header) ?? null, [cacheNames.pages, savedAtHeader] as const);
    const fromCopy = () => page.locator(`style#${brandFontStyleId}`).count();
    await page.goto(`${harness.baseUrl}/a-propos`);
    await waitForApp(page);
    await waitForControl(page);
    await waitForKept(page, '/a-propos');
    // The first load came from the network: no copy was there.
    expect(await fromCopy()).toBe(0);
    const first = await savedAt();

    // Again, the host up: the copy, at once and with no notice (it is the page the host sends);
    // the host's answer then replaces it (a newer stamp).
    await page.reload();
    await waitForApp(page);
    expect(await fromCopy()).toBe(1);
    expect(await page.locator('.copie-enregistree').count()).toBe(0);
    await expect.poll(savedAt).not.toBe(first);

    // A copy that is not this version's page (a deploy changed it): the host's page, not the copy.
    await page.evaluate(async ([name]) => {
      const cache = await caches.open(name);
      const kept = (await cache.match(location.href))!;
      const html = (await kept.text()).replace(/<h1\b([^>]*)>[\s\S]*?<\/h1>/, '<h1$1>Une version plus ancienne</h1>');
      await cache.put(location.href, new Response(html, { headers: kept.headers }));
    }, [cacheNames.pages] as const);
    await page.reload();
    await waitForApp(page);
    expect(await fromCopy()).toBe(0);
    expect(await page.locator('main h1').textContent()).not.toBe('Une version plus ancienne');
    expect(errors).toEqual([]);
  });

  it('a plain second visit lays the page under the loader out only near the end of the loader’s second; a reload and an address with a section do not wait, and keep their scroll position', async () => {
    const { page, context, errors } = await openVisitor(browser, { loader: 'second' });
    await page.goto(`${harness.baseUrl}/services`);
    await waitForControl(page);
    await waitForKept(page, '/services');
    // The page's animations stand still (Chromium's own clock for them), the loader's included:
    // the test moves the one under the loader by hand.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    const underLoader = () =>
      page.evaluate(
        ([id, name]) => ({
          on: document.documentElement.classList.contains(name),
          hidden: ['main', `#${id} ~ div:has(> footer)`].map((selector) => getComputedStyle(document.querySelector(selector)!).display === 'none'),
          loaderOpacity: getComputedStyle(document.getElementById(id)!).opacity,
        }),
        [loaderId, pageUnderLoaderStyleId] as const,
      );
    const moveTo = (time: number) =>
      page.evaluate(
        ([name, at]) => {
          for (const animation of document.getAnimations()) if ((animation as CSSAnimation).animationName === name) animation.currentTime = at;
        },
        [pageUnderLoaderStyleId, time] as const,
      );

    // Opened again, from a link or the address bar: the copy on the device, the app started
    // (hydrated) with the page under the loader not laid out yet.
    await page.goto(`${harness.baseUrl}/services`);
    await page.waitForSelector('[data-testid="loader"][data-started]', { state: 'attached' });
    expect(await underLoader()).toEqual({ on: true, hidden: [true, true], loaderOpacity: '1' });
    const lead = timing.loaderDuration - pageUnderLoaderLeadMs;
    await moveTo(lead - 1);
    expect((await underLoader()).hidden).toEqual([true, true]);
    // Then laid out, by CSS alone, the lead before the loader's fade.
    await moveTo(lead);
    expect(await underLoader()).toEqual({ on: true, hidden: [false, false], loaderOpacity: '1' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nos services RH');

    // A reload, scrolled down: laid out at once, and the browser puts the visitor back where they were.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.reload();
    await page.waitForSelector('[data-testid="loader"][data-started]', { state: 'attached' });
    expect(await underLoader()).toEqual({ on: false, hidden: [false, false], loaderOpacity: '1' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

    // An address that names a section: laid out at once, and the browser scrolls to it.
    // One far enough down that the page can scroll it to the top.
    const section = await page.evaluate(() => {
      const page = document.documentElement.scrollHeight;
      const at = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
      return [...document.querySelectorAll('main [id]')].find((element) => at(element) > 2 * window.innerHeight && at(element) < page - 2 * window.innerHeight)!.id;
    });
    await page.goto(`${harness.baseUrl}/services#${section}`);
    await page.waitForSelector('[data-testid="loader"][data-started]', { state: 'attached' });
    expect(await underLoader()).toEqual({ on: false, hidden: [false, false], loaderOpacity: '1' });
    await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), section)).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('keeps the photos a page showed: with the host and the photo host stopped, the page reads again with its photos', async () => {
    // The stock photo host, stood in for by a local HTTPS server (a test certificate; the browser
    // is told to accept it) that answers every photo with the same picture, with CORS as the host
    // does, and never to be cached by the browser: only the worker's copy can show it again.
    const photo = readFileSync(resolve('tests/fixtures/photo.jpg'));
    let served = 0;
    const photoHost = createServer({ key: readFileSync(resolve('tests/fixtures/tls/key.pem')), cert: readFileSync(resolve('tests/fixtures/tls/cert.pem')) }, (_request, response) => {
      served += 1;
      response.writeHead(200, { 'content-type': 'image/jpeg', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      response.end(photo);
    });
    await new Promise<void>((done) => photoHost.listen(0, '127.0.0.1', done));
    const photoPort = (photoHost.address() as AddressInfo).port;
    const photoBrowser = await launchChromium([
      `--host-resolver-rules=MAP ${new URL(photoHostOrigin).hostname} 127.0.0.1:${photoPort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ]);
    try {
      const { page, context, errors } = await openVisitor(photoBrowser, { ignoreHTTPSErrors: true });
      const photos = page.locator('main [data-photo]');
      const shown = () => photos.evaluateAll((frames) => frames.map((frame) => `${frame.getAttribute('data-photo')} ${(frame.querySelector('img')?.naturalWidth ?? 0) > 0}`));

      // The first page of a first visit: the photo on its first screen loads before the worker
      // exists, which keeps it once in control; the others load as the visitor scrolls to them
      // (lazy), through the worker.
      await page.goto(`${harness.baseUrl}/a-propos`);
      await waitForApp(page);
      const count = await photos.count();
      expect(count).toBeGreaterThan(1);
      await waitForControl(page);
      await waitForKept(page, '/a-propos');
      for (const frame of await photos.all()) await frame.scrollIntoViewIfNeeded();
      await expect.poll(shown).toEqual(Array(count).fill('photo true'));
      await expect.poll(async () => (await keptPaths(page, cacheNames.photos)).length, { timeout: 15_000 }).toBe(count);
      expect(served).toBeGreaterThanOrEqual(count);

      await stopHost();
      // Stopped: its open connections too (the browser keeps them alive).
      await new Promise((done) => {
        photoHost.close(done);
        photoHost.closeAllConnections();
      });
      const before = served;
      await page.reload();
      await waitForApp(page);
      await expect.poll(() => page.locator('.copie-enregistree').count()).toBe(1);
      // Every photo drawn as the visitor scrolls to it, from the device: none fell back to its
      // frame, none asked of the host.
      for (const frame of await photos.all()) await frame.scrollIntoViewIfNeeded();
      await expect.poll(shown).toEqual(Array(count).fill('photo true'));
      expect(served).toBe(before);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await photoBrowser.close();
      photoHost.closeAllConnections();
      photoHost.close();
    }
  });

  // The two update tests install the worker twice each (a first visit, then the new version): 120 s is a hang's limit on a busy machine, not a speed check.
  /** A deploy: a new worker on the host (its file changed by a line), and how to undo it. */
  const deployer = () => {
    const swFile = join(site, 'sw.js');
    const original = readFileSync(swFile, 'utf8');
    return {
      deploy: async (version: string) => {
        writeFileSync(swFile, `${original}\n// ${version}\n`);
        await host!.reload();
      },
      undo: async () => {
        writeFileSync(swFile, original);
        await host!.reload();
      },
    };
  };
  const waitingWorker = (page: Page) => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
  const reloaded = (page: Page) => page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === undefined);
  const markUnreloaded = (page: Page) => page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));

  it('a new version waits: a notice offers to reload, the page is not reloaded under the visitor, and « Recharger » says first that a chosen CV cannot be kept', async () => {
    const { page, errors } = await openVisitor();
    await page.goto(`${harness.baseUrl}/contact?offre=${offers[0].reference}`);
    await waitForApp(page);
    await waitForControl(page);
    // What the candidate is doing: typing a message and choosing her CV. A mark in the page tells a reload.
    const message = page.locator('#contact-message');
    await message.fill('Bonjour, je postule au poste de comptable.');
    await page.setInputFiles('#contact-cv', { name: 'CV Awa.pdf', mimeType: 'application/pdf', buffer: pdf });
    await markUnreloaded(page);
    const notice = page.getByRole('status').filter({ hasText: offlineWords.update });
    const cvWarning = page.getByRole('status').filter({ hasText: offlineWords.reloadLosesCv.slice(0, 30) });
    const { deploy, undo } = deployer();
    try {
      await deploy('version 2');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await notice.waitFor({ timeout: 15_000 });
      // Nothing reloaded: the mark and the text typed are still there, the new version waits.
      expect(await reloaded(page)).toBe(false);
      expect(await message.inputValue()).toBe('Bonjour, je postule au poste de comptable.');
      expect(await waitingWorker(page)).toBe(true);
      // « Recharger » with a CV chosen: said first; nothing reloads until she chooses.
      await notice.getByRole('button', { name: offlineWords.reload }).click();
      await cvWarning.waitFor({ timeout: 5_000 });
      expect(await reloaded(page)).toBe(false);
      // « Recharger quand même »: the page loads again under the new version; the message typed comes back (its draft).
      await Promise.all([page.waitForEvent('load'), cvWarning.getByRole('button', { name: offlineWords.reloadAnyway }).click()]);
      await waitForApp(page);
      expect(await reloaded(page)).toBe(true);
      expect(await waitingWorker(page)).toBe(false);
      await expect.poll(() => message.inputValue()).toBe('Bonjour, je postule au poste de comptable.');
    } finally {
      await undo();
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('a new version is found by a page the app draws, without a full load; « Plus tard » hides it, and the next link followed loads in full under it', async () => {
    const { page, errors } = await openVisitor();
    await page.goto(`${harness.baseUrl}/`);
    await waitForApp(page);
    await waitForControl(page);
    // Once the page's side of the worker listens (its chunk comes after the load, and looks once as it registers).
    await page.waitForSelector('html[data-sw="ready"]', { state: 'attached', timeout: 15_000 });
    await markUnreloaded(page);
    const notice = page.getByRole('status').filter({ hasText: offlineWords.update });
    const { deploy, undo } = deployer();
    try {
      await deploy('version 3');
      await page.getByRole('contentinfo').getByRole('link', { name: 'À propos' }).click();
      await page.waitForURL((url) => url.pathname === '/a-propos');
      await notice.waitFor({ timeout: 15_000 });
      expect(await reloaded(page)).toBe(false);
      await notice.getByRole('button', { name: offlineWords.later }).click();
      expect(await notice.count()).toBe(0);
      await Promise.all([page.waitForEvent('load'), page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).first().click()]);
      await waitForApp(page);
      expect(await reloaded(page)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/services');
      expect(await waitingWorker(page)).toBe(false);
    } finally {
      await undo();
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('an application with its CV typed with the host stopped is kept on the phone, and corrected there replaces the kept one; the tab closed, the host back, another page opened: it arrives once, CV included, and the candidate is told', async () => {
    const { page, context, errors } = await openVisitor();
    const offer = offers[0];
    await page.goto(`${harness.baseUrl}/contact?offre=${offer.reference}`);
    await waitForApp(page);
    await waitForControl(page);
    await page.locator('#contact-cv').waitFor({ state: 'attached' });

    await stopHost();
    await page.fill('#contact-name', 'Awa Diop');
    await page.fill('#contact-email', 'awa.hors-ligne@example.sn');
    await page.fill('#contact-message', 'Bonjour, je postule sans réseau. Mon CV est joint.');
    await page.setInputFiles('#contact-cv', { name: 'CV Awa Diop.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: candidate.submit }).click();
    // The page says, in words a candidate understands, that it is kept on the phone and will leave by itself.
    const alert = page.getByTestId('contact-failure');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.getAttribute('data-reason')).toBe('queued');
    expect(await alert.textContent()).toContain(outbox.keptApplication.replace(/'/g, '’').slice(0, 40));
    // The copy on the phone: one request, in IndexedDB, CV included.
    expect(await keptRequests(page)).toBe(1);
    // She may still correct it: the panel says so, and the corrected version, sent again, replaces the kept one.
    expect(await alert.textContent()).toContain(outbox.keptCorrection.slice(0, 40));
    const corrected = 'Bonjour, je postule sans réseau. Mon CV est joint. Disponible dès janvier.';
    await page.fill('#contact-message', corrected);
    await page.getByRole('button', { name: candidate.submit }).click();
    await expect.poll(() => keptVersions(page), { timeout: 15_000 }).toEqual([2]);
    await page.locator('[data-testid="contact-form"][data-state="offline"] [data-testid="contact-failure"][data-reason="queued"]').waitFor({ timeout: 15_000 });

    // The tab closed; the host back; another page of the site opened.
    await page.close();
    await startHost();
    const next = await context.newPage();
    await next.goto(`${harness.baseUrl}/a-propos`);
    await waitForApp(next);
    const today = new Date().toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit' });
    const told = next.getByRole('status').filter({ hasText: fill(outbox.sentApplication, { date: today }) });
    await told.waitFor({ timeout: 15_000 });

    // It arrived once, with its CV's bytes, under the offer.
    const rows = (await (await host!.d1()).prepare('SELECT * FROM messages WHERE email = ?').bind('awa.hors-ligne@example.sn').all<Record<string, unknown>>()).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'application', name: 'Awa Diop', offer_reference: offer.reference, cv_name: 'CV Awa Diop.pdf', message: corrected, corrects: null });
    const stored = await (await host!.r2()).get(String(rows[0]!.cv_key));
    expect(Buffer.from(await stored!.arrayBuffer())).toEqual(pdf);
    // The copy on the phone is gone; the notice, once shown, is not shown again.
    expect(await keptRequests(next)).toBe(0);
    await expect.poll(() => next.evaluate(async () => (await (await caches.open('sunu-envois-avis')).keys()).length)).toBe(0);
    await next.getByRole('button', { name: outbox.close }).click();
    expect(await told.count()).toBe(0);
    expect(errors).toEqual([]);
  });
  it('a browser closed in the middle of the upload leaves the application kept: at the next visit it leaves by itself, arrives once with its CV, and she is told', async () => {
    // In front of the host, a door that holds the form's upload while `hold` is on: the browser
    // has sent its headers and part of the CV, and gets no further (« before the answer » as a state).
    let hold = true;
    let heldUpload: (() => void) | undefined;
    const upload = new Promise<void>((resolve) => (heldUpload = resolve));
    const door = await openDoor((incoming) => {
      if (!hold || incoming.method !== 'POST' || incoming.url !== '/api/messages') return false;
      // Its headers are here, its body is not read: the browser's upload stalls.
      incoming.pause();
      heldUpload?.();
      return true;
    });
    const site = door.url;
    const profile = mkdtempSync(join(tmpdir(), 'sunu-profil-'));
    const launch = async () => {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
        viewport: { width, height: 800 },
        locale: 'fr-FR',
        serviceWorkers: 'allow',
      });
      await context.addInitScript(pastLoaderSecond);
      return context;
    };
    const cv = Buffer.concat([pdf, Buffer.alloc(1024 * 1024, 0x20)]);
    try {
      const first = await launch();
      const page = first.pages()[0] ?? (await first.newPage());
      const offer = offers[0];
      await page.goto(`${site}/contact?offre=${offer.reference}`);
      await waitForApp(page);
      await waitForControl(page);
      await page.fill('#contact-name', 'Awa Diop');
      await page.fill('#contact-email', 'awa.coupee@example.sn');
      await page.fill('#contact-message', 'Bonjour, je postule depuis un réseau qui coupe.');
      await page.setInputFiles('#contact-cv', { name: 'CV Awa Diop.pdf', mimeType: 'application/pdf', buffer: cv });
      await page.getByRole('button', { name: candidate.submit }).click();
      // The upload has begun, and is held: the copy on the phone is there before any answer.
      await upload;
      expect(await keptRequests(page)).toBe(1);
      // The browser is closed mid-upload.
      await first.close();
      const db = await host!.d1();
      expect((await db.prepare('SELECT COUNT(*) AS n FROM messages WHERE email = ?').bind('awa.coupee@example.sn').first<{ n: number }>())!.n).toBe(0);

      // The next visit, the network whole again: it leaves by itself, once, and she is told.
      hold = false;
      const second = await launch();
      const next = second.pages()[0] ?? (await second.newPage());
      await next.goto(`${site}/a-propos`);
      await waitForApp(next);
      const today = new Date().toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit' });
      await next.getByRole('status').filter({ hasText: fill(outbox.sentApplication, { date: today }) }).waitFor({ timeout: 20_000 });
      const rows = (await db.prepare('SELECT * FROM messages WHERE email = ?').bind('awa.coupee@example.sn').all<Record<string, unknown>>()).results;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'application', offer_reference: offer.reference, cv_size: cv.length });
      const stored = await (await host!.r2()).get(String(rows[0]!.cv_key));
      expect(Buffer.from(await stored!.arrayBuffer()).equals(cv)).toBe(true);
      expect(await keptRequests(next)).toBe(0);
      await second.close();
    } finally {
      await door.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
