import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const root = style({ paddingBlock: vars.space['16'] });

export const panel = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: vars.space['6'],
  padding: `${vars.space['10']} ${vars.space['6']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrandMuted,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      padding: `${vars.space['16']} ${vars.space['16']}`,
    },
  },
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      right: '-80px',
      top: '-80px',
      width: '240px',
      height: '240px',
      borderRadius: '50%',
      background: vars.color.accent,
      opacity: 0.18,
    },
  },
});

export const text = style({ display: 'grid', gap: vars.space['3'], maxWidth: '36.6em', position: 'relative' });

export const title = style({ color: vars.color.onBrand, fontSize: vars.fontSize['2xl'] });

export const action = style({ position: 'relative', justifySelf: 'start' });
