import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const root = style({
  paddingTop: `calc(${vars.size.headerHeight} + ${vars.space['10']})`,
  paddingBottom: vars.space['16'],
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.page} 100%)`,
  '@media': {
    [media.desktop]: {
      paddingTop: `calc(${vars.size.headerHeight} + ${vars.space['16']})`,
      paddingBottom: vars.space['20'],
    },
  },
});

export const layout = style({
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'center',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)', gap: vars.space['16'] },
  },
});

export const text = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'start' });

export const title = style({ fontSize: vars.fontSize['3xl'], maxWidth: '13.5em' });

export const lead = style({ maxWidth: '34.2em' });

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  width: '100%',
  marginTop: vars.space['3'],
  '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap', width: 'auto' } },
});

/** Photo with an ochre block behind its lower-right corner and a faint ring at the top left (decorative). */
export const visual = style({
  position: 'relative',
  isolation: 'isolate',
  paddingRight: vars.space['4'],
  paddingBottom: vars.space['4'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      inset: `${vars.space['10']} 0 0 ${vars.space['10']}`,
      borderRadius: vars.radius.lg,
      background: vars.color.accent,
    },
  },
  '@media': {
    [media.desktop]: {
      paddingRight: vars.space['6'],
      paddingBottom: vars.space['6'],
      selectors: {
        '&::after': {
          content: '""',
          position: 'absolute',
          zIndex: -1,
          top: `calc(-1 * ${vars.space['8']})`,
          left: `calc(-1 * ${vars.space['8']})`,
          width: '112px',
          height: '112px',
          borderRadius: '50%',
          border: `2px solid ${vars.color.accent}`,
        },
      },
    },
  },
});

export const photo = style({ boxShadow: vars.shadow.lg });

/** « Vous cherchez un emploi ? Voir nos offres d'emploi »: a line under the buttons, its link underlined. */
export const jobSeekers = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

globalStyle(`${jobSeekers} a`, { color: vars.color.brand, fontWeight: vars.fontWeight.semibold, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
