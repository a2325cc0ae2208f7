/**
 * What deleting an entry leaves behind: the e-mail the firm received when it arrived, in the
 * firm's mailbox. It carries the CV only when the firm chose it (legal.yml `attachCv`, read from
 * the same build as the Worker's donnees/formulaire.json, so the two agree).
 */
import { attachCv } from 'virtual:content/legal';
import type { InboxDetail } from './contract';

/** The deletion dialog's sentence on the firm's e-mail, for `entry` and the firm's choice. */
export function mailboxCopy(entry: Pick<InboxDetail, 'kind' | 'cv'>, cvAttached: boolean = attachCv): string {
  if (entry.kind === 'application' && entry.cv) {
    return cvAttached
      ? 'L’e-mail que le cabinet a reçu à son arrivée, avec le CV en pièce jointe, reste dans votre messagerie\u00a0: supprimez-le aussi.'
      : 'L’e-mail que le cabinet a reçu à son arrivée garde le texte de la candidature, mais pas le CV\u00a0: le CV est effacé avec elle. Cet e-mail reste dans votre messagerie\u00a0: supprimez-le aussi.';
  }
  return 'L’e-mail que le cabinet a reçu à son arrivée reste dans votre messagerie\u00a0: supprimez-le aussi.';
}
