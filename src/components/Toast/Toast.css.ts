import { keyframes, style } from '@vanilla-extract/css';
import { edgeNote } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space['4'],
  bottom: vars.space['4'],
  pointerEvents: 'none',
  '@media': { [media.tablet]: { insetInline: 'auto', right: vars.space['6'], bottom: vars.space['6'], width: vars.size.toast } },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space['3'],
  ...edgeNote({ tint: vars.color.surface, edge: vars.color.success, padding: vars.space['4'] }),
  boxShadow: vars.shadow.lg,
  animation: `${enter} ${vars.motion.base} ease-out`,
});

export const icon = style({ width: vars.size.icon.lg, height: vars.size.icon.lg, color: vars.color.success, marginTop: '2px' });

export const title = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** A long word (an address) wraps inside the toast rather than pushing its close button off screen. */
export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.listTarget,
  height: vars.size.listTarget,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand } },
});

export const closeIcon = style({ width: vars.size.icon.xs, height: vars.size.icon.xs });
