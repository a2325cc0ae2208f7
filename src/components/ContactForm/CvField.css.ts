/** The CV field (candidates only): its own chunk, its own styles. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
export const cvRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

/** The native file input, seen only through its label-button (still focusable and announced). */
export const cvInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const cvChoose = style({
  selectors: { [`${cvRow}:focus-within &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const cvName = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
