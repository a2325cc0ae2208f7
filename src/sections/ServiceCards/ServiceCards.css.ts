import { style } from '@vanilla-extract/css';
import { stack, surface } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const list = style({ listStyle: 'none', display: 'grid', gap: vars.space['8'] });

export const card = style({
  ...stack(vars.space['6']),
  ...surface({ radius: vars.radius.lg, padding: vars.space['5'], shadow: vars.shadow.sm }),
  transition: `box-shadow ${vars.motion.base}, border-color ${vars.motion.base}`,
  selectors: {
    // The card a hash points to is outlined, so the visitor sees where they landed.
    '&:target': { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.accentSoft}, ${vars.shadow.md}` },
  },
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      alignItems: 'center',
      gap: vars.space['10'],
      padding: vars.space['8'],
    },
  },
});

export const photo = style({
  '@media': { [media.desktop]: { selectors: { [`${card}:nth-child(even) &`]: { order: 2 } } } },
});

export const body = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const index = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.textMuted });

export const features = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['6'] } },
});

export const feature = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start', fontWeight: vars.fontWeight.medium });

export const check = style({ flexShrink: 0, width: vars.size.icon.sm, height: vars.size.icon.sm, marginTop: '3px', color: vars.color.success });

export const action = style({ justifySelf: 'start', marginTop: vars.space['2'] });
/** A link to a service's own tool (the payroll card's simulator), under its button. */
export const tool = style({ justifySelf: 'start', display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: vars.color.brand, fontWeight: vars.fontWeight.semibold, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
