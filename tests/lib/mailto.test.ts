// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../../src/lib/mailto';

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
