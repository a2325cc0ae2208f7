import { createFileRoute } from '@tanstack/react-router';
import { hero, seo as contactSeo } from 'virtual:content/contact';
import { pageHead } from '../site/seo';
import { parseApplicationSearch } from '../offers/search';
import { ContactSections } from '../sections/ContactSections/ContactSections';
import { PageHero } from '../sections/PageHero/PageHero';

/** /contact?offre=REF: a candidate applying to an offer; ?candidature=spontanee: without one. */
export const Route = createFileRoute('/contact')({
  // The page's title and description travel with its chunk (the loader's), not in every page's JavaScript.
  loader: () => ({ seo: contactSeo }),
  head: pageHead,
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero {...hero} />
      <ContactSections application={parseApplicationSearch(Route.useSearch())} />
    </>
  );
}
