import { successCopy } from '../../content/contact';
import * as styles from './ContactForm.css';

/** Replaces the form after a send. It takes focus (and so scrolls into view, clear of the fixed header) so every visitor lands on it. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

export function SuccessPanel() {
  return (
    <div className={styles.success} role="status" tabIndex={-1} ref={focusOnMount} data-testid="contact-success">
      <span className={styles.successIcon} aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12 5 5 9-10" />
        </svg>
      </span>
      <h2 className={styles.successTitle}>{successCopy.panelTitle}</h2>
      <p className={styles.successText}>{successCopy.panelText}</p>
    </div>
  );
}
