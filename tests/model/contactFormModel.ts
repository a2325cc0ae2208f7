/**
 * The contact form's test model in each build the browser runs it on (tests/browser/model/contact.ts):
 * the ways a send fails that the production build's paths take, and what the simulated build, whose
 * send cannot fail, leaves out. tests/machines/model.test.ts checks the walks these options give.
 */
import type { ModelOptions } from './testModel';

/**
 * The production build (the site's Worker, whose answers the test holds) takes every transition.
 * The ways a send fails: no answer, the server's error, its refusals (400, 413), and the device
 * going offline as the send fails (`wentOffline`: the page learns it from the failed send, before
 * the window's `offline` event).
 */
export const productionContactForm: ModelOptions = {
  cases: [
    { type: 'sendMessage error', reason: 'server' },
    { type: 'sendMessage error', reason: 'network' },
    { type: 'sendMessage error', reason: 'invalid' },
    { type: 'sendMessage error', reason: 'tooLarge' },
    { type: 'sendMessage error [wentOffline]', reason: 'offline' },
  ],
};

const notInSimulatedBuild = {
  failure: 'the simulated build’s send is the specification’s: it cannot fail, so no transition leads to failure and none leaves it',
  waiting: 'the simulated build has no server to ask for a wait: no transition leads to waiting and none leaves it',
  offline: 'the simulated build sends nothing, so it never waits for the connection: no transition leads to offline and none leaves it',
};

/** What the form accepts wherever it is editable. */
const editable = ['field.changed', 'application.started', 'cv.chosen', 'cv.refused', 'cv.removed'];

/** The simulated build (the specification's 1500 ms send): no failure, no wait, no offline. */
export const simulatedContactForm: ModelOptions = {
  unreachable: {
    'submitting: sendMessage error': 'the simulated send cannot fail: it only waits sendDuration (1500 ms)',
    'submitting: sendMessage error [mustWait]': 'the simulated send has no server to ask for a wait',
    'submitting: after sendTimeout': 'the simulated send always ends after sendDuration (1500 ms), before sendTimeout (15 000 ms): it is never slow',
    'submitting: after sendGiveUp': 'the simulated send always ends after sendDuration (1500 ms), long before sendGiveUp (180 000 ms)',
    'submitting: connection.lost': 'the simulated build does not watch the connection: nothing leaves the page, so going offline cannot fail the send',
    'submitting: sendMessage error [wentOffline]': 'the simulated send cannot fail, offline or not',
    ...Object.fromEntries(['connection.back [isSpam]', 'connection.back [cvRefused]', 'connection.back', 'form.submit [isSpam]', 'form.submit [cvRefused]', 'form.submit', ...editable].map((trigger) => [`offline: ${trigger}`, notInSimulatedBuild.offline])),
    ...Object.fromEntries(['form.retry [isSpam]', 'form.retry [cvRefused]', 'form.retry', 'form.submit [isSpam]', 'form.submit [cvRefused]', 'form.submit', ...editable].map((trigger) => [`failure: ${trigger}`, notInSimulatedBuild.failure])),
    ...Object.fromEntries(['after retryDelay', ...editable].map((trigger) => [`waiting: ${trigger}`, notInSimulatedBuild.waiting])),
  },
};
