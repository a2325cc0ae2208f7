/**
 * Photos the firm uploads in the editor (content/images/, JPEG, PNG or WebP): at build time each
 * becomes WebP files at the widths its place on the page uses (the same srcset steps as the stock
 * photos), cropped to that place's shape, and never heavier than `maxBytes`. Build time only (Node).
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { photoWidths } from '../lib/stockImage';

/** One file the build makes from an uploaded photo. */
export interface PhotoFile {
  /** Its path in dist/, e.g. « assets/photos/equipe-800w-1a2b3c4d.webp ». */
  fileName: string;
  width: number;
  height: number;
}

export interface PhotoJob {
  /** The uploaded file, on disk. */
  source: string;
  files: PhotoFile[];
}

/**
 * At most this many bytes for a photo of that size: 0.1 byte per pixel (≈ 42 KiB at 800 × 533),
 * in the range of a stock photo at q=60 (the stock host cannot be reached from the test machine
 * to measure it). The build lowers the quality until it fits.
 */
export const maxBytes = (width: number, height: number) => Math.round(width * height * 0.1);

/** What the first bytes of a file say it is, among the formats staff may upload. */
export function imageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length > 12 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** The files an uploaded photo becomes for a place `width` × `height` on the page (names only). */
export function photoFiles(source: string, bytes: Buffer, { width, height }: { width: number; height: number }): PhotoFile[] {
  const name = basename(source, extname(source)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'photo';
  return photoWidths({ width }).map((step) => {
    const stepHeight = Math.round((step * height) / width);
    const hash = createHash('sha256').update(bytes).update(`${step}x${stepHeight}`).digest('hex').slice(0, 8);
    return { fileName: `assets/photos/${name}-${step}w-${hash}.webp`, width: step, height: stepHeight };
  });
}

/** One file of a photo: cropped to its shape (keeping what draws the eye), WebP, within `maxBytes`. */
export async function renderPhoto(bytes: Buffer, { width, height }: { width: number; height: number }): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const resized = await sharp(bytes).rotate().resize(width, height, { fit: 'cover', position: 'attention' }).toBuffer();
  let out: Buffer = Buffer.alloc(0);
  for (const quality of [70, 60, 50, 40, 30]) {
    out = await sharp(resized).webp({ quality, effort: 5 }).toBuffer();
    if (out.length <= maxBytes(width, height)) break;
  }
  return out;
}
