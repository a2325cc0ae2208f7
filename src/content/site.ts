/**
 * The firm's identity: the one place to change its name, contact details,
 * address, social profiles and public URL. Everything else reads from here.
 */
import type { ServiceId } from './types';

const phoneDisplay = '+221 33 000 00 00';
const phoneDigits = phoneDisplay.replace(/[^\d]/g, '');

export const site = {
  name: 'Sunu RH Conseil',
  /** Short line under the name, used in titles and share previews. */
  tagline: 'Cabinet de conseil en ressources humaines à Dakar',
  /** Public URL, without a trailing slash: canonical links and the sitemap use it. */
  url: 'https://www.example.com',
  locale: 'fr_SN',
  phone: {
    display: phoneDisplay,
    href: `tel:+${phoneDigits}`,
    /** WhatsApp click-to-chat uses the number without « + » or spaces. */
    whatsapp: `https://wa.me/${phoneDigits}`,
  },
  email: 'contact@example.com',
  address: {
    street: 'Plateau',
    city: 'Dakar',
    country: 'Sénégal',
    countryCode: 'SN',
    display: 'Dakar, Sénégal',
  },
  /** Map centre: Dakar Plateau. */
  geo: { latitude: 14.6928, longitude: -17.4467 },
  socials: [
    { name: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/company/sunu-rh-conseil' },
    { name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/sunurhconseil' },
    { name: 'X', icon: 'x', url: 'https://x.com/sunurhconseil' },
  ],
  /** Opening hours as shown, and in schema.org form for the JSON-LD. */
  hours: [
    { days: 'Lundi–vendredi', time: '9h00–18h00', schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: 'Samedi', time: '9h00–13h00', schemaDays: ['Saturday'], opens: '09:00', closes: '13:00' },
    { days: 'Dimanche', time: 'fermé', schemaDays: [], opens: null, closes: null },
  ],
} as const;

/** The header and footer navigation. Paths are typed routes. */
export const mainNav = [
  { to: '/', label: 'Accueil' },
  { to: '/services', label: 'Services' },
  { to: '/a-propos', label: 'À propos' },
  { to: '/contact', label: 'Contact' },
] as const;

export const appointmentCta = { to: '/contact', label: 'Prendre rendez-vous' } as const;

/**
 * The services' names, in the order the site lists them: the footer's links, the services page's
 * cards, the home page's teasers and the contact form's choices all read them here.
 */
export const serviceNames = {
  interim: 'Intérim',
  recrutement: 'Recrutement',
  paie: 'Gestion de la paie',
  ipm: 'Gestion IPM',
  rh: 'Services RH',
} as const satisfies Record<ServiceId, string>;

export const serviceIds = Object.keys(serviceNames) as ServiceId[];
