/**
 * The production build with its Worker, as a candidate uses it: the built site served by the
 * asset worker and /api/messages by worker/index.ts in workerd, with local D1, R2 and e-mail
 * (scripts/localCloudflare.mjs). A candidate applies to an offer with a PDF; the row, the stored CV and the
 * e-mail (its text and the link to the entry; the CV stays in R2, legal.yml `attachCv: false`) are
 * then read where they landed. A 6 MB file and a renamed executable are refused in the browser,
 * and one click then sends nothing; an application written offline leaves by itself when the
 * connection returns, with its CV.
 *
 * Width: none of this depends on it (Worker round trips, the CV's checks): every test runs once, at
 * 375 px, a phone's width, as most candidates have (docs/testing.md, « Which width a browser test
 * runs at »).
 */
import { readFileSync } from 'node:fs';
import PostalMime from 'postal-mime';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { application, candidate, failure, refusals } from 'virtual:content/contact';
import { messagesPath } from '../../contract/contactRules';
import { normaliseSpaces } from './contactPage';
import { openPage, useHarness, waitForApp } from './harness';

const harness = useHarness('dist');
const offer = { reference: 'SRH-2026-031', title: 'Comptable senior' };
/** A small but real PDF: its first bytes say so. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The messages in this harness's local D1, read through its Miniflare (the database `wrangler d1 execute --local` reads, liveCheck.test.ts). */
async function rows(): Promise<Record<string, unknown>[]> {
  return (await (await harness.worker.d1()).prepare('SELECT * FROM messages ORDER BY received_at').all<Record<string, unknown>>()).results;
}

/** A stored CV, out of the local R2 bucket. */
async function storedCv(key: string): Promise<Buffer> {
  const object = await (await harness.worker.r2()).get(key);
  if (!object) throw new Error(`No CV stored under ${key}`);
  return Buffer.from(await object.arrayBuffer());
}

async function openOffer(width: number) {
  const opened = await openPage(harness, width, { loader: 'past' });
  await opened.page.goto(`${harness.baseUrl}/contact?offre=${offer.reference}`);
  await waitForApp(opened.page);
  await opened.page.getByTestId('application-note').waitFor();
  await opened.page.locator('#contact-cv').waitFor({ state: 'attached' });
  return opened;
}

async function fillIn(page: Page, name: string) {
  await page.fill('#contact-name', name);
  await page.fill('#contact-email', 'awa.diop@example.sn');
  await page.fill('#contact-message', 'Bonjour, je postule à votre offre de comptable senior. Mon CV est joint.');
}

describe('a candidate applies through the production build and its Worker', () => {
  it('at 375 px: the application with its PDF lands in D1, its CV in R2, and the firm’s e-mail links to it', async () => {
    const { page, context, errors } = await openOffer(375);
    await fillIn(page, 'Awa Diop');
    await page.setInputFiles('#contact-cv', { name: 'CV Awa Diop.pdf', mimeType: 'application/pdf', buffer: pdf });
    expect(normaliseSpaces(await page.locator('#contact-cv-chosen').textContent())).toBe('CV Awa Diop.pdf (1 Ko)');
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.getByTestId('contact-success').waitFor({ timeout: 15_000 });
    // The panel and the toast name the offer; the CV went with it, so no word on sending it.
    expect(normaliseSpaces(await page.getByTestId('contact-success').textContent())).toContain(`${offer.reference} – ${offer.title}`);
    expect(await page.getByTestId('no-cv').count()).toBe(0);
    expect(normaliseSpaces(await page.getByTestId('toast').textContent())).toContain(offer.reference);

    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'application', name: 'Awa Diop', email: 'awa.diop@example.sn', offer_reference: offer.reference, offer_title: offer.title, cv_name: 'CV Awa Diop.pdf', cv_type: 'application/pdf', cv_size: pdf.length });
    expect(await storedCv(String(row!.cv_key))).toEqual(pdf);
    // The e-mail leaves after the answer (waitUntil): wait for its file.
    await expect.poll(() => harness.worker.emails.length, { timeout: 10_000 }).toBe(1);
    const mail = await PostalMime.parse(readFileSync(harness.worker.emails[0]!));
    expect(mail.subject).toBe(`Candidature – Awa Diop – ${offer.reference} – ${offer.title}`);
    expect(mail.replyTo?.[0]).toMatchObject({ name: 'Awa Diop', address: 'awa.diop@example.sn' });
    expect(mail.text).toContain('Mon CV est joint.');
    // The CV is not attached (as built): the e-mail says where to download it, the entry in the inbox.
    expect(mail.attachments).toEqual([]);
    expect(readFileSync(harness.worker.emails[0]!, 'utf8')).not.toMatch(/Content-Disposition:\s*attachment/i);
    expect(mail.text).toContain(`CV\u00a0: CV Awa Diop.pdf (1\u00a0Ko), à télécharger dans la boîte de réception\u00a0: https://www.example.com/admin/candidatures/?id=${String(row!.id)}`);
    await expect.poll(async () => (await rows())[0]!.emailed_at, { timeout: 10_000 }).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: a 6 MB PDF is refused in the browser, saying its size, the limit and how to lighten it; one click then sends nothing', async () => {
    const before = (await rows()).length;
    const { page, context, errors } = await openOffer(375);
    const posts = countPosts(context);
    await fillIn(page, 'Moussa Sarr');
    const big = Buffer.alloc(6 * 1024 * 1024);
    pdf.copy(big);
    await page.setInputFiles('#contact-cv', { name: 'cv-moussa.pdf', mimeType: 'application/pdf', buffer: big });
    const field = page.getByTestId('cv-field');
    await page.waitForSelector('[data-testid="cv-field"][data-notice="cvTooLarge"]', { state: 'attached' });
    expect(normaliseSpaces(await field.getByRole('alert').textContent())).toBe(normaliseSpaces(refusals.cvTooLargePdf.replace('{taille}', '6 Mo').replace('{limite}', '5 Mo')));
    expect(await page.getAttribute('#contact-cv', 'aria-invalid')).toBe('true');
    // One click: the form holds the application in a state of its own, says why, and focuses the CV field.
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.waitForSelector('[data-testid="contact-form"][data-state="cvRefused"]', { state: 'attached' });
    expect(normaliseSpaces(await page.getByTestId('cv-held').textContent())).toBe(normaliseSpaces(candidate.cvRefused));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-cv');
    expect(posts()).toBe(0);
    expect(await page.getByTestId('contact-success').count()).toBe(0);
    // « Retirer », then the knowing choice: the application leaves without a CV, and the counter sees it.
    await field.getByRole('button', { name: application.cvRemove }).click();
    await page.getByTestId('without-cv').waitFor();
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.getByTestId('contact-success').waitFor({ timeout: 15_000 });
    expect(posts()).toBe(1);
    expect(await rows()).toHaveLength(before + 1);
    expect((await rows()).at(-1)).toMatchObject({ name: 'Moussa Sarr', cv_key: null });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: an executable renamed .pdf is refused in the browser by its first bytes, saying so; one click then sends nothing', async () => {
    const { page, context, errors } = await openOffer(375);
    const posts = countPosts(context);
    await fillIn(page, 'Faux Candidat');
    const executable = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.from('This program cannot be run in DOS mode.')]);
    await page.setInputFiles('#contact-cv', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: executable });
    await page.waitForSelector('[data-testid="cv-field"][data-notice="cvContent"]', { state: 'attached' });
    const message = normaliseSpaces(await page.getByTestId('cv-field').getByRole('alert').textContent());
    expect(message).toBe(normaliseSpaces(refusals.cvContent.replace('{extension}', '.pdf')));
    expect(message).toMatch(/^Ce fichier porte l’extension \.pdf, mais son contenu n’est ni un PDF ni un document Word/);
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.waitForSelector('[data-testid="contact-form"][data-state="cvRefused"]', { state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-cv');
    // The CV field is in view on the phone, below the fixed header.
    const box = (await page.locator('#contact-cv-choose').boundingBox())!;
    expect(box.y).toBeGreaterThan(72);
    expect(box.y + box.height).toBeLessThan(812);
    expect(posts()).toBe(0);
    expect(await page.inputValue('#contact-name')).toBe('Faux Candidat');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: written offline, the application waits, says so, and leaves with its CV when the connection returns, without a click', async () => {
    const before = (await rows()).length;
    const { page, context, errors } = await openOffer(375);
    const posts = countPosts(context);
    await fillIn(page, 'Khady Fall');
    await page.setInputFiles('#contact-cv', { name: 'CV Khady Fall.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.locator('#contact-cv-chosen').waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.waitForSelector('[data-testid="contact-form"][data-state="offline"]', { state: 'attached' });
    const alert = page.getByTestId('contact-failure');
    await alert.waitFor();
    const text = normaliseSpaces(await alert.textContent());
    expect(text).toContain(normaliseSpaces(failure.titles.offline));
    expect(text).toContain('il partira de lui-même dès que la connexion reviendra');
    expect(text).toContain(normaliseSpaces(failure.offlineCv));
    // The alert has the focus, and its top is on the phone's screen, below the header.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('contact-failure');
    const box = (await alert.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(72);
    expect(box.y).toBeLessThan(812);
    expect(await rows()).toHaveLength(before);
    // The connection returns (Chromium fires `online`): no click.
    await context.setOffline(false);
    await page.getByTestId('contact-success').waitFor({ timeout: 15_000 });
    expect(posts()).toBeGreaterThanOrEqual(1);
    const row = (await rows()).at(-1)!;
    expect(await rows()).toHaveLength(before + 1);
    expect(row).toMatchObject({ name: 'Khady Fall', offer_reference: offer.reference, cv_name: 'CV Khady Fall.pdf', cv_size: pdf.length });
    expect(await storedCv(String(row.cv_key))).toEqual(pdf);
    // Offline, Chromium logs the request it could not make.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    await context.close();
  });
});

/** Counts the requests that reach the Worker's endpoint (/api/messages) from this context. */
function countPosts(context: BrowserContext) {
  let count = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === messagesPath && request.method() === 'POST') count += 1;
  });
  return () => count;
}
