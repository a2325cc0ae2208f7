import { useHydrated } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { loaderMachine } from '../../../machines/loader.machine';
import { inspect } from '../../inspector';
import { ui } from '../../content/ui';
import * as styles from './Loader.css';

/**
 * Full-screen loader on first load, driven by the loader machine. `data-started` marks that
 * the app is running, which switches off the CSS safety that hides a loader whose app never starts.
 */
export function Loader() {
  const [snapshot] = useMachine(loaderMachine, { inspect });
  const hydrated = useHydrated();
  const visible = snapshot.matches('visible');
  return (
    <div
      className={styles.root}
      data-testid="loader"
      data-state={String(snapshot.value)}
      data-started={hydrated ? '' : undefined}
      role="status"
      aria-busy={visible}
      aria-label={ui.loader.label}
    >
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.label} aria-hidden="true">
        {ui.loader.label}
      </p>
    </div>
  );
}
