import { useState } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { loaderMachine } from '../../../machines/loader.machine';
import { inspect } from '../../inspector';
import { loaderLabel } from 'virtual:content/ui';
import * as styles from './Loader.css';
import { loaderId } from './pageUnderLoader';

/**
 * How long the prerendered loader has been on screen (ms): its CSS animations (the fade, then
 * hidden) started together with its first paint. 0 when nothing was painted before the app (dev
 * server, tests, SSR).
 */
export function loaderShownFor(doc: Document | undefined = globalThis.document): number {
  const elapsed = doc?.getElementById(loaderId)?.getAnimations?.()[0]?.currentTime;
  return typeof elapsed === 'number' ? elapsed : 0;
}

/**
 * Full-screen loader on first load. What the visitor sees is its CSS animations' alone, from
 * the first paint (Loader.css.ts): the app's arrival can neither delay nor restart the fade. The
 * loader machine, which learns how long the prerendered loader has already been shown, owns its
 * state (`data-state`, `aria-busy`, the inspector). Until hydration has finished it renders what
 * the server rendered; then `data-started` marks the machine's state as the app's.
 */
export function Loader() {
  const [shownFor] = useState(() => loaderShownFor());
  const [snapshot] = useMachine(loaderMachine, { input: { shownFor }, inspect });
  const hydrated = useHydrated();
  const state = hydrated ? String(snapshot.value) : 'visible';
  return (
    <div
      id={loaderId}
      className={styles.root}
      data-testid="loader"
      data-state={state}
      data-started={hydrated ? '' : undefined}
      role="status"
      aria-busy={state === 'visible'}
      aria-label={loaderLabel}
    >
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.label} aria-hidden="true">
        {loaderLabel}
      </p>
    </div>
  );
}
