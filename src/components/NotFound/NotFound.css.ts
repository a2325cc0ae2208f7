import { style } from '@vanilla-extract/css';
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
