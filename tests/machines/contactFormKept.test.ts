/**
 * The contact form when the site's service worker kept a message sent with no network on the
 * device (`queued`, src/offline/outbox.ts): it waits like an offline send, every field and the CV
 * kept, and leaves again with the same key when the device is back online. contactForm.test.ts
 * holds the machine's other tests, unchanged.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { contactFormMachine, SendFailure, type ContactFormEvent, type SendRequest } from '../../machines/contactForm.machine';
import { timing } from '../../machines/constants';

const cv = { name: 'cv-awa.pdf', size: 120_000, type: 'application/pdf', file: new Blob(['%PDF-1.7']) };

function sentWithNoNetwork() {
  const sends: SendRequest[] = [];
  let answer: () => Promise<unknown> = () => Promise.reject(new SendFailure('queued', 'kept on the device'));
  let reportBack: ((event: ContactFormEvent) => void) | undefined;
  const clock = new SimulatedClock();
  const actor = createActor(
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<unknown, SendRequest>(({ input }) => {
          sends.push(input);
          return answer();
        }) as unknown as AnyActorLogic as never,
        connectionWatcher: fromCallback<ContactFormEvent>(({ sendBack }) => {
          reportBack = sendBack;
        }) as never,
      },
    }),
    { clock },
  ).start();
  actor.send({ type: 'application.started', offer: null, spontaneous: true });
  actor.send({ type: 'cv.chosen', cv });
  for (const [field, value] of [['name', 'Awa'], ['email', 'awa@example.sn'], ['message', 'Bonjour']] as const) actor.send({ type: 'field.changed', field, value });
  actor.send({ type: 'form.submit' });
  return { actor, clock, sends, answer: (next: () => Promise<unknown>) => (answer = next), back: () => reportBack!({ type: 'connection.back' }) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contactFormMachine: a message kept on the device by the service worker', () => {
  it('waits in offline, saying it is kept (`queued`), every field and the CV kept; the clock sends nothing', async () => {
    const { actor, clock, sends } = sentWithNoNetwork();
    await settled();
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'queued', cv, fields: { name: 'Awa', message: 'Bonjour' } });
    clock.increment(timing.sendTimeout * 10);
    expect(actor.getSnapshot().value).toBe('offline');
    expect(sends).toHaveLength(1);
  });

  it('back online, it leaves again with its CV and the same key: the Worker stores it once, whichever copy arrives first', async () => {
    const { actor, sends, answer, back } = sentWithNoNetwork();
    await settled();
    answer(async () => null);
    back();
    expect(actor.getSnapshot().value).toBe('submitting');
    await settled();
    expect(actor.getSnapshot().value).toBe('success');
    expect(sends[1]).toMatchObject({ cv, spontaneous: true, key: sends[0]!.key });
  });
});
