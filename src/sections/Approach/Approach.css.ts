import { style } from '@vanilla-extract/css';
import { iconBox, stack } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const steps = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const step = style({
  position: 'relative',
  ...stack(vars.space['3']),
  alignContent: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
});

export const number = style({
  ...iconBox({ size: vars.size.badge.md, radius: vars.radius.pill, display: 'inline-grid' }),
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.extrabold,
  fontSize: vars.fontSize.lg,
});

export const title = style({ fontSize: vars.fontSize.lg });

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
