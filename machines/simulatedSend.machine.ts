import { setup } from './setup';
import { timing } from './constants';

/**
 * The specification's send: nothing leaves the browser, it just takes `sendDuration`.
 * A machine rather than a promise so that its delay runs on the caller's clock
 * (a SimulatedClock in tests).
 */
export const simulatedSendMachine = setup({
  delays: { sendDuration: timing.sendDuration },
}).createMachine({
  id: 'simulatedSend',
  initial: 'sending',
  states: {
    sending: { after: { sendDuration: 'sent' } },
    sent: { type: 'final' },
  },
});
