/**
 * The fixed vocabulary of a job offer: contracts, work modes and salary periods, with the French
 * words the site shows and what each means to Google for Jobs (schema.org JobPosting). The content
 * schema allows these values only; the pages and the JSON-LD read their words here.
 */
import type { Contract } from './contracts.ts';

export { contracts, type Contract } from './contracts.ts';

export const contractLabels: Record<Contract, string> = { cdi: 'CDI', cdd: 'CDD', interim: 'Intérim', stage: 'Stage', consultance: 'Consultance' };

/** schema.org employmentType of each contract. */
export const employmentTypes: Record<Contract, string[]> = {
  cdi: ['FULL_TIME'],
  cdd: ['FULL_TIME', 'TEMPORARY'],
  interim: ['TEMPORARY'],
  stage: ['INTERN'],
  consultance: ['CONTRACTOR'],
};

export const workModes = ['sur-site', 'hybride', 'teletravail'] as const;
export type WorkMode = (typeof workModes)[number];
export const workModeLabels: Record<WorkMode, string> = { 'sur-site': 'Sur site', hybride: 'Hybride', teletravail: 'Télétravail' };

export const salaryPeriods = ['mois', 'an', 'jour', 'heure'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];
export const salaryPeriodLabels: Record<SalaryPeriod, string> = { mois: 'par mois', an: 'par an', jour: 'par jour', heure: 'de l’heure' };
/** schema.org QuantitativeValue unitText of each period. */
export const salaryUnits: Record<SalaryPeriod, string> = { mois: 'MONTH', an: 'YEAR', jour: 'DAY', heure: 'HOUR' };

/** An offer whose sector is not one of the services page's six. */
export const otherSector = 'autre';
export const otherSectorLabel = 'Autre';
