/**
 * Test models generated from the machines, for the model-based browser tests.
 *
 * `createTestModel` (xstate/graph) walks a machine by sending it events, so it cannot walk the
 * real machines as they are: their delays (`after`), invoked actors and eventless transitions
 * happen by themselves. The test model is the same graph with each of those made an event the
 * test performs: `after sendDuration` is « the test moves the clock », `sendMessage done` is
 * « the test lets the endpoint answer », `always [secondIsOver]` is « the app starts after the
 * loader's second ». Guarded branches are separate events (`form.submit [isSpam]`), so each is
 * a path of its own.
 *
 * Two ways to cover every transition:
 * - `modelPaths`: xstate/graph's shortest paths, where every transition is its own vertex of the
 *   traversal (a state is serialised with the transition that reached it), so the shortest paths
 *   reach every transition, self-transitions included; one path per transition, prefixes dropped.
 * - `modelTours`: walks that take every transition with few page loads: from each state, the next
 *   transition not yet taken, else the shortest way to a state that has one. The browser runs
 *   these (a page load is the costly part), and a unit test checks that they take exactly the
 *   transitions xstate/graph's shortest paths reach.
 */
import { createMachine, initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { machineEdges, machineStates, type MachineEdge } from '../machines/transitions';

export type ModelEvent = EventObject & Record<string, unknown>;
/** A path: its first step is the initial state (`xstate.init`), then one step per transition. */
export interface ModelPath {
  steps: Array<{ event: ModelEvent; state: AnyMachineSnapshot }>;
}

/** The machine with every trigger made an event: one state per state, one event per transition. */
export function testModelMachine(machine: AnyStateMachine) {
  const edges = machineEdges(machine);
  const states = Object.fromEntries(
    machineStates(machine).map((key) => [
      key,
      {
        ...(machine.root.states[key]!.type === 'final' ? { type: 'final' as const } : {}),
        on: Object.fromEntries(edges.filter((edge) => edge.source === key).map((edge) => [edge.trigger, { target: edge.target, reenter: true }])),
      },
    ]),
  );
  return createMachine({ id: `${machine.id}Model`, initial: machine.root.initial!.target[0]!.key, states });
}

export interface ModelOptions {
  /**
   * Variants of a trigger that the page performs differently, each a path of its own (for
   * example `sendMessage error` answered with HTTP 500 and with a network failure).
   */
  cases?: ModelEvent[];
  /** Transitions the page cannot take by design, by edge id (`source: trigger`), with why. */
  unreachable?: Record<string, string>;
}

/** The paths that take every reachable transition of `machine`, shortest first. */
export function modelPaths(machine: AnyStateMachine, { cases = [], unreachable = {} }: ModelOptions = {}): ModelPath[] {
  const model = createTestModel(testModelMachine(machine), {
    events: cases as never,
    // Serialise a state with the transition that reached it: every transition is a vertex.
    serializeTransition: (snapshot, event, previous) =>
      event && previous ? ` via ${JSON.stringify(event)} from ${String(previous.value)} to ${String(snapshot.value)}` : '',
    filterEvents: (snapshot, event) => !(`${String(snapshot.value)}: ${event.type}` in unreachable),
  });
  return model.getShortestPaths().map((path) => ({ steps: path.steps as ModelPath['steps'] }));
}

/** A transition as the browser performs it: a trigger, with its payload when it has variants. */
interface ModelEdge {
  from: string;
  to: string;
  event: ModelEvent;
}

function expandedEdges(machine: AnyStateMachine, { cases = [], unreachable = {} }: ModelOptions): ModelEdge[] {
  return machineEdges(machine)
    .filter((edge) => !(edge.id in unreachable))
    .flatMap((edge) => {
      const variants = cases.filter((event) => event.type === edge.trigger);
      return (variants.length ? variants : [{ type: edge.trigger }]).map((event) => ({ from: edge.source, to: edge.target, event }));
    });
}

/**
 * Walks that take every reachable transition (every variant of each), `maxSteps` at most each:
 * from each state the next transition not yet taken (one that does not end the machine first),
 * else the shortest way to a state that still has one. States come from the test model itself
 * (xstate's `transition`), so a walk that disagrees with the machine fails here.
 */
export function modelTours(machine: AnyStateMachine, options: ModelOptions = {}, maxSteps = 16): ModelPath[] {
  const model = testModelMachine(machine);
  const edges = expandedEdges(machine, options);
  const isFinal = (state: string) => machine.root.states[state]!.type === 'final';
  const uncovered = new Set(edges);
  const initial = machine.root.initial!.target[0]!.key as string;

  /** First step of the shortest way from `state` to a state with a transition not yet taken. */
  const routeStep = (state: string): ModelEdge | undefined => {
    const firstStep = new Map<string, ModelEdge | undefined>([[state, undefined]]);
    for (const queue = [state]; queue.length; ) {
      const at = queue.shift()!;
      if (at !== state && [...uncovered].some((edge) => edge.from === at)) return firstStep.get(at);
      for (const edge of edges.filter((candidate) => candidate.from === at && !firstStep.has(candidate.to))) {
        firstStep.set(edge.to, firstStep.get(at) ?? edge);
        if (!isFinal(edge.to)) queue.push(edge.to);
      }
    }
    return undefined;
  };

  const tours: ModelPath[] = [];
  while (uncovered.size) {
    let [snapshot] = initialTransition(model) as [AnyMachineSnapshot, unknown];
    const steps: ModelPath['steps'] = [{ event: { type: 'xstate.init' }, state: snapshot }];
    let state = initial;
    const before = uncovered.size;
    while (steps.length <= maxSteps && !isFinal(state)) {
      const open = [...uncovered].filter((edge) => edge.from === state);
      const next = open.find((edge) => !isFinal(edge.to)) ?? open[0] ?? routeStep(state);
      if (!next) break;
      uncovered.delete(next);
      [snapshot] = transition(model, snapshot, next.event);
      if (String(snapshot.value) !== next.to) throw new Error(`${machine.id}: ${next.from} --${next.event.type}--> ${String(snapshot.value)}, not ${next.to}`);
      steps.push({ event: next.event, state: snapshot });
      state = next.to;
    }
    if (uncovered.size === before) throw new Error(`${machine.id}: unreachable from ${initial}: ${[...uncovered].map((edge) => `${edge.from}: ${edge.event.type}`).join('; ')}`);
    tours.push({ steps });
  }
  return tours;
}

/** The transitions a set of paths takes, as `source: trigger` with the payload of variants. */
export function pathEdges(paths: ModelPath[]): string[] {
  return paths.flatMap((path) =>
    path.steps.slice(1).map((step, index) => `${stepEdge(String(path.steps[index]!.state.value), step.event)}${JSON.stringify({ ...step.event, type: undefined })}`),
  );
}

/** A step of a path: the transition it takes (the previous state, then the step's event). */
export function stepEdge(from: string, event: ModelEvent): string {
  return `${from}: ${event.type}`;
}

/** What a set of executed steps covered of the machine, against its definition's totals. */
export interface ModelCoverage {
  machine: string;
  states: { reached: string[]; total: string[] };
  transitions: { taken: string[]; unreachable: Record<string, string>; total: MachineEdge[] };
}

export function coverageOf(machine: AnyStateMachine, reached: Iterable<string>, taken: Iterable<string>, unreachable: Record<string, string> = {}): ModelCoverage {
  const states = machineStates(machine);
  const edges = machineEdges(machine);
  const [reachedSet, takenSet] = [new Set(reached), new Set(taken)];
  return {
    machine: machine.id,
    states: { reached: states.filter((state) => reachedSet.has(state)), total: states },
    transitions: { taken: edges.map((edge) => edge.id).filter((id) => takenSet.has(id)), unreachable, total: edges },
  };
}

const percent = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 1000) / 10 : 100} %`;

/** One line per machine: states reached / total, transitions taken / total, and what was left out. */
export function coverageTable(coverages: ModelCoverage[]): string {
  const rows = coverages.map(({ machine, states, transitions }) => {
    const s = `${states.reached.length}/${states.total.length} states (${percent(states.reached.length, states.total.length)})`;
    const t = `${transitions.taken.length}/${transitions.total.length} transitions (${percent(transitions.taken.length, transitions.total.length)})`;
    const missing = transitions.total.filter((edge) => !transitions.taken.includes(edge.id)).map((edge) => edge.id);
    return `  ${machine.padEnd(14)} ${s.padEnd(24)} ${t}${missing.length ? `  not taken: ${missing.join('; ')}` : ''}`;
  });
  return ['Model-based browser tests: machine coverage in Chromium', ...rows].join('\n');
}
