import { style } from '@vanilla-extract/css';
import { iconBox } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  transition: `box-shadow ${vars.motion.base}, transform ${vars.motion.base}`,
  ':hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
});

export const list = style({ listStyle: 'none' });

export const iconBadge = style({
  ...iconBox({ size: '52px', radius: vars.radius.md }),
  marginBottom: vars.space['2'],
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const icon = style({ width: vars.size.icon.xl, height: vars.size.icon.xl });

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ color: vars.color.textMuted });

// Inline-block so a wrapped label keeps the arrow right after its last word; padding makes a 44 px target.
export const link = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  marginTop: 'auto',
  paddingBlock: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
  color: vars.color.brand,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
  textUnderlineOffset: '4px',
  transition: `text-decoration-color ${vars.motion.fast}`,
  ':hover': { textDecorationColor: vars.color.brand },
});

export const arrow = style({
  display: 'inline-block',
  width: vars.size.icon.xs,
  height: vars.size.icon.xs,
  marginLeft: vars.space['2'],
  verticalAlign: '-0.2em',
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${link}:hover &`]: { transform: 'translateX(3px)' } },
});
