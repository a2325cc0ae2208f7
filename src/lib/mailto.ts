/**
 * A mailto: link with a subject and a body (RFC 6068): each part percent-encoded as UTF-8, line
 * breaks as CRLF (%0D%0A), the address's « @ » left as typed (some clients do not read %40).
 */

/**
 * Some mail clients (Outlook on Windows among them) and browsers cut a mailto: link at about
 * 2 000 characters: the content build keeps reply templates under this (src/content/schemas/replies.ts).
 */
export const mailtoSafeLength = 1900;

/** Lone UTF-16 surrogates (half an emoji) make encodeURIComponent throw: replace them. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const encode = (text: string) => encodeURIComponent(wellFormed(text));

/** `mailto:awa@example.sn?subject=…&body=…`; an empty subject or body is left out. */
export function mailtoHref(to: string, subject: string, body: string): string {
  const query = [
    ...(subject ? [`subject=${encode(subject.replace(/\r\n|\r|\n/g, ' '))}`] : []),
    ...(body ? [`body=${encode(body.replace(/\r\n|\r|\n/g, '\r\n'))}`] : []),
  ];
  return `mailto:${encode(to.trim()).replace(/%40/g, '@')}${query.length ? `?${query.join('&')}` : ''}`;
}
