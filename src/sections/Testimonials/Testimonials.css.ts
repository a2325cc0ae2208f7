import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none' });

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  height: '100%',
  margin: 0,
});

export const mark = style({ width: '40px', height: '32px', color: vars.color.accent });

export const quote = style({ margin: 0, flexGrow: 1, color: vars.color.text });

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const initials = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.badge.md,
  height: vars.size.badge.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.04em',
});

export const person = style({ display: 'grid', gap: vars.space['1'] });

export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const position = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
