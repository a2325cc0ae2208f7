import type { ReactNode } from 'react';
import type { teasers } from '../../content/home';

type TeaserId = (typeof teasers)[number]['id'];

const svgProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const paths: Record<TeaserId, ReactNode> = {
  // A stopwatch: staff mobilised fast.
  interim: (
    <>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 9.5v4l2.5 1.5M10 2.5h4M12 2.5V6M18.5 6.5l1.5-1.5" />
    </>
  ),
  // A person with a check mark: the right hire.
  recrutement: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2.5 20.5a6.5 6.5 0 0 1 13 0M16 11l2 2 4-4" />
    </>
  ),
  // A payslip.
  paie: (
    <>
      <path d="M6 2.5h9l4 4v15H6z" />
      <path d="M14.5 2.5v4.5H19M9.5 11.5h6M9.5 15h6M9.5 18.5h3.5" />
    </>
  ),
};

/** Decorative line icon for a home-page service teaser. */
export function TeaserIcon({ id, className }: { id: TeaserId; className?: string }) {
  return <svg {...svgProps} className={className}>{paths[id]}</svg>;
}

/** Decorative arrow that follows a card's link label. */
export function ArrowIcon({ className }: { className?: string }) {
  return (
    <svg {...svgProps} strokeWidth={2} className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
