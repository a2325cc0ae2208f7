/**
 * What the build tells the site's Worker (worker/): the form's French messages, the services'
 * names, the retention durations, whether the firm's e-mail carries the CV and the daily cap on
 * what is stored (contact.yml `dailyCap`), from the same content the pages show, written as
 * donnees/formulaire.json; and the canonical address (site.yml `url`), as donnees/site.json
 * (contract/canonicalSite.ts), for the redirect of its twin host (worker/canonical.ts). The Worker
 * reads them through the assets binding. And the build's own facts (contract/buildFacts.ts), as
 * donnees/construction.json, for the Worker's watchdog: when it was built, staging or not, and the
 * editor's repository.
 */
import { buildFactsPath, type BuildFacts } from '../../../contract/buildFacts.ts';
import { canonicalSitePath, type CanonicalSite } from '../../../contract/canonicalSite.ts';
import { workerFormRulesPath, type WorkerFormRules } from '../../../contract/contactRules.ts';
import { fill } from '../../lib/fill.ts';
import { cmsBackend } from '../cmsConfig.ts';
import type { Content } from '../load';

export function workerFormRules(content: Pick<Content, 'pages' | 'collections'>): WorkerFormRules {
  const { contact, legal, site } = content.pages;
  const months = (id: 'contact' | 'candidatures') => legal.privacy.processings.find((processing) => processing.id === id)!.retentionMonths;
  const names = Object.fromEntries(content.collections.services.map((service) => [service.id, service.name]));
  return {
    site: site.name,
    services: { ...names, other: contact.form.otherService } as WorkerFormRules['services'],
    // The cap's message names the firm's e-mail and phone, which the Worker has no other way to know.
    messages: { ...contact.validation, ...contact.refusals, dailyCap: fill(contact.refusals.dailyCap, { email: site.email, telephone: site.phone.display }) },
    retentionMonths: { message: months('contact'), application: months('candidatures') },
    attachCv: legal.attachCv,
    // A « Mo » is the CV field's (contract/contactRules.ts `cvMaxBytes`, 5 Mo): 1024 × 1024 bytes.
    dailyCap: { messages: contact.dailyCap.messages, cvBytes: contact.dailyCap.cvMegabytes * 1024 * 1024 },
  };
}

/** The files' paths in the build, and their contents. */
export const workerDataFiles = (content: Pick<Content, 'pages' | 'collections'>): Record<string, unknown> => ({
  [workerFormRulesPath.slice(1)]: workerFormRules(content),
  [canonicalSitePath.slice(1)]: { url: content.pages.site.url } satisfies CanonicalSite,
  [buildFactsPath.slice(1)]: buildFacts(),
});

/** The build's facts: SITE_BUILT_AT (a test's fixed moment) or now; SITE_STAGING=oui; the editor's repository. */
export function buildFacts(env: NodeJS.ProcessEnv = process.env, now = new Date()): BuildFacts {
  const given = env.SITE_BUILT_AT?.trim();
  if (given && Number.isNaN(Date.parse(given))) throw new Error(`SITE_BUILT_AT doit être une date ISO 8601, pas « ${given} »`);
  return { builtAt: given ? new Date(given).toISOString() : now.toISOString(), staging: env.SITE_STAGING?.trim() === 'oui', repository: cmsBackend(env).repo };
}
