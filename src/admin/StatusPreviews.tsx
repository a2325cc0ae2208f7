/**
 * The editor's preview of the words that are no page of the app: « Hors connexion »
 * (content/hors-ligne.yml: the offline page, the line of a copy read from the device, the notice
 * of a new version) and « Envois gardés sur le téléphone » (content/envois.yml: the form's alert
 * when a message is kept, the notices at the next visit). Each drawn with the site's own markup
 * and styles, in the preview's flow rather than fixed to its foot, with today's date as the example.
 */
import type { ReactNode } from 'react';
import * as offline from 'virtual:content/offlinePage';
import * as outbox from 'virtual:content/outbox';
import { failure } from 'virtual:content/contact';
import { OfflinePage } from '../components/Offline/OfflinePage';
import * as alert from '../components/ContactForm/FailureAlert.css';
import { outboxText } from '../offline/notice';
import * as notice from '../offline/notice.css';
import { savedCopyNotice } from '../offline/offline';
import { button } from '../styles/classes';
import * as styles from './preview.css';

/** A notice of the site's foot, here in the flow: its own region (notice.css.ts), contained by `styles.pinned`. */
function Notice({ lines, actions }: { lines: string[]; actions: { label: string; variant: 'primary' | 'secondary' }[] }) {
  return (
    <div className={styles.pinned}>
      <div className={notice.region} role="status">
        {lines.map((line) => <p key={line} className={notice.text}>{line}</p>)}
        <div className={notice.actions}>
          {actions.map(({ label, variant }) => <button key={label} type="button" className={button({ variant, size: 'md' })}>{label}</button>)}
        </div>
      </div>
    </div>
  );
}

/** What the caption of each example says. */
function Example({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <section className={styles.example}>
      <h2 className={styles.exampleCaption}>{caption}</h2>
      {children}
    </section>
  );
}

export function OfflinePreview() {
  const words = { savedOn: offline.savedOn, noNetwork: offline.noNetwork, slowNetwork: offline.slowNetwork };
  const now = new Date();
  return (
    <>
      <OfflinePage />
      <div className={styles.examples}>
        {(['offline', 'slow'] as const).map((cause) => (
          <Example key={cause} caption={cause === 'offline' ? 'En bas d’une page lue depuis l’appareil, sans réseau' : 'En bas d’une page lue depuis l’appareil, réseau trop lent'}>
            {/* The service worker's own markup (its words escaped there), in a box it stays in. */}
            <div className={styles.pinned} dangerouslySetInnerHTML={{ __html: savedCopyNotice(now, cause, words) }} />
          </Example>
        ))}
        <Example caption="Quand une nouvelle version du site est prête">
          <Notice lines={[offline.update]} actions={[{ label: offline.reload, variant: 'primary' }, { label: offline.later, variant: 'secondary' }]} />
        </Example>
      </div>
    </>
  );
}

export function OutboxPreview() {
  const writtenAt = Date.now();
  const notices = [
    { caption: 'À la visite suivante, une candidature partie', text: outboxText({ id: '1', kind: 'candidature', outcome: 'sent', writtenAt }) },
    { caption: 'À la visite suivante, un message parti', text: outboxText({ id: '2', kind: 'message', outcome: 'sent', writtenAt }) },
    { caption: 'À la visite suivante, une candidature toujours gardée', text: outboxText({ id: '4', kind: 'candidature', outcome: 'waiting', writtenAt }) },
    { caption: 'À la visite suivante, un envoi impossible', text: outboxText({ id: '3', kind: 'message', outcome: 'notSent', writtenAt }) },
  ];
  return (
    <div className={styles.examples}>
      <Example caption="Dans le formulaire, quand le message est gardé sur le téléphone">
        <div className={alert.root} role="alert">
          <p className={alert.title}>{failure.titles.offline}</p>
          <p>{outbox.kept}</p>
        </div>
      </Example>
      {notices.map(({ caption, text }) => (
        <Example key={caption} caption={caption}>
          <Notice lines={[text]} actions={[{ label: outbox.close, variant: 'secondary' }]} />
        </Example>
      ))}
    </div>
  );
}
