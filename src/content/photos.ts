/**
 * Photos the firm uploads in the editor (content/images/, JPEG, PNG or WebP): at build time each
 * becomes WebP files at the widths its place on the page uses (the same srcset steps as the stock
 * photos), cropped to that place's shape, and never heavier than `maxBytes`. Build time only (Node).
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { photoWidths } from '../lib/stockImage.ts';

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

/**
 * A photo's size as it is drawn, read from its first bytes (the loader runs without waiting, so not
 * with sharp): JPEG's frame header, PNG's IHDR, WebP's VP8, VP8L or VP8X chunk. A JPEG turned by its
 * EXIF orientation (a phone's portrait) is drawn turned, as `renderPhoto` turns it: its width and
 * height swap. Null when the bytes do not say.
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    switch (imageFormat(bytes)) {
      case 'png':
        return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
      case 'webp':
        return webpSize(bytes);
      case 'jpeg':
        return jpegSize(bytes);
      default:
        return null;
    }
  } catch {
    // A file cut short: reading past its end.
    return null;
  }
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  const chunk = bytes.toString('latin1', 12, 16);
  // Lossy: 14 bits each, after the frame's start code.
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  // Lossless: 14 bits each, minus one, after its signature byte.
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  // Extended (alpha, animation, metadata): the canvas, 24 bits each, minus one.
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return null;
}

/** A JPEG's frame size (its SOFn marker), turned by its EXIF orientation (5 to 8 swap the sides). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker. (Before the frame's header, every marker has a length.)
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe1 && bytes.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') orientation = exifOrientation(bytes, offset + 10) ?? orientation;
    // SOF0 to SOF15, but DHT (C4), JPG (C8) and DAC (CC), which are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    offset += 2 + length;
  }
  return null;
}

/** The Orientation tag (0x0112) of the first image directory of EXIF data starting at `tiff`. */
function exifOrientation(bytes: Buffer, tiff: number): number | undefined {
  const little = bytes.toString('latin1', tiff, tiff + 2) === 'II';
  const read16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const directory = tiff + (little ? bytes.readUInt32LE(tiff + 4) : bytes.readUInt32BE(tiff + 4));
  const entries = read16(directory);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (read16(entry) === 0x0112) return read16(entry + 8);
  }
  return undefined;
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
