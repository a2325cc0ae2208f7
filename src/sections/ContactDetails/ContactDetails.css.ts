import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space['6'], alignContent: 'start' });

export const title = style({ fontSize: vars.fontSize.xl });

export const list = style({ listStyle: 'none', display: 'grid', gap: vars.space['4'] });

/** The icon tile's side, which is also the width of the list's first column. */
const tileSize = vars.size.control;

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${tileSize} 1fr`,
  gap: vars.space['4'],
  alignItems: 'center',
});

export const iconBox = style({
  display: 'grid',
  placeItems: 'center',
  width: tileSize,
  height: tileSize,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const icon = style({ width: vars.size.icon.md, height: vars.size.icon.md });

export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.08em' });

export const value = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  display: 'inline-flex',
  minHeight: vars.size.listTarget,
  alignItems: 'center',
  selectors: { 'a&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const hours = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space['3'],
});

export const hoursTitle = style({ fontSize: vars.fontSize.md, display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const hoursList = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const hoursRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBottom: vars.space['2'],
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const day = style({ fontWeight: vars.fontWeight.semibold });

export const time = style({ margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
