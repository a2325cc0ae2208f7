/**
 * A recruiter's rating, « Favori »: a toggle on an application (never on a client's message),
 * saved at once with who and when, from the state the page shows (a colleague's change in between
 * saves nothing: 409), and the star on the list's rows. Its line in the history: Application.tsx.
 */
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { button } from '../styles/classes';
import { visuallyHidden } from '../styles/layout.css';
import { inboxApi, InboxError, InboxFavoriteConflict } from './api';
import { lastFavoriteChange, type InboxDetail } from './contract';
import { moment } from './format';
import * as styles from './inbox.css';

/** « Ajoutée aux favoris » or « Retirée des favoris » (an application is feminine), as the history says it. */
const favoriteWords = (favorite: boolean) => (favorite ? 'Ajoutée aux favoris' : 'Retirée des favoris');

/** The star on a favourite's row of the list (« Favori » for a screen reader). */
export function FavoriteMark() {
  return (
    <span className={styles.star} title="Favori">
      <span aria-hidden="true">★</span>
      <span className={visuallyHidden}>Favori</span>
    </span>
  );
}

/**
 * The toggle. Its name stays « Favori » whatever its state (aria-pressed says it, the star fills):
 * a toggle button whose name changed with its state would be read as two different buttons.
 */
export function FavoriteToggle({ detail }: { detail: InboxDetail }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'notice' | 'alert'; text: string } | undefined>();
  const chosen = detail.favorite ? lastFavoriteChange(detail.history) : null;

  const toggle = async () => {
    const next = !detail.favorite;
    setBusy(true);
    setSaid(undefined);
    try {
      await inboxApi.setFavorite(detail.id, next, detail.favorite);
      await router.invalidate();
      setSaid({ tone: 'notice', text: `${favoriteWords(next)}.` });
    } catch (error) {
      if (error instanceof InboxFavoriteConflict) {
        const { change, detail: now } = error.conflict;
        await router.invalidate();
        const who = change ? `${change.by} l’a ${change.favorite ? 'ajoutée aux' : 'retirée des'} favoris le ${moment(change.at)}` : `Elle ${now.favorite ? 'est' : 'n’est pas'} en favori`;
        setSaid({ tone: 'alert', text: `Votre choix n’a pas été enregistré\u00a0: la candidature a changé entre-temps. ${who}. La page montre la candidature telle qu’elle est maintenant.` });
      } else {
        setSaid({ tone: 'alert', text: error instanceof InboxError ? error.message : 'Le favori n’a pas été enregistré. Réessayez.' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.favorite}>
      <button type="button" className={button({ variant: detail.favorite ? 'accent' : 'secondary' })} aria-pressed={detail.favorite} disabled={busy} onClick={() => void toggle()}>
        <span aria-hidden="true">{detail.favorite ? '★' : '☆'}</span> Favori
      </button>
      {chosen?.favorite && (
        <span className={styles.muted}>
          Favori, choisi par {chosen.by} le {moment(chosen.at)}
        </span>
      )}
      {said && (
        <p className={said.tone === 'notice' ? styles.notice : styles.alert} role={said.tone === 'notice' ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
    </div>
  );
}
