/**
 * pages/home.yml: the home page.
 */
import { z } from 'zod';
import { choice, list, relation, text } from '../fields.ts';
import { button, callToAction, intro, photo, seo, serviceOptions } from '../blocks.ts';

export const homeSchema = z
  .object({
    seo,
    hero: z
      .object({
        eyebrow: text({ label: 'Surtitre', hint: 'Quelques mots au-dessus du titre.' }, { max: 60 }),
        title: text({ label: 'Titre principal', hint: 'La promesse du cabinet, en une phrase.' }, { max: 100 }),
        lead: text({ label: 'Introduction', hint: 'Deux phrases sous le titre.' }, { max: 300, multiline: true }),
        primaryCta: button('Premier bouton'),
        secondaryCta: button('Second bouton'),
        jobSeekers: z
          .object({
            question: text({ label: 'Question', hint: 'Pour les candidats, sous les boutons, par exemple « Vous cherchez un emploi ? ».' }, { max: 60 }),
            link: button('Lien'),
          })
          .meta({ label: 'Accès des candidats', hint: 'La ligne qui mène les candidats aux offres d’emploi.' }),
        photo: photo('hero', 'Photo'),
      })
      .meta({ label: 'Bandeau d’accueil', hint: 'Le haut de la page d’accueil.' }),
    teasersIntro: intro('Services mis en avant'),
    teasers: list(
      z
        .object({
          service: choice(['interim', 'recrutement', 'paie'], {
            label: 'Service',
            hint: 'Le service présenté (son nom vient de sa fiche) ; chacun a son pictogramme.',
            options: { interim: serviceOptions.interim, recrutement: serviceOptions.recrutement, paie: serviceOptions.paie },
          }),
          text: text({ label: 'Texte', hint: 'Deux phrases.' }, { max: 220, multiline: true }),
          linkLabel: text({ label: 'Texte du lien', hint: 'Par exemple « En savoir plus sur l’intérim ».' }, { max: 50 }),
        })
        .meta({ label: 'Service mis en avant', hint: 'Un service et son texte.' }),
      { label: 'Les trois services', hint: 'Intérim, Recrutement et Gestion de la paie, chacun avec son texte.', one: 'un service', many: 'services' },
      { count: 3 },
    ),
    claimsTitle: text({ label: 'Titre des chiffres clés', hint: 'Lu par les lecteurs d’écran seulement.' }, { max: 60 }),
    claims: list(
      z
        .object({
          prefix: text({ label: 'Avant le chiffre', hint: 'Facultatif, par exemple « + de ».' }, { max: 10 }).optional(),
          figure: text({ label: 'Chiffre', hint: 'Par exemple « 90 % » ou « 150 ».' }, { max: 10 }),
          label: text({ label: 'Légende', hint: 'Ce que mesure le chiffre.' }, { max: 60 }),
        })
        .meta({ label: 'Chiffre clé', hint: 'Un chiffre et sa légende.' }),
      { label: 'Chiffres clés', hint: 'Les trois chiffres du bandeau vert.', one: 'un chiffre clé', many: 'chiffres clés' },
      { count: 3 },
    ),
    whyUs: z
      .object({
        title: text({ label: 'Titre', hint: 'Le titre du bloc.' }, { max: 90 }),
        lead: text({ label: 'Introduction', hint: 'Une phrase.' }, { max: 260, multiline: true }),
        reasons: list(
          z
            .object({
              title: text({ label: 'Titre', hint: 'Quelques mots.' }, { max: 60 }),
              description: text({ label: 'Texte', hint: 'Une ou deux phrases.' }, { max: 260, multiline: true }),
            })
            .meta({ label: 'Raison', hint: 'Un atout du cabinet.' }),
          { label: 'Raisons', hint: 'Quatre atouts du cabinet.', one: 'une raison', many: 'raisons' },
          { count: 4 },
        ),
      })
      .meta({ label: 'Pourquoi nous choisir', hint: 'Le bloc des atouts du cabinet.' }),
    testimonialsIntro: intro('Témoignages'),
    testimonials: list(
      relation('testimonials', { label: 'Témoignage', hint: 'Un témoignage de la collection « Témoignages ».' }),
      { label: 'Témoignages affichés', hint: 'Les trois témoignages de la page d’accueil, dans l’ordre.', one: 'un témoignage', many: 'témoignages' },
      { count: 3 },
    ),
    closingCta: callToAction,
    latestArticles: intro('Nos derniers articles'),
    latestArticlesLink: text({ label: 'Lien vers les actualités', hint: 'Sous les trois derniers articles, vers la page Actualités.' }, { max: 40 }),
  })
  .meta({ label: 'Accueil', hint: 'La page d’accueil.' });
