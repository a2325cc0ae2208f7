/** Test pictures: photo-like (soft shapes and grain), made with sharp, for upload and resize tests. */
import sharp from 'sharp';

/** A photo-like picture (soft shapes and grain) of `width` × `height`, in `format`. */
export async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const shapes = Array.from({ length: 40 }, (_, index) => {
    const x = (index * 197) % width;
    const y = (index * 113) % height;
    return `<circle cx="${x}" cy="${y}" r="${60 + ((index * 37) % 160)}" fill="hsl(${(index * 47) % 360} 55% ${35 + (index % 5) * 8}%)" fill-opacity="0.7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c9b79c"/>${shapes}</svg>`;
  const grain = await sharp({ create: { width, height, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma: 18 } } }).raw().toBuffer();
  return sharp(Buffer.from(svg))
    .blur(6)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .toFormat(format, { quality: 92, effort: 1, compressionLevel: 1 })
    .toBuffer();
}
