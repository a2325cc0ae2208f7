import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

/** Opens the Stately inspector, replays the events queued while it loaded (inspector.ts), and returns what forwards the next ones. */
export function startInspector(queue: InspectionEvent[]): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector();
  const forward = (event: InspectionEvent) => inspector.inspect.next?.(event);
  queue.splice(0).forEach(forward);
  return forward;
}
