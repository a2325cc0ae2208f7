import { style } from '@vanilla-extract/css';
import { surface } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  alignItems: 'start',
  ...surface({ radius: vars.radius.md, padding: vars.space['5'] }),
});

export const marker = style({
  gridRow: 'span 2',
  width: '12px',
  height: '12px',
  marginTop: vars.space['2'],
  borderRadius: '3px',
  background: vars.color.accent,
  transform: 'rotate(45deg)',
});

export const name = style({ fontSize: vars.fontSize.md });

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
