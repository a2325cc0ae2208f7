import { assign, fromCallback, setup } from 'xstate';
import { timing } from './constants';
import { simulatedSendMachine } from './simulatedSend.machine';
import type { AppliedOffer, ContactPayload, ServiceChoice } from './contactRules';

export { serviceChoices, type AppliedOffer, type ContactPayload, type ServiceChoice } from './contactRules';

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

export type SendFailureReason = 'offline' | 'network' | 'server' | 'timeout';

/** Thrown (or rejected with) by a send actor so the form can say what went wrong. */
export class SendFailure extends Error {
  constructor(readonly reason: SendFailureReason, message: string = reason) {
    super(message);
    this.name = 'SendFailure';
  }
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

export function toPayload(fields: ContactFields, offer: AppliedOffer | null = null): ContactPayload {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    company: fields.company.trim(),
    service: fields.service === 'default' ? null : fields.service,
    message: fields.message.trim(),
    offer,
  };
}

export type ContactFormEvent =
  | { type: 'field.changed'; field: FieldName; value: string }
  | { type: 'draft.restored'; fields: Partial<ContactFields> }
  /** A candidate came to apply: to an offer, or spontaneously (null). */
  | { type: 'application.started'; offer: AppliedOffer | null }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'connection.lost' };

export interface ContactFormContext {
  fields: ContactFields;
  failure: SendFailureReason | null;
  offer: AppliedOffer | null;
}

/** An application names its offer and, unless the visitor chose another, the « Recrutement » service. */
const startApplication = {
  actions: { type: 'startApplication', params: ({ event }: { event: Extract<ContactFormEvent, { type: 'application.started' }> }) => ({ offer: event.offer }) },
} as const;

/** Typing is accepted while the form is shown and editable: idle and failure, not while sending. */
const editField = {
  actions: [
    { type: 'setField', params: ({ event }: { event: Extract<ContactFormEvent, { type: 'field.changed' }> }) => ({ field: event.field, value: event.value }) },
    { type: 'saveDraft', params: ({ context }: { context: ContactFormContext }) => ({ fields: context.fields }) },
  ],
} as const;

/**
 * Contact form: idle → submitting → success → (after `successReset`) idle, cleared.
 * A candidate's application (`application.started`, from /contact?offre=REF) carries the offer
 * into the payload, until the form is cleared.
 * Sending is the injected `sendMessage` actor: by default the specification's simulated
 * 1500 ms send, which sends nothing; the app provides a real POST when an endpoint is set.
 * Any failure (error, `sendTimeout`, connection lost) lands in `failure` with every field kept.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  delays: {
    sendTimeout: timing.sendTimeout,
    successReset: timing.successReset,
  },
  actors: {
    sendMessage: simulatedSendMachine,
    /** Reads a saved draft and sends `draft.restored`. */
    draftLoader: fromCallback<ContactFormEvent>(() => undefined),
    /** While sending, reports `connection.lost` when the device goes offline. */
    connectionWatcher: fromCallback<ContactFormEvent>(() => undefined),
  },
  actions: {
    setField: assign({
      fields: ({ context }, params: { field: FieldName; value: string }) => ({
        ...context.fields,
        [params.field]: params.value,
      }),
    }),
    /** A draft fills only the fields the visitor has not typed in yet. */
    restoreDraft: assign({
      fields: ({ context }, params: { fields: Partial<ContactFields> }) => {
        const fields = { ...context.fields };
        for (const [key, value] of Object.entries(params.fields) as [keyof ContactFields, string][]) {
          if (fields[key] === emptyFields[key]) (fields as Record<keyof ContactFields, string>)[key] = value;
        }
        return fields;
      },
    }),
    startApplication: assign({
      offer: (_, params: { offer: AppliedOffer | null }) => params.offer,
      fields: ({ context }) => (context.fields.service === 'default' ? { ...context.fields, service: 'recrutement' as const } : context.fields),
    }),
    setFailure: assign({
      failure: (_, params: { reason: SendFailureReason }) => params.reason,
    }),
    clearFailure: assign({ failure: null }),
    clearForm: assign({ fields: emptyFields, failure: null, offer: null }),
    /** Persist the fields as a draft (the app provides sessionStorage). */
    saveDraft: (_, _params: { fields: ContactFields }) => {},
    clearDraft: () => {},
    /** Tell the visitor it worked (the app shows the toast). */
    announceSuccess: () => {},
  },
  guards: {
    isSpam: ({ context }) => context.fields.website.trim() !== '',
  },
}).createMachine({
  id: 'contactForm',
  initial: 'idle',
  context: { fields: emptyFields, failure: null, offer: null },
  invoke: { src: 'draftLoader' },
  states: {
    idle: {
      on: {
        'draft.restored': {
          actions: { type: 'restoreDraft', params: ({ event }) => ({ fields: event.fields }) },
        },
        'form.submit': [{ guard: 'isSpam', target: 'success' }, { target: 'submitting' }],
        'field.changed': editField,
        'application.started': startApplication,
      },
    },
    submitting: {
      entry: 'clearFailure',
      invoke: [
        {
          src: 'sendMessage',
          input: ({ context }) => toPayload(context.fields, context.offer),
          onDone: 'success',
          onError: {
            target: 'failure',
            actions: {
              type: 'setFailure',
              params: ({ event }) => ({
                reason: event.error instanceof SendFailure ? event.error.reason : 'network',
              }),
            },
          },
        },
        { src: 'connectionWatcher' },
      ],
      after: {
        sendTimeout: { target: 'failure', actions: { type: 'setFailure', params: { reason: 'timeout' } } },
      },
      on: {
        'connection.lost': { target: 'failure', actions: { type: 'setFailure', params: { reason: 'offline' } } },
      },
    },
    success: {
      entry: ['clearDraft', 'announceSuccess'],
      after: { successReset: { target: 'idle', actions: 'clearForm' } },
    },
    failure: {
      on: {
        'form.retry': [{ guard: 'isSpam', target: 'success' }, { target: 'submitting' }],
        'form.submit': [{ guard: 'isSpam', target: 'success' }, { target: 'submitting' }],
        'field.changed': editField,
        'application.started': startApplication,
      },
    },
  },
});
