import { company, host, notice } from 'virtual:content/legal';
import { email, phone } from 'virtual:content/site';
import { Prose } from '../../components/Prose/Prose';
import { fill } from '../../lib/fill';
import { frenchDate } from '../../offers/offers';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import * as styles from './Legal.css';
import { Value } from './Value';

/** /mentions-legales: who publishes the site (law 2008-08), who hosts it, who owns its content. */
export function LegalNotice() {
  const { labels } = notice;
  const identity: [string, string][] = [
    [labels.legalName, company.legalName],
    [labels.legalForm, company.legalForm],
    [labels.capital, company.capital],
    [labels.headOffice, company.headOffice],
    [labels.rccm, company.rccm],
    [labels.ninea, company.ninea],
    [labels.director, company.director],
  ];
  return (
    <div className={section({ tone: 'page' })}>
      <div className={container}>
        <div className={styles.page}>
          <section className={styles.block} aria-labelledby="editeur">
            <h2 id="editeur" className={styles.blockTitle}>
              {notice.identityTitle}
            </h2>
            <dl className={styles.facts}>
              {identity.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt className={styles.factName}>{label}</dt>
                  <dd className={styles.factValue}>
                    <Value value={value} toFillLabel={notice.toFill} />
                  </dd>
                </div>
              ))}
              <div className={styles.fact}>
                <dt className={styles.factName}>{labels.phone}</dt>
                <dd className={styles.factValue}>
                  <a href={phone.href} className={styles.noWrap}>
                    {phone.display}
                  </a>
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factName}>{labels.email}</dt>
                <dd className={styles.factValue}>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            </dl>
          </section>
          <section className={styles.block} aria-labelledby="hebergeur">
            <h2 id="hebergeur" className={styles.blockTitle}>
              {notice.hostTitle}
            </h2>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factName}>{labels.host}</dt>
                <dd className={styles.factValue}>
                  <Value value={host.name} toFillLabel={notice.toFill} />
                  <br />
                  <Value value={host.address} toFillLabel={notice.toFill} />
                </dd>
              </div>
            </dl>
          </section>
          <section className={styles.block} aria-labelledby="propriete">
            <h2 id="propriete" className={styles.blockTitle}>
              {notice.propertyTitle}
            </h2>
            <Prose prose={notice.property} className={styles.block} />
          </section>
          <section className={styles.block} aria-labelledby="credits">
            <h2 id="credits" className={styles.blockTitle}>
              {notice.creditsTitle}
            </h2>
            <Prose prose={notice.credits} className={styles.block} />
          </section>
          <p className={styles.updated}>{fill(notice.updatedLabel, { date: frenchDate(notice.updated) })}</p>
        </div>
      </div>
    </div>
  );
}
