import { lazy, Suspense } from 'react';
import { ContactForm } from '../../components/ContactForm/ContactForm';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
// Their styles come with the page, as the prerendered markup needs them at once.
import '../ContactDetails/ContactDetails.css';
import '../MapFrame/MapFrame.css';
import { ContactDetails as PrerenderedDetails } from '../ContactDetails/ContactDetails';
import { MapFrame as PrerenderedMap } from '../MapFrame/MapFrame';
import { contactLayout } from './ContactSections.css';
import type { ApplicationSearch } from '../../offers/search';

/**
 * The firm's details and the map are static markup: the prerendered page shows them at once, and
 * React hydrates them when their code arrives, fetched as the page starts, off its first load; the
 * form's code comes first. The prerender renders them directly.
 */
const loadAsides = () => import('./asides');
const LazyDetails = /* @__PURE__ */ lazy(() => loadAsides().then(({ ContactDetails }) => ({ default: ContactDetails })));
const LazyMap = /* @__PURE__ */ lazy(() => loadAsides().then(({ MapFrame }) => ({ default: MapFrame })));
const ContactDetails = () => (import.meta.env.SSR ? <PrerenderedDetails /> : <LazyDetails />);
const MapFrame = () => (import.meta.env.SSR ? <PrerenderedMap /> : <LazyMap />);

/** The contact page under its hero: the form beside the firm's details, then the map. */
export function ContactSections({ application }: { application?: ApplicationSearch }) {
  return (
    <>
      <section className={section({ tone: 'page' })} aria-labelledby="contact-form-title">
        <div className={`${container} ${contactLayout}`}>
          <ContactForm application={application} />
          <Suspense>
            <ContactDetails />
          </Suspense>
        </div>
      </section>
      <section className={section({ tone: 'surface' })} aria-labelledby="map-title">
        <div className={container}>
          <Suspense>
            <MapFrame />
          </Suspense>
        </div>
      </section>
    </>
  );
}
