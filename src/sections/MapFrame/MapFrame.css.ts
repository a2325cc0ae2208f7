import { style } from '@vanilla-extract/css';
import { mapHeight } from './mapHeight';
import { centredOverlay } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

export const frame = style({
  height: `${mapHeight}px`,
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  // Shown until (or unless) the map host answers: a designed panel, never a blank box.
  background: `repeating-linear-gradient(45deg, ${vars.color.brandSoft} 0 14px, ${vars.color.mapStripe} 14px 28px)`,
});

export const placeholder = style({
  ...centredOverlay(vars.space['2']),
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  padding: vars.space['4'],
});

export const iframe = style({ position: 'relative', display: 'block', width: '100%', height: '100%', border: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  marginTop: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textUnderlineOffset: '3px',
});

export const pin = style({ width: vars.size.badge.sm, height: vars.size.badge.sm });
