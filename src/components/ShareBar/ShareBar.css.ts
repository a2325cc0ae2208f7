import { style } from '@vanilla-extract/css';
import { pill, row } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

export const root = style(row({ gap: vars.space['2'] }));

export const title = style({ width: '100%', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const link = style({
  ...pill({ height: vars.size.control, padding: vars.space['4'], gap: vars.space['2'] }),
  border: `1px solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand }, '&:disabled': { cursor: 'default', opacity: 0.6 } },
});

export const icon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm, flexShrink: 0 });
