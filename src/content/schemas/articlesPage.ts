/**
 * pages/articles.yml: the articles' list page (« Actualités »), and the words every article's page shares.
 */
import { z } from 'zod';
import { template, text } from '../fields.ts';
import { pageHero, pager, seo, words } from '../blocks.ts';

export const articlesPageSchema = z
  .object({
    seo,
    hero: pageHero,
    filter: z
      .object({
        label: words('Nom du filtre', 'Lu par les lecteurs d’écran avant les catégories.', 40),
        all: words('Toutes les catégories', 'Le premier choix du filtre.', 40),
      })
      .meta({ label: 'Filtre', hint: 'Les catégories au-dessus de la liste.' }),
    count: z
      .object({
        one: words('Un article', 'Quand un seul article s’affiche, par exemple « 1 article ».', 40),
        many: template({ label: 'Plusieurs articles', hint: '{nombre} est remplacé par le nombre d’articles.' }, ['nombre'], { max: 60 }),
      })
      .meta({ label: 'Nombre d’articles', hint: 'Au-dessus de la liste.' }),
    empty: text({ label: 'Aucun article', hint: 'Quand aucun article n’est encore publié dans la catégorie choisie.' }, { max: 200 }),
    pager: pager('Sous la liste, au-delà de dix articles.'),
    article: z
      .object({
        back: words('Retour à la liste', 'Le lien en haut d’un article.', 40),
        more: words('Lien vers l’article', 'Sur chaque fiche de la liste.', 40),
        readingTime: template({ label: 'Temps de lecture', hint: '{minutes} est remplacé par le nombre de minutes.' }, ['minutes'], { max: 40 }),
        published: template({ label: 'Date de publication', hint: '{date} est remplacé par la date.' }, ['date'], { max: 40 }),
        updated: template({ label: 'Date de mise à jour', hint: '{date} est remplacé par la date.' }, ['date'], { max: 40 }),
        verified: template({ label: 'Date de vérification', hint: 'Sous le titre d’un article qui a sa date « Vérifié le », et dans la description du flux RSS (le jour de sa dernière mise à jour) ; {date} est remplacé par la date, par exemple « À jour au {date} ».' }, ['date'], { max: 60 }),
        sources: words('Titre des sources', 'Au-dessus de la liste des sources, à la fin de l’article, par exemple « Sources ».', 40),
        consulted: template({ label: 'Date de consultation d’une source', hint: 'Après chaque source ; {date} est remplacé par la date (JJ/MM/AAAA), par exemple « consulté le {date} ».' }, ['date'], { max: 60 }),
        author: words('Titre de l’auteur', 'Au-dessus du nom et de la fonction de l’auteur, par exemple « Écrit par ».', 40),
        share: words('Titre du partage', 'Par exemple « Partager l’article ».', 40),
        related: words('Articles de la même catégorie', 'Le titre des articles proposés en bas de page.', 60),
        serviceTitle: words('Titre du service lié', 'Par exemple « Besoin d’un accompagnement ? ».', 60),
        service: template({ label: 'Lien vers le service', hint: '{service} est remplacé par le nom du service.' }, ['service'], { max: 60 }),
        quote: words('Bouton de devis', 'Mène au formulaire de contact, par exemple « Demander un devis ».', 40),
        offers: words('Lien vers les offres', 'Sous les articles d’une catégorie qui mène aux offres.', 60),
      })
      .meta({ label: 'Page d’un article', hint: 'Les libellés de la page d’un article.' }),
  })
  .meta({ label: 'Actualités', hint: 'La page des articles et les textes communs à chaque article (les articles sont dans la collection « Actualités »).' });
