import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from '../components/ContactForm/ContactForm';
import { contactHero, mapCopy } from '../content/contact';
import { contactSeo } from '../content/seo';
import { seo } from '../lib/seo';
import { ContactDetails } from '../sections/ContactDetails/ContactDetails';
import { MapFrame } from '../sections/MapFrame/MapFrame';
import { PageHero } from '../sections/PageHero/PageHero';
import { SectionHeader } from '../sections/SectionHeader/SectionHeader';
import { container, section } from '../styles/layout.css';
import { contactLayout } from '../sections/ContactDetails/contactLayout.css';

export const Route = createFileRoute('/contact')({
  head: () => seo({ ...contactSeo, path: '/contact' }),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} lead={contactHero.lead} />
      <section className={section({ tone: 'page' })} aria-labelledby="contact-form-title">
        <div className={`${container} ${contactLayout}`}>
          <ContactForm />
          <ContactDetails />
        </div>
      </section>
      <section className={section({ tone: 'surface' })} aria-labelledby="map-title">
        <div className={container}>
          <SectionHeader id="map-title" title={mapCopy.title} />
          <MapFrame />
        </div>
      </section>
    </>
  );
}
