import { frenchTypography } from '../content/typography';
import { fill } from '../lib/fill';
import { escapeHtml } from '../lib/html';
import brand from '../styles/brand.json';

/**
 * What the service worker (sw.ts), the page's side (register.ts) and the build (the offline page,
 * the CSP) share: where things are, the caches' names, the saved copy's notice. Pure: no DOM, no
 * service worker globals. docs/architecture.md, « Offline and the second visit ».
 */

/** The service worker's script, at the root so that its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

/** The page a visitor gets, offline, for an address this device never kept (precached). */
export const offlinePagePath = '/hors-ligne';

/**
 * How long a page's network answer is waited for before the saved copy is shown, when that copy
 * is not this version's own page (an older one: a copy that is this version's page is shown at
 * once, sw.ts); without a copy the network is waited for as long as it takes. The network's
 * answer, when it comes, replaces the copy for the next visit. On a second visit over `npm run
 * bench`'s 3G (300 ms, 400 kbps, 4× CPU) the HTML's first byte comes at 0.36 s and its last at
 * 0.6 s, and serving an older copy sooner saves little: the phone's CPU starting the app is most
 * of the wait. So the network keeps the first word for those, and the copy is shown when the
 * network is worse than 3G (2 s with no answer).
 */
export const pageTimeoutSeconds = 2;

/**
 * A page shown from its copy at once (it is this version's own page) waits this long, its head
 * sent, for the network to fail before its body: with no connection the network fails at once,
 * and the copy then says it is one. The phone is parsing the head meanwhile.
 */
export const offlineGraceMs = 50;

/** The caches the service worker fills as the visitor reads (the scripts' precache is Serwist's own). */
export const caches = {
  /** The pages visited, one copy per address (its search dropped: the host serves the same HTML). */
  pages: 'sunu-pages',
  /** The offers' and the articles' data files the pages fetched (/donnees/…). */
  data: 'sunu-donnees',
  /** The photos shown, the firm's and the stock host's. */
  photos: 'sunu-photos',
} as const;

/** A page's path as the site's pages are known by: no trailing slash but the home page's. */
export const pagePath = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** A page's fingerprint: the SHA-256 of its bytes, base64 (the build computes the same, scripts/service-worker.mjs). */
export async function pageDigest(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...digest));
}

/** How many of each the device keeps: the oldest used goes first. */
export const limits = {
  pages: 60,
  data: 60,
  photos: 60,
  /** Days a saved page or data file is kept unread; photos, the same. */
  days: 60,
} as const;

/**
 * Paths the service worker never answers: the editor and the inbox (/admin), the Worker's API,
 * Cloudflare's own. Requests to them go to the network as if there were no service worker.
 */
export const outsideScope = ['/admin', '/api', '/cdn-cgi'] as const;

export const isOutsideScope = (pathname: string) => outsideScope.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The offers a page's « Postuler par le formulaire » applies to (its links to /contact?offre=REF,
 * as the offer's page writes them): with the page, the worker keeps what that form reads offline,
 * the contact page and each offer's reference file (sw.ts).
 */
export function appliedReferences(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/href="\/contact\?offre=([A-Z0-9-]+)[#"]/g), (link) => link[1]!))];
}

/** Days a message kept on the device waits for the network before it is dropped (and the visitor told). */
export const outboxDays = 30;

/** The header a saved page carries: when the service worker stored it (ISO 8601). */
export const savedAtHeader = 'x-enregistre-le';

/** The messages between the pages and the service worker. */
export const messages = {
  /** Page → waiting worker: take over now (the page reloads, or navigates, right after). Serwist's own message, answered by it. */
  skipWaiting: 'SKIP_WAITING',
  /**
   * Page → worker: the app drew another page (`url`) without loading it: keep that page's HTML
   * too, unless the copy there is this version's page already. Also, once the worker is first
   * ready, every page the tab showed before (its history's entries).
   */
  keepPage: 'KEEP_PAGE',
  /** Page → worker: send what waits on the device now; it answers on the message's port with the notices to show. */
  flushOutbox: 'FLUSH_OUTBOX',
  /** Worker → pages: a message kept on the device has left (or was refused): the notices to show. */
  outboxNotices: 'OUTBOX_NOTICES',
  /**
   * Worker → the page it served from its copy: the network failed after `offlineGraceMs` (a
   * connection that takes its time to refuse): the notice of a saved copy, to put at the top of
   * the body (`lateNoticeScript`).
   */
  savedCopyLate: 'SAVED_COPY_LATE',
  /** Page → worker: these notices were shown (`ids`): forget them. */
  noticesShown: 'NOTICES_SHOWN',
  /** Page → worker: the photos this page showed before the worker took control (`urls`), to keep. */
  keepPhotos: 'KEEP_PHOTOS',
} as const;

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** « 27 novembre 2026 à 19 h 05 », in the device's own time zone. */
export function formatSavedAt(date: Date): string {
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${dateFormat.format(date)} à ${date.getHours()}\u00a0h\u00a0${minutes}`;
}

/**
 * The notice a saved copy is shown with, at the foot of the screen above the page: its styles
 * are an inline <style> whose hash the build adds to the CSP (scripts/prerender.mjs), since the
 * page's own stylesheets do not know it. Its colours are the theme's (brand.json), written in at
 * build time: the service worker's bundle and the server build both import the file.
 */
export const savedCopyStyle = `.copie-enregistree{position:fixed;left:0;right:0;bottom:0;z-index:40;margin:0;padding:.625rem 1rem;background:${brand.notice};color:${brand.onNotice};border-top:1px solid ${brand.noticeBorder};font:500 .875rem/1.4 system-ui,sans-serif;text-align:center}body:has(>.copie-enregistree){padding-bottom:4.5rem}@media print{.copie-enregistree{position:static}}`;

/**
 * Put in the head of a page the worker serves from its copy (sw.ts `deviceHead`): when the
 * network fails only after the body has left (`messages.savedCopyLate`), the notice is put in then,
 * unless the app has drawn another page meanwhile. Its hash is in the CSP (scripts/prerender.mjs).
 */
export function lateNoticeScript(): string {
  return `(function(c,p){c&&(c.addEventListener("message",function(e){var d=e.data;if(!d||d.type!=="${messages.savedCopyLate}"||location.pathname!==p)return;var s=function(){document.querySelector(".copie-enregistree")||document.body.insertAdjacentHTML("afterbegin",d.html)};document.body?s():addEventListener("DOMContentLoaded",s)}),c.startMessages())})(navigator.serviceWorker,location.pathname)`;
}

/** The notice's words, from content/hors-ligne.yml (the build gives them to the worker, scripts/service-worker.mjs). */
export interface SavedCopyWords {
  /** « Page enregistrée le {date}. » */
  savedOn: string;
  noNetwork: string;
  slowNetwork: string;
}

/**
 * The notice's markup, put right after <body> by the service worker when it serves a saved copy:
 * `offline`, the network failed; `slow`, it did not answer within `pageTimeoutSeconds` (the page
 * it sends later replaces the copy for the next visit).
 */
export function savedCopyNotice(savedAt: Date, cause: 'offline' | 'slow', words: SavedCopyWords): string {
  const why = cause === 'offline' ? words.noNetwork : words.slowNetwork;
  // The firm's words go into markup: « & » and « < » stay text.
  const text = escapeHtml(frenchTypography(`${fill(words.savedOn, { date: formatSavedAt(savedAt) })} ${why}`));
  return `<style>${savedCopyStyle}</style><p class="copie-enregistree" role="status">${text}</p>`;
}
