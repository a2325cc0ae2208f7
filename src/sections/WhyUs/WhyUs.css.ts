import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

/** Header on the left, reasons on the right on desktop; stacked on phones. */
export const layout = style({
  display: 'grid',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gap: vars.space['16'],
      alignItems: 'start',
    },
  },
});

// On desktop the header stays in view while the reasons scroll past.
export const header = style({
  '@media': {
    [media.desktop]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space['8']})` },
  },
});

export const list = style({
  listStyle: 'none',
  rowGap: vars.space['10'],
  columnGap: vars.space['8'],
});

export const item = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.badge.sm,
  height: vars.size.badge.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.accent,
});

export const markIcon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const text = style({ color: vars.color.textMuted });
