/**
 * « Équipe »: the addresses that open the inbox (issue 57, worker/inbox/staff.ts), who added each
 * one and when, an address to add, and the latest changes. Taking an address off is asked first,
 * in a dialog that names it; one's own says that it closes the inbox to oneself; the last address
 * is never offered for removal (the Worker refuses it too).
 */
import { useId, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { button } from '../styles/classes';
import { visuallyHidden } from '../styles/layout.css';
import { inboxApi, InboxError } from './api';
import { staffAddress, type StaffChange, type StaffList, type StaffMember } from './contract';
import { moment } from './format';
import { InboxLink } from './links';
import { useMe } from './me';
import * as styles from './inbox.css';

type Said = { tone: 'notice' | 'alert'; text: string };

/** « Le 05/12/2026 à 17:30, khady@… a retiré mariama@… » */
function ChangeLine({ change }: { change: StaffChange }) {
  return (
    <>
      Le {moment(change.at)}, {change.by} a {change.action === 'add' ? 'ajouté' : 'retiré'} <strong>{change.address}</strong>
    </>
  );
}

/** What the list's emptiness means, on every page of the inbox until someone fills it. */
export function EmptyTeamBanner({ onTeamPage = false }: { onTeamPage?: boolean }) {
  return (
    <div className={styles.alert}>
      <p>
        <strong>La liste de l’équipe est vide.</strong> Tant qu’elle l’est, toute personne admise par Cloudflare Access lit les candidatures, et retirer quelqu’un d’Access ne lui ferme pas l’accès tout de suite.{' '}
        {onTeamPage ? 'Ajoutez ci-dessous les adresses de l’équipe\u00a0: la vôtre est ajoutée avec la première.' : <InboxLink search={{ vue: 'equipe' }}>Inscrire l’équipe</InboxLink>}
      </p>
    </div>
  );
}

export function Team({ team: initial }: { team: StaffList }) {
  const me = useMe();
  const router = useRouter();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const saidLine = useRef<HTMLParagraphElement>(null);
  const [team, setTeam] = useState(initial);
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>();
  const [target, setTarget] = useState<StaffMember>();
  const [failed, setFailed] = useState<string>();
  const own = staffAddress(me.email);
  const isOwn = (member: StaffMember) => member.address === own;

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = staffAddress(address);
    if (!wanted) return setSaid({ tone: 'alert', text: 'Cette adresse e-mail n’est pas valide\u00a0: écrivez-la entière, par exemple prenom.nom@cabinet.sn. Rien n’a été ajouté.' });
    setBusy(true);
    try {
      const { added, ...now } = await inboxApi.addStaff(wanted);
      setTeam(now);
      setAddress('');
      const withOwn = added.filter((one) => one !== wanted);
      setSaid({
        tone: 'notice',
        text: !added.includes(wanted)
          ? `${wanted} est déjà dans la liste\u00a0: rien n’a changé.`
          : withOwn.length > 0
            ? `${wanted} a été ajoutée, avec votre propre adresse (${withOwn.join(', ')})\u00a0: désormais, seules les adresses de la liste ouvrent la boîte de réception.`
            : `${wanted} a été ajoutée\u00a0: cette personne ouvre la boîte de réception dès maintenant, si Cloudflare Access l’admet aussi.`,
      });
    } catch (error) {
      setSaid({ tone: 'alert', text: error instanceof InboxError ? error.message : 'L’adresse n’a pas été ajoutée. Réessayez.' });
    } finally {
      setBusy(false);
    }
  };

  const ask = (member: StaffMember) => {
    setTarget(member);
    setFailed(undefined);
    dialog.current?.showModal();
  };

  const remove = async () => {
    if (!target) return;
    setBusy(true);
    setFailed(undefined);
    try {
      const now = await inboxApi.removeStaff(target.address, isOwn(target));
      dialog.current?.close();
      if (isOwn(target)) {
        // The inbox is closed to this person from now on: the page says so in the Worker's words.
        await router.invalidate();
        return;
      }
      setTeam(now);
      setSaid({ tone: 'notice', text: `${target.address} a été retirée de l’équipe\u00a0: la boîte de réception lui est fermée dès maintenant. Retirez-la aussi de Cloudflare Access et révoquez ses sessions (guide de l’équipe).` });
      requestAnimationFrame(() => saidLine.current?.focus({ preventScroll: true }));
    } catch (error) {
      setFailed(error instanceof InboxError ? error.message : 'L’adresse n’a pas été retirée. Réessayez.');
    } finally {
      setBusy(false);
    }
  };

  const last = team.members.length === 1;
  return (
    <>
      <p>
        <InboxLink search={{}}>← Retour aux candidatures</InboxLink>
      </p>
      <div>
        <h1 className={styles.title}>L’équipe du cabinet</h1>
        <p className={styles.subtitle}>
          Seules ces adresses ouvrent la boîte de réception, même avec une connexion Cloudflare Access valide. Une adresse retirée est refusée dès sa prochaine action.
        </p>
      </div>
      {team.members.length === 0 && <EmptyTeamBanner onTeamPage />}

      <form className={`${styles.panel} ${styles.teamForm}`} onSubmit={add} noValidate>
        <label className={styles.field} htmlFor={`${ids}-address`}>
          Adresse e-mail à ajouter
        </label>
        <div className={styles.searchRow}>
          <input id={`${ids}-address`} className={styles.control} type="email" inputMode="email" autoComplete="off" spellCheck={false} value={address} onChange={(event) => setAddress(event.target.value)} aria-describedby={`${ids}-hint`} />
          <button type="submit" className={button({ variant: 'primary' })} disabled={busy}>
            Ajouter
          </button>
        </div>
        <p id={`${ids}-hint`} className={styles.muted}>
          L’adresse avec laquelle la personne se connecte à Cloudflare Access. Ajoutez-la aussi à la règle d’accès Cloudflare (guide de l’équipe).
        </p>
      </form>

      {/* What the last action did, announced (a status, or an alert when nothing changed); a new one replaces it. */}
      {said && (
        <p key={said.text} ref={saidLine} tabIndex={-1} className={said.tone === 'notice' ? styles.notice : styles.alert} role={said.tone === 'alert' ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}

      {team.members.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>
            {team.members.length.toLocaleString('fr-FR')}
            {'\u00a0'}
            {team.members.length > 1 ? 'adresses' : 'adresse'}. L’éditeur du site (Modifier le site) n’en dépend pas{'\u00a0'}: il suit les collaborateurs du dépôt GitHub.
          </caption>
          <thead>
            <tr>
              <th scope="col">Adresse</th>
              <th scope="col">Ajoutée par</th>
              <th scope="col">Le</th>
              <th scope="col">
                <span className={visuallyHidden}>Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {team.members.map((member) => (
              <tr key={member.address}>
                <td className={styles.teamAddress}>
                  <strong>{member.address}</strong>
                  {isOwn(member) && <span className={`${styles.badge} ${styles.badgeTone.person} ${styles.teamYou}`}>vous</span>}
                </td>
                <td data-label="Ajoutée par">{member.addedBy ?? 'hors de la boîte de réception'}</td>
                <td data-label="Le">{moment(member.addedAt)}</td>
                <td>
                  {last ? (
                    <span className={styles.muted}>Dernière adresse{'\u00a0'}: elle ne peut pas être retirée.</span>
                  ) : (
                    <button type="button" className={button({ variant: 'secondary' })} onClick={() => ask(member)} aria-label={`Retirer ${member.address}…`}>
                      Retirer…
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <section aria-labelledby={`${ids}-changes`}>
        <h2 id={`${ids}-changes`} className={styles.sectionTitle}>
          Derniers changements
        </h2>
        {team.changes.length === 0 ? (
          <p className={styles.muted}>Aucun changement pour l’instant.</p>
        ) : (
          <ul className={styles.history}>
            {team.changes.map((change, index) => (
              <li key={index}>
                <ChangeLine change={change} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-what`}>
        {target && (
          <>
            <h2 id={`${ids}-title`} className={`${styles.sectionTitle} ${styles.teamAddress}`}>
              {isOwn(target) ? 'Retirer votre propre adresse' : 'Retirer'} {target.address} de l’équipe{'\u202f'}?
            </h2>
            <p id={`${ids}-what`}>
              {isOwn(target)
                ? 'C’est votre propre adresse\u00a0: une fois retirée, la boîte de réception vous sera fermée tout de suite, même avec une connexion Cloudflare Access valide. Seul un collègue de la liste pourra vous y remettre.'
                : `${target.address} ne pourra plus ouvrir la boîte de réception, dès sa prochaine action, même si sa connexion Cloudflare Access est encore valide.`}
            </p>
            {!isOwn(target) && (
              <p className={styles.spaced}>
                Ensuite, retirez-la aussi de la règle Cloudflare Access, révoquez ses sessions et, si elle modifiait le site, retirez-la des collaborateurs du dépôt GitHub (guide de l’équipe, «{'\u00a0'}Quand quelqu’un quitte le cabinet{'\u00a0'}»).
              </p>
            )}
            {failed && (
              <p className={`${styles.alert} ${styles.spaced}`} role="alert">
                {failed}
              </p>
            )}
            <div className={`${styles.actions} ${styles.spaced}`}>
              <button type="button" className={`${button({ variant: 'primary' })} ${styles.dangerButton}`} onClick={remove} disabled={busy}>
                {isOwn(target) ? 'Oui, retirer mon adresse' : 'Retirer cette adresse'}
              </button>
              <button type="button" className={button({ variant: 'secondary' })} onClick={() => dialog.current?.close()}>
                Annuler
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
