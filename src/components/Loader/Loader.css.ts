import { keyframes, style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const leave = keyframes({ to: { opacity: 0, visibility: 'hidden' } });

/**
 * Without JavaScript there is no loader at all (html has no `js` class), so the page is
 * readable at once. With JavaScript, if the app never starts, the `failsafe` animation hides
 * the loader after a few seconds: it can never trap a visitor.
 */
export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  display: 'none',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  background: vars.color.page,
  color: vars.color.brand,
  transition: `opacity ${vars.motion.slow} ease, visibility 0s linear ${vars.motion.slow}`,
  selectors: {
    '&[data-state="hidden"]': { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
  },
});

globalStyle(`html.js ${root}`, { display: 'flex' });
globalStyle(`html.js ${root}:not([data-started])`, { animation: `${leave} 1ms linear 6s forwards` });

export const spinner = style({
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
});
