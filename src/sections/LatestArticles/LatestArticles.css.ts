import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

export const item = style({ position: 'relative', ...stack(vars.space['2']), alignContent: 'start' });

export const category = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.accentText });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

/** The title's link covers the whole card. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { color: vars.color.brand } },
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const more = style({ marginTop: vars.space['6'] });

/** A link alone under the cards: a touch target of at least 24 px high. */
export const moreLink = style({ display: 'inline-block', paddingBlock: '4px', fontWeight: vars.fontWeight.semibold, color: vars.color.brand });
