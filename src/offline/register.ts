import { draftStorageKey } from '../actors/draftKey';
import { isOutsideScope, messages, serviceWorkerPath } from './offline';
import type { OutboxNotice } from './outbox';

/** The Navigation API, where the browser has it (its types are not in TypeScript's DOM library yet). */
const navigation = (window as { navigation?: EventTarget & { entries(): { url: string | null }[] } }).navigation;

/**
 * The page's side of the service worker (sw.ts), fetched after the page's `load` (main.tsx), and
 * run as it is imported (a module with no exports: the fewest bytes in the page's entry). It costs
 * no visitor's first load. Registers the worker; gives it the photos this page showed
 * before it had control; and when a new version is waiting, says so (notice.ts) and lets the
 * visitor choose when it takes over: « Recharger », or the next link they follow, which then
 * loads in full. Nothing reloads under the visitor. docs/architecture.md, « Offline and the second visit ».
 */
async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container) return;
  const controlled = container.controller !== null;
  // A browser that refuses (private mode, a policy, an automated one that blocks workers): the site works as before, online.
  const registration: ServiceWorkerRegistration | undefined = await container.register(serviceWorkerPath, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  if (!registration) return;
  const keep = (url: string) => void container.ready.then((ready) => ready.active?.postMessage({ type: messages.keepPage, url }));
  if (!controlled) {
    void keepShownPhotos(container);
    // The pages this tab showed before there was a worker, loaded or drawn by the app: the worker
    // keeps the page open when it takes control (its first address), not those the visitor left
    // before (the first page of a first visit, when the next was loaded before the worker was ready).
    navigation?.entries().forEach((entry) => entry.url && keep(entry.url));
  }
  void sendKept(container);
  // A page the app draws without loading it (a link within the site) is kept too, for reading
  // offline later (the Navigation API: Chromium, Safari, Firefox; elsewhere only pages loaded are
  // kept). Its address as it is drawn: the worker may not be ready yet.
  navigation?.addEventListener('navigatesuccess', () => keep(location.href));
  // The saved copy's line (« Copie enregistrée le … », sw.ts) dates the page that was loaded: once
  // the app draws another page, it would date that one wrongly (issue 55), so it goes.
  const loadedPath = location.pathname;
  navigation?.addEventListener('navigatesuccess', () => {
    if (location.pathname !== loadedPath) document.querySelector('.copie-enregistree')?.remove();
  });

  // A new version is looked for without a full load (issue 55): at each page the app draws, at
  // most once a minute, and every half hour while the page is shown (the browser itself only looks
  // at a full load). What it finds waits for the visitor, as below.
  let lastCheck = 0;
  const check = () => {
    if (Date.now() - lastCheck < 60_000) return;
    lastCheck = Date.now();
    void registration.update().catch(() => undefined);
  };
  navigation?.addEventListener('navigatesuccess', check);
  setInterval(() => document.visibilityState === 'visible' && check(), 30 * 60_000);
  // The page listens from now on (this chunk comes 2 s after the load of a page under a worker): said on <html>, for the browser tests.
  document.documentElement.dataset.sw = 'ready';

  // A version waiting from an earlier visit, or one that finishes installing while the page is open.
  if (registration.waiting && controlled) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offerUpdate(installing);
    });
  });
}

/**
 * A message kept on the device leaves as soon as a page of the site opens with the network back
 * (Background Sync alone would try minutes later): the worker sends it, and answers with the
 * notices to show (« Votre candidature du 12/12 est partie. »). It also tells the pages open
 * when a message leaves later.
 */
async function sendKept(container: ServiceWorkerContainer) {
  const show = (notices: OutboxNotice[]) => {
    if (!notices.length) return;
    void import('./notice').then(({ showOutboxNotices }) =>
      showOutboxNotices(notices, (ids) => void container.ready.then((ready) => ready.active?.postMessage({ type: messages.noticesShown, ids }))),
    );
  };
  container.addEventListener('message', (event) => {
    const data = event.data as { type?: string; notices?: OutboxNotice[] } | null;
    if (data?.type === messages.outboxNotices && Array.isArray(data.notices)) show(data.notices);
  });
  const ready = await container.ready;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => show(Array.isArray(event.data) ? (event.data as OutboxNotice[]) : []);
  ready.active?.postMessage({ type: messages.flushOutbox }, [channel.port2]);
}

/** The photos on this page, loaded before the worker had control: it keeps them like the next ones. */
async function keepShownPhotos(container: ServiceWorkerContainer) {
  const ready = await container.ready;
  const urls = [...document.images].map((image) => image.currentSrc).filter(Boolean);
  if (urls.length) ready.active?.postMessage({ type: messages.keepPhotos, urls });
}

let waiting: ServiceWorker | null = null;

/** The new version takes over, then `then` runs (a reload, or the link followed); if it never says so, `then` runs anyway. */
function takeOver(then: () => void) {
  // Another tab already took the new version: nothing waits any more, the page simply loads.
  if (!waiting || waiting.state === 'activated' || waiting.state === 'redundant') {
    then();
    return;
  }
  let by: 'change' | 'timer' | null = null;
  // The new version took control: the page loads under it. If the timer below had already sent
  // the page on its way, that load may have been cut by the change of worker (Chromium aborts it):
  // it starts again, once.
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (by === 'change') return;
      by = 'change';
      then();
    },
    { once: true },
  );
  waiting.postMessage({ type: messages.skipWaiting });
  // A worker that cannot activate (another tab holds it): the page loads anyway, with the old one.
  setTimeout(() => {
    if (by) return;
    by = 'timer';
    then();
  }, 3000);
}

/** A CV chosen in the contact form, which a reload would drop (its name is in the tab's draft; the file cannot be kept). */
function chosenCv(): boolean {
  try {
    return Boolean((JSON.parse(sessionStorage.getItem(draftStorageKey) ?? 'null') as { cvName?: unknown } | null)?.cvName);
  } catch {
    return false;
  }
}

function offerUpdate(worker: ServiceWorker) {
  if (waiting) return;
  waiting = worker;
  // « Recharger » keeps what was typed (the draft); a chosen CV it cannot keep: said first, and she chooses.
  void import('./notice').then(({ showUpdateNotice }) => showUpdateNotice(() => takeOver(() => location.reload()), chosenCv));
  document.addEventListener('click', followInFull, true);
}

/**
 * With a new version waiting, a link to another page of the site loads that page in full, under
 * the new version: the visitor asked to leave this page, so nothing on it is lost.
 */
function followInFull(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || isOutsideScope(url.pathname)) return;
  // A link within this page (#section) is not a navigation.
  if (url.pathname === location.pathname && url.search === location.search) return;
  event.preventDefault();
  event.stopPropagation();
  takeOver(() => location.assign(url.href));
}

void registerServiceWorker();
