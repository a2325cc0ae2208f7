import type { ReactNode } from 'react';
import { fill } from '../../lib/fill';
import { frenchDate } from '../../domain/calendar';
import { section } from '../../styles/classes';
import { container } from '../../styles/layout.css';
import * as styles from './Legal.css';

/** A legal page's body: one column of blocks, ended by the day it was last updated. */
export function LegalPage({ updated, updatedLabel, children }: { updated: string; updatedLabel: string; children: ReactNode }) {
  return (
    <div className={section({ tone: 'page' })}>
      <div className={container}>
        <div className={styles.page}>
          {children}
          <p className={styles.updated}>{fill(updatedLabel, { date: frenchDate(updated) })}</p>
        </div>
      </div>
    </div>
  );
}

/** A titled block of a legal page; `id` names its heading (and is the block's anchor when `anchor`). */
export function Block({ id, title, level = 2, anchor, children }: { id: string; title: string; level?: 2 | 3; anchor?: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={anchor} className={styles.block} aria-labelledby={id}>
      <Heading id={id} className={level === 2 ? styles.blockTitle : styles.subTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Label and value, row by row. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factName}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
