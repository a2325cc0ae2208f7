import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const root = style({
  paddingTop: `calc(${vars.size.headerHeight} + ${vars.space['12']})`,
  paddingBottom: vars.space['12'],
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.page} 100%)`,
  '@media': {
    [media.desktop]: {
      paddingTop: `calc(${vars.size.headerHeight} + ${vars.space['20']})`,
      paddingBottom: vars.space['16'],
    },
  },
});

export const inner = style({ display: 'grid', gap: vars.space['4'], maxWidth: '880px' });

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '37.8em' });
