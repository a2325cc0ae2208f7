import { globalFontFace } from '@vanilla-extract/css';
import manrope from '@capsizecss/metrics/manrope';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** DejaVu Sans 2.37 (the default sans-serif of most Linux systems), read with @capsizecss/unpack. */
const dejaVuSans: Metrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };

/**
 * The fallbacks for Manrope (see fonts.ts, which adds Manrope itself at start-up): a local font
 * scaled and given Manrope's vertical metrics, computed at build time from capsize, so that text
 * keeps its place when the web font arrives. One face per common local font, since each needs
 * its own scale: Arial (Windows, macOS; Liberation Sans and Arimo share its metrics), Roboto
 * (Android) and DejaVu Sans (Linux). Visitors without JavaScript keep the fallback.
 */
export const fallbackFamilies = [
  { family: 'Manrope Fallback', local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'Arimo'], metrics: arial },
  { family: 'Manrope Fallback Roboto', local: ['Roboto', 'Roboto-Regular'], metrics: roboto },
  { family: 'Manrope Fallback DejaVu', local: ['DejaVu Sans', 'DejaVuSans'], metrics: dejaVuSans },
] as const;

for (const { family, local, metrics } of fallbackFamilies) {
  const sizeAdjust = manrope.xWidthAvg / manrope.unitsPerEm / (metrics.xWidthAvg / metrics.unitsPerEm);
  const percent = (value: number) => `${((value / (manrope.unitsPerEm * sizeAdjust)) * 100).toFixed(2)}%`;
  globalFontFace(family, {
    src: local.map((name) => `local('${name}')`).join(', '),
    sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
    ascentOverride: percent(manrope.ascent),
    descentOverride: percent(Math.abs(manrope.descent)),
    lineGapOverride: percent(manrope.lineGap),
  });
}
