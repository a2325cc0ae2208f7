import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const root = style({
  background: vars.color.brand,
  color: vars.color.onBrandMuted,
  paddingTop: vars.space['16'],
  paddingBottom: vars.space['8'],
  fontSize: vars.fontSize.sm,
});

export const columns = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.2fr' },
  },
});

export const about = style({ display: 'grid', gap: vars.space['4'], maxWidth: '22em' });

export const heading = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  marginBottom: vars.space['4'],
});

export const list = style({ listStyle: 'none', display: 'grid', gap: vars.space['1'] });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.listTarget,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const icon = style({ width: vars.size.icon.xs, height: vars.size.icon.xs, flexShrink: 0, color: vars.color.accent });

export const socials = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginTop: vars.space['4'] });

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.onBrandBorder}`,
  color: vars.color.onBrand,
  selectors: { '&:hover': { background: vars.color.onBrandHover } },
});

export const bottom = style({
  marginTop: vars.space['12'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.onBrandDivider}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const legal = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: vars.space['5'] });

export const socialIcon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm });
