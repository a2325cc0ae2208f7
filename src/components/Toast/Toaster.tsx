import { useSelector } from '@xstate/react';
import { ui } from '../../content/ui';
import { useToastActor } from '../LayoutActors';
import * as styles from './Toast.css';

/**
 * The toast region. It stays in the page (empty) so that screen readers announce each
 * toast as it appears; the toast machine decides what shows and for how long.
 */
export function Toaster() {
  const toastActor = useToastActor();
  const state = useSelector(toastActor, (snapshot) => String(snapshot.value));
  const toast = useSelector(toastActor, (snapshot) => snapshot.context.toast);
  return (
    <section className={styles.region} aria-label={ui.toast.region} data-state={state}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && state === 'visible' ? (
          <div className={styles.toast} data-testid="toast">
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <circle cx="12" cy="12" r="10" />
              <path d="m8 12 3 3 5-6" />
            </svg>
            <div>
              <p className={styles.title}>{toast.title}</p>
              <p className={styles.text}>{toast.description}</p>
            </div>
            <button type="button" className={styles.close} aria-label={ui.toast.close} onClick={() => toastActor.send({ type: 'toast.dismiss' })}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
