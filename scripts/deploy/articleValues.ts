/**
 * The articles' values still written « À compléter » (a figure the author could not check), as
 * every production build lists them (vite.config.ts `legalValuesWarning`): the preflight
 * (scripts/deploy/preflight.mjs) loads this module with Vite's `runnerImport`, with the content's
 * own loader and report, so it names exactly what the build names.
 */
import { join } from 'node:path';
import { loadContent } from '../../src/content/load';
import { articleValuesToFill as linesOf, toFillWarning } from '../../src/content/toFillReport';

/** « content/articles/….md : « body » (Texte de l’article) » lines, and the build's warning (undefined when none). */
export function articleValuesToFill(dir: string) {
  const lines = linesOf(loadContent({ dir: join(dir, 'content'), base: dir }));
  return { lines, warning: toFillWarning([], lines) };
}
