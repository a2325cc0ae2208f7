/**
 * What the prerender and the hydration rely on that TanStack Router (1.170) and Vite (8) do not
 * document, in one place. After upgrading @tanstack/react-router, @tanstack/router-plugin or
 * vite, run `npm test`: each has a test that fails when the upgrade breaks it.
 *
 * Why not the router's public SSR (`@tanstack/react-router/ssr/server` + `ssr/client`)? Its
 * client side (`hydrate`, `RouterClient`) expects the server's dehydrated router state in the
 * page and ships the code that reads it; the prerendered pages have no loader data to dehydrate,
 * and every page's JavaScript is within a few hundred bytes of the 120 KiB budget.
 */
import type { AnyRouter } from '@tanstack/react-router';

/**
 * 1. Hydration: the router renders the same tree as on the server (no client-only Suspense
 * boundary around the root) only when `router.ssr` is set, which its own SSR client does. The
 * prerendered pages carry no loader data, so the manifest is empty.
 * Checked by tests/components/hydration.test.tsx (fails on any hydration warning).
 */
export function markServerRendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}

/**
 * 2. The router plugin's `autoCodeSplitting` names each route's component chunk in Vite's
 * manifest `src/routes/<file>.tsx?tsr-split=component---loader` (vite.config.ts groups the
 * loader with the component), the file being the route's id
 * (« /a-propos », « /offres/$slug »; « index » for « / » and « /offres/ »): the prerender
 * preloads that chunk's JS and inlines its CSS. Checked by tests/build/routerInternals.test.ts.
 */
export function routeChunkKey(routeId: string): string {
  const file = routeId.endsWith('/') ? `${routeId.slice(1)}index` : routeId.slice(1);
  return `src/routes/${file}.tsx?tsr-split=component---loader`;
}

/**
 * 3. Vite's preload helper looks for `link[rel="stylesheet"][href=…]` before it loads a route's
 * CSS. The prerender inlines each page's CSS in a <style>, and leaves a disabled <link> with the
 * same href, never fetched, so the helper does not fetch that CSS again on the first navigation.
 * Checked by tests/browser/static.test.ts (no second fetch of inlined CSS).
 */
export function inlinedStylesheet(href: string, css: string): string {
  return `<style data-href="/${href}">${css}</style><link rel="stylesheet" href="/${href}" disabled>`;
}

/** The not-found page's chunk (the root route's lazy notFoundComponent), which 404.html preloads. */
export const notFoundChunkKey = 'src/components/NotFound/NotFound.tsx';
