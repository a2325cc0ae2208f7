import { fromCallback, not } from 'xstate';
import { setup } from './setup';
import { headerScrollThreshold } from './constants';

export type HeaderScrollEvent = { type: 'page.scrolled'; y: number };

/**
 * Header background: `top` until the page is scrolled more than the threshold, then `scrolled`.
 * Scroll positions arrive from the `scrollObserver` actor, which the app provides
 * (a passive window scroll listener); the stub here reports nothing.
 */
export const headerScrollMachine = setup({
  types: {
    events: {} as HeaderScrollEvent,
  },
  actors: {
    scrollObserver: fromCallback<HeaderScrollEvent>(() => undefined),
  },
  guards: {
    isBeyondThreshold: ({ event }) => event.y > headerScrollThreshold,
  },
}).createMachine({
  id: 'headerScroll',
  initial: 'top',
  invoke: { src: 'scrollObserver' },
  states: {
    top: {
      on: { 'page.scrolled': { guard: 'isBeyondThreshold', target: 'scrolled' } },
    },
    scrolled: {
      on: { 'page.scrolled': { guard: not('isBeyondThreshold'), target: 'top' } },
    },
  },
});
