import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plain } from '../specText';
// @ts-expect-error plain ESM script without types
import { listPages } from '../../scripts/page-weight.mjs';

const page = (file: string) => readFileSync(`dist/${file}`, 'utf8');

describe('prerendered pages carry their full content in the raw HTML', () => {
  it.each([
    ['index.html', ['Nos expertises phares', 'Gestion de la paie', 'Prendre rendez-vous']],
    ['a-propos/index.html', ['Excellence', 'Partenariat', 'Impact Local', 'Innovation']],
    ['services/index.html', ['id="interim"', 'id="recrutement"', 'id="paie"', 'id="ipm"', 'id="rh"', 'Analyse &amp; Diagnostic', 'Services aux entreprises']],
    ['contact/index.html', ['Sélectionnez un service', 'Lundi–vendredi', '9h00–18h00', 'Samedi', '9h00–13h00', 'Dimanche', 'fermé']],
    ['404.html', ['Page non trouvée', "Désolé, la page que vous recherchez n'existe pas ou a été déplacée."]],
  ])('%s', (file, texts) => {
    const html = page(file);
    expect(html).toContain('<html lang="fr">');
    // The specification's words, whatever its spaces and apostrophes are set in (React escapes ' as &#x27;).
    for (const text of texts) expect(plain(html.replaceAll('&#x27;', "'"))).toContain(text);
  });
});

describe('the inline script that guards forms before the app starts', () => {
  /** The inline (non-module, non-JSON) scripts of a page. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

  it.each(['index.html', 'contact/index.html', '404.html'])('%s: runs in <head>, before any form, with the attribute names the app uses', async (file) => {
    const { formStarted, submitPending } = await import('../../src/lib/beforeStart');
    const html = page(file);
    const guard = inlineScripts(html).find((code) => code.includes("addEventListener('submit'"));
    expect(guard).toBeDefined();
    expect(guard).toContain(`hasAttribute('${formStarted}')`);
    expect(guard).toContain(`setAttribute('${submitPending}', '')`);
    expect(guard).toContain('preventDefault()');
    expect(html.indexOf(guard!)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(guard!)).toBeLessThan(html.indexOf('<form') === -1 ? Infinity : html.indexOf('<form'));
  });
});

describe('the first paint shows the loader', () => {
  // Without it, a slow link can paint the page's bare ground first, and the loader's second then
  // counts from a later paint than the visitor's first: the page is seen that much later.
  const built: { file: string; path: string }[] = listPages('dist');
  it.each(built.map(({ path, file }) => [path, file] as const))('%s: render blocked until the loader is parsed', (_path, file) => {
    const html = page(file);
    const loader = html.match(/<div id="([^"]+)"[^>]*data-testid="loader"/);
    expect(loader, 'the prerendered loader, with an id').not.toBeNull();
    const expectLink = html.match(/<link rel="expect" href="#([^"]+)" blocking="render"\s*\/?>/);
    expect(expectLink?.[1]).toBe(loader![1]);
    expect(html.indexOf(expectLink![0])).toBeLessThan(html.indexOf('</head>'));
  });
});
