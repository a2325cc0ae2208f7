// @vitest-environment node
import { describe, it, expect, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type AnyActorLogic } from 'xstate';
import {
  contactFormMachine,
  emptyFields,
  SendFailure,
  simulatedSendMachine,
  timing,
  toPayload,
  type ContactFields,
  type ContactFormEvent,
  type ContactPayload,
  type SendRequest,
} from '../../machines';

/** What a visitor might type, with stray whitespace everywhere. */
const typed: ContactFields = {
  name: '  Awa Diop ',
  email: ' awa.diop@example.sn  ',
  phone: ' +221 77 123 45 67 ',
  company: '\tSunu SARL ',
  service: 'paie',
  message: '\n Bonjour, je voudrais un devis.  \n',
  website: '',
};

/** The same, as it should leave the browser (written out by hand, not computed). */
const typedPayload = {
  name: 'Awa Diop',
  email: 'awa.diop@example.sn',
  phone: '+221 77 123 45 67',
  company: 'Sunu SARL',
  service: 'paie',
  message: 'Bonjour, je voudrais un devis.',
  offer: null,
};

interface StartOptions {
  sendMessage?: AnyActorLogic;
  draftLoader?: AnyActorLogic;
  connectionWatcher?: AnyActorLogic;
}

function startForm(options: StartOptions = {}) {
  const saveDraft = vi.fn();
  const clearDraft = vi.fn();
  const announceSuccess = vi.fn();
  const actors: Record<string, AnyActorLogic> = {};
  // The specification's simulated send, as the simulated build provides it, unless the test brings its own.
  actors.sendMessage = options.sendMessage ?? simulatedSendMachine;
  if (options.draftLoader) actors.draftLoader = options.draftLoader;
  if (options.connectionWatcher) actors.connectionWatcher = options.connectionWatcher;

  const machine = contactFormMachine.provide({
    actions: { saveDraft, clearDraft, announceSuccess },
    actors,
  } as Parameters<typeof contactFormMachine.provide>[0]);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();

  const fill = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.changed', field: field as keyof ContactFields, value: value as string });
    }
  };
  return { actor, clock, fill, saveDraft, clearDraft, announceSuccess };
}

/** A promise-based send actor whose calls are recorded by a vi.fn: the payload, then the whole request. */
function sendSpy(impl: (input: ContactPayload, request: SendRequest) => Promise<void>) {
  const fn = vi.fn(impl);
  const logic = fromPromise<void, SendRequest>(({ input }) => fn(input.payload, input));
  return { fn, logic };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A callback actor that records how many times it was started and cleaned up. */
function trackedCallback() {
  const log = {
    started: 0,
    stopped: 0,
    sendBack: undefined as ((event: ContactFormEvent) => void) | undefined,
  };
  const logic = fromCallback<ContactFormEvent>(({ sendBack }) => {
    log.started += 1;
    log.sendBack = sendBack;
    return () => {
      log.stopped += 1;
    };
  });
  return { log, logic };
}

describe('toPayload', () => {
  it('trims every text field', () => {
    expect(toPayload(typed)).toStrictEqual(typedPayload);
  });

  it("maps the 'default' service placeholder to null", () => {
    expect(toPayload({ ...typed, service: 'default' }).service).toBeNull();
  });

  it('keeps a chosen service as is', () => {
    expect(toPayload({ ...typed, service: 'recrutement' }).service).toBe('recrutement');
  });

  it('never carries the website honeypot', () => {
    const payload = toPayload({ ...typed, website: 'http://spam' });
    expect(payload).not.toHaveProperty('website');
    expect(Object.keys(payload).sort()).toEqual(['company', 'email', 'message', 'name', 'offer', 'phone', 'service']);
  });

  it('turns whitespace-only fields into empty strings', () => {
    expect(
      toPayload({ name: '  ', email: '\t', phone: ' ', company: '', service: 'default', message: ' \n ', website: '' }),
    ).toStrictEqual({ name: '', email: '', phone: '', company: '', service: null, message: '', offer: null });
  });
});

describe('contactFormMachine: editing and drafts', () => {
  it('starts idle with a blank form and no failure', () => {
    const { actor } = startForm();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toStrictEqual({
      fields: { name: '', email: '', phone: '', company: '', service: 'default', message: '', website: '' },
      failure: null,
      offer: null,
      candidate: false,
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

  it('field.changed updates the field and saves the new fields as a draft', () => {
    const { actor, saveDraft } = startForm();
    actor.send({ type: 'field.changed', field: 'name', value: 'Awa' });

    const expected = { name: 'Awa', email: '', phone: '', company: '', service: 'default', message: '', website: '' };
    expect(actor.getSnapshot().context.fields).toStrictEqual(expected);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0][1]).toStrictEqual({ fields: expected, cvName: null });
  });

  it('saves the accumulated fields on every change', () => {
    const { actor, saveDraft } = startForm();
    actor.send({ type: 'field.changed', field: 'name', value: 'Awa' });
    actor.send({ type: 'field.changed', field: 'service', value: 'ipm' });

    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(saveDraft.mock.calls[1][1]).toStrictEqual({
      fields: { name: 'Awa', email: '', phone: '', company: '', service: 'ipm', message: '', website: '' },
      cvName: null,
    });
    expect(actor.getSnapshot().context.fields.service).toBe('ipm');
  });

  it('draft.restored merges the draft into the fields while idle', () => {
    const { actor } = startForm();
    actor.send({ type: 'field.changed', field: 'name', value: 'Awa' });
    actor.send({ type: 'draft.restored', fields: { email: 'awa@example.sn', message: 'Bonjour' } });

    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.fields).toStrictEqual({
      name: 'Awa',
      email: 'awa@example.sn',
      phone: '',
      company: '',
      service: 'default',
      message: 'Bonjour',
      website: '',
    });
  });

  it('ignores draft.restored while submitting', () => {
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, fill } = startForm({ sendMessage: never.logic });
    fill({ name: 'Awa' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'draft.restored', fields: { name: 'Old draft' } });
    expect(actor.getSnapshot().context.fields.name).toBe('Awa');
  });

  it('restores the draft reported by the draftLoader on start', () => {
    const draftLoader = fromCallback<ContactFormEvent>(({ sendBack }) => {
      sendBack({ type: 'draft.restored', fields: { name: 'Moussa', company: 'Teranga SA', service: 'rh' } });
    });
    const { actor } = startForm({ draftLoader });

    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.fields).toStrictEqual({
      name: 'Moussa',
      email: '',
      phone: '',
      company: 'Teranga SA',
      service: 'rh',
      message: '',
      website: '',
    });
  });
});

describe('simulatedSendMachine', () => {
  it(`is still sending at ${timing.sendDuration - 1} ms and done at ${timing.sendDuration} ms`, () => {
    const clock = new SimulatedClock();
    const actor = createActor(simulatedSendMachine, { clock }).start();
    clock.increment(timing.sendDuration - 1);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('contactFormMachine: default (simulated) send', () => {
  it('goes to submitting on form.submit', () => {
    const { actor, fill } = startForm();
    fill(typed);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it(`is still submitting ${timing.sendDuration - 1} ms after submit`, () => {
    const { actor, clock, fill } = startForm();
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendDuration - 1);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it(`succeeds exactly ${timing.sendDuration} ms after submit`, () => {
    const { actor, clock, fill } = startForm();
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendDuration - 1);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });

  it('clears the draft and announces success once, only on success', () => {
    const { actor, clock, fill, clearDraft, announceSuccess } = startForm();
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendDuration - 1);
    expect(clearDraft).not.toHaveBeenCalled();
    expect(announceSuccess).not.toHaveBeenCalled();

    clock.increment(1);
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(announceSuccess).toHaveBeenCalledTimes(1);
    // What the toast says: a plain message, no offer, no CV.
    expect(announceSuccess.mock.calls[0]![1]).toStrictEqual({ candidate: false, offer: null, withCv: false });

    clock.increment(timing.successReset);
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(announceSuccess).toHaveBeenCalledTimes(1);
  });

  it(`still shows success ${timing.successReset - 1} ms after success, with the fields kept`, () => {
    const { actor, clock, fill } = startForm();
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendDuration);
    clock.increment(timing.successReset - 1);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.fields).toStrictEqual(typed);
  });

  it(`returns to idle with cleared fields ${timing.successReset} ms after success`, () => {
    const { actor, clock, fill } = startForm();
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendDuration);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    clock.increment(timing.successReset - 1);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    clock.increment(1);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fields).toStrictEqual(emptyFields);
    expect(actor.getSnapshot().context.fields).toStrictEqual({
      name: '',
      email: '',
      phone: '',
      company: '',
      service: 'default',
      message: '',
      website: '',
    });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('contactFormMachine: provided sendMessage', () => {
  it('receives the trimmed payload, without the honeypot', async () => {
    const send = sendSpy(async () => {});
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));

    expect(send.fn).toHaveBeenCalledTimes(1);
    const input = send.fn.mock.calls[0][0];
    expect(input).toStrictEqual(typedPayload);
    expect(input).not.toHaveProperty('website');
  });

  it("sends service null when the placeholder 'default' is still selected", async () => {
    const send = sendSpy(async () => {});
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill({ ...typed, service: 'default' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));

    expect(send.fn.mock.calls[0][0]).toStrictEqual({ ...typedPayload, service: null });
  });

  it('succeeds as soon as the send resolves and announces it once', async () => {
    const gate = deferred();
    const send = sendSpy(() => gate.promise);
    const { actor, fill, announceSuccess, clearDraft } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    await Promise.resolve();
    expect(actor.getSnapshot().matches('submitting')).toBe(true);

    gate.resolve();
    await waitFor(actor, (s) => s.matches('success'));
    expect(announceSuccess).toHaveBeenCalledTimes(1);
    expect(clearDraft).toHaveBeenCalledTimes(1);
  });
});

describe('contactFormMachine: failures', () => {
  it("lands in failure 'server' with every field kept when the send rejects with SendFailure('server')", async () => {
    const send = sendSpy(async () => {
      throw new SendFailure('server');
    });
    const { actor, fill, announceSuccess, clearDraft } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(actor.getSnapshot().context.failure).toBe('server');
    expect(actor.getSnapshot().context.fields).toStrictEqual(typed);
    expect(announceSuccess).not.toHaveBeenCalled();
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it("reports 'network' when the send rejects with a plain Error", async () => {
    const send = sendSpy(async () => {
      throw new Error('fetch failed');
    });
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(actor.getSnapshot().context.failure).toBe('network');
    expect(actor.getSnapshot().context.fields).toStrictEqual(typed);
  });

  it("waits 'offline' on connection.lost while submitting, fields kept", () => {
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, fill } = startForm({ sendMessage: never.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'connection.lost' });

    expect(actor.getSnapshot().matches('offline')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('offline');
    expect(actor.getSnapshot().context.fields).toStrictEqual(typed);
  });

  it('ignores connection.lost while idle', () => {
    const { actor } = startForm();
    actor.send({ type: 'connection.lost' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it(`is still submitting ${timing.sendTimeout - 1} ms after submit when the send never answers`, () => {
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, clock, fill } = startForm({ sendMessage: never.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendTimeout - 1);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it(`says the send is slow ${timing.sendTimeout} ms after submit and goes on waiting; fails with reason 'timeout' only after ${timing.sendGiveUp} ms`, () => {
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, clock, fill } = startForm({ sendMessage: never.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendTimeout - 1);
    expect(actor.getSnapshot().context.slow).toBe(false);
    clock.increment(1);
    // Slow, not failed: the same upload goes on (a CV over 3G), nothing sent twice.
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ slow: true, failure: null });
    expect(never.fn).toHaveBeenCalledTimes(1);
    clock.increment(timing.sendGiveUp - timing.sendTimeout - 1);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    clock.increment(1);

    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('timeout');
    expect(actor.getSnapshot().context.fields).toStrictEqual(typed);
  });

  it('a slow send that then arrives is a success, said once', async () => {
    const late = deferred();
    const send = sendSpy(() => late.promise);
    const { actor, clock, fill, announceSuccess } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendTimeout + 6_000);
    expect(actor.getSnapshot().context.slow).toBe(true);
    late.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(announceSuccess).toHaveBeenCalledTimes(1);
    expect(send.fn).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives after the timeout', async () => {
    const late = deferred();
    const send = sendSpy(() => late.promise);
    const { actor, clock, fill, announceSuccess } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendGiveUp);
    expect(actor.getSnapshot().context.failure).toBe('timeout');

    late.resolve();
    await late.promise;
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(announceSuccess).not.toHaveBeenCalled();
  });

  it('form.retry from failure submits again and calls the send actor a second time', async () => {
    const send = sendSpy(async () => {
      throw new SendFailure('server');
    });
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(send.fn).toHaveBeenCalledTimes(1);

    actor.send({ type: 'form.retry' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(send.fn).toHaveBeenCalledTimes(2);
    expect(send.fn.mock.calls[1][0]).toStrictEqual(typedPayload);
    await waitFor(actor, (s) => s.matches('failure'));
  });

  it('a retry that succeeds ends in success with the failure reset to null', async () => {
    let calls = 0;
    const send = sendSpy(async () => {
      calls += 1;
      if (calls === 1) throw new SendFailure('server');
    });
    const { actor, fill, announceSuccess } = startForm({ sendMessage: send.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure).toBe('server');

    actor.send({ type: 'form.retry' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(send.fn).toHaveBeenCalledTimes(2);
    expect(announceSuccess).toHaveBeenCalledTimes(1);
  });

  it('form.submit from failure also submits again', () => {
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, clock, fill } = startForm({ sendMessage: never.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendGiveUp);
    expect(actor.getSnapshot().matches('failure')).toBe(true);

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(never.fn).toHaveBeenCalledTimes(2);
  });

  it('a retry gets a fresh timeout (measured from the retry, not the first submit)', () => {
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, clock, fill } = startForm({ sendMessage: never.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendGiveUp);
    expect(actor.getSnapshot().context.failure).toBe('timeout');

    actor.send({ type: 'form.retry' });
    expect(actor.getSnapshot().context.slow).toBe(false);
    clock.increment(timing.sendGiveUp - 1);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.failure).toBe('timeout');
  });
});

describe('contactFormMachine: honeypot', () => {
  it('goes straight to success without starting the send when website is filled', () => {
    const send = sendSpy(async () => {});
    const { actor, fill, announceSuccess, clearDraft } = startForm({ sendMessage: send.logic });
    fill({ ...typed, website: 'http://spam' });
    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('success');
    expect(send.fn).not.toHaveBeenCalled();
    expect(announceSuccess).toHaveBeenCalledTimes(1);
    expect(clearDraft).toHaveBeenCalledTimes(1);
  });

  it('still resets to idle with cleared fields after a honeypot "success"', () => {
    const send = sendSpy(async () => {});
    const { actor, clock, fill } = startForm({ sendMessage: send.logic });
    fill({ ...typed, website: 'http://spam' });
    actor.send({ type: 'form.submit' });
    clock.increment(timing.successReset - 1);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.fields).toStrictEqual(emptyFields);
    expect(send.fn).not.toHaveBeenCalled();
  });

  it('does not treat a whitespace-only website as spam', () => {
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, fill } = startForm({ sendMessage: never.logic });
    fill({ ...typed, website: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(never.fn).toHaveBeenCalledTimes(1);
  });
});

describe('contactFormMachine: connectionWatcher', () => {
  it('runs only while submitting (default send)', () => {
    const watcher = trackedCallback();
    const { actor, clock, fill } = startForm({ connectionWatcher: watcher.logic });
    fill(typed);
    expect(watcher.log).toMatchObject({ started: 0, stopped: 0 });

    actor.send({ type: 'form.submit' });
    expect(watcher.log).toMatchObject({ started: 1, stopped: 0 });

    clock.increment(timing.sendDuration);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(watcher.log).toMatchObject({ started: 1, stopped: 1 });

    clock.increment(timing.successReset);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(watcher.log).toMatchObject({ started: 1, stopped: 1 });
  });

  it('is stopped on a failure and started again on retry', async () => {
    const watcher = trackedCallback();
    const send = sendSpy(() => Promise.reject(new SendFailure('server')));
    const { actor, fill } = startForm({ sendMessage: send.logic, connectionWatcher: watcher.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(watcher.log).toMatchObject({ started: 1, stopped: 1 });

    actor.send({ type: 'form.retry' });
    expect(watcher.log).toMatchObject({ started: 2, stopped: 1 });
  });

  it('keeps watching while the form waits offline, and stops once the message leaves again', () => {
    const watcher = trackedCallback();
    const never = sendSpy(() => new Promise<void>(() => {}));
    const { actor, fill } = startForm({ sendMessage: never.logic, connectionWatcher: watcher.logic });
    fill(typed);
    actor.send({ type: 'form.submit' });
    watcher.log.sendBack!({ type: 'connection.lost' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    // The sending's watcher stopped; the offline wait's started.
    expect(watcher.log).toMatchObject({ started: 2, stopped: 1 });
    watcher.log.sendBack!({ type: 'connection.back' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(watcher.log).toMatchObject({ started: 3, stopped: 2 });
  });

  it('is never started for a honeypot submission', () => {
    const watcher = trackedCallback();
    const { actor, fill } = startForm({ connectionWatcher: watcher.logic });
    fill({ website: 'http://spam' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(watcher.log.started).toBe(0);
  });
});

describe('contactFormMachine: guarding what the visitor typed', () => {
  it('a draft fills only the fields the visitor has not typed in yet', () => {
    const { actor, fill } = startForm();
    fill({ name: 'Moussa Sow' });
    actor.send({ type: 'draft.restored', fields: { name: 'Ancien nom', message: 'Brouillon gardé' } });
    expect(actor.getSnapshot().context.fields.name).toBe('Moussa Sow');
    expect(actor.getSnapshot().context.fields.message).toBe('Brouillon gardé');
  });

  it('ignores typing while the message is being sent, so nothing is silently dropped', () => {
    const { actor, fill, saveDraft } = startForm();
    fill({ name: 'Awa', email: 'awa@example.sn', message: 'Bonjour' });
    actor.send({ type: 'form.submit' });
    saveDraft.mockClear();
    fill({ message: 'Modifié pendant l’envoi' });
    expect(actor.getSnapshot().context.fields.message).toBe('Bonjour');
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('does not save a draft again once the message is sent', () => {
    const { actor, clock, fill, saveDraft } = startForm();
    fill({ name: 'Awa', email: 'awa@example.sn', message: 'Bonjour' });
    actor.send({ type: 'form.submit' });
    clock.increment(timing.sendDuration);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    saveDraft.mockClear();
    fill({ message: 'Après succès' });
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('a honeypot filled after a failure still sends nothing on retry', () => {
    const send = sendSpy(() => Promise.reject(new SendFailure('server')));
    const { actor, fill } = startForm({ sendMessage: send.logic });
    fill({ name: 'Bot', email: 'bot@example.com', message: 'Spam' });
    actor.send({ type: 'form.submit' });
    return waitFor(actor, (snapshot) => snapshot.matches('failure')).then(() => {
      fill({ website: 'http://spam.example' });
      actor.send({ type: 'form.retry' });
      expect(actor.getSnapshot().matches('success')).toBe(true);
      expect(send.fn).toHaveBeenCalledTimes(1);
    });
  });
});

describe('contactFormMachine: a candidate’s CV', () => {
  const pdf = (size = 120_000, name = 'cv-awa.pdf') => ({ name, size, type: 'application/pdf', file: new Blob(['%PDF-1.7']) });
  const offer = { reference: 'SRH-2026-031', title: 'Comptable senior' };

  it('keeps a chosen PDF, saves its name with the draft, and removes it', () => {
    const { actor, saveDraft } = startForm();
    actor.send({ type: 'application.started', offer });
    const cv = pdf();
    actor.send({ type: 'cv.chosen', cv });
    expect(actor.getSnapshot().context).toMatchObject({ candidate: true, cv, cvNotice: null });
    expect(saveDraft.mock.calls.at(-1)![1]).toMatchObject({ cvName: 'cv-awa.pdf' });
    actor.send({ type: 'cv.removed' });
    expect(actor.getSnapshot().context).toMatchObject({ cv: null, cvNotice: null });
    expect(saveDraft.mock.calls.at(-1)![1]).toMatchObject({ cvName: null });
  });

  it('records a refused file with what the CV field found (its name and size), and keeps the CV it had no more', () => {
    const { actor, saveDraft } = startForm();
    actor.send({ type: 'application.started', offer: null, spontaneous: true });
    actor.send({ type: 'cv.chosen', cv: pdf() });
    actor.send({ type: 'cv.refused', problem: 'cvEmpty', name: 'cv.pdf', size: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ cv: null, cvNotice: { problem: 'cvEmpty', name: 'cv.pdf', size: 0 } });
    expect(saveDraft.mock.calls.at(-1)![1]).toMatchObject({ cvName: null });
    actor.send({ type: 'cv.refused', problem: 'cvContent', name: 'setup.pdf', size: 4000 });
    expect(actor.getSnapshot().context.cvNotice).toEqual({ problem: 'cvContent', name: 'setup.pdf', size: 4000 });
    actor.send({ type: 'cv.chosen', cv: pdf() });
    expect(actor.getSnapshot().context).toMatchObject({ cvNotice: null, cv: { name: 'cv-awa.pdf' } });
  });

  it('says after a reload that the CV must be chosen again, until one is', () => {
    const { actor } = startForm();
    actor.send({ type: 'draft.restored', fields: { name: 'Awa' }, cvName: 'cv-awa.pdf' });
    expect(actor.getSnapshot().context.cvNotice).toEqual({ problem: 'cvLost' });
    actor.send({ type: 'application.started', offer });
    actor.send({ type: 'cv.chosen', cv: pdf() });
    expect(actor.getSnapshot().context.cvNotice).toBeNull();
    // A draft without a CV says nothing of one.
    const other = startForm();
    other.actor.send({ type: 'draft.restored', fields: { name: 'Awa' } });
    expect(other.actor.getSnapshot().context.cvNotice).toBeNull();
  });

  it('drops the CV when the visitor leaves for a plain message', () => {
    const { actor } = startForm();
    actor.send({ type: 'application.started', offer });
    actor.send({ type: 'cv.chosen', cv: pdf() });
    actor.send({ type: 'application.started', offer: null });
    expect(actor.getSnapshot().context).toMatchObject({ candidate: false, cv: null, offer: null });
  });

  it('sends the CV, the spontaneous flag and one key per message, kept by a retry and new for the next message', async () => {
    let answer: () => Promise<void> = () => Promise.reject(new SendFailure('network'));
    const send = sendSpy(() => answer());
    const { actor, clock, fill } = startForm({ sendMessage: send.logic });
    actor.send({ type: 'application.started', offer: null, spontaneous: true });
    const cv = pdf();
    actor.send({ type: 'cv.chosen', cv });
    fill({ name: 'Awa', email: 'awa@example.sn', message: 'Bonjour' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    answer = async () => {};
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (s) => s.matches('success'));
    const [first, second] = send.fn.mock.calls.map((call) => call[1]);
    expect(first).toMatchObject({ cv, spontaneous: true });
    expect(first!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.key).toBe(first!.key);
    clock.increment(timing.successReset);
    // The form comes back blank, still the spontaneous application the address asks for, and knows the first one left with its CV.
    expect(actor.getSnapshot().context).toMatchObject({ sendKey: null, cv: null, candidate: true, sent: { candidate: true, offer: null, withCv: true } });
    fill({ name: 'Awa', email: 'awa@example.sn', message: 'Autre message' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.sent).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    const third = send.fn.mock.calls[2]![1];
    expect(third.key).not.toBe(first!.key);
    expect(third).toMatchObject({ cv: null, spontaneous: true });
    expect(actor.getSnapshot().context.sent).toStrictEqual({ candidate: true, offer: null, withCv: false });
  });
});

describe('contactFormMachine: the server’s refusals', () => {
  const ready = (error: SendFailure) => {
    const send = sendSpy(() => Promise.reject(error));
    const form = startForm({ sendMessage: send.logic });
    form.actor.send({ type: 'application.started', offer: { reference: 'SRH-2026-031', title: 'Comptable senior' } });
    form.actor.send({ type: 'cv.chosen', cv: { name: 'cv.pdf', size: 1000, type: 'application/pdf', file: new Blob(['MZ']) } });
    form.fill({ name: 'Awa', email: 'awa@example', message: 'Bonjour' });
    form.actor.send({ type: 'form.submit' });
    return { ...form, send };
  };

  it('400: keeps every field, puts each message beside its field, and a field’s message goes when it changes', async () => {
    const { actor, fill } = ready(new SendFailure('invalid', 'HTTP 400', { fields: { email: 'Adresse incomplète.', cv: 'Pas un CV.' } }));
    await waitFor(actor, (s) => s.matches('failure'));
    const context = actor.getSnapshot().context;
    expect(context).toMatchObject({ failure: 'invalid', fieldErrors: { email: 'Adresse incomplète.', cv: 'Pas un CV.' } });
    expect(context.fields).toMatchObject({ name: 'Awa', email: 'awa@example', message: 'Bonjour' });
    // The refused file is dropped: sent again, it would be refused again.
    expect(context.cv).toBeNull();
    fill({ email: 'awa@example.sn' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ cv: 'Pas un CV.' });
    actor.send({ type: 'cv.removed' });
    expect(actor.getSnapshot().context.fieldErrors.cv).toBeUndefined();
  });

  it('413: the CV is refused as too large', async () => {
    const { actor } = ready(new SendFailure('tooLarge', 'HTTP 413', { fields: { cv: 'Trop lourd.' } }));
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'tooLarge', cv: null, fieldErrors: { cv: 'Trop lourd.' } });
  });

  it('429: waits the server’s delay on its clock, editable but not sending, then may send again', async () => {
    const { actor, clock, send, fill } = ready(new SendFailure('rateLimited', 'HTTP 429', { retryAfter: 420 }));
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'rateLimited', retryAfter: 420 });
    actor.send({ type: 'form.retry' });
    actor.send({ type: 'form.submit' });
    fill({ message: 'Bonjour, encore' });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actor.getSnapshot().context.fields.message).toBe('Bonjour, encore');
    clock.increment(420_000 - 1);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(send.fn).toHaveBeenCalledTimes(1);
    actor.send({ type: 'form.retry' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(send.fn).toHaveBeenCalledTimes(2);
  });

  it('429 `dailyCap`: waits until midnight in Dakar as the server says, the same way, then may send again', async () => {
    const { actor, clock, send } = ready(new SendFailure('dailyCap', 'HTTP 429', { retryAfter: 9000 }));
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'dailyCap', retryAfter: 9000 });
    actor.send({ type: 'form.retry' });
    clock.increment(9_000_000 - 1);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(send.fn).toHaveBeenCalledTimes(1);
  });

  it('a failure that is not a SendFailure counts as the network’s', async () => {
    const { actor } = ready(new Error('boom') as SendFailure);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'network', fieldErrors: {}, retryAfter: 0 });
  });
});

describe('contactFormMachine: the idempotency key', () => {
  it('keeps one key for the message until it has left: a retry, an edit after a failure, a new CV; a new one after its success', async () => {
    let calls = 0;
    const send = sendSpy(async () => {
      calls += 1;
      if (calls < 4) throw new SendFailure('network');
    });
    const { actor, clock, fill } = startForm({ sendMessage: send.logic });
    fill({ name: 'Awa', email: 'awa@example.sn', message: 'Bonjour' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (s) => s.matches('failure'));
    // She corrects the message: the same message, corrected (the Worker keeps the corrected one).
    fill({ message: 'Bonjour, corrigé' });
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'cv.chosen', cv: { name: 'cv.pdf', size: 10, type: 'application/pdf', file: new Blob(['%PDF-1.7']) } });
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (s) => s.matches('success'));
    const keys = send.fn.mock.calls.map((call) => call[1].key);
    expect(new Set(keys).size).toBe(1);
    expect(send.fn.mock.calls[2]![0].message).toBe('Bonjour, corrigé');
    // Once it left, the next message is another one.
    clock.increment(timing.successReset);
    fill({ name: 'Awa', email: 'awa@example.sn', message: 'Un autre message' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(send.fn.mock.calls[4]![1].key).not.toBe(keys[0]);
  });
});

describe('contactFormMachine: a refused CV is never dropped silently', () => {
  const pdf = () => ({ name: 'cv-awa.pdf', size: 120_000, type: 'application/pdf', file: new Blob(['%PDF-1.7']) });
  const offer = { reference: 'SRH-2026-031', title: 'Comptable senior' };

  /** A candidate who filled the form in, then chose a file the CV field refused (6 Mo). */
  function refusedCandidate(options: StartOptions = {}) {
    const focusCv = vi.fn();
    const send = sendSpy(async () => {});
    const form = startForm({ sendMessage: send.logic, ...options });
    const machine = contactFormMachine.provide({
      actions: { saveDraft: form.saveDraft, clearDraft: form.clearDraft, announceSuccess: form.announceSuccess, focusCv },
      actors: { sendMessage: options.sendMessage ?? send.logic, ...(options.connectionWatcher ? { connectionWatcher: options.connectionWatcher } : {}) },
    } as Parameters<typeof contactFormMachine.provide>[0]);
    form.actor.stop();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'application.started', offer });
    for (const [field, value] of Object.entries({ name: 'Awa', email: 'awa@example.sn', message: 'Bonjour' })) actor.send({ type: 'field.changed', field: field as keyof ContactFields, value });
    actor.send({ type: 'cv.refused', problem: 'cvTooLarge', name: 'cv-awa.pdf', size: 6 * 1024 * 1024 });
    return { actor, clock, send, focusCv, announceSuccess: form.announceSuccess };
  }

  it('a submit while a refused file stands sends nothing, holds in cvRefused and focuses the CV field, however long it waits', () => {
    const { actor, clock, send, focusCv, announceSuccess } = refusedCandidate();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('cvRefused');
    expect(focusCv).toHaveBeenCalledTimes(1);
    clock.increment(timing.sendTimeout + timing.successReset);
    expect(actor.getSnapshot().value).toBe('cvRefused');
    expect(send.fn).not.toHaveBeenCalled();
    expect(announceSuccess).not.toHaveBeenCalled();
    // A second click: still nothing sent, and the field is brought into focus again.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('cvRefused');
    expect(focusCv).toHaveBeenCalledTimes(2);
    expect(send.fn).not.toHaveBeenCalled();
  });

  it('stays editable while held: typing, another refused file', () => {
    const { actor, send } = refusedCandidate();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.changed', field: 'message', value: 'Bonjour, mon CV suit.' });
    actor.send({ type: 'cv.refused', problem: 'cvContent', name: 'cv.pdf', size: 900 });
    expect(actor.getSnapshot().value).toBe('cvRefused');
    expect(actor.getSnapshot().context).toMatchObject({ fields: { message: 'Bonjour, mon CV suit.' }, cvNotice: { problem: 'cvContent' } });
    expect(send.fn).not.toHaveBeenCalled();
  });

  it('« Retirer » is the knowing choice: the form is ready again, says it goes without a CV, and sends without one', async () => {
    const { actor, send } = refusedCandidate();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'cv.removed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ cv: null, cvNotice: null, cvRemoved: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(send.fn).toHaveBeenCalledTimes(1);
    expect(send.fn.mock.calls[0]![1].cv).toBeNull();
    expect(actor.getSnapshot().context.sent).toStrictEqual({ candidate: true, offer, withCv: false });
  });

  it('a file the field accepts lets the application go, with it', async () => {
    const { actor, send } = refusedCandidate();
    actor.send({ type: 'form.submit' });
    const cv = pdf();
    actor.send({ type: 'cv.chosen', cv });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.cvRemoved).toBe(false);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(send.fn.mock.calls[0]![1].cv).toBe(cv);
  });

  it('a file the server refused holds the retry too, and the failure it answered gives way to the CV’s message', async () => {
    const send = sendSpy(() => Promise.reject(new SendFailure('tooLarge', 'HTTP 413', { fields: { cv: 'Trop lourd.' } })));
    const focusCv = vi.fn();
    const machine = contactFormMachine.provide({ actions: { saveDraft: vi.fn(), clearDraft: vi.fn(), announceSuccess: vi.fn(), focusCv }, actors: { sendMessage: send.logic } } as Parameters<typeof contactFormMachine.provide>[0]);
    const actor = createActor(machine, { clock: new SimulatedClock() }).start();
    actor.send({ type: 'application.started', offer });
    actor.send({ type: 'cv.chosen', cv: pdf() });
    actor.send({ type: 'field.changed', field: 'name', value: 'Awa' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    actor.send({ type: 'form.retry' });
    expect(actor.getSnapshot().value).toBe('cvRefused');
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, fieldErrors: { cv: 'Trop lourd.' }, cv: null });
    expect(focusCv).toHaveBeenCalledTimes(1);
    expect(send.fn).toHaveBeenCalledTimes(1);
  });

  it('a CV a reload lost holds the send until it is chosen again or removed', () => {
    const send = sendSpy(async () => {});
    const { actor } = startForm({ sendMessage: send.logic });
    actor.send({ type: 'draft.restored', fields: { name: 'Awa', email: 'awa@example.sn', message: 'Bonjour' }, cvName: 'cv-awa.pdf' });
    actor.send({ type: 'application.started', offer });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('cvRefused');
    actor.send({ type: 'cv.removed' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('a visitor who leaves for a plain message leaves the refusal with the CV, and sends', () => {
    const { actor, send } = refusedCandidate();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'application.started', offer: null });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ candidate: false, cvNotice: null, cvRemoved: false });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(send.fn).toHaveBeenCalledTimes(1);
  });

  it('a bot is still told all went well, and nothing is sent', () => {
    const { actor, send } = refusedCandidate();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.changed', field: 'website', value: 'http://spam.example' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('success');
    expect(send.fn).not.toHaveBeenCalled();
  });

  it('a CV removed (valid or not) is the form’s new word: a new file clears it, and so does a sent application', async () => {
    const { actor } = refusedCandidate();
    actor.send({ type: 'cv.removed' });
    expect(actor.getSnapshot().context.cvRemoved).toBe(true);
    actor.send({ type: 'cv.refused', problem: 'cvEmpty', name: 'cv.pdf', size: 0 });
    expect(actor.getSnapshot().context.cvRemoved).toBe(false);
    actor.send({ type: 'cv.removed' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(actor.getSnapshot().context.cvRemoved).toBe(true);
  });
});

describe('contactFormMachine: offline, the message leaves by itself', () => {
  const cv = { name: 'cv-awa.pdf', size: 120_000, type: 'application/pdf', file: new Blob(['%PDF-1.7']) };

  /** A candidate's application with its CV, sent while the device is offline. */
  function sentOffline(firstAnswer: () => Promise<void> = () => Promise.reject(new SendFailure('offline'))) {
    let answer = firstAnswer;
    const send = sendSpy(() => answer());
    const watcher = trackedCallback();
    const form = startForm({ sendMessage: send.logic, connectionWatcher: watcher.logic });
    form.actor.send({ type: 'application.started', offer: null, spontaneous: true });
    form.actor.send({ type: 'cv.chosen', cv });
    form.fill({ name: 'Awa', email: 'awa@example.sn', message: 'Bonjour' });
    form.actor.send({ type: 'form.submit' });
    return { ...form, send, watcher, answer: (next: () => Promise<void>) => (answer = next) };
  }

  it('a send that fails offline waits in offline, every field and the CV kept, with no delay of its own', async () => {
    const { actor, clock, send } = sentOffline();
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'offline', cv, fields: { name: 'Awa', message: 'Bonjour' } });
    clock.increment(timing.sendTimeout * 10);
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    expect(send.fn).toHaveBeenCalledTimes(1);
  });

  it('connection.back sends it again, without a click, with its CV and the same key', async () => {
    const { actor, send, watcher, answer } = sentOffline();
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    answer(async () => {});
    watcher.log.sendBack!({ type: 'connection.back' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    const [first, second] = send.fn.mock.calls.map((call) => call[1]);
    expect(second).toMatchObject({ cv, spontaneous: true, key: first!.key });
    expect(actor.getSnapshot().context.sent).toStrictEqual({ candidate: true, offer: null, withCv: true });
  });

  it('while it waits, « Réessayer » does nothing; a correction sent again leaves under the same key, to replace the kept one, and waits again if still offline', async () => {
    const { actor, send, fill } = sentOffline();
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    actor.send({ type: 'form.retry' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    expect(send.fn).toHaveBeenCalledTimes(1);
    fill({ message: 'Bonjour, corrigé hors connexion' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    expect(send.fn).toHaveBeenCalledTimes(2);
    const [first, second] = send.fn.mock.calls.map(([, request]) => request);
    expect(second!.key).toBe(first!.key);
    expect(second!.payload.message).toBe('Bonjour, corrigé hors connexion');
    expect(first!.payload.message).toBe('Bonjour');
  });

  it('connection.back is honoured only offline: not in another failure, nor while idle', async () => {
    const { actor, send } = sentOffline(() => Promise.reject(new SendFailure('server')));
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    actor.send({ type: 'connection.back' });
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(send.fn).toHaveBeenCalledTimes(1);
    const idle = startForm();
    idle.actor.send({ type: 'connection.back' });
    expect(idle.actor.getSnapshot().value).toBe('idle');
  });

  it('a file refused while offline holds the return too: nothing leaves without the candidate’s word', async () => {
    const { actor, send, watcher } = sentOffline();
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    actor.send({ type: 'cv.refused', problem: 'cvTooLarge', name: 'cv-scan.pdf', size: 8 * 1024 * 1024 });
    watcher.log.sendBack!({ type: 'connection.back' });
    expect(actor.getSnapshot().value).toBe('cvRefused');
    expect(send.fn).toHaveBeenCalledTimes(1);
  });

  it('a honeypot filled while offline: success on return, and nothing sent', async () => {
    const { actor, send, watcher, fill } = sentOffline();
    await waitFor(actor, (snapshot) => snapshot.matches('offline'));
    fill({ website: 'http://spam.example' });
    watcher.log.sendBack!({ type: 'connection.back' });
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(send.fn).toHaveBeenCalledTimes(1);
  });
});
