import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { headerScrollThreshold } from '../../../machines/constants';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

const scrolledLook = { background: vars.color.headerScrolled, borderBottomColor: vars.color.border, boxShadow: vars.shadow.md };

/** The header's two looks, as a keyframe pair a scroll position can drive. */
const scrolls = keyframes({
  from: { background: vars.color.headerTop, borderBottomColor: 'transparent', boxShadow: 'none' },
  to: scrolledLook,
});

/**
 * The header machine gives the look (data-state) once it knows the scroll position
 * (data-scroll-known, set just after it started). Before that — the prerendered page, the app's
 * JavaScript still on its way — the page's own scroll position does, in CSS alone: top at or above
 * the machine's threshold, scrolled one pixel past it. Where browsers lack scroll-driven
 * animations, the header is simply solid until then.
 */
export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.headerTop,
  borderBottom: '1px solid transparent',
  transition: `background-color ${vars.motion.base}, box-shadow ${vars.motion.base}, border-color ${vars.motion.base}`,
  selectors: {
    '&[data-state="scrolled"]': scrolledLook,
    '&[data-menu="open"]': { background: vars.color.surface },
  },
  '@supports': {
    '(animation-timeline: scroll())': {
      selectors: {
        '&:not([data-scroll-known])': {
          animation: `${scrolls} linear both`,
          animationTimeline: 'scroll(root block)',
          animationRange: `${headerScrollThreshold}px ${headerScrollThreshold + 1}px`,
        },
      },
    },
    'not (animation-timeline: scroll())': {
      selectors: { '&:not([data-scroll-known])': scrolledLook },
    },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  height: vars.size.headerHeight,
});

/**
 * The small-screen « Menu » control. Once the header has hydrated (`data-started`) it is a
 * button that opens the menu. Before that, and without JavaScript, the button could do nothing:
 * a link that looks the same (`menuLink`) leads to the footer's navigation instead.
 */
const menuControl = style({
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const toggle = style([menuControl, { display: 'none' }]);
export const menuLink = style([menuControl, { display: 'none' }]);

globalStyle(`${root}[data-started] ${toggle}, ${root}:not([data-started]) ${menuLink}`, {
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});

export const toggleIcon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm });

/** The menu: a panel under the bar on small screens, an inline list on desktop. */
export const nav = style({
  display: 'none',
  position: 'fixed',
  top: vars.size.headerHeight,
  insetInline: 0,
  bottom: 0,
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space['6']} ${vars.space['5']} ${vars.space['10']}`,
  selectors: {
    '&[data-state="open"]': { display: 'block' },
  },
  '@media': {
    [media.desktop]: {
      display: 'flex',
      position: 'static',
      alignItems: 'center',
      gap: vars.space['6'],
      padding: 0,
      border: 'none',
      background: 'transparent',
      overflow: 'visible',
    },
  },
});

export const list = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['1'],
  '@media': { [media.desktop]: { display: 'flex', gap: vars.space['1'] } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlLarge,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, background: vars.color.brandSoft },
  },
  '@media': {
    [media.desktop]: {
      minHeight: vars.size.controlSmall,
      fontSize: vars.fontSize.sm,
      selectors: {
        '&[aria-current="page"]': { background: 'transparent', boxShadow: `inset 0 -2px 0 ${vars.color.accent}`, borderRadius: 0 },
      },
    },
  },
});

export const cta = style({
  marginTop: vars.space['6'],
  width: '100%',
  '@media': { [media.desktop]: { marginTop: 0, width: 'auto' } },
});

export const menuContact = style({
  marginTop: vars.space['8'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const menuContactLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  minHeight: vars.size.listTarget,
  display: 'inline-flex',
  alignItems: 'center',
});
