import * as outbox from 'virtual:content/outbox';
import { later, reload as reloadLabel, reloadAnyway, reloadLosesCv, update } from 'virtual:content/offlinePage';
import { email, phone } from 'virtual:content/site';
import { fill } from '../lib/fill';
import { button } from '../styles/classes';
import type { OutboxNotice } from './outbox';
import * as styles from './notice.css';

/**
 * The site's own notices, drawn outside the app's tree at the foot of the screen (register.ts):
 * a new version ready, and what became of a message kept on the device. They never take the
 * focus, and say themselves to screen readers.
 */
function showNotice(id: string, texts: string[], actions: { label: string; variant: 'primary' | 'secondary'; onClick: (close: () => void) => void }[]) {
  if (document.getElementById(id)) return;
  const region = document.createElement('div');
  region.id = id;
  region.className = styles.region;
  region.setAttribute('role', 'status');
  for (const line of texts) {
    const text = document.createElement('p');
    text.className = styles.text;
    text.textContent = line;
    region.append(text);
  }
  const buttons = document.createElement('div');
  buttons.className = styles.actions;
  const close = () => region.remove();
  for (const action of actions) {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = button({ variant: action.variant, size: 'md' });
    element.textContent = action.label;
    element.addEventListener('click', () => action.onClick(close));
    buttons.append(element);
  }
  region.append(buttons);
  document.body.append(region);
}

/**
 * A new version of the site is ready: « Recharger » now, or « Plus tard », which only hides it
 * (the new version then takes over at the next link followed).
 */
export function showUpdateNotice(reload: () => void, cvChosen: () => boolean = () => false): void {
  showNotice('nouvelle-version', [update], [
    {
      label: reloadLabel,
      variant: 'primary',
      onClick: (close) => {
        if (!cvChosen()) return reload();
        // A CV chosen in the form would be lost: said first, with the choice to reload anyway.
        close();
        showNotice('nouvelle-version', [reloadLosesCv], [
          { label: reloadAnyway, variant: 'primary', onClick: reload },
          { label: later, variant: 'secondary', onClick: (closeAgain) => closeAgain() },
        ]);
      },
    },
    { label: later, variant: 'secondary', onClick: (close) => close() },
  ]);
}

/** « 12/12 »: the day a message was written. */
const dayOf = (time: number) => new Date(time).toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit' });

/** What became of the messages kept on the device: « Votre candidature du 12/12 est partie. » */
export function outboxText(notice: OutboxNotice): string {
  const date = dayOf(notice.writtenAt);
  if (notice.outcome === 'notSent') return fill(outbox.notSent, { date, email, telephone: phone.display });
  if (notice.outcome === 'waiting') return fill(notice.kind === 'candidature' ? outbox.waitingApplication : outbox.waitingMessage, { date });
  return fill(notice.kind === 'candidature' ? outbox.sentApplication : outbox.sentMessage, { date });
}

/** Shows the notices (once each: `shown` tells the worker to forget them). */
export function showOutboxNotices(notices: OutboxNotice[], shown: (ids: string[]) => void): void {
  if (!notices.length) return;
  document.getElementById('envois-gardes')?.remove();
  showNotice('envois-gardes', notices.map(outboxText), [{ label: outbox.close, variant: 'secondary', onClick: (close) => close() }]);
  shown(notices.map((notice) => notice.id));
}
