/**
 * Bulk actions on the list: a status for several entries at once, and their CVs as one ZIP. They
 * act on the rows checked or, when none is, on the whole filtered list (200 entries at most). A
 * status set in bulk is saved at once and can be taken back (« Annuler »): each entry gets back
 * the status it had.
 */
import { useId, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { button } from '../styles/classes';
import { inboxApi, InboxError, zipUrl } from './api';
import { bulkMax, statusLabels, type InboxFilters, type InboxItem, type Status } from './contract';
import * as styles from './inbox.css';
import { StatusOptions } from './StatusOptions';

/** « 3 candidatures », « 1 message », « 2 entrées » (a mix): what the bar acts on. */
export function entries(count: number, kinds: InboxItem['kind'][] | 'mixed'): string {
  const kind = kinds === 'mixed' ? 'mixed' : kinds.every((one) => one === 'application') ? 'application' : kinds.every((one) => one === 'message') ? 'message' : 'mixed';
  const [one, many] = kind === 'application' ? ['candidature', 'candidatures'] : kind === 'message' ? ['message', 'messages'] : ['entrée', 'entrées'];
  return `${count.toLocaleString('fr-FR')}\u00a0${count <= 1 ? one : many}`;
}

interface Said {
  tone: 'notice' | 'alert';
  text: string;
  /** What « Annuler » puts back: each entry's former status. */
  undo?: { id: string; from: Status }[];
}

export function BulkActions({
  items,
  total,
  filters,
  checked,
  onCheckAll,
  onDone,
}: {
  items: InboxItem[];
  total: number;
  filters: InboxFilters;
  checked: string[];
  /** Every row of this page checked, or none. */
  onCheckAll: (on: boolean) => void;
  onDone: () => void;
}) {
  const router = useRouter();
  const ids = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | undefined>();
  const checkedItems = items.filter((item) => checked.includes(item.id));
  const onSelection = checked.length > 0;
  const count = onSelection ? checked.length : total;
  const target = onSelection ? { ids: checked } : { filters };
  const what = onSelection ? entries(count, checkedItems.map((item) => item.kind)) : entries(count, filters.type === 'candidatures' ? ['application'] : filters.type === 'messages' ? ['message'] : 'mixed');
  const tooMany = count > bulkMax;
  const noCv = onSelection && !checkedItems.some((item) => item.hasCv);
  const offersStatuses = {
    application: filters.type !== 'messages' && (!onSelection || checkedItems.some((item) => item.kind === 'application')),
    message: filters.type !== 'candidatures' && !filters.offre && (!onSelection || checkedItems.some((item) => item.kind === 'message')),
  };

  /** Runs a bulk change, then says what it did (`work` answers what to say), and reloads the list. */
  const run = async (work: () => Promise<Said>) => {
    setBusy(true);
    setSaid(undefined);
    try {
      setSaid(await work());
      onDone();
      await router.invalidate();
    } catch (error) {
      setSaid({ tone: 'alert', text: error instanceof InboxError ? error.message : 'Les statuts n’ont pas été enregistrés. Réessayez.' });
    } finally {
      setBusy(false);
    }
  };

  /** `next` on the rows checked, or on the filtered list. */
  const apply = (next: Status) =>
    run(async () => {
      const result = await inboxApi.setStatuses(target, next);
      const changed = result.changed.length;
      const left = result.unchanged ? ` ${entries(result.unchanged, 'mixed')} ${result.unchanged > 1 ? 'inchangées' : 'inchangée'}\u00a0: déjà à ce statut, ou d’un autre type.` : '';
      setStatus('');
      return {
        tone: 'notice',
        text: changed ? `Statut « ${statusLabels[next]} » enregistré pour ${entries(changed, 'mixed')}.${left}` : `Aucune entrée n’a changé.${left}`,
        undo: changed ? result.changed : undefined,
      };
    });

  /** Each entry back to the status it had: one request per former status. */
  const undo = (changed: NonNullable<Said['undo']>) =>
    run(async () => {
      const byStatus = new Map<Status, string[]>();
      for (const { id, from } of changed) byStatus.set(from, [...(byStatus.get(from) ?? []), id]);
      for (const [from, group] of byStatus) await inboxApi.setStatuses({ ids: group }, from);
      return { tone: 'notice', text: `Statuts rétablis pour ${entries(changed.length, 'mixed')}.` };
    });

  return (
    <section className={styles.bulk} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.muted}>
        {onSelection ? `Pour la sélection\u00a0: ${what}` : `Aucune case cochée\u00a0: pour toute la liste filtrée, ${what}`}
      </h2>
      <label className={styles.checkAll}>
        <input type="checkbox" checked={items.length > 0 && checked.length === items.length} onChange={(event) => onCheckAll(event.target.checked)} />
        Tout cocher sur cette page
      </label>
      {tooMany ? (
        <p>Plus de {bulkMax} entrées{'\u00a0'}: affinez les filtres ou cochez des lignes pour agir sur elles.</p>
      ) : (
        <div className={styles.bulkRow}>
          <label className={styles.field}>
            Statut à donner
            <select className={styles.control} value={status} onChange={(event) => setStatus(event.target.value as Status | '')} disabled={busy}>
              <option value="">Choisir…</option>
              <StatusOptions applications={offersStatuses.application} messages={offersStatuses.message} />
            </select>
          </label>
          <button type="button" className={button({ variant: 'primary' })} disabled={busy || !status} onClick={() => status && void apply(status)}>
            Appliquer
          </button>
          {noCv ? (
            <span className={styles.muted}>Aucune des entrées cochées n’a de CV.</span>
          ) : (
            <a className={button({ variant: 'secondary' })} href={zipUrl(target)} download>
              Télécharger les CV (ZIP)
            </a>
          )}
        </div>
      )}
      {said && (
        <p className={said.tone === 'notice' ? styles.notice : styles.alert} role={said.tone === 'notice' ? 'status' : 'alert'}>
          {said.text}
          {said.undo && (
            <>
              {' '}
              <button type="button" className={styles.inlineAction} disabled={busy} onClick={() => void undo(said.undo!)}>
                Annuler
              </button>
            </>
          )}
        </p>
      )}
    </section>
  );
}
