import { Suspense } from 'react';
import { HeadContent, Outlet, createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Footer } from '../components/Footer/Footer';
import { Header } from '../components/Header/Header';
import { LayoutActorsProvider, useMenuActor } from '../components/LayoutActors';
import { Loader } from '../components/Loader/Loader';
import { RouteAnnouncer } from '../components/RouteAnnouncer/RouteAnnouncer';
import { SkipLink, mainContentId } from '../components/SkipLink/SkipLink';
import { Toaster } from '../components/Toast/Toaster';
import '../styles/fonts.css';
import '../styles/global.css';

export const Route = createRootRoute({
  component: RootLayout,
  // Only the 404 page and an unknown address need it (the prerender preloads it for 404.html).
  notFoundComponent: lazyRouteComponent(() => import('../components/NotFound/NotFound'), 'NotFound'),
});

function RootLayout() {
  return (
    <LayoutActorsProvider>
      <HeadContent />
      <Frame />
    </LayoutActorsProvider>
  );
}

/** Skip link, loader, header, page, toasts, footer. While the mobile menu is open, the page behind it is inert. */
function Frame() {
  const menuOpen = useSelector(useMenuActor(), (snapshot) => snapshot.matches('open'));
  return (
    <>
      <SkipLink />
      <Loader />
      {/* Suspense boundaries let React hydrate the frame in several short tasks, not one long one. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id={mainContentId} tabIndex={-1} inert={menuOpen}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {/* Before the footer: a keyboard user reaches a toast's close button from the page, not after every footer link. */}
      <Toaster />
      <div inert={menuOpen}>
        <Suspense>
          <Footer />
        </Suspense>
      </div>
      <RouteAnnouncer />
    </>
  );
}
