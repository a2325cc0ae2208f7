/**
 * Leaving an entry with changes not saved, with the browser's « Précédent » (src/admin/leaveGuard.ts):
 * asked first; « Annuler » keeps the entry, and Sveltia never hears of the step back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardLeaving, leaveQuestion } from '../../src/admin/leaveGuard';

let takeOff = () => {};

/** The editor's page with its « Enregistrer » button, enabled when the entry has changes not saved; the guard on it. */
function editorWindow(saveEnabled: boolean, ask: (question: string) => boolean) {
  document.body.innerHTML = `<button${saveEnabled ? '' : ' disabled'}>Enregistrer</button>`;
  takeOff = guardLeaving(window, ask);
  return window;
}

/** A step back to `hash`, as the browser does it: the address changes, then popstate, then hashchange. */
function stepBack(window: Window, hash: string) {
  // The browser's own change of address, not the page's (which the guard follows).
  History.prototype.replaceState.call(window.history, null, '', hash);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

afterEach(() => {
  takeOff();
  window.history.replaceState(null, '', '#');
});

describe('leaving an entry with the browser’s « Précédent »', () => {
  it('asks first when the entry has changes not saved; « Annuler » keeps the entry, and Sveltia hears nothing', () => {
    const ask = vi.fn(() => false);
    const window = editorWindow(true, ask);
    const sveltia = vi.fn();
    window.addEventListener('popstate', sveltia);
    window.addEventListener('hashchange', sveltia);
    window.history.pushState(null, '', '#/collections/pages/entries/site');
    stepBack(window, '#/collections/pages');
    expect(ask).toHaveBeenCalledWith(leaveQuestion);
    expect(window.location.hash).toBe('#/collections/pages/entries/site');
    expect(sveltia).not.toHaveBeenCalled();
    window.removeEventListener('popstate', sveltia);
    window.removeEventListener('hashchange', sveltia);
  });

  it('lets staff go when they say so, and when nothing is left unsaved, without asking', () => {
    const ask = vi.fn(() => true);
    const window = editorWindow(true, ask);
    const sveltia = vi.fn();
    window.addEventListener('popstate', sveltia);
    window.history.pushState(null, '', '#/collections/pages/entries/site');
    stepBack(window, '#/collections/pages');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sveltia).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/collections/pages');
    window.removeEventListener('popstate', sveltia);
    takeOff();

    const never = vi.fn(() => false);
    const saved = editorWindow(false, never);
    saved.history.pushState(null, '', '#/collections/offers/new');
    stepBack(saved, '#/collections/offers');
    expect(never).not.toHaveBeenCalled();
    expect(saved.location.hash).toBe('#/collections/offers');
  });

  it('asks nothing when the page left was not an entry', () => {
    const ask = vi.fn(() => false);
    const window = editorWindow(true, ask);
    window.history.pushState(null, '', '#/collections/pages');
    stepBack(window, '#/collections/offers');
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('a step back the editor takes itself', () => {
  it('is let through without a question: its « ← » button, the list after a save', () => {
    // The browser's step back, when the page asks for one (jsdom's own does nothing here).
    const back = vi.spyOn(History.prototype, 'back').mockImplementation(() => stepBack(window, '#/collections/pages'));
    const ask = vi.fn(() => false);
    editorWindow(true, ask);
    window.history.pushState(null, '', '#/collections/pages/entries/site');
    try {
      window.history.back();
      expect(ask).not.toHaveBeenCalled();
      expect(window.location.hash).toBe('#/collections/pages');
      // The browser's own button, next: asked again.
      window.history.pushState(null, '', '#/collections/pages/entries/site');
      stepBack(window, '#/collections/pages');
      expect(ask).toHaveBeenCalledTimes(1);
    } finally {
      back.mockRestore();
    }
  });
});
