/**
 * Operations after go-live (issue 43), in workerd: the health check (GET /api/health) with its
 * secret token, an e-mail that keeps failing reported with its age, schedules that stopped, the
 * alert e-mailed to the firm, the inbox's banner, and the rate limit's keyed hashes. Issue 54: the
 * report's share of the daily cap (the day's rows and counts seeded in D1), and the alert's token
 * floor, JSON only and 6 an hour.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFactsPath, type BuildFacts } from '../../contract/buildFacts';
import type { InboxPage } from '../../src/inbox/contract';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';
import { healthRoutes, healthTokenMinLength, type Health } from '../../worker/health';
import { alertReasons, alertSteps } from '../../contract/alertFacts';
import { alertLimit, connectionKey, hashKey, senderKey } from '../../worker/rateLimit';
import { crons } from '../../worker/schedule';
import { fields, jsonRequest, origin, seedDay, sendAt, withMailbox } from './helpers';
import { staffListEmpty } from '../../worker/inbox/staff';
import { inboxAt, inboxEnv, inboxRequest, staff } from './inboxHelpers';

const token = 'jeton-de-sante-de-test-0123456789abcdef';
const received = new Date('2026-11-24T09:00:00Z');
const later = (minutes: number) => new Date(received.getTime() + minutes * 60_000);

/** The Worker's env with the health token, the editor's secrets, and a mailbox (failing when asked). */
function healthEnv(failing = false, extra: Partial<Env> = {}) {
  const mailbox = withMailbox(failing);
  // Both alert channels configured (the watchdog's GitHub calls go to a stand-in, or fail: no network).
  return { env: { ...mailbox.env, HEALTH_TOKEN: token, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret', ALERT_GITHUB_TOKEN: 'jeton-github-de-test', ALERT_GITHUB_API: 'https://api.github.test', ...extra } as Env, sent: mailbox.sent };
}

/** GET /api/health at `now`, as the live check asks it. */
async function health(testEnv: Env, now: Date, bearer: string | null = token) {
  const app = new Hono<{ Bindings: Env }>().route('/api/health', healthRoutes(() => now));
  const response = await app.fetch(new Request(`${origin}/api/health`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} }), testEnv, createExecutionContext());
  return { status: response.status, body: (await response.json()) as Health & { error?: string } };
}

// The team's list filled (issue 57), as on a site in use: its emptiness is a warning of its own, tested below.
beforeEach(() => env.DB.prepare('INSERT INTO staff (address, added_by, added_at) VALUES (?, NULL, ?)').bind(staff, received.toISOString()).run());

async function runCron(cron: string, at: Date, testEnv: Env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at.getTime() }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

describe('GET /api/health', () => {
  it('answers only the secret token: 503 while it is not set, 401 without it or with another', async () => {
    const { env: unset } = healthEnv(false, { HEALTH_TOKEN: undefined });
    expect(await health(unset, received)).toMatchObject({ status: 503, body: { error: 'notConfigured' } });
    const { env: testEnv } = healthEnv();
    expect((await health(testEnv, received, null)).status).toBe(401);
    expect((await health(testEnv, received, `${token}x`)).status).toBe(401);
    expect((await health(testEnv, received, 'court')).status).toBe(401);
    // Through the Worker itself too, at its address.
    const direct = await worker.fetch(new Request(`${origin}/api/health`), testEnv, createExecutionContext());
    expect(direct.status).toBe(401);
  });

  it('reports all well on a site that works: nothing waiting, D1 writable, R2 answering, the editor configured', async () => {
    const { env: testEnv } = healthEnv();
    const { status, body } = await health(testEnv, received);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, emails: { waiting: 0, oldestSince: null, oldestMinutes: null }, d1: { writable: true }, r2: { reachable: true }, editorSignIn: { configured: true }, replies: { mode: 'messagerie' }, problems: [] });
  });

  it('reports an e-mail that keeps failing, with its age, once it has waited more than an hour; the inbox says so after 10 minutes', async () => {
    const { env: down } = healthEnv(true);
    expect((await sendAt(received, jsonRequest({ ...fields, offer: null }), down)).status).toBe(201);
    await runCron(crons.retry, later(10), down);
    await runCron(crons.retry, later(50), down);
    const early = await health(down, later(55));
    expect(early.status).toBe(200);
    expect(early.body.emails).toEqual({ waiting: 1, oldestSince: received.toISOString(), oldestMinutes: 55 });

    const late = await health(down, later(61));
    expect(late.status).toBe(503);
    expect(late.body.ok).toBe(false);
    expect(late.body.emails.oldestMinutes).toBe(61);
    expect(late.body.problems).toEqual([expect.stringMatching(/^1 e-mail au cabinet n’est pas parti depuis le 24\/11\/2026 à 09:00 \(heure de Dakar\)\u00a0: les messages sont enregistrés/)]);

    // The inbox's list: nothing to say within 10 minutes (the first send may be under way), then the banner's facts.
    const { env: inbox } = inboxEnv({}, true);
    const list = async (minutes: number) => (await (await inboxAt(later(minutes).toISOString(), inbox)(await inboxRequest('/messages?type=candidatures'))).json()) as InboxPage;
    expect((await list(9)).waiting).toBeNull();
    // Whatever the filters: the message is not a candidature, and it still counts.
    expect((await list(11)).waiting).toEqual({ count: 1, since: received.toISOString() });
  });

  it('reports a schedule that stopped, and one that never ran once the Worker has been checked long enough ago', async () => {
    const { env: testEnv } = healthEnv();
    // First check: the grace starts (a new Worker's schedules have not run yet).
    expect((await health(testEnv, received)).status).toBe(200);
    await runCron(crons.retry, later(5), testEnv);
    expect((await health(testEnv, later(30))).body.schedules).toEqual({ retry: later(5).toISOString(), retention: null, watchdog: null });
    expect((await health(testEnv, later(30))).status).toBe(200);
    const stopped = await health(testEnv, later(40));
    expect(stopped.body.problems).toEqual([expect.stringMatching(/^Le renvoi des e-mails \(toutes les 10 minutes\) n’a pas tourné depuis le 24\/11\/2026 à 09:05/)]);

    await runCron(crons.retry, later(26 * 60 - 5), testEnv);
    // 26 hours after the first check, the daily run is late: not before.
    expect((await health(testEnv, later(26 * 60))).body.problems).toEqual([]);
    const noRetention = await health(testEnv, later(26 * 60 + 2));
    expect(noRetention.body.problems).toEqual([expect.stringMatching(/^La suppression quotidienne \(03:00 UTC\) n’a pas tourné depuis la mise en ligne/)]);
    await runCron(crons.retention, later(26 * 60 + 3), testEnv);
    expect((await health(testEnv, later(26 * 60 + 4))).status).toBe(200);
  });

  it('reports the editor’s sign-in not configured', async () => {
    const { env: testEnv } = healthEnv(false, { GITHUB_CLIENT_SECRET: undefined });
    const { status, body } = await health(testEnv, received);
    expect(status).toBe(503);
    expect(body.editorSignIn).toEqual({ configured: false });
    expect(body.problems).toEqual([expect.stringContaining('GITHUB_CLIENT_ID ou GITHUB_CLIENT_SECRET manque')]);
  });
});

describe('POST /api/health/alert', () => {
  const run = 'https://github.com/sunu-rh/site/actions/runs/6021848719';
  const poster = (testEnv: Env, now = received) => {
    const app = new Hono<{ Bindings: Env }>().route('/api/health', healthRoutes(() => now));
    return (body: unknown, bearer = token) =>
      app.fetch(new Request(`${origin}/api/health/alert`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }), testEnv, createExecutionContext());
  };

  it('e-mails the firm’s mailbox what failed, written by the Worker from fixed French sentences: the summary first, the reasons, the run', async () => {
    const { env: testEnv, sent } = healthEnv();
    const post = poster(testEnv);
    expect((await post({ step: 'deploy', reasons: ['preflight'], run }, 'faux')).status).toBe(401);
    const answer = await post({ step: 'deploy', reasons: ['preflight'], run: `${run}/attempts/2` });
    expect(answer.status).toBe(202);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('Site Sunu RH Conseil\u00a0: le déploiement a échoué');
    expect(mail!.to?.[0]?.address).toBe(env.FIRM_ADDRESS);
    expect(mail!.text!.split(/\r?\n/)).toEqual([
      `${alertSteps.deploy} (site Sunu RH Conseil, le 24/11/2026 à 09:00, heure de Dakar).`,
      '',
      `Pourquoi\u00a0: ${alertReasons.preflight}`,
      '',
      `Le détail (le journal de l’exécution, en anglais, pour la personne qui s’occupe du site)\u00a0: ${run}/attempts/2`,
      '',
      'Transmettez cet e-mail à la personne qui s’occupe du site (docs/operations.md#en-cas-de-panne).',
    ]);
  });

  it('refuses free text, unknown steps and reasons, and any link but a run of the site’s own repository: 400 in French, nothing sent', async () => {
    const { env: testEnv, sent } = healthEnv();
    const post = poster(testEnv);
    const refusals = [
      { text: 'Votre compte est suspendu : https://example.com/connexion' },
      { step: 'deploy', reasons: ['preflight'], run, text: 'Cliquez ici' },
      { step: 'deploy', reasons: ['preflight'], run, url: 'https://example.com' },
      { step: 'Déploiement urgent : cliquez', reasons: ['preflight'], run },
      { step: 'deploy', reasons: ['Votre mot de passe expire'], run },
      { step: 'deploy', reasons: [], run },
      { step: 'deploy', reasons: ['preflight'], run: 'https://example.com/sunu-rh/site/actions/runs/1' },
      { step: 'deploy', reasons: ['preflight'], run: 'https://github.com/autre/depot/actions/runs/1' },
      { step: 'deploy', reasons: ['preflight'], run: 'https://github.com/sunu-rh/site/actions/runs/1?next=https://example.com' },
      { step: 'deploy', reasons: ['preflight'], run: 'https://github.com/sunu-rh/site/issues/1' },
      'pas du JSON',
    ];
    for (const body of refusals) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toEqual({ error: 'invalid', message: expect.stringMatching(/^L’alerte n’a pas été envoyée\u00a0: .+\. Elle ne prend que \{ step, reasons, run \}/) });
    }
    expect(sent).toEqual([]);
    // The same repository in other letters' case is the same repository.
    expect((await post({ step: 'check', reasons: ['health'], run: 'https://github.com/Sunu-RH/site/actions/runs/1' })).status).toBe(202);
  });

  it('answers 502 in its own words when Email Routing refuses the alert, never the contact form’s; the report then says the e-mail alerts fail', async () => {
    const { env: down, sent } = healthEnv(true);
    const answer = await poster(down)({ step: 'deploy', reasons: ['build'], run });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: 'sendFailed', message: expect.stringMatching(/^L’e-mail d’alerte n’a pas pu partir vers l’adresse du cabinet/) });
    expect(sent).toEqual([]);
    const report = await health(down, later(1));
    expect(report.body.alerts.email).toEqual({ configured: true, failing: true, since: received.toISOString() });
    expect(report.body.findings.map((finding) => finding.code)).toEqual(['email-channel-failing']);
    // The mailbox back: the next alert leaves, and the channel is well again.
    const { env: up } = healthEnv();
    expect((await poster(up)({ step: 'deploy', reasons: ['build'], run })).status).toBe(202);
    expect((await health(up, later(2))).body.alerts.email.failing).toBe(false);
  });

  it('writes the longest combination whole: every reason once, most useful first, no sentence cut', async () => {
    const { env: testEnv, sent } = healthEnv();
    const all = Object.keys(alertReasons);
    expect((await poster(testEnv)({ step: 'check', reasons: [...all].reverse().concat('health'), run: `${run}/attempts/12` })).status).toBe(202);
    const lines = sent[0]!.text!.split(/\r?\n/);
    expect(lines[0]).toBe(`${alertSteps.check} (site Sunu RH Conseil, le 24/11/2026 à 09:00, heure de Dakar).`);
    expect(lines.slice(2, 3 + all.length)).toEqual(['Pourquoi\u00a0:', ...Object.values(alertReasons).map((sentence) => `• ${sentence}`)]);
    expect(lines.at(-3)).toMatch(/attempts\/12$/);
  });

  it('accepts the previous token during its rotation window only: both work before its end, the old one gets 401 after; a short or far-off one never opens', async () => {
    const previous = 'ancien-jeton-de-sante-0123456789abcdef';
    const until = new Date(received.getTime() + 3 * 24 * 3_600_000);
    const { env: testEnv } = healthEnv(false, { HEALTH_TOKEN_PREVIOUS: previous, HEALTH_TOKEN_PREVIOUS_UNTIL: until.toISOString() });
    expect((await health(testEnv, received)).body.problems).toEqual([]);
    const during = await health(testEnv, received, previous);
    expect(during.status).toBe(200);
    expect(during.body.token).toEqual({ previousAccepted: true, previousUntil: until.toISOString(), previousLastUsed: received.toISOString() });
    expect(during.body.warnings).toEqual([expect.stringMatching(/^L’ancien jeton de santé \(HEALTH_TOKEN_PREVIOUS\) est encore accepté jusqu’au 27\/11\/2026 à 09:00 \(heure de Dakar\)\u202f; il a encore servi le 24\/11\/2026 à 09:00\u00a0: mettez le nouveau jeton/)]);
    expect((await poster(testEnv)({ step: 'check', reasons: ['health-token'], run }, previous)).status).toBe(202);
    // Past its end: 401 for the old one, the new one still opens, and the report says to delete it.
    const after = new Date(until.getTime() + 1000);
    expect((await health(testEnv, after, previous)).status).toBe(401);
    const report = await health(testEnv, after);
    // (Three days on, the schedules that did not run here are problems: 503, not 401.)
    expect(report.status).toBe(503);
    expect(report.body.warnings).toEqual([expect.stringMatching(/^L’ancien jeton de santé \(HEALTH_TOKEN_PREVIOUS\) est encore configuré, mais refusé\u00a0: sa période a pris fin le 27\/11\/2026 à 09:00 \(heure de Dakar\)/)]);
    // A window longer than 7 days, a short token, no end: refused.
    for (const extra of [
      { HEALTH_TOKEN_PREVIOUS_UNTIL: new Date(received.getTime() + 8 * 24 * 3_600_000).toISOString() },
      { HEALTH_TOKEN_PREVIOUS: 'court-mais-pas-assez', HEALTH_TOKEN_PREVIOUS_UNTIL: until.toISOString() },
      { HEALTH_TOKEN_PREVIOUS_UNTIL: undefined },
    ]) {
      const other = healthEnv(false, { HEALTH_TOKEN_PREVIOUS: previous, ...extra }).env;
      expect((await health(other, received, other.HEALTH_TOKEN_PREVIOUS!)).status, JSON.stringify(extra)).toBe(401);
    }
  });
});

/** 21:30 in Dakar (UTC): two and a half hours before midnight. */
const evening = new Date('2026-11-24T21:30:00Z');
const hours = (from: Date, count: number) => new Date(from.getTime() + count * 60 * 60 * 1000);
const mebibyte = 1024 * 1024;
const seed = seedDay;

describe('the health report and the daily cap', () => {
  it('says what today and yesterday used of the cap, and stays well below 80 %', async () => {
    await seed('jour', 12, hours(evening, -5), 2 * mebibyte);
    await seed('hier', 40, hours(evening, -24));
    const { status, body } = await health(healthEnv().env, evening);
    expect(status).toBe(200);
    expect(body.dailyCap).toEqual({
      messages: 300,
      cvBytes: 500 * mebibyte,
      today: { day: '2026-11-24', messages: 12, cvBytes: 24 * mebibyte, percent: 4 },
      yesterday: { day: '2026-11-23', messages: 40, cvBytes: 0, percent: 13 },
    });
    expect(body.warnings).toEqual([]);
    expect(body.problems).toEqual([]);
  });

  it('warns past 80 % of either cap, today or yesterday, without failing; fails once today’s is reached', async () => {
    await seed('jour', 239, hours(evening, -5));
    expect((await health(healthEnv().env, evening)).body.warnings).toEqual([]);
    await seed('jour-plus', 1, hours(evening, -4));
    const near = await health(healthEnv().env, evening);
    expect(near.status).toBe(200);
    expect(near.body.warnings).toEqual([
      'Le formulaire approche de son plafond quotidien\u00a0: 240\u00a0messages sur 300 et 0\u00a0Mo de CV sur 500\u00a0Mo aujourd’hui (80\u00a0%)\u202f; regardez dans la boîte de réception s’il s’agit d’envois en masse, ou relevez le plafond dans l’éditeur (Contact → Plafond quotidien du formulaire).',
    ]);

    await seed('jour-cv', 60, hours(evening, -3), 5 * mebibyte);
    const reached = await health(healthEnv().env, evening);
    expect(reached.status).toBe(503);
    expect(reached.body.ok).toBe(false);
    expect(reached.body.dailyCap.today).toMatchObject({ messages: 300, cvBytes: 300 * mebibyte, percent: 100 });
    expect(reached.body.problems).toEqual([expect.stringMatching(/^Le plafond quotidien du formulaire est atteint \(300\u00a0messages sur 300 et 300\u00a0Mo de CV sur 500\u00a0Mo aujourd’hui\)\u00a0: le site refuse tout nouveau message jusqu’à minuit \(heure de Dakar\)\u202f; /)]);
    expect(reached.body.warnings).toEqual([]);

    // The next day's check (00:05 UTC), the schedules running: yesterday reached its cap, today is fresh.
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: crons.retry, scheduledTime: Date.parse('2026-11-25T00:00:00Z') }), healthEnv().env, ctx);
    await waitOnExecutionContext(ctx);
    const next = await health(healthEnv().env, new Date('2026-11-25T00:05:00Z'));
    expect(next.status).toBe(200);
    expect(next.body.warnings).toEqual([expect.stringMatching(/^Hier, le formulaire a atteint son plafond quotidien\u00a0: 300\u00a0messages sur 300 et 300\u00a0Mo de CV sur 500\u00a0Mo \(100\u00a0%\)/)]);
  });

  it('counts the CVs’ share too: 410 Mo of 500 is past 80 %', async () => {
    await seed('jour-cv', 82, hours(evening, -3), 5 * mebibyte);
    const { body } = await health(healthEnv().env, evening);
    expect(body.dailyCap.today).toMatchObject({ messages: 82, percent: 82 });
    expect(body.warnings).toEqual([expect.stringContaining('82\u00a0messages sur 300 et 410\u00a0Mo de CV sur 500\u00a0Mo aujourd’hui (82\u00a0%)')]);
  });
});

describe('the health report and the team’s list (issue 57)', () => {
  it('warns while the list is empty, without failing: everyone Access admits reads the applications', async () => {
    await env.DB.prepare('DELETE FROM staff').run();
    const { status, body } = await health(healthEnv().env, received);
    expect(status).toBe(200);
    expect(body.warnings).toEqual([staffListEmpty]);
  });
});

describe('POST /api/health/alert: a floor, JSON only, and a limit', () => {
  const alertApp = (now: () => Date) => new Hono<{ Bindings: Env }>().route('/api/health', healthRoutes(now));
  const post = (app: Hono<{ Bindings: Env }>, testEnv: Env, body: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request(`${origin}/api/health/alert`, { method: 'POST', headers: { Authorization: `Bearer ${testEnv.HEALTH_TOKEN}`, 'Content-Type': 'application/json', ...headers }, body }), testEnv, createExecutionContext());
  const alert = JSON.stringify({ step: 'deploy', reasons: ['build'], run: 'https://github.com/sunu-rh/site/actions/runs/1' });

  it('refuses a HEALTH_TOKEN shorter than 32 characters, even sent right: 503 in French, nothing e-mailed, the report closed too', async () => {
    const mailbox = withMailbox();
    const short = 'a'.repeat(healthTokenMinLength - 1);
    const weak: Env = { ...mailbox.env, HEALTH_TOKEN: short };
    const answer = await post(alertApp(() => evening), weak, alert);
    expect(answer.status).toBe(503);
    const body = (await answer.json()) as { error: string; message: string };
    expect(body.error).toBe('weakToken');
    expect(body.message).toMatch(/^HEALTH_TOKEN est trop court \(31\u00a0caractères, il en faut 32 au moins\)\u00a0: .*openssl rand -hex 32/);
    expect(mailbox.sent).toEqual([]);
    const report = await alertApp(() => evening).fetch(new Request(`${origin}/api/health`, { headers: { Authorization: `Bearer ${short}` } }), weak, createExecutionContext());
    expect(report.status).toBe(503);
    // 32 characters open it.
    const enough: Env = { ...mailbox.env, HEALTH_TOKEN: 'a'.repeat(healthTokenMinLength) };
    expect((await post(alertApp(() => evening), enough, alert)).status).toBe(202);
  });

  it('takes JSON only: another Content-Type is 415 in French, and nothing is sent', async () => {
    const mailbox = withMailbox();
    const testEnv: Env = { ...mailbox.env, HEALTH_TOKEN: token };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const answer = await post(alertApp(() => evening), testEnv, alert, { 'Content-Type': type });
      expect(answer.status, type).toBe(415);
      expect(await answer.json()).toEqual({ error: 'unsupportedType', message: expect.stringMatching(/^L’alerte doit être envoyée en JSON/) });
    }
    expect(mailbox.sent).toEqual([]);
    expect((await post(alertApp(() => evening), testEnv, alert, { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(202);
  });

  it('sends 6 alerts an hour, then answers 429 with Retry-After; empty ones do not count; the 10-minute run keeps the count', async () => {
    const mailbox = withMailbox();
    const testEnv: Env = { ...mailbox.env, HEALTH_TOKEN: token };
    let now = evening;
    const app = alertApp(() => now);
    expect((await post(app, testEnv, JSON.stringify({ text: 'Texte libre' }))).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < alertLimit.count + 1; i += 1) {
      now = new Date(evening.getTime() + i * 60_000);
      statuses.push((await post(app, testEnv, alert)).status);
    }
    expect(statuses).toEqual([...Array(6).fill(202), 429]);
    expect(mailbox.sent).toHaveLength(6);
    const refused = await post(app, testEnv, alert);
    expect(refused.headers.get('Retry-After')).toBe(String(3600 - 6 * 60));
    expect(await refused.json()).toEqual({ error: 'tooMany', message: expect.stringMatching(/^Déjà 6\u00a0alertes envoyées au cabinet dans l’heure\u00a0: celle-ci n’est pas partie\. Réessayez dans 54\u00a0minutes/), retryAfter: 3600 - 6 * 60 });

    // The burst limits' cleaning (every 10 minutes) leaves the alerts' hour alone.
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: crons.retry, scheduledTime: hours(evening, 0.5).getTime() + 10 * 60_000 }), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    now = hours(evening, 0.5);
    expect((await post(app, testEnv, alert)).status).toBe(429);
    // An hour after the first, one place again.
    now = new Date(hours(evening, 1).getTime() + 1000);
    expect((await post(app, testEnv, alert)).status).toBe(202);
    expect((await post(app, testEnv, alert)).status).toBe(429);
    expect(mailbox.sent).toHaveLength(7);
  });
});

describe('the rate limit’s hashes', () => {
  it('are keyed with the Worker’s own random key, replaced by the 03:00 run, which forgets the counts made with the old one', async () => {
    const { env: testEnv } = healthEnv();
    const first = await hashKey(env.DB, received);
    const again = await hashKey(env.DB, received);
    expect(await senderKey(first, 'awa@example.sn')).toBe(await senderKey(again, 'awa@example.sn'));
    expect(await senderKey(first, ' AWA@example.sn ')).toBe(await senderKey(first, 'awa@example.sn'));
    // Not the unkeyed SHA-256 of the address with a public prefix, which anyone could recompute.
    const unkeyed = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('sunu-rh:203.0.113.9')))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(await connectionKey(first, '203.0.113.9')).not.toBe(`ip:${unkeyed}`);

    expect((await sendAt(received, jsonRequest({ ...fields, offer: null }), testEnv)).status).toBe(201);
    const counted = await env.DB.prepare('SELECT address_hash FROM recent_sends ORDER BY address_hash').all<{ address_hash: string }>();
    expect(counted.results.map((row) => row.address_hash)).toEqual([await connectionKey(first, '198.51.100.7'), await senderKey(first, fields.email)].sort());

    await runCron(crons.retention, later(60), testEnv);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM recent_sends').first<{ n: number }>())!.n).toBe(0);
    const rotated = await hashKey(env.DB, later(61));
    expect(await senderKey(rotated, fields.email)).not.toBe(await senderKey(first, fields.email));
    expect(await env.DB.prepare('SELECT cron, at FROM schedule_runs').all()).toMatchObject({ results: [{ cron: crons.retention, at: later(60).toISOString() }] });
  });
});

/**
 * The watchdog (issue 57): the Worker's own hourly run (the 10-minute cron at minute 0) reads the
 * report and tells the firm on two channels, e-mail (MAILER) and an issue on GitHub, against a
 * local stand-in of GitHub's REST API: every outbound fetch goes to it or fails.
 */
describe('the hourly watchdog', () => {
  const githubApi = 'https://api.github.test';
  afterEach(() => vi.restoreAllMocks());

  /** GitHub's issues API as the Worker calls it, keeping each call; `down` answers 401. */
  function githubStandIn(state: { down: boolean } = { down: false }) {
    const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
    const issues = new Map<number, { title: string; state: string; comments: string[] }>();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.origin !== githubApi) throw new TypeError(`no network in tests: ${url.origin}`);
      if (state.down) return Response.json({ message: 'Bad credentials' }, { status: 401 });
      expect(request.headers.get('Authorization')).toBe('Bearer jeton-github-de-test');
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: request.method, path: url.pathname, body });
      const match = /^\/repos\/sunu-rh\/site\/issues(?:\/(\d+)(\/comments)?)?$/.exec(url.pathname);
      if (!match) return Response.json({ message: 'Not Found' }, { status: 404 });
      if (!match[1]) {
        const number = issues.size + 1;
        issues.set(number, { title: String(body.title), state: 'open', comments: [String(body.body)] });
        return Response.json({ number }, { status: 201 });
      }
      const issue = issues.get(Number(match[1]))!;
      if (match[2]) issue.comments.push(String(body.body));
      else issue.state = String(body.state);
      return Response.json({ number: Number(match[1]) }, { status: match[2] ? 201 : 200 });
    });
    return { calls, issues, state };
  }

  /** The env as deployed: donnees/construction.json says when the build was made (and the repository). */
  function watchedEnv(testEnv: Env, builtAt: Date, extra: Partial<Env> = {}): Env {
    const assets = testEnv.ASSETS;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname !== buildFactsPath) return assets.fetch(request);
      return Response.json({ builtAt: builtAt.toISOString(), staging: false, repository: 'sunu-rh/site' } satisfies BuildFacts);
    };
    return { ...testEnv, ASSETS: { fetch } as Fetcher, ALERT_GITHUB_TOKEN: 'jeton-github-de-test', ALERT_GITHUB_API: githubApi, ...extra };
  }

  it('tells the firm through GitHub within the hour when its mailbox breaks (an unverified destination), never by e-mail; the report and the inbox say what broke', async () => {
    const github = githubStandIn();
    // The firm's mailbox no longer a verified destination: Email Routing refuses every send to it.
    const mailer = { attempts: 0, errors: [] as string[] };
    const unverified: SendEmail = {
      send: async (message: EmailMessage) => {
        mailer.attempts += 1;
        return env.MAILER_UNVERIFIED.send(message).catch((error: Error) => {
          mailer.errors.push(error.message);
          throw error;
        });
      },
    } as SendEmail;
    const testEnv = watchedEnv({ ...healthEnv().env, MAILER: unverified }, received);
    // A message at 08:55, its e-mail refused; the retries every 10 minutes fail too.
    expect((await sendAt(later(-5), jsonRequest({ ...fields, offer: null }), testEnv)).status).toBe(201);
    for (const minutes of [10, 20, 30]) await runCron(crons.retry, later(minutes), testEnv);
    expect(github.calls).toEqual([]);
    const triedBefore = mailer.attempts;
    // 11:00: the message has waited 125 minutes; the watchdog's run.
    await runCron(crons.retry, later(120), testEnv);
    expect(github.calls).toHaveLength(1);
    const [issue] = [...github.issues.values()];
    expect(issue).toMatchObject({ title: 'Site\u00a0: Les e-mails au cabinet ne partent plus', state: 'open' });
    expect(issue!.comments[0]).toMatch(/^1 e-mail au cabinet n’est pas parti depuis le 24\/11\/2026 à 08:55 \(heure de Dakar\)\u00a0: .*docs\/operations\.md#courriel-bloque/s);
    // The only send tried at 11:00 is the message's retry: no alert went through the mailbox that broke.
    expect(mailer.attempts - triedBefore).toBe(1);
    expect(new Set(mailer.errors)).toEqual(new Set([`email to ${env.FIRM_ADDRESS} not allowed`]));

    const report = await health(testEnv, later(121));
    expect(report.status).toBe(503);
    expect(report.body.findings.map((finding) => finding.code)).toEqual(['emails-stuck']);
    expect(report.body.schedules.watchdog).toBe(later(120).toISOString());
    expect(report.body.alerts).toEqual({ email: { configured: true, failing: false, since: null }, github: { configured: true, failing: false, since: null } });
    const { env: inbox } = inboxEnv({}, true);
    const list = (await (await inboxAt(later(121).toISOString(), inbox)(await inboxRequest('/messages'))).json()) as InboxPage;
    // The inbox says which channel told the firm: GitHub, and not the mailbox that broke.
    expect(list.alerts).toEqual([{ code: 'emails-stuck', level: 'problem', text: issue!.comments[0]!.split('\n')[0], since: later(120).toISOString(), emailSent: null, githubSent: later(120).toISOString() }]);
  });

  it('reports a build older than two days by itself: at once on both channels, again every 24 h, « résolu » once, then nothing', async () => {
    const github = githubStandIn();
    const mailbox = withMailbox();
    const built = new Date('2026-11-22T00:05:00Z');
    let testEnv = watchedEnv({ ...healthEnv().env, ...mailbox.env, HEALTH_TOKEN: token, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }, built);
    const hour = (n: number) => hours(new Date('2026-11-24T00:00:00Z'), n);
    // 47 h 55 min after the build: nothing to say.
    await runCron(crons.retry, hour(0), testEnv);
    expect(mailbox.sent).toEqual([]);
    // 48 hourly runs with the same problem, from 48 h 55 min on.
    for (let n = 1; n <= 48; n += 1) {
      // The daily deletion runs too, or its absence would be a problem of its own.
      if (hour(n).getUTCHours() === 3) await runCron(crons.retention, hour(n), testEnv);
      await runCron(crons.retry, hour(n), testEnv);
    }
    expect(mailbox.sent.map((mail) => mail.subject)).toEqual(['Site Sunu RH Conseil\u00a0: Le site n’est plus reconstruit chaque nuit', 'Site Sunu RH Conseil\u00a0: Le site n’est plus reconstruit chaque nuit']);
    expect(mailbox.sent[0]!.text).toMatch(/^La vérification horaire du site Sunu RH Conseil signale 1\u00a0problème, le 24\/11\/2026 à 01:00 \(heure de Dakar\)\.\r?\n\r?\n• Le site n’est plus reconstruit chaque nuit, depuis le 24\/11\/2026 à 01:00 \(heure de Dakar\)\u00a0:\r?\nLe site n’a pas été reconstruit depuis 2\u00a0jours \(dernière construction le 22\/11\/2026 à 00:05, heure de Dakar\)\u00a0: la mise à jour automatique de chaque nuit s’est arrêtée\./);
    expect(mailbox.sent[1]!.text).toContain('Le site n’est plus reconstruit chaque nuit (rappel)');
    expect(mailbox.sent[1]!.text).toContain('Le site n’a pas été reconstruit depuis 3\u00a0jours');
    expect(github.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /repos/sunu-rh/site/issues', 'POST /repos/sunu-rh/site/issues/1/comments']);

    // The nightly run works again: one « résolu » on each channel, the issue closed; then rest.
    testEnv = watchedEnv(testEnv, hour(49));
    for (let n = 50; n <= 53; n += 1) await runCron(crons.retry, hour(n), testEnv);
    expect(mailbox.sent.map((mail) => mail.subject)).toHaveLength(3);
    expect(mailbox.sent[2]).toMatchObject({ subject: 'Site Sunu RH Conseil\u00a0: résolu' });
    expect(mailbox.sent[2]!.text).toMatch(/^La vérification horaire du site Sunu RH Conseil ne voit plus ce problème/);
    expect(github.issues.get(1)).toMatchObject({ state: 'closed', comments: [expect.any(String), expect.any(String), expect.stringMatching(/^Résolu le 26\/11\/2026 à 02:00/)] });
    expect(github.calls).toHaveLength(4);
    expect((await health(testEnv, hour(53))).body.findings).toEqual([]);
  });

  it('« Envoyer une alerte d’essai »: staff only, from the site’s pages; each channel says sent or why not; no problem is recorded', async () => {
    const github = githubStandIn();
    const { env: staffEnv, sent } = inboxEnv();
    const testEnv = watchedEnv(staffEnv, received);
    const press = inboxAt(received.toISOString(), testEnv);
    expect((await press(await inboxRequest('/alerte-essai', { method: 'POST', body: {}, token: null }))).status).toBe(403);
    expect((await press(await inboxRequest('/alerte-essai', { method: 'POST', body: {}, headers: { Origin: 'https://ailleurs.example' } }))).status).toBe(403);
    const answer = await press(await inboxRequest('/alerte-essai', { method: 'POST', body: {} }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ email: { sent: true }, github: { sent: true } });
    expect(sent.map((mail) => mail.subject)).toEqual(['Site Sunu RH Conseil\u00a0: alerte d’essai']);
    expect(sent[0]!.text).toMatch(/^Alerte d’essai demandée depuis la boîte de réception, le 24\/11\/2026 à 09:00 \(heure de Dakar\)\u00a0: si vous lisez ceci/);
    // No one's address in the issue: the repository may be public.
    expect([...github.issues.values()][0]!.comments[0]).not.toContain('@');
    // The test issue is closed at once: nothing left open.
    expect([...github.issues.values()]).toEqual([expect.objectContaining({ title: 'Site\u00a0: alerte d’essai', state: 'closed' })]);

    // GitHub refusing, the mailbox down: each says why, and neither becomes a problem of the site.
    github.state.down = true;
    const broken = watchedEnv(inboxEnv({}, true).env, received);
    const outcome = await (await inboxAt(received.toISOString(), broken)(await inboxRequest('/alerte-essai', { method: 'POST', body: {} }))).json();
    expect(outcome).toEqual({ email: { sent: false, reason: 'l’e-mail n’est pas parti (envoi refusé\u00a0: Email Routing indisponible)' }, github: { sent: false, reason: 'GitHub a répondu 401' } });
    const unconfigured = await (await inboxAt(received.toISOString(), { ...broken, ALERT_GITHUB_TOKEN: undefined })(await inboxRequest('/alerte-essai', { method: 'POST', body: {} }))).json();
    expect(unconfigured).toMatchObject({ github: { sent: false, reason: 'le jeton ALERT_GITHUB_TOKEN n’est pas configuré sur le Worker (docs/deploy.md#jeton-d-alerte)' } });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM alert_channels').first<{ n: number }>())!.n).toBe(0);
    // Three tests in 10 minutes, then 429.
    const fourth = await press(await inboxRequest('/alerte-essai', { method: 'POST', body: {} }));
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ error: 'tooMany', message: 'Déjà 3\u00a0alertes d’essai en 10\u00a0minutes\u00a0: réessayez dans 10\u00a0minutes.' });
  });

  it('reports a failing channel by the other one, in the same run; the report warns with one channel only', async () => {
    const github = githubStandIn({ down: true });
    const mailbox = withMailbox();
    const testEnv = watchedEnv({ ...mailbox.env, HEALTH_TOKEN: token, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }, new Date('2026-11-20T00:05:00Z'));
    await runCron(crons.retry, hours(received, 1), testEnv);
    expect(mailbox.sent.map((mail) => mail.subject)).toEqual(['Site Sunu RH Conseil\u00a0: Le site n’est plus reconstruit chaque nuit', 'Site Sunu RH Conseil\u00a0: Les alertes sur GitHub ne partent plus']);
    expect(mailbox.sent[1]!.text).toContain('GitHub a refusé la dernière (GitHub a répondu 401)');
    // One run, though it looked twice: each problem seen once.
    expect((await env.DB.prepare('SELECT code, seen FROM alerts ORDER BY code').all()).results).toEqual([{ code: 'build-old', seen: 1 }, { code: 'github-channel-failing', seen: 1 }]);
    const report = await health(testEnv, hours(received, 1));
    expect(report.body.alerts.github).toEqual({ configured: true, failing: true, since: hours(received, 1).toISOString() });
    // The next hour: GitHub still down is not said again, by e-mail or otherwise.
    await runCron(crons.retry, hours(received, 2), testEnv);
    expect(mailbox.sent).toHaveLength(2);
    // GitHub back: what it missed goes out there; the channel's problem is resolved by e-mail.
    github.state.down = false;
    await runCron(crons.retry, hours(received, 3), testEnv);
    expect([...github.issues.values()].map((issue) => issue.title)).toEqual(['Site\u00a0: Le site n’est plus reconstruit chaque nuit']);
    await runCron(crons.retry, hours(received, 4), testEnv);
    expect(mailbox.sent.at(-1)!.text).toContain('Résolu\u00a0: Les alertes sur GitHub ne partent plus');

    const single = await health({ ...testEnv, ALERT_GITHUB_TOKEN: undefined }, hours(received, 4));
    expect(single.body.warnings).toContain('Les alertes du site n’ont qu’un canal (l’e-mail du cabinet)\u00a0: si la boîte du cabinet ne reçoit plus rien, personne n’est prévenu. Donnez au Worker le jeton ALERT_GITHUB_TOKEN pour que chaque problème ouvre aussi une issue sur GitHub (docs/deploy.md#jeton-d-alerte).');
  });
});
