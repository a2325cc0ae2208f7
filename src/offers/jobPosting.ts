/**
 * schema.org JobPosting for an offer's page, which Google for Jobs reads. Only on an offer's page,
 * never on the list; every value in it is shown on the page (OfferDetail.tsx).
 */
import type { Offer } from './offers';
import { employmentTypes, salaryUnits } from '../domain/offerTerms';
import { escapeHtml } from '../lib/html';

export interface Poster {
  name: string;
  url: string;
  countryCode: string;
  country: string;
}

/** The description Google shows: the summary, the missions and the profile, as on the page. */
export function jobDescription(offer: Offer, headings: { missions: string; profile: string }): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return `<p>${escapeHtml(offer.summary)}</p><p>${escapeHtml(headings.missions)}</p>${list(offer.missions)}<p>${escapeHtml(headings.profile)}</p>${list(offer.profile)}`;
}

export function jobPostingJsonLd(offer: Offer, poster: Poster, headings: { missions: string; profile: string }) {
  const remote = offer.workMode === 'teletravail';
  const salary = offer.salary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: jobDescription(offer, headings),
    datePosted: offer.datePosted,
    // Applications close at the end of the deadline's day, in Dakar (UTC).
    ...(offer.deadline ? { validThrough: `${offer.deadline}T23:59:59+00:00` } : {}),
    employmentType: employmentTypes[offer.contract],
    // The client when the offer names it; Google's word for an employer kept confidential.
    hiringOrganization: { '@type': 'Organization', name: offer.client ?? 'confidential' },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: poster.country } }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: offer.city, addressCountry: poster.countryCode } } }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'XOF',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.max !== undefined && salary.max !== salary.min ? { minValue: salary.min, maxValue: salary.max } : { value: salary.min }),
              unitText: salaryUnits[salary.period],
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: poster.name, value: offer.reference },
    // The page itself takes the application (e-mail, WhatsApp or the form), no other site.
    directApply: true,
    url: `${poster.url}/offres/${offer.slug}`,
  };
}
