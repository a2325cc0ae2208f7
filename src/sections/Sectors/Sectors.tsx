import { sectorsIntro } from 'virtual:content/services';
import { sectors } from 'virtual:content/collections';
import { container } from '../../styles/layout.css';
import { grid, section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Sectors.css';

/** The sectors the firm works with. */
export function Sectors() {
  return (
    <section className={section({ tone: 'surface' })} aria-labelledby="sectors-title">
      <div className={container}>
        <SectionHeader id="sectors-title" title={sectorsIntro.title} lead={sectorsIntro.lead} />
        <ul className={`${grid({ columns: 3 })} ${styles.list}`}>
          {sectors.map((sector) => (
            <li key={sector.name} className={styles.item}>
              <span className={styles.marker} aria-hidden="true" />
              <h3 className={styles.name}>{sector.name}</h3>
              <p className={styles.text}>{sector.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
