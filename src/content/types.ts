/** Shapes of the site's typed French copy. Components render these; they hold no copy themselves. */
import type { ServiceChoice } from '../../machines/contactForm.machine';

/** A service the firm offers: the contact form's choices (machines/contactForm.machine.ts), but « other ». */
export type ServiceId = Exclude<ServiceChoice, 'other'>;

export interface Service {
  /** Its name is `serviceNames[id]` (site.ts). */
  id: ServiceId;
  /** Two to three sentences for the services page card. */
  description: string;
  /** Exactly four features. */
  features: readonly [string, string, string, string];
  /** Key of the stock photo in images.ts. */
  image: ImageKey;
}

export interface TeamMember {
  name: string;
  role: string;
  description: string;
  image: ImageKey;
}

export interface Testimonial {
  quote: string;
  name: string;
  position: string;
}

export interface Value {
  title: string;
  description: string;
}

export interface ApproachStep {
  number: number;
  title: string;
  description: string;
}

export interface Sector {
  name: string;
  description: string;
}

export interface Claim {
  /** The figure as shown, e.g. « 90\u00a0% » (a no-break space before the sign). */
  figure: string;
  /** Shown before the figure with a no-break space, e.g. « +\u00a0de » (no-break, so « + » never ends a line). */
  prefix?: string;
  label: string;
}

export interface Reason {
  title: string;
  description: string;
}

export type ImageKey =
  | 'hero'
  | 'about'
  | 'interim'
  | 'recrutement'
  | 'paie'
  | 'ipm'
  | 'rh'
  | 'leader1'
  | 'leader2'
  | 'leader3';

export interface StockImage {
  /** Photo id on the stock host (Unsplash), e.g. "photo-1521737604893-d14cc237f11d". */
  id: string;
  alt: string;
  /** Intrinsic aspect ratio, width / height. */
  width: number;
  height: number;
}
