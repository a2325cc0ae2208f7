import { whyUs } from '../../content/home';
import { container, grid, section } from '../../styles/layout.css';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './WhyUs.css';

/** Why choose the firm: four reasons beside the section's header. */
export function WhyUs() {
  return (
    <section className={section({ tone: 'surface' })} aria-labelledby="why-us-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.header}>
          <SectionHeader id="why-us-title" title={whyUs.title} lead={whyUs.lead} />
        </div>
        <ul className={`${grid({ columns: 2 })} ${styles.list}`} role="list">
          {whyUs.reasons.map((reason) => (
            <li key={reason.title} className={styles.item}>
              <span className={styles.mark}>
                <svg className={styles.markIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
              </span>
              <h3 className={styles.title}>{reason.title}</h3>
              <p className={styles.text}>{reason.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
