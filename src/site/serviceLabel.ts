import type { ServiceChoice } from '../../machines/contactForm.machine';
import { serviceNames } from 'virtual:content/collections';
import { form } from 'virtual:content/contact';

/** What the contact form calls a choice of its « Service » list: a service's name, or « Autre demande ». */
export const serviceLabel = (choice: ServiceChoice): string => (choice === 'other' ? form.otherService : serviceNames[choice]);
