import type { ReactNode } from 'react';
import { container, eyebrow as eyebrowClass } from '../../styles/layout.css';
import * as styles from './PageHero.css';

interface PageHeroProps {
  eyebrow?: string;
  /** Drawn above the title in place of an eyebrow, e.g. a link back to a list. */
  above?: ReactNode;
  title: string;
  lead: string;
}

/** The opening band of an inner page: its one h1. */
export function PageHero({ eyebrow, above, title, lead }: PageHeroProps) {
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <div className={container}>
        <div className={styles.inner}>
          {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : above}
          <h1 id="page-title" className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
      </div>
    </section>
  );
}
