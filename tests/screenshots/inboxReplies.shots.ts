/**
 * docs/screenshots/inbox/ (continued): what the inbox shows when the site sends replies itself
 * (wrangler.jsonc REPLY_MODE « envoi », docs/deploy.md 4b), on a Worker of its own in that mode,
 * and a PDF CV read in the page. Three people applied to one offer (Awa twice, her address in
 * capitals the second time) and were set aside; the bulk reply asks before sending them
 * « Réponse négative ».
 */
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccessKeys, startAccessEdge } from '../../scripts/accessToken.mjs';
import { widths } from '../browser/harness';
import { postApplication } from '../browser/applications';
import { openShotPage, settle, shoot, useShotHarness } from './shots';

const access = makeAccessKeys();
const harness = useShotHarness('dist', { ...access.vars, REPLY_MODE: 'envoi' });
const area = 'inbox';
const staff = 'fatou.sarr@example.sn';
/** A one-page PDF that says whose CV it is, for the viewer to show. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n4 0 obj << /Length 58 >> stream\nBT /F1 24 Tf 72 760 Td (Awa Ndiaye - Comptable senior) Tj ET\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** An application to « Comptable senior », as the site's form sends it, to this file's Worker. */
const apply = (fields: Record<string, string>, cv?: Buffer) => postApplication(harness.baseUrl, { offer: 'SRH-2026-031', ...fields }, cv, 'cv-awa-ndiaye.pdf');

let edge: Awaited<ReturnType<typeof startAccessEdge>>;
let awa = '';

beforeAll(async () => {
  edge = await startAccessEdge(harness.baseUrl);
  awa = await apply({ name: 'Awa Ndiaye', email: 'awa.ndiaye@example.sn' }, pdf);
  const others = [await apply({ name: 'Awa Ndiaye', email: 'AWA.NDIAYE@example.sn' }), await apply({ name: 'Moussa Diallo', email: 'moussa.diallo@example.sn' }), await apply({ name: 'Khady Faye', email: 'khady.faye@example.sn' })];
  const d1 = await harness.worker.d1();
  await d1.prepare(`UPDATE messages SET status = 'ecartee' WHERE id IN (${[awa, ...others].map(() => '?').join(', ')})`).bind(awa, ...others).run();
  // The team's list filled (issue 57), as on a site in use: no « liste de l’équipe vide » banner.
  await d1.prepare("INSERT INTO staff (address, added_by, added_at) VALUES (?, ?, '2026-11-02T08:30:00.000Z')").bind(staff, staff).run();
});

afterAll(() => edge?.close());

async function signedIn(context: BrowserContext) {
  await context.addCookies([{ name: 'CF_Authorization', value: access.token({ email: staff }), url: edge.url }]);
}

describe('inbox, replies sent by the site', () => {
  it.each(widths)('reponse-groupee-%i.png: the bulk reply asks, with its count and the first e-mail', async (width) => {
    const { page, context } = await openShotPage(harness, width);
    await signedIn(context);
    await page.goto(`${edge.url}/admin/candidatures?statut=ecartee`);
    await expect.poll(() => page.getByRole('table').getByRole('row').count(), { timeout: 15_000 }).toBe(5);
    await settle(page);
    await page.getByRole('button', { name: 'Répondre par e-mail à toute la liste…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Modèle de réponse' }).selectOption('Réponse négative');
    await expect.poll(() => dialog.innerText()).toContain('Envoyer 3\u00a0e-mails, un par personne');
    await shoot(page, area, `reponse-groupee-${width}.png`);
    await context.close();
  });

  it.each(widths)('lecture-cv-%i.png: a PDF CV read in the page', async (width) => {
    const { page, context } = await openShotPage(harness, width);
    await signedIn(context);
    await page.goto(`${edge.url}/admin/candidatures?id=${awa}`);
    const article = page.getByRole('article');
    await article.waitFor({ timeout: 15_000 });
    await settle(page);
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/cv/lire')), article.getByRole('button', { name: 'Lire le CV ici' }).click()]);
    const reader = article.locator('iframe');
    await reader.scrollIntoViewIfNeeded();
    // Chromium's PDF viewer draws in a process of its own, after its frame says it is ready: wait
    // until the white page shows over its dark background (the frame's mean brightness rises).
    await expect.poll(async () => (await sharp(await reader.screenshot()).stats()).channels[0]!.mean, { timeout: 20_000 }).toBeGreaterThan(90);
    await shoot(page, area, `lecture-cv-${width}.png`);
    await context.close();
  });
});
