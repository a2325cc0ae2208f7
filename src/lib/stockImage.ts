import type { SitePhoto, StockImage } from '../content/schema';

/** The stock photo host. CSP's img-src allows exactly this origin (and 'self', for uploaded photos). */
export const photoHost = 'https://images.unsplash.com';

/** Widths offered in srcset: enough steps that a 375 px phone at 2× gets ~750 px, not 1600. */
export const srcsetWidths = [320, 480, 640, 800, 1080, 1280, 1600] as const;

/**
 * A resized, re-encoded URL on the photo host: `auto=format` serves AVIF/WebP where the browser
 * accepts them, `fit=crop` keeps the declared aspect ratio, q=60 is plenty for photos.
 */
export function photoUrl(image: StockImage, width: number): string {
  const height = Math.round((width * image.height) / image.width);
  const params = new URLSearchParams({ auto: 'format', fit: 'crop', w: String(width), h: String(height), q: '60' });
  return `${photoHost}/${image.id}?${params}`;
}

/** The widths offered for one photo: the steps below its own width, then its own width. */
export function photoWidths(image: { width: number }): number[] {
  return [...srcsetWidths.filter((width) => width < image.width), image.width];
}

/**
 * A photo at one of its widths: on the stock host, or, for a photo the firm uploaded, the file
 * the build made at that width (src/content/photos.ts).
 */
export function photoSource(photo: SitePhoto, width: number): string {
  return 'files' in photo ? photo.files[width]! : photoUrl(photo, width);
}

export function photoSrcSet(image: SitePhoto): string {
  return photoWidths(image)
    .map((width) => `${photoSource(image, width)} ${width}w`)
    .join(', ');
}
