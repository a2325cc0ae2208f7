import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router';
import { media } from './styles/breakpoints';

const router = createAppRouter({ reducedMotion: window.matchMedia(media.reducedMotion).matches });
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Prerendered pages are hydrated once the current route's code has loaded, so the first
// client render matches the HTML. The dev server serves an empty root and renders from scratch.
if (container.firstElementChild) {
  void router.load().then(() => {
    // Tell the router the markup came from the server, as its own SSR hydration does, so it
    // renders the same tree (no client-only Suspense boundary at the root). Prerendered pages
    // carry no loader data, so there is nothing to dehydrate.
    router.ssr = { manifest: undefined };
    // As a transition, hydration is interruptible: React works in ~5 ms slices and yields to
    // the browser in between, instead of one long task that blocks a slow phone's main thread.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  createRoot(container).render(app);
}
