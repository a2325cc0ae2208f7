import { Link } from '@tanstack/react-router';
import { teasers, teasersIntro } from '../../content/home';
import { card, container, grid, section } from '../../styles/layout.css';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { ArrowIcon, TeaserIcon } from './TeaserIcon';
import * as styles from './ServiceTeasers.css';

/** Three flagship services, each linking to its card on /services. */
export function ServiceTeasers() {
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="teasers-title">
      <div className={container}>
        <SectionHeader id="teasers-title" title={teasersIntro.title} lead={teasersIntro.lead} />
        <ul className={`${grid({ columns: 3 })} ${styles.list}`} role="list">
          {teasers.map((teaser) => (
            <li key={teaser.id} className={`${card} ${styles.item}`}>
              <span className={styles.iconBadge}>
                <TeaserIcon id={teaser.id} className={styles.icon} />
              </span>
              <h3 className={styles.title}>{teaser.title}</h3>
              <p className={styles.text}>{teaser.text}</p>
              <Link to="/services" hash={teaser.id} className={styles.link}>
                {teaser.linkLabel}
                <ArrowIcon className={styles.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
