import { globalFontFace } from '@vanilla-extract/css';
import manrope from '@capsizecss/metrics/manrope';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';

/**
 * The fallbacks for Manrope (see fonts.ts, which adds Manrope itself at start-up): local fonts
 * scaled to Manrope's average glyph width and given its vertical metrics, so that text keeps its
 * place and its line breaks when the web font arrives. Visitors without JavaScript keep them.
 *
 * Each local font needs its own scale, so there is one family per common font — Arial (Windows,
 * macOS; Liberation Sans and Arimo share its metrics), Roboto (Android), DejaVu Sans (Linux).
 * Manrope widens with its weight, so each family has one face per weight the site uses (400 to
 * 800), the local regular or bold scaled to Manrope at that weight: otherwise a nav link or a
 * heading would wrap or move when Manrope arrives.
 *
 * Average widths (xWidthAvg, per unitsPerEm) come from @capsizecss/metrics where it has them;
 * the others were read from the font files with @capsizecss/unpack: Manrope's static weights
 * (@fontsource/manrope), Liberation Sans Bold (= Arial Bold), Roboto Bold (Debian
 * fonts-roboto-unhinted), DejaVu Sans and DejaVu Sans Bold 2.37.
 */
const manropeWidths = [
  { weight: 400, range: '1 450', width: 920 / 2000, bold: false },
  { weight: 500, range: '451 550', width: 937 / 2000, bold: false },
  { weight: 600, range: '551 650', width: 954 / 2000, bold: true },
  { weight: 700, range: '651 750', width: 971 / 2000, bold: true },
  { weight: 800, range: '751 1000', width: 988 / 2000, bold: true },
] as const;

interface LocalFont {
  names: readonly string[];
  /** xWidthAvg / unitsPerEm */
  width: number;
}

const fallbacks: ReadonlyArray<{ family: string; regular: LocalFont; bold: LocalFont }> = [
  {
    family: 'Manrope Fallback',
    regular: { names: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'], width: arial.xWidthAvg / arial.unitsPerEm },
    bold: { names: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'], width: 983 / 2048 },
  },
  {
    family: 'Manrope Fallback Roboto',
    regular: { names: ['Roboto', 'Roboto-Regular'], width: roboto.xWidthAvg / roboto.unitsPerEm },
    bold: { names: ['Roboto Bold', 'Roboto-Bold'], width: 927 / 2048 },
  },
  {
    family: 'Manrope Fallback DejaVu',
    regular: { names: ['DejaVu Sans', 'DejaVuSans'], width: 1041 / 2048 },
    bold: { names: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], width: 1176 / 2048 },
  },
];

/** The family names, in order, for the font stack in theme.css.ts. */
export const fallbackFamilies = fallbacks.map(({ family }) => family);

function face(family: string, local: LocalFont, manropeWidth: number, fontWeight: string) {
  const sizeAdjust = manropeWidth / local.width;
  const percent = (value: number) => `${((value / (manrope.unitsPerEm * sizeAdjust)) * 100).toFixed(2)}%`;
  globalFontFace(family, {
    src: local.names.map((name) => `local('${name}')`).join(', '),
    fontWeight,
    sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
    ascentOverride: percent(manrope.ascent),
    descentOverride: percent(Math.abs(manrope.descent)),
    lineGapOverride: percent(manrope.lineGap),
  });
}

for (const { family, regular, bold } of fallbacks) {
  for (const weight of manropeWidths) face(family, weight.bold ? bold : regular, weight.width, weight.range);
}
