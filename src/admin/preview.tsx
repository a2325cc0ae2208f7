/**
 * The editor's preview draws the entry being edited with the site's own routes, sections and
 * styles. The content modules of the editor's build are live (virtual:content/live): what staff
 * type is read by the schema, as the build reads it (typography, « {cabinet} », Markdown), then
 * put in place of the built content, and the page is drawn again. Sveltia CMS renders templates
 * with its own copy of React, so the template only holds an element into which our React draws.
 */

import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter, type RouteComponent } from '@tanstack/react-router';
import CMS from '@sveltia/cms';
import * as builtCollections from 'virtual:content/collections';
import { name as firmName } from 'virtual:content/site';
import { replaceContent } from 'virtual:content/live';
import { prepare, staffMessages } from '../content/problemMessages';
import { frenchTypography } from '../content/typography';
import { collections, singletons as pages, type CollectionName, type CollectionSpec, type SingletonName as PageName } from '../content/registry';
import type { SitePhoto } from '../content/types';
import { photoWidths } from '../lib/stockImage';
import { Route as HomeRoute } from '../routes/index';
import { Route as AboutRoute } from '../routes/a-propos';
import { Route as ServicesRoute } from '../routes/services';
import { Route as ContactRoute } from '../routes/contact';
import { Route as LegalNoticeRoute } from '../routes/mentions-legales';
import { Route as PrivacyRoute } from '../routes/confidentialite';
import { Footer } from '../components/Footer/Footer';
import { LayoutActorsProvider } from '../components/LayoutActors';
import { ContactDetails } from '../sections/ContactDetails/ContactDetails';
import { ServiceCards } from '../sections/ServiceCards/ServiceCards';
import { Team } from '../sections/Team/Team';
import { Testimonials } from '../sections/Testimonials/Testimonials';
import { Values } from '../sections/Values/Values';
import { Sectors } from '../sections/Sectors/Sectors';
import { Approach } from '../sections/Approach/Approach';
import { OfferDetail } from '../sections/Offers/OfferDetail';
import { OffersSections } from '../sections/Offers/OffersSections';
import { OfferHero } from '../sections/Offers/OfferHero';
import { PageHero } from '../sections/PageHero/PageHero';
import { RepliesPreview } from './RepliesPreview';
import { OfflinePreview, OutboxPreview } from './StatusPreviews';
import { SimulatorPreview } from './SimulatorPreview';
import { Sources } from '../sections/Simulator/Sources';
import { PayrollParametersError, parametersInForce, sourcesOf, type PayrollFile, type PayrollSources } from '../payroll/parameters';
import { dakarToday } from '../offers/offers';
import { hero as offersHero } from 'virtual:content/offers';
import { hero as articlesHero } from 'virtual:content/articles';
import type { Article } from '../articles/articles';
import { describe as describeArticle, readingMinutes, type ArticleEntry } from '../articles/build';
import { ArticleDetail } from '../sections/Articles/ArticleDetail';
import { ArticleList } from '../sections/Articles/ArticleList';
import type { Offer, OfferFields } from '../offers/offers';
import { otherSector, otherSectorLabel } from '../domain/offerTerms';
import { addBrandFont } from '../styles/fonts';
import '../styles/global.css';
import * as styles from './preview.css';

/** What each entry is drawn with: its page, or the section that shows it. */
const views: Record<string, RouteComponent> = {
  home: HomeRoute.options.component!,
  about: AboutRoute.options.component!,
  services: ServicesRoute.options.component!,
  contact: ContactRoute.options.component!,
  // Both pages the file's texts and values make.
  legal: () => {
    const Notice = LegalNoticeRoute.options.component!;
    const Privacy = PrivacyRoute.options.component!;
    return (
      <>
        <Notice />
        <Privacy />
      </>
    );
  },
  site: () => (
    <>
      <ContactDetails />
      <Footer />
    </>
  ),
  ui: Footer,
  // Not a page: the inbox's replies, as the mail client will open them.
  replies: RepliesPreview,
  // Not pages: the simulator's parameters in force today, as its « Textes et sources » section shows
  // them; the words of the offline page and notices; those of a message kept on the phone.
  // Above them, how the file works (the schema's own words: the file keeps no comment, the editor would drop it).
  paie: () => (
    <>
      <p className={styles.note}>{String(pages.paie.schema.meta()?.hint ?? '')}</p>
      <Sources sources={previewSources!} />
    </>
  ),
  offlinePage: OfflinePreview,
  outbox: OutboxPreview,
  // What the simulator says under a net → gross result, one example of each remark.
  simulator: SimulatorPreview,
  'collection:services': ServiceCards,
  'collection:team': Team,
  'collection:testimonials': Testimonials,
  'collection:values': Values,
  'collection:sectors': Sectors,
  'collection:steps': Approach,
  // The list's texts, around an empty list (the offers themselves are in the collection).
  offers: () => (
    <>
      <PageHero {...offersHero} />
      <OffersSections search={{}} first={{ cards: [], total: 0, cities: [], contracts: [], sectors: {} }} />
    </>
  ),
  // The list's texts and the categories, around an empty list (the articles are in their collection).
  articles: () => (
    <>
      <PageHero {...articlesHero} />
      <ArticleList search={{}} index={{ cards: [], categories: builtCollections.categories }} />
    </>
  ),
  'collection:categories': () => (
    <>
      <PageHero {...articlesHero} />
      <ArticleList search={{}} index={{ cards: [], categories: builtCollections.categories }} />
    </>
  ),
  'collection:articles': () => <ArticleDetail article={previewArticle!} />,
  'collection:offers': () => (
    <>
      <OfferHero offer={previewOffer!} />
      <OfferDetail offer={previewOffer!} />
    </>
  ),
};

/** The simulator's parameters being edited, those in force today, with their sources. */
let previewSources: PayrollSources | undefined;

/** The offer being edited, as its page draws it. */
let previewOffer: Offer | undefined;
/** The article being edited, as its page draws it (its related articles are the build's). */
let previewArticle: Article | undefined;

/** An article's entry with its author, category and service as its page shows them. */
function articleOf({ service: serviceId, draft: _draft, draftNote: _draftNote, ...entry }: Omit<ArticleEntry, 'id'>, slug: string): Article {
  const author = builtCollections.team.find((member) => member.id === entry.author);
  const category = builtCollections.categories.find((candidate) => candidate.id === entry.category);
  const service = builtCollections.services.find((candidate) => candidate.id === serviceId);
  const cover = entry.cover;
  return {
    ...entry,
    slug: slug || 'nouvel-article',
    categoryName: category?.name ?? '',
    readingMinutes: readingMinutes(entry.body),
    description: describeArticle(entry.summary),
    author: { name: author?.name ?? '', role: author?.role ?? '' },
    ...(service ? { service: { id: service.id, name: service.name } } : {}),
    offersLink: category?.offersLink ?? false,
    image: { url: '', width: cover.width, height: cover.height, alt: cover.alt },
    related: [],
  };
}

interface TemplateProps {
  entry: { get: (key: string) => unknown; toJS?: () => unknown };
  getAsset?: (path: string) => unknown;
}

/** The entry's data as plain objects (Sveltia hands an Immutable map). */
function dataOf(entry: TemplateProps['entry']): { data: unknown; slug: string } {
  const plain = (value: unknown) => (value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS: () => unknown }).toJS() : value);
  return { data: plain(entry.get('data')), slug: String(entry.get('slug') ?? '') };
}

/**
 * A photo uploaded during this visit is written in the entry as the editor's own copy of the file
 * (a « blob: » address) until the entry is saved, when the editor moves the file to the media
 * folder and writes its path there (« /images/… »): a photo field's whole value, or a figure of an
 * article's text (« ![…](blob:…) »). The preview reads each as a photo of the media folder (a
 * stand-in name, « /images/photo-televersee-1.webp », which the build never sees and the preview's
 * messages call « nouvelle photo »), drawn from that copy. The save's own check (saveCheck.ts)
 * sees the path the editor gives the file.
 */
function withUploads(value: unknown, uploads: Map<string, string>): unknown {
  const standIn = (copy: string) => {
    const path = `/images/photo-televersee-${uploads.size + 1}.webp`;
    uploads.set(path, copy);
    return path;
  };
  if (typeof value === 'string') {
    if (/^blob:\S+$/.test(value)) return standIn(value);
    return value.replace(/\]\((blob:[^\s)"]+)/g, (_, copy: string) => `](${standIn(copy)}`);
  }
  if (Array.isArray(value)) return value.map((item) => withUploads(item, uploads));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withUploads(item, uploads)]));
  return value;
}

/** What Sveltia's `getAsset` hands back for a file of the media folder (its AssetProxy). */
interface MediaAsset {
  url?: string;
  fileObj?: Blob;
  toBase64?: () => Promise<string>;
}

/**
 * Photos of the media folder already saved (« /images/… »), as the preview can draw them: the
 * editor's copy of the file's bytes. Its `getAsset` first answers the file's public path, which
 * the built site does not serve (the dev server does), and fetches the bytes after: the
 * preview shows a transparent pixel until then, and draws again once they are here.
 */
const savedPhotos = new Map<string, string>();
/** The photos whose bytes are on their way (asked once, whatever the draws meanwhile). */
const fetching = new Set<string>();

function savedPhoto(path: string, getAsset: TemplateProps['getAsset']): string {
  const known = savedPhotos.get(path);
  if (known) return known;
  const asset = getAsset?.(path) as MediaAsset | undefined;
  // Not in the editor's folder: its address, which fails, and the photo's placeholder says so, as on the site.
  if (!asset) return path;
  if (asset.fileObj) {
    const url = URL.createObjectURL(asset.fileObj);
    savedPhotos.set(path, url);
    return url;
  }
  if (asset.url?.startsWith('blob:')) return asset.url;
  if (fetching.has(path)) return waiting;
  fetching.add(path);
  void asset
    .toBase64?.()
    .then((base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      savedPhotos.set(path, URL.createObjectURL(new Blob([bytes])));
      redraw();
    })
    // Its bytes could not be read: the transparent pixel stays, as no photo.
    .catch(() => undefined);
  return waiting;
}

/** A transparent pixel, until a photo's bytes have come: no request the built site would answer 404. */
const waiting = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** An uploaded photo (a field's, or a figure of an article's text) is shown from the editor's own copy of the file. */
function withAssets(value: unknown, getAsset: TemplateProps['getAsset'], uploads: Map<string, string>): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withAssets(item, getAsset, uploads));
  const photo = value as SitePhoto & { source?: string };
  if ('files' in photo && photo.source) {
    const url = uploads.get(photo.source) ?? savedPhoto(photo.source, getAsset);
    return { ...photo, files: Object.fromEntries(photoWidths(photo).map((width) => [width, url])) };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withAssets(item, getAsset, uploads)]));
}

/** The entry read as the build reads it, or the build's French problems. */
function read(kind: string, { entry, getAsset }: TemplateProps): { problems: string[] } | { incomplete: true } | { apply: () => void } {
  const { data, slug } = dataOf(entry);
  const collection = kind.startsWith('collection:') ? (kind.slice('collection:'.length) as CollectionName) : undefined;
  const schema = collection ? collections[collection].schema : pages[kind as PageName].schema;
  const uploads = new Map<string, string>();
  const prepared = prepare(withUploads(data, uploads), kind === 'site' ? String((data as { name?: unknown })?.name ?? firmName) : firmName);
  const result = schema.safeParse(prepared);
  if (!result.success) {
    // Only what staff have filled in: a blank new entry is not a list of errors.
    // A problem with a photo uploaded during this visit names it as staff know it, not by its stand-in.
    const problems = staffMessages(schema, prepared, result.error.issues).map((problem) =>
      [...uploads.keys()].reduce((text, path, index) => text.replaceAll(`« ${path} »`, `« nouvelle photo${uploads.size > 1 ? ` n° ${index + 1}` : ''} »`), problem),
    );
    return problems.length ? { problems } : { incomplete: true };
  }
  const value = withAssets(result.data, getAsset, uploads) as Record<string, unknown>;
  if (kind === 'paie') {
    try {
      const sources = sourcesOf(parametersInForce(value as unknown as PayrollFile, dakarToday()));
      return { apply: () => void (previewSources = sources) };
    } catch (error) {
      // A parameter with no version in force yet: the build says the same, in French.
      if (error instanceof PayrollParametersError) return { problems: [error.message] };
      throw error;
    }
  }
  if (!collection) return { apply: () => replaceContent(kind as PageName, value) };
  if (collection === 'articles') return { apply: () => void (previewArticle = articleOf(value as Omit<ArticleEntry, 'id'>, slug)) };
  // An offer is a page of its own (the registry's `bundled: false`), not part of the collections' module.
  if ((collections[collection] as CollectionSpec).bundled === false) {
    const entry = value as OfferFields;
    const sector = builtCollections.sectors.find((candidate) => candidate.id === entry.sector);
    const offer = { ...entry, slug: slug || 'nouvelle-offre', sector: sector ? sector.id : otherSector, sectorName: sector ? sector.name : otherSectorLabel };
    return { apply: () => void (previewOffer = offer) };
  }
  const built = builtCollections[collection as Exclude<CollectionName, 'offers' | 'articles'>] as { id: string }[];
  const entries = built.some((item) => item.id === slug) ? built.map((item) => (item.id === slug ? { ...value, id: slug } : item)) : [...built, { ...value, id: slug }];
  const names = collection === 'services' ? { serviceNames: Object.fromEntries((entries as { id: string; name?: string }[]).map((item) => [item.id, item.name])) } : {};
  return { apply: () => replaceContent('collections', { [collection]: entries, ...names }) };
}

let root: Root | undefined;
let mounted: HTMLElement | undefined;
/** The last entry drawn, to draw again once a photo's bytes have come (savedPhoto). */
let last: [HTMLElement, string, TemplateProps] | undefined;

const redraw = () => {
  if (last && last[0].isConnected) draw(...last);
};

function draw(node: HTMLElement, kind: string, props: TemplateProps) {
  last = [node, kind, props];
  if (mounted !== node) {
    root?.unmount();
    root = createRoot(node);
    mounted = node;
    // The site's typeface, in the preview's own document.
    if (![...node.ownerDocument.fonts].some((face) => face.family === 'Manrope Variable')) addBrandFont(node.ownerDocument.fonts);
  }
  const outcome = read(kind, props);
  if ('incomplete' in outcome) {
    root!.render(<p className={styles.incomplete}>L’aperçu s’affichera quand les champs obligatoires seront remplis.</p>);
    return;
  }
  if ('problems' in outcome) {
    root!.render(
      <div className={styles.problems} role="alert">
        <p className={styles.problemsTitle}>{'Le site refusera cette version\u00a0:'}</p>
        {/* Typeset as the site's own text (the build's messages are plain text for its log). */}
        <ul>{outcome.problems.map((problem) => <li key={problem}>{frenchTypography(problem)}</li>)}</ul>
      </div>,
    );
    return;
  }
  outcome.apply();
  const View = views[kind]!;
  // A new router each time: the page reads the content again from the top. Its own key: React
  // would otherwise keep the provider of the router before, whose first load has been done, and
  // the new router would never load (the dev server's preview went blank after the first change).
  const router = createRouter({ routeTree: createRootRoute({ component: View }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  draws += 1;
  // The page's frame gives the sections the actors they use (the share bar's toast, the contact form's):
  // so does the preview's.
  root!.render(
    <LayoutActorsProvider>
      <RouterProvider key={draws} router={router} />
    </LayoutActorsProvider>,
  );
  // A collection's entry is shown where it stands among the others (a service's card has its id).
  const { slug } = dataOf(props.entry);
  if (kind === 'collection:services' && slug !== shownSlug) {
    shownSlug = slug;
    setTimeout(() => node.ownerDocument.getElementById(slug)?.scrollIntoView(), 100);
  }
}

let shownSlug = '';
/** How many times an entry has been drawn: each draw's router its own provider. */
let draws = 0;

/**
 * Sveltia finds a template by the entry's file name, else its collection's name: the page file
 * « services » and the collection « services » (so « offers » and « offers ») share one. Which one
 * is edited is the entry's collection: « pages » for the page files (cmsConfig.ts, pagesCollection).
 */
function template(name: string) {
  return function Preview(props: TemplateProps) {
    const kind = props.entry.get('collection') === 'pages' ? name : `collection:${name}`;
    // No hooks here: Sveltia calls this with its own React; ours draws inside the element.
    return <div className={styles.page} ref={(node) => void (node && draw(node, kind, props))} />;
  };
}

/** The preview's styles: ours apply in the preview only, never to the editor itself. */
export function registerPreviews() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    CMS.registerPreviewStyle(link.href);
    link.media = 'not all';
  }
  // The dev server injects them as <style> elements instead.
  for (const sheet of document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]')) {
    CMS.registerPreviewStyle(sheet.textContent ?? '', { raw: true });
    sheet.media = 'not all';
  }
  for (const name of new Set([...Object.keys(pages), ...Object.keys(collections)])) CMS.registerPreviewTemplate(name, template(name));
}
