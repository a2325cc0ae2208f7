import { style } from '@vanilla-extract/css';
import { media } from '../styles/breakpoints';
import { edgeNote } from '../styles/shapes';
import { vars } from '../styles/theme.css';

/** At the foot of the screen, on the left from tablets up (the toast is on the right). */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  display: 'grid',
  gap: vars.space['3'],
  ...edgeNote({ tint: vars.color.surface, edge: vars.color.brand, padding: vars.space['4'] }),
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.tablet]: { insetInline: 'auto', left: vars.space['6'], bottom: vars.space['6'], width: vars.size.toast },
    print: { display: 'none' },
  },
});

export const text = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
