/**
 * The machines test the site: paths generated from each machine's definition (xstate/graph, see
 * tests/model/testModel.ts) run in Chromium against the built site. Every trigger is performed as
 * it happens for a visitor — a click, a key, a scroll, typing, an answer from the intercepted
 * endpoint, the viewport, or time moved on the page's paused clock — and every state is checked
 * on screen and in its data-state. The report printed at the end gives, per machine, the states
 * reached and the transitions taken out of the definition's totals; the last test fails unless
 * every transition was taken or is left out by design, with its reason.
 *
 * Widths: the machines' paths run at 375 px (docs/testing.md, « Which width… »): their states and
 * timers do not depend on the width; the header's and the menu's drivers change the viewport
 * themselves where a transition is about it (the menu closes when the window grows past 1024 px).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { contactFormMachine } from '../../machines/contactForm.machine';
import { headerScrollMachine } from '../../machines/headerScroll.machine';
import { loaderMachine } from '../../machines/loader.machine';
import { mobileMenuMachine } from '../../machines/mobileMenu.machine';
import { simulatedSendMachine } from '../../machines/simulatedSend.machine';
import { toastMachine } from '../../machines/toast.machine';
import { coverageOf, coverageTable } from '../model/testModel';
import { useHarness, useStaticHost } from './harness';
import { contactFormDrivers, simulatedSendDriver, toastDriver, type Build } from './model/contact';
import { headerScrollDriver, loaderDriver, mobileMenuDriver } from './model/frame';
import { runModel, type Taken } from './model/runner';

const harness = useHarness('dist');
const simulatedUrl = useStaticHost('dist-simulated');
const baseUrl = (build: Build) => (build === 'dist' ? harness.baseUrl : simulatedUrl());

const machines: AnyStateMachine[] = [loaderMachine, headerScrollMachine, mobileMenuMachine, toastMachine, contactFormMachine, simulatedSendMachine];
const taken = new Map<string, Taken>();

describe('loader', () => runModel(loaderDriver(harness), taken));
describe('headerScroll', () => runModel(headerScrollDriver(harness), taken));
describe('mobileMenu (375 px)', () => runModel(mobileMenuDriver(harness), taken));
describe('toast', () => runModel(toastDriver(baseUrl, harness), taken));
for (const driver of contactFormDrivers(baseUrl, harness)) describe(`contactForm, ${driver.label}`, () => runModel(driver, taken));
describe('simulatedSend', () => runModel(simulatedSendDriver(baseUrl, harness), taken));

/** Per machine: what the passing paths covered; a transition is left out only if every driver of its machine leaves it out. */
function coverages() {
  return machines.map((machine) => {
    const record = taken.get(machine.id) ?? { states: new Set<string>(), transitions: new Set<string>(), leftOut: [] };
    const [first = {}, ...others] = record.leftOut;
    const leftOut = Object.fromEntries(Object.entries(first).filter(([id]) => others.every((list) => id in list)));
    return coverageOf(machine, record.states, record.transitions, leftOut);
  });
}

describe('coverage', () => {
  it('every machine: every state reached and every transition taken in Chromium, or left out by design with its reason', () => {
    const report = coverages();
    console.log(coverageTable(report));
    for (const { machine, states, transitions } of report) {
      expect(states.reached, `${machine}: states`).toEqual(states.total);
      const due = transitions.total.map((edge) => edge.id).filter((id) => !(id in transitions.unreachable));
      expect(transitions.taken, `${machine}: transitions`).toEqual(due);
    }
  });
});
