import type { ContactPayload } from '../../machines';
import { failureCopy, formCopy } from '../content/contact';
import { site } from '../content/site';

/** The message as plain text, for a prefilled e-mail or WhatsApp message. */
export function messageAsText(payload: ContactPayload): string {
  const lines = [
    `${formCopy.labels.name}\u00a0: ${payload.name}`,
    `${formCopy.labels.email}\u00a0: ${payload.email}`,
    payload.phone && `${formCopy.labels.phone}\u00a0: ${payload.phone}`,
    payload.company && `${formCopy.labels.company}\u00a0: ${payload.company}`,
    payload.service && `${formCopy.labels.service}\u00a0: ${formCopy.services[payload.service]}`,
  ].filter(Boolean);
  return `${lines.join('\n')}\n\n${payload.message}`;
}

export function mailtoHref(payload: ContactPayload): string {
  const subject = encodeURIComponent(failureCopy.mailSubject(payload.name));
  const body = encodeURIComponent(messageAsText(payload));
  return `mailto:${site.email}?subject=${subject}&body=${body}`;
}

export function whatsappHref(payload?: ContactPayload): string {
  return payload ? `${site.phone.whatsapp}?text=${encodeURIComponent(messageAsText(payload))}` : site.phone.whatsapp;
}
