/**
 * What the build tells the site's Worker (worker/): the form's French messages, the services'
 * names and the retention durations, from the same content the pages show. Written as
 * donnees/formulaire.json; the Worker reads it through the assets binding.
 */
import { workerFormRulesPath, type WorkerFormRules } from '../../../machines/contactRules';
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
  };
}

/** The file's path in the build, and its contents. */
export const workerDataFiles = (content: Pick<Content, 'pages' | 'collections'>): Record<string, unknown> => ({ [workerFormRulesPath.slice(1)]: workerFormRules(content) });
