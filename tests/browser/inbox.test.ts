/**
 * The inbox at /admin/candidatures/ in Chromium, on the production build served by the site's
 * Worker in workerd (local D1 and R2), as a recruiter uses it (issue 24, « Done when »): three
 * applications arrive (two for one offer, one spontaneous; one with a CV); a member of staff, signed
 * in by Cloudflare Access (played by the test: it signs its own tokens with a key pair it made,
 * whose public half the Worker was given), filters on the offer, opens the application with a CV,
 * downloads it, sets « Entretien », exports the CSV and deletes an application. Each step is
 * checked in D1 and R2. Without a valid token nothing is shown or served.
 *
 * Widths (docs/testing.md, « Which width a browser test runs at »): what staff do in the inbox
 * does not depend on the width and runs once, at 375 px; axe (WCAG 2.2 AA) runs on the same screens
 * at 375 px and 1280 px, the page resized in place.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccessKeys, startAccessEdge } from '../../scripts/accessToken.mjs';
import { axeViolations, openPage, useHarness, widths } from './harness';
import { postApplication } from './applications';

const access = makeAccessKeys();
// « envoi »: the site sends replies itself (Cloudflare Email Sending), through the local workerd's
// own binding, which logs each e-mail it takes. The mail program, copy and WhatsApp stay offered.
const harness = useHarness('dist', { ...access.vars, REPLY_MODE: 'envoi' });
const staff = 'fatou.sarr@example.sn';
const hostile = '<img src=x onerror=alert(1)>';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The local D1, read through the harness's Miniflare (the same database `wrangler d1 execute --local` reads, liveCheck.test.ts). */
async function query(sql: string): Promise<Record<string, unknown>[]> {
  return (await (await harness.worker.d1()).prepare(sql).all<Record<string, unknown>>()).results;
}

/** The local R2 object under `key`, or undefined when there is none. */
async function storedObject(key: string): Promise<Buffer | undefined> {
  const object = await (await harness.worker.r2()).get(key);
  return object ? Buffer.from(await object.arrayBuffer()) : undefined;
}

/** An application as the site's form sends it, to this file's Worker. */
const apply = (fields: Record<string, string>, cv?: Buffer) => postApplication(harness.baseUrl, fields, cv);

/** A change staff make, sent as the inbox's page sends it (from the site's origin, through Access). */
async function staffPost(path: string, body: unknown) {
  const response = await fetch(`${harness.baseUrl}/api/inbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: harness.baseUrl, 'Cf-Access-Jwt-Assertion': access.token({ email: staff }) },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
}

/**
 * A member of staff signed in: Access keeps its token in the `CF_Authorization` cookie and, at the
 * edge (played by startAccessEdge, in front of the Worker), adds it to each request as
 * `Cf-Access-Jwt-Assertion`: fetches and the CV's and the CSV's downloads alike.
 */
async function signedIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'CF_Authorization', value: token, url: edge.url }]);
}

/**
 * axe (WCAG 2.2 AA) on each address, at 375 px and 1280 px: one page (the CSP bypassed for axe),
 * signed in, resized in place (the inbox's layout is its CSS alone). `ready` waits for what the
 * address shows, and puts it in the state to audit.
 */
async function auditAtBothWidths(addresses: { address: string; ready: (page: Page) => Promise<unknown> }[]) {
  const audit = await openPage(harness, 375, { bypassCSP: true });
  try {
    await signedIn(audit.context, access.token({ email: staff }));
    for (const { address, ready } of addresses) {
      await audit.page.goto(`${edge.url}${address}`);
      await ready(audit.page);
      for (const width of widths) {
        await audit.page.setViewportSize({ width, height: 800 });
        expect(await axeViolations(audit.page), `${address} at ${width} px`).toEqual([]);
      }
      await audit.page.setViewportSize({ width: 375, height: 800 });
    }
  } finally {
    await audit.context.close();
  }
}

let ids: { awa: string; moussa: string; khady: string };
let edge: Awaited<ReturnType<typeof startAccessEdge>>;

afterAll(() => edge?.close());

beforeAll(async () => {
  edge = await startAccessEdge(harness.baseUrl);
  ids = {
    awa: await apply({ name: hostile, email: 'awa@example.sn', offer: 'SRH-2026-031' }, pdf),
    moussa: await apply({ name: 'Moussa Diallo', email: 'moussa@example.sn', offer: 'SRH-2026-031' }),
    khady: await apply({ name: 'Khady Faye', email: 'khady@example.sn', candidature: 'spontanee' }),
  };
});

describe('the inbox, behind Cloudflare Access', () => {
  it('shows nothing and serves nothing without a valid token: none, expired, another key, another audience', async () => {
    const other = makeAccessKeys();
    const tokens = {
      none: undefined,
      expired: access.token({ email: staff, seconds: -60 }),
      'another key': other.token({ email: staff }),
      'another audience': access.token({ email: staff, audience: 'une-autre-application' }),
    };
    const routes = ['/api/inbox/me', '/api/inbox/messages', '/api/inbox/offers', `/api/inbox/messages/${ids.awa}`, `/api/inbox/messages/${ids.awa}/cv`, '/api/inbox/export.csv'];
    for (const [what, token] of Object.entries(tokens)) {
      for (const route of routes) {
        const response = await fetch(`${harness.baseUrl}${route}`, { headers: token ? { 'Cf-Access-Jwt-Assertion': token } : {} });
        expect(response.status, `${what} ${route}`).toBe(403);
        expect(response.headers.get('cache-control'), route).toBe('no-store');
        expect(await response.text(), route).not.toMatch(/awa@example|%PDF|Moussa/);
      }
    }
    // The page itself says, in French, what to do.
    const { page, errors } = await openPage(harness, 375);
    await page.goto(`${edge.url}/admin/candidatures`);
    await expect.poll(() => page.getByRole('alert').innerText().catch(() => ''), { timeout: 15_000 }).toContain('Accès réservé à l’équipe du cabinet');
    // The refused calls are the only console errors (Chromium logs a 403 as one).
    expect(errors.filter((error) => !/403/.test(error))).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('is served with its own strict headers: CSP, noindex, no framing, no cache', async () => {
    const response = await fetch(`${harness.baseUrl}/admin/candidatures`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|github/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Nothing of the inbox reaches a visitor's page.
    const home = await (await fetch(`${harness.baseUrl}/`)).text();
    expect(home).not.toMatch(/candidatures-[\w-]+\.js/);
  });
});

describe('a recruiter at work', () => {
  it('at 375 px: filters on the offer, opens the application with a CV, downloads it, sets « Entretien », exports the CSV, deletes one', async () => {
    const { page, context, errors } = await openPage(harness, 375, { acceptDownloads: true });
    await signedIn(context, access.token({ email: staff }));
    await page.goto(`${edge.url}/admin/candidatures`);
    const table = page.getByRole('table');
    await table.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(`Connecté : ${staff}`).count()).toBe(1);
    // The name typed as HTML is text.
    expect(await table.getByText(hostile).count()).toBe(1);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // On a phone the rows come first: the offers and the filters are folded behind one button, opened from the keyboard.
    const fold = page.getByRole('button', { name: /^Filtres et offres/ });
    expect(await fold.innerText()).toBe('Filtres et offres');
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('search', { name: 'Filtrer les candidatures' }).isVisible()).toBe(false);
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => fold.getAttribute('aria-expanded')).toBe('true');
    const offerCard = page.getByRole('link', { name: /Comptable senior/ }).first();
    expect(await offerCard.innerText()).toMatch(/nouvelle/);

    // Filter on the offer: its two applications, and the address says so.
    await page.getByRole('combobox', { name: 'Offre' }).selectOption('SRH-2026-031');
    await page.waitForURL(/offre=SRH-2026-031/);
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    // The button counts the filter now on.
    expect(await fold.innerText()).toBe('Filtres et offres · 1\u00a0actif');
    expect(await table.innerText()).not.toContain('Khady Faye');
    // Sorted by name, then back to the newest first: the address keeps the filter and the order.
    const rowNames = () => table.locator('tbody tr td:nth-child(3) a').allInnerTexts();
    // Waits for the rows, not only their count: the list's rows are read as they are drawn.
    const newestFirst = ['Moussa Diallo', hostile];
    await expect.poll(rowNames).toEqual(newestFirst);
    await page.getByRole('combobox', { name: 'Trier' }).selectOption('nom');
    await page.waitForURL((url) => url.search.includes('tri=nom') && url.search.includes('offre=SRH-2026-031'));
    await expect.poll(rowNames).toEqual([hostile, 'Moussa Diallo']);
    await page.getByRole('combobox', { name: 'Trier' }).selectOption('');
    await page.waitForURL((url) => !url.search.includes('tri='));
    await expect.poll(rowNames).toEqual(newestFirst);

    // The application with a CV.
    await table.getByRole('link', { name: hostile }).click();
    await page.waitForURL(new RegExp(`id=${ids.awa}`));
    const article = page.getByRole('article');
    await article.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(hostile);
    const [download] = await Promise.all([page.waitForEvent('download'), article.getByRole('link', { name: 'Télécharger le CV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(download.suggestedFilename()).toContain('SRH-2026-031');
    expect(download.suggestedFilename()).not.toMatch(/cv\/|[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(readFileSync((await download.path())!)).toEqual(pdf);
    // Read without downloading: the PDF in the page's own frame, from the Worker behind Access (the inbox's CSP lets only the site's own frames in).
    const [read] = await Promise.all([page.waitForResponse((response) => response.url().endsWith(`/api/inbox/messages/${ids.awa}/cv/lire`)), article.getByRole('button', { name: 'Lire le CV ici' }).click()]);
    expect(read.status()).toBe(200);
    expect(read.headers()['content-type']).toBe('application/pdf');
    expect(await article.locator('iframe').getAttribute('title')).toBe(`CV de ${hostile}`);
    await article.getByRole('button', { name: 'Fermer le CV' }).click();
    expect(await article.locator('iframe').count()).toBe(0);

    // « Entretien », saved when chosen, recorded with who and when.
    await page.getByRole('group', { name: 'Statut' }).getByRole('button', { name: 'Entretien' }).click();
    await expect.poll(() => page.getByRole('status').innerText().catch(() => '')).toContain('Statut enregistré : Entretien.');
    await expect.poll(() => article.innerText()).toContain(`Entretien, par ${staff}`);
    expect(await query(`SELECT status FROM messages WHERE id = '${ids.awa}'`)).toEqual([{ status: 'entretien' }]);
    expect(await query(`SELECT status, by_email FROM status_changes WHERE message_id = '${ids.awa}' ORDER BY at DESC LIMIT 1`)).toEqual([{ status: 'entretien', by_email: staff }]);

    // Back to the filtered list, and its CSV.
    await page.getByRole('link', { name: '← Retour à la liste' }).click();
    await page.waitForURL((url) => !url.search.includes('id='));
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter la liste (CSV pour Excel)' }).click()]);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r\n/);
    expect(lines[0]).toContain('Reçue le;');
    expect(lines).toHaveLength(3);
    expect(text).toContain('Entretien');
    expect(text).not.toContain('Khady Faye');
    expect(text).not.toContain('%PDF');

    // Delete Moussa Diallo's application, on request: the confirmation names him.
    await table.getByRole('link', { name: 'Moussa Diallo' }).click();
    await page.getByRole('button', { name: 'Supprimer la candidature…' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain('Supprimer la candidature de Moussa Diallo\u202f?');
    // He sent no CV: the dialog does not promise to delete one.
    expect(await dialog.innerText()).toContain('La candidature et son historique seront effacés');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL((url) => !url.search.includes('id='));
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    // Back on the list, it says what was done, and what is left to do in the mailbox.
    expect(await page.getByRole('status').filter({ hasText: 'a été supprimée' }).innerText()).toBe(
      'La candidature de Moussa Diallo a été supprimée, avec son historique. Pensez à supprimer aussi l’e-mail reçu à son arrivée.',
    );
    expect(await query(`SELECT id FROM messages WHERE id = '${ids.moussa}'`)).toEqual([]);
    const logged = await query(`SELECT * FROM inbox_log WHERE message_id = '${ids.moussa}'`);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toMatch(/Moussa|moussa@/);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('axe finds no violation on the list and on an application with its CV, at 375 px and 1280 px', async () => {
    await auditAtBothWidths([
      { address: '/admin/candidatures', ready: (page) => page.getByRole('table').waitFor() },
      { address: `/admin/candidatures?id=${ids.awa}`, ready: (page) => page.getByRole('article').waitFor() },
    ]);
  }, 60_000);

  it('deletes an application with its CV: the row and the R2 object are gone', async () => {
    const key = (await query(`SELECT cv_key FROM messages WHERE id = '${ids.awa}'`))[0]!.cv_key as string;
    expect(await storedObject(key)).toEqual(pdf);
    const { page, context, errors } = await openPage(harness, 375);
    await signedIn(context, access.token({ email: staff }));
    await page.goto(`${edge.url}/admin/candidatures?id=${ids.awa}`);
    await page.getByRole('button', { name: 'Supprimer la candidature…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL((url) => !url.search.includes('id='));
    await page.getByRole('table').waitFor();
    expect(await query(`SELECT id FROM messages WHERE id = '${ids.awa}'`)).toEqual([]);
    expect(await storedObject(key)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the recruiter’s trust check (issue 42), at 375 px', () => {
  it('a stale tab cannot overwrite a colleague nor undo wrongly; the whole list changes only after its count and a yes; a long note is stored whole; a phone typed another way finds the person; a ZIP without CVs says so', async () => {
    // Applications of this test's own: Aminata (her phone typed with spaces and +221) and two without a CV.
    const aminata = await apply({ name: 'Aminata Sow', email: 'aminata.confiance@example.sn', phone: '+221 77 123 45 67', offer: 'SRH-2026-031' }, pdf);
    const without = [await apply({ name: 'Ousmane Ba', email: 'ousmane.confiance@example.sn', offer: 'SRH-2026-034' }), await apply({ name: 'Rama Fall', email: 'rama.confiance@example.sn', offer: 'SRH-2026-034' })];
    const { page, context, errors } = await openPage(harness, 375);
    await signedIn(context, access.token({ email: staff }));
    const colleague = await context.newPage();
    const entry = `${edge.url}/admin/candidatures?id=${aminata}`;
    await page.goto(entry);
    await colleague.goto(entry);
    const statusGroup = (on: Page) => on.getByRole('article').getByRole('group', { name: 'Statut' });
    await statusGroup(page).waitFor({ timeout: 15_000 });
    await statusGroup(colleague).waitFor({ timeout: 15_000 });

    // The colleague sets « Retenue »; this tab, opened before, still shows « Nouvelle » and chooses « Écartée ».
    await statusGroup(colleague).getByRole('button', { name: 'Retenue' }).click();
    await expect.poll(async () => (await query(`SELECT status FROM messages WHERE id = '${aminata}'`))[0]!.status).toBe('retenue');
    await statusGroup(page).getByRole('button', { name: 'Écartée' }).click();
    const refused = page.getByRole('article').getByRole('alert');
    await expect.poll(() => refused.innerText().catch(() => '')).toContain(`${staff} l’a passée à « Retenue » le`);
    expect(await refused.innerText()).toMatch(/^Votre choix n’a pas été enregistré/);
    await expect.poll(() => statusGroup(page).getByRole('button', { name: 'Retenue' }).getAttribute('aria-pressed')).toBe('true');
    expect(await query(`SELECT status FROM messages WHERE id = '${aminata}'`)).toEqual([{ status: 'retenue' }]);
    expect(await query(`SELECT COUNT(*) AS n FROM status_changes WHERE message_id = '${aminata}'`)).toEqual([{ n: 1 }]);
    // The colleague's « Annuler » puts back what the entry had: « Nouvelle ».
    await colleague.getByRole('article').getByRole('status').getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(async () => (await query(`SELECT status FROM messages WHERE id = '${aminata}'`))[0]!.status).toBe('nouvelle');
    await colleague.close();

    // A note of 5 300 characters: stored whole, never cut.
    const note = 'Entretien téléphonique : parcours solide en comptabilité. '.repeat(100).slice(0, 5300);
    await page.reload();
    const field = page.getByRole('article').getByRole('textbox', { name: 'Ajouter une note' });
    await field.fill(note);
    expect(await page.getByRole('article').getByText('5\u202f300 / 10\u202f000\u00a0caractères').count()).toBe(1);
    await page.getByRole('article').getByRole('button', { name: 'Enregistrer la note' }).click();
    await expect.poll(async () => (await query(`SELECT length(text) AS n FROM message_events WHERE message_id = '${aminata}' AND type = 'note'`))[0]?.n).toBe(note.trim().length);

    // The phone, typed as she might say it on the phone: she is found.
    await page.goto(`${edge.url}/admin/candidatures?q=${encodeURIComponent('771234567')}`);
    const table = page.getByRole('table');
    await table.waitFor({ timeout: 15_000 });
    await expect.poll(() => table.getByRole('link', { name: 'Aminata Sow' }).count()).toBe(1);

    // No box ticked: the whole filtered list changes only after its count and a yes.
    await page.goto(`${edge.url}/admin/candidatures?q=confiance`);
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    const bar = page.getByRole('region', { name: /^Aucune case cochée/ });
    await bar.getByRole('combobox', { name: 'Statut à donner' }).selectOption('ecartee');
    await bar.getByRole('button', { name: 'Appliquer à toute la liste…' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').innerText().catch(() => '')).toBe('3\u00a0candidatures passeront à « Écartée »');
    await dialog.getByRole('button', { name: 'Non, ne rien changer' }).click();
    expect(await query("SELECT COUNT(*) AS n FROM messages WHERE email LIKE '%.confiance@example.sn' AND status = 'ecartee'")).toEqual([{ n: 0 }]);
    await bar.getByRole('button', { name: 'Appliquer à toute la liste…' }).click();
    await dialog.getByRole('button', { name: 'Oui, changer les 3' }).click();
    await expect.poll(async () => (await query("SELECT COUNT(*) AS n FROM messages WHERE email LIKE '%.confiance@example.sn' AND status = 'ecartee'"))[0]!.n).toBe(3);

    // The three set aside get « Réponse négative » from the site, one e-mail each, after a count and a yes.
    await page.goto(`${edge.url}/admin/candidatures?q=confiance&statut=ecartee`);
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await page.getByRole('button', { name: 'Répondre par e-mail à toute la liste…' }).click();
    await expect.poll(() => dialog.getByRole('heading').innerText().catch(() => '')).toBe('Envoyer 3\u00a0e-mails, un par personne\u202f?');
    await dialog.getByRole('combobox', { name: 'Modèle de réponse' }).selectOption('Réponse négative');
    expect(harness.worker.output()).not.toContain('MessageBuilder');
    await dialog.getByRole('button', { name: 'Oui, envoyer les 3\u00a0e-mails' }).click();
    await expect.poll(() => dialog.getByRole('heading').innerText().catch(() => ''), { timeout: 15_000 }).toBe('3\u00a0e-mails envoyés');
    expect(await query("SELECT e.text, e.by_email FROM message_events e JOIN messages m ON m.id = e.message_id WHERE e.type = 'emailed' AND m.email LIKE '%.confiance@example.sn'")).toEqual(
      Array.from({ length: 3 }, () => ({ text: 'Réponse négative', by_email: staff })),
    );
    // What the local Email Sending binding took: one e-mail to each, from the site's sender.
    for (const address of ['aminata.confiance@example.sn', 'ousmane.confiance@example.sn', 'rama.confiance@example.sn']) {
      await expect.poll(() => harness.worker.output()).toMatch(new RegExp(`To: (?:[^\\n]*<)?${address.replace(/\./g, '\\.')}`));
    }
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    // The ZIP of a list where no one sent a CV: said on the page, nothing downloaded.
    await page.goto(`${edge.url}/admin/candidatures?q=${encodeURIComponent('ousmane.confiance')}`);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Télécharger les CV de la liste (ZIP)…' }).click();
    await expect.poll(() => page.getByRole('alert').innerText().catch(() => '')).toBe('L’entrée de la liste n’a pas de CV joint\u00a0: il n’y a rien à télécharger.');
    expect(without).toHaveLength(2);
    // Chromium's own line for the Worker's designed 409 (the stale change): nothing else.
    expect(errors.filter((error) => !/status of 409 \(Conflict\)/.test(error))).toEqual([]);
    expect(errors).toHaveLength(1);
    await context.close();
  }, 120_000);
});

describe('a recruiter sorting many applications', () => {
  it('at 375 px: sees the same person flagged, sets a status on two at once and undoes it, downloads their CVs as one ZIP, writes a note, marks one « Favori » and opens her applications together', async () => {
    // Three applications of this test's own: Binta twice (her e-mail typed in another case), Cheikh once, without a CV.
    const mail = 'binta.tri@example.sn';
    const binta = [
      await apply({ name: 'Binta Diallo', email: mail, phone: '+221 77 200 37 01', offer: 'SRH-2026-031' }, pdf),
      await apply({ name: 'Binta Diallo', email: mail.toUpperCase(), offer: 'SRH-2026-034' }, pdf),
    ];
    await apply({ name: 'Cheikh Fall', email: 'cheikh.tri@example.sn', offer: 'SRH-2026-031' });
    const { page, context, errors } = await openPage(harness, 375, { acceptDownloads: true });
    await signedIn(context, access.token({ email: staff }));
    await page.goto(`${edge.url}/admin/candidatures?q=.tri%40example.sn`);
    const table = page.getByRole('table');
    await table.waitFor({ timeout: 15_000 });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    // The same person, on each of her rows.
    expect(await table.getByText('A postulé 2\u00a0fois').count()).toBe(2);

    // Two at once: « À l’étude », saved in D1 with who, then undone.
    const pick = (name: string) => table.getByRole('checkbox', { name: `Cocher la candidature de ${name}` });
    await pick('Binta Diallo').nth(0).check();
    await pick('Binta Diallo').nth(1).check();
    const bar = page.getByRole('region', { name: /^Pour la sélection/ });
    expect(await bar.getByRole('heading').innerText()).toBe('Pour la sélection\u00a0: 2\u00a0candidatures');
    await bar.getByRole('combobox', { name: 'Statut à donner' }).selectOption('etude');
    await bar.getByRole('button', { name: 'Appliquer' }).click();
    const said = page.getByRole('status').filter({ hasText: 'enregistré pour' });
    await expect.poll(() => said.innerText().catch(() => '')).toContain('Statut « À l’étude » enregistré pour 2\u00a0entrées.');
    const statusOf = async () => (await query(`SELECT status FROM messages WHERE id IN ('${binta.join("','")}') ORDER BY id`)).map((row) => row.status);
    expect(await statusOf()).toEqual(['etude', 'etude']);
    expect(await query(`SELECT COUNT(*) AS n FROM status_changes WHERE by_email = '${staff}' AND status = 'etude' AND message_id IN ('${binta.join("','")}')`)).toEqual([{ n: 2 }]);
    await expect.poll(() => table.getByText('À l’étude').count()).toBe(2);
    // Its « Annuler » is still offered after opening an entry and coming back to the list.
    await table.getByRole('link', { name: 'Cheikh Fall' }).click();
    await page.getByRole('article').waitFor();
    await page.getByRole('link', { name: '← Retour à la liste' }).click();
    await page.waitForURL((url) => !url.search.includes('id='));
    await expect.poll(() => said.innerText().catch(() => '')).toContain('Statut « À l’étude » enregistré pour 2\u00a0entrées.');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Statuts rétablis' }).count()).toBe(1);
    expect(await statusOf()).toEqual(['nouvelle', 'nouvelle']);

    // Their CVs as one ZIP, each named after the candidate and the offer, byte for byte.
    await pick('Binta Diallo').nth(0).check();
    await pick('Binta Diallo').nth(1).check();
    const [zip] = await Promise.all([page.waitForEvent('download'), bar.getByRole('link', { name: 'Télécharger les CV (ZIP)' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^cv-\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
    expect(Object.keys(files).sort()).toEqual(['Binta Diallo – SRH-2026-031.pdf', 'Binta Diallo – SRH-2026-034.pdf']);
    for (const bytes of Object.values(files)) expect(Buffer.from(bytes)).toEqual(pdf);

    // Her first application: the link to the other one, and a note.
    await table.getByRole('link', { name: 'Binta Diallo', exact: true }).last().click();
    await page.waitForURL(new RegExp(`id=${binta[0]}`));
    const article = page.getByRole('article');
    const others = article.getByRole('region', { name: 'A déjà postulé\u00a0: une autre candidature' });
    expect(await others.getByRole('link').innerText()).toContain('SRH-2026-034');
    await article.getByRole('textbox', { name: 'Ajouter une note' }).fill('Appelée le 27, disponible en janvier.');
    await article.getByRole('button', { name: 'Enregistrer la note' }).click();
    await expect.poll(() => article.getByRole('heading', { name: 'Historique' }).locator('xpath=following-sibling::ul[1]').innerText()).toContain('Appelée le 27, disponible en janvier.');
    expect(await query(`SELECT type, text, by_email FROM message_events WHERE message_id = '${binta[0]}'`)).toEqual([{ type: 'note', text: 'Appelée le 27, disponible en janvier.', by_email: staff }]);
    // A reply from the staff's templates: the mail client opens on it filled in, and the history
    // says « préparée », never « envoyée », until staff mark it sent.
    const replying = article.getByRole('region', { name: 'Répondre' });
    await replying.getByRole('combobox', { name: 'Modèle de réponse' }).selectOption('Invitation à un entretien');
    const opening = replying.getByRole('link', { name: 'Ouvrir dans ma messagerie' });
    const href = (await opening.getAttribute('href'))!;
    expect(href.startsWith(`mailto:${encodeURIComponent(mail)}?`) || href.startsWith(`mailto:${mail}?`)).toBe(true);
    expect(decodeURIComponent(href)).toMatch(/Bonjour Binta,[\s\S]*Comptable senior/);
    // Binta gave a phone: WhatsApp opens on her number with the same text.
    expect(await replying.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/221772003701\?text=Bonjour%20Binta/);
    await opening.click();
    // The history shows it once the Worker has answered the page's request: then it is in D1.
    // Read as text, not as rendered: this Chromium has no mail client, and after the mailto: it
    // refused, it no longer lays the page out for innerText (the DOM is up to date).
    await expect.poll(() => article.textContent()).toContain(`Réponse préparée\u00a0: Invitation à un entretien, par ${staff}`);
    expect(await article.textContent()).not.toContain('envoyée\u00a0: Invitation');
    expect(await query(`SELECT type, text, by_email FROM message_events WHERE message_id = '${binta[0]}' AND type <> 'note'`)).toEqual([{ type: 'reply', text: 'Invitation à un entretien', by_email: staff }]);
    await replying.getByRole('button', { name: 'Marquer comme envoyée' }).click();
    await expect.poll(() => article.textContent()).toContain(`Réponse marquée comme envoyée\u00a0: Invitation à un entretien, par ${staff}`);
    expect(await query(`SELECT type FROM message_events WHERE message_id = '${binta[0]}' AND type <> 'note' ORDER BY id`)).toEqual([{ type: 'reply' }, { type: 'sent' }]);
    await others.getByRole('link').click();
    await page.waitForURL(new RegExp(`id=${binta[1]}`));
    // « Favori », saved with who; then her two applications together, under her name. The address
    // changes before the second application is drawn: its link back to the first says it is.
    await expect.poll(() => others.getByRole('link').textContent()).toContain('SRH-2026-031');
    await article.getByRole('button', { name: 'Favori', pressed: false }).click();
    await expect.poll(async () => (await query(`SELECT favorite FROM messages WHERE id = '${binta[1]}'`))[0]!.favorite).toBe(1);
    expect(await query(`SELECT text, by_email FROM message_events WHERE message_id = '${binta[1]}' AND type = 'favorite'`)).toEqual([{ text: 'on', by_email: staff }]);
    await expect.poll(() => article.textContent()).toContain(`Favori, choisi par ${staff} le`);
    await article.getByRole('link', { name: 'Toutes ses candidatures (2)' }).click();
    await page.waitForURL(new RegExp(`personne=${binta[1]}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Les 2\u00a0candidatures de Binta Diallo');
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('axe finds no violation with the new parts on screen (one person’s favourites with her heading and star, the bulk bar with rows checked, the offers and filters unfolded, the notice area, the same person, a favourite, the notes and their counter, a prepared reply, the whole list’s, the bulk reply’s and the erasure’s questions), at 375 px and 1280 px', async () => {
    // Applications of this test's own: Awa Ndiaye twice (the same person), with a note and a reply in her history.
    const mail = 'awa.ndiaye.audit@example.sn';
    const first = await apply({ name: 'Awa Ndiaye', email: mail, offer: 'SRH-2026-031' }, pdf);
    await apply({ name: 'Awa Ndiaye', email: mail.toUpperCase(), offer: 'SRH-2026-034' }, pdf);
    await staffPost(`/messages/${first}/notes`, { text: 'Appelée le 27, disponible en janvier.' });
    await staffPost(`/messages/${first}/replies`, { template: 'Invitation à un entretien' });
    await staffPost(`/messages/${first}/favorite`, { favorite: true, from: false });
    await auditAtBothWidths([
      {
        // One person's applications, the favourites only: her heading, the star, the filter ticked, the badge's link.
        address: `/admin/candidatures?personne=${first}&favori=1`,
        ready: (page) => page.getByRole('table').getByRole('link', { name: /^A postulé 2/ }).waitFor(),
      },
      {
        address: '/admin/candidatures?q=awa.ndiaye.audit%40example.sn',
        ready: async (page) => {
          await page.getByRole('checkbox', { name: 'Tout cocher sur cette page' }).check();
          await page.getByRole('region', { name: /^Pour la sélection/ }).waitFor();
        },
      },
      {
        address: `/admin/candidatures?id=${first}`,
        ready: async (page) => {
          const article = page.getByRole('article');
          await article.getByRole('region', { name: /^A déjà postulé/ }).waitFor();
          await article.getByText('Appelée le 27, disponible en janvier.').waitFor();
          await article.getByRole('button', { name: 'Favori', pressed: true }).waitFor();
          // The reply prepared, with « Marquer comme envoyée » in its notice, and a note over its limit with its counter.
          await article.getByRole('region', { name: 'Répondre' }).getByRole('button', { name: 'Copier le texte' }).click();
          await article.getByRole('button', { name: 'Marquer comme envoyée' }).waitFor();
          await article.getByRole('textbox', { name: 'Ajouter une note' }).fill('a'.repeat(10_050));
        },
      },
      {
        // The offers and filters unfolded, the notice of a bulk change (« Annuler », « Fermer ») in the bar pinned under ticked rows.
        address: '/admin/candidatures?q=awa.ndiaye.audit%40example.sn',
        ready: async (page) => {
          await page.getByRole('button', { name: /^Filtres et offres/ }).click();
          await page.getByRole('checkbox', { name: 'Tout cocher sur cette page' }).check();
          await page.getByRole('combobox', { name: 'Statut à donner' }).selectOption('etude');
          await page.getByRole('button', { name: 'Appliquer' }).click();
          await page.getByRole('button', { name: 'Annuler' }).waitFor();
          await page.getByRole('table').getByRole('checkbox').first().check();
          await page.getByRole('region', { name: /^Pour la sélection/ }).getByRole('button', { name: 'Fermer' }).waitFor();
        },
      },
      {
        // The whole list's question, with no box ticked.
        address: '/admin/candidatures?q=awa.ndiaye.audit%40example.sn',
        ready: async (page) => {
          await page.getByRole('combobox', { name: 'Statut à donner' }).selectOption('retenue');
          await page.getByRole('button', { name: 'Appliquer à toute la liste…' }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Oui, changer les 2' }).waitFor();
        },
      },
      {
        // The bulk reply's question (« envoi » mode), with its template and the first e-mail's preview.
        address: '/admin/candidatures?q=awa.ndiaye.audit%40example.sn',
        ready: async (page) => {
          await page.getByRole('button', { name: 'Répondre par e-mail à toute la liste…' }).click();
          await page.getByRole('dialog').getByText('Aperçu pour Awa Ndiaye').waitFor();
        },
      },
      {
        // The erasure's question, her other application listed.
        address: `/admin/candidatures?id=${first}`,
        ready: async (page) => {
          await page.getByRole('button', { name: 'Supprimer la candidature…' }).click();
          await page.getByRole('dialog').getByRole('checkbox').check();
        },
      },
    ]);
  }, 60_000);
});

describe('the team’s list (issue 57), at 375 px', () => {
  it('while empty, a banner on the list leads to « Équipe »; the first address comes with one’s own; a removal asked in a dialog naming it refuses that address at once; the last is not offered', async () => {
    const colleague = 'mariama.diop@sunu-rh.sn';
    // CSP bypassed for axe's script only (as auditAtBothWidths does).
    const { page, context, errors } = await openPage(harness, 375, { bypassCSP: true });
    await signedIn(context, access.token({ email: staff }));
    await page.goto(`${edge.url}/admin/candidatures`);
    await page.getByRole('link', { name: 'Inscrire l’équipe' }).click({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'L’équipe du cabinet' }).waitFor();
    await page.getByLabel('Adresse e-mail à ajouter').fill(` ${colleague.toUpperCase()} `);
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await expect.poll(() => page.getByText(/a été ajoutée/).innerText()).toBe(`${colleague} a été ajoutée, avec votre propre adresse (${staff})\u00a0: désormais, seules les adresses de la liste ouvrent la boîte de réception.`);
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await page.getByText('La liste de l’équipe est vide.').count()).toBe(0);

    await page.getByRole('button', { name: `Retirer ${colleague}…` }).click();
    const dialog = page.getByRole('dialog', { name: `Retirer ${colleague} de l’équipe\u202f?` });
    await dialog.waitFor();
    expect(await axeViolations(page), 'the removal dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Retirer cette adresse' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByText(`${colleague} a été retirée de l’équipe`).count()).toBe(1);
    // Her Access token is still valid: the Worker refuses it all the same.
    const refused = await fetch(`${harness.baseUrl}/api/inbox/messages`, { headers: { 'Cf-Access-Jwt-Assertion': access.token({ email: colleague }) } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('notStaff');
    // Fatou's is the last address: no « Retirer… ».
    expect(await rows.getByRole('button').count()).toBe(0);
    expect(await rows.innerText()).toContain('Dernière adresse\u00a0: elle ne peut pas être retirée.');
    expect(await query('SELECT action, address, by_email FROM staff_log ORDER BY id')).toEqual([
      { action: 'add', address: staff, by_email: staff },
      { action: 'add', address: colleague, by_email: staff },
      { action: 'remove', address: colleague, by_email: staff },
    ]);
    expect(errors).toEqual([]);
    await context.close();
    await auditAtBothWidths([{ address: '/admin/candidatures?vue=equipe', ready: (audit) => audit.getByRole('table').waitFor() }]);
  }, 60_000);
});

describe('the list’s layout (issue 42), at 375 px and 1280 px', () => {
  it('on a phone the rows come first, the offers and filters folded; on a computer they are shown; at both, the bar of ticked rows is pinned at the bottom and leaves the last row visible', async () => {
    // A site in use: its team listed (issue 57), so no banner above the rows.
    await staffPost('/staff', { address: staff });
    // Rows of this test's own, enough to scroll at both widths.
    for (const n of [1, 2, 3, 4, 5, 6]) await apply({ name: `Candidate Mise ${n}`, email: `mise${n}@mise-en-page.example`, offer: 'SRH-2026-031' });
    const { page, context, errors } = await openPage(harness, 375);
    await signedIn(context, access.token({ email: staff }));
    await page.goto(`${edge.url}/admin/candidatures?q=mise-en-page`);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(6);
    const fold = page.getByRole('button', { name: /^Filtres et offres/ });
    const offers = page.getByRole('region', { name: 'Offres' });
    const filters = page.getByRole('search', { name: 'Filtrer les candidatures' });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      // The first application's name is on the first screen (it was 1 600 px down on a phone).
      const first = (await rows.first().getByRole('link').boundingBox())!;
      expect(first.y + first.height, `${width} px`).toBeLessThan(800);
      if (width === 375) {
        expect(await fold.innerText()).toBe('Filtres et offres · 1\u00a0actif');
        expect([await offers.isVisible(), await filters.isVisible()]).toEqual([false, false]);
      } else {
        // A computer's screen has room for them: shown, and no button.
        expect([await fold.isVisible(), await offers.isVisible(), await filters.isVisible()]).toEqual([false, true, true]);
      }

      // A row ticked: the bar is pinned at the bottom of the screen, its selection counted.
      await rows.first().getByRole('checkbox').check();
      const bar = page.getByRole('region', { name: /^Pour la sélection/ });
      expect(await bar.getByRole('heading').innerText()).toBe('Pour la sélection\u00a0: 1\u00a0candidature');
      const pinned = (await bar.boundingBox())!;
      expect(Math.round(pinned.y + pinned.height), `${width} px`).toBe(800);
      // On a computer it takes little of the screen.
      if (width === 1280) expect(pinned.height).toBeLessThan(200);
      // At the end of the list, it no longer covers anything: the last row is whole above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = (await rows.last().boundingBox())!;
      const below = (await bar.boundingBox())!;
      expect(last.y + last.height, `${width} px`).toBeLessThanOrEqual(below.y);
      await rows.first().getByRole('checkbox').uncheck();
      expect(await page.getByRole('region', { name: /^Aucune case cochée/ }).getAttribute('data-pinned')).toBe('false');
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
