/**
 * Photos as the pages draw them, and their addresses: on the stock photo host (Unsplash), or the
 * files the build made of a photo the firm uploaded. Knows nothing of the content files.
 */

/** A photo as the pages draw it: its id on the photo host, its description and its crop. */
export interface StockImage {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/** A photo the firm uploaded: the file the build made at each width of its srcset (content/load.ts). */
export interface UploadedImage {
  files: Record<number, string>;
  alt: string;
  width: number;
  height: number;
  /** Its address in the content file (« /images/… »), until the loader has made its files. */
  source?: string;
}

export type SitePhoto = StockImage | UploadedImage;

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
