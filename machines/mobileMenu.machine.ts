import { fromCallback } from 'xstate';
import { setup } from './setup';

export type MobileMenuEvent =
  | { type: 'menu.toggle' }
  /** Escape pressed while open: close and hand focus back to the toggle button. */
  | { type: 'menu.dismiss' }
  | { type: 'route.changed' }
  /** The viewport grew past the desktop breakpoint, where the menu does not exist. */
  | { type: 'viewport.wide' };

/**
 * Mobile menu: `closed` or `open`. Closes on navigation, on Escape and when the viewport
 * becomes wide. While open, the `escapeListener` and `viewportWatcher` actors (provided by
 * the app) report key presses and breakpoint changes; `focusToggle` returns focus.
 */
export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
  actions: {
    focusToggle: () => {},
    lockPageScroll: () => {},
    unlockPageScroll: () => {},
  },
  actors: {
    escapeListener: fromCallback<MobileMenuEvent>(() => undefined),
    viewportWatcher: fromCallback<MobileMenuEvent>(() => undefined),
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      entry: 'lockPageScroll',
      exit: 'unlockPageScroll',
      invoke: [{ src: 'escapeListener' }, { src: 'viewportWatcher' }],
      on: {
        'menu.toggle': 'closed',
        'route.changed': 'closed',
        'viewport.wide': 'closed',
        'menu.dismiss': { target: 'closed', actions: 'focusToggle' },
      },
    },
  },
});
