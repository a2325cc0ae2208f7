/**
 * The source of each virtual content module (virtualIds.ts), from the loaded content:
 *
 *   import { hero } from 'virtual:content/home';          // a singleton's fields (site.yml, ui.yml, a page)
 *   import { services } from 'virtual:content/collections'; // a collection's entries, in order
 *
 * Each top-level field is a module of its own behind the singleton's module, so a page's chunk
 * carries only the fields it shows: the router's head() (in every page's JavaScript) takes `seo`
 * without the page's text, and the contact form's failure alert stays in its lazy chunk.
 */
import { cmsConfig, type CmsOptions } from '../cmsConfig.ts';
import { knownIdsOf, siblingsOf, sourcingOf } from '../editorData.ts';
import type { Content } from '../load';
import { collections, singletons, type CollectionName, type SingletonName } from '../registry.ts';
import { offerDataFiles, offerFacets, offerStateFiles, offerStates, openOffers } from '../../offers/build.ts';
import { statesManifestPath } from '../../offers/states.ts';
import { articleDataFiles, articleIndex, publishedArticles } from '../../articles/build.ts';
import { osmEmbedUrl, osmPageUrl } from '../../lib/map.ts';
import { frenchDate } from '../../domain/calendar.ts';
import { parametersInForce, sourcesOf, valuesOf } from '../../payroll/parameters.ts';
import { moduleId, moduleNames, parseModuleId } from './virtualIds.ts';
import { workerDataFiles } from './workerData.ts';

/** Modules beside the collections: derived views several chunks need without the whole entries. */
const views = {
  /** The services' names (the footer, the home teasers and the contact form's choices). */
  serviceNames: (content: Content) => Object.fromEntries(content.collections.services.map((service) => [service.id, service.name])),
  /** The office's map, embedded and full (the contact page): written out at build time. */
  mapLinks: (content: Content) => ({ embed: osmEmbedUrl(content.pages.site.geo), page: osmPageUrl(content.pages.site.geo) }),
};

/** A singleton's top-level fields (its schema is an object, or an object piped into a transform keeping its keys). */
export function singletonKeys(name: SingletonName): string[] {
  const schema = singletons[name].schema;
  return Object.keys('shape' in schema ? schema.shape : schema.in.shape);
}

/** The collections bundled into `virtual:content/collections` (the registry's `bundled`): not the offers nor the articles, each a page of its own. */
export const bundledCollections = () => (Object.keys(collections) as CollectionName[]).filter((name) => !('bundled' in collections[name] && collections[name].bundled === false)) as Exclude<CollectionName, 'offers' | 'articles'>[];

/** The barrel module of one singleton: each of its fields re-exported from a module of its own. */
function barrel(module: string, keys: string[]): string {
  return keys.map((key) => `export { default as ${key} } from '${moduleId(module, key)}';`).join('\n');
}

/**
 * The editor's preview (live): each singleton's fields as bindings it can replace with what is
 * being typed, so the site's own sections, which import them, draw the entry as edited.
 */
function liveModule(values: Record<string, unknown>): string {
  const keys = Object.keys(values);
  return [
    ...keys.map((key) => `export let ${key} = ${JSON.stringify(values[key])};`),
    `export function __replace(values) {\n${keys.map((key) => `  if ('${key}' in values) ${key} = values.${key};`).join('\n')}\n}`,
  ].join('\n');
}

/** The open offers and the filters' choices, from the content and the build's day. */
function offersOf(content: Content, today: string) {
  const offers = openOffers(content, today);
  return { offers, facets: offerFacets(content, offers) };
}

/** The data files under donnees/: the offers' and the articles' (fetched by the pages) and the Worker's. */
export function dataFiles(content: Content, today: string): Record<string, unknown> {
  const { offers, facets } = offersOf(content, today);
  return { ...offerDataFiles(offers, facets), ...articleDataFiles(content, publishedArticles(content, today)), ...workerDataFiles(content) };
}

/**
 * The offers' states of the coming change days (offers/states.ts), the client build's too: their
 * list's data files and the manifest the Worker reads, under _etats/ (never served as such).
 */
export function stateFiles(content: Content, today: string): Record<string, unknown> {
  const { states, manifest } = offerStates(content, today);
  return { ...Object.assign({}, ...states.map(offerStateFiles)), [statesManifestPath.slice(1)]: manifest };
}

/** The source of the module `id`, or undefined if it is not a content module. */
export function moduleSource(id: string, content: Content, cms: Omit<CmsOptions, 'siteUrl' | 'siteName'>, live: boolean, today: string): string | undefined {
  const parsed = parseModuleId(id);
  if (!parsed) return undefined;
  const { module, field } = parsed;
  // The prerender's (server build's) only: pages get their offers inline or from the data files.
  if (module === moduleNames.offerData) {
    const { offers, facets } = offersOf(content, today);
    // The list as on each coming change day (offers/states.ts), which the prerender renders too:
    // `showDay(day)` makes `offers` and `facets` that day's (live bindings), `showDay(today)` the build's.
    const states = Object.fromEntries(offerStates(content, today).states.map((state) => [state.day, { slugs: state.offers.map((offer) => offer.slug), facets: state.facets }]));
    return [
      `export const today = ${JSON.stringify(today)};`,
      `const built = { offers: ${JSON.stringify(offers)}, facets: ${JSON.stringify(facets)} };`,
      `const states = ${JSON.stringify(states)};`,
      'export const stateDays = Object.keys(states);',
      'export let offers = built.offers;',
      'export let facets = built.facets;',
      'export function showDay(day) {',
      '  const state = states[day];',
      '  offers = state ? built.offers.filter((offer) => state.slugs.includes(offer.slug)) : built.offers;',
      '  facets = state ? state.facets : built.facets;',
      '}',
    ].join('\n');
  }
  if (module === moduleNames.articleData) {
    const articles = publishedArticles(content, today);
    return `export const articles = ${JSON.stringify(articles)};\nexport const index = ${JSON.stringify(articleIndex(content, articles))};`;
  }
  if (module === moduleNames.latestArticles) {
    const latest = publishedArticles(content, today)
      .slice(0, 3)
      // The date written in French here: the pages that show them (home, 404) carry no date code for it.
      .map(({ slug, title, date, categoryName }) => ({ slug, title, date, dateText: frenchDate(date), categoryName }));
    return `export default ${JSON.stringify(latest)};`;
  }
  if (module === moduleNames.payroll) return `export default ${JSON.stringify(valuesOf(parametersInForce(content.pages.paie, today)))};`;
  if (module === moduleNames.payrollSources) return `export default ${JSON.stringify(sourcesOf(parametersInForce(content.pages.paie, today)))};`;
  if (module === moduleNames.cmsConfig) return `export default ${JSON.stringify(cmsConfig({ ...cms, siteUrl: content.pages.site.url, siteName: content.pages.site.name }))};\nexport const siblings = ${JSON.stringify(siblingsOf(content.collections))};\nexport const known = ${JSON.stringify(knownIdsOf(content.collections))};\nexport const sourcing = ${JSON.stringify(sourcingOf(content.collections))};`;
  if (module === moduleNames.live) {
    const names = [...Object.keys(singletons), moduleNames.collections];
    return `${names.map((name) => `import * as ${name} from '${moduleId(name)}';`).join('\n')}\nconst modules = { ${names.join(', ')} };\nexport function replaceContent(name, values) { modules[name].__replace(values); }`;
  }
  if (live && !field) {
    if (module === moduleNames.collections) return liveModule({ ...Object.fromEntries(bundledCollections().map((name) => [name, content.collections[name]])), ...Object.fromEntries(Object.entries(views).map(([key, view]) => [key, view(content)])) });
    if (module in singletons) return liveModule(content.pages[module as SingletonName] as Record<string, unknown>);
  }
  if (module === moduleNames.collections) {
    const keys = [...bundledCollections(), ...Object.keys(views)];
    if (!field) return barrel(module, keys);
    const value = field in views ? views[field as keyof typeof views](content) : content.collections[field as CollectionName];
    return `export default ${JSON.stringify(value)};`;
  }
  if (!(module in singletons)) return undefined;
  const name = module as SingletonName;
  if (!field) return barrel(module, singletonKeys(name));
  return `export default ${JSON.stringify((content.pages[name] as Record<string, unknown>)[field])};`;
}
