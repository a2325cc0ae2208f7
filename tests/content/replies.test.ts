// @vitest-environment node
/**
 * The reply templates (content/replies.yml, src/content/schemas/replies.ts): they load typeset,
 * and a broken file is refused in French with the file, the line and the field.
 */
import { describe, expect, it } from 'vitest';
import { useContentCopy } from '../contentCopies';

const copy = useContentCopy('replies');
const { problems } = copy;

/** Replaces `from` (which must be there) by `to` in content/replies.yml. */
const change = (from: string | RegExp, to: string) => copy.change('replies.yml', from, to);

describe('the reply templates', () => {
  it('load with the firm’s name and French typography, the blanks left for the inbox', () => {
    const { templates } = copy.load().pages.replies;
    expect(templates.map((reply) => [reply.name, reply.for])).toEqual([
      ['Accusé de réception', 'offer'],
      ['Accusé de réception (candidature spontanée)', 'spontaneous'],
      ['Invitation à un entretien', 'offer'],
      ['Réponse négative', 'offer'],
      ['Réponse à une demande', 'message'],
    ]);
    const [acknowledgement] = templates;
    expect(acknowledgement!.subject).toBe('Votre candidature au poste de {poste} (réf. {reference})');
    expect(acknowledgement!.body).toMatch(/^Bonjour \{prenom\},\n\nNous vous remercions de l’intérêt/);
    expect(acknowledgement!.body.endsWith('Cordialement,\nL’équipe Sunu RH Conseil')).toBe(true);
    expect(templates[4]!.body).toContain('le numéro auquel vous joindre\u202f?');
  });
});

describe('a broken reply template stops the build, with a French message', () => {
  it('a missing subject, an empty body', () => {
    change('    subject: Votre candidature au poste de {poste} (réf. {reference})\n    body: |-\n      Bonjour {prenom},\n\n      Nous vous remercions de l', '    body: |-\n      Bonjour {prenom},\n\n      Nous vous remercions de l');
    change(/    body: \|-\n      Bonjour \{prenom\},\n\n      Nous avons étudié(.*\n)+?(?=  - name: Réponse négative)/, '    body: ""\n');
    expect(problems()).toEqual([
      'content/replies.yml, ligne 2 : « templates[1].subject » (Objet de l’email) est obligatoire (un texte attendu)',
      'content/replies.yml, ligne 32 : « templates[3].body » (Texte de l’email) est obligatoire (un texte attendu)',
    ]);
  });

  it('an unknown blank, and a post or a reference where there is none', () => {
    change('Bonjour {prenom},\n\n      Nous avons bien reçu votre candidature spontanée', 'Bonjour {prénom_typo},\n\n      Nous avons bien reçu votre candidature spontanée au poste de {poste}');
    change('subject: Votre demande auprès de {cabinet}', 'subject: Votre demande {reference}');
    expect(problems()).toEqual([
      'content/replies.yml, ligne 19 : « templates[2].body » (Texte de l’email) contient « {prénom_typo} », que le site ne sait pas remplacer (permis : {prenom}, {nom}, {poste}, {reference})',
      'content/replies.yml, ligne 19 : « templates[2].body » (Texte de l’email) contient « {poste} », qui n’existe pas pour une candidature spontanée ; permis ici : {prenom}, {nom}',
      'content/replies.yml, ligne 61 : « templates[5].subject » (Objet de l’email) contient « {reference} », qui n’existe pas pour un message de client ; permis ici : {prenom}, {nom}',
    ]);
  });

  it('an empty list, an unknown audience', () => {
    copy.write('replies.yml', 'templates: []\n');
    expect(problems()).toEqual(['content/replies.yml, ligne 1 : « templates » (Modèles) doit contenir au moins 1 élément, il en contient 0']);
    copy.write('replies.yml', 'templates:\n  - name: Relance\n    for: client\n    subject: Relance\n    body: Bonjour {prenom}\n');
    expect(problems()).toEqual(['content/replies.yml, ligne 3 : « templates[1].for » (Proposé pour) « client » n’est pas permis ; valeurs permises : « offer », « spontaneous », « application », « message »']);
  });

  it('two templates with one name, which the history could not tell apart', () => {
    change('  - name: Réponse négative', '  - name: Invitation à un entretien');
    expect(problems()).toEqual(['content/replies.yml, ligne 45 : « templates[4].name » (Nom du modèle) « Invitation à un entretien » est déjà le nom d’un autre modèle ; chaque modèle a le sien']);
  });

  it('a body too long for a mailto: link, counted as mail clients count it', () => {
    const paragraph = 'Nous étudions chaque dossier avec attention et revenons vers vous très vite. ';
    change('Nous vous souhaitons plein succès dans vos recherches.', paragraph.repeat(9));
    const [message] = problems();
    expect(message).toMatch(/^content\/replies\.yml, ligne 48 : « templates\[4\]\.body » \(Texte de l’email\) est trop long pour s’ouvrir en entier dans toutes les messageries : raccourcissez le texte d’environ \d+0 caractères$/);
  });
});
