import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { pill, row, stack, surface } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

/* ---------------------------------------------------------------- the list */

export const categories = style({ listStyle: 'none', ...row({ gap: vars.space['2'] }), marginBottom: vars.space['6'] });

export const category = style({
  ...pill({ height: vars.size.listTarget, padding: vars.space['4'] }),
  border: `1px solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:hover': { borderColor: vars.color.brand },
  },
});

export const count = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.brand, marginBottom: vars.space['5'] });

export const cards = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  position: 'relative',
  ...stack(vars.space['3']),
  alignContent: 'start',
  ...surface({ radius: vars.radius.md, padding: '0', shadow: vars.shadow.sm }),
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md } },
});

export const cardBody = style({ ...stack(vars.space['2']), padding: `0 ${vars.space['5']} ${vars.space['5']}` });

export const cardTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

/** The title's link covers the whole card. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const meta = style({ ...row({ gap: vars.space['2'] }), fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const categoryTag = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.accentText });

export const summary = style({ color: vars.color.textMuted });

export const empty = style({ padding: `${vars.space['8']} 0`, color: vars.color.textMuted });

export const pager = style({ ...row({ gap: vars.space['4'], align: 'center', justify: 'center' }), marginTop: vars.space['8'] });

export const pagerStatus = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/* ---------------------------------------------------------------- an article */

export const header = style({ ...stack(vars.space['4']), maxWidth: vars.size.prose, paddingBlock: `${vars.space['8']} ${vars.space['6']}` });

export const back = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, color: vars.color.brand });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: 1.55 });

export const cover = style({ maxWidth: '960px', marginBottom: vars.space['8'] });

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.desktop]: { gridTemplateColumns: `minmax(0, ${vars.size.prose}) minmax(0, 18rem)`, justifyContent: 'space-between', alignItems: 'start' } },
});

/** The text and its sources, in the left column. */
export const main = style({ ...stack(vars.space['8']), minWidth: 0 });

/** « À jour au 27 novembre 2026 », under the title's facts. */
export const verified = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.brand });

export const sources = style({ ...stack(vars.space['3']), borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['5'] });

export const sourcesTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brand });

export const sourceList = style({ display: 'grid', gap: vars.space['3'], paddingLeft: vars.space['5'], fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const sourceLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

export const sourceTitle = style({ fontWeight: vars.fontWeight.semibold });

export const sourceNote = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const body = style({ ...stack(vars.space['4']), fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body, minWidth: 0 });

globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug, color: vars.color.brand, marginTop: vars.space['6'] });
globalStyle(`${body} h3`, { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, marginTop: vars.space['4'] });
globalStyle(`${body} ul, ${body} ol`, { display: 'grid', gap: vars.space['2'], paddingLeft: vars.space['5'] });
globalStyle(`${body} a`, { color: vars.color.brand, fontWeight: vars.fontWeight.semibold });
globalStyle(`${body} blockquote`, { ...stack(vars.space['3']), margin: 0, borderLeft: `4px solid ${vars.color.accent}`, padding: `${vars.space['2']} ${vars.space['4']}`, background: vars.color.accentSoft, borderRadius: vars.radius.sm });
globalStyle(`${body} th, ${body} td`, { padding: `${vars.space['2']} ${vars.space['3']}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${body} th`, { background: vars.color.brandSoft, fontWeight: vars.fontWeight.bold });

/** A wide table scrolls inside its own frame on a phone, never the page. */
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm, background: vars.color.surface });

/** A figure spans the text's column; a narrower photo keeps its own width, never enlarged. */
export const figure = style({ ...stack(vars.space['2']), margin: `${vars.space['2']} 0` });

/**
 * Its width is its `width` attribute (the file's largest), at most the column's: no CSS width, which
 * would let srcset's `sizes` enlarge a narrow photo to the column. Its height follows its proportions.
 */
export const figureImage = style({ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md, background: vars.color.brandSoft });

export const figureCaption = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, color: vars.color.textMuted });

export const aside = style({ ...stack(vars.space['5']) });

export const panel = style({ ...stack(vars.space['3']), ...surface({ radius: vars.radius.md, padding: vars.space['5'] }) });

export const panelTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.textMuted });

export const authorName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const related = style({ ...stack(vars.space['4']), marginTop: vars.space['10'] });

export const relatedTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brand });

export const relatedList = style({ listStyle: 'none', display: 'grid', gap: vars.space['3'] });

export const relatedLink = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand });
export const flow = style({ display: 'contents' });
