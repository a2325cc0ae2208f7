import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { ui } from '../../content/ui';
import { visuallyHidden } from '../../styles/layout.css';
import { useMenuActor } from '../LayoutActors';
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
 * After every client-side navigation: close the mobile menu, move focus, and announce the
 * new page in a polite live region (the first load is announced by the browser itself).
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const menu = useMenuActor();
  const [message, setMessage] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ hash: string } | null>(null);

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation) return;
        menu.send({ type: 'route.changed' });
        if (event.pathChanged || event.hashChanged) setFocusRequest({ hash: event.toLocation.hash });
        if (event.pathChanged) {
          const title = router.state.matches
            .flatMap((match) => match.meta ?? [])
            .reduce<string>((found, tag) => tag?.title ?? found, '');
          setMessage(ui.routeAnnouncement(title.split(' | ')[0] ?? title));
        }
      }),
    [router, menu],
  );

  // Focus once React has committed: when the mobile menu has just closed, the page behind it
  // must have lost its `inert` first, or the focus call is ignored and focus falls to <body>.
  useEffect(() => {
    if (focusRequest) focusDestination(focusRequest.hash);
  }, [focusRequest]);

  return (
    <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
