/**
 * The registry of content files: the singletons (one YAML file each: site.yml, ui.yml and each
 * page's) and the collections (a folder of YAML files, one per entry), each with its schema; and
 * the types inferred from them. The loader, the editor's configuration and the modules'
 * declarations all read the content through it.
 */
import type { z } from 'zod';
import { serviceIds, type ServiceId } from '../domain/services';
import { aboutSchema, servicesPageSchema } from './schemas/about';
import { sectorSchema, serviceSchema, stepSchema, teamMemberSchema, testimonialSchema, valueSchema } from './schemas/collections';
import { contactSchema } from './schemas/contact';
import { homeSchema } from './schemas/home';
import { legalSchema } from './schemas/legal';
import { offerSchema } from './schemas/offer';
import { offersPageSchema } from './schemas/offersPage';
import { siteSchema } from './schemas/site';
import { uiSchema } from './schemas/ui';

/**
 * The singletons: one YAML file each, with a fixed set of fields (site.yml, ui.yml, and one per page
 * under pages/).
 */
export const singletons = {
  site: { file: 'site.yml', schema: siteSchema },
  ui: { file: 'ui.yml', schema: uiSchema },
  home: { file: 'pages/home.yml', schema: homeSchema },
  about: { file: 'pages/about.yml', schema: aboutSchema },
  services: { file: 'pages/services.yml', schema: servicesPageSchema },
  contact: { file: 'pages/contact.yml', schema: contactSchema },
  offers: { file: 'pages/offers.yml', schema: offersPageSchema },
  legal: { file: 'pages/legal.yml', schema: legalSchema },
} as const;

/**
 * The collections: a folder of YAML files, one per entry, named by its id. `count` is how many
 * entries a collection must hold; `ids` the names its files must have; `sortBy` the field that
 * orders them (and that no two share).
 */
export const collections = {
  services: { folder: 'services', label: 'Services', schema: serviceSchema, ids: serviceIds, sortBy: null },
  team: { folder: 'team', label: 'Équipe', schema: teamMemberSchema, count: 3, sortBy: 'order' },
  testimonials: { folder: 'testimonials', label: 'Témoignages', schema: testimonialSchema, sortBy: null },
  values: { folder: 'values', label: 'Valeurs', schema: valueSchema, count: 4, sortBy: 'order' },
  sectors: { folder: 'sectors', label: 'Secteurs', schema: sectorSchema, count: 6, sortBy: 'order' },
  steps: { folder: 'steps', label: 'Étapes de l’approche', schema: stepSchema, count: 4, sortBy: 'number' },
  // Not bundled with the others (`bundled: false`): each offer is a page of its own (plugin/modules.ts, src/offers/).
  offers: { folder: 'offers', label: 'Offres d’emploi', schema: offerSchema, sortBy: null, bundled: false },
} as const;

export type SingletonName = keyof typeof singletons;
export type CollectionName = keyof typeof collections;

export type SingletonContent<Name extends SingletonName> = z.output<(typeof singletons)[Name]['schema']>;
/** An entry of a collection, with its id (its file's name). */
export type Entry<Name extends CollectionName> = z.output<(typeof collections)[Name]['schema']> & { id: string };

export type Site = SingletonContent<'site'>;
export type Service = Entry<'services'> & { id: ServiceId };
export type TeamMember = Entry<'team'>;
export type Testimonial = Entry<'testimonials'>;
export type Value = Entry<'values'>;
export type Sector = Entry<'sectors'>;
export type ApproachStep = Entry<'steps'>;
export type JobOffer = Entry<'offers'>;
