import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './breakpoints';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4', {
  margin: 0,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.extrabold,
  letterSpacing: '-0.015em',
  textWrap: 'balance',
});

globalStyle('p', { margin: 0 });
globalStyle('ul, ol', { margin: 0, padding: 0 });
globalStyle('img', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

globalStyle('::selection', { background: vars.color.accentSoft, color: vars.color.brand });

// Reduced motion: no fades, no spinning, no smooth scrolling. Machine timings are unchanged.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
