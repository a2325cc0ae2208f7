import { createGlobalTheme } from '@vanilla-extract/css';
import { fallbackFamilies } from './fonts.css';

/**
 * The one theme contract. Deep green base, warm ochre accent (a nod to Senegal), off-white.
 * Every text colour listed here meets WCAG AA on the background it is paired with.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0f3d33', // deep green: header text, headings, primary buttons
    brandHover: '#0b2e26',
    brandSoft: '#e4efe9', // tinted panels
    accent: '#cc9832', // ochre: decorative, and text on dark backgrounds (4.67:1 on brand)
    accentText: '#8a5a12', // ochre dark enough for text on light backgrounds (≥ 4.5:1)
    accentSoft: '#f6ead3',
    page: '#faf7f2', // off-white page background
    surface: '#ffffff',
    text: '#1c2421',
    textMuted: '#4a5752',
    onBrand: '#ffffff',
    onBrandMuted: '#cfe0d8',
    border: '#e2ddd3',
    focus: '#1a6ed8',
    danger: '#b3261e',
    dangerSoft: '#fcebea',
    success: '#1d6b43',
    successSoft: '#e3f3ea',
  },
  font: {
    body: ["'Manrope Variable'", ...fallbackFamilies.map((family) => `'${family}'`), 'system-ui', '-apple-system', "'Segoe UI'", 'Roboto', 'sans-serif'].join(', '),
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5rem',
    '2xl': 'clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)',
    '3xl': 'clamp(2.125rem, 1.6rem + 2.6vw, 3.5rem)',
  },
  lineHeight: { tight: '1.15', snug: '1.3', body: '1.65' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', extrabold: '800' },
  // 4 px grid
  space: {
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
    '20': '80px',
    '24': '96px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 61, 51, 0.08)',
    md: '0 4px 16px rgba(15, 61, 51, 0.10)',
    lg: '0 12px 32px rgba(15, 61, 51, 0.14)',
  },
  size: {
    container: '1180px',
    // Text measures are in em, not ch: ch follows the font in use, so a measure would change
    // (and text rewrap) when Manrope replaces its fallback. 1ch of Manrope 400 = 0.61em.
    prose: '41.5em',
    headerHeight: '72px',
  },
  motion: { fast: '150ms', base: '250ms', slow: '400ms' },
  zIndex: { header: '50', menu: '60', toast: '80', loader: '100' },
});
