import { cdpReceipt, company, formBackend, host, notice, privacy } from 'virtual:content/legal';
import { email } from 'virtual:content/site';
import { Prose } from '../../components/Prose/Prose';
import { fill } from '../../lib/fill';
import { fillNodes } from '../../lib/fillNodes';
import { durationText } from '../../lib/retention';
import * as styles from './Legal.css';
import { Block, Facts, LegalPage } from './parts';
import { Value } from './Value';

/** Where the form sends in this build (VITE_CONTACT_ENDPOINT): the site's Worker (unset), nowhere (`simulated`), or another service's host. */
const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT;

/**
 * /confidentialite: what law 2008-12 (Art. 58) asks to tell, for each processing (the contact
 * messages, the applications): the controller, why, which data and which are mandatory, who
 * receives them (the form's service this build sends to, by name and country), how long they are
 * kept, transfers abroad, the browser's storage, the rights and the CDP's receipt. With the site's
 * own Worker, also where CVs are kept and whether the firm's e-mail carries them (`privacy.cv`,
 * the sentence the build picked by legal.yml `attachCv`, the Worker's own setting), and what the
 * rate limit keeps.
 */
export function Privacy() {
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const toFill = (value: string) => <Value value={value} toFillLabel={notice.toFill} />;
  const { labels } = privacy;
  // Who receives the messages: the team, then what this build sends them through.
  const backend = !endpoint
    ? fillNodes(privacy.siteWorker, { hebergeur: toFill(host.name), pays: toFill(host.country) })
    : endpoint === 'simulated'
      ? privacy.noBackend
      : fillNodes(privacy.backend, { service: toFill(formBackend.name), pays: toFill(formBackend.country), adresse: new URL(endpoint).host });
  const applications = privacy.processings.find((processing) => processing.id === 'candidatures')!;
  return (
    <LegalPage updated={privacy.updated} updatedLabel={privacy.updatedLabel}>
      <Block id="responsable" title={privacy.controllerTitle}>
        <p>{fillNodes(privacy.controller, { societe: toFill(company.legalName), siege: toFill(company.headOffice), email: mail })}</p>
      </Block>
      <Block id="traitements" title={privacy.processingsTitle}>
        {privacy.processings.map((processing) => (
          <Block key={processing.id} anchor={processing.id} id={`${processing.id}-titre`} title={processing.title} level={3}>
            <Facts
              rows={[
                [labels.purpose, processing.purpose],
                [labels.data, processing.data],
                [labels.mandatory, processing.mandatory],
                [
                  labels.recipients,
                  <>
                    {processing.recipients} {backend}
                  </>,
                ],
                [labels.retention, fill(processing.retention, { duree: durationText(processing.retentionMonths) })],
                [labels.basis, processing.basis],
              ]}
            />
          </Block>
        ))}
      </Block>
      {!endpoint && (
        <>
          <Block id="cv" title={privacy.cvTitle}>
            <p>{fillNodes(privacy.cv, { hebergeur: toFill(host.name), duree: durationText(applications.retentionMonths) })}</p>
          </Block>
          <Block id="abus" title={privacy.abuseTitle}>
            <p>{privacy.abuse}</p>
          </Block>
        </>
      )}
      <Block id="transferts" title={privacy.transfersTitle}>
        <Prose prose={privacy.transfers} className={styles.block} />
      </Block>
      <Block id="cookies" title={privacy.storageTitle}>
        <Prose prose={privacy.storage} className={styles.block} />
      </Block>
      <Block id="droits" title={privacy.rightsTitle}>
        <p>{fillNodes(privacy.rights, { email: mail })}</p>
        <p>{privacy.complaint}</p>
      </Block>
      <Block id="cdp" title={privacy.cdpTitle}>
        <p>{fillNodes(privacy.cdp, { recepisse: toFill(cdpReceipt) })}</p>
      </Block>
    </LegalPage>
  );
}
