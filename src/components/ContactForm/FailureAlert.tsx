import { useState } from 'react';
import type { ContactPayload, SendFailureReason } from '../../../machines/contactForm.machine';
import { failure as failureCopy, refusals } from 'virtual:content/contact';
import * as outbox from 'virtual:content/outbox';
import { email, phone } from 'virtual:content/site';
import { fill } from '../../lib/fill';
import { mailtoHref, whatsappHref } from '../../site/contactLinks';
import { composeMessage } from '../../site/messageText';
import { button } from '../../styles/classes';
import * as styles from './FailureAlert.css';

interface FailureAlertProps {
  reason: SendFailureReason;
  /** Seconds the server asked to wait (429: too many, or the day's cap), while they run; 0 once the visitor may send again. */
  waitSeconds: number;
  /** Written offline: the message waits for the connection, and leaves by itself when it is back. */
  offline: boolean;
  /** A CV is attached: offline, it is kept in this page's memory only. */
  withCv: boolean;
  /** A candidate's application (an offer, or spontaneous): what the kept state names. */
  candidate?: boolean;
  /** The offer closed since the page was opened (400): no field of its own, so it is said here. */
  offerClosed?: string;
  /** The message as it would have been sent: the e-mail and WhatsApp links carry it. */
  payload: ContactPayload;
  onRetry: () => void;
}

/**
 * As it appears, the alert takes the focus and comes into view (on a phone it starts below the
 * screen's bottom): but for refused fields (400), where the first of them takes it (ContactForm.tsx).
 */
const focusUnlessInvalid = (reason: SendFailureReason) => (node: HTMLElement | null) => {
  if (!node || reason === 'invalid') return;
  node.focus({ preventScroll: true });
  node.scrollIntoView({ block: 'nearest' });
};

/**
 * What went wrong, that nothing is lost, and three other ways to reach the firm. Loaded on its
 * own (see ContactForm.tsx), with the code that writes the message out as text.
 */
/** The site's own service worker carries this form's sends (its own Worker, not another form service): what it is given, it keeps (outbox.ts). */
const keptByWorker = () => !import.meta.env.VITE_CONTACT_ENDPOINT && Boolean(navigator.serviceWorker?.controller);

export function FailureAlert(props: FailureAlertProps) {
  // Given up after sendGiveUp while the site's worker holds the send: kept on the phone, it leaves by itself, never « trop de temps ».
  const kept = props.reason === 'queued' || (props.reason === 'timeout' && keptByWorker());
  return kept ? <KeptOnPhone candidate={props.candidate ?? false} /> : <Failure {...props} />;
}

/**
 * A send still going after `sendTimeout` (a CV over a slow network): said under the button, so
 * that she neither waits blind nor sends it twice. In this chunk, off the page's first load.
 */
export function SlowSending() {
  return (
    <p className={styles.slow} role="status">
      {outbox.slowSending}
    </p>
  );
}

/**
 * Written with no network and kept on the phone by the service worker (`queued`): nothing failed
 * for her. A calm status that names what is kept, and says it leaves by itself; no e-mail or
 * WhatsApp beside it, which would reach the firm twice (issue 55); a correction sent again replaces it.
 */
function KeptOnPhone({ candidate }: { candidate: boolean }) {
  return (
    <div className={styles.kept} role="status" data-testid="contact-failure" data-reason="queued" data-waiting>
      <p className={styles.keptTitle}>{candidate ? outbox.keptApplicationTitle : outbox.keptMessageTitle}</p>
      <p>{candidate ? outbox.keptApplication : outbox.kept}</p>
      {/* Sent again, corrected, it replaces the kept one under the same key (issue 55): one version leaves. */}
      <p>{outbox.keptCorrection}</p>
    </div>
  );
}

function Failure({ reason, waitSeconds, offline, withCv, offerClosed, payload, onRetry }: FailureAlertProps) {
  // One callback per alert shown: a new render does not take the focus again.
  const [takeFocus] = useState(() => focusUnlessInvalid(reason));
  const message = composeMessage(payload);
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  // What to do now: correct the fields the server named, choose a lighter CV, wait, or simply retry.
  const advice =
    reason === 'invalid'
      ? refusals.invalid
      : reason === 'tooLarge'
        ? refusals.tooLarge
        : reason === 'rateLimited' && waitSeconds > 0
          ? fill(refusals.tooMany, { attente: `${minutes}\u00a0minute${minutes > 1 ? 's' : ''}` })
          : reason === 'dailyCap' && waitSeconds > 0
            ? fill(refusals.dailyCap, { email, telephone: phone.display })
            : offline
                ? failureCopy.offlineWaiting
                : failureCopy.advice;
  // Sending again now would only be refused (429) or fail (offline): the message waits.
  const waiting = waitSeconds > 0 || offline;
  return (
    <div ref={takeFocus} tabIndex={-1} className={styles.root} role="alert" data-testid="contact-failure" data-reason={reason} data-waiting={waiting || undefined}>
      {/* The day's cap once midnight has passed: the message simply did not leave, and may now. */}
      <p className={styles.title}>{failureCopy.titles[reason === 'queued' ? 'offline' : reason === 'dailyCap' && waitSeconds === 0 ? 'network' : reason]}</p>
      <p>{advice}</p>
      {offline && withCv ? <p>{failureCopy.offlineCv}</p> : null}
      {offerClosed ? <p className={styles.title}>{offerClosed}</p> : null}
      <div className={styles.alternatives}>
        {/* While the server's delay runs, sending again would only be refused again; offline, the message leaves by itself. */}
        <button
          type="button"
          className={button({ variant: 'primary', size: 'md' })}
          aria-disabled={waiting || undefined}
          onClick={() => {
            if (!waiting) onRetry();
          }}
        >
          {failureCopy.retry}
        </button>
        <a className={button({ variant: 'secondary', size: 'md' })} href={mailtoHref(message)}>
          {failureCopy.mailto}
        </a>
        <a className={button({ variant: 'secondary', size: 'md' })} href={whatsappHref(message.text)} target="_blank" rel="noopener noreferrer">
          {failureCopy.whatsapp}
        </a>
        <a className={button({ variant: 'secondary', size: 'md' })} href={phone.href}>
          {fill(failureCopy.call, { telephone: phone.display })}
        </a>
      </div>
    </div>
  );
}
