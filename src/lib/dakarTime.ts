/**
 * The firm's clock, in French: when a message came, when a schedule last ran, as staff read it in
 * the inbox, the firm's e-mails and the health check. Dakar (Africa/Dakar) is UTC all year, but
 * the zone is named so that the device's or the Worker's own zone never shows through.
 */
const timeZone = 'Africa/Dakar';
const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit' });

/** « 25/11/2026 » */
export const dakarDay = (iso: string): string => dayFormat.format(new Date(iso));

/** « 25/11/2026 à 08:04 » */
export const dakarMoment = (iso: string): string => `${dakarDay(iso)} à ${timeFormat.format(new Date(iso))}`;

/** « jeudi 26 novembre 2026 à 14:05 » */
export const dakarLongMoment = (iso: string): string => `${longDayFormat.format(new Date(iso))} à ${timeFormat.format(new Date(iso))}`;
