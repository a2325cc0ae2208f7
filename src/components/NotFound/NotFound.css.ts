import { style } from '@vanilla-extract/css';
import { pill } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

export const root = style({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  paddingBlock: `calc(${vars.size.headerHeight} + ${vars.space['16']}) ${vars.space['16']}`,
  textAlign: 'center',
});

export const inner = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'center', maxWidth: '560px' });

export const code = style({
  fontSize: 'clamp(4.5rem, 3rem + 8vw, 8rem)',
  fontWeight: vars.fontWeight.extrabold,
  lineHeight: 1,
  color: vars.color.accentText,
  letterSpacing: '-0.04em',
});

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['3'], marginTop: vars.space['2'] });

/** Below the buttons, set apart by a line: where else to go. */
export const suggestions = style({
  display: 'grid',
  gap: vars.space['6'],
  width: '100%',
  marginTop: vars.space['6'],
  paddingTop: vars.space['8'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const closest = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const closestLink = style({ color: vars.color.brand, textUnderlineOffset: '3px' });

export const heading = style({
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const pages = style({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['2'] });

/** A chip per page, as tall as a button: a comfortable touch target. */
export const pageLink = style({
  ...pill({ height: vars.size.control, padding: vars.space['4'] }),
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const articles = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space['4'] });

export const article = style({ display: 'grid', gap: vars.space['1'] });

export const articleLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, textUnderlineOffset: '3px', selectors: { '&:hover': { color: vars.color.brand } } });

export const articleDate = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
