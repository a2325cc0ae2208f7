import { whyUs } from 'virtual:content/home';
import { Icon } from '../../components/Icons/Icons';
import { container } from '../../styles/layout.css';
import { grid, section } from '../../styles/classes';
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
                <Icon name="check" strokeWidth={2.5} className={styles.markIcon} />
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
