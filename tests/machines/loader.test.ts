// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loaderMachine, timing } from '../../machines';

/** A loader machine started when the loader has already been on screen for `shownFor` ms. */
function startLoader(shownFor: number) {
  const clock = new SimulatedClock();
  const actor = createActor(loaderMachine, { clock, input: { shownFor } });
  actor.start();
  return { actor, clock };
}

describe('loaderMachine', () => {
  describe('shown 0 ms ago (the app started with the first paint): the whole second is left', () => {
    it('is visible as soon as it starts', () => {
      const { actor } = startLoader(0);
      expect(actor.getSnapshot().value).toBe('visible');
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().context.shownFor).toBe(0);
    });

    it(`is still visible at ${timing.loaderDuration - 1} ms and hidden at ${timing.loaderDuration} ms`, () => {
      const { actor, clock } = startLoader(0);
      clock.increment(timing.loaderDuration - 1);
      expect(actor.getSnapshot().value).toBe('visible');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('hidden');
    });
  });

  describe('shown 400 ms ago: it waits only for the 600 ms left', () => {
    it('is visible at 599 ms and hidden at 600 ms', () => {
      const { actor, clock } = startLoader(400);
      expect(actor.getSnapshot().value).toBe('visible');
      clock.increment(599);
      expect(actor.getSnapshot().value).toBe('visible');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('hidden');
    });

    it('keeps how long it had been shown in its context (for the inspector)', () => {
      const { actor } = startLoader(400);
      expect(actor.getSnapshot().context.shownFor).toBe(400);
    });
  });

  describe.each([timing.loaderDuration, timing.loaderDuration + 1, 5000])('shown %i ms ago: the second is over', (shownFor) => {
    it('starts hidden and done, without waiting for any time', () => {
      const { actor } = startLoader(shownFor);
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(actor.getSnapshot().status).toBe('done');
    });
  });

  it(`shown ${timing.loaderDuration - 1} ms ago: hidden 1 ms later, not at once`, () => {
    const { actor, clock } = startLoader(timing.loaderDuration - 1);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it.each([-50, Number.NaN])('a meaningless measure (%s) counts as 0 ms: the whole second', (shownFor) => {
    const { actor, clock } = startLoader(shownFor);
    expect(actor.getSnapshot().context.shownFor).toBe(0);
    clock.increment(timing.loaderDuration - 1);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('is done for good once hidden (final state, never comes back)', () => {
    const { actor, clock } = startLoader(0);
    clock.increment(timing.loaderDuration);
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(timing.loaderDuration * 10);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
