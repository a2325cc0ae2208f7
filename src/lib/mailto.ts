/**
 * Every link built from a person's data, and the name shown in a reply's « To »: one place that
 * encodes them (issue 54, « Addresses are data, never markup »). Nothing a visitor typed may act
 * as markup in a link: a `?`, `&`, `%` or `,` in an address never adds a recipient, a header or a
 * body; a name never carries a link or a phone number into a display name.
 *
 * - `mailtoHref`: a mailto: link with a subject and a body (RFC 6068): the address
 *   percent-encoded as one whole recipient (its « @ » left as typed: some clients do not read
 *   %40), the subject and the body percent-encoded as UTF-8, line breaks as CRLF (%0D%0A).
 * - `whatsappHref`: `https://wa.me/<digits>?text=…`, the number in international form.
 * - `telHref`: `tel:+<digits>`.
 * - `nameLetters`, `displayName`: a name's letters, spaces, apostrophes and hyphens only.
 */

/**
 * Some mail clients (Outlook on Windows among them) and browsers cut a mailto: link at about
 * 2 000 characters: the content build keeps reply templates under this (src/content/schemas/replies.ts).
 */
export const mailtoSafeLength = 1900;

/** Lone UTF-16 surrogates (half an emoji) make encodeURIComponent throw: replace them. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Text as one URI component, UTF-8 percent-encoded; never throws. */
export const encodeText = (text: string) => encodeURIComponent(wellFormed(text));

/**
 * An address as one recipient of a mailto: link: every character but letters, digits, `. _ -`
 * and the « @ » percent-encoded, `! ' ( ) * ~` included (which encodeURIComponent leaves), so
 * nothing in it can end the address, start the query or add a recipient.
 */
export const encodeRecipient = (address: string) =>
  encodeText(address.trim())
    .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');

/** `mailto:awa@example.sn?subject=…&body=…`; an empty subject or body is left out. */
export function mailtoHref(to: string, subject = '', body = ''): string {
  const query = [
    ...(subject ? [`subject=${encodeText(subject.replace(/\r\n|\r|\n/g, ' '))}`] : []),
    ...(body ? [`body=${encodeText(body.replace(/\r\n|\r|\n/g, '\r\n'))}`] : []),
  ];
  return `mailto:${encodeRecipient(to)}${query.length ? `?${query.join('&')}` : ''}`;
}

/**
 * A phone as typed, in international form, digits only: « +221 77 123 45 67 », « 00221 77… » and
 * a bare Senegalese « 77 123 45 67 » all give 221771234567. Undefined when it has too few digits
 * (or too many) to be one.
 */
export function internationalDigits(phone: string): string | undefined {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : digits.length === 9 ? `221${digits}` : digits;
  return international.length < 8 || international.length > 15 ? undefined : international;
}

/** `https://wa.me/<digits>?text=…` (no text: a plain chat); undefined for a phone that is not one. */
export function whatsappHref(phone: string, text?: string): string | undefined {
  const digits = internationalDigits(phone);
  if (!digits) return undefined;
  return text === undefined ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeText(text)}`;
}

/** `tel:+<digits>`; undefined for a phone that is not one. */
export function telHref(phone: string): string | undefined {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : undefined;
}

/**
 * A name's letters (any script, accents included), spaces, apostrophes and hyphens, and nothing
 * else: anything other becomes a space, spaces are collapsed, and what starts or ends it without
 * being a letter goes. « https://Evil.example/pay … +221 77 » keeps no « : / . + » nor digits.
 * Empty when no letter is left.
 */
export function nameLetters(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}'’\- ]+/gu, ' ')
    .replace(/ +/g, ' ')
    .replace(/^[^\p{L}]+|[^\p{L}\p{M}]+$/gu, '');
}

/** The longest display name a reply carries. */
export const displayNameMax = 60;

/**
 * The name in a reply's « To » (« Ndèye Fatou Diop <ndeye@example.sn> »): the name's letters
 * (`nameLetters`), at most `displayNameMax` characters, cut between words. Empty: no display name.
 */
export function displayName(name: string): string {
  const letters = nameLetters(name);
  if (letters.length <= displayNameMax) return letters;
  const cut = letters.slice(0, displayNameMax + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return nameLetters(lastSpace > 0 ? cut.slice(0, lastSpace) : letters.slice(0, displayNameMax));
}
