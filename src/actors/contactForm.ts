import { fromCallback, fromPromise } from 'xstate';
import { SendFailure, contactFormMachine, emptyFields, serviceChoices, type ContactFields, type ContactFormEvent, type SendRequest } from '../../machines/contactForm.machine';
import { sendUrl, sendsToOwnWorker } from './sendMode';

export const draftStorageKey = 'sunu-rh:contact-draft';
const draftFields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

/** The contact form's id in the page. */
export const contactFormId = 'formulaire-contact';
/** The form's card (its title, a candidate's note, the form): where « Postuler par le formulaire » leads. */
export const contactCardId = 'votre-message';

/** Reads a saved draft: only known fields, only strings, never the honeypot; and the name of a CV it had. */
export function readDraft(storage: Storage): { fields: Partial<ContactFields>; cvName?: string } | null {
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
    const cvName = (raw as { cvName?: unknown }).cvName;
    if (!Object.keys(draft).length && typeof cvName !== 'string') return null;
    return { fields: draft as Partial<ContactFields>, ...(typeof cvName === 'string' ? { cvName } : {}) };
  } catch {
    return null;
  }
}

/** Keeps the fields as a draft, and the chosen CV's name: the file itself cannot be kept. */
export function writeDraft(storage: Storage, fields: ContactFields, cvName: string | null = null): void {
  try {
    const { website: _honeypot, ...kept } = fields;
    const isEmpty = draftFields.every((key) => kept[key] === emptyFields[key]) && !cvName;
    if (isEmpty) storage.removeItem(draftStorageKey);
    else storage.setItem(draftStorageKey, JSON.stringify(cvName ? { ...kept, cvName } : kept));
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
  const draft = readDraft(window.sessionStorage);
  if (draft) sendBack({ type: 'draft.restored', ...draft });
});

const connectionWatcher = fromCallback<ContactFormEvent>(({ sendBack }) => {
  const lost = () => sendBack({ type: 'connection.lost' });
  if (!navigator.onLine) lost();
  window.addEventListener('offline', lost);
  return () => window.removeEventListener('offline', lost);
});

/**
 * POSTs the message, as JSON or with its CV as multipart (actors/endpoint.ts, fetched when the
 * visitor starts typing, off the page's first load). Any non-2xx answer or network error rejects
 * with a SendFailure.
 */
export function createEndpointSender(endpoint: string, fetchImpl: typeof fetch = fetch, ownWorker = false) {
  return fromPromise<unknown, SendRequest>(async ({ input, signal }) => {
    const sender = await loadSender().catch((error: unknown) => {
      throw new SendFailure(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'network', String(error));
    });
    return sender.postMessage(endpoint, input, signal, fetchImpl, ownWorker);
  });
}

/** The endpoint's code: loaded when the visitor starts typing (ContactForm.tsx), or at the latest on send. */
export const loadSender = () => import('./endpoint');

/**
 * The contact form as the app runs it: drafts in sessionStorage, and a real POST to the build's
 * address (the site's Worker, or another service), or the specification's simulated send in a
 * `simulated` build (sendMode.ts: build-time constants, so that build drops the sender entirely).
 */
export function createAppContactFormMachine({ announceSuccess }: { announceSuccess: () => void }) {
  const storage = () => window.sessionStorage;
  const base = contactFormMachine.provide({
    actors: { draftLoader },
    actions: {
      saveDraft: (_, params) => writeDraft(storage(), params.fields, params.cvName),
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
  const url = sendUrl();
  return url ? base.provide({ actors: { sendMessage: createEndpointSender(url, fetch, sendsToOwnWorker()) as never, connectionWatcher } }) : base;
}
