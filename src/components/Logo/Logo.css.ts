import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  textDecoration: 'none',
  color: vars.color.brand,
  minHeight: vars.size.control,
});

export const mark = style({ flexShrink: 0, width: vars.size.logo, height: vars.size.logo });

// The mark's colours (CSS, since SVG presentation attributes cannot read the theme's variables).
export const markGround = style({ fill: vars.color.brand });
export const markCrown = style({ fill: vars.color.accent });
export const markTrunk = style({ fill: vars.color.page });
export const markSoil = style({ stroke: vars.color.page });

export const name = style({
  display: 'grid',
  lineHeight: 1.05,
  fontWeight: vars.fontWeight.extrabold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.02em',
});

export const sub = style({
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const onDark = style({ color: vars.color.onBrand });
globalStyle(`${onDark} ${sub}`, { color: vars.color.accent });
