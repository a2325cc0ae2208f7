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
import { imageFormat, maxBytes, photoFiles, renderPhoto } from '../../src/content/photos';
import { photoSrcSet } from '../../src/lib/stockImage';

describe('uploaded photos', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    expect(imageFormat(await picture(40, 30, 'jpeg'))).toBe('jpeg');
    expect(imageFormat(await picture(40, 30, 'png'))).toBe('png');
    expect(imageFormat(await picture(40, 30, 'webp'))).toBe('webp');
    expect(imageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageFormat(Buffer.from('GIF89a…………'))).toBeNull();
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
