/** The inbox's styles: the site's theme (vars), at a desk or on a phone. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, media } from '../styles/breakpoints';
import { edgeNote, fieldControl, row, stack, surface } from '../styles/shapes';
import { backdrop, upwardShadow, vars } from '../styles/theme.css';

/** Below a tablet's width, the list's rows become cards, and the offers and filters fold. */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const top = style({
  ...row({ gap: vars.space['3'], justify: 'space-between' }),
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['3'], textDecoration: 'none', color: vars.color.brand, fontWeight: vars.fontWeight.extrabold });
export const mark = style({ width: vars.size.logo, height: vars.size.logo, flex: 'none' });
export const who = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const main = style({ maxWidth: vars.size.container, margin: '0 auto', padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['16']}`, display: 'grid', gap: vars.space['6'] });

export const title = style({ fontSize: vars.fontSize['2xl'] });
export const subtitle = style({ color: vars.color.textMuted, marginTop: vars.space['1'] });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['3'] });

export const offers = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', listStyle: 'none' });
export const offerCard = style({
  ...stack(vars.space['1']),
  ...surface({ radius: vars.radius.md, padding: vars.space['4'] }),
  textDecoration: 'none',
  minHeight: vars.size.control,
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&[aria-current="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` } },
});
export const offerTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
  alignItems: 'end',
  ...surface({ radius: vars.radius.md, padding: vars.space['4'] }),
});
/** « ★ Favoris seulement », beside the order: a box and its words, on one line. */
export const favoriteFilter = style({ whiteSpace: 'nowrap', alignSelf: 'flex-end' });
export const field = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const control = style({
  ...fieldControl({ height: vars.size.control, padding: `0 ${vars.space['3']}`, radius: vars.radius.sm }),
  fontWeight: vars.fontWeight.regular,
});
export const searchRow = style({ display: 'flex', gap: vars.space['2'] });
/**
 * The search takes a row of its own: in a column of the filters' grid, with « Chercher » beside it,
 * its box was 90 px wide. On a computer, two columns beside the lists: one row for every filter,
 * and the list starts higher.
 */
export const searchField = style({ gridColumn: '1 / -1', '@media': { [media.desktop]: { gridColumn: 'span 2' } } });
globalStyle(`${searchRow} input`, { flex: '1 1 auto', minWidth: 0 });

/**
 * On a phone, the rows first: the offers and the filters fold behind one button (« Filtres et
 * offres · 2 actifs »); from a tablet's width up they are always shown and the button is not.
 */
export const foldToggle = style({
  width: '100%',
  justifyContent: 'space-between',
  '@media': { [wide]: { selectors: { '&[aria-expanded]': { display: 'none' } } } },
  selectors: {
    '&::after': { content: '""', width: '8px', height: '8px', marginLeft: vars.space['3'], borderRight: '2px solid currentColor', borderBottom: '2px solid currentColor', transform: 'translateY(-2px) rotate(45deg)', flex: 'none' },
    '&[aria-expanded="true"]::after': { transform: 'translateY(2px) rotate(-135deg)' },
  },
});
export const fold = style({ '@media': { [phone]: { selectors: { '&[data-open="false"]': { display: 'none' } } } } });

export const toolbar = style(row({ gap: vars.space['3'], justify: 'space-between' }));
/** A line under the list's count that explains it (a search cut to what D1 can look for). */
export const statusNote = style({ display: 'block', marginTop: vars.space['1'] });

export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface, borderRadius: vars.radius.md, overflow: 'hidden', border: `1px solid ${vars.color.border}` });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: `${vars.space['3']} ${vars.space['4']}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
globalStyle(`${table} tr:last-child td`, { borderBottom: 'none' });
// On a phone, each row is a card: the cells one under the other, each with its column's name.
globalStyle(`${table} thead`, { '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${table} tr, ${table} td`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${table} td`, { '@media': { [phone]: { borderBottom: 'none', padding: `${vars.space['1']} ${vars.space['4']}` } } });
globalStyle(`${table} tr`, { '@media': { [phone]: { padding: `${vars.space['3']} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td[data-label]::before`, { '@media': { [phone]: { content: 'attr(data-label) "\\00a0: "', color: vars.color.textMuted, fontSize: vars.fontSize.sm } } });

export const nameLink = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand, display: 'inline-block', minHeight: '24px' });

/** A favourite's star, beside its name on the list. */
export const star = style({ color: vars.color.accentText, marginLeft: vars.space['2'], fontSize: vars.fontSize.lg, lineHeight: 1 });
/** « A postulé 3 fois » as a link to that person's applications: a 24 px target. */
export const personBadge = style({ display: 'inline-flex', alignItems: 'center', minHeight: '24px', textDecoration: 'underline' });
/** « Toutes ses candidatures (3) » on an application. */
export const personLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.control, fontWeight: vars.fontWeight.semibold });
/** The « Favori » toggle, who chose it and when, and what the last click did. */
export const favorite = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
globalStyle(`${favorite} > p`, { flexBasis: '100%' });

export const badge = style({ display: 'inline-block', padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const badgeTone = styleVariants({
  nouvelle: { background: vars.color.accentSoft, color: vars.color.accentText },
  etude: { background: vars.color.brandSoft, color: vars.color.brand },
  entretien: { background: vars.color.brandSoft, color: vars.color.brand },
  retenue: { background: vars.color.successSoft, color: vars.color.success },
  ecartee: { background: vars.color.page, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  a_traiter: { background: vars.color.accentSoft, color: vars.color.accentText },
  repondu: { background: vars.color.successSoft, color: vars.color.success },
  classe: { background: vars.color.page, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  /** The same person applied more than once. */
  person: { background: vars.color.brandSoft, color: vars.color.brand },
  warning: { background: vars.color.dangerSoft, color: vars.color.danger },
});

export const pager = style(row({ gap: vars.space['3'], justify: 'center' }));

export const panel = style({ ...surface({ radius: vars.radius.lg, padding: vars.space['6'] }), ...stack(vars.space['4']) });
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 10em) 1fr', gap: `${vars.space['2']} ${vars.space['4']}`, margin: 0, '@media': { [phone]: { gridTemplateColumns: '1fr' } } });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', padding: vars.space['4'], background: vars.color.page, borderRadius: vars.radius.md });
export const actions = style(row({ gap: vars.space['3'] }));
/** The list's order and its export, side by side: aligned on their bottom edge (the order has a label above it). */
export const listActions = style(row({ gap: vars.space['3'], align: 'flex-end' }));
export const history = style({ listStyle: 'none', display: 'grid', gap: vars.space['2'], fontSize: vars.fontSize.sm });

/** The list's one notice area (NoticeArea.tsx); on its own (nothing ticked), pinned at the bottom while it shows something. */
export const notices = style({ display: 'grid', gap: vars.space['2'] });
export const dock = style({ position: 'sticky', bottom: 0, zIndex: 2, filter: `drop-shadow(${upwardShadow.dock})` });
/** A notice's words, then its « Annuler » and « Fermer » (on their own line when the words need the width). */
export const noticeLine = style(row({ gap: `0 ${vars.space['3']}`, justify: 'space-between' }));
export const noticeActions = style({ display: 'flex', gap: vars.space['1'], marginLeft: 'auto' });
globalStyle(`${noticeLine} > p`, { flex: '1 1 16em' });

export const alert = style({ ...edgeNote({ tint: vars.color.dangerSoft, edge: vars.color.danger, padding: vars.space['4'] }), color: vars.color.danger });
export const notice = style({ ...edgeNote({ tint: vars.color.successSoft, edge: vars.color.success, padding: vars.space['4'] }), color: vars.color.success });
/** A button inside a sentence (« Annuler » in a notice): underlined text, a 44 px target. */
export const inlineAction = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space['2']}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const dialog = style({
  maxWidth: 'min(32rem, calc(100vw - 32px))',
  border: 'none',
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
  boxShadow: vars.shadow.lg,
  selectors: { '&::backdrop': { background: backdrop } },
});
export const dangerButton = style({ background: vars.color.danger, color: vars.color.onDanger, selectors: { '&:hover': { background: vars.color.dangerHover } } });

export const spaced = style({ marginTop: vars.space['4'] });
export const caption = style({ captionSide: 'bottom', padding: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const brandSub = style({ display: 'block', fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A row's checkbox (bulk actions): a 44 px target around a 20 px box. */
export const pick = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: vars.size.control, minHeight: vars.size.control, margin: `-${vars.space['3']} 0`, cursor: 'pointer' });
globalStyle(`${pick} input`, { width: '20px', height: '20px', accentColor: vars.color.brand, cursor: 'pointer' });
/** On a phone, where each row is a card, the checkbox sits in the card's top right corner. */
export const pickCell = style({ width: '1%' });
globalStyle(`${table} ${pickCell}`, { '@media': { [phone]: { position: 'absolute', top: vars.space['2'], right: vars.space['2'], width: 'auto', padding: 0 } } });
globalStyle(`${table} tbody tr`, { '@media': { [phone]: { position: 'relative' } } });

/**
 * The bulk actions' bar, under the list: what they act on, a status to set, the CVs as a ZIP.
 * While rows are ticked it is pinned at the bottom of the screen (sticky: at the end of the list
 * it is back in its own place, so it never hides the last row), tighter.
 */
export const bulk = style({
  ...edgeNote({ tint: vars.color.brandSoft, edge: vars.color.brand, padding: vars.space['4'] }),
  display: 'grid',
  gap: vars.space['3'],
  selectors: { '&[data-pinned="true"]': { position: 'sticky', bottom: 0, zIndex: 2, boxShadow: upwardShadow.pinned, padding: vars.space['3'], gap: vars.space['2'], borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0` } },
});
export const bulkHead = style(row({ gap: `0 ${vars.space['3']}`, justify: 'space-between' }));
export const bulkTitle = style({ fontSize: vars.fontSize.sm });
export const bulkRow = style(row({ gap: vars.space['3'], align: 'flex-end' }));
export const checkAll = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], minHeight: vars.size.control, cursor: 'pointer', justifySelf: 'start' });
globalStyle(`${checkAll} input`, { width: '20px', height: '20px', accentColor: vars.color.brand, cursor: 'pointer' });

/** Notes and the note form. */
export const note = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', padding: `${vars.space['2']} ${vars.space['3']}`, background: vars.color.page, borderRadius: vars.radius.md, marginTop: vars.space['1'] });
export const textarea = style({ ...fieldControl({ height: '6rem', padding: vars.space['3'], radius: vars.radius.sm }), font: 'inherit', resize: 'vertical' });
export const others = style({ display: 'grid', gap: vars.space['2'], listStyle: 'none' });
/** The bulk reply: the first person's e-mail, scrolled inside the dialog; the progress of the sending. */
export const preview = style({ maxHeight: '14rem', overflowY: 'auto', fontSize: vars.fontSize.sm });
export const progress = style({ width: '100%', height: vars.space['4'], accentColor: vars.color.brand });
/** « Lire le CV ici »: the browser's PDF viewer, tall enough to read a page, inside the entry. */
export const cvReader = style({ display: 'grid', gap: vars.space['2'] });
export const cvFrame = style({ width: '100%', height: 'min(80vh, 60rem)', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.page });

/** The erasure dialog: the entries with the same e-mail or phone, each a 44 px target to tick. */
export const erasureSet = style({ border: 'none', padding: 0, marginInline: 0, marginBottom: 0, minWidth: 0 });
export const erasureLegend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space['3'], padding: 0 });
export const erasureEntry = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'start', gap: vars.space['3'], minHeight: vars.size.control, cursor: 'pointer' });
globalStyle(`${erasureEntry} input`, { width: '20px', height: '20px', marginTop: '2px', accentColor: vars.color.brand, cursor: 'pointer' });
export const erasureWho = style({ display: 'block', overflowWrap: 'anywhere', color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space['1'] });

/** « Équipe » (Team.tsx): the form to add an address; an address that may be long wraps anywhere, never past a phone's width. */
export const teamForm = style({ gap: vars.space['2'] });
export const teamAddress = style({ overflowWrap: 'anywhere' });
export const teamYou = style({ marginLeft: vars.space['2'] });
/** The site's own problems (SiteAlerts.tsx): a problem in the danger tint, a warning in the accent's. */
export const siteAlerts = style({ ...stack(vars.space['2']), listStyle: 'none' });
export const siteWarning = style({ ...edgeNote({ tint: vars.color.accentSoft, edge: vars.color.accent, padding: vars.space['4'] }), color: vars.color.text });
export const siteAlertSince = style({ display: 'block', fontSize: vars.fontSize.sm, marginTop: vars.space['1'] });
/** « Alertes du site »: what the site does when it breaks, and the test button with each channel's outcome. */
export const alertTest = style({ ...stack(vars.space['3']), paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.sm });
export const alertTestResults = style({ ...stack(vars.space['1']), listStyle: 'none' });
