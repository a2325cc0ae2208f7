import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  /** Memory history for prerendering and tests; the browser's by default. */
  history?: RouterHistory;
  /** Visitors who ask for reduced motion get instant hash scrolling. */
  reducedMotion?: boolean;
}

export function createAppRouter({ history, reducedMotion = false }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultHashScrollIntoView: { behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
