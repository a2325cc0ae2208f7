/**
 * Leaving an entry with changes not saved, with the browser's « Précédent » button (or a swipe
 * back): Sveltia CMS routes by the address's fragment and let it go without a word, and the changes
 * were gone. Here, before Sveltia hears of it, staff are asked; « Annuler » keeps them on the
 * entry, its changes intact (Sveltia never saw the address change).
 *
 * Whether the entry has unsaved changes is what its « Enregistrer » button says: Sveltia enables
 * it only then. A step back Sveltia takes itself (its « ← » button, the list after a save:
 * history.back() or the Navigation API's back()) is its own to ask about, and is let through.
 */

/** An entry's address in the editor: « #/collections/<collection>/entries/<file> » or « …/new ». */
const entryAddress = /^#\/collections\/[^/]+\/(entries\/.+|new)$/;

export const leaveQuestion = 'Cette entrée a des modifications non enregistrées. Les abandonner et quitter la page ?';

/** The entry open has changes not saved: its « Enregistrer » button is enabled. */
function unsaved(document: Document): boolean {
  const save = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Enregistrer');
  return !!save && !save.disabled && save.getAttribute('aria-disabled') !== 'true';
}

/** Installs the guard on `window`, before Sveltia starts: its listeners come after ours. Returns what takes it off. */
export function guardLeaving(window: Window, ask: (question: string) => boolean = (question) => window.confirm(question)): () => void {
  let current = window.location.hash;
  let held = false;
  /** The page itself went back (Sveltia's own navigation), not the browser's button. */
  let byThePage = false;
  // Sveltia also moves with history.pushState and replaceState, which fire no event: the address
  // left is the one they last wrote.
  const originals = { pushState: window.history.pushState, replaceState: window.history.replaceState };
  const undo = (['pushState', 'replaceState'] as const).map((method) =>
    replace(window.history, method, (...args: Parameters<History['pushState']>) => {
      originals[method].apply(window.history, args);
      current = window.location.hash;
    }),
  );
  const steps = stepsBack(window, () => void (byThePage = true));
  const onPopState = (event: PopStateEvent) => {
    const left = current;
    const asked = !byThePage;
    byThePage = false;
    if (asked && entryAddress.test(left) && window.location.hash !== left && unsaved(window.document) && !ask(leaveQuestion)) {
      event.stopImmediatePropagation();
      held = true;
      // Back where they were, with no event: Sveltia still shows the entry as it was.
      originals.pushState.call(window.history, window.history.state, '', left);
      return;
    }
    current = window.location.hash;
  };
  const onHashChange = (event: HashChangeEvent) => {
    // The fragment's own event for the step back just undone.
    if (held) {
      held = false;
      event.stopImmediatePropagation();
      return;
    }
    current = window.location.hash;
  };
  window.addEventListener('popstate', onPopState);
  window.addEventListener('hashchange', onHashChange);
  return () => {
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('hashchange', onHashChange);
    for (const step of undo) step();
    steps();
  };
}

type PageNavigation = { back?: (...args: unknown[]) => unknown };

/** Puts `replacement` in place of `object[key]`; returns what puts the original back (an inherited one stays inherited). */
function replace<Target extends object, Key extends keyof Target>(object: Target, key: Key, replacement: Target[Key]): () => void {
  const own = Object.prototype.hasOwnProperty.call(object, key);
  const original = object[key];
  object[key] = replacement;
  return () => {
    if (own) object[key] = original;
    else delete object[key];
  };
}

/** Calls `marked` whenever the page itself steps back (history.back(), go(-n), the Navigation API's back()); returns what undoes it. */
function stepsBack(window: Window, marked: () => void): () => void {
  const { history } = window;
  const back = history.back;
  const go = history.go;
  const undo = [
    replace(history, 'back', () => {
      marked();
      back.call(history);
    }),
    replace(history, 'go', (delta?: number) => {
      if (delta !== undefined && delta < 0) marked();
      go.call(history, delta);
    }),
  ];
  const navigation = (window as unknown as { navigation?: PageNavigation }).navigation;
  const navigationBack = navigation?.back;
  if (navigation && navigationBack) {
    undo.push(
      replace(navigation, 'back', (...args: unknown[]) => {
        marked();
        return navigationBack.apply(navigation, args);
      }),
    );
  }
  return () => {
    for (const step of undo) step();
  };
}
