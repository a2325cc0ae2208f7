// @vitest-environment node
/**
 * docs/machines.md: one Mermaid state diagram per machine, generated from the definitions. The
 * test fails when a machine changes and the file was not regenerated: run `npm run diagrams`.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { contactFormMachine, headerScrollMachine, loaderMachine, mobileMenuMachine, simulatedSendMachine, toastMachine } from '../../machines';
import { mermaidDiagram, rootActors } from './mermaid';

const machines: [AnyStateMachine, string][] = [
  [loaderMachine, 'machines/loader.machine.ts'],
  [headerScrollMachine, 'machines/headerScroll.machine.ts'],
  [mobileMenuMachine, 'machines/mobileMenu.machine.ts'],
  [toastMachine, 'machines/toast.machine.ts'],
  [contactFormMachine, 'machines/contactForm.machine.ts'],
  [simulatedSendMachine, 'machines/simulatedSend.machine.ts'],
];

function document(): string {
  const sections = machines.map(([machine, file]) => {
    const actors = rootActors(machine);
    return [
      `## \`${machine.id}\``,
      '',
      `From [\`${file}\`](../${file}).${actors.length ? ` While it runs it invokes ${actors.map((actor) => `\`${actor}\``).join(', ')}.` : ''}`,
      '',
      '```mermaid',
      mermaidDiagram(machine),
      '```',
    ].join('\n');
  });
  return [
    '# The machines',
    '',
    'Generated from the machine definitions by `npm run diagrams` (tests/machines/diagrams.test.ts,',
    'which fails when a machine changes and this file was not regenerated). Do not edit by hand.',
    'Labels read `event [guard] / actions`; `after name` is a named delay from machines/constants.ts.',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

describe('docs/machines.md', () => {
  it('has the diagram of every machine, as the definitions say today', async () => {
    await expect(document()).toMatchFileSnapshot('../../docs/machines.md');
  });

  it('draws every state and every transition of each machine', () => {
    for (const [machine] of machines) {
      const diagram = mermaidDiagram(machine);
      const states = Object.keys(machine.root.states);
      for (const state of states) expect(diagram, `${machine.id}: ${state}`).toMatch(new RegExp(`\\b${state}\\b`));
      const transitionCount = states.reduce((sum, key) => {
        const node = machine.root.states[key]!;
        const own = [...node.transitions.values()].flat().length + (node.always?.length ?? 0);
        const inherited = [...machine.root.transitions.values()].flat().length;
        return sum + own + inherited;
      }, 0);
      expect(diagram.split('\n').filter((line) => / --> /.test(line) && !line.includes('[*]')), machine.id).toHaveLength(transitionCount);
    }
  });
});
