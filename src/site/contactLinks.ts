// The failure alert's links, loaded with it (ContactForm.tsx): nothing here imports the form's copy.
import { failure as failureCopy } from 'virtual:content/contact';
import { email, phone } from 'virtual:content/site';
import { fill } from '../lib/fill';
import { encodeText } from '../lib/mailto';

/**
 * Mail clients and WhatsApp cut very long links (some at ~2 000 characters): the prefilled text
 * stops there, with a note. The visitor's full message stays in the form.
 */
export const prefillLimit = 1500;

function prefill(text: string): string {
  return text.length > prefillLimit ? `${text.slice(0, prefillLimit)}…\n${failureCopy.truncated}` : text;
}

/** A message ready to be sent another way: who sends it, and all of it as text (messageText.ts). */
export interface ComposedMessage {
  name: string;
  text: string;
}

export function mailtoHref({ name, text }: ComposedMessage): string {
  const subject = encodeText(name ? fill(failureCopy.mailSubject, { nom: name }) : failureCopy.mailSubjectNoName);
  return `mailto:${email}?subject=${subject}&body=${encodeText(prefill(text))}`;
}

export function whatsappHref(text?: string): string {
  return text === undefined ? phone.whatsapp : `${phone.whatsapp}?text=${encodeText(prefill(text))}`;
}
