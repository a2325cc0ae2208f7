/**
 * The shapes the site's styles share, as plain style objects to spread into a `style({...})` call:
 * a bordered surface (cards, panels, filter bars), a form field, a row that wraps, a pill, a stack, a tinted note with a
 * coloured edge, a centred overlay, a round or rounded icon badge. Each `.css.ts` file keeps its own
 * class names and adds what is its own (a hover, a media query) after the spread.
 *
 * Plain functions, not vanilla-extract recipes: they run at build time only, so nothing of them
 * reaches a visitor's JavaScript (classes.ts picks the variant classes by plain lookups, likewise).
 * A key given after the spread wins, as in any object.
 */
import { vars } from './theme.css';

/** A light surface with the site's hairline border: cards, panels, filter bars. */
export function surface({ radius, padding, shadow }: { radius: string; padding?: string; shadow?: string }) {
  return {
    ...(padding === undefined ? {} : { padding }),
    borderRadius: radius,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    ...(shadow === undefined ? {} : { boxShadow: shadow }),
  };
}

/** Items side by side that wrap onto the next line when the width runs out. */
export function row({ gap, align = 'center', justify }: { gap: string; align?: string; justify?: string }) {
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: align,
    ...(justify === undefined ? {} : { justifyContent: justify }),
    gap,
  } as const;
}

/**
 * A pill-shaped link or chip (the share bar, the articles' categories, the offers' chosen filters,
 * the 404 page's suggestions): its content centred on one line, at least `height` high.
 */
export function pill({ height, padding, gap }: { height: string; padding: string; gap?: string }) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    ...(gap === undefined ? {} : { gap }),
    minHeight: height,
    padding: `0 ${padding}`,
    borderRadius: vars.radius.pill,
  } as const;
}

/** Children one under the other, `gap` apart. */
export function stack(gap: string) {
  return { display: 'grid', gap } as const;
}

/** A form field (input, select, textarea): the full width, the fields' 3:1 border, on the surface. */
export function fieldControl({ height, padding, radius }: { height: string; padding: string; radius: string }) {
  return {
    width: '100%',
    minHeight: height,
    padding,
    border: `1px solid ${vars.color.controlBorder}`,
    borderRadius: radius,
    background: vars.color.surface,
    fontSize: vars.fontSize.md,
  };
}

/** A tinted note, its colour on its left edge (a toast, an alert, an offer that is closed). */
export function edgeNote({ tint, edge, padding }: { tint: string; edge: string; padding?: string }) {
  return {
    ...(padding === undefined ? {} : { padding }),
    borderRadius: vars.radius.md,
    background: tint,
    borderLeft: `4px solid ${edge}`,
  };
}

/** Fills its positioned parent and centres its content (a photo's fallback, the map's placeholder). */
export function centredOverlay(gap: string) {
  return {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap,
  } as const;
}

/** A square that centres an icon or a number: a badge. */
export function iconBox({ size, radius, display = 'grid' }: { size: string; radius: string; display?: 'grid' | 'inline-grid' }) {
  return { display, placeItems: 'center', width: size, height: size, borderRadius: radius } as const;
}
