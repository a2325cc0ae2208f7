import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './breakpoints';

export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});

/** A band of a page (styles/classes.ts `section`): its padding, and its background tone. */
export const sectionBase = style({
  paddingBlock: vars.space['16'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['24'] } },
});

export const sectionTone = styleVariants({
  page: {},
  surface: { background: vars.color.surface },
  soft: { background: vars.color.brandSoft },
});

export const sectionHeader = style({
  maxWidth: '720px',
  marginBottom: vars.space['10'],
  display: 'grid',
  gap: vars.space['3'],
});


export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
});

export const sectionTitle = style({ fontSize: vars.fontSize['2xl'] });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: 1.55 });

/** How many columns a grid has on desktop (one on phones, two on tablets). */
const desktopColumns = createVar();

/** A grid of cards (styles/classes.ts `grid`): one column on phones, two on tablets, `columns` on desktop. */
export const gridBase = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: `repeat(${desktopColumns}, minmax(0, 1fr))` },
  },
});

export const gridColumns = styleVariants({
  2: { vars: { [desktopColumns]: '2' } },
  3: { vars: { [desktopColumns]: '3' } },
  4: { vars: { [desktopColumns]: '4' } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
  boxShadow: vars.shadow.sm,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Words that must stay on one line: a phone number, an offer's reference (« SRH-2026-031 »). */
export const noWrap = style({ whiteSpace: 'nowrap' });
