import latinExtUrl from '@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/**
 * Manrope, self-hosted, latin + latin-ext subsets (each loads only when the page uses one of its
 * characters): its faces, added by the app (fonts.ts) or declared by the service worker in a page
 * it serves from the device (`brandFontStyle`; free of the DOM, for the worker's build).
 * Declared by the app at start-up rather than in the CSS, on purpose: the 1-second
 * loader keeps the page hidden until the JavaScript has arrived, so on a 3G link the ~120 KiB of
 * JS is what the visitor waits for. Declared in CSS (and preloaded), the 25 KB font shared the
 * link with it and the page appeared ~0.15 s later on slow 4G and ~0.5 s later on 3G (see
 * docs/performance.md). Now the font downloads during the loader's second, and until
 * it arrives text uses local fonts scaled to Manrope per weight (fonts.css.ts), so nothing moves.
 */
export const faces = [
  {
    url: latinExtUrl,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
  // Where ranges overlap (œ, ı, ʻ…) the face added last wins: latin comes last, so French text
  // (« main-d'œuvre ») never pulls the latin-ext file.
  {
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
];

/** The family's name, and what its faces declare besides their file and range (both ways of adding them). */
export const brandFamily = 'Manrope Variable';
export const faceDescriptors = { weight: '200 800', style: 'normal', display: 'swap' } as const;

/** The id of the stylesheet that declares the brand font in a page the service worker served (`brandFontStyle`). */
export const brandFontStyleId = 'police';

/**
 * The same faces as a stylesheet: a page served from the device (a second visit, src/offline/sw.ts)
 * declares the font before its first layout, since the font is on the device too: the page is
 * laid out once, in Manrope, instead of three times (local fonts, the faces added, the font arrived).
 * Its hash is in the CSP (scripts/prerender.mjs).
 */
export function brandFontStyle(): string {
  return faces
    .map(
      ({ url, unicodeRange }) =>
        `@font-face{font-family:"${brandFamily}";src:url(${url}) format("woff2");font-weight:${faceDescriptors.weight};font-style:${faceDescriptors.style};font-display:${faceDescriptors.display};unicode-range:${unicodeRange}}`,
    )
    .join('');
}

/** The preload of the latin subset, for a page served from the device (beside `brandFontStyle`). */
export const brandFontPreload = () => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latinUrl}">`;

