// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayName, displayNameMax, mailtoHref, nameLetters, telHref, whatsappHref } from '../../src/lib/mailto';

/** The subject and body a mail client reads back from the link. */
function readBack(href: string) {
  const [address, query = ''] = href.slice('mailto:'.length).split('?');
  const fields = Object.fromEntries(query.split('&').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  return { address: decodeURIComponent(address!), subject: fields.subject && decodeURIComponent(fields.subject), body: fields.body && decodeURIComponent(fields.body) };
}

describe('mailtoHref: a mailto: link with a subject and a body (RFC 6068)', () => {
  it('percent-encodes each part as UTF-8: spaces as %20 (never +), accents, no-break spaces', () => {
    expect(mailtoHref('awa.ndiaye@example.sn', 'Réponse négative', 'Merci\u202f!')).toBe('mailto:awa.ndiaye@example.sn?subject=R%C3%A9ponse%20n%C3%A9gative&body=Merci%E2%80%AF!');
  });

  it('writes every line break of the body as CRLF, %0D%0A, whatever was typed', () => {
    expect(mailtoHref('a@b.sn', 'Objet', 'un\ndeux\r\ntrois\rquatre')).toBe('mailto:a@b.sn?subject=Objet&body=un%0D%0Adeux%0D%0Atrois%0D%0Aquatre');
  });

  it('keeps & ? = # + inside their part, so the link reads back as written', () => {
    const subject = 'Q&A ? #1 = 2+2';
    const body = 'Bonjour,\n\nRDV le 12/12 à 10h & ensuite ?\n50 % + 100 %';
    const href = mailtoHref('prenom+rh@example.sn', subject, body);
    expect(href.startsWith('mailto:prenom%2Brh@example.sn?subject=')).toBe(true);
    expect(readBack(href)).toEqual({ address: 'prenom+rh@example.sn', subject, body: body.replace(/\n/g, '\r\n') });
  });

  it('puts a subject on one line, and leaves out an empty subject or body', () => {
    expect(mailtoHref('a@b.sn', 'Votre candidature\nSRH-2026-031', '')).toBe('mailto:a@b.sn?subject=Votre%20candidature%20SRH-2026-031');
    expect(mailtoHref(' a@b.sn ', '', '')).toBe('mailto:a@b.sn');
  });

  it('does not throw on half an emoji (a lone surrogate), which encodeURIComponent refuses', () => {
    expect(() => encodeURIComponent('Awa \uD83D')).toThrow();
    expect(readBack(mailtoHref('a@b.sn', 'Awa \uD83D', 'ok \uDE00')).body).toBe('ok \uFFFD');
  });
});

/** The hostile inputs of issue 54. */
const hostileAddress = 'x%40victim.example?bcc=spy%40evil.example&body=hello&y=@example.sn';
const phishingName = 'https://Evil.example/pay Votre compte est suspendu appelez le +221 77 000 00 00';

describe('mailtoHref: an address is one recipient, whatever it holds', () => {
  /** The link as a mail client parses it: the recipients (the path), and each header of the query. */
  function parsed(href: string) {
    const url = new URL(href);
    return { protocol: url.protocol, to: decodeURIComponent(url.pathname), headers: [...url.searchParams.keys()], params: url.searchParams };
  }

  it.each([
    hostileAddress,
    'awa@example.sn?bcc=spy@evil.example',
    'awa@example.sn&cc=spy@evil.example',
    'awa@example.sn,spy@evil.example',
    'awa@example.sn#body=x',
    "awa'(x)*!~@example.sn",
    'awa@example.sn\r\nBcc: spy@evil.example',
    '<spy@evil.example> awa@example.sn',
  ])('%j: the address alone, no header but the subject and the body', (address) => {
    const href = mailtoHref(address, 'Votre candidature', 'Bonjour,\nMerci.');
    const read = parsed(href);
    expect(read.protocol).toBe('mailto:');
    expect(read.to).toBe(address.trim());
    expect(read.headers).toEqual(['subject', 'body']);
    expect(read.params.get('subject')).toBe('Votre candidature');
    expect(read.params.get('body')).toBe('Bonjour,\r\nMerci.');
    // Nothing in the path a client could read as a second recipient or a query.
    expect(href.slice('mailto:'.length, href.indexOf('?'))).toMatch(/^[A-Za-z0-9._%@-]+$/);
  });

  it('the issue’s address: its own % and ? stay text, so the only query is ours', () => {
    const href = mailtoHref(hostileAddress);
    expect(href).toBe('mailto:x%2540victim.example%3Fbcc%3Dspy%2540evil.example%26body%3Dhello%26y%3D@example.sn');
    expect(new URL(href).search).toBe('');
  });

  it('a hostile subject or body stays in its part: no added header', () => {
    const href = mailtoHref('awa@example.sn', 'Objet&bcc=spy@evil.example', 'x&cc=spy@evil.example#y?z=1');
    expect(parsed(href).headers).toEqual(['subject', 'body']);
    expect(new URL(href).searchParams.get('body')).toBe('x&cc=spy@evil.example#y?z=1');
  });

  it('without a subject nor a body, the address alone', () => {
    expect(mailtoHref('awa.ndiaye@example.sn')).toBe('mailto:awa.ndiaye@example.sn');
  });
});

describe('whatsappHref and telHref: digits only in the address', () => {
  it('writes the number in international form, and the text as one parameter', () => {
    const href = whatsappHref('77 123 45 67', 'Bonjour & merci ?\nÀ bientôt #1')!;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/221771234567');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe('Bonjour & merci ?\nÀ bientôt #1');
    expect(whatsappHref('+221 77 123 45 67')).toBe('https://wa.me/221771234567');
    expect(telHref('00221 77 123 45 67')).toBe('tel:+221771234567');
  });

  it('a phone with letters, a link or a query keeps only its digits; too few or too many, no link', () => {
    expect(telHref('+221 77 000 00 00?x=<script>')).toBe('tel:+221770000000');
    expect(new URL(whatsappHref('77 000 00 00&text=pay', 'ok')!).searchParams.getAll('text')).toEqual(['ok']);
    for (const phone of ['', 'appelez-nous', '123', '+1 234 567 890 123 456 7']) {
      expect(telHref(phone), phone).toBeUndefined();
      expect(whatsappHref(phone, 'ok'), phone).toBeUndefined();
    }
  });
});

describe('nameLetters and displayName: a name’s letters, spaces, apostrophes and hyphens', () => {
  it.each([
    ['Ndèye Fatou Diop', 'Ndèye Fatou Diop'],
    ['  Awa   Ndiaye ', 'Awa Ndiaye'],
    ["Aïssatou O'Brien-Sall", "Aïssatou O'Brien-Sall"],
    ['Mame Diarra N’Diaye', 'Mame Diarra N’Diaye'],
    ['محمد ديوب', 'محمد ديوب'],
    ['Nde\u0300ye', 'Ndèye'],
    ['<Awa> "Ndiaye" (RH)', 'Awa Ndiaye RH'],
    ['Awa\r\nBcc: spy@evil.example', 'Awa Bcc spy evil example'],
    ['Awa \u202Eeyaidn', 'Awa eyaidn'],
    [phishingName, 'https Evil example pay Votre compte est suspendu appelez le'],
    ['+221 77 000 00 00', ''],
    ['- \' -', ''],
    ['', ''],
  ])('%j → %j', (typed, letters) => {
    expect(nameLetters(typed)).toBe(letters);
    expect(nameLetters(typed)).not.toMatch(/[^\p{L}\p{M}'’\- ]/u);
  });

  it('the display name: at most 60 characters, cut between words; nothing left, none', () => {
    expect(displayName('Ndèye Fatou Diop')).toBe('Ndèye Fatou Diop');
    const long = displayName(`${'Awa '.repeat(20)}Ndiaye`);
    expect(long.length).toBeLessThanOrEqual(displayNameMax);
    expect(long).toBe('Awa '.repeat(15).trim());
    expect(displayName('A'.repeat(80))).toBe('A'.repeat(displayNameMax));
    const phishing = displayName(phishingName);
    expect(phishing).not.toMatch(/[:/.+\d]/);
    expect(phishing.length).toBeLessThanOrEqual(displayNameMax);
    expect(displayName('00 00 00 / @ +')).toBe('');
  });
});
