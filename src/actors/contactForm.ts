import { fromCallback, fromPromise } from 'xstate';
import { SendFailure, contactFormMachine, emptyFields, type ContactFields, type ContactFormEvent, type SendRequest, type SentMessage } from '../../machines/contactForm.machine';
import { idempotencyHeader, messagesPath } from '../../contract/contactRules';
import { simulatedSendMachine } from '../../machines/simulatedSend.machine';

/**
 * The draft's code (drafts.ts) is fetched as the form starts, off the page's first load: reading
 * it waits for it, and every write and the clearing follow in order behind it.
 */
const loadDrafts = () => import('./drafts');

/** The contact form's id in the page. */
export const contactFormId = 'formulaire-contact';
/** The form's card (its title, a candidate's note, the form): where « Postuler par le formulaire » leads. */
export const contactCardId = 'votre-message';

/**
 * What the visitor typed into the prerendered form before the app started: the fields that are no
 * longer empty (the server renders every one empty), the honeypot included so a bot is still caught.
 */
export function readTypedFields(form: HTMLFormElement | null): Partial<ContactFields> | null {
  if (!form) return null;
  const typed = [...new FormData(form)].filter(([key, value]) => key in emptyFields && value !== emptyFields[key as keyof ContactFields]);
  return typed.length ? (Object.fromEntries(typed) as Partial<ContactFields>) : null;
}

/**
 * Fills the form when the machine starts: with what was typed before the app started (it is on
 * screen, and newer), then with the draft saved in this tab for the fields still empty.
 */
const draftLoader = fromCallback<ContactFormEvent>(({ sendBack }) => {
  const typed = readTypedFields(document.getElementById(contactFormId) as HTMLFormElement | null);
  if (typed) sendBack({ type: 'draft.restored', fields: typed });
  void loadDrafts().then(({ readDraft }) => {
    const draft = readDraft(window.sessionStorage);
    if (draft) sendBack({ type: 'draft.restored', ...draft });
  }, () => {});
});

/**
 * Says whether the device is online, at once and as it changes (`offline`, `online`): sending
 * listens for `connection.lost` (unless a service worker controls the page), the offline wait for
 * `connection.back`.
 */
const connectionWatcher = fromCallback<ContactFormEvent>(({ sendBack }) => {
  // With the site's service worker in control, a send made offline reaches it, and it keeps the
  // message on the device (`queued`): the device's word that it is offline is not acted on.
  const worker = () => navigator.serviceWorker?.controller;
  const report = () => (navigator.onLine || !worker()) && sendBack({ type: navigator.onLine ? 'connection.back' : 'connection.lost' });
  // With a worker, only a change counts: a message it kept waits on the device, and the page sends
  // it again when the device comes back online (the worker also sends it: the key makes it one).
  if (!worker()) report();
  window.addEventListener('offline', report);
  window.addEventListener('online', report);
  return () => {
    window.removeEventListener('offline', report);
    window.removeEventListener('online', report);
  };
});

/** The CV field takes the focus and comes into view (its input is drawn by its label, « Choisir un fichier »). */
function focusCv() {
  const input = document.getElementById('contact-cv');
  input?.focus({ preventScroll: true });
  input?.parentElement?.scrollIntoView({ block: 'center' });
}

/**
 * POSTs the message, as JSON or with its CV as multipart (actors/endpoint.ts, fetched when the
 * visitor starts typing, off the page's first load). Any non-2xx answer or network error rejects
 * with a SendFailure.
 */
export function createEndpointSender(endpoint: string, fetchImpl: typeof fetch = fetch, keyHeader: string | null = null) {
  return fromPromise<unknown, SendRequest>(async ({ input, signal }) => {
    const sender = await loadSender().catch((error: unknown) => {
      throw new SendFailure(navigator.onLine ? 'network' : 'offline', String(error));
    });
    return sender.postMessage(endpoint, input, signal, fetchImpl, keyHeader);
  });
}

/** The endpoint's code: loaded when the visitor starts typing (ContactForm.tsx), or at the latest on send. */
export const loadSender = () => import('./endpoint');

/**
 * The contact form as the app runs it: drafts in sessionStorage, and where this build sends, from
 * VITE_CONTACT_ENDPOINT at build time: unset, the site's own Worker (`/api/messages`, same origin,
 * with the message's idempotency key); `https://…`, another form service; `simulated`, nowhere
 * (the specification's 1500 ms). docs/api.md, « Three builds, three destinations for the form ».
 */
export function createAppContactFormMachine({ announceSuccess }: { announceSuccess: (sent: SentMessage) => void }) {
  const storage = () => window.sessionStorage;
  const base = contactFormMachine.provide({
    actors: { draftLoader },
    actions: {
      saveDraft: (_, params) => void loadDrafts().then(({ writeDraft }) => writeDraft(storage(), params.fields, params.cvName), () => {}),
      clearDraft: () => void loadDrafts().then(({ clearDraft }) => clearDraft(storage()), () => {}),
      announceSuccess: (_, sent) => announceSuccess(sent),
      focusCv,
    },
  });
  // Written out (not sendMode.ts's functions) so the build folds it: each build keeps one branch.
  const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT;
  if (endpoint === 'simulated') return base.provide({ actors: { sendMessage: simulatedSendMachine as never } });
  return base.provide({ actors: { sendMessage: createEndpointSender(endpoint || messagesPath, fetch, endpoint ? null : idempotencyHeader), connectionWatcher } });
}
