import { setup } from 'xstate';
import { timing } from './constants';

/** Full-screen loader: visible for `loaderDuration` on first load, then gone for good. */
export const loaderMachine = setup({
  delays: { loaderDuration: timing.loaderDuration },
}).createMachine({
  id: 'loader',
  initial: 'visible',
  states: {
    visible: {
      after: { loaderDuration: 'hidden' },
    },
    hidden: { type: 'final' },
  },
});
