import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { routeAnnouncement } from 'virtual:content/ui';
import { fill } from '../../lib/fill';
import { visuallyHidden } from '../../styles/layout.css';
import { mainContentId } from '../SkipLink/SkipLink';

/** Moves focus to where the visitor navigated to: the hash target, else the page's main heading. */
function focusDestination(hash: string) {
  const main = document.getElementById(mainContentId);
  const target = (hash && document.getElementById(hash)) || main?.querySelector('h1') || main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After every client-side navigation: move focus, and announce the new page in a polite live
 * region (the first load is announced by the browser itself). The header closes its menu.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [arrival, setArrival] = useState<{ hash: string; newPage: boolean } | null>(null);

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation) return;
        if (event.pathChanged || event.hashChanged) setArrival({ hash: event.toLocation.hash, newPage: event.pathChanged });
      }),
    [router],
  );

  // Once React has committed the new page: the menu (closed by the header on the same event) has
  // lifted its `inert` (or focus would fall to <body>), and document.title is the new page's,
  // including the 404 page's own <title>.
  useEffect(() => {
    if (!arrival) return;
    focusDestination(arrival.hash);
    if (arrival.newPage) setMessage(fill(routeAnnouncement, { titre: document.title.split(' | ')[0] ?? document.title }));
  }, [arrival]);

  return (
    <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
