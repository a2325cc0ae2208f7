import type { SendFailureReason } from '../../../machines/contactForm.machine';
import { failure as failureCopy } from 'virtual:content/contact';
import { phone } from 'virtual:content/site';
import { fill } from '../../lib/fill';
import { mailtoHref, whatsappHref, type ComposedMessage } from '../../lib/contactLinks';
import { button } from '../../styles/recipes.css';
import * as styles from './FailureAlert.css';

interface FailureAlertProps {
  reason: SendFailureReason;
  message: ComposedMessage;
  onRetry: () => void;
}

/**
 * What went wrong, that nothing is lost, and three other ways to reach the firm. Loaded on its
 * own (see ContactForm.tsx), so it imports nothing from the form's code or copy.
 */
export function FailureAlert({ reason, message, onRetry }: FailureAlertProps) {
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
