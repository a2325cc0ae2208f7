/**
 * The hourly watchdog (issue 57), run by the Worker's own cron whatever GitHub does: it reads the
 * health report (health.ts: the checks of issue 43, the deployed build's age, the days in staging,
 * the alert channels, the token's rotation) and tells the firm on two channels that do not share a
 * failure:
 *
 *   email   the firm's mailbox, through the MAILER binding (one e-mail per run, what is due);
 *   github  an issue in the site's repository (donnees/construction.json `repository`), opened,
 *           commented and closed through GitHub's REST API with ALERT_GITHUB_TOKEN: GitHub e-mails
 *           it to the repository's watchers, another mailbox than the firm's.
 *
 * The inbox's banner shows the same problems (the `alerts` table) to staff who open it.
 *
 * Rules: a problem is never sent through the channel it concerns (e-mails stuck, or the alert
 * e-mails failing: not by e-mail; GitHub failing: not by GitHub); a channel whose last send failed
 * is a problem of its own, which the other channel reports in the same run. Once per problem: a new
 * one goes out at once, a standing one again every 24 h (a warning: every 7 days), a resolved one
 * gets one « résolu » and rests. Nothing else: 48 hourly runs with the same problem send 2 per channel.
 */
import { EmailMessage } from 'cloudflare:email';
import { createMimeMessage } from 'mimetext/browser';
import { dakarMoment } from '../src/lib/dakarTime';
import type { Env } from './env';
import { healthOf, type Finding, type FindingCode, type Health } from './health';
import { base64Lines } from './mail';
import { recordChannel, type Channel } from './alertChannels';
import { recordRun, watchdogRunName } from './schedule';
import { canonicalSiteUrl, formRules } from './siteData';

export const channels: Channel[] = ['email', 'github'];

/**
 * GitHub calls one run makes at most (a « résolu » takes two): Workers Free allows 50 subrequests
 * per invocation (developers.cloudflare.com/workers/platform/limits/, consulted 2026-12-08); what
 * is left waits for the next hour.
 */
export const githubStepsPerRun = 10;

/** How often a standing problem is said again on each channel, in hours; a warning, weekly. */
export const repeatHours = { problem: 24, warning: 7 * 24 } as const;

/** The warnings worth an alert (the others, the daily cap's, pass by themselves). */
const alertedWarnings: FindingCode[] = ['staging-long', 'one-channel', 'previous-token', 'staff-list-empty'];
export const isAlerted = (finding: Finding) => finding.level === 'problem' || alertedWarnings.includes(finding.code);

/** What each channel must never carry: the problems that concern it. */
const concerns: Record<Channel, FindingCode[]> = { email: ['emails-stuck', 'email-channel-failing'], github: ['github-channel-failing'] };

/** Each problem's title: the GitHub issue's, the e-mail's line. */
export const findingTitles: Record<FindingCode, string> = {
  'emails-stuck': 'Les e-mails au cabinet ne partent plus',
  'retry-stopped': 'Le renvoi des e-mails ne tourne plus',
  'retention-stopped': 'La suppression quotidienne ne tourne plus',
  'd1-not-writable': 'La base de données refuse les écritures',
  'r2-unreachable': 'Le stockage des CV ne répond pas',
  'editor-not-configured': 'La connexion à l’éditeur n’est pas configurée',
  'daily-cap-reached': 'Le plafond quotidien du formulaire est atteint',
  'build-old': 'Le site n’est plus reconstruit chaque nuit',
  'email-channel-failing': 'Les alertes par e-mail ne partent plus',
  'github-channel-failing': 'Les alertes sur GitHub ne partent plus',
  'staff-list-empty': 'La liste de l’équipe de la boîte de réception est vide',
  'daily-cap-near': 'Le formulaire approche de son plafond quotidien',
  'daily-cap-yesterday': 'Hier, le formulaire a approché son plafond quotidien',
  'staging-long': 'Le site est en mode provisoire depuis longtemps',
  'one-channel': 'Les alertes du site n’ont qu’un canal',
  'previous-token': 'L’ancien jeton de santé est encore configuré',
};

export interface AlertRow {
  code: FindingCode;
  level: 'problem' | 'warning';
  text: string;
  first_seen: string;
  last_seen: string;
  seen: number;
  resolved_at: string | null;
  email_sent_at: string | null;
  github_sent_at: string | null;
  github_issue: number | null;
}

const hour = 3_600_000;

/** Records what this run saw: new problems, standing ones (seen once more), and those no longer seen (resolved). */
async function recordFindings(db: D1Database, findings: Finding[], now: Date, counted = true): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    ...findings.map((finding) =>
      db
        .prepare(
          `INSERT INTO alerts (code, level, text, first_seen, last_seen) VALUES (?1, ?2, ?3, ?4, ?4)
           ON CONFLICT (code) DO UPDATE SET level = ?2, text = ?3, last_seen = ?4,
             seen = CASE WHEN resolved_at IS NULL THEN seen + ?5 ELSE 1 END,
             first_seen = CASE WHEN resolved_at IS NULL THEN first_seen ELSE ?4 END,
             resolved_at = NULL`,
        )
        .bind(finding.code, finding.level, finding.text.slice(0, 1000), at, counted ? 1 : 0),
    ),
    db.prepare('UPDATE alerts SET resolved_at = ?1 WHERE resolved_at IS NULL AND code NOT IN (SELECT value FROM json_each(?2))').bind(at, JSON.stringify(findings.map((finding) => finding.code))),
  ]);
}

/** What a channel owes now: new problems, standing ones past their rhythm, and the « résolu » of those it told. */
export function dueOn(channel: Channel, rows: AlertRow[], now: Date): AlertRow[] {
  const sentAt = (row: AlertRow) => (channel === 'email' ? row.email_sent_at : row.github_sent_at);
  return rows.filter((row) => {
    if (concerns[channel].includes(row.code)) return false;
    const sent = sentAt(row);
    if (row.resolved_at !== null) return sent !== null;
    return sent === null || now.getTime() - Date.parse(sent) >= repeatHours[row.level] * hour;
  });
}

class ChannelError extends Error {}

const moment = (iso: string) => `${dakarMoment(iso)} (heure de Dakar)`;

/** The alert e-mail's raw MIME: the summary first, then each problem, then the resolved ones. */
export function watchdogEmail(env: Pick<Env, 'SENDER_ADDRESS' | 'FIRM_ADDRESS'>, site: string, siteUrl: string | undefined, due: AlertRow[], now: Date): string {
  const open = due.filter((row) => row.resolved_at === null);
  const resolved = due.filter((row) => row.resolved_at !== null);
  const count = (n: number, one: string, many: string) => (n === 1 ? `1\u00a0${one}` : `${n}\u00a0${many}`);
  const problems = open.filter((row) => row.level === 'problem').length;
  const warnings = open.length - problems;
  const said = [
    ...(problems ? [count(problems, 'problème', 'problèmes')] : []),
    ...(warnings ? [count(warnings, 'point à régler', 'points à régler')] : []),
    ...(resolved.length ? [count(resolved.length, 'problème résolu', 'problèmes résolus')] : []),
  ];
  const summary = open.length
    ? `La vérification horaire du site ${site} signale ${said.slice(0, -1).join(', ')}${said.length > 1 ? ' et ' : ''}${said.at(-1)}, le ${moment(now.toISOString())}.`
    : `La vérification horaire du site ${site} ne voit plus ${resolved.length === 1 ? 'ce problème' : 'ces problèmes'}, le ${moment(now.toISOString())}.`;
  const lines = [
    summary,
    ...open.flatMap((row) => ['', `• ${findingTitles[row.code]}${row.email_sent_at ? ' (rappel)' : ''}, depuis le ${moment(row.first_seen)}\u00a0:`, row.text]),
    ...resolved.flatMap((row) => ['', `• Résolu\u00a0: ${findingTitles[row.code]} (vu pour la dernière fois le ${moment(row.last_seen)}).`]),
    '',
    ...(open.length ? [`Un problème qui dure est rappelé une fois par jour (un avertissement, une fois par semaine), et sur GitHub aussi quand il ne concerne pas GitHub.`] : []),
    ...(siteUrl ? [`La boîte de réception du site affiche les mêmes problèmes\u00a0: ${siteUrl.replace(/\/+$/, '')}/admin/candidatures/`] : []),
    'Transmettez cet e-mail à la personne qui s’occupe du site (docs/operations.md#en-cas-de-panne).',
  ];
  const mime = createMimeMessage();
  mime.setSender({ name: `Site ${site}`, addr: env.SENDER_ADDRESS });
  mime.setRecipient(env.FIRM_ADDRESS);
  mime.setSubject(open.length ? `Site ${site}\u00a0: ${open.length === 1 ? findingTitles[open[0]!.code] : `${open.length}\u00a0problèmes à regarder`}` : `Site ${site}\u00a0: résolu`);
  mime.addMessage({ contentType: 'text/plain', charset: 'utf-8', encoding: 'base64', data: base64Lines(new TextEncoder().encode(lines.join('\r\n'))) });
  return mime.asRaw();
}

/** Sends a raw e-mail to the firm through MAILER; a throw is the channel's failure. */
async function sendEmail(env: Env, raw: string): Promise<void> {
  try {
    await env.MAILER.send(new EmailMessage(env.SENDER_ADDRESS, env.FIRM_ADDRESS, raw));
  } catch (error) {
    throw new ChannelError(`envoi refusé\u00a0: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200));
  }
}

/** « owner/name »: GitHub's own rule for both, nothing else reaches the API's path. */
export const repositoryPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/**
 * One call to GitHub's REST API (docs.github.com/en/rest/issues, « Create an issue », « Create an
 * issue comment », « Update an issue », consulted 2026-12-08): a fine-grained token with Issues
 * read and write on the repository. Anything but 2xx is the channel's failure, named by its status.
 */
async function githubCall(env: Env, repository: string, method: 'POST' | 'PATCH', path: string, body: unknown): Promise<{ number?: number }> {
  const base = (env.ALERT_GITHUB_API?.trim() || 'https://api.github.com').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/repos/${repository}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${env.ALERT_GITHUB_TOKEN?.trim()}`,
        Accept: 'application/vnd.github+json',
        'X-GitHub-Api-Version': '2022-11-28',
        'Content-Type': 'application/json',
        'User-Agent': 'site-watchdog',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ChannelError('GitHub injoignable');
  }
  if (!response.ok) throw new ChannelError(`GitHub a répondu ${response.status}`);
  return (await response.json().catch(() => ({}))) as { number?: number };
}

const issueFooter = 'La vérification horaire du site rappelle ce problème ici une fois par jour tant qu’il dure (un avertissement, une fois par semaine), et ferme cette issue quand il est résolu. Que faire\u00a0: docs/operations.md#en-cas-de-panne.';

/** One row's GitHub step: open its issue, comment it (a reminder), or say « résolu » and close it. Returns its issue's number. */
async function githubStep(env: Env, repository: string, row: AlertRow, now: Date): Promise<number | null> {
  if (row.resolved_at !== null) {
    if (row.github_issue !== null) {
      await githubCall(env, repository, 'POST', `/issues/${row.github_issue}/comments`, { body: `Résolu le ${moment(row.resolved_at)}\u00a0: la vérification horaire du site ne voit plus ce problème.` });
      await githubCall(env, repository, 'PATCH', `/issues/${row.github_issue}`, { state: 'closed', state_reason: 'completed' });
    }
    return null;
  }
  if (row.github_issue === null) {
    const issue = await githubCall(env, repository, 'POST', '/issues', { title: `Site\u00a0: ${findingTitles[row.code]}`, body: `${row.text}\n\nVu pour la première fois le ${moment(row.first_seen)}.\n\n${issueFooter}` });
    return typeof issue.number === 'number' ? issue.number : null;
  }
  await githubCall(env, repository, 'POST', `/issues/${row.github_issue}/comments`, { body: `Toujours là le ${moment(now.toISOString())} (depuis le ${moment(row.first_seen)})\u00a0:\n\n${row.text}` });
  return row.github_issue;
}

interface Sending {
  env: Env;
  now: Date;
  health: Health;
  site: string;
  siteUrl: string | undefined;
}

/** Sends what `channel` owes; records its outcome. Returns how many messages left, or the channel's error. */
async function sendOn(channel: Channel, { env, now, health, site, siteUrl }: Sending): Promise<{ sent: number; error: string | null }> {
  const rows = (await env.DB.prepare('SELECT * FROM alerts').all<AlertRow>()).results;
  const due = dueOn(channel, rows, now);
  if (!due.length || !health.alerts[channel].configured) return { sent: 0, error: null };
  const at = now.toISOString();
  const mark = (row: AlertRow, issue?: number | null) =>
    env.DB.prepare(`UPDATE alerts SET ${channel}_sent_at = ?2${issue !== undefined ? ', github_issue = ?3' : ''} WHERE code = ?1`)
      .bind(row.code, row.resolved_at === null ? at : null, ...(issue !== undefined ? [issue] : []))
      .run();
  let sent = 0;
  try {
    if (channel === 'email') {
      await sendEmail(env, watchdogEmail(env, site, siteUrl, due, now));
      sent = 1;
      for (const row of due) await mark(row);
    } else {
      const repository = health.build.repository ?? '';
      if (!repositoryPattern.test(repository)) throw new ChannelError(`dépôt «\u00a0${repository.slice(0, 100)}\u00a0» illisible`);
      for (const row of due.slice(0, githubStepsPerRun)) {
        const issue = await githubStep(env, repository, row, now);
        sent += 1;
        await mark(row, issue);
      }
    }
    await recordChannel(env.DB, channel, now, null);
    return { sent, error: null };
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error;
    console.error(`Watchdog: the ${channel} channel failed:`, error.message);
    await recordChannel(env.DB, channel, now, error.message);
    return { sent, error: error.message };
  }
}

/**
 * One hourly run: what the report finds is recorded, each channel sends what it owes; a channel
 * that fails now is reported by the other one in the same run (a second pass with a fresh report).
 */
export async function runWatchdog(env: Env, now: Date): Promise<{ problems: FindingCode[]; sent: Record<Channel, number>; failed: Channel[] }> {
  const [rules, siteUrl] = await Promise.all([formRules(env), canonicalSiteUrl(env).catch(() => undefined)]);
  const sent: Record<Channel, number> = { email: 0, github: 0 };
  const failed: Channel[] = [];
  let health = await healthOf(env, now);
  for (let pass = 0; pass < 2; pass += 1) {
    // The second pass is the same run: what it sees again is not seen twice.
    await recordFindings(env.DB, health.findings.filter(isAlerted), now, pass === 0);
    const before = failed.length;
    for (const channel of channels) {
      if (failed.includes(channel)) continue;
      const wasFailing = health.alerts[channel].failing;
      const outcome = await sendOn(channel, { env, now, health, site: rules.site, siteUrl });
      sent[channel] += outcome.sent;
      if (outcome.error !== null && !wasFailing) failed.push(channel);
    }
    if (failed.length === before) break;
    health = await healthOf(env, now);
  }
  const result = { problems: health.findings.filter(isAlerted).map((finding) => finding.code), sent, failed };
  console.log('Watchdog:', result);
  await recordRun(env.DB, watchdogRunName, now, result);
  return result;
}

/** The open problems, for the inbox's banner: problems first, the oldest first. */
export async function openAlerts(db: D1Database): Promise<{ code: string; level: 'problem' | 'warning'; text: string; since: string }[]> {
  const rows = await db
    .prepare("SELECT code, level, text, first_seen FROM alerts WHERE resolved_at IS NULL ORDER BY level = 'warning', first_seen")
    .all<{ code: string; level: 'problem' | 'warning'; text: string; first_seen: string }>();
  return rows.results.map(({ first_seen, ...row }) => ({ ...row, since: first_seen }));
}

export type { Channel };
export type TestOutcome = { sent: true } | { sent: false; reason: string };

/**
 * The inbox's « Envoyer une alerte d’essai »: one test message through each channel, said as sent
 * or why not; it is no problem of the site's, and nothing of it is recorded (alerts, channels).
 */
export async function sendTestAlerts(env: Env, now: Date): Promise<Record<Channel, TestOutcome>> {
  const [rules, health] = await Promise.all([formRules(env), healthOf(env, now)]);
  // No one's address: the repository, and so the issue, may be public.
  const text = `Alerte d’essai demandée depuis la boîte de réception, le ${moment(now.toISOString())}\u00a0: si vous lisez ceci, ce canal d’alerte du site ${rules.site} fonctionne. Rien n’est à faire.`;
  const email = async (): Promise<TestOutcome> => {
    if (!health.alerts.email.configured) return { sent: false, reason: 'l’adresse du cabinet (FIRM_ADDRESS) n’est pas configurée' };
    const mime = createMimeMessage();
    mime.setSender({ name: `Site ${rules.site}`, addr: env.SENDER_ADDRESS });
    mime.setRecipient(env.FIRM_ADDRESS);
    mime.setSubject(`Site ${rules.site}\u00a0: alerte d’essai`);
    mime.addMessage({ contentType: 'text/plain', charset: 'utf-8', encoding: 'base64', data: base64Lines(new TextEncoder().encode(text)) });
    try {
      await sendEmail(env, mime.asRaw());
      return { sent: true };
    } catch (error) {
      return { sent: false, reason: `l’e-mail n’est pas parti (${error instanceof Error ? error.message : String(error)})` };
    }
  };
  const github = async (): Promise<TestOutcome> => {
    if (!health.alerts.github.configured) return { sent: false, reason: 'le jeton ALERT_GITHUB_TOKEN n’est pas configuré sur le Worker (docs/deploy.md#jeton-d-alerte)' };
    const repository = health.build.repository ?? '';
    if (!repositoryPattern.test(repository)) return { sent: false, reason: 'le dépôt du site est illisible dans la construction' };
    try {
      const issue = await githubCall(env, repository, 'POST', '/issues', { title: `Site\u00a0: alerte d’essai`, body: text });
      // A test leaves nothing open behind it.
      if (typeof issue.number === 'number') await githubCall(env, repository, 'PATCH', `/issues/${issue.number}`, { state: 'closed', state_reason: 'completed' });
      return { sent: true };
    } catch (error) {
      return { sent: false, reason: error instanceof Error ? error.message : String(error) };
    }
  };
  const [emailOutcome, githubOutcome] = await Promise.all([email(), github()]);
  return { email: emailOutcome, github: githubOutcome };
}
