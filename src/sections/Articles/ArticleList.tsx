import { Link, useHydrated } from '@tanstack/react-router';
import { article as articleCopy, count as countCopy, empty, filter as filterCopy, pager as pagerCopy } from 'virtual:content/articles';
import { frenchDate, pageSize, type ArticleCard, type ArticleIndex } from '../../articles/articles';
import type { ArticleSearch } from '../../articles/search';
import { Photo } from '../../components/Photo/Photo';
import { fill } from '../../lib/fill';
import { section } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from './Articles.css';

/**
 * /actualites under its hero: the category filter (links, so it works before the app starts),
 * the count, ten cards a page, and the pager. The prerendered page shows the first ten of every
 * category; once the app runs, the address's category and page apply.
 */
export function ArticleList({ search, index }: { search: ArticleSearch; index: ArticleIndex }) {
  const hydrated = useHydrated();
  const view = hydrated ? search : {};
  const category = index.categories.find((candidate) => candidate.id === view.categorie)?.id;
  const matches = category ? index.cards.filter((card) => card.category === category) : index.cards;
  const pages = Math.max(1, Math.ceil(matches.length / pageSize));
  const page = Math.min(view.page ?? 1, pages);
  const cards = matches.slice((page - 1) * pageSize, page * pageSize);
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="page-title">
      <div className={container}>
        <nav aria-label={filterCopy.label}>
          <ul className={styles.categories}>
            <li>
              <CategoryLink hydrated={hydrated} current={!category}>{filterCopy.all}</CategoryLink>
            </li>
            {index.categories.map(({ id, name }) => (
              <li key={id}>
                <CategoryLink hydrated={hydrated} id={id} current={category === id}>{name}</CategoryLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.count} role="status">{matches.length === 1 ? countCopy.one : fill(countCopy.many, { nombre: matches.length })}</p>
        {cards.length ? (
          <ul className={styles.cards}>
            {cards.map((card) => (
              <ArticleCardItem key={card.slug} card={card} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{empty}</p>
        )}
        {pages > 1 ? <Pager page={page} pages={pages} category={category} /> : null}
      </div>
    </section>
  );
}

/**
 * A category of the filter. Until the app has hydrated, a plain link, « Toutes » current (as the
 * prerendered page shows every category); then the router's link, current when the address's
 * category is exactly its own.
 */
function CategoryLink({ hydrated, id, current, children }: { hydrated: boolean; id?: string; current: boolean; children: string }) {
  if (!hydrated) {
    return (
      <a href={id ? `/actualites?categorie=${id}` : '/actualites'} className={styles.category} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    );
  }
  return (
    <Link to="/actualites" search={id ? { categorie: id } : {}} className={styles.category} activeOptions={{ exact: true }} activeProps={{}} resetScroll={false}>
      {children}
    </Link>
  );
}

function ArticleCardItem({ card }: { card: ArticleCard }) {
  return (
    <li className={styles.card}>
      <Photo photo={card.cover} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
      <div className={styles.cardBody}>
        <p className={styles.categoryTag}>{card.categoryName}</p>
        <h2 className={styles.cardTitle}>
          <Link to="/actualites/$slug" params={{ slug: card.slug }} className={styles.cardLink}>{card.title}</Link>
        </h2>
        <p className={styles.summary}>{card.summary}</p>
        <p className={styles.meta}>
          <time dateTime={card.date}>{frenchDate(card.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{fill(articleCopy.readingTime, { minutes: card.readingMinutes })}</span>
        </p>
      </div>
    </li>
  );
}

function Pager({ page, pages, category }: { page: number; pages: number; category?: string }) {
  return (
    <nav className={styles.pager} aria-label={pagerCopy.label}>
      {page > 1 ? (
        <Link to="/actualites" search={{ categorie: category, page: page > 2 ? page - 1 : undefined }} className={styles.category} rel="prev">
          {pagerCopy.previous}
        </Link>
      ) : null}
      <p className={styles.pagerStatus}>{fill(pagerCopy.status, { page, pages })}</p>
      {page < pages ? (
        <Link to="/actualites" search={{ categorie: category, page: page + 1 }} className={styles.category} rel="next">
          {pagerCopy.next}
        </Link>
      ) : null}
    </nav>
  );
}
