// @vitest-environment node
/**
 * The inbox's reply templates (src/inbox/replies.ts), from content/replies.yml: which are offered
 * for an application or a message, and each filled in for one person and opened as a mailto: link.
 */
import { describe, expect, it } from 'vitest';
import { mailtoSafeLength } from '../../src/lib/mailto';
import { commonReplies, fillReply, firstName, recipientsOf, replyHref, replyTemplates, repliesFor, whatsappHref, withoutOffer, type ReplyTemplate } from '../../src/inbox/replies';

const awa = { name: 'Awa Ndiaye', offer: { reference: 'SRH-2026-031', title: 'Comptable senior' } };
const named = (name: string) => replyTemplates.find((template) => template.name === name)!;
const reply = (subject: string, body = ''): ReplyTemplate => ({ name: 'Essai', for: 'offer', subject, body });

describe('the first name, from the full name as the candidate typed it', () => {
  it.each([
    ['Awa Ndiaye', 'Awa'],
    ['  Moussa   Diop ', 'Moussa'],
    ['Aïssatou', 'Aïssatou'],
    ['Jean-Pierre Mendy', 'Jean-Pierre'],
    // A first name of two after Mame, Ndèye, Sokhna, Serigne, El: when a family name follows.
    ['Mame Diarra Bousso Ndiaye', 'Mame Diarra'],
    ['Ndèye Fatou Diop', 'Ndèye Fatou'],
    ['Ndeye Fatou Diop', 'Ndeye Fatou'],
    ['El Hadji Malick Sy', 'El Hadji'],
    ['Mame Ndiaye', 'Mame'],
    // All capitals or all small letters: written as a name; any other mix stays as typed.
    ['AWA NDIAYE', 'Awa'],
    ['marie-claire diouf', 'Marie-Claire'],
    ['DeSouza Ba', 'DeSouza'],
  ])('« %s » → « %s »', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});

describe('the templates offered for an application or a message', () => {
  it('for an application to an offer: those for offers and for every application', () => {
    expect(repliesFor({ kind: 'application', offer: awa.offer }).map((template) => template.name)).toEqual(['Accusé de réception', 'Invitation à un entretien', 'Réponse négative']);
  });

  it('for a spontaneous application: none that names a post or a reference', () => {
    expect(repliesFor({ kind: 'application', offer: null }).map((template) => template.name)).toEqual(['Accusé de réception (candidature spontanée)']);
  });

  it('for a client’s message: the messages’ own', () => {
    expect(repliesFor({ kind: 'message', offer: null }).map((template) => template.name)).toEqual(['Réponse à une demande']);
  });

  it('a template for every application is offered for both kinds of application, never for a message', () => {
    const all = [{ ...reply('Relance'), for: 'application' as const }, { ...reply('Offre'), for: 'offer' as const }];
    expect(repliesFor({ kind: 'application', offer: null }, all).map((template) => template.subject)).toEqual(['Relance']);
    expect(repliesFor({ kind: 'application', offer: awa.offer }, all).map((template) => template.subject)).toEqual(['Relance', 'Offre']);
    expect(repliesFor({ kind: 'message', offer: null }, all)).toEqual([]);
  });
});

describe('fillReply: the subject and body for one person', () => {
  it('fills the firm’s acknowledgement for Awa Ndiaye’s application to SRH-2026-031', () => {
    const { subject, body } = fillReply(named('Accusé de réception'), awa);
    expect(subject).toBe('Votre candidature au poste de Comptable senior (réf. SRH-2026-031)');
    expect(body).toMatch(/^Bonjour Awa,\n\nNous vous remercions de l’intérêt que vous portez à l’offre SRH-2026-031 et accusons bonne réception de votre candidature au poste de Comptable senior\.\n/);
    expect(body).toMatch(/\nL’équipe Sunu RH Conseil$/);
    for (const template of replyTemplates) expect(Object.values(fillReply(template, awa)).join(), template.name).not.toMatch(/[{}]/);
  });

  it('elides « de » and « le » before a post or a name that starts with a vowel, keeping a capital', () => {
    const assistant = { name: 'Ousmane Sow', offer: { reference: 'SRH-2026-040', title: 'Assistant de direction' } };
    expect(fillReply(reply('Au poste de {poste}', 'De {prenom} à {nom}, pour le {poste} que {prenom} vise.'), assistant)).toEqual({
      subject: 'Au poste d’Assistant de direction',
      body: 'D’Ousmane à Ousmane Sow, pour l’Assistant de direction qu’Ousmane vise.',
    });
    // Before a consonant, and after a word that only ends in « de », nothing changes.
    expect(fillReply(reply('Le guide {poste}, au poste de {poste}'), awa).subject).toBe('Le guide Comptable senior, au poste de Comptable senior');
  });

  it('writes a name typed in capitals as a name, with the curly apostrophe', () => {
    expect(fillReply(reply('Bonjour {prenom}', 'Madame {nom}'), { name: "FATOU N'DIAYE", offer: null })).toEqual({ subject: 'Bonjour Fatou', body: 'Madame Fatou N’Diaye' });
  });

  it('drops an empty name with the space before it: « Bonjour, »', () => {
    expect(fillReply(reply('Bonjour {prenom},'), { name: '  ', offer: null }).subject).toBe('Bonjour,');
  });

  it('gives a spontaneous application words that stand alone, should a template for offers be filled for one', () => {
    expect(fillReply(reply('{poste} ({reference})'), { name: 'Awa Ndiaye', offer: null }).subject).toBe(`${withoutOffer.poste} (${withoutOffer.reference})`);
  });

  it('leaves out the word joiners the build put after « e- » for the pages', () => {
    expect(fillReply(reply('Par e-\u2060mail'), awa).subject).toBe('Par e-mail');
  });
});

describe('a hostile « name » never reaches the reply (issue 54)', () => {
  const phishingName = 'https://Evil.example/pay Votre compte est suspendu appelez le +221 77 000 00 00';

  it('{prenom} and {nom} keep the name’s letters only: no address, no phone number', () => {
    const filled = fillReply(reply('Bonjour {prenom}', 'Madame, Monsieur {nom},'), { name: phishingName, offer: null });
    expect(filled.subject).toBe('Bonjour https');
    expect(filled.body).toBe('Madame, Monsieur https Evil example pay Votre compte est suspendu appelez le,');
    for (const text of Object.values(filled)) expect(text).not.toMatch(/[:/.+]|\d/);
  });

  it('a name of line breaks and a header fills letters only; a name with no letter fills nothing', () => {
    expect(fillReply(reply('Bonjour {prenom}', '{nom}'), { name: 'Awa\r\nBcc: spy@evil.example', offer: null })).toEqual({ subject: 'Bonjour Awa', body: 'Awa Bcc spy evil example' });
    expect(fillReply(reply('Bonjour {prenom},'), { name: '+221 77 000 00 00', offer: null }).subject).toBe('Bonjour,');
  });

  it('the reply’s link, to a hostile address, has one recipient and our two headers only', () => {
    const address = 'x%40victim.example?bcc=spy%40evil.example&body=hello&y=@example.sn';
    const url = new URL(replyHref(named('Invitation à un entretien'), { ...awa, name: phishingName, email: address }));
    expect(decodeURIComponent(url.pathname)).toBe(address);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('body')).not.toMatch(/https:|\+221/);
  });
});

describe('replyHref: the reply opened in the mail client', () => {
  it('carries the filled subject and body, line breaks as CRLF', () => {
    const href = replyHref(named('Invitation à un entretien'), { ...awa, email: 'awa.ndiaye@example.sn' });
    const { subject, body } = fillReply(named('Invitation à un entretien'), awa);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(href.startsWith('mailto:awa.ndiaye@example.sn?subject=Invitation%20%C3%A0%20un%20entretien%20%E2%80%93%20Comptable%20senior')).toBe(true);
    expect(query.get('subject')).toBe(subject);
    expect(query.get('body')).toBe(body.replace(/\n/g, '\r\n'));
    expect(href).not.toMatch(/\+|%0A(?<!%0D%0A)/);
  });

  it('stays under the length mail clients open whole, for every shipped template and a long name and post', () => {
    const long = { name: 'Mame Diarra Bousso Ndiaye', email: 'mame.diarra.bousso.ndiaye@entreprise.sn', offer: { reference: 'SRH-2026-031', title: 'Responsable des ressources humaines et de la paie' } };
    for (const template of replyTemplates) expect(replyHref(template, long).length, template.name).toBeLessThanOrEqual(mailtoSafeLength);
  });
});

describe('whatsappHref: WhatsApp opened on the candidate’s number, the reply ready', () => {
  it('writes the number in international form without « + », however it was typed, and the text encoded', () => {
    const text = 'Bonjour Awa,\nÀ lundi ?';
    for (const typed of ['+221 77 123 45 67', '00221 77-123-45-67', '77 123 45 67', '771234567', '+221771234567']) {
      expect(whatsappHref(typed, text), typed).toBe(`https://wa.me/221771234567?text=${encodeURIComponent(text)}`);
    }
    // A number from abroad keeps its own country code.
    expect(whatsappHref('+33 6 12 34 56 78', 'Bonjour')).toBe('https://wa.me/33612345678?text=Bonjour');
  });

  it('offers none for a phone too short or too long to be one', () => {
    for (const typed of ['', '123', '77 12', '+1 234 567 890 123 456 7']) expect(whatsappHref(typed, 'Bonjour'), typed).toBeUndefined();
  });
});

describe('a bulk reply: one e-mail per person, with a template every one of them can take', () => {
  const entry = (id: string, email: string, offer: typeof awa.offer | null, kind: 'application' | 'message' = 'application') => ({ id, email, name: id, kind, offer });

  it('groups the entries by address, any case, in the order chosen; the first entry of each fills the e-mail', () => {
    const chosen = [entry('a1', 'awa@example.sn', awa.offer), entry('m', 'moussa@example.sn', awa.offer), entry('a2', ' AWA@Example.sn', null)];
    expect(recipientsOf(chosen).map(({ email, first, entries }) => ({ email, first: first.id, entries: entries.map((one) => one.id) }))).toEqual([
      { email: 'awa@example.sn', first: 'a1', entries: ['a1', 'a2'] },
      { email: 'moussa@example.sn', first: 'm', entries: ['m'] },
    ]);
  });

  it('offers only the templates whose blanks every entry can fill: none for offers and spontaneous ones mixed with a message', () => {
    const names = (entries: Parameters<typeof commonReplies>[0]) => commonReplies(entries).map((template) => template.name);
    expect(names([entry('a', 'a@x.sn', awa.offer), entry('b', 'b@x.sn', awa.offer)])).toEqual(repliesFor({ kind: 'application', offer: awa.offer }).map((template) => template.name));
    expect(names([entry('a', 'a@x.sn', awa.offer), entry('b', 'b@x.sn', null)])).toEqual(replyTemplates.filter((template) => template.for === 'application').map((template) => template.name));
    expect(names([entry('a', 'a@x.sn', awa.offer), entry('c', 'c@x.sn', null, 'message')])).toEqual([]);
  });
});
