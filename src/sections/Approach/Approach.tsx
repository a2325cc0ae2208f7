import { approachIntro } from 'virtual:content/services';
import { steps as approach } from 'virtual:content/collections';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Approach.css';

/** The four numbered steps of the firm's method, as an ordered list. */
export function Approach() {
  return (
    <section className={section({ tone: 'soft' })} aria-labelledby="approach-title">
      <div className={container}>
        <SectionHeader id="approach-title" title={approachIntro.title} lead={approachIntro.lead} />
        <ol className={styles.steps}>
          {approach.map((step) => (
            <li key={step.number} className={styles.step}>
              <span className={styles.number} aria-hidden="true">{step.number}</span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
