import { valuesIntro } from 'virtual:content/about';
import { values } from 'virtual:content/collections';
import { card, container } from '../../styles/layout.css';
import { grid, section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Values.css';

/** The firm's four values, one card each. */
export function Values() {
  return (
    <section className={section({ tone: 'soft' })} aria-labelledby="values-title">
      <div className={container}>
        <SectionHeader id="values-title" title={valuesIntro.title} lead={valuesIntro.lead} />
        <ul className={`${grid({ columns: 4 })} ${styles.list}`} role="list">
          {values.map((value, index) => (
            <li key={value.title} className={`${card} ${styles.item}`}>
              <span className={styles.number} aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
              <h3 className={styles.title}>{value.title}</h3>
              <p className={styles.text}>{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
