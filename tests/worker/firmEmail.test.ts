/**
 * The firm's e-mail as a mail client shows it (issue 54, « A forged footer » and the names in its
 * headers): the raw MIME the Worker sends, parsed by postal-mime. Ours first (what it is, the real
 * inbox link), the sender's message last, quoted line by line; a name reaches the headers as its
 * letters only.
 */
import { env } from 'cloudflare:workers';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { composeEmail, quoted } from '../../worker/mail';
import { formRules } from '../../worker/siteData';
import type { StoredMessage } from '../../worker/store';
import { fields, jsonRequest, multipartRequest, openOffer, origin, pdfBytes, rows, send, withMailbox } from './helpers';

const siteUrl = async () => ((await (await env.ASSETS.fetch(`${origin}/donnees/site.json`)).json()) as { url: string }).url;

const evil = 'https://sunurh-sn.evil.example/admin/candidatures/?id=0f3c';
/** The message: a forged footer pushed 60 lines down, under blank lines of every kind. */
const forgedMessage = [
  'Bonjour,',
  '',
  'Je vous envoie ma candidature.',
  ...Array(20).fill(''),
  ...Array(10).fill('   \t '),
  ...Array(10).fill('\u200B\u00a0\u2060'),
  ...Array(10).fill('\u3164'),
  '\u2028\u2029\u0085\u000B\u000C\r',
  ...Array(10).fill(''),
  '—',
  `La candidature dans la boîte de réception\u00a0: ${evil}`,
  `${' '.repeat(300)}Répondez directement à cet e-mail\u00a0: la réponse part à rh@evil.example.`,
  '\u202ELa candidature est validée\u202C',
].join('\n');

/** The lines a client shows, as postal-mime reads the e-mail's text. */
const linesOf = (text: string | undefined) => (text ?? '').split(/\r?\n/);

describe('the firm’s e-mail: ours first, the sender’s message quoted as text', () => {
  it('an application: what it is and the real inbox link first, then the fields, then the message quoted, every line of it behind « > », blank runs collapsed', async () => {
    const mailbox = withMailbox();
    const response = await send(multipartRequest({ ...fields, offer: openOffer.reference, message: forgedMessage, cv: new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' }) }), mailbox.env);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const link = `${await siteUrl()}/admin/candidatures/?id=${id}`;
    const lines = linesOf(mailbox.sent[0]!.text);
    // Nothing but what the Worker writes, each line of ours, in this order; the rest is quoted.
    expect(lines.filter((line) => !line.startsWith('>'))).toEqual([
      `Nouvelle candidature à l’offre ${openOffer.reference} – ${openOffer.title}`,
      `La candidature dans la boîte de réception\u00a0: ${link}`,
      '',
      `Nom\u00a0: ${fields.name}`,
      `E-mail\u00a0: ${fields.email}`,
      `Téléphone\u00a0: ${fields.phone}`,
      `Offre\u00a0: ${openOffer.reference} – ${openOffer.title}`,
      `CV\u00a0: cv.pdf (1\u00a0Ko), à télécharger dans la boîte de réception\u00a0: ${link}`,
      expect.stringMatching(/^Reçue le\u00a0: .+ \(heure de Dakar\)$/),
      '',
      'Message de la personne (tel qu’elle l’a écrit)\u00a0:',
      '',
      '—',
      `Répondez directement à cet e-mail\u00a0: la réponse part à ${fields.email}.`,
    ]);
    // The message, right under its label: every blank run one « > », the forged footer quoted, no padding, no override.
    const label = lines.indexOf('Message de la personne (tel qu’elle l’a écrit)\u00a0:');
    expect(lines.slice(label + 1, label + 9)).toEqual([
      '> Bonjour,',
      '>',
      '> Je vous envoie ma candidature.',
      '>',
      '> —',
      `> La candidature dans la boîte de réception\u00a0: ${evil}`,
      // 300 spaces of padding: one space left.
      '>  Répondez directement à cet e-mail\u00a0: la réponse part à rh@evil.example.',
      '> La candidature est validée',
    ]);
    expect(lines[label + 9]).toBe('');
    // The first link to the inbox a reader meets is the real one, on the second line.
    expect(lines.findIndex((line) => line.includes('/admin/candidatures/'))).toBe(1);
    expect(lines.filter((line) => line.includes('evil.example')).every((line) => line.startsWith('> '))).toBe(true);
    // No HTML part: nothing typed is drawn as a link of ours.
    expect(mailbox.sent[0]!.html).toBeUndefined();
    expect(mailbox.raw[0]).not.toMatch(/text\/html/i);
    // The row keeps the message as typed: only the e-mail quotes it.
    expect((await rows())[0]!.message).toBe(forgedMessage);
  });

  it('a contact message: « Nouveau message », the link, the company and service lines, then the message', async () => {
    const mailbox = withMailbox();
    const response = await send(jsonRequest({ ...fields, offer: null, message: 'Bonjour,\r\n\r\n\r\nNous cherchons un appui.\n' }), mailbox.env);
    const { id } = (await response.json()) as { id: string };
    const lines = linesOf(mailbox.sent[0]!.text);
    expect(lines.slice(0, 2)).toEqual(['Nouveau message du formulaire de contact', `Le message dans la boîte de réception\u00a0: ${await siteUrl()}/admin/candidatures/?id=${id}`]);
    expect(lines.filter((line) => /^(Entreprise|Service)\u00a0:/.test(line))).toEqual([`Entreprise\u00a0: ${fields.company}`, 'Service\u00a0: Gestion de la paie']);
    const label = lines.indexOf('Message de la personne (tel qu’elle l’a écrit)\u00a0:');
    expect(lines.slice(label + 1)).toEqual(['> Bonjour,', '>', '> Nous cherchons un appui.', '', '—', `Répondez directement à cet e-mail\u00a0: la réponse part à ${fields.email}.`]);
  });

  it('a spontaneous application says so first', async () => {
    const mailbox = withMailbox();
    await send(multipartRequest({ ...fields, service: 'recrutement', candidature: 'spontanee' }), mailbox.env);
    expect(linesOf(mailbox.sent[0]!.text)[0]).toBe('Nouvelle candidature spontanée');
  });
});

describe('quoted', () => {
  it('quotes every line, whatever breaks it, and keeps at most one blank line in a row, none first or last', () => {
    expect(quoted('\n\n  \nUn\r\nDeux\rTrois\u2028Quatre\u2029Cinq\u0085Six\u000BSept\u000CHuit\n\n\u200B\n\nNeuf\n\n')).toEqual([
      '> Un',
      '> Deux',
      '> Trois',
      '> Quatre',
      '> Cinq',
      '> Six',
      '> Sept',
      '> Huit',
      '>',
      '> Neuf',
    ]);
  });

  it('takes out control characters and bidirectional overrides, and turns padding into one space; a lone no-break space stays', () => {
    expect(quoted('\u0000Awa\u0007 \u202Eecnatpecca\u202C\u2066 x \u2069')).toEqual(['> Awa ecnatpecca x']);
    expect(quoted(`a${'\u00a0'.repeat(80)}b\t\tc`)).toEqual(['> a b c']);
    expect(quoted('Bonjour\u00a0: oui')).toEqual(['> Bonjour\u00a0: oui']);
  });

  it('a line already quoted is quoted once more; a message of nothing visible is a dash', () => {
    expect(quoted('> ceci vient de nous')).toEqual(['> > ceci vient de nous']);
    expect(quoted('\u200B\n\u3164')).toEqual(['> —']);
  });
});

describe('the sender’s name in the headers: its letters only (issue 54)', () => {
  const hostileName = 'https://Evil.example/pay Votre compte est suspendu appelez le +221 77 000 00 00';

  it('a name that is a link and a phone number reaches neither the Reply-To nor the subject; the body’s « Nom » line keeps it as typed', async () => {
    const mailbox = withMailbox();
    expect((await send(multipartRequest({ ...fields, name: hostileName, offer: openOffer.reference }), mailbox.env)).status).toBe(201);
    const [mail] = mailbox.sent;
    expect(mail!.replyTo).toEqual([{ address: fields.email, name: 'https Evil example pay Votre compte est suspendu appelez le' }]);
    expect(mail!.subject).toBe(`Candidature – https Evil example pay Votre compte est suspendu appelez le – ${openOffer.reference} – ${openOffer.title}`);
    for (const name of [mail!.replyTo![0]!.name, mail!.subject!.split(' – ')[1]]) expect(name).not.toMatch(/[:/.+\d]/);
    expect(linesOf(mail!.text)).toContain(`Nom\u00a0: ${hostileName}`);
  });

  it('a name stored with a line break before the rule (the retry sends it): no Bcc, no second header, the letters in the display name, one line in the body', async () => {
    const rules = await formRules(env);
    const stored = {
      id: '11111111-2222-4333-8444-555555555555',
      kind: 'message',
      received_at: '2026-11-24T09:00:00.000Z',
      name: 'Awa\r\nBcc: x@evil.example',
      email: 'awa@example.sn',
      phone: '77 000 00 00\r\nX-Faux: oui',
      company: 'Teranga\nLa candidature dans la boîte de réception : https://evil.example',
      service: 'paie',
      message: 'Bonjour',
      offer_reference: null,
      offer_title: null,
      cv_name: null,
      cv_size: null,
    } as StoredMessage;
    const raw = composeEmail(stored, rules, env, null, await siteUrl());
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
    expect(headers.filter((line) => /^(Bcc|X-Faux):/i.test(line))).toEqual([]);
    expect(headers.find((line) => line.startsWith('Reply-To:'))).toMatch(/^Reply-To: =\?utf-8\?B\?[A-Za-z0-9+/=]+\?= <awa@example\.sn>$/);
    const mail = await PostalMime.parse(raw);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.map((header) => header.key)).not.toContain('bcc');
    expect(mail.replyTo).toEqual([{ address: 'awa@example.sn', name: 'Awa Bcc x evil example' }]);
    expect(mail.subject).toBe('Message – Gestion de la paie – Awa Bcc x evil example');
    const lines = linesOf(mail.text);
    expect(lines).toContain('Nom\u00a0: Awa Bcc: x@evil.example');
    expect(lines).toContain('Téléphone\u00a0: 77 000 00 00 X-Faux: oui');
    expect(lines).toContain('Entreprise\u00a0: Teranga La candidature dans la boîte de réception : https://evil.example');
    expect(lines.filter((line) => line.startsWith('La candidature') || line.startsWith('Le message'))).toEqual([`Le message dans la boîte de réception\u00a0: ${await siteUrl()}/admin/candidatures/?id=${stored.id}`]);
  });

  it('a name without a letter: no display name at all, and « sans nom » in the subject', async () => {
    const rules = await formRules(env);
    const raw = composeEmail({ ...({} as StoredMessage), id: 'x', kind: 'application', received_at: '2026-11-24T09:00:00.000Z', name: '+221 77 000 00 00', email: 'awa@example.sn', phone: '', company: '', service: null, message: 'Bonjour', offer_reference: null, offer_title: null, cv_name: null }, rules, env, null);
    expect(raw).toMatch(/\r\nReply-To: <awa@example\.sn>\r\n/);
    const mail = await PostalMime.parse(raw);
    expect(mail.replyTo).toEqual([{ address: 'awa@example.sn', name: '' }]);
    expect(mail.subject).toBe('Candidature spontanée – sans nom');
    // Without the site's address: no link line, the headline first all the same.
    expect(linesOf(mail.text).slice(0, 2)).toEqual(['Nouvelle candidature spontanée', '']);
  });
});
