import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const root = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
});

export const title = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['2'] });

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space['6'] });

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const control = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid #8c9792`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px rgba(26, 110, 216, 0.35)` },
    '&:user-invalid': { borderColor: vars.color.danger },
    '&::placeholder': { color: '#6b7570' },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: '140px', lineHeight: vars.lineHeight.body });

export const counter = style({
  justifySelf: 'end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-over="true"]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});

/** Off-screen and hidden from assistive technology: only bots fill it. */
export const honeypot = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

export const actions = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const privacy = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: '2px solid rgba(255,255,255,0.4)',
  borderTopColor: vars.color.onBrand,
  animation: `${spin} 0.8s linear infinite`,
});

export const alert = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  borderLeft: `4px solid ${vars.color.danger}`,
  color: vars.color.text,
});

export const alertTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const alternatives = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const success = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
  paddingBlock: vars.space['10'],
});

export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const successTitle = style({ fontSize: vars.fontSize.xl });

export const successText = style({ color: vars.color.textMuted, maxWidth: '26.8em' });
