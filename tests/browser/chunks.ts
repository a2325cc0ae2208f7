/**
 * A module's chunk in a build, from Vite's manifest: chunks are named by their hash alone
 * (vite.config.ts, `chunkFileNames`), so a test that holds back or recognises one module's code
 * finds its file here, by the module's source path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** « assets/D9JGa4.js », the file of `source` (« src/actors/endpoint.ts ») in `dist`. */
export function chunkOf(dist: string, source: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} has no chunk of its own in ${dist}/.vite/manifest.json`);
  return chunk.file;
}
