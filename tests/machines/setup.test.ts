// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup as xstateSetup, SimulatedClock } from 'xstate';
import { setup } from '../../machines/setup';

/** The toast machine's definition, made by both setups. */
const define = (make: typeof xstateSetup) =>
  make({
    types: { context: {} as { count: number }, events: {} as { type: 'tick' } },
    actions: { count: assign({ count: ({ context }) => context.count + 1 }) },
    guards: { belowTwo: ({ context }) => context.count < 2 },
    delays: { soon: 100 },
  }).createMachine({
    id: 'probe',
    context: { count: 0 },
    initial: 'counting',
    states: {
      counting: { on: { tick: { guard: 'belowTwo', actions: 'count' } }, after: { soon: 'done' } },
      done: { type: 'final' },
    },
  });

describe('machines/setup.ts: xstate’s setup, createMachine only', () => {
  it('gives back createMachine and nothing else', () => {
    expect(Object.keys(setup({}))).toEqual(['createMachine']);
  });

  it('makes the machine xstate’s setup makes: same definition, same implementations, same run on the clock', () => {
    const ours = define(setup);
    const theirs = define(xstateSetup);
    expect(JSON.stringify(ours.definition)).toBe(JSON.stringify(theirs.definition));
    expect(Object.keys(ours.implementations.actions)).toEqual(Object.keys(theirs.implementations.actions));
    expect(Object.keys(ours.implementations.guards)).toEqual(Object.keys(theirs.implementations.guards));
    expect(ours.implementations.delays).toEqual(theirs.implementations.delays);
    const run = (machine: typeof ours) => {
      const clock = new SimulatedClock();
      const actor = createActor(machine, { clock }).start();
      actor.send({ type: 'tick' });
      actor.send({ type: 'tick' });
      actor.send({ type: 'tick' });
      const counted = actor.getSnapshot().context.count;
      clock.increment(99);
      const before = actor.getSnapshot().value;
      clock.increment(1);
      return [counted, before, actor.getSnapshot().value];
    };
    expect(run(ours)).toEqual([2, 'counting', 'done']);
    expect(run(theirs)).toEqual([2, 'counting', 'done']);
  });

  it('is the one every machine of machines/ is made with', () => {
    const files = readdirSync('machines').filter((name) => name.endsWith('.machine.ts'));
    expect(files.length).toBeGreaterThan(4);
    for (const name of files) {
      const source = readFileSync(join('machines', name), 'utf8');
      expect(source, name).toContain("import { setup } from './setup';");
      expect(source, name).not.toMatch(/import \{[^}]*\bsetup\b[^}]*\} from 'xstate'/);
    }
  });
});
