// @vitest-environment node
/**
 * Photos the firm uploads: recognised by their bytes, named per width, and made at build time as
 * WebP files cropped to their place, never heavier than the budget. The loader names them in the
 * content, or says in French what is wrong.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { picture } from '../picture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError, contentDir, loadContent } from '../../src/content/load';
import { imageFormat, imageSize, maxBytes, photoFiles, renderPhoto } from '../../src/content/photos';
import { photoSrcSet } from '../../src/lib/stockImage';

describe('uploaded photos', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    expect(imageFormat(await picture(40, 30, 'jpeg'))).toBe('jpeg');
    expect(imageFormat(await picture(40, 30, 'png'))).toBe('png');
    expect(imageFormat(await picture(40, 30, 'webp'))).toBe('webp');
    expect(imageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageFormat(Buffer.from('GIF89a…………'))).toBeNull();
  });

  it('reads a photo’s size from its first bytes as sharp does: JPEG, PNG, WebP (lossy, lossless, with transparency), a phone’s JPEG turned by its EXIF orientation', async () => {
    const base = await picture(300, 200, 'png');
    const cases: [string, Buffer][] = [
      ['jpeg', await sharp(base).jpeg().toBuffer()],
      ['progressive jpeg', await sharp(base).jpeg({ progressive: true }).toBuffer()],
      ['png', base],
      ['webp', await sharp(base).webp().toBuffer()],
      ['lossless webp', await sharp(base).webp({ lossless: true }).toBuffer()],
      ['webp with transparency', await sharp(base).ensureAlpha(0.5).webp().toBuffer()],
      ['jpeg turned a quarter', await sharp(base).jpeg().withMetadata({ orientation: 6 }).toBuffer()],
      ['jpeg upside down', await sharp(base).jpeg().withMetadata({ orientation: 3 }).toBuffer()],
    ];
    for (const [name, bytes] of cases) {
      const meta = await sharp(bytes).metadata();
      const turned = (meta.orientation ?? 1) >= 5;
      expect(imageSize(bytes), name).toEqual({ width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height });
    }
    expect(imageSize(cases[6]![1])).toEqual({ width: 200, height: 300 });
    // What renderPhoto makes of the turned one is upright: the size read is the size drawn.
    expect(await sharp(await renderPhoto(cases[6]![1], { width: 200, height: 300 })).metadata()).toMatchObject({ width: 200, height: 300 });
    // EXIF without an orientation (only the camera's make), fill bytes before a marker: the size as it is.
    const jpeg = cases[0]![1];
    const tiff = Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x0f, 0x01, 2, 0, 4, 0, 0, 0, 0x53, 0x75, 0x6e, 0x75, 0, 0, 0, 0]);
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 8 + tiff.length]), Buffer.from('Exif\0\0', 'latin1'), tiff]);
    expect(imageSize(Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]))).toEqual({ width: 300, height: 200 });
    expect(imageSize(Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)]))).toEqual({ width: 300, height: 200 });
    // Not a photo, cut short, a segment's length that leads off the markers, an unknown WebP chunk: no size.
    expect(imageSize(Buffer.from('pas une image'))).toBeNull();
    expect(imageSize(jpeg.subarray(0, 40))).toBeNull();
    expect(imageSize(base.subarray(0, 22))).toBeNull();
    const offTrack = Buffer.from(jpeg);
    offTrack.writeUInt16BE(offTrack.readUInt16BE(4) + 1, 4);
    expect(imageSize(offTrack)).toBeNull();
    expect(imageSize(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPABCD', 'latin1'), Buffer.alloc(20)]))).toBeNull();
  });

  it('names one WebP file per width of the srcset, changing with the photo', () => {
    const files = photoFiles('/x/Équipe Dakar 2026.JPG', Buffer.from('a'), { width: 1200, height: 800 });
    expect(files.map((file) => [file.width, file.height])).toEqual([[320, 213], [480, 320], [640, 427], [800, 533], [1080, 720], [1200, 800]]);
    for (const file of files) expect(file.fileName).toMatch(new RegExp(`^assets/photos/quipe-dakar-2026-${file.width}w-[0-9a-f]{8}\\.webp$`));
    expect(photoFiles('/x/a.jpg', Buffer.from('b'), { width: 1200, height: 800 })[0]!.fileName).not.toBe(photoFiles('/x/a.jpg', Buffer.from('a'), { width: 1200, height: 800 })[0]!.fileName);
  });

  it.each(['jpeg', 'png', 'webp'] as const)('makes a %s upload into WebP files of the right size, within the budget', async (format) => {
    const upload = await picture(1600, 1200, format);
    for (const size of [{ width: 1200, height: 800 }, { width: 480, height: 320 }, { width: 800, height: 800 }]) {
      const out = await renderPhoto(upload, size);
      const meta = await sharp(out).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size.width, size.height]);
      expect(out.length, `${size.width}×${size.height}: ${out.length} bytes`).toBeLessThanOrEqual(maxBytes(size.width, size.height));
    }
  }, 30_000);
});

describe('the loader and an uploaded photo', () => {
  let root: string;
  let dir: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'photos-'));
    dir = join(root, 'content');
    cpSync(contentDir, dir, { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const member = () => join(dir, 'team/aissatou-ba.yml');

  it('names the files of each width in the content, and notes what the build must make', async () => {
    writeFileSync(join(dir, 'images/aissatou-ba.png'), await picture(1000, 1000, 'png'));
    writeFileSync(member(), readFileSync(member(), 'utf8').replace('photo:\n', 'photo:\n  upload: /images/aissatou-ba.png\n'));
    const content = loadContent({ dir });
    const photo = content.collections.team.find((entry) => entry.id === 'aissatou-ba')!.photo;
    expect(photo).not.toHaveProperty('source');
    expect(photoSrcSet(photo)).toMatch(/^\/assets\/photos\/aissatou-ba-320w-[0-9a-f]{8}\.webp 320w, .*\/assets\/photos\/aissatou-ba-800w-[0-9a-f]{8}\.webp 800w$/);
    expect(content.photos).toEqual([{ source: join(dir, 'images/aissatou-ba.png'), files: expect.arrayContaining([expect.objectContaining({ width: 800, height: 800 })]) }]);
  });

  it('refuses a photo that is missing, not an image, or neither uploaded nor named', () => {
    writeFileSync(join(dir, 'images/faux.jpg'), 'pas une image');
    writeFileSync(member(), readFileSync(member(), 'utf8').replace('upload: /images/aissatou-ba.png', 'upload: /images/faux.jpg'));
    const service = join(dir, 'services/ipm.yml');
    writeFileSync(service, readFileSync(service, 'utf8').replace('photo:\n', 'photo:\n  upload: /images/absente.webp\n'));
    const about = join(dir, 'pages/about.yml');
    writeFileSync(about, readFileSync(about, 'utf8').replace(/^ {4}image: photo-.*\n/m, ''));
    const messages = (() => {
      try {
        loadContent({ dir });
      } catch (error) {
        return (error as ContentError).problems.map((problem) => `${problem.file}${problem.line ? `, ligne ${problem.line}` : ''} : ${problem.message}`);
      }
      return [];
    })();
    expect(messages).toEqual([
      'content/pages/about.yml, ligne 15 : « story.photo.upload » (Photo du cabinet) il faut une photo : téléversez-en une, ou donnez un identifiant Unsplash',
      'content/services/ipm.yml, ligne 9 : « photo.upload » (Photo du cabinet) : le fichier content/images/absente.webp est introuvable : téléversez la photo à nouveau',
      'content/team/aissatou-ba.yml, ligne 5 : « photo.upload » (Photo du cabinet) : « /images/faux.jpg » n’est pas une photo JPEG, PNG ou WebP lisible',
    ]);
  });
});
