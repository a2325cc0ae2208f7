import { fromCallback } from 'xstate';
import { headerScrollMachine, type HeaderScrollEvent } from '../../machines/headerScroll.machine';

/** Reports the window's scroll position to the header machine (passive listener). */
export const windowScrollObserver = fromCallback<HeaderScrollEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: 'page.scrolled', y: window.scrollY });
  report();
  window.addEventListener('scroll', report, { passive: true });
  return () => window.removeEventListener('scroll', report);
});

export const appHeaderScrollMachine = headerScrollMachine.provide({
  actors: { scrollObserver: windowScrollObserver },
});
