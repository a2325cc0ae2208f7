// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { timing, toastMachine, type ToastMessage } from '../../machines';

const first: ToastMessage = { title: 'Message envoyé', description: 'Nous vous répondrons vite.' };
const second: ToastMessage = { title: 'Deuxième', description: 'Un autre message.' };

function startToast() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  return { actor, clock };
}

describe('toastMachine', () => {
  it('starts hidden with no toast', () => {
    const { actor } = startToast();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('toast.show makes it visible with the given message', () => {
    const { actor } = startToast();
    actor.send({ type: 'toast.show', toast: first });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().context.toast).toEqual({
      title: 'Message envoyé',
      description: 'Nous vous répondrons vite.',
    });
  });

  it('toast.dismiss hides it and clears the message', () => {
    const { actor } = startToast();
    actor.send({ type: 'toast.show', toast: first });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('ignores toast.dismiss while hidden', () => {
    const { actor } = startToast();
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it(`is still visible ${timing.toastDuration - 1} ms after being shown`, () => {
    const { actor, clock } = startToast();
    actor.send({ type: 'toast.show', toast: first });
    clock.increment(timing.toastDuration - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().context.toast).toEqual(first);
  });

  it(`hides itself and clears the message ${timing.toastDuration} ms after being shown`, () => {
    const { actor, clock } = startToast();
    actor.send({ type: 'toast.show', toast: first });
    clock.increment(timing.toastDuration - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a toast shown while another is visible replaces it and restarts the timer', () => {
    // 80 % of the duration: two of these add up past a full duration.
    const partial = timing.toastDuration * 0.8;
    const { actor, clock } = startToast();

    actor.send({ type: 'toast.show', toast: first });
    clock.increment(partial);
    expect(actor.getSnapshot().context.toast).toEqual(first);

    actor.send({ type: 'toast.show', toast: second });
    expect(actor.getSnapshot().context.toast).toEqual(second);

    // Past the first toast's deadline, but not the second's.
    clock.increment(partial);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().context.toast).toEqual(second);

    clock.increment(timing.toastDuration - partial - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);

    clock.increment(1);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a dismissed toast’s timer does not cut short the next toast', () => {
    const partial = timing.toastDuration * 0.8;
    const { actor, clock } = startToast();

    actor.send({ type: 'toast.show', toast: first });
    clock.increment(partial);
    actor.send({ type: 'toast.dismiss' });
    actor.send({ type: 'toast.show', toast: second });

    clock.increment(timing.toastDuration - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().context.toast).toEqual(second);
    clock.increment(1);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
