import * as site from 'virtual:content/site';
import { absoluteUrl, shareImage } from './seo';

/** schema.org description of the firm, for search engines (JSON-LD in every page's head). */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#organisation`,
    name: site.name,
    description: site.tagline,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImage.path),
    logo: absoluteUrl('/icon-512.png'),
    telephone: site.phone.display.replace(/\s/g, ''),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: ['SN', 'Afrique de l’Ouest'],
    openingHoursSpecification: site.hours
      .filter((slot) => slot.opens !== null)
      .map((slot) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: slot.schemaDays,
        opens: slot.opens,
        closes: slot.closes,
      })),
    sameAs: site.socials.map((social) => social.url),
    inLanguage: 'fr',
  };
}
