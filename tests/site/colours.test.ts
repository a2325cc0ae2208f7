// @vitest-environment node
/**
 * One source per colour: the theme (src/styles/theme.css.ts) and the brand file it reads
 * (src/styles/brand.json), which the build, the service worker and the Worker read too. No other
 * file of the site, the editor, the inbox, the service worker or the Worker writes a colour of its
 * own; and the colours a page outside the theme's stylesheet shows keep AA contrast.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import brand from '../../src/styles/brand.json';

const themeFiles = new Set(['src/styles/theme.css.ts', 'src/styles/brand.json']);

/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa, not an anchor nor an entity) or a colour function. */
const rawColour = /(?<![\w&/#])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|m?js|css|html)$/.test(entry.name) && !entry.name.endsWith('.gen.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every raw colour in `text`, as « line: colour ». */
const coloursIn = (text: string) =>
  text.split('\n').flatMap((line, index) => [...line.matchAll(rawColour)].map((match) => `${index + 1}: ${match[0]}`));

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe('colours', () => {
  it('finds the colours it looks for, and leaves anchors, entities and issue numbers alone', () => {
    expect(coloursIn("background: '#fff';\ncolor:#3d2c00;border:1px solid rgba(0, 0, 0, .2)\nfill: hsl(10 20% 30%)")).toEqual(['1: #fff', '2: #3d2c00', '2: rgba(', '3: hsl(']);
    expect(coloursIn('<a href="#contact">&#39; workers-sdk#14641 #add-on')).toEqual([]);
  });

  it('no file outside the theme writes a raw colour', () => {
    const files = [...['src', 'worker', 'admin', 'contract', 'machines'].flatMap(sourceFiles), 'index.html'];
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((file) => !themeFiles.has(file)).flatMap((file) => coloursIn(readFileSync(file, 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });

  it('the saved copy’s notice (the service worker’s, outside the theme’s stylesheet) keeps its text AA on its background', () => {
    expect(contrast(brand.onNotice, brand.notice)).toBeGreaterThanOrEqual(4.5);
  });
});
