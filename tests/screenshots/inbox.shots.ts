/**
 * docs/screenshots/inbox/: the firm's inbox at /admin/candidatures, behind Cloudflare Access
 * (played as the browser tests play it: tests/browser/inbox.test.ts). Three applications arrive
 * through the Worker (two for one offer, one spontaneous; one with a CV); their days are then set
 * to fixed ones in the local D1, and Awa's move to « Entretien » is written there with a fixed
 * time, so that the pictures say the same each time.
 */
import { execFileSync } from 'node:child_process';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccessKeys, startAccessEdge } from '../../scripts/accessToken.mjs';
import { widths } from '../browser/harness';
import { postApplication } from '../browser/applications';
import { openShotPage, settle, shoot, useShotHarness } from './shots';

const access = makeAccessKeys();
const harness = useShotHarness('dist', access.vars);
const area = 'inbox';
const staff = 'fatou.sarr@example.sn';
const colleague = 'mariama.diop@sunu-rh.sn';
const hostile = '<img src=x onerror=alert(1)>';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The team's list (issue 57), filled as the firm would, at fixed times: Fatou first, then two colleagues; one left since. */
const teamRows =
  `INSERT INTO staff (address, added_by, added_at) VALUES ('${staff}', '${staff}', '2026-11-02T08:30:00.000Z'), ('${colleague}', '${staff}', '2026-11-02T08:31:00.000Z'), ('ousmane.ba@sunu-rh.sn', '${colleague}', '2026-11-16T10:05:00.000Z'); ` +
  `INSERT INTO staff_log (action, address, by_email, at) VALUES ('add', '${staff}', '${staff}', '2026-11-02T08:30:00.000Z'), ('add', '${colleague}', '${staff}', '2026-11-02T08:31:00.000Z'), ` +
  `('add', 'aminata.fall@sunu-rh.sn', '${staff}', '2026-11-02T08:32:00.000Z'), ('add', 'ousmane.ba@sunu-rh.sn', '${colleague}', '2026-11-16T10:05:00.000Z'), ('remove', 'aminata.fall@sunu-rh.sn', '${staff}', '2026-11-20T17:45:00.000Z');`;

/** SQL on the local D1 of this harness's Worker, as docs/api.md says to read it. */
function sql(command: string) {
  execFileSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', harness.worker.persistTo, '--command', command], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: 'pipe',
  });
}

/** An application as the site's form sends it, to this file's Worker. */
const apply = (fields: Record<string, string>, cv?: Buffer) => postApplication(harness.baseUrl, fields, cv);

let edge: Awaited<ReturnType<typeof startAccessEdge>>;
let ids: { awa: string; moussa: string; khadyCorrection?: string };

beforeAll(async () => {
  edge = await startAccessEdge(harness.baseUrl);
  ids = {
    awa: await apply({ name: hostile, email: 'awa@example.sn', offer: 'SRH-2026-031' }, pdf),
    moussa: await apply({ name: 'Moussa Diallo', email: 'moussa@example.sn', offer: 'SRH-2026-031' }),
  };
  const khadyKey = `test-${crypto.randomUUID()}`;
  await postApplication(harness.baseUrl, { name: 'Khady Faye', email: 'khady@example.sn', candidature: 'spontanee' }, undefined, undefined, khadyKey);
  // Khady corrects hers after it arrived (same key, new text): a correction, shown with the first.
  ids.khadyCorrection = await postApplication(
    harness.baseUrl,
    { name: 'Khady Faye', email: 'khady@example.sn', candidature: 'spontanee', message: 'Bonjour, je corrige mon numéro : joignable au 77 123 45 67. Merci.' },
    undefined,
    undefined,
    khadyKey,
  );
  // Awa applied before, to another offer, her e-mail typed in capitals: the same person.
  await apply({ name: hostile, email: 'AWA@example.sn', offer: 'SRH-2026-034' }, pdf);
  // Fixed days, newest first: Khady, Moussa, Awa, Awa's first.
  sql(
    [
      ['AWA', '2026-11-12T16:20:00.000Z'],
      ['awa', '2026-11-20T09:15:00.000Z'],
      ['moussa', '2026-11-21T14:40:00.000Z'],
      ['khady', '2026-11-22T11:05:00.000Z'],
    ]
      .map(([who, at]) => `UPDATE messages SET received_at = '${at}' WHERE email = '${who}@example.sn';`)
      .join(' ') + ` UPDATE messages SET received_at = '2026-11-22T18:30:00.000Z' WHERE id = '${ids.khadyCorrection}';`,
  );
  sql(teamRows);
});

afterAll(() => edge?.close());

/** A member of staff signed in: Access's cookie, which its edge turns into the token the Worker checks. */
async function signedIn(context: BrowserContext) {
  await context.addCookies([{ name: 'CF_Authorization', value: access.token({ email: staff }), url: edge.url }]);
}

async function openInbox(width: number, address: string) {
  const opened = await openShotPage(harness, width);
  await signedIn(opened.context);
  await opened.page.goto(`${edge.url}${address}`);
  return opened;
}

describe('inbox', () => {
  it.each(widths)('liste-%i.png: the list', async (width) => {
    const { page, context } = await openInbox(width, '/admin/candidatures');
    await page.getByRole('table').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(`Connecté : ${staff}`).count()).toBe(1);
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(6);
    await shoot(page, area, `liste-${width}.png`, { fullPage: true });
    await context.close();
  });

  describe('the site’s own problems, and the alert test (issue 57)', () => {
    beforeAll(() => {
      // What the hourly watchdog would have recorded (worker/watchdog.ts): a problem and a warning, fixed days.
      sql(
        "INSERT INTO alerts (code, level, text, first_seen, last_seen, github_sent_at, email_sent_at) VALUES " +
          "('emails-stuck', 'problem', '2 e-mails au cabinet ne sont pas partis depuis le 22/11/2026 à 11:05 (heure de Dakar)\u00a0: les messages sont enregistrés dans la boîte de réception, mais le cabinet ne les reçoit pas par e-mail (docs/operations.md#courriel-bloque).', '2026-11-22T12:00:00.000Z', '2026-11-23T09:00:00.000Z', '2026-11-22T12:00:00.000Z', NULL), " +
          "('staging-long', 'warning', 'Le site est en ligne en mode provisoire depuis 15\u00a0jours\u00a0: les mentions légales et les paramètres de paie restent à compléter. Complétez-les dans l’éditeur («\u00a0Mentions légales et confidentialité\u00a0», «\u00a0Paie\u00a0: paramètres du simulateur\u00a0»), puis retirez la variable LEGAL_VALUES_PENDING du dépôt GitHub (docs/operations.md#mode-provisoire).', '2026-11-20T08:00:00.000Z', '2026-11-23T09:00:00.000Z', '2026-11-20T08:00:00.000Z', '2026-11-20T08:00:00.000Z');",
      );
    });
    afterAll(() => sql('DELETE FROM alerts;'));

    it.each(widths)('alertes-%i.png: the watchdog’s problems above the list, the test’s outcome under it', async (width) => {
      const { page, context } = await openInbox(width, '/admin/candidatures');
      await page.getByRole('table').waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByRole('heading', { name: 'Le site signale un problème' }).count()).toBe(1);
      const test = page.getByRole('region', { name: 'Alertes du site' });
      await test.getByRole('button', { name: 'Envoyer une alerte d’essai' }).click();
      // The local Worker's mailbox takes it; no GitHub token here, and the page says so.
      await expect.poll(() => test.getByRole('status').innerText()).toContain('E-mail au cabinet\u00a0: envoyée.');
      await expect.poll(() => test.getByRole('status').innerText()).toContain('Issue sur GitHub\u00a0: pas envoyée, le jeton ALERT_GITHUB_TOKEN n’est pas configuré');
      await shoot(page, area, `alertes-${width}.png`, { fullPage: true });
      await context.close();
    });
  });

  it.each(widths)('selection-%i.png: two rows checked, the bulk actions under them', async (width) => {
    const { page, context } = await openInbox(width, '/admin/candidatures?offre=SRH-2026-031');
    const table = page.getByRole('table');
    await table.waitFor({ timeout: 15_000 });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    for (const box of await table.locator('tbody').getByRole('checkbox').all()) await box.check();
    const bar = page.getByRole('region', { name: /^Pour la sélection/ });
    await bar.getByRole('combobox', { name: 'Statut à donner' }).selectOption('etude');
    // The screen as staff see it: the bar pinned at its bottom (a full-page picture would leave it at the first screen's bottom).
    await shoot(page, area, `selection-${width}.png`);
    await context.close();
  });

  describe('Awa’s application, moved to « Entretien »', () => {
    beforeAll(() => {
      sql(
        `UPDATE messages SET status = 'entretien' WHERE id = '${ids.awa}'; ` +
          `INSERT INTO status_changes (message_id, status, by_email, at) VALUES ('${ids.awa}', 'entretien', '${staff}', '2026-11-23T09:30:00.000Z'); ` +
          `INSERT INTO message_events (message_id, type, text, by_email, at) VALUES ('${ids.awa}', 'note', 'Appelée le 23, disponible en janvier. Prétentions : 600 000 F CFA.', '${staff}', '2026-11-23T09:35:00.000Z');`,
      );
    });

    it.each(widths)('candidature-%i.png: one application', async (width) => {
      const { page, context } = await openInbox(width, `/admin/candidatures?id=${ids.awa}`);
      const article = page.getByRole('article');
      await article.waitFor({ timeout: 15_000 });
      await expect.poll(() => article.innerText()).toContain(`Entretien, par ${staff}`);
      await expect.poll(() => article.innerText()).toContain('A déjà postulé');
      await shoot(page, area, `candidature-${width}.png`, { fullPage: true });
      await context.close();
    });
  });

  it.each(widths)('correction-%i.png: a correction sent after the application arrived, shown with the first', async (width) => {
    const { page, context } = await openInbox(width, `/admin/candidatures?id=${ids.khadyCorrection}`);
    const article = page.getByRole('article');
    await article.waitFor({ timeout: 15_000 });
    await expect.poll(() => article.innerText()).toContain('Correction envoyée par la personne');
    await shoot(page, area, `correction-${width}.png`, { fullPage: true });
    await context.close();
  });

  it.each(widths)('suppression-%i.png: the confirmation before a deletion, her other entries listed to tick', async (width) => {
    const { page, context } = await openInbox(width, `/admin/candidatures?id=${ids.awa}`);
    await page.getByRole('article').waitFor({ timeout: 15_000 });
    // The page behind the dialog at the same place each time: its fonts loaded before the click,
    // which would otherwise scroll the button into view by a layout that may still change.
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Supprimer la candidature…' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`Supprimer la candidature de ${hostile}`);
    await dialog.getByRole('checkbox').waitFor();
    await shoot(page, area, `suppression-${width}.png`);
    await context.close();
  });

  it.each(widths)('equipe-%i.png: the team’s list, who added whom and when, the latest changes', async (width) => {
    const { page, context } = await openInbox(width, '/admin/candidatures?vue=equipe');
    await page.getByRole('heading', { name: 'L’équipe du cabinet' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(4);
    await shoot(page, area, `equipe-${width}.png`, { fullPage: true });
    await context.close();
  });

  it.each(widths)('equipe-retrait-%i.png: the confirmation before an address is taken off, naming it', async (width) => {
    const { page, context } = await openInbox(width, '/admin/candidatures?vue=equipe');
    await page.getByRole('table').waitFor({ timeout: 15_000 });
    await settle(page);
    await page.getByRole('button', { name: `Retirer ${colleague}…` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`Retirer ${colleague} de l’équipe`);
    await shoot(page, area, `equipe-retrait-${width}.png`);
    await context.close();
  });

  describe('a new site, its team’s list still empty', () => {
    beforeAll(() => sql('DELETE FROM staff; DELETE FROM staff_log;'));
    afterAll(() => sql(teamRows));

    it.each(widths)('equipe-vide-%i.png: the banner on the list, until someone fills the team’s list', async (width) => {
      const { page, context } = await openInbox(width, '/admin/candidatures');
      await page.getByRole('link', { name: 'Inscrire l’équipe' }).waitFor({ timeout: 15_000 });
      await page.getByRole('table').waitFor();
      await shoot(page, area, `equipe-vide-${width}.png`);
      await context.close();
    });
  });
});
