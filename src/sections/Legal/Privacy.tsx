import { Fragment, type ReactNode } from 'react';
import { cdpReceipt, company, formBackend, notice, privacy } from 'virtual:content/legal';
import { email } from 'virtual:content/site';
import { Prose } from '../../components/Prose/Prose';
import { fill } from '../../lib/fill';
import { frenchDate } from '../../offers/offers';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import * as styles from './Legal.css';
import { Value } from './Value';

/** A sentence from the content with some blanks filled by elements (a link, a marked value). */
function fillWith(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, index) => <Fragment key={index}>{index % 2 ? (values[piece] ?? `{${piece}}`) : piece}</Fragment>);
}

/** Where the form sends messages in this build, if anywhere (VITE_CONTACT_ENDPOINT). */
const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT ? new URL(import.meta.env.VITE_CONTACT_ENDPOINT).host : undefined;

/**
 * /confidentialite: what law 2008-12 (Art. 58) asks to tell, for each processing (the contact
 * messages, the applications): the controller, why, which data and which are mandatory, who
 * receives them (the form's service this build sends to, by name and country), how long they are
 * kept, transfers abroad, the browser's storage, the rights and the CDP's receipt.
 */
export function Privacy() {
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const toFill = (value: string) => <Value value={value} toFillLabel={notice.toFill} />;
  const { labels } = privacy;
  return (
    <div className={section({ tone: 'page' })}>
      <div className={container}>
        <div className={styles.page}>
          <section className={styles.block} aria-labelledby="responsable">
            <h2 id="responsable" className={styles.blockTitle}>
              {privacy.controllerTitle}
            </h2>
            <p>
              {fillWith(privacy.controller, {
                societe: toFill(company.legalName),
                siege: toFill(company.headOffice),
                email: mail,
              })}
            </p>
          </section>
          <section className={styles.block} aria-labelledby="traitements">
            <h2 id="traitements" className={styles.blockTitle}>
              {privacy.processingsTitle}
            </h2>
            {privacy.processings.map((processing) => (
              <section key={processing.id} id={processing.id} className={styles.block} aria-labelledby={`${processing.id}-titre`}>
                <h3 id={`${processing.id}-titre`} className={styles.subTitle}>
                  {processing.title}
                </h3>
                <dl className={styles.facts}>
                  {(
                    [
                      [labels.purpose, processing.purpose],
                      [labels.data, processing.data],
                      [labels.mandatory, processing.mandatory],
                      [labels.recipients, processing.recipients],
                      [labels.retention, processing.retention],
                      [labels.basis, processing.basis],
                    ] as const
                  ).map(([label, text]) => (
                    <div key={label} className={styles.fact}>
                      <dt className={styles.factName}>{label}</dt>
                      <dd className={styles.factValue}>
                        {text}
                        {label === labels.recipients ? (
                          <>
                            {' '}
                            {endpoint
                              ? fillWith(privacy.backend, {
                                  service: toFill(formBackend.name),
                                  pays: toFill(formBackend.country),
                                  adresse: endpoint,
                                })
                              : privacy.noBackend}
                          </>
                        ) : null}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </section>
          <section className={styles.block} aria-labelledby="transferts">
            <h2 id="transferts" className={styles.blockTitle}>
              {privacy.transfersTitle}
            </h2>
            <Prose prose={privacy.transfers} className={styles.block} />
          </section>
          <section className={styles.block} aria-labelledby="cookies">
            <h2 id="cookies" className={styles.blockTitle}>
              {privacy.storageTitle}
            </h2>
            <Prose prose={privacy.storage} className={styles.block} />
          </section>
          <section className={styles.block} aria-labelledby="droits">
            <h2 id="droits" className={styles.blockTitle}>
              {privacy.rightsTitle}
            </h2>
            <p>{fillWith(privacy.rights, { email: mail })}</p>
            <p>{privacy.complaint}</p>
          </section>
          <section className={styles.block} aria-labelledby="cdp">
            <h2 id="cdp" className={styles.blockTitle}>
              {privacy.cdpTitle}
            </h2>
            <p>{fillWith(privacy.cdp, { recepisse: toFill(cdpReceipt) })}</p>
          </section>
          <p className={styles.updated}>{fill(privacy.updatedLabel, { date: frenchDate(privacy.updated) })}</p>
        </div>
      </div>
    </div>
  );
}
