/**
 * articles/: one article (« Actualités ») per Markdown file: its fields between two « --- » lines,
 * then its text. Each is a page of its own (/actualites/…) from its publication day, unless it is
 * a draft.
 */
import { z } from 'zod';
import { date, httpsUrl, list, relation, text, toggle } from '../fields.ts';
import { articleProse, photo } from '../blocks.ts';
import { refinement } from '../problems.ts';
import { isCalendarDay } from '../../domain/calendar.ts';

/**
 * One source of what an article says: the text or page, who publishes it, its address when it has
 * one, the day it was read. The article's page lists them under « Sources » (ArticleDetail.tsx).
 */
export const articleSourceSchema = z
  .object({
    title: text({ label: 'Titre de la source', hint: 'Le texte ou la page, avec son numéro et sa date, par exemple « Décret n° 2012-832 du 7 août 2012 portant organisation et fonctionnement des IPM ».' }, { max: 250 }),
    publisher: text({ label: 'Organisme ou site', hint: 'Qui le publie, par exemple « Journal officiel de la République du Sénégal » ou « CLEISS ».' }, { max: 120 }),
    url: httpsUrl({ label: 'Adresse (lien)', hint: 'Facultative : l’adresse de la page lue, qui commence par https://. Vide pour un texte que vous n’avez pas trouvé en ligne.' }).optional(),
    consulted: date({ label: 'Consulté le', hint: 'Le jour où vous avez lu la source. Vide si vous n’avez pas pu la lire vous-même : dites-le dans « Remarque ».' }).optional(),
    note: text({ label: 'Remarque', hint: 'Facultative, affichée avec la source, par exemple « Non confirmé : à vérifier au Journal officiel ».' }, { max: 300 }).optional(),
  })
  .meta({ label: 'Source', hint: 'Un texte ou une page sur lequel l’article s’appuie.' });

export const articleSchema = z
  .object({
    title: text({ label: 'Titre', hint: 'Ce que le lecteur cherche, en moins de 70 caractères, par exemple « La période d’essai au Sénégal ».' }, { max: 110 }),
    summary: text({ label: 'Résumé', hint: 'Deux phrases : ce que l’article explique. Il s’affiche dans la liste et sert de description dans Google et les partages.' }, { min: 50, max: 300, multiline: true }),
    date: date({ label: 'Date de publication', hint: 'L’article paraît sur le site à partir de ce jour (le site est reconstruit chaque nuit) ; une date à venir le programme.' }),
    updated: date({ label: 'Mis à jour le', hint: 'Facultative : le jour d’une correction importante, affiché sous le titre.' }).optional(),
    author: relation('team', { label: 'Auteur', hint: 'Une personne de l’équipe (page À propos) : son nom et sa fonction s’affichent.' }),
    category: relation('categories', { label: 'Catégorie', hint: 'Une des catégories de la collection « Catégories d’articles ».' }),
    service: relation('services', { label: 'Service lié', hint: 'Facultatif : le service dont parle l’article ; la page y mène, avec « Demander un devis ».', empty: 'aucun service' }).optional(),
    cover: photo('section', 'Photo de couverture'),
    draft: toggle({ label: 'Brouillon', hint: 'Activé, l’article n’est publié nulle part : ni page, ni liste, ni flux, ni plan du site.' }).optional(),
    draftNote: text({ label: 'Pourquoi en brouillon', hint: 'Facultatif, pour l’équipe seulement (jamais affiché sur le site) : ce qui reste à vérifier avant de publier l’article.' }, { max: 500, multiline: true }).optional(),
    verified: date({ label: 'Vérifié le', hint: 'Le jour où l’article a été relu avec ses sources ; affiché sous le titre : « À jour au 27 novembre 2026 ». Obligatoire dans une catégorie juridique.' }).optional(),
    sources: list(articleSourceSchema, { label: 'Sources', hint: 'Les textes et pages sur lesquels l’article s’appuie, affichés à sa fin. Au moins une dans une catégorie juridique (Droit du travail, Paie et cotisations, IPM et santé).', one: 'une source', many: 'sources' }, { min: 0, max: 20 }).optional(),
    body: articleProse({
      label: 'Texte de l’article',
      hint: 'Paragraphes, intertitres (## et ###), listes, liens, tableaux, citations (>) et photos (bouton « Image » : une photo téléversée, seule dans son paragraphe, avec sa description). Citez la source d’un chiffre (texte de loi, décret et sa date) ; écrivez « À compléter » pour une valeur à vérifier.',
    }),
  })
  .meta({ label: 'Article', hint: 'Un article de la page Actualités ; un brouillon ou une date à venir ne paraît pas encore.' })
  // Only two real days are compared: a malformed one already has its own message.
  .refine((article) => article.updated === undefined || !isCalendarDay(article.updated) || !isCalendarDay(article.date) || article.updated >= article.date, refinement('updatedOrder', ['updated']));

/** An article in the editor's list: « Période d’essai au Sénégal… · En ligne depuis le 10/11/2026 ». */
// `article_status` is ours (src/admin/editorHooks.ts): a summary template cannot compare the date
// with today, nor read the draft switch beside it.
export const articleSummary = '{{title}} · {{date | article_status}}';
