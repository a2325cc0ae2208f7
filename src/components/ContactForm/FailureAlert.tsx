import type { ContactPayload, SendFailureReason } from '../../../machines/contactForm.machine';
import { failureCopy } from '../../content/contact';
import { site } from '../../content/site';
import { mailtoHref, whatsappHref } from '../../lib/contactLinks';
import { button } from '../../styles/recipes.css';
import * as styles from './ContactForm.css';

interface FailureAlertProps {
  reason: SendFailureReason;
  payload: ContactPayload;
  onRetry: () => void;
}

/** What went wrong, that nothing is lost, and three other ways to reach the firm. */
export function FailureAlert({ reason, payload, onRetry }: FailureAlertProps) {
  return (
    <div className={styles.alert} role="alert" data-testid="contact-failure" data-reason={reason}>
      <p className={styles.alertTitle}>{failureCopy.titles[reason]}</p>
      <p>{failureCopy.advice}</p>
      <div className={styles.alternatives}>
        <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={onRetry}>
          {failureCopy.retry}
        </button>
        <a className={button({ variant: 'secondary', size: 'md' })} href={mailtoHref(payload)}>
          {failureCopy.mailto}
        </a>
        <a className={button({ variant: 'secondary', size: 'md' })} href={whatsappHref(payload)} target="_blank" rel="noopener noreferrer">
          {failureCopy.whatsapp}
        </a>
        <a className={button({ variant: 'secondary', size: 'md' })} href={site.phone.href}>
          {failureCopy.call(site.phone.display)}
        </a>
      </div>
    </div>
  );
}
