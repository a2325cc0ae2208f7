import { keyframes, style, globalStyle } from '@vanilla-extract/css';
import { timing } from '../../../machines/constants';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The page's fade-in: the loader fades out over it, decelerating as entering content does. */
const fade = vars.motion.base;
const easing = 'ease-out';

/**
 * The loader's fade: opacity only, so that the browser runs it on its compositor, frame by frame,
 * whatever the page's main thread is doing (the app arriving and hydrating as the second ends).
 */
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
/**
 * Then out of reach: hidden from assistive technologies and clicks once the fade is over. A
 * separate animation, because `visibility` cannot run on the compositor, and one property that
 * cannot would keep the whole animation on the main thread.
 */
export const hide = keyframes({ from: { visibility: 'visible' }, to: { visibility: 'hidden' } });

/**
 * Without JavaScript there is no loader at all (html has no `js` class): the page is readable at
 * once. With JavaScript the loader's second counts from its first paint, and CSS alone ends it:
 * its two animations start with that paint and, `loaderDuration` later, fade it out and hide it,
 * whether or not the app has arrived, and whatever the app is doing then. When the app runs
 * (`data-started`), the loader machine learns how long the animations have been running and
 * changes its state (`data-state`, `aria-busy`) at the moment the fade begins, or at once if the
 * second was already over; the animations are left to run, so nothing fades twice and nothing
 * waits for the app.
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
  selectors: {
    '&[data-state="hidden"]': { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
  },
});

globalStyle(`html.js ${root}`, {
  display: 'flex',
  animation: `${fadeOut} ${fade} ${easing} ${timing.loaderDuration}ms both, ${hide} ${fade} linear ${timing.loaderDuration}ms both`,
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
