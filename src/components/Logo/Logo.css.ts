import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  textDecoration: 'none',
  color: vars.color.brand,
  minHeight: '44px',
});

export const mark = style({ flexShrink: 0, width: '36px', height: '36px' });

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
