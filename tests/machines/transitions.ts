/**
 * A machine's states and transitions, read from its definition. The diagrams (mermaid.ts) draw
 * them, and the model-based browser tests (tests/model/) build their test model and their
 * coverage totals from them, so the picture, the paths and the figures cannot disagree.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Guard = string | { type?: string } | ((...args: never[]) => unknown) | undefined;
export type Transition = { target?: readonly AnyStateNode[]; guard?: Guard; actions: readonly unknown[]; reenter?: boolean };

export function guardLabel(guard: Guard): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = ((guard as { guards?: Guard[] }).guards ?? []).map(guardLabel).join(', ');
    return guard.name === 'not' ? `not ${inner}` : `${guard.name}(${inner})`;
  }
  return guard.type ?? '?';
}

export function actionNames(actions: readonly unknown[]): string[] {
  return actions
    .map((action) => (typeof action === 'string' ? action : (action as { type?: string; name?: string }).type ?? (action as { name?: string }).name))
    .filter((name): name is string => !!name && !name.startsWith('xstate.'));
}

/**
 * `after sendDuration` for a delayed transition, `sendMessage done` / `sendMessage error` for an
 * invoked actor's end, `always` for an eventless transition, else the event.
 */
export function eventLabel(eventType: string, node: AnyStateNode): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) {
    const invoke = node.invoke.find((candidate: { id: string }) => candidate.id === actor[2]);
    return `${invoke ? String(invoke.src) : actor[2]} ${actor[1]}`;
  }
  return eventType;
}

/** `event [guard]`: what triggers a transition, without its actions. */
export function triggerLabel(eventType: string, transition: Transition, node: AnyStateNode): string {
  const guard = guardLabel(transition.guard);
  return [eventLabel(eventType, node), guard && `[${guard}]`].filter(Boolean).join(' ');
}

/** `event [guard] / actions`, as the diagrams print it. */
export function transitionLabel(eventType: string, transition: Transition, node: AnyStateNode): string {
  const actions = actionNames(transition.actions);
  return [triggerLabel(eventType, transition, node), actions.length ? `/ ${actions.join(', ')}` : ''].filter(Boolean).join(' ');
}

/** Every transition a state node declares, eventless ones included, as [event, transition, node]. */
export function ownTransitions(node: AnyStateNode): [string, Transition, AnyStateNode][] {
  const byEvent = [...(node.transitions as Map<string, Transition[]>)].flatMap(([type, list]) => list.map((t) => [type, t, node] as [string, Transition, AnyStateNode]));
  const always = ((node.always ?? []) as Transition[]).map((t) => ['always', t, node] as [string, Transition, AnyStateNode]);
  return [...byEvent, ...always];
}

/** One transition as it can be taken: from one state, on one trigger, to one state. */
export interface MachineEdge {
  /** `source: trigger`, unique in the machine (a state never declares the same trigger twice). */
  id: string;
  source: string;
  /** `event [guard]`: the test model's event type for this transition. */
  trigger: string;
  target: string;
  /** With its actions, as the diagram draws it. */
  label: string;
}

/**
 * The machine's states, by key. The test models handle machines whose states are all children
 * of the root (every machine here); a nested state fails loudly rather than being left out.
 */
export function machineStates(machine: AnyStateMachine): string[] {
  const states = Object.values(machine.root.states) as AnyStateNode[];
  for (const state of states) {
    if (Object.keys(state.states).length) throw new Error(`${machine.id}.${state.key} has child states: extend tests/machines/transitions.ts to nested machines`);
  }
  return states.map((state) => state.key);
}

/** Every transition of the machine from every state, the root's own (taken from each state) included. */
export function machineEdges(machine: AnyStateMachine): MachineEdge[] {
  return machineStates(machine).flatMap((key) => {
    const node = machine.root.states[key] as AnyStateNode;
    return [...ownTransitions(node), ...ownTransitions(machine.root)].map(([event, transition, declaredOn]) => {
      const target = transition.target?.[0]?.key ?? key;
      const trigger = triggerLabel(event, transition, declaredOn);
      return { id: `${key}: ${trigger}`, source: key, trigger, target, label: transitionLabel(event, transition, declaredOn) };
    });
  });
}
