/**
 * Mermaid `stateDiagram-v2` diagrams read from the machines' own definitions (states, initial and
 * final states, every transition with its event, guard and actions, delays, eventless
 * transitions, invoked actors, entry and exit actions). docs/machines.md is written from these
 * by tests/machines/diagrams.test.ts, which fails when a machine changes and the file does not.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionNames, ownTransitions, transitionLabel } from './transitions';

/** Mermaid ids cannot hold dots: a state's path, joined. */
const idOf = (node: AnyStateNode) => node.path.join('_');

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
