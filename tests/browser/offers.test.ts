/**
 * Job offers, in Chromium against the prerendered builds (built with SITE_TODAY=2026-11-23, see
 * package.json): the list and its filters as addresses that survive a reload, the empty result,
 * an offer's page and its JobPosting, the three ways to apply, the offer reaching the endpoint's
 * JSON, and an offer opened after its deadline.
 *
 * Widths (docs/testing.md, « Which width a browser test runs at »): everything runs at 375 px, a
 * phone's width, as most visitors have. What depends on the width runs at 1280 px too: the count
 * of what is found kept on screen as the filters change, the share toast within the screen, and
 * the header's link (in the menu at 375 px, inline at 1280 px).
 *
 * Every page's clock is fixed to a day of the test's choosing (page.clock.setFixedTime), so no
 * result changes as the calendar moves on; timers still run.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apply as applyCopy, card as cardCopy, empty as emptyCopy, gone as goneCopy, offer as offerCopy, share as shareCopy } from 'virtual:content/offers';
import { application as applicationCopy, candidate } from 'virtual:content/contact';
import { email, phone, url as siteUrl } from 'virtual:content/site';
import { hero as homeHero } from 'virtual:content/home';
import { fill as fillForm, form, normaliseSpaces, routeEndpoint, sample, submitButton, until } from './contactPage';
import { openPage, pauseClock, startHost, useHarness, useSharedPage, useStaticHost, waitForApp, type SharedPage } from './harness';

const harness = useHarness();
const endpointHost = useStaticHost('dist-endpoint');

/** The build's day, and a day after the comptable's deadline (15 December 2026). */
const buildDay = new Date('2026-11-23T10:00:00Z');
const afterDeadline = new Date('2026-12-16T10:00:00Z');

/** The three example offers (content/offers/), newest first, as a candidate reads them. */
const chef = { slug: 'chef-de-chantier-srh-2026-034', reference: 'SRH-2026-034', title: 'Chef de chantier gros œuvre', contract: 'Intérim', city: 'Diamniadio' };
const comptable = { slug: 'comptable-senior-srh-2026-031', reference: 'SRH-2026-031', title: 'Comptable senior', contract: 'CDI', city: 'Dakar' };
const developpeur = { slug: 'developpeur-full-stack-srh-2026-029', reference: 'SRH-2026-029', title: 'Développeur full stack JavaScript', contract: 'Consultance', city: 'Dakar' };

/**
 * The page of this block that has JavaScript on or off (shared by its tests), at `path` on the
 * day the test chooses, once the app has started.
 */
async function open(shared: { on: SharedPage; off?: SharedPage }, path: string, { day = buildDay, base = harness.baseUrl, javaScript = true } = {}) {
  const { page, errors } = javaScript ? shared.on : shared.off!;
  await page.clock.setFixedTime(day);
  await page.goto(base + path);
  if (javaScript) await waitForApp(page);
  return { page, errors };
}

const cardTitles = (page: Page) => page.locator('main ul[aria-labelledby="offres-titre"] > li h3').allTextContents();
const plainTitles = async (page: Page) => (await cardTitles(page)).map((title) => normaliseSpaces(title).replace(/ – .*$/, ''));

/** Waits for the list to show exactly these titles, in this order. */
async function expectTitles(page: Page, titles: string[]) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('main ul[aria-labelledby="offres-titre"] > li').length === count,
    titles.length,
    { timeout: 10_000 },
  );
  expect(await plainTitles(page)).toEqual(titles);
}

/**
 * From « Contrat », focused, the arrow keys choose CDI, then Intérim, then Consultance (Chromium,
 * not on a Mac, changes a closed list's value with them): the list narrows to the developer's
 * offer, and the count of what is found (its heading) is whole on screen, where the eyes are.
 */
async function filterFromContractWithArrows(page: Page) {
  await page.locator('#offres-contrat').focus();
  for (const contract of ['cdi', 'interim', 'consultance']) {
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(new RegExp(`contrat=${contract}`));
  }
  await expectTitles(page, [developpeur.title]);
  const viewport = page.viewportSize()!;
  const count = (await page.locator('#offres-titre').boundingBox())!;
  expect(count.y).toBeGreaterThanOrEqual(0);
  // Whole on screen (a fraction of a pixel of rounding aside).
  expect(count.y + count.height).toBeLessThanOrEqual(viewport.height + 0.5);
}

/**
 * An offer's page on a page of its own (its clock installed, the clipboard allowed): « Copier le
 * lien » pressed with Space shows the toast, which stays while the test reads it (the page's time
 * stands still, the brand font is in). The toast and its close button are within the screen, the address wrapped inside it.
 */
async function copyLinkToast(width: number) {
  const opened = await openPage(harness, width, { loader: 'past' });
  const { page, context } = opened;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.baseUrl });
  await page.clock.install({ time: buildDay });
  await page.goto(`${harness.baseUrl}/offres/${comptable.slug}`);
  await waitForApp(page);
  // The brand font arriving rewraps a paragraph at 375 px (28 px shorter than with its scaled
  // fallback), and scroll anchoring then moves window.scrollY: measure once it is in.
  await page.evaluate(() => document.fonts.ready);
  await pauseClock(page);
  const copy = page.getByRole('button', { name: shareCopy.copy });
  await copy.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  const toast = page.getByTestId('toast');
  await toast.waitFor();
  const viewport = page.viewportSize()!;
  const box = (await toast.boundingBox())!;
  const close = (await toast.getByRole('button').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
  // The address wraps inside the toast: nothing runs past its edge.
  expect(await toast.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  return { ...opened, copy, toast, scrolled };
}

/** « Offres d’emploi » in the footer, and in the header's navigation (through the menu where there is one), leads to the offers. */
async function headerLinkToOffers(pages: { on: SharedPage }) {
  const { page } = await open(pages, '/');
  expect(await page.locator('footer a[href="/offres"]').count()).toBeGreaterThan(0);
  const toggle = page.locator('#menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('header').getByRole('link', { name: 'Offres d’emploi', exact: true }).click();
  await page.waitForURL(/\/offres$/);
  await expectTitles(page, [chef.title, comptable.title, developpeur.title]);
}

describe('offers at 375 px', () => {
  const pages = { on: useSharedPage(harness, 375), off: useSharedPage(harness, 375, { javaScriptEnabled: false }) };
  it('filters from the keyboard: the arrow keys on a closed list add one history entry, the count of what is found is on screen, Enter keeps the focus in « Mot-clé »', async () => {
    const { page, errors } = await open(pages, '/offres');
    await expectTitles(page, [chef.title, comptable.title, developpeur.title]);
    const entries = await page.evaluate(() => history.length);
    await filterFromContractWithArrows(page);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('offres-contrat');
    // One Back: the whole list again.
    await page.goBack();
    await expectTitles(page, [chef.title, comptable.title, developpeur.title]);
    await page.locator('#offres-q').fill('comptable');
    await page.locator('#offres-q').press('Enter');
    await expectTitles(page, [comptable.title]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('offres-q');
    expect(await page.inputValue('#offres-q')).toBe('comptable');
    expect(errors).toEqual([]);
  });

  it('a closed or unknown offer’s address answers 404 with a page saying the offer is no longer open, leading to the offers, with or without JavaScript', async () => {
    for (const javaScript of [false, true]) {
      const { page, errors } = javaScript ? pages.on : pages.off;
      await page.clock.setFixedTime(buildDay);
      const response = await page.goto(`${harness.baseUrl}/offres/offre-fermee-srh-2020-001`);
      expect(response!.status()).toBe(404);
      if (javaScript) await waitForApp(page);
      expect(normaliseSpaces(await page.locator('h1').textContent())).toBe(normaliseSpaces(goneCopy.title));
      expect(await page.getAttribute(`main a:text-is("${goneCopy.offers}")`, 'href')).toBe('/offres');
      expect(await page.locator('main a[href="/contact?candidature=spontanee#votre-message"]').count()).toBe(1);
      expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
      // The document's own 404, and the offer's data file the app looks for: nothing else.
      expect(errors.filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
    }
  });

  it('the home page has a way in for job seekers, a plain link to the offers', async () => {
    const { page } = await open(pages, '/', { javaScript: false });
    const way = page.locator('main a[href="/offres"]', { hasText: homeHero.jobSeekers.link.label.replace(/'/g, '’') });
    expect(await way.count()).toBe(1);
    expect(await way.isVisible()).toBe(true);
  });

  it('« Copier le lien » is a button (Space copies, the page stays put); its toast keeps the address and the close button on screen, and Tab reaches that button before the footer', async () => {
    const { page, context, errors, copy, toast, scrolled } = await copyLinkToast(375);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}/offres/${comptable.slug}`);
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    // From the button, Tab reaches the toast's close button before any footer link.
    await copy.focus();
    let reached = 'page';
    for (let presses = 0; presses < 40 && reached === 'page'; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => (document.activeElement?.closest('[data-testid="toast"]') ? 'toast' : document.activeElement?.closest('footer') ? 'footer' : 'page'));
    }
    expect(reached).toBe('toast');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/offres lists the open offers newest first, each with contract, city, sector, publication date and deadline', async () => {
    const { page, errors } = await open(pages, '/offres');
    await expectTitles(page, [chef.title, comptable.title, developpeur.title]);
    const comptableCard = page.locator('main li', { has: page.getByRole('link', { name: new RegExp(comptable.title) }) }).first();
    const text = normaliseSpaces(await comptableCard.textContent());
    expect(text).toContain('CDI');
    expect(text).toContain('Dakar');
    expect(text).toContain('Services financiers');
    expect(text).toContain('Publiée le 12 novembre 2026');
    expect(text).toContain(normaliseSpaces(cardCopy.deadline.replace('{date}', '15 décembre 2026')));
    // No JobPosting on the list.
    expect(await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)['@type']))).not.toContain('JobPosting');
    expect(errors).toEqual([]);
  });

  it('the prerendered /offres lists the offers without JavaScript', async () => {
    const { page } = await open(pages, '/offres', { javaScript: false });
    expect(await plainTitles(page)).toEqual([chef.title, comptable.title, developpeur.title]);
    expect(await page.locator('main a[href="/offres/comptable-senior-srh-2026-031"]').count()).toBe(1);
  });

  it('a filter is an address: chosen, shared by reload, and unknown values ignored', async () => {
    const { page, errors } = await open(pages, '/offres');
    await page.selectOption('#offres-contrat', 'cdi');
    await page.waitForURL(/\/offres\?contrat=cdi$/);
    await expectTitles(page, [comptable.title]);
    await page.fill('#offres-q', 'comptable');
    await page.locator('form[role="search"] button[type="submit"]').click();
    await page.waitForURL(/contrat=cdi/);
    await page.waitForURL(/q=comptable/);
    await page.reload();
    await waitForApp(page);
    await expectTitles(page, [comptable.title]);
    expect(await page.inputValue('#offres-contrat')).toBe('cdi');
    expect(await page.inputValue('#offres-q')).toBe('comptable');
    // A sector filter, typed in the address.
    await page.goto(`${harness.baseUrl}/offres?secteur=industrie-btp`);
    await waitForApp(page);
    await expectTitles(page, [chef.title]);
    // Unknown values are ignored, not errors.
    await page.goto(`${harness.baseUrl}/offres?contrat=astronaute&page=abc&ville=42`);
    await waitForApp(page);
    await expectTitles(page, [chef.title, comptable.title, developpeur.title]);
    expect(await page.inputValue('#offres-contrat')).toBe('');
    expect(errors).toEqual([]);
  });

  it('an empty result says so and leads to a spontaneous application', async () => {
    const { page, errors } = await open(pages, '/offres?q=astronaute');
    const empty = page.getByRole('heading', { name: normaliseSpaces(emptyCopy.title) });
    await empty.waitFor({ timeout: 10_000 });
    expect(await page.locator('main ul[aria-labelledby="offres-titre"]').count()).toBe(0);
    const spontaneous = page.locator('main a[href*="candidature=spontanee"]').first();
    expect(await spontaneous.count()).toBe(1);
    await spontaneous.click();
    await page.waitForURL(/\/contact\?candidature=spontanee/);
    const note = page.getByTestId('application-note');
    await note.waitFor({ timeout: 10_000 });
    expect(normaliseSpaces(await note.textContent())).toContain(normaliseSpaces(applicationCopy.spontaneous));
    // A candidate's form: no company nor service to choose, its own button.
    expect(await page.locator('#contact-service, #contact-company').count()).toBe(0);
    expect(await page.getByRole('button', { name: candidate.submit }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('an offer’s page carries a JobPosting with every field, each visible on the page', async () => {
    const { page, errors } = await open(pages, `/offres/${comptable.slug}`);
    expect(await page.title()).toBe(`${comptable.title} – ${comptable.city} | Sunu RH Conseil`);
    expect(await page.getAttribute('meta[property="og:url"]', 'content')).toBe(`${siteUrl}/offres/${comptable.slug}`);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${siteUrl}/offres/${comptable.slug}`);
    const postings = (await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)))).filter(
      (data) => data['@type'] === 'JobPosting',
    );
    expect(postings).toHaveLength(1);
    const job = postings[0];
    expect(job).toMatchObject({
      '@context': 'https://schema.org',
      title: comptable.title,
      datePosted: '2026-11-12',
      validThrough: '2026-12-15T23:59:59+00:00',
      employmentType: ['FULL_TIME'],
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dakar', addressCountry: 'SN' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'XOF', value: { '@type': 'QuantitativeValue', minValue: 650000, maxValue: 850000, unitText: 'MONTH' } },
      identifier: { '@type': 'PropertyValue', value: comptable.reference },
      directApply: true,
    });
    expect(job.description).toMatch(/^<p>.*<\/p>.*<ul><li>.*<\/li><\/ul>/s);
    // Every value is visible: the title, each mission and profile line, the reference, the city,
    // the dates and the salary.
    const main = normaliseSpaces(await page.locator('main').textContent());
    expect(main).toContain(comptable.title);
    for (const item of job.description.match(/<li>(.*?)<\/li>/g)!) {
      const text = item.replace(/<\/?li>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;|&apos;/g, '’');
      expect(main).toContain(normaliseSpaces(text));
    }
    expect(main).toContain(comptable.reference);
    expect(main).toContain('12 novembre 2026');
    expect(main).toContain('15 décembre 2026');
    expect(main).toContain('650 000 – 850 000 FCFA par mois');
    expect(main).toContain(normaliseSpaces(job.hiringOrganization.name === 'confidential' ? offerCopy.confidential : job.hiringOrganization.name));
    expect(errors).toEqual([]);
  });

  it('a remote offer is TELECOMMUTE with the country it hires in, and a confidential client', async () => {
    const { page } = await open(pages, `/offres/${developpeur.slug}`);
    const job = (await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)))).find(
      (data) => data['@type'] === 'JobPosting',
    );
    expect(job.jobLocationType).toBe('TELECOMMUTE');
    expect(job.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Sénégal' });
    expect(job).not.toHaveProperty('jobLocation');
    expect(job).not.toHaveProperty('baseSalary');
    expect(job).not.toHaveProperty('validThrough');
    expect(job.employmentType).toEqual(['CONTRACTOR']);
    expect(normaliseSpaces(await page.locator('main').textContent())).toContain('Télétravail');
  });

  it('« Postuler »: an e-mail with the subject filled in, WhatsApp with a message, and the form with the offer named', async () => {
    const { page, errors } = await open(pages, `/offres/${comptable.slug}`);
    const mail = new URL((await page.getAttribute('a[data-apply="email"]', 'href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(email);
    expect(mail.searchParams.get('subject')).toBe(`Candidature – ${comptable.reference} – ${comptable.title}`);
    expect(mail.searchParams.get('body')).toContain(comptable.reference);
    const whatsapp = new URL((await page.getAttribute('a[data-apply="whatsapp"]', 'href'))!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(phone.whatsapp);
    expect(whatsapp.searchParams.get('text')).toBe(
      applyCopy.whatsappText.replace('{reference}', comptable.reference).replace('{titre}', comptable.title),
    );
    await page.locator('a[data-apply="form"]').click();
    await page.waitForURL(new RegExp(`/contact\\?offre=${comptable.reference}#votre-message$`));
    const note = page.getByTestId('application-note');
    await note.waitFor({ timeout: 10_000 });
    expect(normaliseSpaces(await note.textContent())).toContain(`${comptable.reference}`);
    expect(normaliseSpaces(await note.textContent())).toContain(comptable.title);
    expect(await page.locator('#contact-service, #contact-company').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the offer reaches the endpoint’s JSON', async () => {
    const { page, errors } = await open(pages, `/contact?offre=${chef.reference}`, { base: endpointHost() });
    const { posts, cors } = await routeEndpoint(page, (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: '{"ok":true}' }));
    await page.getByTestId('application-note').waitFor({ timeout: 10_000 });
    await fillForm(page, { ...sample, company: undefined, service: undefined });
    await submitButton(page).click();
    await until(() => posts.length === 1);
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!.postData()!);
    expect(body).toMatchObject({ name: sample.name, email: sample.email, company: '', service: 'recrutement', offer: { reference: chef.reference, title: chef.title } });
    await page.waitForSelector(`${form}[data-state="success"]`, { state: 'attached', timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  it('a reference no open offer has is ignored: the form stays a plain message', async () => {
    const { page, errors } = pages.on;
    await page.clock.setFixedTime(buildDay);
    // The reference's data file answers 404: the note never comes, the service stays unchosen.
    const answered = page.waitForResponse((response) => response.url().includes('/donnees/offres/references/SRH-1999-001'));
    await page.goto(`${harness.baseUrl}/contact?offre=SRH-1999-001`);
    await waitForApp(page);
    expect((await answered).status()).toBe(404);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByTestId('application-note').count()).toBe(0);
    expect(await page.inputValue('#contact-service')).toBe('default');
    expect(errors.filter((error) => !/404 \(Not Found\)/.test(error))).toEqual([]);
  });

  it('opened after its deadline (from a cache, before the next build), an offer says applications are closed and hides « Postuler »', async () => {
    const { page, errors } = await open(pages, `/offres/${comptable.slug}`, { day: afterDeadline });
    await page.getByRole('heading', { name: normaliseSpaces(offerCopy.closedTitle) }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-apply]').count()).toBe(0);
    // The list, opened the same day, leaves it out too.
    await page.goto(`${harness.baseUrl}/offres`);
    await waitForApp(page);
    await expectTitles(page, [chef.title, developpeur.title]);
    expect(errors).toEqual([]);
  });

  it('on a change day, the list and the closed offer’s page the Worker serves (worker/offerStates.ts) start with no hydration warning', async () => {
    // The local Worker of the 16th, the day after the comptable's deadline (SITE_TODAY, worker/siteData.ts
    // `offersDay`): the same build, no rebuild; its state of that day and the closed-offer page, 410.
    const { page, errors } = pages.on;
    const dayAfter = await startHost('dist', { SITE_TODAY: '2026-12-16' });
    try {
      const { page: listPage } = await open(pages, '/offres', { day: afterDeadline, base: dayAfter.url });
      await expectTitles(listPage, [chef.title, developpeur.title]);
      expect(normaliseSpaces(await page.locator('#offres-titre').textContent())).toMatch(/^2 /);
      // The filters offer only what the day's offers have: the comptable was the only CDI.
      expect(await page.locator('#offres-contrat option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).not.toContain('cdi');
      await page.fill('#offres-q', 'comptable');
      await page.locator('form[role="search"] button[type="submit"]').click();
      await page.waitForURL(/q=comptable/);
      await page.getByRole('heading', { name: normaliseSpaces(emptyCopy.title) }).waitFor({ timeout: 10_000 });
      const response = await page.goto(`${dayAfter.url}/offres/${comptable.slug}`);
      expect(response!.status()).toBe(410);
      expect(response!.headers()['x-robots-tag']).toBe('noindex');
      await waitForApp(page);
      expect(normaliseSpaces(await page.locator('h1').textContent())).toBe(normaliseSpaces(goneCopy.title));
      // The document's own 410, and the offer's data file the app looks for (404): nothing else.
      expect(errors.filter((error) => !/(404 \(Not Found\)|410 \(Gone\))/.test(error))).toEqual([]);
    } finally {
      await dayAfter.close();
    }
  });

  it('« Offres d’emploi » in the header’s menu and in the footer leads to the offers', async () => {
    await headerLinkToOffers(pages);
  });
});

describe('offers at 1280 px: what depends on the width (the rest is proven at 375 px)', () => {
  const pages = { on: useSharedPage(harness, 1280) };
  it('filtering from « Contrat » with the arrow keys keeps the count of what is found on screen', async () => {
    const { page, errors } = await open(pages, '/offres');
    await expectTitles(page, [chef.title, comptable.title, developpeur.title]);
    await filterFromContractWithArrows(page);
    expect(errors).toEqual([]);
  });

  it('the toast of « Copier le lien » keeps the address and the close button on screen', async () => {
    const { context, errors } = await copyLinkToast(1280);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('« Offres d’emploi » in the header navigation and in the footer leads to the offers', async () => {
    await headerLinkToOffers(pages);
  });
});
