/**
 * Mermaid `stateDiagram-v2` diagrams read from the machines' own definitions (states, initial and
 * final states, every transition with its event, guard and actions, delays, eventless
 * transitions, invoked actors, entry and exit actions). docs/machines.md is written from these
 * by tests/machines/diagrams.test.ts, which fails when a machine changes and the file does not.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Guard = string | { type?: string } | ((...args: never[]) => unknown) | undefined;
type Transition = { target?: readonly AnyStateNode[]; guard?: Guard; actions: readonly unknown[]; reenter?: boolean };

/** Mermaid ids cannot hold dots: a state's path, joined. */
const idOf = (node: AnyStateNode) => node.path.join('_');

function guardLabel(guard: Guard): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = ((guard as { guards?: Guard[] }).guards ?? []).map(guardLabel).join(', ');
    return guard.name === 'not' ? `not ${inner}` : `${guard.name}(${inner})`;
  }
  return guard.type ?? '?';
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions
    .map((action) => (typeof action === 'string' ? action : (action as { type?: string; name?: string }).type ?? (action as { name?: string }).name))
    .filter((name): name is string => !!name && !name.startsWith('xstate.'));
}

/**
 * `after sendDuration` for a delayed transition, `sendMessage done` / `sendMessage error` for an
 * invoked actor's end, `always` for an eventless transition, else the event.
 */
function eventLabel(eventType: string, node: AnyStateNode): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) {
    const invoke = node.invoke.find((candidate: { id: string }) => candidate.id === actor[2]);
    return `${invoke ? String(invoke.src) : actor[2]} ${actor[1]}`;
  }
  return eventType;
}

function transitionLabel(eventType: string, transition: Transition, node: AnyStateNode): string {
  const guard = guardLabel(transition.guard);
  const actions = actionNames(transition.actions);
  return [eventLabel(eventType, node), guard && `[${guard}]`, actions.length ? `/ ${actions.join(', ')}` : ''].filter(Boolean).join(' ');
}

/** Every transition a state node declares, eventless ones included, as [event, transition, node]. */
function ownTransitions(node: AnyStateNode): [string, Transition, AnyStateNode][] {
  const byEvent = [...(node.transitions as Map<string, Transition[]>)].flatMap(([type, list]) => list.map((t) => [type, t, node] as [string, Transition, AnyStateNode]));
  const always = ((node.always ?? []) as Transition[]).map((t) => ['always', t, node] as [string, Transition, AnyStateNode]);
  return [...byEvent, ...always];
}

function emit(node: AnyStateNode, depth: number, lines: string[]) {
  const pad = '  '.repeat(depth);
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = (node.initial?.target ?? []) as AnyStateNode[];
  for (const target of initial) lines.push(`${pad}[*] --> ${idOf(target)}`);
  for (const child of children) {
    if (Object.keys(child.states).length) {
      lines.push(`${pad}state ${idOf(child)} {`);
      emit(child, depth + 1, lines);
      lines.push(`${pad}}`);
    }
    if (child.type === 'final') lines.push(`${pad}${idOf(child)} --> [*]`);
    // A parent's transitions are taken from every one of its states.
    const transitions = [...ownTransitions(child), ...ownTransitions(node)];
    for (const [event, transition, source] of transitions) {
      const targets = transition.target?.length ? transition.target : [child];
      for (const target of targets) lines.push(`${pad}${idOf(child)} --> ${idOf(target)}: ${transitionLabel(event, transition, source)}`);
    }
    const notes = [
      ...actionNames(child.entry).map((name) => `entry / ${name}`),
      ...actionNames(child.exit).map((name) => `exit / ${name}`),
      ...child.invoke.map((invoke: { src: unknown }) => `invokes ${String(invoke.src)}`),
    ];
    if (notes.length) lines.push(`${pad}note right of ${idOf(child)}: ${notes.join(', ')}`);
  }
}

/** The machine as a Mermaid state diagram. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  emit(machine.root, 1, lines);
  return lines.join('\n');
}

/** What the machine does while it runs, whatever its state (root invokes). */
export function rootActors(machine: AnyStateMachine): string[] {
  return machine.root.invoke.map((invoke: { src: unknown }) => String(invoke.src));
}
