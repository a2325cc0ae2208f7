/**
 * envois.yml: what the site says of a message written with no network, which the service worker
 * keeps on the visitor's device and sends when the network is back (src/offline/outbox.ts). Its
 * own file, so that these words travel only with the code that shows them (the form's alert, the
 * notice at the next visit), never in a page's first load.
 */
import { z } from 'zod';
import { template, text } from '../fields.ts';

export const outboxSchema = z
  .object({
    keptApplicationTitle: text({ label: 'Candidature gardée : titre', hint: 'Au-dessus du texte qui suit, sous le formulaire d’une candidature écrite sans réseau.' }, { max: 60 }),
    keptMessageTitle: text({ label: 'Message gardé : titre', hint: 'Le même, pour un message.' }, { max: 60 }),
    keptApplication: text({ label: 'Candidature gardée sur le téléphone', hint: 'Sous le formulaire d’une candidature écrite sans réseau : elle (et le CV) est gardée sur l’appareil et partira seule, même page fermée.' }, { max: 300 }),
    kept: text({ label: 'Gardé sur le téléphone', hint: 'Sous « Hors connexion » : le message (et le CV) est gardé sur l’appareil et partira seul, même page fermée.' }, { max: 240 }),
    keptCorrection: text(
      { label: 'Corriger ce qui est gardé', hint: 'Sous le texte précédent : une correction renvoyée remplace ce qui est gardé, et c’est elle seule qui partira.' },
      { max: 200 },
    ),
    slowSending: text({ label: 'Envoi lent', hint: 'Sous le bouton d’envoi, quand l’envoi dure plus de 15 secondes (un CV sur un réseau lent) : il continue, le formulaire attend sa réponse.' }, { max: 160 }),
    sentApplication: template({ label: 'Candidature partie plus tard', hint: 'Affiché à la visite suivante ; {date} est remplacé par le jour où elle a été écrite (12/12).' }, ['date'], { max: 120 }),
    sentMessage: template({ label: 'Message parti plus tard', hint: 'Le même, pour un message ; {date} est remplacé par le jour où il a été écrit.' }, ['date'], { max: 120 }),
    waitingApplication: template(
      { label: 'Candidature toujours gardée', hint: 'À la visite suivante, quand elle n’a pas encore pu partir (pas de réseau, envoi coupé) ; {date} est remplacé par le jour où elle a été écrite.' },
      ['date'],
      { max: 200 },
    ),
    waitingMessage: template({ label: 'Message toujours gardé', hint: 'Le même, pour un message ; {date} est remplacé par le jour où il a été écrit.' }, ['date'], { max: 200 }),
    notSent: template(
      { label: 'Envoi impossible', hint: 'Le message gardé n’a pas pu partir (refusé, ou 30 jours sans réseau) ; {date}, {email} et {telephone} sont remplacés.' },
      ['date', 'email', 'telephone'],
      { max: 240 },
    ),
    close: text({ label: 'Bouton « fermer »', hint: 'Ferme l’avis.' }, { max: 30 }),
  })
  .meta({ label: 'Envois gardés sur le téléphone', hint: 'Un message écrit sans réseau : gardé sur l’appareil, il part seul quand le réseau revient.' });
