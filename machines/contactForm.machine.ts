import { assign, fromCallback, fromPromise } from 'xstate';
import { setup } from './setup';
import { timing } from './constants';
import { type AppliedOffer, type ContactPayload, type CvProblem, type PayloadField, type ServiceChoice } from '../contract/contactRules';

export { serviceChoices, type AppliedOffer, type ContactPayload, type ServiceChoice } from '../contract/contactRules';

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** 'default' is the disabled placeholder: nothing chosen. */
  service: ServiceChoice | 'default';
  message: string;
  /** Honeypot: hidden from people; only bots fill it. */
  website: string;
}

export type FieldName = Exclude<keyof ContactFields, 'service'> | 'service';

/**
 * Why a send failed: no network, the server's error or silence, or one of its refusals: fields to
 * correct (400, with a French message each), a CV too large (413), too many messages (429), the
 * site's daily cap reached (429 `dailyCap`: nothing more is stored until midnight in Dakar). Or
 * `queued`: no network, and the site's service worker kept the message on the device (CV
 * included), to send it itself when the network is back, even once the page is closed.
 */
export type SendFailureReason = 'offline' | 'queued' | 'network' | 'server' | 'timeout' | 'invalid' | 'tooLarge' | 'rateLimited' | 'dailyCap';

/** Thrown (or rejected with) by a send actor so the form can say what went wrong. */
export class SendFailure extends Error {
  constructor(
    readonly reason: SendFailureReason,
    message: string = reason,
    /** The server's refusals: a French message per field (400, 413), and how many seconds to wait (429). */
    readonly details: { fields?: Partial<Record<PayloadField, string>>; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

/** A CV the candidate chose (a File in the browser; any Blob with a name elsewhere). */
export interface ChosenCv {
  name: string;
  size: number;
  type: string;
  file: Blob;
}

/** What the CV field says: the browser's refusal of a chosen file (its name and size), or that a reload lost it. */
export type CvNotice = { problem: CvProblem; name: string; size: number } | { problem: 'cvLost' };

/** What the send actor gets: the payload, the CV, one key per message (kept across retries). */
export interface SendRequest {
  payload: ContactPayload;
  cv: ChosenCv | null;
  /** A candidate's message with no offer: a spontaneous application. */
  spontaneous: boolean;
  key: string;
}

export const emptyFields: ContactFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: 'default',
  message: '',
  website: '',
};

/**
 * What the form sends. A candidate's form has no company field (the offer decides who hires, and
 * the service is « recrutement »): a company typed before the visitor became a candidate is not
 * sent, since it is no longer on screen.
 */
export function toPayload(fields: ContactFields, offer: AppliedOffer | null = null, candidate = offer !== null): ContactPayload {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    company: candidate ? '' : fields.company.trim(),
    service: fields.service === 'default' ? null : fields.service,
    message: fields.message.trim(),
    offer,
  };
}

export type ContactFormEvent =
  | { type: 'field.changed'; field: FieldName; value: string }
  /** `cvName`: a CV had been chosen before the reload; the file itself cannot be kept. */
  | { type: 'draft.restored'; fields: Partial<ContactFields>; cvName?: string }
  /** A file the CV field's check accepted (contract/cvFiles.ts, `cvProblem`). */
  | { type: 'cv.chosen'; cv: ChosenCv }
  /** A file it refused, and why. */
  | { type: 'cv.refused'; problem: CvProblem; name: string; size: number }
  | { type: 'cv.removed' }
  /**
   * The address names an offer (a candidate applies to it), asks for a spontaneous application
   * (`offer` null, `spontaneous`), or neither any more (the visitor left for a plain /contact).
   */
  | { type: 'application.started'; offer: AppliedOffer | null; spontaneous?: boolean }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'connection.lost' }
  /** The device is online again (the window's `online` event). */
  | { type: 'connection.back' };

export interface ContactFormContext {
  fields: ContactFields;
  failure: SendFailureReason | null;
  offer: AppliedOffer | null;
  /** A candidate's form (an offer, or a spontaneous application): it takes a CV. */
  candidate: boolean;
  cv: ChosenCv | null;
  cvNotice: CvNotice | null;
  /** The candidate removed a file (« Retirer »): the application goes without a CV, knowingly. */
  cvRemoved: boolean;
  /** The server's French message for each refused field, until that field changes. */
  fieldErrors: Partial<Record<PayloadField, string>>;
  /** Seconds the server asked to wait before sending again (429). */
  retryAfter: number;
  /** This message's idempotency key, from its first send until the form is cleared. */
  sendKey: string | null;
  /** The message last sent, from its success until the next send: the form, back after the panel, says it left. */
  sent: SentMessage | null;
  /** The send in progress has gone on past `sendTimeout` (a CV over a slow network): said, not failed. */
  slow: boolean;
}

/** What the visitor is told of a message sent: a candidate's offer (or a spontaneous application), and whether a CV went with it. */
export interface SentMessage {
  candidate: boolean;
  offer: AppliedOffer | null;
  withCv: boolean;
}

/** An application names its offer and, unless the visitor chose another, the « Recrutement » service. */
const startApplication = {
  actions: { type: 'startApplication', params: ({ event }: { event: Extract<ContactFormEvent, { type: 'application.started' }> }) => ({ offer: event.offer, spontaneous: event.spontaneous ?? false }) },
} as const;

const draftOf = ({ context }: { context: ContactFormContext }) => ({ fields: context.fields, cvName: context.cv?.name ?? null });

/** Typing is accepted while the form is shown and editable: idle, failure and the 429 wait, not while sending. */
const editField = {
  actions: [
    { type: 'setField', params: ({ event }: { event: Extract<ContactFormEvent, { type: 'field.changed' }> }) => ({ field: event.field, value: event.value }) },
    { type: 'saveDraft', params: draftOf },
  ],
} as const;

/**
 * The CV field's new value: a choice, a refusal or nothing; the server's word on the last file
 * goes. The message keeps its key: sent again, an edited message is the same message corrected
 * (the Worker keeps the corrected version, issue 55), never a second one.
 */
const withCv = (context: ContactFormContext, cv: ChosenCv | null, cvNotice: CvNotice | null, cvRemoved = false) => ({ cv, cvNotice, cvRemoved, fieldErrors: { ...context.fieldErrors, cv: undefined } });

/** The CV field's events: a file it accepted (kept), one it refused (and why), or none (« Retirer »). */
const chooseCv = { actions: ['setCv', { type: 'saveDraft', params: draftOf }] } as const;
const refuseCv = { actions: ['refuseCv', { type: 'saveDraft', params: draftOf }] } as const;
const removeCv = { actions: ['removeCv', { type: 'saveDraft', params: draftOf }] } as const;

/** What the form accepts wherever it is editable. */
const editing = {
  'field.changed': editField,
  'cv.chosen': chooseCv,
  'cv.refused': refuseCv,
  'cv.removed': removeCv,
  'application.started': startApplication,
} as const;

/**
 * A send the visitor asks for (or, offline, the connection's return): a bot's goes nowhere; an
 * application whose chosen CV is refused or lost does not leave without it (`cvRefused`); any
 * other message is sent.
 */
const sendAsked = [
  { guard: 'isSpam', target: 'success' },
  { guard: 'cvRefused', target: 'cvRefused', reenter: true },
  { target: 'submitting' },
] as const;

/** The form as it starts, and as it comes back after a message is sent. */
const blankForm: ContactFormContext = { fields: emptyFields, failure: null, offer: null, candidate: false, cv: null, cvNotice: null, cvRemoved: false, fieldErrors: {}, retryAfter: 0, sendKey: null, sent: null, slow: false };

/** The send actor's failure, as a SendFailure (anything else counts as the network's). */
const sendFailure = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof SendFailure ? error : new SendFailure('network');
};

/**
 * Contact form: idle → submitting → success → (after `successReset`) idle, cleared.
 * A candidate's application (`application.started`, from /contact?offre=REF) carries the offer
 * into the payload for as long as the address names it: the cleared form is still the candidate's,
 * and knows its message was sent (`sent`).
 * Sending is the injected `sendMessage` actor: by default the specification's simulated
 * 1500 ms send, which sends nothing; the app provides a real POST when an endpoint is set.
 * A send unanswered after `sendTimeout` is marked `slow` and goes on; any failure (error,
 * `sendGiveUp`) lands in `failure` with every field kept; a lost connection
 * in `offline`, which sends again by itself when the connection is back. A candidate's refused
 * CV holds the send in `cvRefused` until the file is replaced or removed.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  delays: {
    sendTimeout: timing.sendTimeout,
    sendGiveUp: timing.sendGiveUp,
    successReset: timing.successReset,
    /** The server's Retry-After. */
    retryDelay: ({ context }) => context.retryAfter * 1000,
  },
  actors: {
    /**
     * Sends the message: the app provides the specification's simulated send
     * (simulatedSend.machine.ts, 1500 ms on the machine's clock) or a POST; tests provide theirs.
     */
    sendMessage: fromPromise<unknown, SendRequest>(() => new Promise<never>(() => {})),
    /** Reads a saved draft and sends `draft.restored`. */
    draftLoader: fromCallback<ContactFormEvent>(() => undefined),
    /** Reports `connection.lost` when the device goes offline and `connection.back` when it is online again. */
    connectionWatcher: fromCallback<ContactFormEvent>(() => undefined),
  },
  actions: {
    /**
     * A field the visitor changes loses the server's message about it. The message keeps its key
     * until it has left: an edit after a failure, a timeout or while it is kept on the device is
     * the same message corrected, which the Worker and the outbox keep as one (issue 55).
     */
    setField: assign(({ context }, params: { field: FieldName; value: string }) => {
      const { [params.field as PayloadField]: _answered, ...fieldErrors } = context.fieldErrors;
      return { fields: { ...context.fields, [params.field]: params.value }, fieldErrors };
    }),
    /** A draft fills only the fields the visitor has not typed in yet; a CV it named must be chosen again. */
    restoreDraft: assign(({ context }, params: { fields: Partial<ContactFields>; cvName?: string }) => {
      const fields = { ...context.fields };
      for (const [key, value] of Object.entries(params.fields) as [keyof ContactFields, string][]) {
        if (fields[key] === emptyFields[key]) (fields as Record<keyof ContactFields, string>)[key] = value;
      }
      return { fields, cvNotice: params.cvName && !context.cv ? { problem: 'cvLost' as const } : context.cvNotice };
    }),
    startApplication: assign(({ context }, params: { offer: AppliedOffer | null; spontaneous: boolean }) => {
      const candidate = params.offer !== null || params.spontaneous;
      return {
        offer: params.offer,
        candidate,
        // Only a candidate's form takes a CV: a visitor who leaves for a plain message drops it, refusals included.
        ...(candidate ? {} : { cv: null, cvNotice: null, cvRemoved: false, fieldErrors: { ...context.fieldErrors, cv: undefined } }),
        fields: context.fields.service === 'default' ? { ...context.fields, service: 'recrutement' as const } : context.fields,
      };
    }),
    setCv: assign(({ context, event }) => withCv(context, (event as Extract<ContactFormEvent, { type: 'cv.chosen' }>).cv, null)),
    refuseCv: assign(({ context, event }) => {
      const { problem, name, size } = event as Extract<ContactFormEvent, { type: 'cv.refused' }>;
      return withCv(context, null, { problem, name, size });
    }),
    removeCv: assign(({ context }) => withCv(context, null, null, true)),
    /** The send is held for the CV: its refusal says why, and no failure of an earlier send is left to retry. */
    holdForCv: assign({ failure: null }),
    /** Brings the CV field into view and gives it the focus (the app provides the DOM's). */
    focusCv: () => {},
    /** The first send of a message gets its key; a retry keeps it, so the server stores it once. */
    ensureSendKey: assign({ sendKey: ({ context }) => context.sendKey ?? crypto.randomUUID() }),
    /**
     * The server's refusals stay beside their fields. A CV it refused (its bytes, its size) is
     * dropped: sent again, it would be refused again.
     */
    setFailure: assign(({ context, event }, params?: { reason: SendFailureReason }) => {
      // Without params, the send actor failed: its reason and the server's details (messages per field, delay).
      const { reason, details } = params ? new SendFailure(params.reason) : sendFailure(event);
      return { failure: reason, fieldErrors: details.fields ?? {}, retryAfter: details.retryAfter ?? 0, cv: details.fields?.cv ? null : context.cv };
    }),
    clearFailure: assign({ failure: null, fieldErrors: {} }),
    notSlow: assign({ slow: false }),
    markSlow: assign({ slow: true }),
    forgetSent: assign({ sent: null }),
    /** The message is recorded as sent, for the success panel, the toast and the form that comes back. */
    recordSent: assign({ sent: ({ context }) => ({ candidate: context.candidate, offer: context.offer, withCv: context.cv !== null }) }),
    /**
     * The form comes back blank, still a candidate's for the offer the address names (the note
     * above it says which), and says the last message left.
     */
    clearForm: assign(({ context }) => ({ ...blankForm, offer: context.offer, candidate: context.candidate, sent: context.sent })),
    /** Persist the fields as a draft, with the chosen CV's name (the app provides sessionStorage). */
    saveDraft: (_, _params: { fields: ContactFields; cvName: string | null }) => {},
    clearDraft: () => {},
    /** Tell the visitor it worked (the app shows the toast, naming the offer). */
    announceSuccess: (_, _params: SentMessage) => {},
  },
  guards: {
    isSpam: ({ context }) => context.fields.website.trim() !== '',
    /**
     * A file the candidate chose is not attached, and they have not removed it: refused by the
     * browser (`cvNotice`) or the server (`fieldErrors.cv`), or lost with a reload.
     */
    cvRefused: ({ context }) => context.cvNotice !== null || context.fieldErrors.cv !== undefined,
    /** A 429 (too many, or the day's cap): the server asked to wait before the next send. */
    mustWait: ({ event }) => ['rateLimited', 'dailyCap'].includes(sendFailure(event).reason),
    /** The send failed because the device is offline (the message waits in this page, or on the device too). */
    wentOffline: ({ event }) => ['offline', 'queued'].includes(sendFailure(event).reason),
  },
}).createMachine({
  id: 'contactForm',
  initial: 'idle',
  context: blankForm,
  invoke: { src: 'draftLoader' },
  states: {
    idle: {
      on: {
        'draft.restored': {
          actions: { type: 'restoreDraft', params: ({ event }) => ({ fields: event.fields, cvName: event.cvName }) },
        },
        'form.submit': sendAsked,
        ...editing,
      },
    },
    submitting: {
      entry: ['clearFailure', 'ensureSendKey', 'forgetSent', 'notSlow'],
      invoke: [
        {
          src: 'sendMessage',
          input: ({ context }): SendRequest => ({
            payload: toPayload(context.fields, context.offer, context.candidate),
            cv: context.cv,
            spontaneous: context.candidate && !context.offer,
            key: context.sendKey!,
          }),
          onDone: 'success',
          onError: [
            { guard: 'mustWait', target: 'waiting', actions: 'setFailure' },
            { guard: 'wentOffline', target: 'offline', actions: 'setFailure' },
            { target: 'failure', actions: 'setFailure' },
          ],
        },
        { src: 'connectionWatcher' },
      ],
      on: {
        'connection.lost': { target: 'offline', actions: { type: 'setFailure', params: { reason: 'offline' } } },
      },
      after: {
        // No answer yet: the upload goes on (a CV over 3G); the form says it is slow, not failed.
        sendTimeout: { actions: 'markSlow' },
        // Given up only now: its key retries it, stored once.
        sendGiveUp: { target: 'failure', actions: { type: 'setFailure', params: { reason: 'timeout' } } },
      },
    },
    success: {
      entry: ['recordSent', 'clearDraft', { type: 'announceSuccess', params: ({ context }) => context.sent! }],
      after: { successReset: { target: 'idle', actions: 'clearForm' } },
    },
    failure: {
      on: {
        'form.retry': sendAsked,
        'form.submit': sendAsked,
        ...editing,
      },
    },
    /**
     * Written offline: every field and the CV are kept (in this page's memory, and with `queued`
     * on the device by the service worker too), and the message leaves by itself when the
     * connection is back, with the same key: stored once, whichever copy arrives first.
     */
    offline: {
      invoke: { src: 'connectionWatcher' },
      on: {
        'connection.back': sendAsked,
        // Corrected and sent again while it waits: the new version replaces the kept one (same key,
        // the device's outbox keeps one per key), and is the one that leaves (issue 55).
        'form.submit': sendAsked,
        ...editing,
      },
    },
    /**
     * A send asked for while the candidate's chosen CV is refused (or lost): nothing leaves. The
     * form says why and brings the CV field into focus; a file it accepts, « Retirer », or leaving
     * the offer's form lets the application go.
     */
    cvRefused: {
      entry: ['holdForCv', 'focusCv'],
      on: {
        // The refusal stands as long as the form is here: each click says why again.
        'form.submit': [{ guard: 'isSpam', target: 'success' }, { target: 'cvRefused', reenter: true }],
        ...editing,
        // What ends the refusal lets the application go: a file the field accepts, « Retirer », or
        // leaving the offer's form (a plain message takes no CV).
        'cv.chosen': { target: 'idle', ...chooseCv },
        'cv.removed': { target: 'idle', ...removeCv },
        'application.started': { target: 'idle', ...startApplication },
      },
    },
    /**
     * Too many messages, or the day's cap (429): the form stays editable, and sends again only once
     * the server's delay is over (for the cap, midnight in Dakar).
     */
    waiting: {
      after: { retryDelay: 'failure' },
      on: editing,
    },
  },
});
