/**
 * docs/screenshots/contact/: the form of a candidate (blank, filled in with a CV, sent), the CV
 * field refusing a file in the browser (too large; a renamed executable, by its first bytes) and
 * the send it then holds; an application sent without a CV and the advice that stays; an
 * application written offline, waiting for the connection; the plain contact form's keyboard focus.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { application, candidate } from 'virtual:content/contact';
import { waitForApp, widths } from '../browser/harness';
import { openShotPage, shoot, useShotHarness } from './shots';

const harness = useShotHarness('dist');
const area = 'contact';
const offer = 'SRH-2026-031';
/** A small but real PDF: its first bytes say so. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A candidate's form (/contact?offre=…), started, its CV field drawn. */
async function openCandidateForm(width: number) {
  const opened = await openShotPage(harness, width);
  await opened.page.goto(`${harness.baseUrl}/contact?offre=${offer}`);
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

describe('contact', () => {
  it.each(widths)('formulaire-candidat-%i.png: a candidate’s blank form', async (width) => {
    const { page, context } = await openCandidateForm(width);
    await page.evaluate(() => document.getElementById('votre-message')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await shoot(page, area, `formulaire-candidat-${width}.png`);
    await context.close();
  });

  it('candidature-cv-375.png, champ-cv-375.png, candidature-envoyee-375.png: filled in with a PDF, then sent', async () => {
    const { page, context } = await openCandidateForm(375);
    await fillIn(page, 'Awa Diop');
    await page.setInputFiles('#contact-cv', { name: 'CV Awa Diop.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.locator('#contact-cv-chosen').waitFor();
    await page.focus('#contact-message');
    await shoot(page, area, 'candidature-cv-375.png');
    await shoot(page, area, 'champ-cv-375.png', { element: page.getByTestId('cv-field') });
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.getByTestId('contact-success').waitFor({ timeout: 15_000 });
    await page.getByTestId('toast').waitFor();
    await shoot(page, area, 'candidature-envoyee-375.png');
    await context.close();
  });

  it.each(widths)('cv-retenu-%i.png: one click after a refused CV sends nothing, says why beside the button, and focuses the CV field', async (width) => {
    const { page, context } = await openCandidateForm(width);
    await fillIn(page, 'Moussa Sarr');
    const big = Buffer.alloc(6 * 1024 * 1024);
    pdf.copy(big);
    await page.setInputFiles('#contact-cv', { name: 'cv-moussa.pdf', mimeType: 'application/pdf', buffer: big });
    await page.waitForSelector('[data-testid="cv-field"][data-notice="cvTooLarge"]');
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.waitForSelector('[data-testid="contact-form"][data-state="cvRefused"]');
    await shoot(page, area, `cv-retenu-${width}.png`);
    await context.close();
  });

  it.each(widths)('sans-cv-%i.png and sans-cv-retour at the same width: sent without a CV (« Retirer »), the advice under the panel’s title, then above the form that comes back', async (width) => {
    const { page, context } = await openCandidateForm(width);
    await fillIn(page, 'Awa Diop');
    await page.setInputFiles('#contact-cv', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a PDF') });
    await page.waitForSelector('[data-testid="cv-field"][data-notice="cvContent"]');
    await page.getByTestId('cv-field').getByRole('button', { name: application.cvRemove }).click();
    await page.getByTestId('without-cv').waitFor();
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.getByTestId('contact-success').waitFor({ timeout: 15_000 });
    await page.getByTestId('toast').waitFor();
    await shoot(page, area, `sans-cv-${width}.png`);
    await page.getByTestId('sent-notice').waitFor({ timeout: 15_000 });
    await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 15_000 });
    await shoot(page, area, `sans-cv-retour-${width}.png`);
    await context.close();
  });

  it.each(widths)('hors-connexion-%i.png: written offline, the application waits and will leave by itself', async (width) => {
    const { page, context } = await openCandidateForm(width);
    await fillIn(page, 'Khady Fall');
    await page.setInputFiles('#contact-cv', { name: 'CV Khady Fall.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.locator('#contact-cv-chosen').waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: candidate.submit }).click();
    await page.waitForSelector('[data-testid="contact-form"][data-state="offline"]');
    await page.getByTestId('contact-failure').waitFor();
    await shoot(page, area, `hors-connexion-${width}.png`);
    await context.close();
  });

  it('cv-trop-lourd-1280.png: a 6 Mo file refused in the browser', async () => {
    const { page, context } = await openCandidateForm(1280);
    await fillIn(page, 'Moussa Sarr');
    const big = Buffer.alloc(6 * 1024 * 1024);
    pdf.copy(big);
    await page.setInputFiles('#contact-cv', { name: 'cv-moussa.pdf', mimeType: 'application/pdf', buffer: big });
    const field = page.getByTestId('cv-field');
    await page.waitForSelector('[data-testid="cv-field"][data-notice="cvTooLarge"]');
    await shoot(page, area, 'cv-trop-lourd-1280.png', { element: field });
    await context.close();
  });

  it('cv-renomme-1280.png: an executable renamed .pdf, refused in the browser by its first bytes', async () => {
    const { page, context } = await openCandidateForm(1280);
    await fillIn(page, 'Faux Candidat');
    const executable = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.from('This program cannot be run in DOS mode.')]);
    await page.setInputFiles('#contact-cv', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: executable });
    await page.waitForSelector('[data-testid="cv-field"][data-notice="cvContent"]');
    await shoot(page, area, 'cv-renomme-1280.png', { element: page.getByTestId('cv-field') });
    await context.close();
  });

  it.each(widths)('focus-champ-%i.png: the keyboard’s focus on a field of the contact form', async (width) => {
    const { page, context } = await openShotPage(harness, width);
    await page.goto(`${harness.baseUrl}/contact`);
    await waitForApp(page);
    await page.waitForSelector('#formulaire-contact[data-started]', { state: 'attached' });
    // In keyboard mode, as a keyboard user reaches the field: Tab from the name.
    await page.focus('#contact-name');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.id === 'contact-email');
    await shoot(page, area, `focus-champ-${width}.png`);
    await context.close();
  });
});
