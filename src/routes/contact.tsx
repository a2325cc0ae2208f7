import { createFileRoute } from '@tanstack/react-router';
import { hero, seo as contactSeo } from 'virtual:content/contact';
import { seo } from '../lib/seo';
import { ContactSections } from '../sections/ContactSections/ContactSections';
import { PageHero } from '../sections/PageHero/PageHero';

export const Route = createFileRoute('/contact')({
  head: () => seo({ ...contactSeo, path: '/contact' }),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero {...hero} />
      <ContactSections />
    </>
  );
}
