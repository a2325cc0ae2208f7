import { createFileRoute } from '@tanstack/react-router';
import { contactHero } from '../content/contact';
import { contactSeo } from '../content/seo';
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
      <PageHero {...contactHero} />
      <ContactSections />
    </>
  );
}
