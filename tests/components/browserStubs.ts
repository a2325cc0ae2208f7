/**
 * What jsdom lacks and the app calls. Plain functions rather than vi.fn(), so that no
 * mock reset in a test can take them away.
 * - matchMedia: the mobile menu watches the desktop breakpoint (never matches here: a small screen).
 * - scrollTo: router scroll restoration. scrollIntoView: hash scrolling on /services.
 * - open: jsdom only logs « not implemented »; in Vitest import.meta.env.DEV is true, so the
 *   app's lazy XState inspector (src/inspector.ts) tries to open its popup window.
 * Imported first by renderApp.tsx, so it runs before any app module loads.
 */
function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

if (!('matchMedia' in window) || typeof window.matchMedia !== 'function') window.matchMedia = matchMedia;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => {};
window.open = () => null;
