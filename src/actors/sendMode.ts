import { messagesPath } from '../../machines/contactRules';

/*
 * Where this build's form sends, from VITE_CONTACT_ENDPOINT at build time (README, « Messages and
 * applications »): unset, the site's own Worker (`/api/messages`, same origin); `simulated`,
 * nowhere (the specification's 1500 ms); `https://…`, another form service. The build writes the
 * value in, so these fold to constants and a simulated build drops the sender's code; they are
 * functions so that tests can set the variable.
 */

/** The specification's simulated send: nothing leaves the browser. */
export const simulatesSend = () => import.meta.env.VITE_CONTACT_ENDPOINT === 'simulated';
/** The site's own Worker receives the messages (with their idempotency key). */
export const sendsToOwnWorker = () => !import.meta.env.VITE_CONTACT_ENDPOINT;
/** The address the form POSTs to, or null when it simulates. */
export const sendUrl = (): string | null => (simulatesSend() ? null : import.meta.env.VITE_CONTACT_ENDPOINT || messagesPath);
