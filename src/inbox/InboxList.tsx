/**
 * The list: the open offers with their counts, the filters (kept in the address), the rows of
 * this page (50 at most, from the server), the CSV export of what is filtered, and the pages.
 * Everything a candidate typed is rendered as text by React, never as HTML.
 *
 * On a phone the rows come first: the offers and the filters fold behind one button that says how
 * many filters are on (issue 42). Under the rows, the notice area and the bulk bar, pinned at the
 * bottom of the screen while they have something to show (inbox.css.ts).
 */
import { Fragment, useId, useState } from 'react';
import { button } from '../styles/classes';
import { exportUrl } from './api';
import { BulkActions } from './Bulk';
import { InboxLink, useInboxNavigate } from './links';
import { NoticeArea } from './NoticeArea';
import { applicationStatuses, kindLabels, kinds, searchCutNote, sortLabels, sorts, spontaneous, statusCountWords, statusLabels, type InboxItem, type InboxPage, type InboxSearch, type OfferCount, type Sort, type Status } from './contract';
import { elide } from '../lib/elision';
import { day, daysAgo, moment, serviceName, subject } from './format';
import { visuallyHidden } from '../styles/layout.css';
import * as styles from './inbox.css';
import { StatusOptions } from './StatusOptions';
import { FavoriteMark } from './Favorite';
import { PersonLine, personTitle, SamePersonLink } from './Person';
import { AlertTest, SiteAlerts } from './SiteAlerts';

const periods = [
  { days: 7, label: '7 derniers jours' },
  { days: 30, label: '30 derniers jours' },
  { days: 90, label: '3 derniers mois' },
  { days: 365, label: '12 derniers mois' },
];

/** French counts: 0 and 1 take the singular (« 0 nouvelle », « 1 candidature »). */
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('fr-FR')}\u00a0${count <= 1 ? one : many}`;

/**
 * An offer's pipeline, in the order a recruiter moves candidates: « 2 nouvelles · 1 à l’étude ·
 * 1 en entretien · 4 candidatures en tout »; the new ones always, the other statuses when some are there.
 */
function pipeline(offer: OfferCount) {
  if (offer.total === 0) return 'Aucune candidature';
  const steps = applicationStatuses.filter((status) => status === 'nouvelle' || offer.byStatus[status] > 0);
  return (
    <>
      {steps.map((status) => (
        <Fragment key={status}>
          {status === 'nouvelle' ? <strong>{plural(offer.byStatus[status], ...statusCountWords[status])}</strong> : plural(offer.byStatus[status], ...statusCountWords[status])}
          {' · '}
        </Fragment>
      ))}
      {plural(offer.total, 'candidature', 'candidatures')} en tout
    </>
  );
}

export function StatusBadge({ status }: { status: Status }) {
  return <span className={`${styles.badge} ${styles.badgeTone[status]}`}>{statusLabels[status]}</span>;
}

/** « A postulé 3 fois »: the same person (e-mail or phone) sent other applications. */
export function SamePersonBadge({ others }: { others: number }) {
  if (others < 1) return null;
  return <span className={`${styles.badge} ${styles.badgeTone.person}`}>A postulé {others + 1}{'\u00a0'}fois</span>;
}

/** « la candidature d’Awa Ndiaye », « le message de Moussa Diop »: what a row's checkbox names. */
const rowName = (item: InboxItem) => `${item.kind === 'application' ? 'la candidature' : 'le message'} ${elide('de', item.name)}`;

/** The list's filters and order, without its page and open entry: what a bulk action on the whole list acts on. */
const filtersOf = ({ id: _id, page: _page, ...filters }: InboxSearch) => filters;

/**
 * The filters on, as the form shows them: the offer, the status, the type, the period (« du » and
 * « au » are one period) and the search; « Favoris seulement » stands beside the order, outside
 * the fold, its box saying whether it is on. The order is not a filter: it narrows nothing.
 */
export const activeFilters = ({ offre, statut, type, du, au, q }: InboxSearch) => [offre, statut, type, du || au, q].filter(Boolean).length;

/** Whether the offers and filters are unfolded on a phone: kept while staff open entries and come back. */
let unfolded = false;
/** A new inbox (its router created): folded. */
export const foldFilters = () => void (unfolded = false);

/**
 * The firm's e-mails that did not leave (the Worker retries every 10 minutes): said on the list,
 * whatever its filters, so that no one counts on the mailbox meanwhile.
 */
function WaitingEmails({ waiting }: { waiting: NonNullable<InboxPage['waiting']> }) {
  const many = waiting.count > 1;
  return (
    <p className={styles.alert}>
      {many ? `${waiting.count}\u00a0e-mails au cabinet n’ont` : 'Un e-mail au cabinet n’a'} pas pu partir depuis le {moment(waiting.since)}{'\u00a0'}: les messages et candidatures sont bien enregistrés ici, mais n’arrivent pas dans la boîte du cabinet. Le site réessaie toutes les dix minutes{'\u202f'}; si cela dure, prévenez la personne qui s’occupe du site. Les entrées concernées portent «{'\u00a0'}E-mail en attente{'\u00a0'}».
    </p>
  );
}

export function InboxList({ list, offers, search }: { list: InboxPage; offers: OfferCount[]; search: InboxSearch }) {
  const navigate = useInboxNavigate();
  const ids = useId();
  const [open, setOpen] = useState(unfolded);
  const on = activeFilters(search);
  const [query, setQuery] = useState(search.q ?? '');
  const [picked, setPicked] = useState<string[]>([]);
  /** The rows checked on this page (a checked row that left the page, after a filter, is not acted on). */
  const checked = picked.filter((id) => list.items.some((item) => item.id === id));
  const toggle = (id: string, on: boolean) => setPicked((before) => (on ? [...before.filter((one) => one !== id), id] : before.filter((one) => one !== id)));
  /** A new filter: back to the first page; the history entry is replaced (Back leaves the inbox, not a filter). */
  const filter = (change: Partial<InboxSearch>) => void navigate({ ...search, ...change, page: undefined, id: undefined }, { replace: true });
  const filtering = Boolean(search.offre || search.statut || search.type || search.du || search.au || search.q || search.favori || search.personne);
  const period = periods.find(({ days }) => search.du === daysAgo(days));
  const knownOffer = !search.offre || search.offre === spontaneous || offers.some((offer) => offer.reference === search.offre);

  return (
    <>
      <div>
        <h1 className={styles.title}>{search.personne ? personTitle(list.person) : 'Candidatures et messages'}</h1>
        {search.personne ? <PersonLine person={list.person} search={search} /> : <p className={styles.subtitle}>Ce que le formulaire du site a reçu, {sortLabels[search.tri ?? 'recent'].toLowerCase()}.</p>}
      </div>
      <SiteAlerts alerts={list.alerts} />
      {list.waiting && <WaitingEmails waiting={list.waiting} />}
      <button
        type="button"
        className={`${button({ variant: 'secondary' })} ${styles.foldToggle}`}
        aria-expanded={open}
        aria-controls={`${offers.length > 0 ? `${ids}-offres-liste ` : ''}${ids}-filtres`}
        onClick={() => setOpen((unfolded = !open))}
      >
        Filtres et offres{on ? ` · ${on}\u00a0${on > 1 ? 'actifs' : 'actif'}` : ''}
      </button>

      {/* One person's applications: the offers' cards would only push her list down. */}
      {offers.length > 0 && !search.personne && (
        <section id={`${ids}-offres-liste`} className={styles.fold} data-open={open} aria-labelledby={`${ids}-offres`}>
          <h2 id={`${ids}-offres`} className={styles.sectionTitle}>
            Offres
          </h2>
          <ul className={styles.offers}>
            {offers.map((offer) => (
              <li key={offer.reference}>
                <InboxLink className={styles.offerCard} search={{ offre: offer.reference }} aria-current={search.offre === offer.reference ? 'true' : undefined}>
                  <span className={styles.offerTitle}>{offer.title}</span>
                  <span className={styles.muted}>
                    {offer.reference}
                    {offer.closed ? ' · close (plus en ligne)' : ' · en ligne'}
                  </span>
                  <span>{pipeline(offer)}</span>
                </InboxLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <form
        id={`${ids}-filtres`}
        className={`${styles.filters} ${styles.fold}`}
        data-open={open}
        role="search"
        aria-label="Filtrer les candidatures"
        onSubmit={(event) => {
          event.preventDefault();
          filter({ q: query.trim() || undefined });
        }}
      >
        <label className={styles.field}>
          Offre
          <select className={styles.control} value={search.offre ?? ''} onChange={(event) => filter({ offre: event.target.value || undefined })}>
            <option value="">Toutes</option>
            {offers.map((offer) => (
              <option key={offer.reference} value={offer.reference}>
                {offer.reference} – {offer.title}
                {offer.closed ? ' (close)' : ''}
              </option>
            ))}
            {!knownOffer && <option value={search.offre}>{search.offre} (close)</option>}
            <option value={spontaneous}>Candidature spontanée</option>
          </select>
        </label>
        <label className={styles.field}>
          Statut
          <select className={styles.control} value={search.statut ?? ''} onChange={(event) => filter({ statut: (event.target.value || undefined) as Status | undefined })}>
            <option value="">Tous</option>
            <StatusOptions applications={search.type !== 'messages'} messages={search.type !== 'candidatures' && !search.offre} />
          </select>
        </label>
        <label className={styles.field}>
          Type
          <select className={styles.control} value={search.type ?? ''} onChange={(event) => filter({ type: (event.target.value || undefined) as InboxSearch['type'] })}>
            <option value="">Tout</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Période
          <select
            className={styles.control}
            value={period ? String(period.days) : search.du || search.au ? 'autre' : ''}
            onChange={(event) => {
              const days = Number(event.target.value);
              filter({ du: days ? daysAgo(days) : undefined, au: undefined });
            }}
          >
            <option value="">Depuis toujours</option>
            {periods.map(({ days, label }) => (
              <option key={days} value={days}>
                {label}
              </option>
            ))}
            {!period && (search.du || search.au) && (
              <option value="autre">
                {search.du ? `Du ${day(`${search.du}T12:00:00Z`)}` : ''}
                {search.du && search.au ? ' ' : ''}
                {search.au ? `${search.du ? 'au' : 'Jusqu’au'} ${day(`${search.au}T12:00:00Z`)}` : ''}
              </option>
            )}
          </select>
        </label>
        <div className={`${styles.field} ${styles.searchField}`}>
          <label htmlFor={`${ids}-q`}>Nom, e-mail ou téléphone</label>
          <div className={styles.searchRow}>
            <input id={`${ids}-q`} className={styles.control} type="search" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
            <button type="submit" className={button({ variant: 'primary' })}>
              Chercher
            </button>
          </div>
        </div>
      </form>

      <div className={styles.toolbar}>
        <p role="status" tabIndex={-1} data-after-notice="">
          {list.total === 0 ? (filtering ? 'Rien ne correspond à ces filtres.' : 'Rien n’est encore arrivé.') : plural(list.total, 'résultat', 'résultats')}
          {filtering && (
            <>
              {' '}
              <InboxLink search={{}}>
                Effacer les filtres
              </InboxLink>
            </>
          )}
          {/* In the status line: read out with the count it explains. */}
          {list.searchCut && <span className={styles.statusNote}>{searchCutNote(list.searchCut)}</span>}
        </p>
        <div className={styles.listActions}>
          {/* Beside the order, not in the folded filters: one tap on a phone too, and the box stays, ticked, when no favourite is left. */}
          <label className={`${styles.checkAll} ${styles.favoriteFilter}`}>
            <input type="checkbox" checked={search.favori === 1} onChange={(event) => filter({ favori: event.target.checked ? 1 : undefined })} />
            <span aria-hidden="true">★</span> Favoris seulement
          </label>
          {list.total > 0 && (
            <>
              <label className={styles.field}>
                Trier
                <select className={styles.control} value={search.tri ?? ''} onChange={(event) => filter({ tri: (event.target.value || undefined) as Sort | undefined })}>
                  <option value="">{sortLabels.recent}</option>
                  {sorts.map((sort) => (
                    <option key={sort} value={sort}>
                      {sortLabels[sort]}
                    </option>
                  ))}
                </select>
              </label>
              <a className={button({ variant: 'secondary' })} href={exportUrl(search)} download>
                Exporter la liste (CSV pour Excel)
              </a>
            </>
          )}
        </div>
      </div>

      {list.items.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>
            {list.pages > 1 ? `Page ${list.page} sur ${list.pages}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.pickCell}>
                <span className={visuallyHidden}>Choisir</span>
              </th>
              <th scope="col">Reçue le</th>
              <th scope="col">Nom</th>
              <th scope="col">Offre ou demande</th>
              <th scope="col">Statut</th>
              <th scope="col">CV</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id}>
                <td className={styles.pickCell}>
                  <label className={styles.pick}>
                    <input type="checkbox" aria-label={`Cocher ${rowName(item)}`} checked={checked.includes(item.id)} onChange={(event) => toggle(item.id, event.target.checked)} />
                  </label>
                </td>
                <td data-label={item.kind === 'application' ? 'Reçue le' : 'Reçu le'}>{moment(item.receivedAt)}</td>
                <td>
                  <InboxLink className={styles.nameLink} search={{ ...search, id: item.id }}>
                    {item.name}
                  </InboxLink>
                  {item.favorite && <FavoriteMark />}
                  <div className={styles.muted}>{item.email}</div>
                  <SamePersonLink id={item.id} name={item.name} others={item.others} />
                </td>
                <td data-label={item.kind === 'application' ? 'Candidature' : 'Demande'}>{subject(item, serviceName)}</td>
                <td data-label="Statut">
                  <StatusBadge status={item.status} />
                  {/* The sender's correction of what had arrived: it replaces the first send (issue 55). */}
                  {item.correction && (
                    <>
                      {' '}
                      <span className={`${styles.badge} ${styles.badgeTone.person}`}>Correction</span>
                    </>
                  )}
                  {item.notEmailed && (
                    <>
                      {' '}
                      <span className={`${styles.badge} ${styles.badgeTone.warning}`} title="L’e-mail au cabinet n’est pas encore parti : il sera renvoyé automatiquement.">
                        E-mail en attente
                      </span>
                    </>
                  )}
                </td>
                {/* A client's message never has a CV: no « CV : — » on its card. */}
                <td data-label={item.kind === 'application' ? 'CV' : undefined}>{item.kind === 'application' ? (item.hasCv ? 'Joint' : '—') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {/* One notice area: pinned on its own, or in the bulk bar while the bar is pinned (rows ticked). */}
      {!checked.length && <NoticeArea className={styles.dock} />}
      {list.total > 0 && (
        <BulkActions items={list.items} total={list.total} filters={filtersOf(search)} checked={checked} onCheckAll={(all) => setPicked(all ? list.items.map((item) => item.id) : [])} onDone={() => setPicked([])}>
          <NoticeArea />
        </BulkActions>
      )}

      {list.pages > 1 && (
        <nav className={styles.pager} aria-label="Pages de la liste">
          {list.page > 1 && (
            <InboxLink className={button({ variant: 'secondary' })} search={{ ...search, page: list.page - 1 > 1 ? list.page - 1 : undefined }}>
              Page précédente
            </InboxLink>
          )}
          <span>
            Page {list.page} sur {list.pages}
          </span>
          {list.page < list.pages && (
            <InboxLink className={button({ variant: 'secondary' })} search={{ ...search, page: list.page + 1 }}>
              Page suivante
            </InboxLink>
          )}
        </nav>
      )}
      <AlertTest />
    </>
  );
}
