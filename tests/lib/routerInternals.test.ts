// @vitest-environment node
/** The undocumented contracts in one file (src/lib/routerInternals.ts), as the build uses them. */
import { describe, expect, it } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { inlinedStylesheet, markServerRendered, routeChunkKey } from '../../src/lib/routerInternals';

describe('routerInternals', () => {
  it('names each route’s chunk (component and loader together) as the router plugin does in Vite’s manifest', () => {
    expect(routeChunkKey('/')).toBe('src/routes/index.tsx?tsr-split=component---loader');
    expect(routeChunkKey('/a-propos')).toBe('src/routes/a-propos.tsx?tsr-split=component---loader');
    expect(routeChunkKey('/offres/')).toBe('src/routes/offres/index.tsx?tsr-split=component---loader');
    expect(routeChunkKey('/offres/$slug')).toBe('src/routes/offres/$slug.tsx?tsr-split=component---loader');
  });

  it('inlines a stylesheet with a disabled link of the same href for Vite’s preload helper', () => {
    expect(inlinedStylesheet('assets/contact-x.css', '.a{color:red}')).toBe(
      '<style data-href="/assets/contact-x.css">.a{color:red}</style><link rel="stylesheet" href="/assets/contact-x.css" disabled>',
    );
  });

  it('marks a router as rendering markup that came from the server, with nothing dehydrated', () => {
    const router = {} as AnyRouter;
    markServerRendered(router);
    expect(router.ssr).toStrictEqual({ manifest: undefined });
  });
});
