/**
 * The list's one notice area (notices.ts): what a bulk change, its undo or a deletion did, newest
 * first, each with « Fermer », and « Annuler » while a bulk change can still be undone. Errors are
 * role=alert, the rest role=status.
 */
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { InboxError } from './api';
import { undoBulk } from './Bulk';
import * as styles from './inbox.css';
import { closeNotice, showNotice, useNotices, type ShownNotice } from './notices';

/**
 * Where focus goes once a notice is closed (its button is gone): the notice left, else the last
 * element marked `data-after-notice` (the bulk bar's title, or the list's count), without scrolling.
 */
function focusAfterClosing(area: HTMLElement | null) {
  const left = area?.isConnected ? area.querySelector<HTMLElement>('[data-notice]') : null;
  const next = left ?? [...document.querySelectorAll<HTMLElement>('[data-after-notice]')].at(-1);
  next?.focus({ preventScroll: true });
}

export function NoticeArea({ className }: { className?: string }) {
  const notices = useNotices();
  const router = useRouter();
  const [undoing, setUndoing] = useState<number | undefined>();
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  if (!notices.length) return null;

  const undo = async (notice: ShownNotice) => {
    if (!notice.undo) return;
    setUndoing(notice.id);
    try {
      showNotice(await undoBulk(notice.undo));
      await router.invalidate();
    } catch (error) {
      // Nothing was put back, or not all: the undo stays offered.
      showNotice({ kind: 'change', tone: 'alert', text: `${error instanceof InboxError ? error.message : 'Les statuts n’ont pas été rétablis.'} Réessayez «\u00a0Annuler\u00a0».`, undo: notice.undo });
    } finally {
      setUndoing(undefined);
    }
    // The notice that said it replaced the one whose « Annuler » had focus.
    area?.querySelector<HTMLElement>('[data-notice]')?.focus({ preventScroll: true });
  };

  return (
    <div ref={setArea} className={`${styles.notices} ${className ?? ''}`}>
      {notices.map((notice) => (
        <div key={notice.id} className={`${notice.tone === 'notice' ? styles.notice : styles.alert} ${styles.noticeLine}`}>
          {/* Its words are what is announced; its buttons follow them. */}
          <p role={notice.tone === 'notice' ? 'status' : 'alert'} tabIndex={-1} data-notice="">
            {notice.text}
          </p>
          <div className={styles.noticeActions}>
            {notice.undo && (
              <button type="button" className={styles.inlineAction} disabled={undoing !== undefined} onClick={() => void undo(notice)}>
                Annuler
              </button>
            )}
            <button
              type="button"
              className={styles.inlineAction}
              onClick={() => {
                closeNotice(notice.id);
                // After React has removed it.
                requestAnimationFrame(() => focusAfterClosing(area));
              }}
            >
              Fermer
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
