import type { ContactPayload } from '../../machines/contactForm.machine';
import { failureCopy, formCopy } from '../content/contact';
import { site } from '../content/site';

/**
 * Mail clients and WhatsApp cut very long links (some at ~2 000 characters): the prefilled text
 * stops there, with a note. The visitor's full message stays in the form.
 */
export const prefillLimit = 1500;

/** Lone UTF-16 surrogates (half an emoji) make encodeURIComponent throw: replace them. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function prefill(text: string): string {
  const clean = wellFormed(text);
  return clean.length > prefillLimit ? `${clean.slice(0, prefillLimit)}…\n${failureCopy.truncated}` : clean;
}

/** The message as plain text, for a prefilled e-mail or WhatsApp message. */
export function messageAsText(payload: ContactPayload): string {
  const lines = [
    `${formCopy.labels.name}\u00a0: ${payload.name}`,
    `${formCopy.labels.email}\u00a0: ${payload.email}`,
    payload.phone && `${formCopy.labels.phone}\u00a0: ${payload.phone}`,
    payload.company && `${formCopy.labels.company}\u00a0: ${payload.company}`,
    payload.service && formCopy.services[payload.service] && `${formCopy.labels.service}\u00a0: ${formCopy.services[payload.service]}`,
  ].filter(Boolean);
  return `${lines.join('\n')}\n\n${payload.message}`;
}

export function mailtoHref(payload: ContactPayload): string {
  const subject = encodeURIComponent(wellFormed(failureCopy.mailSubject(payload.name)));
  const body = encodeURIComponent(prefill(messageAsText(payload)));
  return `mailto:${site.email}?subject=${subject}&body=${body}`;
}

export function whatsappHref(payload?: ContactPayload): string {
  return payload ? `${site.phone.whatsapp}?text=${encodeURIComponent(prefill(messageAsText(payload)))}` : site.phone.whatsapp;
}
