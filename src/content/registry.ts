/**
 * The registry of content files: the singletons (one YAML file each: site.yml, ui.yml and each
 * page's) and the collections (a folder of YAML files, one per entry), each with its schema; and
 * the types inferred from them. The loader, the editor's configuration and the modules'
 * declarations all read the content through it.
 */
import type { z } from 'zod';
import { serviceIds, type ServiceId } from '../domain/services.ts';
import { aboutSchema, servicesPageSchema } from './schemas/about.ts';
import { articleSchema, articleSummary } from './schemas/article.ts';
import { articlesPageSchema } from './schemas/articlesPage.ts';
import { categorySchema, sectorSchema, serviceSchema, stepSchema, teamMemberSchema, testimonialSchema, valueSchema } from './schemas/collections.ts';
import { contactSchema } from './schemas/contact.ts';
import { homeSchema } from './schemas/home.ts';
import { legalSchema } from './schemas/legal.ts';
import { offerSchema, offerSummary } from './schemas/offer.ts';
import { offersPageSchema } from './schemas/offersPage.ts';
import { paieSchema } from './schemas/paie.ts';
import { repliesSchema } from './schemas/replies.ts';
import { outboxSchema } from './schemas/outbox.ts';
import { offlinePageSchema } from './schemas/offlinePage.ts';
import { simulatorSchema } from './schemas/simulator.ts';
import { siteSchema } from './schemas/site.ts';
import { uiSchema } from './schemas/ui.ts';

/**
 * The singletons: one YAML file each, with a fixed set of fields (site.yml, ui.yml, one per page
 * under pages/, replies.yml, the inbox's reply templates, and paie.yml, the salary simulator's parameters).
 */
export const singletons = {
  site: { file: 'site.yml', schema: siteSchema },
  ui: { file: 'ui.yml', schema: uiSchema },
  home: { file: 'pages/home.yml', schema: homeSchema },
  about: { file: 'pages/about.yml', schema: aboutSchema },
  services: { file: 'pages/services.yml', schema: servicesPageSchema },
  contact: { file: 'pages/contact.yml', schema: contactSchema },
  offers: { file: 'pages/offers.yml', schema: offersPageSchema },
  articles: { file: 'pages/articles.yml', schema: articlesPageSchema },
  legal: { file: 'pages/legal.yml', schema: legalSchema },
  // Not a page: the inbox's reply templates (/admin/candidatures, src/inbox/replies.ts).
  replies: { file: 'replies.yml', schema: repliesSchema },
  // Not a page: the salary simulator's parameters, each version in force on the build's day
  // (virtual:content/paie-en-vigueur, src/payroll/).
  paie: { file: 'paie.yml', schema: paieSchema },
  // Not a page: what the salary simulator says of a net → gross result (src/sections/Simulator/netResult.ts).
  simulator: { file: 'simulateur.yml', schema: simulatorSchema },
  // Not a page: a message written offline, kept on the device until it leaves (src/offline/outbox.ts).
  outbox: { file: 'envois.yml', schema: outboxSchema },
  // Not a page of the app: the offline page, rendered at build time (src/components/Offline/OfflinePage.tsx).
  offlinePage: { file: 'hors-ligne.yml', schema: offlinePageSchema },
} as const;

/**
 * The collections: a folder of YAML files, one per entry, named by its id. Each says:
 * - `display`: the field the editor names an entry by (its lists, its relation widgets);
 * - `count`: how many entries it must hold; `ids`: the names its files must have;
 * - `sortBy`: the field that orders its entries (no two share it); `unique`: another field no two share;
 * - `bundled: false`: not in `virtual:content/collections` (each entry is a page of its own);
 * - `slug`: the editor's name for a new file (by default, its `display` field);
 * - `editorList`: how the editor sorts and sums up its entries;
 * - `words`: what a relation's message calls its entries (« un témoignage », « témoignages »);
 * - `format: 'markdown'`: a Markdown file per entry (`.md`: its fields as front matter, then its `body`).
 */
export const collections = {
  services: { folder: 'services', label: 'Services', schema: serviceSchema, display: 'name', ids: serviceIds, sortBy: null, words: { one: 'un service', many: 'services' } },
  team: { folder: 'team', label: 'Équipe', schema: teamMemberSchema, display: 'name', count: 3, sortBy: 'order', words: { one: 'un membre de l’équipe', many: 'membres' } },
  testimonials: { folder: 'testimonials', label: 'Témoignages', schema: testimonialSchema, display: 'name', sortBy: null, words: { one: 'un témoignage', many: 'témoignages' } },
  values: { folder: 'values', label: 'Valeurs', schema: valueSchema, display: 'title', count: 4, sortBy: 'order' },
  sectors: { folder: 'sectors', label: 'Secteurs', schema: sectorSchema, display: 'name', count: 6, sortBy: 'order', words: { one: 'un secteur', many: 'secteurs' } },
  steps: { folder: 'steps', label: 'Étapes de l’approche', schema: stepSchema, display: 'title', count: 4, sortBy: 'number' },
  offers: {
    folder: 'offers',
    label: 'Offres d’emploi',
    schema: offerSchema,
    display: 'title',
    sortBy: null,
    // Candidates quote it: each offer has its own.
    unique: 'reference',
    // Each offer is a page of its own (plugin/modules.ts, src/offers/).
    bundled: false,
    // An offer's file, and so its address (/offres/…), is its title and reference.
    slug: '{{title}}-{{reference}}',
    // The newest offers first, by their reference (« SRH-2026-034 » follows « SRH-2026-031 »): the
    // dates are text as staff write it (« 15/12/2026 »), which the editor would sort by the day
    // of the month. Each says whether it is online, upcoming or closed today, and until when
    // (computed on the day the editor is opened: src/admin/editorHooks.ts).
    editorList: { sort: { fields: ['reference', 'title'], default: { field: 'reference', direction: 'descending' } }, summary: offerSummary },
  },
  categories: { folder: 'categories', label: 'Catégories d’articles', schema: categorySchema, display: 'name', sortBy: 'order', words: { one: 'une catégorie', many: 'catégories' } },
  articles: {
    folder: 'articles',
    label: 'Actualités',
    schema: articleSchema,
    display: 'title',
    sortBy: null,
    format: 'markdown',
    // Each article is a page of its own (plugin/modules.ts, src/articles/); its file, and so its address, is its title.
    bundled: false,
    slug: '{{title}}',
    // The newest first, by their date (written « 20/11/2026 »: the editor sorts it by the day,
    // src/admin/editorHooks.ts `sortText`), or by title. Each says whether it is a draft, scheduled
    // or online, on the day the editor is opened, by the site's rule (src/articles/articles.ts).
    editorList: { sort: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } }, summary: articleSummary },
  },
} as const;

/** A collection's entry in the registry, with every option it may have. */
export type CollectionSpec = (typeof collections)[keyof typeof collections] & {
  count?: number;
  ids?: readonly string[];
  unique?: string;
  bundled?: boolean;
  slug?: string;
  editorList?: { sort: { fields: readonly string[]; default: { field: string; direction: string } }; summary: string };
  words?: { one: string; many: string };
  format?: 'markdown';
};

/** A collection's file name (its entry's id, and so its address): lower case, no accents, words joined by single hyphens. */
export const fileNamePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A collection's files' extension: « .md » for Markdown, else « .yml ». */
export const extensionOf = (spec: { format?: string }) => (spec.format === 'markdown' ? '.md' : '.yml');

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
export type ArticleEntry = Entry<'articles'>;
export type ArticleCategory = Entry<'categories'>;
