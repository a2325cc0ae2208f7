// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandFontStyleId } from '../../src/styles/fontFaces';
import { addBrandFont } from '../../src/styles/fonts';

/** Records what the app would add to document.fonts. */
class RecordedFace {
  constructor(
    public family: string,
    public source: string,
    public descriptors: FontFaceDescriptors,
  ) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('addBrandFont', () => {
  it('adds Manrope latin-ext then latin (the face added last wins where ranges overlap, as for « œ »), swap, 200–800', () => {
    vi.stubGlobal('FontFace', RecordedFace);
    const added: RecordedFace[] = [];
    addBrandFont({ add: (face: RecordedFace) => added.push(face) } as unknown as FontFaceSet);

    expect(added.map((face) => face.family)).toEqual(['Manrope Variable', 'Manrope Variable']);
    expect(added[0].source).toMatch(/manrope-latin-ext-wght-normal.*\.woff2/);
    expect(added[1].source).toMatch(/manrope-latin-wght-normal.*\.woff2/);
    for (const face of added) expect(face.descriptors).toMatchObject({ display: 'swap', weight: '200 800', style: 'normal' });
    // « œ » (U+0153) is in both ranges; latin, added last, serves it.
    expect(added[0].descriptors.unicodeRange).toContain('U+0100-02BA');
    expect(added[1].descriptors.unicodeRange).toContain('U+0152-0153');
  });

  it('adds nothing to a page that declares the font already (served from the device by the service worker)', () => {
    vi.stubGlobal('FontFace', RecordedFace);
    vi.stubGlobal('document', { getElementById: (id: string) => (id === brandFontStyleId ? {} : null) });
    const add = vi.fn();
    addBrandFont({ add } as unknown as FontFaceSet);
    expect(add).not.toHaveBeenCalled();
    vi.stubGlobal('document', { getElementById: () => null });
    addBrandFont({ add } as unknown as FontFaceSet);
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the Font Loading API is missing', () => {
    vi.stubGlobal('FontFace', undefined);
    const add = vi.fn();
    addBrandFont({ add } as unknown as FontFaceSet);
    expect(add).not.toHaveBeenCalled();
    expect(() => addBrandFont(undefined)).not.toThrow();
  });
});
