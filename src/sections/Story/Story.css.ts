import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: vars.space['16'],
      alignItems: 'center',
    },
  },
});

export const paragraphs = style({ display: 'grid', gap: vars.space['5'], maxWidth: vars.size.prose });

// The founding story opens with a slightly larger paragraph.
export const paragraph = style({
  selectors: { '&:first-child': { color: vars.color.brand } },
  '@media': {
    [media.tablet]: { selectors: { '&:first-child': { fontSize: vars.fontSize.lg, lineHeight: 1.55 } } },
  },
});

export const photo = style({
  boxShadow: vars.shadow.lg,
  borderBottom: `6px solid ${vars.color.accent}`,
});
