import { claims, claimsTitle } from 'virtual:content/home';
import { container, visuallyHidden } from '../../styles/layout.css';
import * as styles from './Claims.css';

/** The firm's key figures on a brand-green band. */
export function Claims() {
  return (
    <section className={styles.root} aria-labelledby="claims-title">
      <div className={container}>
        <h2 id="claims-title" className={visuallyHidden}>{claimsTitle}</h2>
        <ul className={styles.list} role="list">
          {claims.map((claim) => (
            <li key={claim.label} className={styles.item}>
              <p className={styles.figure}>
                {claim.prefix ? <span className={styles.prefix}>{`${claim.prefix}\u00a0`}</span> : null}
                {claim.figure}
              </p>
              <p className={styles.label}>{claim.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
