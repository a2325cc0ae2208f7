/**
 * Runs a machine's generated paths (tests/model/testModel.ts) in Chromium, against the built site.
 *
 * A driver says how the page is opened with the machine in its initial state, how the visitor
 * (or the network, or the clock) performs each trigger, and what the visitor sees in each state.
 * Each path runs on a fresh page: every step performs its trigger, then asserts its state, the
 * initial state included. What the passing steps took is recorded for the coverage report.
 */
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineEdges, machineStates } from '../../machines/transitions';
import { modelTours, stepEdge, type ModelEvent, type ModelOptions, type ModelPath } from '../../model/testModel';

export interface Session {
  /** Console and page errors seen during the path: a path passes only without any. */
  errors: string[];
  /** Errors the browser itself logs on purpose of the path (the endpoint answered 500), not the app. */
  expectedErrors?: RegExp[];
  close: () => Promise<void>;
  /** Saves what the page shows, when a path fails. */
  screenshot?: (path: string) => Promise<unknown>;
}

export interface Driver<S extends Session> {
  machine: AnyStateMachine;
  /** What runs it, when a machine is driven in more than one way (the two contact builds). */
  label?: string;
  options?: ModelOptions;
  /** The viewport width of the path with this index (paths alternate phone and desktop). */
  width?: (index: number) => number;
  /** A fresh page with the machine in its initial state. */
  open: (width: number) => Promise<S>;
  /** Performs a trigger (the model's event type, `event [guard]`) as the visitor, network or clock would. */
  events: Record<string, (session: S, event: ModelEvent, from: string) => Promise<void>>;
  /** Asserts what the visitor sees in a state, and its data-state. `event` is the one that led there. */
  states: Record<string, (session: S, event: ModelEvent) => Promise<void>>;
}

/** What the paths that passed reached and took, per machine id. */
export interface Taken {
  states: Set<string>;
  transitions: Set<string>;
  /** Each driver's transitions left out by design: one is unreachable only if every driver leaves it out. */
  leftOut: Record<string, string>[];
}

export const phoneThenDesktop = (index: number) => (index % 2 === 0 ? 375 : 1280);

const describeEvent = (event: ModelEvent) => {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} (${Object.values(payload).join(', ')})` : type;
};

export function pathTitle(path: ModelPath) {
  return path.steps
    .slice(1)
    .map((step) => `${describeEvent(step.event)} → ${String(step.state.value)}`)
    .join(', ');
}

/** Declares, in the calling describe block, a test for the driver's completeness and one per path. */
export function runModel<S extends Session>(driver: Driver<S>, taken: Map<string, Taken>) {
  const { machine, options = {} } = driver;
  const paths = modelTours(machine, options);
  const record = taken.get(machine.id) ?? { states: new Set<string>(), transitions: new Set<string>(), leftOut: [] };
  taken.set(machine.id, record);
  record.leftOut.push(options.unreachable ?? {});

  it('has an executor for every trigger and an assertion for every state; every transition left out is the machine’s, with a reason', () => {
    const edges = machineEdges(machine);
    const triggers = new Set(edges.filter((edge) => !(edge.id in (options.unreachable ?? {}))).map((edge) => edge.trigger));
    expect([...triggers].filter((trigger) => !(trigger in driver.events))).toEqual([]);
    expect(machineStates(machine).filter((state) => !(state in driver.states))).toEqual([]);
    for (const [id, reason] of Object.entries(options.unreachable ?? {})) {
      expect(edges.map((edge) => edge.id)).toContain(id);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it.concurrent.each(paths.map((path, index) => ({ path, index, title: pathTitle(path) })))('$title', async ({ path, index }) => {
    const width = driver.width?.(index) ?? phoneThenDesktop(index);
    const session = await driver.open(width);
    const reached: string[] = [];
    const took: string[] = [];
    try {
      let from = '';
      for (const step of path.steps) {
        const state = String(step.state.value);
        if (step.event.type !== 'xstate.init') {
          const perform = driver.events[step.event.type];
          if (!perform) throw new Error(`${machine.id}: no executor for « ${step.event.type} »`);
          await perform(session, step.event, from);
          took.push(stepEdge(from, step.event));
        }
        const check = driver.states[state];
        if (!check) throw new Error(`${machine.id}: no assertion for the state « ${state} »`);
        await check(session, step.event);
        reached.push(state);
        from = state;
      }
      const expected = session.expectedErrors ?? [];
      expect(session.errors.filter((error) => !expected.some((pattern) => pattern.test(error))), `at ${width} px`).toEqual([]);
      for (const state of reached) record.states.add(state);
      for (const id of took) record.transitions.add(id);
    } catch (error) {
      // Where the page was when the path failed: test-results/<machine>-<path>.png.
      await session.screenshot?.(`test-results/${machine.id}-${driver.label ? `${driver.label.split(' ')[0]}-` : ''}${index}.png`).catch(() => {});
      throw error;
    } finally {
      await session.close();
    }
  });
}
