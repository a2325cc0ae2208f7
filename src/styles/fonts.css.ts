import { globalFontFace } from '@vanilla-extract/css';
import manrope from '@capsizecss/metrics/manrope';
import arial from '@capsizecss/metrics/arial';

/**
 * Manrope, self-hosted (latin + latin-ext subsets, loaded by unicode-range; only latin is
 * preloaded), with `font-display: swap` and a fallback whose metrics are matched to Manrope
 * so that text does not shift when the web font arrives. Computed at build time.
 *
 * Order matters: where two faces' ranges overlap (œ, ı, ʻ…), the browser uses the face declared
 * last. Latin comes last, so French text (« main-d'œuvre ») never pulls the latin-ext file.
 */
const files = '../../node_modules/@fontsource-variable/manrope/files';

globalFontFace('Manrope Variable', {
  src: `url('${files}/manrope-latin-ext-wght-normal.woff2') format('woff2-variations')`,
  fontWeight: '200 800',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
});

globalFontFace('Manrope Variable', {
  src: `url('${files}/manrope-latin-wght-normal.woff2') format('woff2-variations')`,
  fontWeight: '200 800',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});

const averageWidth = (font: { xWidthAvg: number; unitsPerEm: number }) => font.xWidthAvg / font.unitsPerEm;
const sizeAdjust = averageWidth(manrope) / averageWidth(arial);
const percent = (value: number) => `${((value / (manrope.unitsPerEm * sizeAdjust)) * 100).toFixed(2)}%`;

globalFontFace('Manrope Fallback', {
  src: "local('Arial'), local('Helvetica'), local('Roboto')",
  sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
  ascentOverride: percent(manrope.ascent),
  descentOverride: percent(Math.abs(manrope.descent)),
  lineGapOverride: percent(manrope.lineGap),
});
