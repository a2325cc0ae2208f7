/** The CV field (candidates only): its own chunk, its own styles. */
import { style } from '@vanilla-extract/css';
import { edgeNote, stack } from '../../styles/shapes';
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

/** Beside the send button: why the application did not leave (a refused CV), or that it leaves without one. */
export const besideSubmit = style({ fontSize: vars.fontSize.sm, maxWidth: '40em' });
export const held = style([besideSubmit, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);

/** Under the sent panel's title: no CV went with the application, where to send it. */
export const noCv = style({ maxWidth: '26.8em', fontWeight: vars.fontWeight.semibold, color: vars.color.text });

/** The same, above the form that comes back, until the candidate dismisses it. */
export const noCvNote = style({
  ...edgeNote({ tint: vars.color.accentSoft, edge: vars.color.accent, padding: vars.space['3'] }),
  ...stack(vars.space['3']),
  justifyItems: 'start',
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space['4'],
});
