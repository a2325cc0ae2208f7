import { assign } from 'xstate';
import { setup } from './setup';
import { timing } from './constants';

export interface ToastMessage {
  title: string;
  description: string;
}

export type ToastEvent = { type: 'toast.show'; toast: ToastMessage } | { type: 'toast.dismiss' };

/**
 * One toast at a time. A new one replaces the current one and restarts the timer;
 * each leaves by itself after `toastDuration`, or earlier when dismissed.
 */
export const toastMachine = setup({
  types: {
    context: {} as { toast: ToastMessage | null },
    events: {} as ToastEvent,
  },
  delays: { toastDuration: timing.toastDuration },
  actions: {
    setToast: assign({
      toast: (_, params: { toast: ToastMessage }) => params.toast,
    }),
    clearToast: assign({ toast: null }),
  },
}).createMachine({
  id: 'toast',
  initial: 'hidden',
  context: { toast: null },
  on: {
    'toast.show': {
      target: '.visible',
      reenter: true,
      actions: { type: 'setToast', params: ({ event }) => ({ toast: event.toast }) },
    },
  },
  states: {
    hidden: {
      entry: 'clearToast',
    },
    visible: {
      after: { toastDuration: 'hidden' },
      on: { 'toast.dismiss': 'hidden' },
    },
  },
});
