/** The inbox's French answers: staff read them in the inbox's pages (src/inbox/). */
import { json, noStore } from '../http';

export const inboxMessages = {
  forbidden: 'Accès réservé à l’équipe du cabinet\u00a0: connectez-vous par Cloudflare Access.',
  otherOrigin: 'Cette action n’est acceptée que depuis les pages de la boîte de réception du site.',
  notJson: 'La demande doit être envoyée en JSON (Content-Type: application/json).',
  malformed: 'La demande n’a pas pu être lue. Rechargez la page et réessayez.',
  unknownStatus: 'Statut inconnu. Choisissez Nouvelle, À l’étude, Entretien, Retenue ou Écartée.',
  notFound: 'Ce message n’existe pas, ou il a été supprimé.',
  noCv: 'Ce message n’a pas de CV joint.',
  cvMissing: 'Le fichier du CV est introuvable. Il a peut-être déjà été supprimé.',
  unknownRoute: 'Cette adresse n’existe pas.',
  server: 'Le serveur n’a pas pu répondre. Réessayez dans un instant.',
} as const;

export type InboxError = 'forbidden' | 'otherOrigin' | 'unsupportedType' | 'malformed' | 'invalid' | 'notFound' | 'server';

/** `{ error, message }`, never cached. */
export const inboxProblem = (error: InboxError, message: string, status: number): Response => json({ error, message }, status, noStore);
