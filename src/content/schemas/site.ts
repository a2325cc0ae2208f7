/**
 * site.yml: the firm's name, contact details, address, position on the map, opening hours and
 * social networks.
 */
import { z } from 'zod';
import { choice, email, httpsUrl, list, phone, text, time, toggle } from '../fields.ts';
import { issue, refinement } from '../problems.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const weekdayOptions = { Monday: 'lundi', Tuesday: 'mardi', Wednesday: 'mercredi', Thursday: 'jeudi', Friday: 'vendredi', Saturday: 'samedi', Sunday: 'dimanche' };

/** « 09:00 » (the hour as the time field reads it) → « 9h00 ». */
const shownTime = (value: string) => `${Number(value.slice(0, 2))}h${value.slice(3)}`;

/** An hour the time field has read (« 09:00 »): the others already have their own message. */
const readTime = (value: string | undefined) => value !== undefined && /^\d\d:\d\d$/.test(value);

const hoursSlot = z
  .object({
    days: text({ label: 'Jours (tels qu’affichés)', hint: 'Par exemple « Lundi–vendredi » ou « Samedi ».' }, { max: 40 }),
    dayOfWeek: list(choice(weekdays, { label: 'Jour', hint: 'Un jour de la semaine.', options: weekdayOptions }), { label: 'Jours (pour Google)', hint: 'Les mêmes jours, cochés un par un : Google les lit.', one: 'un jour', many: 'jours' }, { min: 1, max: 7 }),
    opens: time({ label: 'Ouverture', hint: 'Laissez vide si le bureau est fermé ce jour-là.' }).optional(),
    closes: time({ label: 'Fermeture', hint: 'Laissez vide si le bureau est fermé ce jour-là.' }).optional(),
  })
  .meta({ label: 'Horaire', hint: 'Des jours, et les heures d’ouverture ou rien s’il est fermé.' })
  .superRefine((slot, context) => {
    if (Boolean(slot.opens) !== Boolean(slot.closes)) context.addIssue(issue('hoursPair', { path: [slot.opens ? 'closes' : 'opens'] }));
    else if (readTime(slot.opens) && readTime(slot.closes) && slot.opens! >= slot.closes!) context.addIssue(issue('hoursOrder', { path: ['closes'] }));
  });

export const siteSchema = z
  .object({
    name: text({ label: 'Nom du cabinet', hint: 'Partout où le texte écrit « {cabinet} », ce nom le remplace.' }, { max: 60 }),
    tagline: text({ label: 'Accroche', hint: 'Une ligne qui dit ce que fait le cabinet : pied de page, Google, partages.' }, { max: 90 }),
    url: httpsUrl({ label: 'Adresse du site', hint: 'L’adresse publique du site, sans « / » final, par exemple https://www.sunurh.sn.' }).refine((value) => !value.endsWith('/'), refinement('trailingSlash')),
    phone: phone({ label: 'Téléphone', hint: 'Au format international, par exemple +221 33 000 00 00. Sert aussi aux liens d’appel et WhatsApp.' }),
    email: email({ label: 'Email', hint: 'L’adresse à laquelle les visiteurs écrivent.' }),
    address: z
      .object({
        street: text({ label: 'Quartier ou rue', hint: 'Par exemple « Plateau » ou « 12, avenue Léopold Sédar Senghor ».' }, { max: 120 }),
        city: text({ label: 'Ville', hint: 'Par exemple « Dakar ».' }, { max: 60 }),
        country: text({ label: 'Pays', hint: 'Par exemple « Sénégal ».' }, { max: 60 }),
      })
      .meta({ label: 'Adresse', hint: 'L’adresse des bureaux.' })
      .transform((address) => ({ ...address, countryCode: 'SN', display: `${address.city}, ${address.country}` })),
    geo: z
      .object({
        latitude: z.number().min(12).max(17).meta({ label: 'Latitude', hint: 'Le centre de la carte, par exemple 14,6928 pour le Plateau.' }),
        longitude: z.number().min(-18).max(-11).meta({ label: 'Longitude', hint: 'Le centre de la carte, par exemple -17,4467 pour le Plateau.' }),
      })
      .meta({ label: 'Position sur la carte', hint: 'Les coordonnées du bureau au Sénégal.' }),
    socials: list(
      z
        .object({
          network: choice(['linkedin', 'facebook', 'x'], { label: 'Réseau', hint: 'Le réseau social.', options: { linkedin: 'LinkedIn', facebook: 'Facebook', x: 'X' } }),
          url: httpsUrl({ label: 'Adresse de la page', hint: 'L’adresse complète de la page du cabinet, en https://.' }),
          // The addresses shipped are guesses: marked so, the preflight refuses to put the site
          // online until someone has checked each one and unticked it (scripts/deploy/preflight.mjs).
          example: toggle({
            label: 'Adresse à vérifier (exemple)',
            hint: 'Activé, cette adresse est un exemple qui n’a pas été vérifié : le site ne peut pas être mis en ligne ainsi. Ouvrez l’adresse, vérifiez que c’est bien la page du cabinet, puis désactivez.',
          }).optional(),
        })
        .meta({ label: 'Réseau social', hint: 'Un réseau et l’adresse de la page du cabinet.' }),
      { label: 'Réseaux sociaux', hint: 'Les pages du cabinet, en bas de chaque page.', one: 'un réseau social', many: 'réseaux sociaux' },
      { min: 0, max: 3 },
    ),
    hours: list(hoursSlot, { label: 'Horaires d’ouverture', hint: 'Ils s’affichent sur la page Contact et dans Google.', one: 'un horaire', many: 'horaires' }, { min: 1, max: 7 }),
    closedLabel: text({ label: 'Mot pour un jour de fermeture', hint: 'Affiché à la place des heures, par exemple « fermé ».' }, { max: 20 }),
  })
  .meta({ label: 'Coordonnées du cabinet', hint: 'Nom, téléphone, email, adresse, horaires et réseaux sociaux.' })
  .transform(({ hours, ...site }) => ({
    ...site,
    hours: hours.map((slot) => ({
      days: slot.days,
      time: slot.opens && slot.closes ? `${shownTime(slot.opens)}–${shownTime(slot.closes)}` : site.closedLabel,
      schemaDays: slot.dayOfWeek,
      opens: slot.opens ?? null,
      closes: slot.closes ?? null,
    })),
  }));
