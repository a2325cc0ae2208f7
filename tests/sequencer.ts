/**
 * The order in which Vitest hands out the build project's files: the slowest first
 * (docs/testing.md, « Where the suite's time goes »).
 *
 * The build project runs two files at a time, each worker taking the next file of one queue when
 * its file ends. Vitest's own order puts the files it has timed before (its cache, under
 * node_modules/.vite/) longest first, and, without a cache, as on CI's fresh clone, the largest
 * files first: there, `machines.test.ts` (37 s, 4 kB), `devServer.test.ts` (39 s) and
 * `editor.test.ts` (37 s) started among the last, and one worker ran on alone for 10 to 20 s after
 * the other had ended. Longest first (the longest-processing-time rule) makes the two end within
 * about one small file of each other, on any machine, fresh clone or not.
 *
 * `seconds` is each file's time in the build project on an idle machine (Vitest's per-file time,
 * `npx vitest run --project build --reporter=json`: endTime − startTime, or the default reporter's
 * time beside the file). Only the order depends on it: a time that has drifted costs a few
 * seconds of balance, never a check. A file missing from it runs first (it may be slow: as Vitest
 * does with a file it has no time for), so add a new file here with its time. The other projects
 * keep Vitest's order.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds per file of the build project in a fresh-clone `.ci/run` (2026-12-08, two files at a time:
 * each time is its file's beside another, which only the order needs).
 */
export const seconds: Record<string, number> = {
  'tests/browser/editor.test.ts': 56.9,
  'tests/browser/editorChecks.test.ts': 54.3,
  'tests/browser/devServer.test.ts': 54.2,
  'tests/browser/offline.test.ts': 41.0,
  'tests/browser/a11y.test.ts': 39.1,
  'tests/browser/inbox.test.ts': 36.7,
  'tests/build/scale.test.ts': 36.5,
  'tests/browser/machines.test.ts': 36.3,
  'tests/browser/static.test.ts': 31.8,
  'tests/browser/offlineRoutes.test.ts': 26.2,
  'tests/browser/visitor.test.ts': 25.1,
  'tests/browser/offers.test.ts': 23.1,
  'tests/browser/legal.test.ts': 21.9,
  'tests/browser/contact.test.ts': 15.4,
  'tests/browser/beforeStart.test.ts': 13.4,
  'tests/browser/typography.test.ts': 11.3,
  'tests/browser/worker.test.ts': 10.9,
  'tests/browser/liveCheck.test.ts': 7.2,
  'tests/browser/articles.test.ts': 6.2,
  'tests/browser/simulator.test.ts': 5.2,
  'tests/browser/simulatorMethod.test.ts': 3.8,
  'tests/browser/editorSignIn.test.ts': 2.8,
  'tests/build/seo.test.ts': 2.5,
  'tests/browser/inspector.test.ts': 2.3,
  'tests/build/budgets.test.ts': 2.0,
  'tests/browser/rateLimit.test.ts': 0.9,
  'tests/build/articles.test.ts': 0.7,
  'tests/build/offline.test.ts': 0.0,
  'tests/build/routerInternals.test.ts': 0.0,
  'tests/build/prerender.test.ts': 0.0,
};

/**
 * Files whose time is mostly processes of their own besides the browser (a site build, Vite's dev
 * server, the editor's rebuild): two of them at once on two cores slow each other far
 * more than a browser file beside them does. On the first fresh-clone run of « slowest first »
 * (2026-12-07) they ran side by side and took 644 s of file time instead of 573 (devServer 39 → 68 s,
 * editorChecks 49 → 62 s, scale 21 → 33 s): each now goes beside a browser file.
 */
export const ownProcesses = new Set([
  'tests/browser/editor.test.ts',
  'tests/browser/editorChecks.test.ts',
  'tests/browser/devServer.test.ts',
  'tests/build/scale.test.ts',
]);

/** A file's time from `seconds`, by its path from the repository's root; a file it lacks, first. */
export function expectedSeconds(root: string, file: string): number {
  return seconds[relative(root, file).split('\\').join('/')] ?? Number.MAX_VALUE;
}

/** The files in `list`, longest first (a stable sort: ties keep the list's order). */
const longestFirst = <T,>(list: T[], time: (item: T) => number) => [...list].sort((a, b) => (time(b) > time(a) ? 1 : time(b) < time(a) ? -1 : 0));

/**
 * Vitest's order, but the build project's files longest first, each file with processes of its
 * own (`ownProcesses`) followed by a browser file, so that two workers rarely run two of them at once.
 */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const ofBuild = (spec: TestSpecification) => spec.project.name === 'build';
    const time = (spec: TestSpecification) => expectedSeconds(spec.project.config.root, spec.moduleId);
    const path = (spec: TestSpecification) => relative(spec.project.config.root, spec.moduleId).split('\\').join('/');
    const inBuild = sorted.filter(ofBuild);
    const heavy = longestFirst(inBuild.filter((spec) => ownProcesses.has(path(spec))), time);
    const light = longestFirst(inBuild.filter((spec) => !ownProcesses.has(path(spec))), time);
    const build: TestSpecification[] = [];
    while (heavy.length || light.length) {
      if (heavy.length) build.push(heavy.shift()!);
      if (light.length) build.push(light.shift()!);
    }
    let next = 0;
    // The build project's files stay where Vitest put that project, in the new order.
    return sorted.map((spec) => (ofBuild(spec) ? build[next++]! : spec));
  }
}
