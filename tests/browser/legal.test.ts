/**
 * The legal pages and what a keyboard or early visitor trips on, in Chromium:
 * /mentions-legales and /confidentialite reached from every page's footer, from the form and from
 * the apply panel; the privacy page's Art. 58 items for both processings; no cookie and nothing
 * in localStorage after every page and a sent message; the focus never on <body> around a send;
 * the header opaque on a page scrolled before the app starts; phone numbers and the counter on
 * one line.
 *
 * Widths (docs/testing.md, « Which width a browser test runs at »): the header before the app
 * starts is the layout, at 375 px and 1280 px; the lines that must not break, at 320 px. The rest
 * (links, the pages' words, what the browser keeps, the focus around a send) does not depend on
 * the width and runs once, at 375 px.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error jsdom ships no type declarations (and @types/jsdom is not installed)
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { timing } from '../../machines/constants';
import { host, privacy, notice } from 'virtual:content/legal';
import { fill as fillBlanks } from '../../src/lib/fill';
import { durationText } from '../../src/lib/retention';
import { email, phone } from 'virtual:content/site';
import { draftKey, fill, form, recordStates, routeEndpoint, sample, submitButton } from './contactPage';
import { holdAppScripts, openPage, pauseClock, useHarness, useSharedPage, useStaticHost, waitForApp, waitForLoaderInvisible, widths, type SharedPage } from './harness';

const harness = useHarness();
const endpointHost = useStaticHost('dist-endpoint');
// The specification's build, whose send takes exactly sendDuration on the page's clock.
const simulatedHost = useStaticHost('dist-simulated');
const buildDay = new Date('2026-11-23T10:00:00Z');

/** Every page a visitor can reach, on the test builds' day. */
const everyPage = ['/', '/a-propos', '/services', '/offres', '/offres/comptable-senior-srh-2026-031', '/contact', '/mentions-legales', '/confidentialite', '/page-inexistante'];

/**
 * The block's shared page (useSharedPage: past the loader's second, not the subject here) at
 * `path`, on the test builds' day: every test of a block that uses it fixes its time.
 */
async function open(shared: SharedPage, path: string, base = harness.baseUrl) {
  const { page, context, errors } = shared;
  await page.clock.setFixedTime(buildDay);
  await page.goto(base + path);
  await waitForApp(page);
  return { page, context, errors };
}


/** What has focus: a short description, « BODY » when it is lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return `${element.tagName}${element.id ? `#${element.id}` : ''} ${element.textContent?.trim().slice(0, 40) ?? ''}`;
  });

/** Every page of the build (dist/, the editor's and the inbox's pages aside), by file. */
function builtPages(dir = 'dist'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

/** The built file a path is answered with: its folder's index.html, or the 404 page. */
const builtFile = (path: string) => (path === '/page-inexistante' ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

describe('both legal pages are in every page’s footer', () => {
  // The footer is prerendered in every page and hydrated as it is (static.test.ts: no hydration
  // warning on any page): read in the built HTML, every page's footer is the one visitors get.
  it('in the built HTML of every page (the offers’ 404 page included), with their addresses and names', () => {
    const pages = builtPages();
    expect(pages).toEqual(expect.arrayContaining(everyPage.map(builtFile)));
    for (const file of pages) {
      const { document } = new JSDOM(readFileSync(join('dist', file), 'utf8')).window;
      const links = [...document.querySelectorAll('footer nav[aria-label="Informations légales"] a')].map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
      expect(links, file).toEqual([
        ['Mentions légales', '/mentions-legales'],
        ['Confidentialité', '/confidentialite'],
      ]);
    }
  });
});

describe('at 375 px', () => {
  const shared = useSharedPage(harness, 375);
  it('the footer’s links lead to both pages, with their own titles', async () => {
    const { page, errors } = await open(shared, '/services');
    const footer = page.locator('footer nav[aria-label="Informations légales"]');
    expect(await footer.getByRole('link', { name: 'Mentions légales' }).getAttribute('href')).toBe('/mentions-legales');
    expect(await footer.getByRole('link', { name: 'Confidentialité' }).getAttribute('href')).toBe('/confidentialite');
    await page.locator('footer').getByRole('link', { name: 'Mentions légales' }).click();
    await page.waitForURL(/\/mentions-legales$/);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, notice.hero.title);
    // The router sets the title after the page is drawn.
    await expect.poll(() => page.title()).toBe('Mentions légales | Sunu RH Conseil');
    await page.locator('footer').getByRole('link', { name: 'Confidentialité' }).click();
    await page.waitForURL(/\/confidentialite$/);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, privacy.hero.title);
    await expect.poll(() => page.title()).toBe(`${privacy.seo.title} | Sunu RH Conseil`);
    expect(errors).toEqual([]);
  });

  it('the form’s privacy line and the apply panel lead to what becomes of the data', async () => {
    const { page, errors } = await open(shared, '/contact');
    const line = page.locator(`${form} a[href^="/confidentialite"]`);
    expect(await line.getAttribute('href')).toBe('/confidentialite#contact');
    await line.click();
    await page.waitForURL(/\/confidentialite#contact$/);
    await page.waitForFunction(() => {
      const box = document.getElementById('contact')!.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight / 2;
    });
    await page.goto(`${harness.baseUrl}/offres/comptable-senior-srh-2026-031`);
    await waitForApp(page);
    const apply = page.locator('#postuler a[href^="/confidentialite"]');
    expect(await apply.getAttribute('href')).toBe('/confidentialite#candidatures');
    await apply.click();
    await page.waitForURL(/\/confidentialite#candidatures$/);
    expect(await page.locator('#candidatures h3').textContent()).toBe(privacy.processings.find((entry) => entry.id === 'candidatures')!.title);
    expect(errors).toEqual([]);
  });

  it('a value the firm has not filled in yet is marked, and said to screen readers', async () => {
    const { page } = await open(shared, '/mentions-legales');
    const marked = page.locator('main mark[data-to-fill]');
    expect(await marked.count()).toBeGreaterThanOrEqual(5);
    expect(await marked.first().textContent()).toMatch(new RegExp(`^${notice.toFill}\\s: À compléter`));
    expect(await page.locator('main').textContent()).toContain(phone.display);
    expect(await page.locator(`main a[href="mailto:${email}"]`).count()).toBe(1);
  });
});

describe('/confidentialite tells what law 2008-12 (Art. 58) asks, for both processings, at 375 px', () => {
  const shared = useSharedPage(harness, 375);
  it.each([
    // The site's own function at Cloudflare (the processor), named with its country.
    ['the default build (the site’s Worker)', () => harness.baseUrl, fillBlanks(privacy.siteWorker, { hebergeur: host.name, pays: host.country })],
    ['the endpoint build', () => endpointHost(), 'forms.example.test'],
    // Only the build that sends nothing says so (issue 26, item 9).
    ['the simulated build', () => simulatedHost(), privacy.noBackend],
  ] as const)('%s', async (_label, base, endpoint) => {
    const { page, errors } = await open(shared, '/confidentialite', base());
    for (const id of ['contact', 'candidatures']) {
      const rows = await page.locator(`#${id} dl > div`).evaluateAll((divs) => divs.map((div) => [div.querySelector('dt')!.textContent, div.querySelector('dd')!.textContent!.trim().length]));
      // Why, which data, which are mandatory, who receives them, how long, on what basis: each said.
      expect(rows.map(([label]) => label)).toEqual(Object.values(privacy.labels));
      for (const [label, length] of rows) expect(length, `${id}: ${label}`).toBeGreaterThan(30);
      const recipients = await page.locator(`#${id} dl > div`).nth(3).textContent();
      expect(recipients).toContain(endpoint);
    }
    const text = (await page.locator('main').textContent())!;
    // The controller, the rights and how to exercise them, the CDP's receipt, transfers, storage.
    expect(text).toContain('Sunu RH Conseil');
    expect(await page.locator(`section[aria-labelledby="droits"] a[href="mailto:${email}"]`).count()).toBe(1);
    expect(text).toMatch(/accéder à vos données, les faire rectifier ou supprimer, et vous opposer/);
    expect(await page.locator('section[aria-labelledby="cdp"] mark[data-to-fill]').count()).toBe(1);
    expect(text).toContain('OpenStreetMap');
    expect(text).toContain('Unsplash');
    expect(text).toContain('Aucun cookie, aucun traceur');
    // The draft kept in the browser, said in words a visitor knows, not a developer's name for it.
    expect(text).toContain('dans votre navigateur, pour cet onglet seulement');
    expect(text).not.toContain('sessionStorage');
    if (endpoint !== privacy.noBackend) expect(text).not.toContain(privacy.noBackend);
    // Where CVs are kept, by e-mail or not (the sentence for legal.yml `attachCv: false`, as shipped), and what the
    // rate limit keeps: the site's own Worker does both, so only its build says them.
    const own = base() === harness.baseUrl;
    for (const block of ['cv', 'abus']) expect(await page.locator(`section[aria-labelledby="${block}"]`).count(), block).toBe(own ? 1 : 0);
    const applications = privacy.processings.find((entry) => entry.id === 'candidatures')!;
    const cvText = fillBlanks(privacy.cv, { hebergeur: host.name, duree: durationText(applications.retentionMonths) });
    if (own) {
      expect(await page.locator('section[aria-labelledby="cv"] p').textContent()).toBe(cvText);
      expect(await page.locator('section[aria-labelledby="abus"] p').textContent()).toBe(privacy.abuse);
    } else {
      expect(text).not.toContain(cvText);
      expect(text).not.toContain(privacy.abuse);
    }
    expect(errors).toEqual([]);
  });
});

describe('no cookie, no tracker', () => {
  const candidatePage = '/contact?offre=SRH-2026-031';
  const shared = useSharedPage(harness, 375);

  /**
   * Loads each path in turn (full loads: each page's start-up code runs), sends a candidate's
   * message from the last, and says what the browser kept. Both builds are visited on the block's
   * one page: each build is its own origin (its own localStorage, sessionStorage and HTTP cache),
   * the cookies are the context's and were proven none after the first build, and the errors
   * checked are the ones this visit collected.
   */
  async function visitAndSend(base: string, paths: string[]) {
    const [first, ...others] = paths;
    const before = shared.errors.length;
    const { page, context, errors } = await open(shared, first!, base);
    await routeEndpoint(page, (route, request) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: request.method() === 'POST' ? '{"ok":true}' : '' }));
    for (const path of others) {
      await page.goto(base + path);
      await waitForApp(page);
    }
    // A candidate's form: no company nor service.
    await page.getByTestId('application-note').waitFor();
    await fill(page, { ...sample, company: undefined, service: undefined });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), draftKey)).toContain(sample.name);
    await submitButton(page).click();
    await page.waitForSelector(`${form}[data-state="success"]`, { state: 'attached', timeout: 10_000 });
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), draftKey)).toBeNull();
    expect(errors.slice(before).filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
  }

  // Cookies and localStorage belong to the origin: what any page left is still there at the end,
  // so each page is loaded once. The two builds differ only where the form sends (the contact
  // form's code, the privacy page's words): the endpoint build is checked on the form, sending.
  it('after every page and a sent message (both builds): no cookie, nothing in localStorage, and the draft cleared', async () => {
    await visitAndSend(harness.baseUrl, [...everyPage, candidatePage]);
    await visitAndSend(endpointHost(), [candidatePage]);
  });
});

describe('the keyboard around a send, at 375 px', () => {
  it('focus stays on the button while sending, goes to the success panel’s title, then to the form’s title: never <body>', async () => {
    const { page, context, errors } = await openPage(harness, 375, { loader: 'past' });
    await context.addInitScript(recordStates);
    await page.clock.install();
    await page.goto(`${simulatedHost()}/contact`);
    await waitForApp(page);
    await page.waitForSelector(`${form} form[data-started]`, { state: 'attached' });
    await pauseClock(page);
    // Typed as a keyboard user: into each field in turn, Tab to the button, Enter.
    await page.focus('#contact-name');
    await page.keyboard.type(sample.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(sample.email);
    await page.focus('#contact-message');
    await page.keyboard.type(sample.message);
    while (!(await focused(page)).startsWith('BUTTON')) await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('Envoyer le message');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${form}[data-state="submitting"]`, { state: 'attached' });
    // Sending: the button keeps the focus, says so, and is disabled to assistive technologies and to keys.
    expect(await focused(page)).toContain('Envoi en cours');
    expect(await submitButton(page).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await page.clock.runFor(timing.sendDuration - 1);
    expect(await page.getAttribute(form, 'data-state')).toBe('submitting');
    expect(await focused(page)).toContain('Envoi en cours');
    await page.clock.runFor(1);
    await page.waitForSelector(`${form}[data-state="success"]`, { state: 'attached' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    expect(await focused(page)).toMatch(/^H2 Message envoyé/);
    await page.clock.runFor(timing.successReset);
    await page.waitForSelector(`${form}[data-state="idle"]`, { state: 'attached' });
    await page.waitForFunction(() => document.activeElement?.id === 'contact-form-title');
    expect(await focused(page)).toMatch(/^H2#contact-form-title/);
    // From there, Tab goes on into the form.
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toBe('BODY');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(widths)('the header before the app starts, at %i px', (width) => {
  it('is transparent at the top, opaque once the page is scrolled, and stays so when the machine takes over', async () => {
    // The loader's second (CSS alone, before the app) is over (the page starts past it): the visitor reads and scrolls.
    const { page, context, errors } = await openPage(harness, width, { loader: 'past' });
    const scripts = await holdAppScripts(page);
    await page.goto(`${harness.baseUrl}/a-propos`, { waitUntil: 'commit' });
    // The prerendered page parsed to its end (« interactive »: the app's scripts, held, have not
    // run), so that it is long enough to be scrolled to 600 px.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await waitForLoaderInvisible(page);
    const look = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!;
        const style = getComputedStyle(header);
        const alpha = style.backgroundColor.match(/rgba?\(([^)]*)\)/)![1]!.split(',').map(Number)[3] ?? 1;
        return { alpha, shadow: style.boxShadow, known: header.hasAttribute('data-scroll-known'), state: header.dataset.state };
      });
    const at = (y: number) => page.evaluate((y) => new Promise<void>((resolve) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }), y);
    // The route's handler runs in Node, after Chromium asked: wait for it rather than read it once.
    await expect.poll(() => scripts.count).toBeGreaterThan(0);
    expect((await look()).known).toBe(false);
    expect((await look()).alpha).toBe(0);
    await at(10);
    expect((await look()).alpha, 'at the threshold, still the top look').toBe(0);
    await at(600);
    const before = await look();
    expect(before.alpha).toBeGreaterThanOrEqual(0.97);
    expect(before.shadow).not.toBe('none');
    // Every frame from now on: the header never goes back to transparent while the app takes over.
    await page.evaluate(() => {
      const frames: number[] = [];
      (window as unknown as { __alphas: number[] }).__alphas = frames;
      const sample = () => {
        const color = getComputedStyle(document.querySelector('header')!).backgroundColor;
        frames.push(Number(color.match(/rgba?\(([^)]*)\)/)![1]!.split(',').map(Number)[3] ?? 1));
        requestAnimationFrame(sample);
      };
      sample();
    });
    await scripts.release();
    await waitForApp(page);
    await page.waitForFunction(() => document.querySelector('header')!.hasAttribute('data-scroll-known'));
    const after = await look();
    // The visitor's place is kept: the app does not scroll the page back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(after.state).toBe('scrolled');
    expect(after.alpha).toBeGreaterThanOrEqual(0.97);
    const alphas = await page.evaluate(() => (window as unknown as { __alphas: number[] }).__alphas);
    expect(alphas.length).toBeGreaterThan(1);
    expect(Math.min(...alphas)).toBeGreaterThanOrEqual(0.97);
    // The machine has it now: back at the top, transparent again.
    await at(0);
    await page.waitForFunction(() => document.querySelector('header')!.dataset.state === 'top');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('on one line at 320 px', () => {
  const shared = useSharedPage(harness, 320);
  it('the phone number, wherever it is shown, and the counter « 4 500 / 5 000 caractères »', async () => {
    const { page } = await open(shared, '/contact');
    const lines = await page.evaluate((display) => {
      const counts: number[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const start = text.indexOf(display);
        if (start < 0 || !(node.parentElement && node.parentElement.offsetParent)) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + display.length);
        counts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
      }
      return counts;
    }, phone.display);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((count) => count === 1)).toBe(true);
    await page.fill('#contact-message', 'x'.repeat(4500));
    const counter = page.locator('#contact-message-counter');
    await counter.waitFor();
    const box = await counter.evaluate((element) => ({ height: element.getBoundingClientRect().height, line: parseFloat(getComputedStyle(element).lineHeight) }));
    expect(box.height).toBeLessThan(box.line * 1.5);
  });
});

