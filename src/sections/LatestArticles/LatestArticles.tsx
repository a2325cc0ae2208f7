import { Link } from '@tanstack/react-router';
import { latestArticles, latestArticlesLink } from 'virtual:content/home';
import latest from 'virtual:content/latest-articles';
import { card, container } from '../../styles/layout.css';
import { grid, section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './LatestArticles.css';

/** « Nos derniers articles »: the three newest published articles, and the way to the others. Nothing before the first. */
export function LatestArticles() {
  if (!latest.length) return null;
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="latest-articles-title">
      <div className={container}>
        <SectionHeader id="latest-articles-title" title={latestArticles.title} lead={latestArticles.lead} />
        <ul className={grid({ columns: 3 })} role="list">
          {latest.map((article) => (
            <li key={article.slug} className={`${card} ${styles.item}`}>
              <p className={styles.category}>{article.categoryName}</p>
              <h3 className={styles.title}>
                <Link to="/actualites/$slug" params={{ slug: article.slug }} className={styles.link}>{article.title}</Link>
              </h3>
              <p className={styles.date}><time dateTime={article.date}>{article.dateText}</time></p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/actualites" className={styles.moreLink}>{latestArticlesLink}</Link>
        </p>
      </div>
    </section>
  );
}
