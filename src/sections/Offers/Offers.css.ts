import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { edgeNote, fieldControl, pill, row, stack, surface } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

/* ---------------------------------------------------------------- the list */

/**
 * On a phone, a compact card: each label beside its field, one line each, so that the count and
 * the first results follow it closely. From a tablet up, labels above their fields, side by side.
 */
export const filters = style({
  ...stack(vars.space['3']),
  ...surface({ radius: vars.radius.md, padding: vars.space['4'] }),
  marginBottom: vars.space['5'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'], padding: vars.space['5'], marginBottom: vars.space['8'] },
    [media.desktop]: { gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr)) auto', alignItems: 'end' },
  },
});

export const filter = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const control = style({
  font: 'inherit',
  ...fieldControl({ height: vars.size.controlLarge, padding: `${vars.space['2']} ${vars.space['3']}`, radius: vars.radius.sm }),
  color: vars.color.text,
  selectors: {
    // The keyword's field, on the narrowest phones (320 px): its placeholder ends in « … », not in half a letter.
    'input&': { textOverflow: 'ellipsis' },
  },
});

export const summary = style({
  ...row({ gap: vars.space['3'], align: 'baseline', justify: 'space-between' }),
  marginBottom: vars.space['5'],
});

export const count = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const reset = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand });

/** The filters that apply, each a link that removes it. */
export const applied = style({ listStyle: 'none', ...row({ gap: vars.space['2'] }) });

export const chip = style({
  ...pill({ height: vars.size.listTarget, padding: vars.space['3'], gap: vars.space['1'] }),
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'line-through' } },
});

export const cards = style({ listStyle: 'none', display: 'grid', gap: vars.space['4'] });

export const card = style({
  position: 'relative',
  ...stack(vars.space['3']),
  ...surface({ radius: vars.radius.md, padding: vars.space['5'], shadow: vars.shadow.sm }),
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.controlBorder } },
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

/** The title's link covers the whole card. */
export const cardLink = style({
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const tags = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const tag = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const contractTag = style([tag, { background: vars.color.accentSoft, color: vars.color.onAccent }]);

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const deadline = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const status = style({ padding: `${vars.space['8']} 0`, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const empty = style({
  ...stack(vars.space['3']),
  padding: vars.space['6'],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const pager = style({
  ...row({ gap: vars.space['3'], justify: 'space-between' }),
  marginTop: vars.space['8'],
});

export const pagerStatus = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/* ---------------------------------------------------------------- an offer */

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.listTarget,
  marginBottom: vars.space['4'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const offerLayout = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } },
});

/** On a phone the apply panel comes after the whole offer: a button near the top leads to it. */
export const jumpToApply = style({ justifySelf: 'start', '@media': { [media.desktop]: { display: 'none' } } });

export const facts = style({
  ...stack(vars.space['3']),
  ...surface({ radius: vars.radius.md, padding: vars.space['5'] }),
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const factName = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const body = style({ display: 'grid', gap: vars.space['8'], maxWidth: vars.size.prose });

export const block = style({ display: 'grid', gap: vars.space['3'] });

export const blockTitle = style({ fontSize: vars.fontSize.xl });

export const points = style({ display: 'grid', gap: vars.space['2'], paddingLeft: vars.space['5'] });

globalStyle(`${points} > li::marker`, { color: vars.color.accentText });

export const aside = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space['6']})` } },
});

export const panel = style({
  ...stack(vars.space['4']),
  ...surface({ radius: vars.radius.lg, padding: vars.space['6'], shadow: vars.shadow.md }),
});

export const panelTitle = style({ fontSize: vars.fontSize.xl });

export const ways = style({ listStyle: 'none', display: 'grid', gap: vars.space['3'] });

export const way = style({ width: '100%', justifyContent: 'flex-start' });

export const wayIcon = style({ width: vars.size.icon.sm, height: vars.size.icon.sm, flexShrink: 0 });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const closed = style({
  ...stack(vars.space['3']),
  ...edgeNote({ tint: vars.color.dangerSoft, edge: vars.color.danger, padding: vars.space['5'] }),
});

export const spontaneous = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 420px', alignItems: 'center' } },
});

/** A link alone under the ways to apply: a touch target of at least 24 px high. */
export const hintLink = style({ display: 'inline-block', paddingBlock: '4px' });
