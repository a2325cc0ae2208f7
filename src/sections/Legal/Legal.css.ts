import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { stack, surface } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

/** One column of reading width, its blocks spaced. */
export const page = style({ display: 'grid', gap: vars.space['10'], maxWidth: vars.size.prose });

export const block = style({ display: 'grid', gap: vars.space['3'], scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})` });

export const blockTitle = style({ fontSize: vars.fontSize.xl });

export const subTitle = style({ fontSize: vars.fontSize.lg, marginTop: vars.space['4'] });

/** Links in the text keep a touch target of at least 24 px high (WCAG 2.5.8). */
globalStyle(`${page} a`, { paddingBlock: '3px' });

globalStyle(`${block} ul`, { display: 'grid', gap: vars.space['2'], paddingLeft: vars.space['5'] });

/** The company's identity, the host, a processing: label and value, side by side from a tablet. */
export const facts = style({
  ...stack(vars.space['3']),
  margin: 0,
  ...surface({ radius: vars.radius.md, padding: vars.space['5'] }),
});

export const fact = style({
  display: 'grid',
  gap: '2px',
  minWidth: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: '14em minmax(0, 1fr)', gap: vars.space['4'] } },
});

export const factName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** A value the firm must still fill in: seen at a glance, and said to screen readers. */
export const toFill = style({
  padding: '0 0.3em',
  borderRadius: '4px',
  background: vars.color.accentSoft,
  boxShadow: `inset 0 -2px 0 ${vars.color.accent}`,
  color: vars.color.text,
  fontStyle: 'italic',
});

export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

