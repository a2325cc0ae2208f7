import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { edgeNote, fieldControl, stack, surface } from '../../styles/shapes';
import { vars } from '../../styles/theme.css';

/** The form beside its result on a computer, above it on a phone. */
export const layout = style({ display: 'grid', gap: vars.space['8'], '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 26rem) minmax(0, 1fr)', alignItems: 'start' } } });
export const form = style({ ...surface({ radius: vars.radius.lg, padding: vars.space['6'] }), ...stack(vars.space['4']) });
export const title = style({ fontSize: vars.fontSize.xl });
export const field = style({ display: 'grid', gap: vars.space['1'], fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const control = style({ ...fieldControl({ height: vars.size.control, padding: `0 ${vars.space['3']}`, radius: vars.radius.sm }), fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.md });
export const choice = style({ border: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space['2'] });
globalStyle(`${choice} legend`, { fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, marginBottom: vars.space['2'] });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: '44px', cursor: 'pointer' });
globalStyle(`${choice} label`, { display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: '44px', cursor: 'pointer' });
export const more = style({ ...stack(vars.space['3']) });
globalStyle(`${more} summary`, { cursor: 'pointer', minHeight: '44px', display: 'flex', alignItems: 'center', fontWeight: vars.fontWeight.semibold, color: vars.color.brand });
export const problem = style({ ...edgeNote({ tint: vars.color.dangerSoft, edge: vars.color.danger, padding: vars.space['3'] }), color: vars.color.danger, fontSize: vars.fontSize.sm });
export const note = style({ ...edgeNote({ tint: vars.color.accentSoft, edge: vars.color.accent, padding: vars.space['3'] }), fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const result = style({ ...stack(vars.space['4']) });
export const summary = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))', margin: 0 });
globalStyle(`${summary} > div`, { ...surface({ radius: vars.radius.md, padding: vars.space['4'] }) });
globalStyle(`${summary} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${summary} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' });
export const strong = style({ fontWeight: vars.fontWeight.bold });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const lineName = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold });
export const unverified = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const source = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, minWidth: '12rem' });
/** The table scrolls inside its band on a phone rather than the page sideways. */
export const tableScroll = style({ overflowX: 'auto', marginTop: vars.space['4'] });
export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface, fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space['2']} ${vars.space['3']}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} thead th`, { textAlign: 'left', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${table} tfoot th`, { textAlign: 'right' });
export const caption = style({ captionSide: 'bottom', padding: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'left' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['6'] });

// « Imprimer »: the result alone, on white: no header, menu, form, buttons nor footer.
globalStyle('body', { '@media': { print: { background: '#fff' } } });
globalStyle(`header, footer, ${form}, ${actions}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${tableScroll}`, { '@media': { print: { overflow: 'visible' } } });
