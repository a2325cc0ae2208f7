import { keyframes, style, globalStyle } from '@vanilla-extract/css';
import { timing } from '../../../machines/constants';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The page's fade-in: the loader fades out over it, decelerating as entering content does. */
const fade = vars.motion.base;
const easing = 'ease-out';

/** Before the app starts, CSS alone hides the loader `loaderDuration` after its first paint. */
export const reveal = keyframes({
  from: { opacity: 1, visibility: 'visible' },
  to: { opacity: 0, visibility: 'hidden' },
});

/**
 * Without JavaScript there is no loader at all (html has no `js` class): the page is readable at
 * once. With JavaScript the loader's second counts from its first paint, whether or not the app
 * has arrived: the `reveal` animation starts with that paint and fades the loader out at
 * `loaderDuration`. Once the app runs (`data-started`), the loader machine takes over: it learns
 * how long the animation has been running and hides the loader at the same moment, with the same
 * fade. If the second was already over, the machine starts in `hidden` and nothing fades again.
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
  transition: `opacity ${fade} ${easing}, visibility 0s linear ${fade}`,
  selectors: {
    '&[data-state="hidden"]': { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
  },
});

globalStyle(`html.js ${root}`, { display: 'flex' });
globalStyle(`html.js ${root}:not([data-started])`, {
  animation: `${reveal} ${fade} ${easing} ${timing.loaderDuration}ms both`,
});

export const spinner = style({
  width: vars.size.badge.md,
  height: vars.size.badge.md,
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
