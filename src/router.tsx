import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  /** Memory history for prerendering and tests; the browser's by default. */
  history?: RouterHistory;
  /** Visitors who ask for reduced motion get instant hash scrolling. */
  reducedMotion?: boolean;
}

export function createAppRouter({ history, reducedMotion = false }: AppRouterOptions = {}) {
  // The first render is the page the visitor already has (prerendered, maybe scrolled, maybe at a
  // #hash the browser went to): it keeps its scroll. Every navigation after it is restored.
  let first = true;
  return createRouter({
    routeTree,
    history,
    scrollRestoration: () => (first ? (first = false) : true),
    defaultPreload: 'intent',
    defaultHashScrollIntoView: { behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' },
    // A page that fails (offline, its data not on the device) is drawn in French in the site's
    // frame, never the router's English « Something went wrong! »; its chunk comes only then.
    defaultErrorComponent: lazyRouteComponent(() => import('./components/RouteError/RouteError'), 'RouteError'),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
