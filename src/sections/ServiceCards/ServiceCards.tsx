import { Link } from '@tanstack/react-router';
import { listTitle, quoteButton } from 'virtual:content/services';
import { services } from 'virtual:content/collections';
import { Icon } from '../../components/Icons/Icons';
import { Photo } from '../../components/Photo/Photo';
import { button } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './ServiceCards.css';

/** The five service cards. Each card's id is the anchor the footer and home teasers link to. */
export function ServiceCards() {
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="services-list-title">
      <div className={container}>
        <SectionHeader id="services-list-title" title={listTitle} />
        <ul className={styles.list}>
          {services.map((service, position) => (
            <li key={service.id} id={service.id} className={styles.card} aria-labelledby={`${service.id}-title`}>
              <Photo photo={service.photo} className={styles.photo} sizes="(min-width: 1180px) 440px, (min-width: 1024px) 38vw, 100vw" />
              <div className={styles.body}>
                <p className={styles.index} aria-hidden="true">{String(position + 1).padStart(2, '0')}</p>
                <h3 id={`${service.id}-title`} className={styles.title}>{service.name}</h3>
                <p className={styles.description}>{service.description}</p>
                <ul className={styles.features}>
                  {service.features.map((feature) => (
                    <li key={feature} className={styles.feature}>
                      <Icon name="check" strokeWidth={2.5} className={styles.check} />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link to="/contact" className={`${button({ variant: 'primary', size: 'md' })} ${styles.action}`} aria-describedby={`${service.id}-title`}>
                  {quoteButton}
                </Link>
                {/* The payroll service's own tool: the salary simulator (/simulateur-salaire). */}
                {service.id === 'paie' && (
                  <Link to="/simulateur-salaire" className={styles.tool}>
                    Simuler un salaire, du brut au net
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
