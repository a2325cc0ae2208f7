/**
 * The site's health, for whoever keeps it running (docs/operations.md): the live check after each
 * deploy and every day (scripts/deploy/checkLive.mjs), and the workflow's alert when a run fails.
 *
 *   GET  /api/health         200 Health (all well; its `warnings` may say a day nears the daily cap)
 *                            | 503 Health (its `problems`, in French)
 *   POST /api/health/alert   { step, reasons, run } as JSON (contract/alertFacts.ts: facts only,
 *                            never free text) → 202: the firm's mailbox gets an e-mail the Worker
 *                            writes from fixed sentences; 415 not JSON; 400 anything else (another
 *                            field, an unknown step or reason, a run of another repository);
 *                            429 past 6 an hour (rateLimit.ts `alertLimit`); 502 sendFailed when
 *                            Email Routing refuses it (recorded: the watchdog then says so on GitHub)
 *
 * Both need `Authorization: Bearer <HEALTH_TOKEN>` (a Worker secret, the same value as the
 * repository's; during a rotation HEALTH_TOKEN_PREVIOUS too, until HEALTH_TOKEN_PREVIOUS_UNTIL,
 * at most 7 days ahead): 401 without it, 503 { error: 'notConfigured' } while the secret is not set, 503
 * { error: 'weakToken' } while it is shorter than `healthTokenMinLength`: a weak secret opens neither.
 * Nothing here says anything about a person: counts, times, yes or no.
 */
import { Hono } from 'hono';
import { EmailMessage } from 'cloudflare:email';
import { createMimeMessage } from 'mimetext/browser';
import { fileSizeText } from '../contract/cvFiles';
import { dakarMoment } from '../src/lib/dakarTime';
import { dakarDayOf, nearCapShare } from './dailyCap';
import type { Env } from './env';
import { replyModeOf } from './inbox/replies';
import { staffCount, staffListEmpty } from './inbox/staff';
import { base64Lines } from './mail';
import { json } from './http';
import { alertKey, alertLimit, takePlace } from './rateLimit';
import { crons, watchdogRunName } from './schedule';
import { recordChannel } from './alertChannels';
import { sameSecret } from './secrets';
import { alertReasons, alertSteps, runAddressPattern, type AlertReason, type AlertStep } from '../contract/alertFacts';
import { buildFactsOf, formRules } from './siteData';
import { usageOfDay } from './store';

/** Past these, something is wrong: an e-mail an hour late, a retry (every 10 min) or a retention (daily) that stopped. */
export const healthLimits = { emailMinutes: 60, retryMinutes: 30, retentionHours: 26, buildHours: 48, stagingDays: 14 } as const;

/**
 * Each thing the report can find, by a fixed code: the watchdog's alerts are keyed by it (once per
 * problem, worker/watchdog.ts), the inbox shows its sentence. `problem`s make the report fail;
 * `warning`s do not.
 */
export const findingCodes = {
  'emails-stuck': 'problem',
  'retry-stopped': 'problem',
  'retention-stopped': 'problem',
  'd1-not-writable': 'problem',
  'r2-unreachable': 'problem',
  'editor-not-configured': 'problem',
  'daily-cap-reached': 'problem',
  'build-old': 'problem',
  'email-channel-failing': 'problem',
  'github-channel-failing': 'problem',
  'daily-cap-near': 'warning',
  'daily-cap-yesterday': 'warning',
  'staging-long': 'warning',
  'one-channel': 'warning',
  'previous-token': 'warning',
  'staff-list-empty': 'warning',
} as const;
export type FindingCode = keyof typeof findingCodes;
export interface Finding {
  code: FindingCode;
  level: 'problem' | 'warning';
  text: string;
}

/** HEALTH_TOKEN_PREVIOUS is accepted until HEALTH_TOKEN_PREVIOUS_UNTIL, which may be at most this far ahead. */
export const healthTokenWindowDays = 7;

/** The alert channels' state (alert_channels, worker/watchdog.ts): configured, and failing since when. */
export interface ChannelState {
  configured: boolean;
  failing: boolean;
  since: string | null;
}

/**
 * The shortest HEALTH_TOKEN the Worker accepts: 32 characters. `openssl rand -hex 32`, what
 * docs/operations.md and the set-up (scripts/deploy/setup.mjs) say to run, gives 64; a short word
 * typed by hand could be guessed, and would open the report and the firm's mailbox.
 */
export const healthTokenMinLength = 32;

/** One Dakar day's use of the daily cap (dailyCap.ts): what was received, and the larger of its two shares, in %. */
export interface DayUse {
  day: string;
  messages: number;
  cvBytes: number;
  percent: number;
}

export interface Health {
  ok: boolean;
  checkedAt: string;
  /** The firm's e-mails not sent yet (each is retried every 10 minutes), and since when the oldest waits. */
  emails: { waiting: number; oldestSince: string | null; oldestMinutes: number | null };
  /** When each schedule last ran (null: not since the Worker was first checked); the watchdog runs hourly, from the 10-minute run at minute 0. */
  schedules: { retry: string | null; retention: string | null; watchdog: string | null };
  /**
   * The deployed build (donnees/construction.json): when it was built and how many hours ago, whether
   * it is a staging deploy and since when the Worker has seen staging builds (null: not staging, or
   * a build from before these facts), and the repository its alert issues go to.
   */
  build: { builtAt: string | null; ageHours: number | null; staging: boolean; stagingSince: string | null; repository: string | null };
  /** The watchdog's two channels (docs/operations.md#en-cas-de-panne). */
  alerts: { email: ChannelState; github: ChannelState };
  /** HEALTH_TOKEN's rotation: whether a previous token is accepted now, until when, and when it was last used. */
  token: { previousAccepted: boolean; previousUntil: string | null; previousLastUsed: string | null };
  /** `problems` and `warnings` with their fixed codes (findingCodes), in the same order. */
  findings: Finding[];
  d1: { writable: boolean };
  r2: { reachable: boolean };
  editorSignIn: { configured: boolean };
  replies: { mode: ReturnType<typeof replyModeOf> };
  /**
   * The daily cap (content/pages/contact.yml `dailyCap`) and what today and yesterday used of it:
   * the daily check at 00:05 UTC reads yesterday's whole day.
   */
  dailyCap: { messages: number; cvBytes: number; today: DayUse; yesterday: DayUse };
  problems: string[];
  /** What to watch, which does not make the report fail: a day past 80 % of the daily cap. */
  warnings: string[];
}

const minutesBetween = (from: string, to: Date) => Math.floor((to.getTime() - Date.parse(from)) / 60_000);

/** A write D1 must accept; the first one also marks when the Worker was first checked (a schedule's grace starts there). */
async function probeD1(db: D1Database, now: Date): Promise<{ writable: boolean; firstChecked: string | null }> {
  try {
    await db.batch([
      db.prepare("INSERT INTO worker_settings (name, value, at) VALUES ('health_probe', ?1, ?1) ON CONFLICT (name) DO UPDATE SET value = ?1, at = ?1").bind(now.toISOString()),
      db.prepare("INSERT INTO worker_settings (name, value, at) VALUES ('first_health_check', ?1, ?1) ON CONFLICT (name) DO NOTHING").bind(now.toISOString()),
    ]);
    const first = await db.prepare("SELECT at FROM worker_settings WHERE name = 'first_health_check'").first<{ at: string }>();
    return { writable: true, firstChecked: first?.at ?? null };
  } catch (error) {
    console.error('Health: D1 refused a write:', error);
    return { writable: false, firstChecked: null };
  }
}

async function probeR2(bucket: R2Bucket): Promise<boolean> {
  try {
    await bucket.head('verification-de-sante');
    return true;
  } catch (error) {
    console.error('Health: R2 did not answer:', error);
    return false;
  }
}

/** What the day `days` days before `now`'s (0: that day) used of the cap. */
async function dayUse(db: D1Database, now: Date, days: number, cap: { messages: number; cvBytes: number }): Promise<DayUse> {
  const { day } = dakarDayOf(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
  const { messages, cvBytes } = await usageOfDay(db, day);
  return { day, messages, cvBytes, percent: Math.floor(100 * Math.max(messages / cap.messages, cvBytes / cap.cvBytes)) };
}

/** 1200 → « 1 200 », as the French write it. */
const count = (n: number) => n.toLocaleString('fr-FR');

/** « 240 messages sur 300 et 12 Mo de CV sur 500 Mo » */
const useText = (use: DayUse, cap: { messages: number; cvBytes: number }) =>
  `${count(use.messages)}\u00a0message${use.messages > 1 ? 's' : ''} sur ${count(cap.messages)} et ${use.cvBytes ? fileSizeText(use.cvBytes) : '0\u00a0Mo'} de CV sur ${fileSizeText(cap.cvBytes)}`;

/** Whether HEALTH_TOKEN_PREVIOUS opens the report now: set, long enough, and before its end, itself at most 7 days ahead. */
export function previousToken(env: Pick<Env, 'HEALTH_TOKEN_PREVIOUS' | 'HEALTH_TOKEN_PREVIOUS_UNTIL'>, now: Date) {
  const token = env.HEALTH_TOKEN_PREVIOUS?.trim() ?? '';
  const untilText = env.HEALTH_TOKEN_PREVIOUS_UNTIL?.trim() ?? '';
  const until = untilText ? Date.parse(untilText) : Number.NaN;
  const untilIso = Number.isNaN(until) ? null : new Date(until).toISOString();
  let refusal: string | null = null;
  if (!token) refusal = null;
  else if (token.length < healthTokenMinLength) refusal = `il est trop court (${token.length}\u00a0caractères, il en faut ${healthTokenMinLength})`;
  else if (untilIso === null) refusal = 'HEALTH_TOKEN_PREVIOUS_UNTIL manque ou n’est pas une date (2026-12-15, par exemple)';
  else if (until < now.getTime()) refusal = `sa période a pris fin le ${dakarMoment(untilIso)} (heure de Dakar)`;
  else if (until - now.getTime() > healthTokenWindowDays * 24 * 60 * 60 * 1000) refusal = `HEALTH_TOKEN_PREVIOUS_UNTIL (${dakarMoment(untilIso)}) est à plus de ${healthTokenWindowDays}\u00a0jours`;
  return { configured: Boolean(token), accepted: Boolean(token) && refusal === null, token, until: untilIso, refusal };
}

const rotationAdvice = 'mettez le nouveau jeton dans le secret HEALTH_TOKEN du dépôt GitHub s’il n’y est pas, puis supprimez l’ancien du Worker (npx wrangler secret delete HEALTH_TOKEN_PREVIOUS)\u00a0; docs/operations.md#rotation-des-secrets';

/** The watchdog's facts (issue 57): the build's age, the days in staging, the alert channels, the token's rotation. */
async function watchdogFacts(env: Env, now: Date, writable: boolean, found: (code: FindingCode, text: string) => void) {
  const facts = await buildFactsOf(env).catch((error: unknown) => void console.error('Health: donnees/construction.json unreadable:', error));
  const builtAt = facts && !Number.isNaN(Date.parse(facts.builtAt)) ? facts.builtAt : null;
  const ageHours = builtAt ? Math.floor((now.getTime() - Date.parse(builtAt)) / 3_600_000) : null;
  if (builtAt && ageHours !== null && now.getTime() - Date.parse(builtAt) > healthLimits.buildHours * 3_600_000) {
    const days = Math.floor(ageHours / 24);
    found(
      'build-old',
      `Le site n’a pas été reconstruit depuis ${days}\u00a0jours (dernière construction le ${dakarMoment(builtAt)}, heure de Dakar)\u00a0: la mise à jour automatique de chaque nuit s’est arrêtée. Sur GitHub, onglet Actions → Deploy\u00a0: si le workflow est désactivé, cliquez «\u00a0Enable workflow\u00a0», puis «\u00a0Run workflow\u00a0»\u202f; si ses exécutions échouent, ouvrez la dernière (docs/operations.md#en-cas-de-panne).`,
    );
  }
  // Staging: since when the Worker has seen staging builds (the first check that saw one).
  let stagingSince: string | null = null;
  if (writable) {
    if (facts?.staging) {
      await env.DB.prepare("INSERT INTO worker_settings (name, value, at) VALUES ('staging_since', ?1, ?1) ON CONFLICT (name) DO NOTHING").bind(now.toISOString()).run();
      stagingSince = (await env.DB.prepare("SELECT at FROM worker_settings WHERE name = 'staging_since'").first<{ at: string }>())?.at ?? null;
    } else if (facts) {
      await env.DB.prepare("DELETE FROM worker_settings WHERE name = 'staging_since'").run();
    }
  }
  if (stagingSince && now.getTime() - Date.parse(stagingSince) > healthLimits.stagingDays * 24 * 3_600_000) {
    const days = Math.floor((now.getTime() - Date.parse(stagingSince)) / (24 * 3_600_000));
    found(
      'staging-long',
      `Le site est en ligne en mode provisoire depuis ${days}\u00a0jours\u00a0: les mentions légales et les paramètres de paie restent à compléter. Complétez-les dans l’éditeur («\u00a0Mentions légales et confidentialité\u00a0», «\u00a0Paie\u00a0: paramètres du simulateur\u00a0»), puis retirez la variable LEGAL_VALUES_PENDING du dépôt GitHub (docs/operations.md#mode-provisoire).`,
    );
  }

  // The alert channels: configured, and whether their last try failed (worker/watchdog.ts).
  const rows = await env.DB.prepare('SELECT channel, failed, failed_since, error FROM alert_channels')
    .all<{ channel: string; failed: number; failed_since: string | null; error: string | null }>()
    .then((result) => result.results)
    .catch(() => []);
  const state = (channel: 'email' | 'github', configured: boolean): ChannelState => {
    const row = rows.find((one) => one.channel === channel);
    return { configured, failing: configured && row?.failed === 1, since: configured && row?.failed === 1 ? row.failed_since : null };
  };
  const repository = facts?.repository ?? null;
  const channels = { email: state('email', Boolean(env.FIRM_ADDRESS?.trim() && env.SENDER_ADDRESS?.trim())), github: state('github', Boolean(env.ALERT_GITHUB_TOKEN?.trim() && repository)) };
  const failedSince = (since: string | null) => (since ? ` depuis le ${dakarMoment(since)} (heure de Dakar)` : '');
  if (channels.email.failing) {
    found(
      'email-channel-failing',
      `Les alertes par e-mail ne partent plus${failedSince(channels.email.since)}\u00a0: la dernière n’a pas pu être envoyée à l’adresse du cabinet. Vérifiez dans Cloudflare (Email → Email Routing → Destination addresses) que cette adresse est toujours vérifiée (docs/operations.md#en-cas-de-panne).`,
    );
  }
  if (channels.github.failing) {
    const error = rows.find((one) => one.channel === 'github')?.error;
    found(
      'github-channel-failing',
      `Les alertes sur GitHub ne partent plus${failedSince(channels.github.since)}\u00a0: GitHub a refusé la dernière${error ? ` (${error})` : ''}. Vérifiez le jeton ALERT_GITHUB_TOKEN du Worker\u00a0: expiré, ou sans le droit «\u00a0Issues\u00a0» sur le dépôt ${repository ?? ''} (docs/deploy.md#jeton-d-alerte).`,
    );
  }
  if (!channels.email.configured || !channels.github.configured) {
    found(
      'one-channel',
      `Les alertes du site n’ont qu’un canal (${channels.email.configured ? 'l’e-mail du cabinet' : channels.github.configured ? 'GitHub' : 'aucun'})\u00a0: si ${channels.email.configured ? 'la boîte du cabinet ne reçoit plus rien' : 'ce canal tombe'}, personne n’est prévenu. Donnez au Worker le jeton ALERT_GITHUB_TOKEN pour que chaque problème ouvre aussi une issue sur GitHub (docs/deploy.md#jeton-d-alerte).`,
    );
  }

  // HEALTH_TOKEN's rotation: warn while the previous token is set, accepted or not.
  const previous = previousToken(env, now);
  const used = writable ? ((await env.DB.prepare("SELECT at FROM worker_settings WHERE name = 'previous_token_used'").first<{ at: string }>())?.at ?? null) : null;
  if (previous.configured) {
    const lastUse = used ? `\u202f; il a encore servi le ${dakarMoment(used)}` : '';
    found(
      'previous-token',
      previous.accepted
        ? `L’ancien jeton de santé (HEALTH_TOKEN_PREVIOUS) est encore accepté jusqu’au ${dakarMoment(previous.until!)} (heure de Dakar)${lastUse}\u00a0: ${rotationAdvice}.`
        : `L’ancien jeton de santé (HEALTH_TOKEN_PREVIOUS) est encore configuré, mais refusé\u00a0: ${previous.refusal}${lastUse}. ${rotationAdvice[0]!.toUpperCase()}${rotationAdvice.slice(1)}.`,
    );
  }
  return {
    build: { builtAt, ageHours, staging: Boolean(facts?.staging), stagingSince, repository },
    channels,
    token: { previousAccepted: previous.accepted, previousUntil: previous.until, previousLastUsed: used },
  };
}

/** The site's health now: what is measured, and what is wrong, in words the firm can read. */
export async function healthOf(env: Env, now: Date): Promise<Health> {
  const { dailyCap: cap } = await formRules(env);
  const [d1, r2, waiting, runs, today, yesterday] = await Promise.all([
    probeD1(env.DB, now),
    probeR2(env.CVS),
    env.DB.prepare('SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM messages WHERE emailed_at IS NULL').first<{ n: number; oldest: string | null }>(),
    env.DB.prepare('SELECT cron, at FROM schedule_runs').all<{ cron: string; at: string }>(),
    dayUse(env.DB, now, 0, cap),
    dayUse(env.DB, now, 1, cap),
  ]);
  const ranAt = (cron: string) => runs.results.find((run) => run.cron === cron)?.at ?? null;
  const schedules = { retry: ranAt(crons.retry), retention: ranAt(crons.retention), watchdog: ranAt(watchdogRunName) };
  const emails = { waiting: waiting?.n ?? 0, oldestSince: waiting?.oldest ?? null, oldestMinutes: waiting?.oldest ? minutesBetween(waiting.oldest, now) : null };
  const editorSignIn = { configured: Boolean(env.GITHUB_CLIENT_ID?.trim() && env.GITHUB_CLIENT_SECRET?.trim()) };

  const findings: Finding[] = [];
  const found = (code: FindingCode, text: string) => void findings.push({ code, level: findingCodes[code], text });
  if (emails.oldestMinutes !== null && emails.oldestMinutes > healthLimits.emailMinutes) {
    found(
      'emails-stuck',
      `${emails.waiting === 1 ? '1 e-mail au cabinet n’est pas parti' : `${emails.waiting} e-mails au cabinet ne sont pas partis`} depuis le ${dakarMoment(emails.oldestSince!)} (heure de Dakar)\u00a0: les messages sont enregistrés dans la boîte de réception, mais le cabinet ne les reçoit pas par e-mail (docs/operations.md#courriel-bloque).`,
    );
  }
  // A schedule that never ran is late only once the Worker has been checked long enough ago.
  const late = (ran: string | null, minutes: number) => {
    const since = ran ?? d1.firstChecked;
    return since !== null && minutesBetween(since, now) > minutes;
  };
  if (late(schedules.retry, healthLimits.retryMinutes)) {
    found('retry-stopped', `Le renvoi des e-mails (toutes les 10 minutes) n’a pas tourné depuis ${schedules.retry ? `le ${dakarMoment(schedules.retry)}` : 'la mise en ligne'}\u00a0: vérifiez les déclencheurs du Worker (Cloudflare → Workers → Triggers).`);
  }
  if (late(schedules.retention, healthLimits.retentionHours * 60)) {
    found('retention-stopped', `La suppression quotidienne (03:00 UTC) n’a pas tourné depuis ${schedules.retention ? `le ${dakarMoment(schedules.retention)}` : 'la mise en ligne'}\u00a0: les données ne sont plus effacées à la date que promet la politique de confidentialité.`);
  }
  if (!d1.writable) found('d1-not-writable', 'La base de données (D1) refuse les écritures\u00a0: les messages du formulaire ne sont plus enregistrés.');
  if (!r2) found('r2-unreachable', 'Le stockage des CV (R2) ne répond pas\u00a0: les candidatures avec un CV échouent.');
  if (!editorSignIn.configured) found('editor-not-configured', 'La connexion à l’éditeur (/admin) n’est pas configurée\u00a0: GITHUB_CLIENT_ID ou GITHUB_CLIENT_SECRET manque (docs/deploy.md, étape 6).');

  // The daily cap: reached today, the form refuses everyone until midnight; near it, or reached yesterday, it is worth a look.
  const reached = (use: DayUse) => use.messages >= cap.messages || use.cvBytes >= cap.cvBytes;
  const advice = 'regardez dans la boîte de réception s’il s’agit d’envois en masse, ou relevez le plafond dans l’éditeur (Contact → Plafond quotidien du formulaire)';
  if (reached(today)) {
    found('daily-cap-reached', `Le plafond quotidien du formulaire est atteint (${useText(today, cap)} aujourd’hui)\u00a0: le site refuse tout nouveau message jusqu’à minuit (heure de Dakar)\u202f; ${advice}.`);
  } else if (today.percent >= nearCapShare * 100) {
    found('daily-cap-near', `Le formulaire approche de son plafond quotidien\u00a0: ${useText(today, cap)} aujourd’hui (${today.percent}\u00a0%)\u202f; ${advice}.`);
  }
  if (yesterday.percent >= nearCapShare * 100) {
    found('daily-cap-yesterday', `Hier, le formulaire ${reached(yesterday) ? 'a atteint' : 'a approché'} son plafond quotidien\u00a0: ${useText(yesterday, cap)} (${yesterday.percent}\u00a0%)\u202f; ${advice}.`);
  }
  if ((await staffCount(env.DB)) === 0) found('staff-list-empty', staffListEmpty);

  const { build, channels, token } = await watchdogFacts(env, now, d1.writable, found);
  const problems = findings.filter((finding) => finding.level === 'problem').map((finding) => finding.text);
  const warnings = findings.filter((finding) => finding.level === 'warning').map((finding) => finding.text);
  return {
    ok: problems.length === 0,
    checkedAt: now.toISOString(),
    emails,
    schedules,
    d1: { writable: d1.writable },
    r2: { reachable: r2 },
    editorSignIn,
    replies: { mode: replyModeOf(env) },
    dailyCap: { messages: cap.messages, cvBytes: cap.cvBytes, today, yesterday },
    build,
    alerts: channels,
    token,
    problems,
    warnings,
    findings,
  };
}

/** The alert's facts, as the endpoint takes them: a step, its reasons (each once, in the sentences' order), the run. */
export interface AlertFacts {
  step: AlertStep;
  reasons: AlertReason[];
  run: string;
}

const alertRefusal = (why: string) =>
  json({ error: 'invalid', message: `L’alerte n’a pas été envoyée\u00a0: ${why}. Elle ne prend que { step, reasons, run }\u00a0: une étape (${Object.keys(alertSteps).join(', ')}), des raisons parmi ${Object.keys(alertReasons).join(', ')}, et l’adresse de l’exécution sur le dépôt du site.` }, 400);

/** The body's facts, or the French refusal: anything but the three fields, unknown values, another repository's run. */
export function readAlertFacts(body: unknown, repository: string | null): AlertFacts | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'le corps n’est pas un objet JSON';
  const { step, reasons, run, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length) return `champ${Object.keys(rest).length > 1 ? 's' : ''} refusé${Object.keys(rest).length > 1 ? 's' : ''} (${Object.keys(rest).slice(0, 5).map((key) => key.slice(0, 20)).join(', ')})`;
  if (typeof step !== 'string' || !Object.hasOwn(alertSteps, step)) return 'étape inconnue';
  if (!Array.isArray(reasons) || reasons.length === 0 || reasons.length > 30) return 'raisons absentes ou trop nombreuses';
  if (!reasons.every((reason) => typeof reason === 'string' && Object.hasOwn(alertReasons, reason))) return 'raison inconnue';
  const match = typeof run === 'string' ? runAddressPattern.exec(run) : null;
  if (!match) return 'l’adresse de l’exécution n’est pas celle d’une exécution GitHub Actions';
  if (!repository || `${match[1]}/${match[2]}`.toLowerCase() !== repository.toLowerCase()) return 'l’exécution n’est pas sur le dépôt du site';
  const known = Object.keys(alertReasons) as AlertReason[];
  return { step: step as AlertStep, reasons: known.filter((reason) => reasons.includes(reason)), run: run as string };
}

/**
 * The e-mail an alert sends to the firm's mailbox, written here from fixed sentences only: the
 * summary first (the step, when), then each reason, most useful first, then the run's address.
 * Nothing is cut: the longest combination is a few lines.
 */
export function alertEmail(env: Pick<Env, 'SENDER_ADDRESS' | 'FIRM_ADDRESS'>, site: string, facts: AlertFacts, now: Date): string {
  const mime = createMimeMessage();
  mime.setSender({ name: `Site ${site}`, addr: env.SENDER_ADDRESS });
  mime.setRecipient(env.FIRM_ADDRESS);
  mime.setSubject(`Site ${site}\u00a0: ${facts.step === 'deploy' ? 'le déploiement a échoué' : 'la vérification du site en ligne a échoué'}`);
  const body = [
    `${alertSteps[facts.step]} (site ${site}, le ${dakarMoment(now.toISOString())}, heure de Dakar).`,
    '',
    ...(facts.reasons.length === 1 ? [`Pourquoi\u00a0: ${alertReasons[facts.reasons[0]!]}`] : ['Pourquoi\u00a0:', ...facts.reasons.map((reason) => `• ${alertReasons[reason]}`)]),
    '',
    `Le détail (le journal de l’exécution, en anglais, pour la personne qui s’occupe du site)\u00a0: ${facts.run}`,
    '',
    'Transmettez cet e-mail à la personne qui s’occupe du site (docs/operations.md#en-cas-de-panne).',
  ].join('\r\n');
  mime.addMessage({ contentType: 'text/plain', charset: 'utf-8', encoding: 'base64', data: base64Lines(new TextEncoder().encode(body)) });
  return mime.asRaw();
}

export function healthRoutes(clock: () => Date = () => new Date()) {
  const health = new Hono<{ Bindings: Env }>();
  health.use('*', async (c, next) => {
    const expected = c.env.HEALTH_TOKEN?.trim();
    if (!expected) return json({ error: 'notConfigured', message: 'HEALTH_TOKEN n’est pas configuré sur le Worker (npx wrangler secret put HEALTH_TOKEN).' }, 503);
    if (expected.length < healthTokenMinLength) {
      const message = `HEALTH_TOKEN est trop court (${expected.length}\u00a0caractères, il en faut ${healthTokenMinLength} au moins)\u00a0: le Worker ne l’accepte pas. Créez-en un autre avec openssl rand -hex 32, puis mettez-le dans le Worker (npx wrangler secret put HEALTH_TOKEN) et dans le secret du dépôt du même nom (docs/operations.md).`;
      return json({ error: 'weakToken', message }, 503);
    }
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!(await sameSecret(given, expected))) {
      // During a rotation, the previous token too, until its end (docs/operations.md); its use is noted for the report.
      const previous = previousToken(c.env, clock());
      if (!previous.accepted || !(await sameSecret(given, previous.token))) return json({ error: 'unauthorized', message: 'Jeton absent ou faux.' }, 401, { 'WWW-Authenticate': 'Bearer' });
      await c.env.DB.prepare("INSERT INTO worker_settings (name, value, at) VALUES ('previous_token_used', ?1, ?1) ON CONFLICT (name) DO UPDATE SET value = ?1, at = ?1")
        .bind(clock().toISOString())
        .run()
        .catch((error: unknown) => console.error('Health: the previous token’s use not noted:', error));
    }
    await next();
  });
  health.get('/', async (c) => {
    const report = await healthOf(c.env, clock());
    return json(report, report.ok ? 200 : 503);
  });
  health.post('/alert', async (c) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
      return json({ error: 'unsupportedType', message: 'L’alerte doit être envoyée en JSON (Content-Type: application/json), comme le fait npm run alert.' }, 415);
    }
    const raw = await c.req.text();
    if (raw.length > 2048) return alertRefusal('le corps dépasse 2\u00a0048\u00a0caractères');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return alertRefusal('le corps n’est pas du JSON');
    }
    const facts = readAlertFacts(body, (await buildFactsOf(c.env).catch(() => undefined))?.repository ?? null);
    if (typeof facts === 'string') return alertRefusal(facts);
    // Only an alert that leaves counts (a refused one, above, does not).
    const place = await takePlace(c.env.DB, alertKey, clock().getTime(), alertLimit);
    if (!place.admitted) {
      const minutes = Math.max(1, Math.ceil(place.retryAfter / 60));
      const message = `Déjà ${alertLimit.count}\u00a0alertes envoyées au cabinet dans l’heure\u00a0: celle-ci n’est pas partie. Réessayez dans ${minutes}\u00a0minute${minutes > 1 ? 's' : ''}, ou regardez l’exécution du déploiement sur GitHub.`;
      return json({ error: 'tooMany', message, retryAfter: place.retryAfter }, 429, { 'Retry-After': String(place.retryAfter) });
    }
    const rules = await formRules(c.env);
    try {
      await c.env.MAILER.send(new EmailMessage(c.env.SENDER_ADDRESS, c.env.FIRM_ADDRESS, alertEmail(c.env, rules.site, facts, clock())));
    } catch (error) {
      // The alert e-mails failing is itself a problem: the watchdog reports it on GitHub, never by e-mail.
      console.error('Health: the alert e-mail was refused:', error);
      await recordChannel(c.env.DB, 'email', clock(), `envoi refusé\u00a0: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200));
      return json({ error: 'sendFailed', message: 'L’e-mail d’alerte n’a pas pu partir vers l’adresse du cabinet (Email Routing l’a refusé)\u00a0: la vérification horaire du site le signale sur GitHub, et l’exécution a son issue GitHub.' }, 502);
    }
    await recordChannel(c.env.DB, 'email', clock(), null);
    return json({ sent: true }, 202);
  });
  health.all('*', () => json({ error: 'notFound' }, 404));
  return health;
}
