import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const root = style({
  paddingBlock: vars.space['12'],
  background: vars.color.brand,
  color: vars.color.onBrandMuted,
  '@media': { [media.desktop]: { paddingBlock: vars.space['16'] } },
});

export const list = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['8'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingLeft: vars.space['5'],
  borderLeft: `3px solid ${vars.color.accent}`,
});

// Prefix and figure never wrap apart (« + de 150 »).
export const figure = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.extrabold,
  lineHeight: vars.lineHeight.tight,
  // Ochre on green is AA only for large text: keep this figure large and bold.
  color: vars.color.accent,
});

export const prefix = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onBrand,
});

export const label = style({ fontSize: vars.fontSize.md, maxWidth: '14.6em' });
