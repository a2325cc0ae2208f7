import type { ContactPayload, SendFailureReason } from '../../../machines/contactForm.machine';
import { failure as failureCopy } from 'virtual:content/contact';
import { phone } from 'virtual:content/site';
import { fill } from '../../lib/fill';
import { mailtoHref, whatsappHref } from '../../lib/contactLinks';
import { composeMessage } from '../../lib/messageText';
import { button } from '../../styles/classes';
import * as styles from './FailureAlert.css';

interface FailureAlertProps {
  reason: SendFailureReason;
  /** The message as it would have been sent: the e-mail and WhatsApp links carry it. */
  payload: ContactPayload;
  onRetry: () => void;
}

/**
 * What went wrong, that nothing is lost, and three other ways to reach the firm. Loaded on its
 * own (see ContactForm.tsx), with the code that writes the message out as text.
 */
export function FailureAlert({ reason, payload, onRetry }: FailureAlertProps) {
  const message = composeMessage(payload);
  return (
    <div className={styles.root} role="alert" data-testid="contact-failure" data-reason={reason}>
      <p className={styles.title}>{failureCopy.titles[reason]}</p>
      <p>{failureCopy.advice}</p>
      <div className={styles.alternatives}>
        <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={onRetry}>
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
