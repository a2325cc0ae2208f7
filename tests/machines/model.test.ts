// @vitest-environment node
/**
 * The test models behind the model-based browser tests (tests/model/testModel.ts): built from
 * the machines, they have the machines' states and transitions, and the walks the browser runs
 * take exactly the transitions that xstate/graph's shortest paths reach.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { contactFormMachine, headerScrollMachine, loaderMachine, mobileMenuMachine, simulatedSendMachine, toastMachine } from '../../machines';
import { productionContactForm, simulatedContactForm } from '../model/contactFormModel';
import { modelPaths, modelTours, pathEdges, testModelMachine, type ModelOptions } from '../model/testModel';
import { machineEdges, machineStates } from './transitions';

const cases: [AnyStateMachine, ModelOptions][] = [
  [loaderMachine, {}],
  [headerScrollMachine, {}],
  [mobileMenuMachine, {}],
  [toastMachine, {}],
  // The browser's two runs of the form (tests/browser/model/contact.ts), and one that leaves two transitions out.
  [contactFormMachine, productionContactForm],
  [contactFormMachine, simulatedContactForm],
  [contactFormMachine, { unreachable: { 'submitting: sendMessage error': 'a reason long enough to be one', 'submitting: after sendTimeout': 'a reason long enough to be one' } }],
  [simulatedSendMachine, {}],
];

describe('machineEdges', () => {
  it('lists each machine’s transitions from each state, guards and delays and invoked actors’ ends included', () => {
    expect(machineEdges(headerScrollMachine).map((edge) => `${edge.id} → ${edge.target}`)).toEqual([
      'top: page.scrolled [isBeyondThreshold] → scrolled',
      'scrolled: page.scrolled [not isBeyondThreshold] → top',
    ]);
    expect(machineEdges(loaderMachine).map((edge) => `${edge.id} → ${edge.target}`)).toEqual([
      'visible: after loaderRemaining → hidden',
      'visible: always [secondIsOver] → hidden',
    ]);
    // The root's toast.show is taken from both states, and re-enters visible from visible.
    expect(machineEdges(toastMachine).map((edge) => `${edge.id} → ${edge.target}`)).toEqual([
      'hidden: toast.show → visible',
      'visible: toast.dismiss → hidden',
      'visible: after toastDuration → hidden',
      'visible: toast.show → visible',
    ]);
    const contact = machineEdges(contactFormMachine).map((edge) => `${edge.id} → ${edge.target}`);
    expect(contact).toContain('submitting: sendMessage done → success');
    expect(contact).toContain('submitting: sendMessage error → failure');
    expect(contact).toContain('failure: field.changed → failure');
    expect(contact).toContain('idle: application.started → idle');
    expect(contact).toContain('failure: application.started → failure');
    expect(contact).toContain('submitting: sendMessage error [mustWait] → waiting');
    expect(contact).toContain('waiting: after retryDelay → failure');
    expect(contact).toContain('idle: cv.chosen → idle');
    expect(contact).toContain('idle: cv.refused → idle');
    expect(contact).toContain('failure: cv.removed → failure');
    expect(contact).toContain('idle: form.submit [cvRefused] → cvRefused');
    expect(contact).toContain('cvRefused: cv.removed → idle');
    expect(contact).toContain('submitting: connection.lost → offline');
    expect(contact).toContain('submitting: sendMessage error [wentOffline] → offline');
    expect(contact).toContain('offline: connection.back → submitting');
    expect(contact).toContain('submitting: after sendTimeout → submitting');
    expect(contact).toContain('submitting: after sendGiveUp → failure');
    expect(contact).toHaveLength(52);
  });
});

describe('the contact form’s model in the browser', () => {
  const toured = (options: ModelOptions) => pathEdges(modelTours(contactFormMachine, options));

  it('in the production build, takes every transition, and each way a send fails: the server’s error, no answer, its refusals, and the device going offline as it fails', () => {
    expect(productionContactForm.unreachable ?? {}).toEqual({});
    const edges = toured(productionContactForm);
    expect(new Set(edges.map((id) => id.replace(/\{.*\}$/, '')))).toEqual(new Set(machineEdges(contactFormMachine).map((edge) => edge.id)));
    // Each variant at least once (a walk may take one again on its way to another state).
    expect([...new Set(edges.filter((id) => id.startsWith('submitting: sendMessage error')))].sort()).toEqual([
      'submitting: sendMessage error [mustWait]{}',
      'submitting: sendMessage error [wentOffline]{"reason":"offline"}',
      'submitting: sendMessage error{"reason":"invalid"}',
      'submitting: sendMessage error{"reason":"network"}',
      'submitting: sendMessage error{"reason":"server"}',
      'submitting: sendMessage error{"reason":"tooLarge"}',
    ]);
  });

  it('after a send that failed offline, the form waits offline, and sends again when the connection is back', () => {
    // Each time a walk takes the offline failure: the state it reaches, then the step that leaves `offline`.
    const taken = modelTours(contactFormMachine, productionContactForm).flatMap(({ steps }) =>
      steps.flatMap((step, at) => {
        if (step.event.type !== 'sendMessage error [wentOffline]') return [];
        const leaving = steps.slice(at + 1).find((next) => String(next.state.value) !== 'offline');
        return [[String(step.state.value), leaving && `${leaving.event.type} → ${String(leaving.state.value)}`]];
      }),
    );
    expect(taken.length).toBeGreaterThan(0);
    for (const [state] of taken) expect(state).toBe('offline');
    expect(taken.map(([, leaving]) => leaving)).toContain('connection.back → submitting');
  });

  it('in the simulated build, leaves out only what needs a send that fails: no failure, no wait, no offline', () => {
    const edges = new Set(toured(simulatedContactForm).map((id) => id.replace(/\{.*\}$/, '')));
    const leftOut = machineEdges(contactFormMachine).filter((edge) => !edges.has(edge.id));
    expect(leftOut.map((edge) => edge.id).sort()).toEqual(Object.keys(simulatedContactForm.unreachable!).sort());
    // From submitting, what the simulated send never meets: a failure, a wait, going offline, or being slow (it ends before sendTimeout).
    for (const edge of leftOut) expect(['failure', 'waiting', 'offline']).toContain(edge.id === 'submitting: after sendTimeout' ? 'failure' : edge.source === 'submitting' ? edge.target : edge.source);
  });
});

describe.each(cases.map(([machine, options]) => ({ machine, options, name: `${machine.id}${options.unreachable ? ' (some left out)' : ''}` })))('$name', ({ machine, options }) => {
  it('its test model has the machine’s states, and one event per transition', () => {
    const model = testModelMachine(machine);
    expect(Object.keys(model.root.states)).toEqual(machineStates(machine));
    let [snapshot] = initialTransition(model) as [AnyMachineSnapshot, unknown];
    expect(snapshot.value).toBe(machine.getInitialSnapshot(undefined as never, { shownFor: 0 } as never).value);
    for (const edge of machineEdges(machine)) {
      [snapshot] = transition(model, model.resolveState({ value: edge.source, context: {} }), { type: edge.trigger });
      expect(snapshot.value, edge.id).toBe(edge.target);
    }
  });

  it('its walks take every transition xstate/graph’s shortest paths reach, and leave out only what is left out', () => {
    const tours = modelTours(machine, options);
    const shortest = modelPaths(machine, options);
    const toured = pathEdges(tours);
    expect([...new Set(toured)].sort()).toEqual([...new Set(pathEdges(shortest))].sort());
    const due = machineEdges(machine).filter((edge) => !(edge.id in (options.unreachable ?? {})));
    expect(new Set(toured.map((id) => id.replace(/\{.*\}$/, '')))).toEqual(new Set(due.map((edge) => edge.id)));
    // Fewer page loads than one per transition, and none walks on from a final state.
    expect(tours.length).toBeLessThanOrEqual(shortest.length);
    for (const tour of tours) {
      for (const step of tour.steps.slice(0, -1)) expect(machine.root.states[String(step.state.value)]!.type).not.toBe('final');
    }
  });
});
