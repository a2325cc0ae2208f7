/** The brand font added to the document at start-up (its faces and why: fontFaces.ts). */
import { brandFamily, brandFontStyleId, faceDescriptors, faces } from './fontFaces';

/** Adds the brand font to the document; the browser fetches each subset when text needs it. */
export function addBrandFont(fonts: FontFaceSet | undefined = globalThis.document?.fonts) {
  // Declared already by the page (served from the device): adding it again would lay the page out again.
  if (!fonts || typeof FontFace === 'undefined' || globalThis.document?.getElementById(brandFontStyleId)) return;
  for (const { url, unicodeRange } of faces) {
    fonts.add(new FontFace(brandFamily, `url(${url}) format('woff2')`, { ...faceDescriptors, unicodeRange }));
  }
}
