/**
 * The contract between index.html's inline script and the app, for the time between the first
 * paint of a prerendered page and the moment the app has hydrated it.
 *
 * Until then a form would submit natively, and a GET puts every field in the URL, the server's
 * logs and the history. The inline script stops any form that does not carry `formStarted`, and
 * marks the page with `submitPending`: the contact form shows that it is getting ready, and once
 * the app runs it sends the message through its machine (takePendingSubmit).
 * The attribute names are written out in index.html too; tests/build/prerender.test.ts checks them.
 */

/** On a form once the app has hydrated it: its own submit handler runs from then on. */
export const formStarted = 'data-started';

/** On <html> once a form was submitted before the app could handle it. */
export const submitPending = 'data-submit-pending';

/** True (once) when a submit is waiting for the app; clears the mark. */
export function takePendingSubmit(): boolean {
  const root = document.documentElement;
  if (!root.hasAttribute(submitPending)) return false;
  root.removeAttribute(submitPending);
  return true;
}
