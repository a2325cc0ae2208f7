import { setup } from './setup';
import { timing } from './constants';

export interface LoaderInput {
  /**
   * How long the loader has already been on screen when the machine starts (ms). The prerendered
   * page paints it before the app's code has arrived, and its second counts from then.
   */
  shownFor: number;
}

export interface LoaderContext {
  shownFor: number;
}

/**
 * Full-screen loader on first load: on screen for `loaderDuration` counted from its first paint,
 * then gone for good. The machine waits only for what is left of that second, and goes straight
 * to `hidden` when the second was over before the app started.
 */
export const loaderMachine = setup({
  types: {
    input: {} as LoaderInput,
    context: {} as LoaderContext,
  },
  delays: {
    /** What is left of the loader's second. */
    loaderRemaining: ({ context }) => Math.max(0, timing.loaderDuration - context.shownFor),
  },
  guards: {
    secondIsOver: ({ context }) => context.shownFor >= timing.loaderDuration,
  },
}).createMachine({
  id: 'loader',
  // A negative or meaningless measure counts as 0 ms (NaN || 0).
  context: ({ input }) => ({ shownFor: Math.max(0, input.shownFor) || 0 }),
  initial: 'visible',
  states: {
    visible: {
      always: { guard: 'secondIsOver', target: 'hidden' },
      after: { loaderRemaining: 'hidden' },
    },
    hidden: { type: 'final' },
  },
});
