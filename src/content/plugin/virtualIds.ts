/**
 * The one list of the content's virtual module ids, as the app imports them and as the plugin
 * resolves them: each singleton (`virtual:content/site`, `…/home`…), the bundled collections,
 * and the build's and the editor's own modules. A field of a singleton is a module of its own
 * behind it (`virtual:content/home?field=hero`).
 */
import type { SingletonName } from '../registry';

export const prefix = 'virtual:content/';

/** The modules beside the singletons', by what they hold. */
export const moduleNames = {
  /** The bundled collections' entries, and the views derived from them (modules.ts `views`). */
  collections: 'collections',
  /** The open offers and the filters' choices: the prerender's only. */
  offerData: 'offer-data',
  /** The published articles and the list's data: the prerender's only. */
  articleData: 'article-data',
  /** The three newest published articles' cards (the home page's « Nos derniers articles »). */
  latestArticles: 'latest-articles',
  /** The editor's configuration, each unique field's values and the entries relation fields may name. */
  cmsConfig: 'cms-config',
  /** The salary simulator's parameters in force on the build's day, their values alone (src/payroll/parameters.ts). */
  payroll: 'paie-en-vigueur',
  /** The same parameters' texts, sources and notes (the simulator's « Textes et sources »). */
  payrollSources: 'paie-sources',
  /** The editor's preview: replaces the content modules' values as staff type. */
  live: 'live',
} as const;

/** What a module of the preview's `replaceContent` can be: a singleton, or the collections. */
export type ReplaceableModule = SingletonName | typeof moduleNames.collections;

/** `virtual:content/<module>`, or one of its fields' modules. */
export const moduleId = (module: string, field?: string) => `${prefix}${module}${field === undefined ? '' : `?field=${field}`}`;

/** « virtual:content/home?field=hero » → { module: 'home', field: 'hero' }; undefined for any other id. */
export function parseModuleId(id: string): { module: string; field: string | undefined } | undefined {
  if (!id.startsWith(prefix)) return undefined;
  const [module, field] = id.slice(prefix.length).split('?field=');
  return { module: module!, field };
}
