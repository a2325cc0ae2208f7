import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

/** QA asks for the inspector with `?inspect` in the URL; developers get it in dev mode. */
export function wantsInspector(search: string, dev: boolean): boolean {
  return dev || new URLSearchParams(search).has('inspect');
}

/**
 * An `inspect` option for every app actor. The Stately inspector is a lazy chunk: events are
 * queued until it has loaded, then replayed, so actors created before it still show up.
 * Normal visitors get `undefined` and never download it.
 */
function createLazyInspect(): Inspect | undefined {
  const dev = import.meta.env.DEV && import.meta.env.MODE !== 'test';
  if (typeof window === 'undefined' || !wantsInspector(window.location.search, dev)) {
    return undefined;
  }
  const queue: InspectionEvent[] = [];
  let forward: Inspect | null = null;
  // The inspector's start is in its chunk too (inspectorStart.ts): nothing of it in every page's JavaScript.
  void import('./inspectorStart').then((module) => (forward = module.startInspector(queue)));
  return (event) => (forward ? forward(event) : queue.push(event));
}

export const inspect = createLazyInspect();
