import { style, styleVariants } from '@vanilla-extract/css';
import { edgeNote } from './shapes';
import { vars } from './theme.css';

/** Buttons and button-looking links: the base, then one variant and one size (styles/classes.ts). */
export const buttonBase = style({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
    },
});

export const buttonVariant = styleVariants({
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandHover } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentHover } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandSoft } },
      },
});

export const buttonSize = styleVariants({
      md: { padding: `${vars.space['2']} ${vars.space['5']}`, fontSize: vars.fontSize.sm },
      lg: { padding: `${vars.space['3']} ${vars.space['6']}`, fontSize: vars.fontSize.md },
});

/** A panel that says something went wrong (the contact form's failure alerts). */
export const dangerPanel = style({
  ...edgeNote({ tint: vars.color.dangerSoft, edge: vars.color.danger, padding: vars.space['5'] }),
  color: vars.color.text,
});
