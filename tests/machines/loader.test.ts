// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loaderMachine, timing } from '../../machines';

function startLoader() {
  const clock = new SimulatedClock();
  const actor = createActor(loaderMachine, { clock });
  actor.start();
  return { actor, clock };
}

describe('loaderMachine', () => {
  it('is visible as soon as it starts', () => {
    const { actor } = startLoader();
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it(`is still visible 1 ms before loaderDuration (${timing.loaderDuration - 1} ms)`, () => {
    const { actor, clock } = startLoader();
    clock.increment(timing.loaderDuration - 1);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it(`hides exactly at loaderDuration (${timing.loaderDuration} ms)`, () => {
    const { actor, clock } = startLoader();
    clock.increment(timing.loaderDuration - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('is done for good once hidden (final state, never comes back)', () => {
    const { actor, clock } = startLoader();
    clock.increment(timing.loaderDuration);
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(timing.loaderDuration * 10);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
