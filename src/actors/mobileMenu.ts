import { fromCallback } from 'xstate';
import { mobileMenuMachine, type MobileMenuEvent } from '../../machines/mobileMenu.machine';
import { media } from '../styles/breakpoints';

export const menuToggleId = 'menu-toggle';

const escapeListener = fromCallback<MobileMenuEvent>(({ sendBack }) => {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') sendBack({ type: 'menu.dismiss' });
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
});

const viewportWatcher = fromCallback<MobileMenuEvent>(({ sendBack }) => {
  const query = window.matchMedia(media.desktop);
  const onChange = () => {
    if (query.matches) sendBack({ type: 'viewport.wide' });
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
});

export const appMobileMenuMachine = mobileMenuMachine.provide({
  actors: { escapeListener, viewportWatcher },
  actions: {
    focusToggle: () => document.getElementById(menuToggleId)?.focus(),
    lockPageScroll: () => document.documentElement.style.setProperty('overflow', 'hidden'),
    unlockPageScroll: () => document.documentElement.style.removeProperty('overflow'),
  },
});
