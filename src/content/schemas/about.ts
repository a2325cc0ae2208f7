/**
 * pages/about.yml and pages/services.yml: the two pages that present the firm (their lists are
 * collections: team, values, services, steps, sectors).
 */
import { z } from 'zod';
import { text } from '../fields.ts';
import { callToAction, intro, pageHero, photo, prose, seo } from '../blocks.ts';

export const aboutSchema = z
  .object({
    seo,
    hero: pageHero,
    story: z
      .object({
        title: text({ label: 'Titre', hint: 'Le titre de l’histoire.' }, { max: 60 }),
        body: prose({ label: 'Texte', hint: 'L’histoire du cabinet. Un paragraphe par ligne vide ; *italique*, **gras** et liens possibles.' }),
        photo: photo('section', 'Photo'),
      })
      .meta({ label: 'Notre histoire', hint: 'L’histoire du cabinet et sa photo.' }),
    valuesIntro: intro('Valeurs'),
    teamIntro: intro('Équipe'),
    cta: callToAction,
  })
  .meta({ label: 'À propos', hint: 'La page À propos.' });

export const servicesPageSchema = z
  .object({
    seo,
    hero: pageHero,
    listTitle: text({ label: 'Titre de la liste des services', hint: 'Au-dessus des cinq fiches.' }, { max: 90 }),
    quoteButton: text({ label: 'Bouton des fiches', hint: 'Sur chaque fiche ; il ouvre la page Contact.' }, { max: 40 }),
    approachIntro: intro('Notre approche'),
    sectorsIntro: intro('Secteurs'),
    cta: callToAction,
  })
  .meta({ label: 'Services', hint: 'La page Services (les fiches sont dans la collection « Services »).' });
