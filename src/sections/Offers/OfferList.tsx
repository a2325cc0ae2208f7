import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useHydrated, useNavigate } from '@tanstack/react-router';
import { card as cardCopy, count as countCopy, empty as emptyCopy, filters as filtersCopy, loadError, loading, pager as pagerCopy, retry, spontaneous } from 'virtual:content/offers';
import {
  appliedFilters,
  dakarToday,
  frenchDate,
  isFiltered,
  isOpen,
  pageCount,
  selectOffers,
  type OfferCard,
  type OfferFacets,
  type OfferPage,
  type OfferSearch,
  type OfferSelection,
} from '../../offers/offers';
import { loadOfferIndex, loadOfferPage } from '../../offers/source';
import { contractLabels, otherSector, otherSectorLabel } from '../../domain/offerTerms';
import { fill } from '../../lib/fill';
import { button } from '../../styles/classes';
import { visuallyHidden } from '../../styles/layout.css';
import * as styles from './Offers.css';

type Results = { state: 'ready'; selection: OfferSelection; facets: OfferFacets } | { state: 'loading' } | { state: 'failed' };

/**
 * The offers the list shows for `search`. The page's first render (the prerendered HTML, and its
 * hydration) is the unfiltered first page it was built with; then filters search every open
 * offer's card (/donnees/offres/index.json, fetched once), and the unfiltered pages fetch their own.
 */
function useResults(search: OfferSearch, first: OfferPage): { results: Results; reload: () => void } {
  const filtered = isFiltered(search);
  const page = Math.min(search.page ?? 1, pageCount(first.total));
  const key = filtered ? `filtres:${JSON.stringify({ ...search, page: undefined })}:${page}` : `page:${page}`;
  const [loaded, setLoaded] = useState<{ key: string; results: Results }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!filtered && page === 1) return;
    let current = true;
    const request = filtered
      ? loadOfferIndex().then((index): Results => ({ state: 'ready', selection: selectOffers(index.cards, search, index), facets: index }))
      : loadOfferPage(page).then((data): Results => ({ state: 'ready', selection: { cards: data.cards, total: data.total, page, pages: pageCount(data.total) }, facets: data }));
    request.then(
      (results) => current && setLoaded({ key, results }),
      () => current && setLoaded({ key, results: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // `key` stands for the search and the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = () => setAttempt((value) => value + 1);
  if (!filtered && page === 1) return { results: { state: 'ready', selection: { cards: first.cards, total: first.total, page: 1, pages: pageCount(first.total) }, facets: first }, reload };
  return { results: loaded?.key === key ? loaded.results : { state: 'loading' }, reload };
}

/** The open offers: filters, how many, the cards of one page, the pages. */
export function OfferList({ search, first }: { search: OfferSearch; first: OfferPage }) {
  const hydrated = useHydrated();
  // The HTML was built without the address's search params: the first render matches it.
  const view = hydrated ? search : {};
  const { results, reload } = useResults(view, first);
  const facets = results.state === 'ready' ? results.facets : first;
  const applied = appliedFilters(view, facets);
  const today = hydrated ? dakarToday() : undefined;
  // A filter just chosen (on a phone, the lists fill the screen): bring the count of what it found
  // into view, as little as needed; the focus stays on the list the visitor is using.
  const chosen = JSON.stringify(applied);
  const shownFor = useRef(chosen);
  useEffect(() => {
    if (results.state !== 'ready' || shownFor.current === chosen) return;
    shownFor.current = chosen;
    document.getElementById('offres-titre')?.scrollIntoView({ block: 'nearest' });
  }, [chosen, results.state]);
  return (
    <>
      <Filters applied={applied} facets={facets} />
      <div aria-live="polite" aria-busy={results.state === 'loading'}>
        {results.state === 'loading' ? <p className={styles.status}>{loading}</p> : null}
        {results.state === 'failed' ? (
          <div className={styles.status} role="alert">
            <p>{loadError}</p>
            <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={reload}>{retry}</button>
          </div>
        ) : null}
        {results.state === 'ready' ? <Selection selection={results.selection} facets={facets} applied={applied} today={today} /> : null}
      </div>
    </>
  );
}

/** Each filter that applies, as a link that removes it alone; then one that removes them all. */
function AppliedFilters({ applied, facets }: { applied: OfferSearch; facets: OfferFacets }) {
  const shown: [keyof OfferSearch, string][] = [
    ['contrat', applied.contrat && contractLabels[applied.contrat]],
    ['ville', applied.ville],
    ['secteur', applied.secteur && facets.sectors[applied.secteur]],
    ['q', applied.q && `« ${applied.q} »`],
  ].filter((filter): filter is [keyof OfferSearch, string] => Boolean(filter[1]));
  if (!shown.length) return null;
  return (
    <ul className={styles.applied} aria-label={filtersCopy.applied}>
      {shown.map(([name, value]) => (
        <li key={name}>
          <Link
            to="/offres"
            search={(previous: OfferSearch) => ({ ...previous, [name]: undefined, page: undefined })}
            resetScroll={false}
            className={styles.chip}
            aria-label={fill(filtersCopy.remove, { valeur: value })}
          >
            {value}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to="/offres" resetScroll={false} className={styles.reset}>{filtersCopy.reset}</Link>
      </li>
    </ul>
  );
}

function Selection({ selection, facets, applied, today }: { selection: OfferSelection; facets: OfferFacets; applied: OfferSearch; today?: string }) {
  // An offer closed since the build (a page kept in a cache) is not offered to apply to.
  const cards = today ? selection.cards.filter((card) => isOpen(card, today)) : selection.cards;
  if (!cards.length) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.cardTitle}>{emptyCopy.title}</h2>
        <p>{emptyCopy.text}</p>
        <p className={styles.summary}>
          <a href="#candidature-spontanee" className={button({ variant: 'primary', size: 'md' })}>{spontaneous.title}</a>
        </p>
        <AppliedFilters applied={applied} facets={facets} />
      </div>
    );
  }
  return (
    <>
      <div className={styles.summary}>
        <h2 className={styles.count} id="offres-titre">{selection.total === 1 ? countCopy.one : fill(countCopy.many, { nombre: selection.total })}</h2>
        <AppliedFilters applied={applied} facets={facets} />
      </div>
      <ul className={styles.cards} aria-labelledby="offres-titre">
        {cards.map((card) => (
          <Card key={card.slug} card={card} sectorName={card.sector === otherSector ? otherSectorLabel : (facets.sectors[card.sector] ?? otherSectorLabel)} />
        ))}
      </ul>
      {selection.pages > 1 ? <Pager page={selection.page} pages={selection.pages} /> : null}
    </>
  );
}

function Card({ card, sectorName }: { card: OfferCard; sectorName: string }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to="/offres/$slug" params={{ slug: card.slug }} className={styles.cardLink}>
          {card.title}
          <span className={visuallyHidden}> – {cardCopy.more}</span>
        </Link>
      </h3>
      <ul className={styles.tags}>
        <li className={styles.contractTag}>{contractLabels[card.contract]}</li>
        <li className={styles.tag}>{card.city}</li>
        <li className={styles.tag}>{sectorName}</li>
      </ul>
      <p className={styles.dates}>
        <span>{fill(cardCopy.posted, { date: frenchDate(card.datePosted) })}</span>
        <span className={styles.deadline}>{card.deadline ? fill(cardCopy.deadline, { date: frenchDate(card.deadline) }) : cardCopy.open}</span>
      </p>
    </li>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  const link = button({ variant: 'secondary', size: 'md' });
  return (
    <nav className={styles.pager} aria-label={pagerCopy.label}>
      {page > 1 ? (
        <Link to="/offres" search={(previous: OfferSearch) => ({ ...previous, page: page - 1 > 1 ? page - 1 : undefined })} className={link} rel="prev">
          {pagerCopy.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.pagerStatus} aria-current="page">{fill(pagerCopy.status, { page, pages })}</p>
      {page < pages ? (
        <Link to="/offres" search={(previous: OfferSearch) => ({ ...previous, page: page + 1 })} className={link} rel="next">
          {pagerCopy.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The filters: a search form (GET /offres, so the address can be shared), whose lists apply as
 * soon as one is chosen and whose text applies on « Filtrer ». Each list offers only what the open
 * offers have. The page keeps its scroll, and the focus stays where it is (the keyword field after
 * Enter). Changing a list that already filters replaces the history entry: the arrow keys on a
 * closed list step through its values without stacking one Back press per step.
 */
function Filters({ applied, facets }: { applied: OfferSearch; facets: OfferFacets }) {
  const navigate = useNavigate();
  // The keyword as typed; the address's when it changes (Back, a removed filter).
  const [q, setQ] = useState(applied.q ?? '');
  useEffect(() => setQ(applied.q ?? ''), [applied.q]);
  const go = (changes: OfferSearch, replace = false) =>
    navigate({
      to: '/offres',
      search: (previous: OfferSearch) => Object.fromEntries(Object.entries({ ...previous, ...changes, page: undefined }).filter(([, value]) => value !== undefined && value !== '')) as OfferSearch,
      replace,
      resetScroll: false,
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void go({ q: q.trim() || undefined });
  };
  const choose = (name: 'contrat' | 'ville' | 'secteur') => (event: { currentTarget: HTMLSelectElement }) => void go({ [name]: event.currentTarget.value || undefined }, applied[name] !== undefined);
  return (
    <form className={styles.filters} role="search" aria-label={filtersCopy.title} action="/offres" method="get" onSubmit={submit}>
      <div className={styles.filter}>
        <label className={styles.label} htmlFor="offres-q">{filtersCopy.search}</label>
        <input id="offres-q" className={styles.control} type="search" name="q" value={q} onChange={(event) => setQ(event.currentTarget.value)} placeholder={filtersCopy.searchPlaceholder} maxLength={80} enterKeyHint="search" />
      </div>
      <div className={styles.filter}>
        <label className={styles.label} htmlFor="offres-contrat">{filtersCopy.contract}</label>
        <select id="offres-contrat" className={styles.control} name="contrat" value={applied.contrat ?? ''} onChange={choose('contrat')}>
          <option value="">{filtersCopy.anyContract}</option>
          {facets.contracts.map((contract) => (
            <option key={contract} value={contract}>{contractLabels[contract]}</option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label className={styles.label} htmlFor="offres-ville">{filtersCopy.city}</label>
        <select id="offres-ville" className={styles.control} name="ville" value={applied.ville ?? ''} onChange={choose('ville')}>
          <option value="">{filtersCopy.anyCity}</option>
          {facets.cities.map((city) => (
            <option key={city} value={city}>{city}</option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label className={styles.label} htmlFor="offres-secteur">{filtersCopy.sector}</label>
        <select id="offres-secteur" className={styles.control} name="secteur" value={applied.secteur ?? ''} onChange={choose('secteur')}>
          <option value="">{filtersCopy.anySector}</option>
          {Object.entries(facets.sectors).map(([id, name]) => (
            <option key={id} value={id}>{name}</option>
          ))}
        </select>
      </div>
      <button type="submit" className={button({ variant: 'primary', size: 'lg' })}>{filtersCopy.submit}</button>
    </form>
  );
}
