/**
 * What the build says of itself, for the Worker's hourly watchdog (worker/watchdog.ts): when it was
 * built, whether it is a staging deploy (`npm run deploy -- --staging`, the legal values and the
 * payroll parameters still to check), and the GitHub repository the site is edited in (the
 * editor's CMS_GITHUB_REPO), where the Worker opens its alert issues. The content plugin writes it
 * (src/content/plugin/workerData.ts); the Worker reads it through the assets binding.
 */

/** Where the build writes it. */
export const buildFactsPath = '/donnees/construction.json';

export interface BuildFacts {
  /** When the build ran (ISO 8601, UTC): SITE_BUILT_AT, or the build's clock. */
  builtAt: string;
  /** A staging deploy: SITE_STAGING=oui, which `npm run deploy -- --staging` sets for its build. */
  staging: boolean;
  /** « owner/name »: CMS_GITHUB_REPO, as the editor's backend reads it (src/content/cmsConfig.ts). */
  repository: string;
}
