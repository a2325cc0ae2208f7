/**
 * xstate's `setup()`, giving back `createMachine` only. xstate's own hands back every action
 * creator as well (`sendTo`, `raise`, `log`, `emit`, `enqueueActions`, `spawnChild`…), for typing,
 * and so keeps them all in every page's JavaScript though no machine here uses them: about 800
 * bytes gzip per page. The machines are written exactly as with xstate's (`setup({ types, actions,
 * guards, delays, actors }).createMachine(…)`, with its types); they import their action creators
 * (`assign`) from xstate itself. tests/machines/setup.test.ts checks that it makes the same machine
 * as xstate's.
 */
import { createMachine, type setup as xstateSetup } from 'xstate';

/**
 * Typed as xstate's, whose generic signature cannot be narrowed to `createMachine` without losing
 * its inference: only `.createMachine` exists at run time (the test checks it).
 */
export const setup = (({ actors, actions, guards, delays }: NonNullable<Parameters<typeof createMachine>[1]>) => ({
  createMachine: (config: Parameters<typeof createMachine>[0]) => createMachine(config, { actors, actions, guards, delays }),
})) as unknown as typeof xstateSetup;
