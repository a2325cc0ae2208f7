import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { markServerRendered } from './lib/routerInternals';
import { unreachable } from './lib/unreachable';
import { createAppRouter } from './router';
import { media } from './styles/breakpoints';
import { addBrandFont } from './styles/fonts';

/**
 * Gives the main thread back to the browser between start-up steps, so a slow phone runs
 * several short tasks instead of one long one (`scheduler.yield` where the browser has it).
 */
const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * React reports in the console every error a page's error boundary caught. A page whose data the
 * network could not bring is not one: its error page says so in French (components/RouteError).
 */
const onCaughtError = (error: unknown) => void ((error as Error | null)?.name === unreachable || console.error(error));

async function start() {
  addBrandFont();
  // Evaluating the modules was one task; building the router is the next.
  await yieldToBrowser();
  const router = createAppRouter({ reducedMotion: window.matchMedia(media.reducedMotion).matches });
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // The dev server serves an empty root and renders from scratch.
  if (!container.firstElementChild) {
    createRoot(container, { onCaughtError }).render(app);
    return;
  }
  // Prerendered pages are hydrated once the current route's code has loaded, so the first
  // client render matches the HTML.
  await router.load();
  await yieldToBrowser();
  // The markup came from the server: the router must render the same tree (lib/routerInternals).
  markServerRendered(router);
  // As a transition, hydration is interruptible: React works in ~5 ms slices and yields to
  // the browser in between, instead of one long task that blocks a slow phone's main thread.
  startTransition(() => {
    hydrateRoot(container, app, { onCaughtError });
  });
}

void start();

// The service worker (src/offline/): registered once the page has loaded, from a chunk of its own.
// A page the worker already controls (a second visit) loads before the app has started: its
// chunk waits 2 s, not to take the phone's main thread while the app hydrates (docs/performance.md).
if (import.meta.env.PROD) addEventListener('load', () => setTimeout(() => import('./offline/register'), navigator.serviceWorker?.controller ? 2000 : 0));
