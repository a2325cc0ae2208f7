import { style, styleVariants } from '@vanilla-extract/css';
import { centredOverlay } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

const panel = `linear-gradient(135deg, ${vars.color.brandSoft} 0%, ${vars.color.accentSoft} 100%)`;

/** The frame keeps the photo's space (no layout shift) and is the designed fallback's canvas. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: panel,
});

// Photos are cropped to these two shapes, by the stock host or by the build (photoSlots, content/blocks.ts).
export const frameRatio = styleVariants({ landscape: { aspectRatio: '3 / 2' }, square: { aspectRatio: '1 / 1' } });

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // A failed photo must never show the browser's broken-image icon or its alt text.
  color: 'transparent',
  position: 'relative',
  selectors: {
    // Browsers draw ::after only on an image that failed: until the app swaps in the designed
    // fallback (or without JavaScript), the frame's panel covers the broken-image icon.
    '&::after': { content: '""', position: 'absolute', inset: 0, background: panel },
  },
});

export const fallback = style({
  ...centredOverlay(vars.space['2']),
  padding: vars.space['4'],
  textAlign: 'center',
  color: vars.color.brand,
  backgroundImage: `radial-gradient(circle at 20% 20%, ${vars.color.photoGlowAccent} 0, transparent 45%), radial-gradient(circle at 80% 75%, ${vars.color.photoGlowBrand} 0, transparent 50%)`,
});

export const fallbackMark = style({ width: '56px', height: '56px', opacity: 0.9 });

export const fallbackText = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, maxWidth: '18em' });
