/**
 * What the build relies on that TanStack Router's plugin does not document
 * (src/lib/routerInternals.ts): fails when an upgrade renames the route chunks in Vite's
 * manifest, so the prerendered pages would lose their route's JS preloads and inlined CSS.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeChunkKey } from '../../src/lib/routerInternals';

describe.each(['dist', 'dist-endpoint'])('%s: the router plugin’s split chunks', (dist) => {
  const manifest: Record<string, { file: string; css?: string[] }> = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

  it.each(['/', '/a-propos', '/services', '/contact'])('%s: its component chunk is in the manifest under the key the prerender reads, with its CSS', (path) => {
    const chunk = manifest[routeChunkKey(path)];
    expect(chunk, `${routeChunkKey(path)} in ${Object.keys(manifest).join(', ')}`).toBeDefined();
    expect(chunk!.file).toMatch(/^assets\/.+\.js$/);
    const page = readFileSync(`${dist}/${path === '/' ? '' : `${path.slice(1)}/`}index.html`, 'utf8');
    // The page preloads it, and inlines its CSS with the disabled link for Vite's preload helper.
    expect(page).toContain(`href="/${chunk!.file}"`);
    for (const css of chunk!.css ?? []) expect(page).toContain(`<style data-href="/${css}">`);
  });
});
