/// <reference lib="webworker" />
/**
 * The site's service worker, built by scripts/service-worker.mjs into dist/sw.js with Serwist's
 * strategies and the build's precache list (self.__SW_MANIFEST: every script, stylesheet and font
 * of the site, with their hashes, and the offline page). docs/architecture.md, « Offline and the
 * second visit ».
 *
 * - Pages: the copy kept on this device at once when it is this version's page to the byte
 *   (`__SITE_PAGES__`), refreshed from the network meanwhile; otherwise the network first, for
 *   `pageTimeoutSeconds` (2 s); then the copy kept, shown with the day it was saved and why (no
 *   network, or a slow one: the network's page then replaces the copy for the next visit); then
 *   the offline page. Every page visited is kept, the first one of a first visit included (kept
 *   when the worker takes control, or when a page says so if the visitor had moved on since);
 *   an offer's page with what its application form needs offline (`keepApplicationForm`).
 * - The offers' and articles' data files: the same, without the notice.
 * - Photos: the copy kept first, the network otherwise; at most `limits.photos` of them.
 * - The editor, the inbox, the Worker's API: never answered here, never kept (static routes in
 *   the browsers that have them, no route in the others). But for the form's POST /api/messages:
 *   sent, or with no network kept on the device until it can leave (outbox.ts).
 * - An update waits: the page offers to reload (register.ts), and sends `messages.skipWaiting`,
 *   which Serwist itself answers (`skipWaiting: false` listens for it).
 */
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type RouteHandlerCallback, type SerwistPlugin } from 'serwist';
import { messagesPath } from '../../contract/contactRules';
import { articleData } from '../articles/articles';
import { brandFontPreload, brandFontStyle, brandFontStyleId } from '../styles/fontFaces';
import { pageUnderLoaderScript, pageUnderLoaderStyle, pageUnderLoaderStyleId } from '../components/Loader/pageUnderLoader';
import { photoHost } from '../lib/stockImage';
import { offerData } from '../offers/offers';
import { forgetNotices, pendingNotices, sendKept, sendOrKeep, syncTag, type OutboxNotice } from './outbox';
import { appliedReferences, caches as names, isOutsideScope, lateNoticeScript, limits, messages, offlineGraceMs, offlinePagePath, outsideScope, pageDigest, pagePath, pageTimeoutSeconds, savedAtHeader, savedCopyNotice, type SavedCopyWords } from './offline';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
/**
 * Every page of this version of the site, by path: the SHA-256 of its HTML as the build wrote it
 * (scripts/service-worker.mjs). A page changed by a deploy changes this worker's bytes, which is
 * how the browser learns there is a new version.
 */
declare const __SITE_PAGES__: Record<string, string>;
/**
 * The pages the site changes without a build (offers/states.ts): the list from its first change
 * day, an offer's page from the day after its deadline (by path: that day, « 2026-12-16 »). From
 * then on a copy of the build's page is no longer the page the network sends (the Worker sends the
 * day's list, or the closed-offer page): the network comes first, as for an older copy.
 */
declare const __PAGES_UNTIL__: Record<string, string>;
/** The saved copy's notice's words, from content/hors-ligne.yml (scripts/service-worker.mjs). */
declare const __SAVED_COPY_WORDS__: SavedCopyWords;

const maxAgeSeconds = limits.days * 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isSitePage = (url: URL) => sameOrigin(url) && !isOutsideScope(url.pathname);

/** One copy per address: the host serves the same HTML whatever the search (/contact?offre=…). */
const byPath: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
};

/** Only a page the host served whole (200, HTML) is kept, with the moment it was saved. */
const stampSaved: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return null;
    const headers = new Headers(response.headers);
    headers.set(savedAtHeader, new Date().toISOString());
    return new Response(response.body, { status: 200, statusText: response.statusText, headers });
  },
};

/** When a kept copy was saved: its stamp (`stampSaved`), else its HTTP date, else now. */
const savedAtOf = (copy: Response) => new Date(copy.headers.get(savedAtHeader) ?? copy.headers.get('date') ?? Date.now());

/**
 * A saved copy says so, with its day and time, before the visitor reads it, and why it is shown:
 * the network failed (its fetch failed first, `state.failed`), or it was slow (the timeout came first).
 */
const showSavedDate: SerwistPlugin = {
  fetchDidFail: async ({ state }) => {
    if (state) state.failed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse) return null;
    const html = (await cachedResponse.text()).replace(/<body[^>]*>/, (tag) => tag + savedCopyNotice(savedAtOf(cachedResponse), state?.failed ? 'offline' : 'slow', __SAVED_COPY_WORDS__));
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** No network and no copy: the offline page, in French, at the address asked for. */
const offlinePage: SerwistPlugin = {
  handlerDidError: async () => (await serwist.matchPrecache(offlinePagePath)) ?? Response.error(),
};

/** The stock host's photos are asked for with CORS, so that the copy kept is readable (not opaque, never padded to megabytes). */
const readablePhotos: SerwistPlugin = {
  requestWillFetch: async ({ request }) => (new URL(request.url).origin === photoHost ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request),
};

/**
 * What keeps the worker alive for requests of its own made while it answers another (a page's
 * companions): the event's lifetime, not the event. Serwist answers any request handled with a
 * navigation's FetchEvent with that navigation's preloaded response (StrategyHandler's
 * `getPreloadResponse` reads the event's request, not the one handled): the contact page would
 * be kept as a copy of the offer's page.
 */
const lifetimeOf = (event: ExtendableEvent): ExtendableEvent =>
  event instanceof FetchEvent ? ({ waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise) } as ExtendableEvent) : event;

/** The contact page: where an offer's « Postuler par le formulaire » leads (/contact?offre=REF). */
const contactPath = '/contact';

/**
 * A page that applies to an offer (an offer's page: « Postuler par le formulaire ») is kept with
 * what its form needs offline, whether or not the visitor opened the form: the contact page (one
 * copy, whatever the search) and the offer's reference file, which the form reads to name the
 * offer (offers/source.ts `loadReference`). The form's code is precached with the rest.
 */
const keepApplicationForm: SerwistPlugin = {
  cacheDidUpdate: async ({ newResponse, request, event: pageEvent }) => {
    const references = appliedReferences(await newResponse.text());
    if (!references.length || !pageEvent) return;
    const event = lifetimeOf(pageEvent);
    const origin = new URL(request.url).origin;
    const contact = new URL(contactPath, origin);
    await Promise.all([
      currentCopy(contact).then((copy) => (copy ? undefined : pages.handle({ event, request: new Request(contact.href) }))),
      ...references.map(async (reference) => {
        const href = new URL(offerData.reference(reference), origin).href;
        if (!(await self.caches.match(href, { cacheName: names.data }))) await data.handle({ event, request: new Request(href) });
      }),
    ]).catch(() => undefined);
  },
};

const pages = new NetworkFirst({
  cacheName: names.pages,
  networkTimeoutSeconds: pageTimeoutSeconds,
  plugins: [byPath, stampSaved, new ExpirationPlugin({ maxEntries: limits.pages, maxAgeSeconds }), keepApplicationForm, showSavedDate, offlinePage],
});

/**
 * The network's answer to a navigation whose copy was shown at once: told here when it failed
 * (`refreshFailed`), so that the copy can say it is one.
 */
const refreshFailed = new WeakMap<Event, () => void>();

/** A copy that is this version's page to the byte is shown at once; the network's answer (the navigation preload) refreshes it. */
const currentPages = new StaleWhileRevalidate({
  cacheName: names.pages,
  plugins: [
    byPath,
    stampSaved,
    new ExpirationPlugin({ maxEntries: limits.pages, maxAgeSeconds }),
    keepApplicationForm,
    {
      fetchDidFail: async ({ event }) => refreshFailed.get(event)?.(),
    },
  ],
});

/** The copy kept of `url`'s page, if it is this version's page to the byte (what the network would send). */
async function currentCopy(url: URL): Promise<{ copy: Response; bytes: ArrayBuffer } | undefined> {
  const path = pagePath(url.pathname);
  const until = __PAGES_UNTIL__[path];
  // Today in Dakar (UTC), as the Worker counts it.
  const expected = until !== undefined && new Date().toISOString().slice(0, 10) >= until ? undefined : __SITE_PAGES__[path];
  const copy = expected ? await self.caches.match(new URL(url.pathname, url).href, { cacheName: names.pages }) : undefined;
  const bytes = await copy?.arrayBuffer();
  return copy && bytes && (await pageDigest(bytes)) === expected ? { copy, bytes } : undefined;
}

/**
 * Put in the head of a page served from the device: the brand font, on the device too, declared,
 * so the page is laid out once, in its font (src/styles/fontFaces.ts); and the page under the
 * loader laid out once the app has started (components/Loader/pageUnderLoader.ts).
 */
const deviceHead = `${brandFontPreload()}<style id="${brandFontStyleId}">${brandFontStyle()}</style><style id="${pageUnderLoaderStyleId}">${pageUnderLoaderStyle()}</style><script>${pageUnderLoaderScript()}</script><script>${lateNoticeScript()}</script>`;

/**
 * A page: the copy kept, at once, when it is this version's own (a second visit waits for no
 * network: `npm run bench`'s « second visit »), the network's answer (its navigation preload)
 * replacing the copy meanwhile; the network first otherwise (an older copy, or none).
 *
 * The copy is sent in two parts: its head at once, its body once the network has had
 * `offlineGraceMs` to fail (with no connection it fails at once). Then the body starts with the
 * notice of a saved copy (« Page enregistrée le … Le réseau ne répond pas… »). The phone parses
 * the head meanwhile; a network that is only slow is not waited for, and there is nothing to
 * say: the copy is the page the network would send.
 */
const pageHandler: RouteHandlerCallback = async (options) => {
  const current = await currentCopy(options.url);
  if (!current) return pages.handle(options);
  let bodySent = false;
  const failed = new Promise<boolean>((resolve) => {
    refreshFailed.set(options.event, async () => {
      resolve(true);
      // Failed after the body left without its notice: the page is told, and puts it in (offline.ts `lateNoticeScript`).
      if (!bodySent) return;
      const client = await self.clients.get((options.event as FetchEvent).resultingClientId);
      client?.postMessage({ type: messages.savedCopyLate, html: savedCopyNotice(savedAtOf(current.copy), 'offline', __SAVED_COPY_WORDS__) });
    });
    setTimeout(() => resolve(false), offlineGraceMs);
  });
  void currentPages.handle(options).catch(() => undefined);
  const html = new TextDecoder().decode(current.bytes).replace('</head>', () => `${deviceHead}</head>`);
  const bodyStart = /<body[^>]*>/.exec(html);
  const split = bodyStart ? bodyStart.index + bodyStart[0].length : html.length;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(html.slice(0, split)));
      const notice = (await failed) ? savedCopyNotice(savedAtOf(current.copy), 'offline', __SAVED_COPY_WORDS__) : '';
      bodySent = true;
      controller.enqueue(encoder.encode(notice + html.slice(split)));
      controller.close();
    },
  });
  const headers = new Headers(current.copy.headers);
  headers.delete('content-length');
  return new Response(body, { status: 200, headers });
};

const data = new NetworkFirst({
  cacheName: names.data,
  networkTimeoutSeconds: pageTimeoutSeconds,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: limits.data, maxAgeSeconds })],
});

const photos = new CacheFirst({
  cacheName: names.photos,
  plugins: [readablePhotos, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: limits.photos, maxAgeSeconds, purgeOnQuotaError: true })],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // An update waits for the visitor (register.ts); the first version takes the open pages at once.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  // Chromium's static routes: the editor, the inbox, Cloudflare's paths and the API's reads never
  // reach this worker (the form's POST does: it is kept on the device when there is no network).
  requestRules: outsideScope.filter((prefix) => prefix !== '/api').map((prefix) => ({ condition: { urlPattern: { pathname: `${prefix}{/*}?` } }, source: 'network' as const })),
  runtimeCaching: [
    // A message or an application: sent, or kept on the device until the network is back (outbox.ts).
    { matcher: ({ url }) => sameOrigin(url) && url.pathname === messagesPath, handler: sendOrKeep, method: 'POST' },
    { matcher: ({ request, url }) => request.mode === 'navigate' && isSitePage(url), handler: pageHandler },
    { matcher: ({ request, url }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/donnees/'), handler: data },
    {
      matcher: ({ request, url }) => request.destination === 'image' && (sameOrigin(url) ? isSitePage(url) : url.origin === photoHost),
      handler: photos,
    },
  ],
});

/**
 * Without static routes, a navigation outside the site's pages (the editor, a CV opened from the
 * inbox) still gets the answer the browser already asked for (navigation preload), not a second request.
 */
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode === 'navigate' && sameOrigin(url) && isOutsideScope(url.pathname)) {
    event.respondWith(Promise.resolve(event.preloadResponse).then((preloaded: Response | undefined) => preloaded ?? fetch(event.request)));
  }
});

/**
 * What a list page reads when the visitor filters it: kept with the page, so that its filters
 * work offline on the offers (or articles) it listed.
 */
const companions: Record<string, string[]> = { '/offres': [offerData.index()], '/actualites': [articleData.index()] };

/** Keeps a page (and what its filters read) for reading offline: fetched now, through the pages' strategy. */
function keepPage(event: ExtendableEvent, url: URL, init: RequestInit = {}) {
  const path = pagePath(url.pathname);
  return Promise.all([
    pages.handle({ event, request: new Request(url.href, init) }),
    ...(companions[path] ?? []).map((href) => data.handle({ event, request: new Request(new URL(href, url).href) })),
  ]).catch(() => undefined);
}

/**
 * A page the app drew (a link followed within the site), or one a tab showed before the worker was
 * there: kept, unless this version's page is there already. One the browser has in its cache is
 * not downloaded again (its HTML is revalidated: 304).
 */
async function keepDrawnPage(event: ExtendableEvent, url: URL) {
  if (!(await currentCopy(url))) await keepPage(event, url);
}

/**
 * The pages open when this version takes control are kept too: the first page of a first visit
 * loaded before there was a worker. From the browser's cache when it has them (no second download).
 * A window's address here is the one it was loaded at (`Client.url`, the creation URL): the pages
 * the visitor left before, or reached by a link within the site, are kept when the page says so
 * (register.ts, `messages.keepPage`).
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) =>
      Promise.all(
        windows
          .map((client) => new URL(client.url))
          .filter(isSitePage)
          .map((url) => keepPage(event, url, { cache: 'force-cache' })),
      ),
    ),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; url?: unknown; urls?: unknown; ids?: unknown } | null;
  if (message?.type === messages.keepPage && typeof message.url === 'string' && URL.canParse(message.url)) {
    const url = new URL(message.url);
    if (isSitePage(url)) event.waitUntil(keepDrawnPage(event, url));
  }
  // A page opened: what waits on the device leaves now, and the page gets the notices to show.
  if (message?.type === messages.flushOutbox) {
    const port = event.ports[0];
    event.waitUntil(
      sendKept()
        .catch((): OutboxNotice[] => [])
        .then(async (waiting) => [...(await pendingNotices()), ...waiting])
        .then((notices) => port?.postMessage(notices)),
    );
  }
  if (message?.type === messages.noticesShown && Array.isArray(message.ids)) {
    event.waitUntil(forgetNotices(message.ids.filter((id): id is string => typeof id === 'string')));
  }
  // The photos a page showed before the worker took control: kept like the others.
  if (message?.type === messages.keepPhotos && Array.isArray(message.urls)) {
    const urls = message.urls.filter((href): href is string => typeof href === 'string' && URL.canParse(href) && (isSitePage(new URL(href)) || new URL(href).origin === photoHost));
    event.waitUntil(Promise.all(urls.map((href) => photos.handle({ event, request: new Request(href, { mode: 'no-cors' }) }).catch(() => undefined))));
  }
});

// The browser's Background Sync: what is kept leaves; while some still waits, the browser is asked to try again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== syncTag) return;
  sync.waitUntil(
    sendKept().then((waiting) => {
      if (waiting.length) throw new Error('still waiting for the network');
    }),
  );
});

serwist.addEventListeners();
