import type { ContactPayload } from '../../machines/contactForm.machine';
import { application, form as formCopy } from 'virtual:content/contact';
import { serviceLabel } from './serviceLabel';
import type { ComposedMessage } from './contactLinks';

/** The message as plain text, for a prefilled e-mail or WhatsApp message. */
export function messageAsText(payload: ContactPayload): string {
  const lines = [
    `${formCopy.labels.name}\u00a0: ${payload.name}`,
    `${formCopy.labels.email}\u00a0: ${payload.email}`,
    payload.phone && `${formCopy.labels.phone}\u00a0: ${payload.phone}`,
    payload.company && `${formCopy.labels.company}\u00a0: ${payload.company}`,
    payload.service && `${formCopy.labels.service}\u00a0: ${serviceLabel(payload.service)}`,
    payload.offer && `${application.line}\u00a0: ${payload.offer.reference} – ${payload.offer.title}`,
  ].filter(Boolean);
  return `${lines.join('\n')}\n\n${payload.message}`;
}

/** The message as the failure alert takes it: who sends it, and all of it as text. */
export function composeMessage(payload: ContactPayload): ComposedMessage {
  return { name: payload.name, text: messageAsText(payload) };
}
