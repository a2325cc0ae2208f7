/**
 * The legal values still to fill in, as the build lists them (vite.config.ts `legalValuesWarning`):
 * the preflight (scripts/deploy/preflight.mjs) loads this module with Vite's `runnerImport`, the
 * content's own loader and report, so it refuses exactly what the build would warn about.
 */
import { join } from 'node:path';
import { loadContent } from '../../src/content/load';
import { toFillWarning, valuesToFill } from '../../src/content/toFillReport';

/** « content/pages/legal.yml : « company.rccm » » lines, and the build's warning (undefined when none). */
export function legalValuesToFill(dir: string, { otherFormService = false } = {}) {
  const lines = valuesToFill(loadContent({ dir: join(dir, 'content'), base: dir }), { otherFormService });
  return { lines, warning: toFillWarning(lines) };
}
