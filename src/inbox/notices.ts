/**
 * What the list says, kept while the tab is open (issue 42): a module-level store, so that a bulk
 * change's « Annuler » and a deletion's notice survive opening an entry and coming back, which
 * unmounts the list. No React state, no storage: a reload starts afresh.
 *
 * One notice area, one notice of each kind at most, newest first. A new notice replaces the one of
 * its kind: a bulk change replaces the last one, and its « Annuler » with it. A notice of another
 * kind is replaced too, unless it still matters: an error (role=alert), or a bulk change that can
 * still be undone, stays until staff close it, undo it, or make another bulk change. Nothing
 * disappears by itself.
 */
import { useSyncExternalStore } from 'react';
import type { BulkEntry, Status } from './contract';

/** What a bulk change's « Annuler » puts back: each entry's former status, and the status the change gave it. */
export interface BulkUndo {
  entries: BulkEntry[];
  to: Status;
}

export interface Notice {
  /**
   * « change »: what a bulk status change (or its undo) did, with its undo; « bar »: the bulk bar's
   * other words (nothing to change, a list too long, no CV, a request that failed: nothing changed);
   * « deletion »: an entry deleted from its page.
   */
  kind: 'change' | 'bar' | 'deletion';
  tone: 'notice' | 'alert';
  text: string;
  undo?: BulkUndo;
}

export type ShownNotice = Notice & { id: number };

let shown: readonly ShownNotice[] = [];
let next = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Whether `old` stays beside `notice`: never of the same kind; never the bar's older words once a
 * change was made (they are out of date); otherwise while it still matters (an error, an undo).
 */
const stays = (old: Notice, notice: Notice) => old.kind !== notice.kind && !(notice.kind === 'change' && old.kind === 'bar') && (old.tone === 'alert' || old.undo !== undefined);

/** Shows `notice` first, in place of the notices it replaces. */
export function showNotice(notice: Notice): void {
  shown = [{ ...notice, id: next++ }, ...shown.filter((old) => stays(old, notice))];
  changed();
}

/** « Fermer »: staff have read it. */
export function closeNotice(id: number): void {
  shown = shown.filter((notice) => notice.id !== id);
  changed();
}

/** A new inbox (its router created): nothing said yet. */
export function forgetNotices(): void {
  shown = [];
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The notices shown, newest first. */
export const useNotices = (): readonly ShownNotice[] => useSyncExternalStore(subscribe, () => shown, () => shown);
