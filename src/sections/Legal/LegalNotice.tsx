import { company, host, notice } from 'virtual:content/legal';
import { email, phone } from 'virtual:content/site';
import { Prose } from '../../components/Prose/Prose';
import * as styles from './Legal.css';
import { noWrap } from '../../styles/layout.css';
import { Block, Facts, LegalPage } from './parts';
import { Value } from './Value';

/** /mentions-legales: who publishes the site (law 2008-08), who hosts it, who owns its content. */
export function LegalNotice() {
  const { labels } = notice;
  const value = (text: string) => <Value value={text} toFillLabel={notice.toFill} />;
  return (
    <LegalPage updated={notice.updated} updatedLabel={notice.updatedLabel}>
      <Block id="editeur" title={notice.identityTitle}>
        <Facts
          rows={[
            [labels.legalName, value(company.legalName)],
            [labels.legalForm, value(company.legalForm)],
            [labels.capital, value(company.capital)],
            [labels.headOffice, value(company.headOffice)],
            [labels.rccm, value(company.rccm)],
            [labels.ninea, value(company.ninea)],
            [labels.director, value(company.director)],
            [
              labels.phone,
              <a href={phone.href} className={noWrap}>
                {phone.display}
              </a>,
            ],
            [labels.email, <a href={`mailto:${email}`}>{email}</a>],
          ]}
        />
      </Block>
      <Block id="hebergeur" title={notice.hostTitle}>
        <Facts
          rows={[
            [
              labels.host,
              <>
                {value(host.name)}
                <br />
                {value(host.address)}
              </>,
            ],
          ]}
        />
      </Block>
      <Block id="propriete" title={notice.propertyTitle}>
        <Prose prose={notice.property} className={styles.block} />
      </Block>
      <Block id="credits" title={notice.creditsTitle}>
        <Prose prose={notice.credits} className={styles.block} />
      </Block>
    </LegalPage>
  );
}
