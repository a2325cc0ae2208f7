import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { budgets, listPages, measurePage } from '../../scripts/page-weight.mjs';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// Every build ships: the default (the site's Worker), the simulated one and another service's.
describe.each(['dist', 'dist-simulated', 'dist-endpoint'])('byte budgets of the production build in %s/ (gzip, before any interaction)', (dist) => {
  const pages: { file: string; path: string }[] = listPages(dist);

  it('finds the prerendered pages: five, the two legal pages, the list of offers, one page per open offer and the offers’ not-found page, the list of articles and one page per published article, the salary simulator', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/404',
      '/a-propos',
      '/actualites',
      '/actualites/ipm-ce-que-l-employeur-doit-savoir',
      '/actualites/preparer-un-entretien-d-embauche',
      '/confidentialite',
      '/contact',
      '/mentions-legales',
      '/offres',
      '/offres/404',
      '/offres/chef-de-chantier-srh-2026-034',
      '/offres/comptable-senior-srh-2026-031',
      '/offres/developpeur-full-stack-srh-2026-029',
      '/services',
      '/simulateur-salaire',
    ]);
  });

  it('every page’s entry carries the site’s preload helper (src/lib/preloadHelper.js), not Vite’s larger one', () => {
    const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
    const entry = readFileSync(join(dist, Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.startsWith('assets/index-'))!.file), 'utf8');
    expect(entry).toContain('Unable to preload CSS for');
    for (const vites of ['csp-nonce', 'vite:preloadError', 'relList']) expect(entry).not.toContain(vites);
  });

  it.each(pages)('$path loads at most 120 KiB of JS, 10 KiB of CSS and 2 preloaded fonts', ({ file }) => {
    const weight = measurePage(dist, file);
    expect(weight.js.gzip, `JS ${kib(weight.js.gzip)} in ${weight.jsFiles.join(', ')}`).toBeLessThanOrEqual(budgets.jsGzip);
    expect(weight.css.gzip, `CSS ${kib(weight.css.gzip)}`).toBeLessThanOrEqual(budgets.cssGzip);
    expect(weight.fonts.files).toBeLessThanOrEqual(budgets.preloadedFonts);
  });

  it('does not ship the Stately inspector or another page’s code to a visitor', () => {
    for (const { file, path } of pages) {
      const { jsFiles } = measurePage(dist, file);
      expect(jsFiles.some((name: string) => /inspect|dist-/.test(name)), `${path}: ${jsFiles}`).toBe(false);
      const otherRoutes = ['a-propos', 'services', 'contact'].filter((route) => !path.includes(route));
      for (const route of otherRoutes) expect(jsFiles.some((name: string) => name.startsWith(`assets/${route}-`)), `${path} loads ${route}`).toBe(false);
    }
  });

  it('ships nothing of the content schema, its Markdown parser or its YAML reader (build time only)', () => {
    // Every script of the site, lazy ones included (the editor at /admin/ is a build of its own).
    const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
    const scripts = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const name of scripts) {
      const code = readFileSync(join(dist, name), 'utf8');
      // zod's issue codes, marked's lexer, yaml's parser: each library's own words.
      expect(code, name).not.toMatch(/invalid_union|too_small|\$ZodType|blockTokens|inlineTokens|LineCounter|YAMLParseError/);
    }
  });
});
