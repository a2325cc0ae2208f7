import { timing } from '../../../machines/constants';

/** The loader's element (Loader.tsx); the prerendered head holds the first paint until it is parsed (`<link rel="expect">`). */
export const loaderId = 'chargement';

/** The id of the stylesheet a page served from the device keeps the page under its loader with (`pageUnderLoaderStyle`), and the name of the class and of the animation it uses. */
export const pageUnderLoaderStyleId = 'sous-le-chargement';

/** The page under the loader is laid out at the latest this long (ms) before the loader's fade begins. */
export const pageUnderLoaderLeadMs = 300;

/**
 * For a page served from the device (a second visit, src/offline/sw.ts), which the phone's processor
 * limits, not the network: the page under the loader, which the loader's second covers, is not laid
 * out before the app has started.
 *
 * Laid out with the loader's first paint, it was 100–210 ms of a slow phone's main thread (4× CPU:
 * style, layout, paint, traced on `/contact`) before the app's scripts could run. Now the page's
 * main and footer are `display: none` for `loaderDuration − pageUnderLoaderLeadMs` ms, as a CSS
 * animation that starts with the loader's own: CSS alone ends it, whether or not the app has
 * arrived, and the page is laid out `pageUnderLoaderLeadMs` before the fade shows it. Figures:
 * docs/performance.md (2026-11-28).
 *
 * Not the header (its scroll-driven look before the app is an animation too). Where a browser
 * cannot animate `display`, the keyframes are ignored and the page is laid out at once, as on a
 * first visit. With reduced motion, every animation lasts 0.01 ms (global.css.ts): the same.
 */
export function pageUnderLoaderStyle(): string {
  const name = pageUnderLoaderStyleId;
  const duration = timing.loaderDuration - pageUnderLoaderLeadMs;
  return `@keyframes ${name}{from,to{display:none}}html.js.${name} #${loaderId}~:is(main,div:has(>footer)){animation:${name} ${duration}ms linear}`;
}

/**
 * Run in the head, it turns `pageUnderLoaderStyle` on for a plain visit only: not for a reload or
 * a return through the history, whose scroll position the browser restores as the page loads (a
 * page with no height then would open at its top), nor for an address that names an element,
 * which the browser scrolls to.
 */
export function pageUnderLoaderScript(): string {
  return `performance.getEntriesByType("navigation")[0]?.type!=="navigate"||location.hash||document.documentElement.classList.add("${pageUnderLoaderStyleId}")`;
}
