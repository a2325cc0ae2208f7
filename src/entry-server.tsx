import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from './router';

export { organizationJsonLd } from './lib/structuredData';
export * as site from 'virtual:content/site';
export { photoHost } from './lib/stockImage';
export { mapHost } from './lib/map';
export { inlinedStylesheet, routeChunkKey } from './lib/routerInternals';

/** The pages to prerender, read from the route tree (every route but the root). */
export function pagePaths(): string[] {
  const router = createAppRouter();
  return Object.keys(router.routesByPath).filter((path) => path.startsWith('/')).sort();
}

/** Renders one URL to HTML at build time with the same routes and components as the app. */
export async function render(url: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
