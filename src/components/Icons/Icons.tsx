/**
 * Every icon of the site, in one place: decorative (aria-hidden) line icons on a 24-unit grid
 * that take the text colour, drawn by one component from their path data. Their size comes from
 * the className the caller passes.
 *
 * The home page's own pictograms (its three service teasers, the testimonials' quotation marks)
 * are drawn with `LineArt` from data kept with their section: this module is in every page's
 * JavaScript, and they would add about 250 bytes (gzip) to each.
 */

/** A circle as path data (centre, radius), so that every drawing is a list of paths. */
export const circle = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0`;

const paths = {
  phone: [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  ],
  mail: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'm22 7-10 6L2 7'],
  pin: ['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z', circle(12, 10, 3)],
  clock: [circle(12, 12, 10), 'M12 6v6l4 2'],
  whatsapp: [
    'M3 21l1.6-4.6A8.5 8.5 0 1 1 8 19.6z',
    'M9 9.5c.3 2 2.3 4.2 4.6 4.9l1.2-1.2 1.9.9c-.3 1.1-1.3 1.8-2.4 1.6-3-.5-5.6-3.1-6.1-6.1-.2-1.1.5-2.1 1.6-2.4l.9 1.9z',
  ],
  linkedin: ['M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z', 'M2 9h4v12H2z', circle(4, 4, 2)],
  facebook: ['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'],
  x: ['M4 4l16 16M20 4L4 20'],
  /** The check mark: a feature, a reason, a sent message. */
  check: ['m5 12 5 5 9-10'],
  /** The check mark in a circle: the toast. */
  checkCircle: [circle(12, 12, 10), 'm8 12 3 3 5-6'],
  close: ['M6 6l12 12M18 6L6 18'],
  menu: ['M4 7h16M4 12h16M4 17h16'],
  /** Follows a card's link label. */
  arrow: ['M5 12h14M13 6l6 6-6 6'],
};

export type IconName = keyof typeof paths;

interface DrawingProps {
  className?: string;
  strokeWidth?: number;
}

/** Draws line art from its path data: the icons below, and a page's own pictograms. */
export function LineArt({ paths, className, strokeWidth = 2 }: DrawingProps & { paths: readonly string[] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function Icon({ name, ...props }: DrawingProps & { name: IconName }) {
  return <LineArt paths={paths[name]} {...props} />;
}
