/**
 * replies.yml: the reply templates the inbox (/admin/candidatures) offers under « Répondre »:
 * a name, who it answers, a subject and a body, with blanks the inbox fills in
 * (src/inbox/replies.ts) before it opens the mail client.
 */
import { z } from 'zod';
import { blanksIn, choice, list, template, text } from '../fields.ts';
import { issue } from '../problems.ts';
import { fill } from '../../lib/fill.ts';
import { mailtoHref, mailtoSafeLength } from '../../lib/mailto.ts';

/** Who a template answers; the inbox offers it for those only. */
export const replyAudiences = ['offer', 'spontaneous', 'application', 'message'] as const;

/** The editor's words for each (and its preview's). */
export const audienceLabels = {
  offer: 'Candidatures à une offre',
  spontaneous: 'Candidatures spontanées',
  application: 'Toutes les candidatures',
  message: 'Messages de clients',
};

/** What a problem calls them: « {poste} n’existe pas pour une candidature spontanée ». */
const audienceWords = {
  offer: 'une candidature à une offre',
  spontaneous: 'une candidature spontanée',
  application: 'toutes les candidatures (une candidature spontanée n’a pas d’offre)',
  message: 'un message de client',
};

/** The blanks each audience has: only an application to an offer has a post and a reference. */
export const replyBlanks = {
  offer: ['prenom', 'nom', 'poste', 'reference'],
  spontaneous: ['prenom', 'nom'],
  application: ['prenom', 'nom'],
  message: ['prenom', 'nom'],
} as const satisfies Record<(typeof replyAudiences)[number], readonly string[]>;

const everyBlank = replyBlanks.offer;

const blanksHint =
  '{prenom} : le prénom (« Awa » pour Awa Ndiaye) ; {nom} : le nom complet ; {poste} et {reference} : l’intitulé et la référence de l’offre (candidatures à une offre seulement) ; {cabinet} : le nom du cabinet.';

/** A long but real reply, to measure a template's mailto: link (src/lib/mailto.ts). */
const longestLikely = { prenom: 'Mame Diarra', nom: 'Mame Diarra Bousso Ndiaye', poste: 'Responsable des ressources humaines et de la paie', reference: 'SRH-2026-031' };

const replyTemplate = z
  .object({
    name: text({ label: 'Nom du modèle', hint: 'Ce que la boîte de réception propose sous « Répondre », et ce que l’historique retient : « Réponse envoyée : Invitation à un entretien ».' }, { max: 60 }),
    for: choice(replyAudiences, {
      label: 'Proposé pour',
      hint: 'Les demandes auxquelles ce modèle répond. {poste} et {reference} ne sont permis que pour « Candidatures à une offre ».',
      options: audienceLabels,
    }),
    subject: template({ label: 'Objet de l’email', hint: blanksHint }, everyBlank, { max: 150, required: [] }),
    body: template(
      { label: 'Texte de l’email', hint: `${blanksHint} Un paragraphe par ligne vide. Les [crochets] restent tels quels : complétez-les dans la messagerie avant d’envoyer.` },
      everyBlank,
      { max: 1500, required: [], multiline: true },
    ),
  })
  .meta({ label: 'Modèle', hint: 'Un email type : son nom, à qui il répond, son objet et son texte.' })
  .superRefine((reply, context) => {
    const allowed: readonly string[] = replyBlanks[reply.for];
    for (const field of ['subject', 'body'] as const) {
      for (const blank of blanksIn(reply[field])) {
        if (everyBlank.includes(blank as never) && !allowed.includes(blank)) context.addIssue(issue('replyBlankFor', { path: [field] }, { blank, blanks: allowed, audience: audienceWords[reply.for] }));
      }
    }
    // Mail clients cut a long mailto: link; accents and no-break spaces count several characters each.
    const length = mailtoHref('prenom.nom@exemple.sn', fill(reply.subject, longestLikely), fill(reply.body, longestLikely)).length;
    if (length > mailtoSafeLength) {
      const perCharacter = length / (reply.subject.length + reply.body.length);
      context.addIssue(issue('replyTooLong', { path: ['body'] }, { over: Math.ceil((length - mailtoSafeLength) / perCharacter / 10) * 10 }));
    }
  });

export const repliesSchema = z
  .object({
    templates: list(replyTemplate, { label: 'Modèles', hint: 'Proposés dans cet ordre sous « Répondre ».', one: 'un modèle', many: 'modèles' }, { min: 1, max: 20 }).superRefine((templates, context) => {
      // The history names the reply sent by its template's name: two must not share one.
      templates.forEach((reply, index) => {
        if (templates.findIndex((other) => other.name === reply.name) !== index) context.addIssue(issue('replyNameTaken', { path: [index, 'name'] }));
      });
    }),
  })
  .meta({ label: 'Modèles de réponse', hint: 'Les emails types que la boîte de réception (/admin/candidatures) propose sous « Répondre » : accusé de réception, invitation à un entretien, réponse négative…' });
