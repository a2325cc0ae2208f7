import { useSelector } from '@xstate/react';
import { toast as toastCopy } from 'virtual:content/ui';
import { Icon } from '../Icons/Icons';
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
    <section className={styles.region} aria-label={toastCopy.region} data-state={state}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && state === 'visible' ? (
          <div className={styles.toast} data-testid="toast">
            <Icon name="checkCircle" className={styles.icon} />
            <div className={styles.body}>
              <p className={styles.title}>{toast.title}</p>
              <p className={styles.text}>{toast.description}</p>
            </div>
            <button type="button" className={styles.close} aria-label={toastCopy.close} onClick={() => toastActor.send({ type: 'toast.dismiss' })}>
              <Icon name="close" className={styles.closeIcon} />
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
