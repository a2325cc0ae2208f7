import { success as successCopy } from 'virtual:content/contact';
import { Icon } from '../Icons/Icons';
import * as styles from './ContactForm.css';

/**
 * Replaces the form after a send. Its title takes focus (and so scrolls into view, clear of the
 * fixed header): a keyboard or screen-reader user goes on from the next step, never from <body>.
 * A candidate's panel brings its own title and text (`children`, candidate.tsx): the offer, what
 * happens next, the CV if none went with it.
 */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

export function SuccessPanel({ children }: { children?: React.ReactNode }) {
  return (
    <div className={styles.success} role="status" data-testid="contact-success">
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="check" strokeWidth={2.5} className={styles.successCheck} />
      </span>
      {children ?? (
        <>
          <h2 className={styles.successTitle} tabIndex={-1} ref={focusOnMount}>
            {successCopy.panelTitle}
          </h2>
          <p className={styles.successText}>{successCopy.panelText}</p>
        </>
      )}
    </div>
  );
}
