import { ContactForm } from '../../components/ContactForm/ContactForm';
import { map as mapCopy } from 'virtual:content/contact';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import { ContactDetails } from '../ContactDetails/ContactDetails';
import { MapFrame } from '../MapFrame/MapFrame';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { contactLayout } from './ContactSections.css';
import type { ApplicationSearch } from '../../offers/search';

/** The contact page under its hero: the form beside the firm's details, then the map. */
export function ContactSections({ application }: { application?: ApplicationSearch }) {
  return (
    <>
      <section className={section({ tone: 'page' })} aria-labelledby="contact-form-title">
        <div className={`${container} ${contactLayout}`}>
          <ContactForm application={application} />
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
