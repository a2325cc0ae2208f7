import { Link } from '@tanstack/react-router';
import { teasers, teasersIntro } from 'virtual:content/home';
import { card, container } from '../../styles/layout.css';
import { grid, section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { Icon, LineArt } from '../../components/Icons/Icons';
import { pictograms } from './pictograms';
import { serviceNames } from 'virtual:content/collections';
import * as styles from './ServiceTeasers.css';

/** Three flagship services, each linking to its card on /services. */
export function ServiceTeasers() {
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="teasers-title">
      <div className={container}>
        <SectionHeader id="teasers-title" title={teasersIntro.title} lead={teasersIntro.lead} />
        <ul className={`${grid({ columns: 3 })} ${styles.list}`} role="list">
          {teasers.map((teaser) => (
            <li key={teaser.service} className={`${card} ${styles.item}`}>
              <span className={styles.iconBadge}>
                <LineArt paths={pictograms[teaser.service]} strokeWidth={1.8} className={styles.icon} />
              </span>
              <h3 className={styles.title}>{serviceNames[teaser.service]}</h3>
              <p className={styles.text}>{teaser.text}</p>
              <Link to="/services" hash={teaser.service} className={styles.link}>
                {teaser.linkLabel}
                <Icon name="arrow" className={styles.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
