// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { headerScrollMachine, headerScrollThreshold, type HeaderScrollEvent } from '../../machines';

function startHeader() {
  const actor = createActor(headerScrollMachine);
  actor.start();
  const scrollTo = (y: number) => actor.send({ type: 'page.scrolled', y });
  return { actor, scrollTo };
}

describe('headerScrollMachine', () => {
  it('starts at top', () => {
    const { actor } = startHeader();
    expect(actor.getSnapshot().value).toBe('top');
  });

  it('stays top when scrolled exactly to the threshold', () => {
    const { actor, scrollTo } = startHeader();
    scrollTo(headerScrollThreshold);
    expect(actor.getSnapshot().matches('top')).toBe(true);
  });

  it('becomes scrolled 1 px past the threshold', () => {
    const { actor, scrollTo } = startHeader();
    scrollTo(headerScrollThreshold + 1);
    expect(actor.getSnapshot().matches('scrolled')).toBe(true);
  });

  it('goes back to top when scrolled back to exactly the threshold', () => {
    const { actor, scrollTo } = startHeader();
    scrollTo(headerScrollThreshold + 1);
    expect(actor.getSnapshot().matches('scrolled')).toBe(true);
    scrollTo(headerScrollThreshold);
    expect(actor.getSnapshot().matches('top')).toBe(true);
  });

  it('stays scrolled while further scroll positions remain past the threshold', () => {
    const { actor, scrollTo } = startHeader();
    scrollTo(headerScrollThreshold + 1);
    scrollTo(headerScrollThreshold + 500);
    expect(actor.getSnapshot().matches('scrolled')).toBe(true);
  });

  it('is top at y = 8 and scrolled at y = 200', () => {
    const { actor, scrollTo } = startHeader();
    scrollTo(8);
    expect(actor.getSnapshot().value).toBe('top');
    scrollTo(200);
    expect(actor.getSnapshot().value).toBe('scrolled');
    scrollTo(8);
    expect(actor.getSnapshot().value).toBe('top');
  });

  it('starts the provided scrollObserver and follows the positions it reports', () => {
    let report: ((event: HeaderScrollEvent) => void) | undefined;
    let started = 0;
    let stopped = 0;
    const machine = headerScrollMachine.provide({
      actors: {
        scrollObserver: fromCallback<HeaderScrollEvent>(({ sendBack }) => {
          started += 1;
          report = sendBack;
          return () => {
            stopped += 1;
          };
        }),
      },
    });
    const actor = createActor(machine).start();

    expect(started).toBe(1);
    expect(report).toBeDefined();

    report!({ type: 'page.scrolled', y: headerScrollThreshold + 1 });
    expect(actor.getSnapshot().matches('scrolled')).toBe(true);
    report!({ type: 'page.scrolled', y: headerScrollThreshold });
    expect(actor.getSnapshot().matches('top')).toBe(true);

    expect(stopped).toBe(0);
    actor.stop();
    expect(stopped).toBe(1);
  });
});
