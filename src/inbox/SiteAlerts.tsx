/**
 * The site's own problems, as its hourly watchdog found them (worker/watchdog.ts; InboxPage
 * `alerts`): what broke and what to do, in French, above the list whatever its filters; and, under
 * the list, « Envoyer une alerte d’essai », which proves each alert channel (the firm's e-mail and
 * GitHub) and says, per channel, sent or why not.
 */
import { useState } from 'react';
import { button } from '../styles/classes';
import { inboxApi, InboxError } from './api';
import type { AlertTestResult, InboxAlert } from './contract';
import { moment } from './format';
import * as styles from './inbox.css';

/** What the watchdog did with it: the channels it went through, as they stand; never one that did not. */
function toldBy({ emailSent, githubSent }: InboxAlert): string {
  const ways = [...(emailSent ? ['par e-mail'] : []), ...(githubSent ? ['sur GitHub'] : [])];
  if (!ways.length) return 'aucune alerte n’est encore partie\u00a0: vérifiez les deux canaux avec « Envoyer une alerte d’essai », plus bas.';
  return `le cabinet en a été prévenu ${ways.join(' et ')}${ways.length === 1 ? ' seulement' : ''}.`;
}

export function SiteAlerts({ alerts }: { alerts: InboxAlert[] }) {
  if (!alerts.length) return null;
  return (
    <section aria-labelledby="alertes-du-site">
      <h2 id="alertes-du-site" className={styles.sectionTitle}>
        {alerts.some((alert) => alert.level === 'problem') ? 'Le site signale un problème' : 'Le site signale un point à régler'}
      </h2>
      <ul className={styles.siteAlerts}>
        {alerts.map((alert) => (
          <li key={alert.code} className={alert.level === 'problem' ? styles.alert : styles.siteWarning}>
            {alert.text}
            <span className={styles.siteAlertSince}>
              Constaté depuis le {moment(alert.since)}{'\u202f'}; {toldBy(alert)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const channelNames: Record<keyof AlertTestResult, string> = { email: 'E-mail au cabinet', github: 'Issue sur GitHub' };

export function AlertTest() {
  const [state, setState] = useState<{ busy: boolean; result?: AlertTestResult; error?: string }>({ busy: false });
  const run = async () => {
    setState({ busy: true });
    try {
      setState({ busy: false, result: await inboxApi.testAlert() });
    } catch (error) {
      setState({ busy: false, error: error instanceof InboxError ? error.message : 'L’essai n’a pas pu être lancé. Réessayez dans un instant.' });
    }
  };
  return (
    <section className={styles.alertTest} aria-labelledby="alertes-essai">
      <h2 id="alertes-essai" className={styles.sectionTitle}>
        Alertes du site
      </h2>
      <p>Chaque heure, le site se vérifie lui-même. Quand quelque chose casse, il prévient le cabinet par deux chemins, un e-mail à l’adresse du cabinet et une issue sur GitHub (que GitHub envoie par e-mail aux personnes qui suivent le dépôt), et l’affiche ici. Vérifiez que les deux arrivent{'\u00a0'}:</p>
      <div>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => void run()} disabled={state.busy}>
          {state.busy ? 'Envoi en cours…' : 'Envoyer une alerte d’essai'}
        </button>
      </div>
      <div role="status">
        {state.result && (
          <ul className={styles.alertTestResults}>
            {(Object.keys(channelNames) as (keyof AlertTestResult)[]).map((channel) => {
              const outcome = state.result![channel];
              return (
                <li key={channel}>
                  <strong>{channelNames[channel]}{'\u00a0'}:</strong> {outcome.sent ? 'envoyée.' : `pas envoyée, ${outcome.reason}.`}
                </li>
              );
            })}
          </ul>
        )}
        {state.error && <p className={styles.alert}>{state.error}</p>}
      </div>
    </section>
  );
}
