// @vitest-environment node
// The contact form applying to an offer (/contact?offre=REF): the `application.started` event of
// machines/contactForm.machine.ts, and the offer in what the form sends. Same harness as
// tests/machines/contactForm.test.ts: provided actors and actions, a SimulatedClock.
import { describe, it, expect, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { contactFormMachine, SendFailure, simulatedSendMachine, timing, toPayload, type ContactFields, type ContactPayload, type SendRequest } from '../../machines';

const comptable = { reference: 'SRH-2026-031', title: 'Comptable senior' };
const chef = { reference: 'SRH-2026-034', title: 'Chef de chantier gros œuvre' };

const typed: ContactFields = {
  name: ' Awa Diop ',
  email: 'awa.diop@example.sn ',
  phone: '+221 77 123 45 67',
  company: '',
  service: 'default',
  message: ' Je postule. ',
  website: '',
};

function startForm(options: { sendMessage?: AnyActorLogic } = {}) {
  const saveDraft = vi.fn();
  const clearDraft = vi.fn();
  const announceSuccess = vi.fn();
  const machine = contactFormMachine.provide({
    actions: { saveDraft, clearDraft, announceSuccess },
    // The specification's simulated send, as the simulated build provides it, unless the test brings its own.
    actors: { sendMessage: options.sendMessage ?? simulatedSendMachine },
  } as Parameters<typeof contactFormMachine.provide>[0]);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  const fill = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.changed', field: field as keyof ContactFields, value: value as string });
  };
  return { actor, clock, fill, saveDraft };
}

/** A send actor recording its input; it settles as `settle` says. */
function sendSpy(settle: (input: ContactPayload) => Promise<void>) {
  const fn = vi.fn(settle);
  return { fn, logic: fromPromise<void, SendRequest>(({ input }) => fn(input.payload)) };
}

describe('toPayload carries the offer', () => {
  it('the offer applied to, with the trimmed fields', () => {
    expect(toPayload({ ...typed, service: 'recrutement' }, comptable)).toStrictEqual({
      name: 'Awa Diop',
      email: 'awa.diop@example.sn',
      phone: '+221 77 123 45 67',
      company: '',
      service: 'recrutement',
      message: 'Je postule.',
      offer: { reference: 'SRH-2026-031', title: 'Comptable senior' },
    });
  });

  it('null when there is none, given or not', () => {
    expect(toPayload(typed).offer).toBeNull();
    expect(toPayload(typed, null).offer).toBeNull();
  });

  it('a candidate’s payload has no company (the field is not shown to candidates); its shape stays', () => {
    const withCompany = { ...typed, company: 'Sonatel', service: 'recrutement' as const };
    expect(toPayload(withCompany, comptable)).toMatchObject({ company: '', service: 'recrutement', offer: comptable });
    expect(toPayload(withCompany, null, true)).toMatchObject({ company: '', offer: null });
    expect(toPayload(withCompany, null, false).company).toBe('Sonatel');
    expect(Object.keys(toPayload(withCompany, comptable)).sort()).toStrictEqual(['company', 'email', 'message', 'name', 'offer', 'phone', 'service']);
  });
});

describe('application.started', () => {
  it('from idle: stores the offer and selects « recrutement » while no service is chosen', () => {
    const { actor } = startForm();
    actor.send({ type: 'application.started', offer: comptable });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.offer).toStrictEqual({ reference: 'SRH-2026-031', title: 'Comptable senior' });
    expect(snapshot.context.fields).toStrictEqual({ name: '', email: '', phone: '', company: '', service: 'recrutement', message: '', website: '' });
  });

  it('keeps a service the visitor already chose, and what was typed', () => {
    const { actor, fill } = startForm();
    fill({ name: 'Awa', service: 'paie' });
    actor.send({ type: 'application.started', offer: comptable });
    expect(actor.getSnapshot().context.offer).toStrictEqual(comptable);
    expect(actor.getSnapshot().context.fields).toStrictEqual({ name: 'Awa', email: '', phone: '', company: '', service: 'paie', message: '', website: '' });
  });

  it('a spontaneous application (null) clears the offer, the service staying « recrutement »', () => {
    const { actor } = startForm();
    actor.send({ type: 'application.started', offer: comptable });
    actor.send({ type: 'application.started', offer: null });
    expect(actor.getSnapshot().context.offer).toBeNull();
    expect(actor.getSnapshot().context.fields.service).toBe('recrutement');
  });

  it('a spontaneous application from a blank form also selects « recrutement »', () => {
    const { actor } = startForm();
    actor.send({ type: 'application.started', offer: null, spontaneous: true });
    expect(actor.getSnapshot().context).toStrictEqual({
      fields: { name: '', email: '', phone: '', company: '', service: 'recrutement', message: '', website: '' },
      failure: null,
      offer: null,
      candidate: true,
      cv: null,
      cvNotice: null,
      cvRemoved: false,
      fieldErrors: {},
      retryAfter: 0,
      sendKey: null,
      sent: null,
      slow: false,
    });
  });

  it('another offer replaces the first', () => {
    const { actor } = startForm();
    actor.send({ type: 'application.started', offer: comptable });
    actor.send({ type: 'application.started', offer: chef });
    expect(actor.getSnapshot().context.offer).toStrictEqual({ reference: 'SRH-2026-034', title: 'Chef de chantier gros œuvre' });
  });

  it('does not save a draft (the offer comes from the address, not from typing)', () => {
    const { actor, saveDraft } = startForm();
    actor.send({ type: 'application.started', offer: comptable });
    expect(saveDraft).not.toHaveBeenCalled();
  });
});

describe('the offer in what the form sends', () => {
  it('the send actor receives the offer with the fields on submit', () => {
    const send = sendSpy(() => new Promise<void>(() => {}));
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'application.started', offer: comptable });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(send.fn).toHaveBeenCalledTimes(1);
    expect(send.fn.mock.calls[0]![0]).toStrictEqual({
      name: 'Awa Diop',
      email: 'awa.diop@example.sn',
      phone: '+221 77 123 45 67',
      company: '',
      service: 'recrutement',
      message: 'Je postule.',
      offer: { reference: 'SRH-2026-031', title: 'Comptable senior' },
    });
  });

  it('without an application, the payload’s offer is null', () => {
    const send = sendSpy(() => new Promise<void>(() => {}));
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill({ ...typed, service: 'ipm' });
    actor.send({ type: 'form.submit' });
    expect(send.fn.mock.calls[0]![0]).toMatchObject({ service: 'ipm', offer: null });
  });

  it('is ignored while sending: the offer sent is the one of the submit', () => {
    const send = sendSpy(() => new Promise<void>(() => {}));
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'application.started', offer: comptable });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'application.started', offer: chef });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.offer).toStrictEqual(comptable);
  });
});

describe('after a failure', () => {
  async function failed() {
    const send = sendSpy(() => Promise.reject(new SendFailure('server')));
    const form = startForm({ sendMessage: send.logic });
    form.fill(typed);
    form.actor.send({ type: 'application.started', offer: comptable });
    form.actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(form.actor.getSnapshot().value).toBe('failure'));
    return { ...form, send };
  }

  it('the offer is kept, and application.started is taken while staying in failure', async () => {
    const { actor } = await failed();
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'server', offer: comptable });
    actor.send({ type: 'application.started', offer: chef });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'server', offer: chef });
    actor.send({ type: 'application.started', offer: null });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.offer).toBeNull();
  });

  it('a retry sends the offer taken in failure', async () => {
    const { actor, send } = await failed();
    actor.send({ type: 'application.started', offer: chef });
    actor.send({ type: 'form.retry' });
    await vi.waitFor(() => expect(send.fn).toHaveBeenCalledTimes(2));
    expect(send.fn.mock.calls[1]![0]).toMatchObject({ service: 'recrutement', offer: { reference: 'SRH-2026-034', title: 'Chef de chantier gros œuvre' } });
  });
});

describe('after a success', () => {
  it(`the offer stays during the success panel, and the form that comes back ${timing.successReset} ms later is blank, still for that offer, and knows the application left`, () => {
    const { actor, clock, fill } = startForm();
    fill(typed);
    actor.send({ type: 'application.started', offer: comptable });
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendDuration);
    expect(actor.getSnapshot().value).toBe('success');
    actor.send({ type: 'application.started', offer: chef });
    expect(actor.getSnapshot().context.offer).toStrictEqual(comptable);

    clock.increment(timing.successReset - 1);
    expect(actor.getSnapshot().context.offer).toStrictEqual(comptable);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toStrictEqual({
      fields: { name: '', email: '', phone: '', company: '', service: 'default', message: '', website: '' },
      failure: null,
      offer: comptable,
      candidate: true,
      cv: null,
      cvNotice: null,
      cvRemoved: false,
      fieldErrors: {},
      retryAfter: 0,
      sendKey: null,
      sent: { candidate: true, offer: comptable, withCv: false },
      slow: false,
    });
  });

  it('a bot’s submission (honeypot filled) sends nothing, and the form comes back the same way', () => {
    const send = sendSpy(() => Promise.resolve());
    const { actor, clock, fill } = startForm({ sendMessage: send.logic });
    fill({ ...typed, website: 'http://spam.example' });
    actor.send({ type: 'application.started', offer: comptable });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('success');
    expect(send.fn).not.toHaveBeenCalled();
    clock.increment(timing.successReset);
    expect(actor.getSnapshot().context).toMatchObject({ offer: comptable, fields: { website: '' }, sent: { offer: comptable } });
  });
});
