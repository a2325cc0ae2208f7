/**
 * offers/: one job offer per file, each a page of its own (/offres/…).
 */
import { z } from 'zod';
import { choice, date, formatted, list, relation, text, type ListWords } from '../fields.ts';
import { refinement } from '../problems.ts';
import { isCalendarDay } from '../../domain/calendar.ts';
import { contractLabels, contracts, salaryPeriodLabels, salaryPeriods, workModeLabels, workModes } from '../../domain/offerTerms.ts';

/**
 * A list of short points in an offer. Its hint is written from the same bounds the rule checks
 * (« De 1 à 12 missions, une par ligne. »), so the two cannot disagree.
 */
const offerList = (label: string, { lead, one, many }: { lead?: string } & ListWords, { min = 1, max }: { min?: number; max: number }) => {
  const bounds = `de ${min} à ${max} ${many}, ${one.split(' ')[0]} par ligne.`;
  const hint = lead ? `${lead} : ${bounds}` : `${bounds[0]!.toUpperCase()}${bounds.slice(1)}`;
  return list(text({ label: 'Point', hint: 'Une phrase courte.' }, { max: 220 }), { label, hint, one, many }, { min, max });
};

export const offerSchema = z
  .object({
    title: text({ label: 'Intitulé du poste', hint: 'Tel que les candidats le cherchent, par exemple « Comptable senior ».' }, { max: 90 }),
    reference: formatted(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'reference', 'Majuscules, chiffres et tirets, par exemple SRH-2026-014', {
      label: 'Référence',
      hint: 'Unique, en majuscules, chiffres et tirets, par exemple « SRH-2026-014 ». Les candidats la citent.',
    }).pipe(z.string().max(30)),
    contract: choice(contracts, { label: 'Contrat', hint: 'Le type de contrat.', options: contractLabels }),
    city: text({ label: 'Ville', hint: 'Par exemple « Dakar », « Thiès ».' }, { max: 60 }),
    sector: relation('sectors', { label: 'Secteur', hint: 'Un des six secteurs de la page Services ; laissez vide pour « Autre ».', empty: '« Autre »' }).optional(),
    workMode: choice(workModes, { label: 'Mode de travail', hint: 'Sur site, hybride ou télétravail.', options: workModeLabels }),
    summary: text({ label: 'Résumé', hint: 'Deux ou trois phrases : le poste et son contexte. Il sert aussi de description dans Google.' }, { min: 50, max: 500, multiline: true }),
    missions: offerList('Missions', { one: 'une mission', many: 'missions' }, { max: 12 }),
    profile: offerList('Profil recherché', { lead: 'Formation, expérience, compétences', one: 'un point', many: 'points' }, { max: 12 }),
    benefits: offerList('Ce que nous offrons', { lead: 'Contrat, rémunération, avantages', one: 'un avantage', many: 'avantages' }, { max: 10 }),
    salary: z
      .object({
        min: z.number().int().min(1000).max(1_000_000_000).meta({ label: 'Salaire (minimum)', hint: 'En francs CFA, par exemple 450\u202f000. Le seul montant s’il n’y a pas de fourchette.', unit: 'francs' }),
        max: z.number().int().min(1000).max(1_000_000_000).meta({ label: 'Salaire (maximum)', hint: 'En francs CFA ; laissez vide pour un montant unique.', unit: 'francs' }).optional(),
        period: choice(salaryPeriods, { label: 'Période', hint: 'Par mois, par an, par jour ou de l’heure.', options: salaryPeriodLabels }),
      })
      .meta({ label: 'Salaire', hint: 'Facultatif : en FCFA, un montant ou une fourchette, et sa période.' })
      .refine((salary) => salary.max === undefined || salary.max >= salary.min, refinement('salaryOrder', ['max']))
      .optional(),
    client: text({ label: 'Client', hint: 'Le nom de l’entreprise qui recrute ; laissez vide pour « client confidentiel ».' }, { max: 80 }).optional(),
    datePosted: date({ label: 'Date de publication', hint: 'L’offre paraît sur le site à partir de ce jour.' }),
    deadline: date({ label: 'Date limite de candidature', hint: 'Facultative. Le lendemain, l’offre disparaît du site.' }).optional(),
  })
  .meta({ label: 'Offre d’emploi', hint: 'Une offre de la page Offres d’emploi ; elle disparaît du site après sa date limite.' })
  // Only two real days are compared: a malformed one already has its own message.
  .refine((offer) => offer.deadline === undefined || !isCalendarDay(offer.deadline) || !isCalendarDay(offer.datePosted) || offer.deadline >= offer.datePosted, refinement('deadlineOrder', ['deadline']));

/** An offer in the editor's list: « Comptable senior (SRH-2026-031) · En ligne · jusqu’au 15/12/2026 ». */
// `offer_status` and `offer_deadline` are ours (src/admin/editorHooks.ts): Sveltia's configuration
// check wants each tag to start with a field's name, and its own transformations cannot compare days.
export const offerSummary = '{{title}} ({{reference}}) · {{datePosted | offer_status}} · {{deadline | offer_deadline}}';
