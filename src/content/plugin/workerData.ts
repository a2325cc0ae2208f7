/**
 * What the build tells the site's Worker (worker/): the form's French messages, the services'
 * names, the retention durations and whether the firm's e-mail carries the CV, from the same
 * content the pages show, written as donnees/formulaire.json; and the canonical address (site.yml
 * `url`), as donnees/site.json (contract/canonicalSite.ts), for the redirect of its twin host
 * (worker/canonical.ts). The Worker reads them through the assets binding.
 */
import { canonicalSitePath, type CanonicalSite } from '../../../contract/canonicalSite.ts';
import { workerFormRulesPath, type WorkerFormRules } from '../../../contract/contactRules.ts';
import type { Content } from '../load';

export function workerFormRules(content: Pick<Content, 'pages' | 'collections'>): WorkerFormRules {
  const { contact, legal, site } = content.pages;
  const months = (id: 'contact' | 'candidatures') => legal.privacy.processings.find((processing) => processing.id === id)!.retentionMonths;
  const names = Object.fromEntries(content.collections.services.map((service) => [service.id, service.name]));
  return {
    site: site.name,
    services: { ...names, other: contact.form.otherService } as WorkerFormRules['services'],
    messages: { ...contact.validation, ...contact.refusals },
    retentionMonths: { message: months('contact'), application: months('candidatures') },
    attachCv: legal.attachCv,
  };
}

/** The files' paths in the build, and their contents. */
export const workerDataFiles = (content: Pick<Content, 'pages' | 'collections'>): Record<string, unknown> => ({
  [workerFormRulesPath.slice(1)]: workerFormRules(content),
  [canonicalSitePath.slice(1)]: { url: content.pages.site.url } satisfies CanonicalSite,
});
