import { fromCallback, fromPromise } from 'xstate';
import { SendFailure, contactFormMachine, emptyFields, serviceChoices, type ContactFields, type ContactFormEvent, type ContactPayload } from '../../machines/contactForm.machine';

export const draftStorageKey = 'sunu-rh:contact-draft';
const draftFields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

/** The contact form's id in the page. */
export const contactFormId = 'formulaire-contact';
/** The form's card (its title, a candidate's note, the form): where « Postuler par le formulaire » leads. */
export const contactCardId = 'votre-message';

/** Reads a saved draft: only known fields, only strings, never the honeypot. */
export function readDraft(storage: Storage): Partial<ContactFields> | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(draftStorageKey) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const draft: Record<string, string> = {};
    for (const key of draftFields) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value !== 'string') continue;
      // A tampered or outdated draft must not select a service the form does not offer.
      if (key === 'service' && value !== 'default' && !(serviceChoices as readonly string[]).includes(value)) continue;
      draft[key] = value;
    }
    return Object.keys(draft).length ? (draft as Partial<ContactFields>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, fields: ContactFields): void {
  try {
    const { website: _honeypot, ...kept } = fields;
    const isEmpty = draftFields.every((key) => kept[key] === emptyFields[key]);
    if (isEmpty) storage.removeItem(draftStorageKey);
    else storage.setItem(draftStorageKey, JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: the form still works, only the draft is not kept.
  }
}

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
  const fields = readDraft(window.sessionStorage);
  if (fields) sendBack({ type: 'draft.restored', fields });
});

const connectionWatcher = fromCallback<ContactFormEvent>(({ sendBack }) => {
  const lost = () => sendBack({ type: 'connection.lost' });
  if (!navigator.onLine) lost();
  window.addEventListener('offline', lost);
  return () => window.removeEventListener('offline', lost);
});

/**
 * POSTs the message as JSON (actors/endpoint.ts, fetched when the visitor starts typing, off the
 * page's first load). Any non-2xx answer or network error rejects with a SendFailure.
 */
export function createEndpointSender(endpoint: string, fetchImpl: typeof fetch = fetch) {
  return fromPromise<unknown, ContactPayload>(async ({ input, signal }) => {
    const sender = await loadSender().catch((error: unknown) => {
      throw new SendFailure(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'network', String(error));
    });
    return sender.postMessage(endpoint, input, signal, fetchImpl);
  });
}

/** The endpoint's code: loaded when the visitor starts typing (ContactForm.tsx), or at the latest on send. */
export const loadSender = () => import('./endpoint');

/**
 * The contact form as the app runs it: drafts in sessionStorage, and either the
 * specification's simulated send (default) or a real POST when VITE_CONTACT_ENDPOINT is set.
 * The variable is read here, not passed in, so a build without it drops the sender entirely.
 */
export function createAppContactFormMachine({ announceSuccess }: { announceSuccess: () => void }) {
  const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT;
  const storage = () => window.sessionStorage;
  const base = contactFormMachine.provide({
    actors: { draftLoader },
    actions: {
      saveDraft: (_, params) => writeDraft(storage(), params.fields),
      clearDraft: () => {
        try {
          storage().removeItem(draftStorageKey);
        } catch {
          // Nothing to clear when storage is unavailable.
        }
      },
      announceSuccess,
    },
  });
  return endpoint ? base.provide({ actors: { sendMessage: createEndpointSender(endpoint) as never, connectionWatcher } }) : base;
}
