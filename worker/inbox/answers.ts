/** The inbox's French answers: staff read them in the inbox's pages (src/inbox/). */
import { json, noStore } from '../http';

export const inboxMessages = {
  forbidden: 'Accès réservé à l’équipe du cabinet\u00a0: connectez-vous par Cloudflare Access.',
  otherOrigin: 'Cette action n’est acceptée que depuis les pages de la boîte de réception du site.',
  notJson: 'La demande doit être envoyée en JSON (Content-Type: application/json).',
  malformed: 'La demande n’a pas pu être lue. Rechargez la page et réessayez.',
  unknownStatus: 'Statut inconnu. Pour une candidature\u00a0: Nouvelle, À l’étude, Entretien, Retenue ou Écartée\u202f; pour un message\u00a0: À traiter, Répondu ou Classé.',
  otherKindStatus: 'Ce statut ne s’applique pas à cette entrée\u00a0: une candidature se classe Nouvelle, À l’étude, Entretien, Retenue ou Écartée, un message À traiter, Répondu ou Classé.',
  emptyNote: 'La note est vide\u00a0: écrivez-la avant de l’enregistrer.',
  longNote: 'La note est trop longue (10\u00a0000 caractères au plus)\u00a0: raccourcissez-la ou écrivez-en deux. Rien n’a été enregistré.',
  conflict: (now: string) => `Quelqu’un a changé cette entrée entre-temps (elle est maintenant «\u00a0${now}\u00a0»)\u00a0: votre choix n’a pas été enregistré.`,
  sendingOff: 'L’envoi depuis le site n’est pas activé\u00a0: rien n’a été envoyé. Utilisez «\u00a0Ouvrir dans ma messagerie\u00a0», «\u00a0Copier le texte\u00a0» ou «\u00a0WhatsApp\u00a0».',
  sendFailed: (reason: string) => `L’e-mail n’est pas parti (${reason})\u00a0: rien n’a été noté dans l’historique. Réessayez, ou envoyez-le depuis votre messagerie.`,
  otherPerson: 'Une des entrées jointes à cette réponse n’a pas la même adresse e-mail\u00a0: rien n’a été envoyé. Rechargez la page et réessayez.',
  favoriteConflict: (now: boolean) => `Quelqu’un a changé cette candidature entre-temps (elle ${now ? 'est maintenant en favori' : 'n’est plus en favori'})\u00a0: votre choix n’a pas été enregistré.`,
  notFavorite: 'Seule une candidature peut être mise en favori, pas un message.',
  unknownTemplate: 'Le modèle de réponse n’a pas été reconnu. Rechargez la page et réessayez.',
  noSelection: 'Aucune entrée choisie\u00a0: cochez-en au moins une, ou agissez sur toute la liste filtrée.',
  tooMany: 'Trop d’entrées pour une seule action (200 au plus)\u00a0: affinez les filtres ou cochez-en moins.',
  noCvInSelection: 'Aucune des entrées choisies n’a de CV joint.',
  erasureOutdated: 'Cette page date d’une version précédente de la boîte de réception\u00a0: rechargez-la, puis cochez ce qui appartient à la personne. Rien n’a été supprimé.',
  notFound: 'Ce message n’existe pas, ou il a été supprimé.',
  noCv: 'Ce message n’a pas de CV joint.',
  notPdf: 'Ce CV n’est pas un PDF\u00a0: il ne se lit pas dans la boîte de réception. Téléchargez-le pour l’ouvrir.',
  cvMissing: 'Le fichier du CV est introuvable. Il a peut-être déjà été supprimé.',
  notStaff: (email: string) =>
    `Votre adresse (${email}) ne figure pas dans la liste de l’équipe du cabinet\u00a0: la boîte de réception vous est fermée, même avec une connexion Cloudflare Access valide. Si c’est une erreur, demandez à un collègue de vous y ajouter («\u00a0Équipe\u00a0», en haut de la boîte de réception).`,
  badStaffAddress: 'Cette adresse e-mail n’est pas valide\u00a0: écrivez-la entière, par exemple prenom.nom@cabinet.sn. Rien n’a été ajouté.',
  lastStaff: (address: string) => `${address} est la dernière adresse de la liste\u00a0: elle ne peut pas être retirée, sinon plus personne n’ouvrirait la boîte de réception. Ajoutez d’abord une autre adresse.`,
  ownStaff: 'C’est votre propre adresse\u00a0: la retirer vous ferme la boîte de réception tout de suite. Confirmez-le dans la fenêtre de retrait. Rien n’a été retiré.',
  unknownStaff: 'Cette adresse n’est pas (ou plus) dans la liste de l’équipe\u00a0: rechargez la page.',
  unknownRoute: 'Cette adresse n’existe pas.',
  server: 'Le serveur n’a pas pu répondre. Réessayez dans un instant.',
} as const;

export type InboxError = 'forbidden' | 'notStaff' | 'lastStaff' | 'ownStaff' | 'otherOrigin' | 'unsupportedType' | 'malformed' | 'invalid' | 'notFound' | 'conflict' | 'sendingOff' | 'sendFailed' | 'tooMany' | 'server';

/** `{ error, message }`, never cached. */
export const inboxProblem = (error: InboxError, message: string, status: number): Response => json({ error, message }, status, noStore);
