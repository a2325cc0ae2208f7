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
/** Radio buttons and boxes at least 24 px (WCAG 2.5.8). */
globalStyle(`${form} input[type="radio"], ${form} input[type="checkbox"]`, { width: '24px', height: '24px', margin: 0, flexShrink: 0, accentColor: vars.color.brand });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: '44px', cursor: 'pointer' });
globalStyle(`${choice} label`, { display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: '44px', cursor: 'pointer' });
export const more = style({ ...stack(vars.space['3']) });
globalStyle(`${more} summary`, { cursor: 'pointer', minHeight: '44px', display: 'flex', alignItems: 'center', fontWeight: vars.fontWeight.semibold, color: vars.color.brand });
export const problem = style({ ...edgeNote({ tint: vars.color.dangerSoft, edge: vars.color.danger, padding: vars.space['3'] }), color: vars.color.danger, fontSize: vars.fontSize.sm });
/** A remark under the result (net → gross), apart from the figures and from the next. */
export const note = style({ ...edgeNote({ tint: vars.color.accentSoft, edge: vars.color.accent, padding: vars.space['3'] }), fontSize: vars.fontSize.sm, marginTop: vars.space['3'] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const result = style({ ...stack(vars.space['4']) });
export const summary = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))', margin: 0 });
globalStyle(`${summary} > div`, { ...surface({ radius: vars.radius.md, padding: vars.space['4'] }) });
globalStyle(`${summary} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${summary} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' });
export const strong = style({ fontWeight: vars.fontWeight.bold });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const lineName = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, minWidth: '10rem' });
export const unverified = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
export const group = style({ textAlign: 'left', background: vars.color.brandSoft, color: vars.color.brand });
/** The table scrolls inside its band on a phone rather than the page sideways. */
export const tableScroll = style({ overflowX: 'auto', marginTop: vars.space['4'] });
export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface, fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space['2']} ${vars.space['3']}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} a`, { display: 'inline-flex', alignItems: 'center', minHeight: '24px' });
globalStyle(`${table} thead th`, { textAlign: 'left', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${table} tbody tr:last-child th`, { textAlign: 'right' });
export const caption = style({ captionSide: 'bottom', padding: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'left' });

/**
 * On a phone the table is a card per line, read with no sideways swipe: the line's name and its
 * amount on top, then its base, rate, ceiling and « Source », each under its column's name (CSS
 * words, hidden from screen readers: Chromium keeps the table's semantics with these `display`s,
 * so they hear the column headers, which stay in the document, visually hidden). A line's row is
 * any but its group's first (the heading « Retenues du salarié ») and last (its total).
 */
const narrow = 'screen and (max-width: 51.99rem)';
const cards = (selector: string, rule: Parameters<typeof globalStyle>[1]) => globalStyle(selector, { '@media': { [narrow]: rule } });
const line = `${table} tbody tr:not(:first-child):not(:last-child)`;
cards(`${table}, ${table} caption, ${table} tbody, ${table} tr, ${table} th, ${table} td`, { display: 'block' });
cards(`${table} thead`, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
cards(`${table} tbody tr`, { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: vars.space['4'], rowGap: vars.space['2'], padding: vars.space['3'], borderBottom: `1px solid ${vars.color.border}` });
cards(`${table} tbody tr:first-child`, { padding: 0 });
cards(`${table} th, ${table} td`, { padding: 0, border: 'none' });
cards(`${table} tbody tr:first-child th`, { flex: '1 1 100%', padding: `${vars.space['2']} ${vars.space['3']}` });
// The name takes the first line with the amount: the other cells go to the next.
cards(`${table} tbody th:not([colspan="6"])`, { flex: '1 1 55%', minWidth: 0 });
cards(`${table} td:empty`, { display: 'none' });
cards(`${line} > td`, { order: 1, textAlign: 'left' });
// The amount beside the name, the rest below.
cards(`${line} > td:nth-of-type(4)`, { order: 0, textAlign: 'right' });
const label = (cell: number, words: string) => cards(`${line} > td:nth-of-type(${cell})::before`, { content: `"${words}" / ""`, display: 'block', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
label(1, 'Base');
label(2, 'Taux');
label(3, 'Plafond');
label(4, 'Montant du mois');
cards(`${line} > td:nth-of-type(5)`, { alignSelf: 'flex-end', marginLeft: 'auto' });
export const offer = style({ marginTop: vars.space['6'], fontWeight: vars.fontWeight.semibold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['3'] });

/** « Textes et sources »: one block per parameter. */
export const sources = style({ listStyle: 'none', padding: 0, margin: `${vars.space['6']} 0 0`, display: 'grid', gap: vars.space['4'], '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const sourceItem = style({ ...surface({ radius: vars.radius.md, padding: vars.space['4'] }), ...stack(vars.space['2']), fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const sourceTitle = style({ fontSize: vars.fontSize.md });
export const checked = style({ fontWeight: vars.fontWeight.regular, color: vars.color.brand, fontSize: vars.fontSize.xs });
export const sourceNote = style({ color: vars.color.textMuted });
globalStyle(`${sourceNote} summary`, { cursor: 'pointer', minHeight: '24px', color: vars.color.brand });

// « Imprimer »: the result alone, on white: no header, menu, form, buttons, sources' notes nor footer.
// Scoped to this page (`:has`): its styles stay in the document after a visitor navigates away.
const here = `body:has(${table})`;
globalStyle(here, { '@media': { print: { background: vars.color.surface } } });
globalStyle(`${here} header, ${here} footer, ${here} ${form}, ${actions}`, { '@media': { print: { display: 'none' } } });
// Fewer sheets: the page's sections closer together, and no line nor source cut across two pages.
globalStyle(`${here} main section`, { '@media': { print: { paddingBlock: vars.space['6'] } } });
globalStyle(`${table} tr, ${sourceItem}`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(tableScroll, { '@media': { print: { overflow: 'visible' } } });
// Within an A4 page's printable width (718 px at 96 dpi): the table tighter, the names wrapping.
globalStyle(table, { '@media': { print: { fontSize: vars.fontSize.xs } } });
globalStyle(`${table} th, ${table} td`, { '@media': { print: { padding: `${vars.space['1']} ${vars.space['2']}` } } });
globalStyle(lineName, { '@media': { print: { minWidth: 0 } } });
// On paper, each source's address after its title, and the remarks open (their text, not « ▶ Remarque » alone).
globalStyle(`${sourceItem} a[href^="http"]::after`, { '@media': { print: { content: '" (" attr(href) ")"' } } });
globalStyle(`${sourceNote}::details-content`, { '@media': { print: { contentVisibility: 'visible' } } });
globalStyle(`${sourceNote} summary`, { '@media': { print: { listStyle: 'none', color: vars.color.text } } });
