// Tells the firm that a deploy or a live check failed, by e-mail to its mailbox, through the
// site's own Worker (POST /api/health/alert, worker/health.ts): the workflow's last step when an
// earlier one failed (.github/workflows/deploy.yml). GitHub itself only e-mails whoever last edited
// the workflow's schedule; this reaches the firm, who forwards it (docs/operations.md).
//
//   npm run alert -- --step <what failed> [--log <file>] [--url <the run's address>] [--site <url>]
//
// HEALTH_TOKEN from the environment (the repository secret, the same as the Worker's). The e-mail
// says what failed, the run's address, and the last lines of the log given (the preflight's
// refusals, the live check's ✗ lines). Exits 1 when the Worker did not take it (say, on a first
// deploy that never went live): the run's failure still shows in GitHub.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canonicalSiteUrl } from './checkLive.mjs';

/** The log's last lines, without terminal colours: what failed, as the step printed it. */
export function logTail(text, lines = 30) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  return plain.split(/\r?\n/).filter((line) => line.trim() !== '').slice(-lines).join('\n');
}

/** The alert's French text: which step failed, and what it said. */
export function alertText(step, log) {
  const intro = `L’étape « ${step} » du déploiement automatique a échoué${step.includes('vérification') ? '' : '\u00a0: le site en ligne n’a pas été mis à jour'}.`;
  return log ? `${intro}\n\nCe qu’elle a dit (en anglais, pour la personne qui s’occupe du site)\u00a0:\n\n${log}` : intro;
}

export async function sendAlert({ site = canonicalSiteUrl(), token = process.env.HEALTH_TOKEN, text, url, fetch = globalThis.fetch }) {
  if (!token) throw new Error('HEALTH_TOKEN is not set: the alert cannot be sent (docs/operations.md).');
  const response = await fetch(new URL('/api/health/alert', site), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, ...(url ? { url } : {}) }),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 202) throw new Error(`The Worker answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const value = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const step = value('--step') ?? 'déploiement';
  const logFile = value('--log');
  const log = logFile && existsSync(logFile) ? logTail(readFileSync(logFile, 'utf8')) : '';
  try {
    await sendAlert({ site: value('--site') ?? canonicalSiteUrl(), text: alertText(step, log), url: value('--url') });
    console.log('The firm was told by e-mail.');
  } catch (error) {
    console.error(`✘ ${error.message}`);
    process.exitCode = 1;
  }
}
