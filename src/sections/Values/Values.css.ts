import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  borderTop: `4px solid ${vars.color.accent}`,
});

export const number = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.extrabold,
  letterSpacing: '0.08em',
  color: vars.color.accentText,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ color: vars.color.textMuted });
