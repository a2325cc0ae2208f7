/** How the inbox writes dates, sizes and what a message is about, in French. */
import type { ServiceChoice } from '../domain/services';
import { serviceLabel } from '../site/serviceLabel';
import { spontaneous, type InboxItem } from './contract';

/** « 1,2 Mo », « 85 Ko »: the candidate's form writes a CV's size the same way. */
export { fileSizeText as size } from '../../contract/cvFiles';

/** A service's name, from its id (a message's « Service »); the id itself if the site no longer has it. */
export const serviceName = (id: string) => serviceLabel(id as ServiceChoice) ?? id;

/** « 25/11/2026 », « 25/11/2026 à 08:04 »: the firm's time, as its e-mails and the health check write it. */
export { dakarDay as day, dakarMoment as moment } from '../lib/dakarTime';

/** What a row is about: the offer, « Candidature spontanée », or the message's service. */
export function subject(item: Pick<InboxItem, 'kind' | 'offer' | 'service'>, serviceName: (id: string) => string): string {
  if (item.offer) return `${item.offer.reference} – ${item.offer.title}`;
  if (item.kind === 'application') return 'Candidature spontanée';
  return item.service ? `Message – ${serviceName(item.service)}` : 'Message';
}

/** The subject of a reply to the candidate or the sender. */
export function replySubject(item: Pick<InboxItem, 'kind' | 'offer'>, firm: string): string {
  if (item.offer) return `Votre candidature – ${item.offer.reference} – ${item.offer.title}`;
  return item.kind === 'application' ? `Votre candidature spontanée – ${firm}` : `Votre message à ${firm}`;
}

/** The day `days` ago (UTC), as the filters write it. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export { spontaneous };
