/**
 * Bulk actions on the list: a status for several entries at once, and their CVs as one ZIP. They
 * act on the rows checked or, when none is, on the whole filtered list (200 entries at most): then
 * the page first reads what that list holds, says how many entries the action will change, and
 * asks. Each entry carries the status the page showed: one a colleague changed meanwhile is left
 * as it is, and the notice names it. « Annuler » puts back what each entry had, unless it changed again.
 *
 * The bar sits under the rows it acts on and, while a row is ticked, stays pinned at the bottom of
 * the screen (sticky: at the end of the list it is back in its place, over nothing). What it says
 * goes to the list's one notice area (notices.ts), which keeps « Annuler » while staff open entries.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { button } from '../styles/classes';
import { inboxApi, InboxError, zipUrl } from './api';
import { bulkMax, kindOfStatus, statusLabels, type BulkEntry, type BulkResult, type InboxFilters, type InboxItem, type Selection, type Status } from './contract';
import { moment } from './format';
import * as styles from './inbox.css';
import { showNotice, type BulkUndo, type Notice } from './notices';
import { StatusOptions } from './StatusOptions';
import { BulkReply } from './BulkReply';

/** « 3 candidatures », « 1 message », « 2 entrées » (a mix): what the bar acts on. */
export function entries(count: number, kinds: InboxItem['kind'][] | 'mixed'): string {
  const kind = kinds === 'mixed' ? 'mixed' : kinds.every((one) => one === 'application') ? 'application' : kinds.every((one) => one === 'message') ? 'message' : 'mixed';
  const [one, many] = kind === 'application' ? ['candidature', 'candidatures'] : kind === 'message' ? ['message', 'messages'] : ['entrée', 'entrées'];
  return `${count.toLocaleString('fr-FR')}\u00a0${count <= 1 ? one : many}`;
}

/** « Awa Ndiaye (« Retenue », par fatou@… le 27/11/2026 à 14:02) »: whom a colleague's change kept as it was. */
function conflictText(conflicts: BulkResult['conflicts'], verb: string): string {
  if (!conflicts.length) return '';
  const named = conflicts.map(({ name, change }) => `${name} (« ${statusLabels[change.status]} »${change.by ? `, par ${change.by} le ${moment(change.at)}` : ''})`).join(', ');
  return ` ${entries(conflicts.length, 'mixed')} ${conflicts.length > 1 ? `non ${verb}s` : `non ${verb}`}, ${conflicts.length > 1 ? 'changées' : 'changée'} entre-temps par un collègue\u00a0: ${named}.`;
}

/** The bar's words (not a change made): the notice area's « bar » kind. */
const barSays = (tone: Notice['tone'], text: string) => showNotice({ kind: 'bar', tone, text });

/**
 * « Annuler »: each entry back to the status it had, if it is still at the one the change gave it
 * (its `from`): one a colleague changed since is left as it is, and the notice names it.
 */
export async function undoBulk({ entries: changed, to }: BulkUndo): Promise<Notice> {
  const byStatus = new Map<Status, BulkEntry[]>();
  for (const { id, from } of changed) byStatus.set(from, [...(byStatus.get(from) ?? []), { id, from: to }]);
  let back = 0;
  const conflicts: BulkResult['conflicts'] = [];
  for (const [former, group] of byStatus) {
    const result = await inboxApi.setStatuses(group, former);
    back += result.changed.length;
    conflicts.push(...result.conflicts);
  }
  return { kind: 'change', tone: conflicts.length ? 'alert' : 'notice', text: `Statuts rétablis pour ${entries(back, 'mixed')}.${conflictText(conflicts, 'rétablie')}` };
}

/** What the whole filtered list's action waits on: the list as read, and what the « yes » does. */
type Asking = { kind: 'status'; next: Status; entries: BulkEntry[]; count: number; total: number } | { kind: 'zip'; total: number; withCv: number };

export function BulkActions({
  items,
  total,
  filters,
  checked,
  onCheckAll,
  onDone,
  children,
}: {
  items: InboxItem[];
  total: number;
  filters: InboxFilters;
  checked: string[];
  /** Every row of this page checked, or none. */
  onCheckAll: (on: boolean) => void;
  onDone: () => void;
  /** The list's notice area, shown in the bar while it is pinned. */
  children?: ReactNode;
}) {
  const router = useRouter();
  const ids = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking | undefined>();
  const dialog = useRef<HTMLDialogElement>(null);
  const checkedItems = items.filter((item) => checked.includes(item.id));
  const onSelection = checked.length > 0;
  const count = onSelection ? checked.length : total;
  const what = onSelection ? entries(count, checkedItems.map((item) => item.kind)) : entries(count, filters.type === 'candidatures' || filters.personne ? ['application'] : filters.type === 'messages' ? ['message'] : 'mixed');
  const tooMany = count > bulkMax;
  const noCv = onSelection && !checkedItems.some((item) => item.hasCv);
  // Client messages never carry a CV: no ZIP where only they are.
  const zipOffered = filters.type !== 'messages' && !(onSelection && checkedItems.every((item) => item.kind === 'message'));
  const offersStatuses = {
    application: filters.type !== 'messages' && (!onSelection || checkedItems.some((item) => item.kind === 'application')),
    message: filters.type !== 'candidatures' && !filters.offre && !filters.personne && (!onSelection || checkedItems.some((item) => item.kind === 'message')),
  };

  /** A request that failed: nothing changed (a former « Annuler » still holds). */
  const fail = (error: unknown, text: string) => barSays('alert', error instanceof InboxError ? error.message : text);

  /** Runs a bulk change, then says what it did (`work` answers what to say), and reloads the list. */
  const run = async (work: () => Promise<Notice>) => {
    setBusy(true);
    try {
      showNotice(await work());
      onDone();
      await router.invalidate();
    } catch (error) {
      fail(error, 'Les statuts n’ont pas été enregistrés. Réessayez.');
    } finally {
      setBusy(false);
    }
  };

  /** `next` on these entries, each from the status the page showed. */
  const change = (next: Status, chosen: BulkEntry[]) =>
    run(async () => {
      const result = await inboxApi.setStatuses(chosen, next);
      const changed = result.changed.length;
      const left = result.unchanged ? ` ${entries(result.unchanged, 'mixed')} ${result.unchanged > 1 ? 'inchangées' : 'inchangée'}\u00a0: déjà à ce statut, ou d’un autre type.` : '';
      setStatus('');
      return {
        kind: 'change',
        tone: result.conflicts.length ? 'alert' : 'notice',
        text: `${changed ? `Statut « ${statusLabels[next]} » enregistré pour ${entries(changed, 'mixed')}.` : 'Aucune entrée n’a changé.'}${left}${conflictText(result.conflicts, 'modifiée')}`,
        undo: changed ? { entries: result.changed, to: next } : undefined,
      };
    });

  /** The filtered list as the server has it now (what « yes » will act on), or a French refusal. */
  const readList = async (): Promise<Selection | undefined> => {
    setBusy(true);
    try {
      return await inboxApi.wholeList(filters);
    } catch (error) {
      fail(error, 'La liste n’a pas pu être lue. Réessayez.');
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const ask = (question: Asking) => {
    setAsking(question);
    dialog.current?.showModal();
  };

  /** « Appliquer »: on the rows checked at once (their count is on screen); on the whole list, after a count and a yes. */
  const apply = async (next: Status) => {
    if (onSelection) return change(next, checkedItems.map((item) => ({ id: item.id, from: item.status })));
    const selection = await readList();
    if (!selection) return;
    const moving = selection.entries.filter((entry) => entry.kind === kindOfStatus(next) && entry.status !== next);
    if (!moving.length) {
      barSays('notice', `Aucune entrée de la liste ne changerait\u00a0: toutes sont déjà à « ${statusLabels[next]} », ou d’un autre type.`);
      return;
    }
    ask({ kind: 'status', next, entries: moving.map(({ id, status: from }) => ({ id, from })), count: moving.length, total: selection.total });
  };

  /** The ZIP of the whole list: how many CVs first; nothing to ask when there is none. */
  const zipAll = async () => {
    const selection = await readList();
    if (!selection) return;
    const withCv = selection.entries.filter((entry) => entry.hasCv).length;
    if (!withCv) {
      barSays('alert', `${selection.total === 1 ? 'L’entrée de la liste n’a pas de CV joint' : `Aucune des ${entries(selection.total, 'mixed')} de la liste n’a de CV joint`}\u00a0: il n’y a rien à télécharger.`);
      return;
    }
    ask({ kind: 'zip', total: selection.total, withCv });
  };

  const close = () => {
    dialog.current?.close();
    setAsking(undefined);
  };

  return (
    <section className={styles.bulk} data-pinned={onSelection} aria-labelledby={`${ids}-title`}>
      {onSelection && children}
      <div className={styles.bulkHead}>
        {/* Where focus goes when a notice above it is closed. */}
        <h2 id={`${ids}-title`} className={`${styles.muted} ${styles.bulkTitle}`} tabIndex={-1} data-after-notice="">
          {onSelection ? `Pour la sélection\u00a0: ${what}` : `Aucune case cochée\u00a0: pour toute la liste filtrée, ${what}`}
        </h2>
        <label className={styles.checkAll}>
          <input type="checkbox" checked={items.length > 0 && checked.length === items.length} onChange={(event) => onCheckAll(event.target.checked)} />
          Tout cocher sur cette page
        </label>
      </div>
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
            {onSelection ? 'Appliquer' : 'Appliquer à toute la liste…'}
          </button>
          {!zipOffered ? null : noCv ? (
            <span className={styles.muted}>Aucune des entrées cochées n’a de CV.</span>
          ) : onSelection ? (
            <a className={button({ variant: 'secondary' })} href={zipUrl({ ids: checked })} download>
              Télécharger les CV (ZIP)
            </a>
          ) : (
            <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={() => void zipAll()}>
              Télécharger les CV de la liste (ZIP)…
            </button>
          )}
          <BulkReply chosen={onSelection ? checkedItems : undefined} filters={filters} disabled={busy} />
        </div>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${ids}-ask`} onClose={() => setAsking(undefined)}>
        {asking?.kind === 'status' && (
          <>
            <h2 id={`${ids}-ask`} className={styles.sectionTitle}>
              {entries(asking.count, [kindOfStatus(asking.next)])} {asking.count > 1 ? 'passeront' : 'passera'} à « {statusLabels[asking.next]} »
            </h2>
            <p>Aucune case n’est cochée{'\u00a0'}: le changement porte sur toute la liste filtrée, pages suivantes comprises ({entries(asking.total, 'mixed')} en tout{asking.total > asking.count ? `, dont ${entries(asking.total - asking.count, 'mixed')} déjà à ce statut ou d’un autre type` : ''}).</p>
            <div className={`${styles.actions} ${styles.spaced}`}>
              <button
                type="button"
                className={button({ variant: 'primary' })}
                disabled={busy}
                onClick={() => {
                  close();
                  void change(asking.next, asking.entries);
                }}
              >
                {asking.count > 1 ? `Oui, changer les ${asking.count.toLocaleString('fr-FR')}` : 'Oui, changer'}
              </button>
              <button type="button" className={button({ variant: 'secondary' })} onClick={close}>
                Non, ne rien changer
              </button>
            </div>
          </>
        )}
        {asking?.kind === 'zip' && (
          <>
            <h2 id={`${ids}-ask`} className={styles.sectionTitle}>
              Télécharger {asking.withCv > 1 ? `les ${asking.withCv.toLocaleString('fr-FR')}\u00a0CV` : 'le CV'} de la liste{'\u202f'}?
            </h2>
            <p>
              Aucune case n’est cochée{'\u00a0'}: le fichier ZIP réunit les CV de toute la liste filtrée ({entries(asking.total, 'mixed')}, dont {asking.withCv.toLocaleString('fr-FR')} avec un CV).
            </p>
            <div className={`${styles.actions} ${styles.spaced}`}>
              <a className={button({ variant: 'primary' })} href={zipUrl({ filters })} download onClick={close}>
                Oui, télécharger le ZIP
              </a>
              <button type="button" className={button({ variant: 'secondary' })} onClick={close}>
                Non
              </button>
            </div>
          </>
        )}
      </dialog>
    </section>
  );
}
