/** The contact page's static parts, hydrated once their code arrives (ContactSections.tsx). */
export { ContactDetails } from '../ContactDetails/ContactDetails';
export { MapFrame } from '../MapFrame/MapFrame';
