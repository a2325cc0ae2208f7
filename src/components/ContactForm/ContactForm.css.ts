import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { dangerPanel } from '../../styles/recipes.css';
import { edgeNote, fieldControl, iconBox, stack, surface } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

export const root = style({
  ...surface({ radius: vars.radius.lg, padding: vars.space['6'], shadow: vars.shadow.md }),
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
});

export const title = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['2'] });

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space['6'] });

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// Without JavaScript the form cannot send (and a native submit would put the fields in the URL):
// it is hidden, and the <noscript> notice says how else to reach the firm.
globalStyle(`html:not(.js) ${form}, html:not(.js) ${intro}`, { display: 'none' });

export const noScript = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

/** Shown while a submit made before the app started waits for it (html[data-submit-pending]). */
export const pendingNote = style({
  display: 'none',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

globalStyle(`html[data-submit-pending] ${pendingNote}`, { display: 'block' });

export const field = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const control = style({
  ...fieldControl({ height: vars.size.controlLarge, padding: `${vars.space['3']} ${vars.space['4']}`, radius: vars.radius.md }),
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    // While the message is sending: kept on screen and selectable, visibly not editable.
    '&[readonly], &:disabled': { background: vars.color.page, borderStyle: 'dashed' },
    '&[readonly]:hover, &:disabled:hover': { borderColor: vars.color.controlBorder },
    // The site's focus outline, as thick as everywhere else (WCAG 2.4.13), and the border follows it.
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderColor: vars.color.focus },
    '&:user-invalid': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.placeholder },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: '140px', lineHeight: vars.lineHeight.body });

export const counter = style({
  justifySelf: 'end',
  fontSize: vars.fontSize.xs,
  // « 4 500 / 5 000 caractères » on one line: the spaces around the slash are ordinary ones.
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  selectors: { '&[data-over="true"]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});

/** Off-screen and hidden from assistive technology: only bots fill it. */
export const honeypot = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

export const actions = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const privacy = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: vars.size.icon.xs,
  height: vars.size.icon.xs,
  borderRadius: '50%',
  border: `2px solid ${vars.color.onBrandTrack}`,
  borderTopColor: vars.color.onBrand,
  animation: `${spin} 0.8s linear infinite`,
});

/** The failure alert's short form (FailureAlert.css.ts styles the full one). */
export const shortAlert = style([dangerPanel, { fontWeight: vars.fontWeight.bold, color: vars.color.danger }]);

export const success = style({
  ...stack(vars.space['3']),
  justifyItems: 'center',
  textAlign: 'center',
  paddingBlock: vars.space['10'],
});

export const successIcon = style({
  ...iconBox({ size: vars.size.badge.lg, radius: '50%' }),
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const successTitle = style({ fontSize: vars.fontSize.xl });

export const successText = style({ color: vars.color.textMuted, maxWidth: '26.8em' });

export const successCheck = style({ width: vars.size.icon.xxl, height: vars.size.icon.xxl });


/** A candidate's note above the form: the offer applied to. */
export const application = style({
  ...edgeNote({ tint: vars.color.accentSoft, edge: vars.color.accent, padding: vars.space['4'] }),
  ...stack(vars.space['2']),
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space['5'],
});

export const applicationTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, color: vars.color.text });

/** A field's refusal (the server's message, or the CV field's), under it. */
export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

/** Above the form that comes back after a send: the message left. */
export const sentNotice = style({
  ...edgeNote({ tint: vars.color.successSoft, edge: vars.color.success, padding: vars.space['3'] }),
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space['4'],
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
