import latinExtUrl from '@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/**
 * Manrope, self-hosted, latin + latin-ext subsets (each loads only when the page uses one of its
 * characters). Declared by the app at start-up rather than in the CSS, on purpose: the 1-second
 * loader keeps the page hidden until the JavaScript has arrived, so on a 3G link the ~120 KiB of
 * JS is what the visitor waits for. Declared in CSS (and preloaded), the 25 KB font shared the
 * link with it and the page appeared ~0.15 s later on slow 4G and ~0.5 s later on 3G (see
 * docs/performance.md). Now the font downloads during the loader's second, and until
 * it arrives text uses local fonts scaled to Manrope per weight (fonts.css.ts), so nothing moves.
 */
const faces = [
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

/** Adds the brand font to the document; the browser fetches each subset when text needs it. */
export function addBrandFont(fonts: FontFaceSet | undefined = globalThis.document?.fonts) {
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const { url, unicodeRange } of faces) {
    fonts.add(new FontFace('Manrope Variable', `url(${url}) format('woff2')`, { weight: '200 800', style: 'normal', display: 'swap', unicodeRange }));
  }
}
