import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', rowGap: vars.space['12'] });

export const member = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const photo = style({ marginBottom: vars.space['3'] });

export const name = style({ fontSize: vars.fontSize.xl });

export const role = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
});

export const description = style({ color: vars.color.textMuted });
