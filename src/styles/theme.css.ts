import { createGlobalTheme } from '@vanilla-extract/css';
import { fallbackFamilies } from './fonts.css';
import brand from './brand.json';

/** `#rrggbb` at the given opacity, as rgba(): translucent tokens stay tied to their colour. */
function alpha(hex: string, opacity: number) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

const focus = '#1a6ed8';

/**
 * Behind a modal dialog (the inbox's confirmations). A value, not a token of `vars`: ::backdrop
 * inherits no custom property in browsers before 2024, so var() would leave it clear there.
 */
export const backdrop = alpha('#000000', 0.45);

/** Shadows cast upwards, over the rows going under what the inbox pins at the foot of the screen: values, as only the inbox uses them. */
export const upwardShadow = { pinned: `0 -6px 18px ${alpha('#000000', 0.16)}`, dock: `0 -4px 10px ${alpha('#000000', 0.14)}` };

/**
 * The one theme contract. Deep green base, warm ochre accent (a nod to Senegal), off-white.
 * Every text colour listed here meets WCAG AA on the background it is paired with.
 * The brand colours come from brand.json, which the build (theme-color, web manifest),
 * scripts/make-brand-assets.mjs (share image, icons), the service worker (the saved copy's notice:
 * `notice`, `onNotice` at 12.3:1, `noticeBorder`) and the Worker's own pages read too.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: brand.green, // deep green: header text, headings, primary buttons
    brandHover: '#0b2e26',
    brandSoft: '#e4efe9', // tinted panels
    accent: brand.ochre, // ochre: decorative, and text on dark backgrounds (4.67:1 on brand)
    accentHover: '#d9a443',
    accentText: '#8a5a12', // ochre dark enough for text on light backgrounds (≥ 4.5:1)
    accentSoft: '#f6ead3',
    onAccent: '#1b1407', // text on accent buttons (7:1, 8.1:1 on accentHover)
    page: brand.offWhite, // off-white page background
    surface: '#ffffff',
    text: brand.text, // also the editor's sign-in window's text (worker/editorSignIn.ts)
    textMuted: '#4a5752',
    placeholder: '#6b7570', // 4.77:1 on surface
    onBrand: brand.onGreen,
    onBrandMuted: brand.onGreenMuted,
    onBrandBorder: alpha(brand.onGreen, 0.3), // outlines on brand backgrounds
    onBrandHover: alpha(brand.onGreen, 0.12),
    onBrandDivider: alpha(brand.onGreen, 0.18),
    onBrandTrack: alpha(brand.onGreen, 0.4), // the spinner's track on a primary button
    border: '#e2ddd3', // decorative lines
    controlBorder: '#8c9792', // form fields: 3:1 on surface (WCAG 1.4.11)
    focus,
    focusRing: alpha(focus, 0.35),
    // The header over the page (transparent off-white, so the fade to scrolled has no grey),
    // then scrolled: near-opaque white.
    headerTop: alpha(brand.offWhite, 0),
    headerScrolled: alpha('#ffffff', 0.97),
    mapStripe: '#dde9e2', // the map placeholder's stripes, with brandSoft
    photoGlowAccent: alpha(brand.ochre, 0.25), // the photo fallback's two glows
    photoGlowBrand: alpha(brand.green, 0.18),
    danger: '#b3261e',
    dangerHover: '#8f1e18', // the danger button's hover
    dangerSoft: '#fcebea',
    onDanger: '#ffffff', // text on danger (6.54:1, 8.87:1 on dangerHover)
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
    sm: `0 1px 2px ${alpha(brand.green, 0.08)}`,
    md: `0 4px 16px ${alpha(brand.green, 0.1)}`,
    lg: `0 12px 32px ${alpha(brand.green, 0.14)}`,
  },
  size: {
    container: '1180px',
    // Text measures are in em, not ch: ch follows the font in use, so a measure would change
    // (and text rewrap) when Manrope replaces its fallback. 1ch of Manrope 400 = 0.61em.
    prose: '41.5em',
    headerHeight: '72px',
    /** Buttons, the menu control, icon buttons: the comfortable touch size. */
    control: '44px',
    /** Form fields and the small-screen menu's links. */
    controlLarge: '48px',
    /** The desktop header's links. */
    controlSmall: '40px',
    /** Links in lists (footer, contact details, menu contact) and the toast's close button. */
    listTarget: '32px',
    icon: { xs: '18px', sm: '20px', md: '22px', lg: '24px', xl: '28px', xxl: '32px' },
    /** Round or square tiles that hold an icon, a number or initials. */
    badge: { sm: '40px', md: '48px', lg: '64px' },
    logo: '36px',
    toast: '380px',
  },
  motion: { fast: '150ms', base: '250ms', slow: '400ms' },
  zIndex: { header: '50', toast: '80', loader: '100' },
});
