/**
 * The folders of short entries: services, team, testimonials, values, sectors and the approach's
 * steps, the articles' categories (one YAML file per entry).
 */
import { z } from 'zod';
import { list, text, toggle } from '../fields.ts';
import { photo } from '../blocks.ts';

const order = z.number().int().min(1).max(99).meta({ label: 'Position', hint: 'Sa place dans la liste : 1 pour la première.' });

export const serviceSchema = z
  .object({
    name: text({ label: 'Nom du service', hint: 'Tel qu’il s’affiche partout : menu du pied de page, fiches, formulaire.' }, { max: 40 }),
    description: text({ label: 'Description', hint: 'Deux ou trois phrases pour la fiche du service.' }, { max: 500, multiline: true }),
    features: list(text({ label: 'Point fort', hint: 'Quelques mots.' }, { max: 60 }), { label: 'Points forts', hint: 'Exactement quatre points forts.', one: 'un point fort', many: 'points forts' }, { count: 4 }),
    photo: photo('section', 'Photo'),
  })
  .meta({ label: 'Service', hint: 'Une fiche de la page Services.' });

export const teamMemberSchema = z
  .object({
    name: text({ label: 'Nom', hint: 'Prénom et nom.' }, { max: 60 }),
    role: text({ label: 'Fonction', hint: 'Par exemple « Directrice générale ».' }, { max: 80 }),
    description: text({ label: 'Présentation', hint: 'Deux ou trois phrases.' }, { max: 400, multiline: true }),
    photo: photo('portrait', 'Portrait'),
    order,
  })
  .meta({ label: 'Membre de l’équipe', hint: 'Une personne de l’équipe de direction (page À propos).' });

export const testimonialSchema = z
  .object({
    quote: text({ label: 'Témoignage', hint: 'Les mots du client, sans guillemets.' }, { max: 400, multiline: true }),
    name: text({ label: 'Nom', hint: 'Prénom et nom du client.' }, { max: 60 }),
    position: text({ label: 'Fonction et entreprise', hint: 'Par exemple « Directrice des ressources humaines, Kaay Finance, Dakar ».' }, { max: 120 }),
  })
  .meta({ label: 'Témoignage', hint: 'Un client qui témoigne (la page d’accueil en affiche trois).' });

export const valueSchema = z
  .object({
    title: text({ label: 'Valeur', hint: 'Un ou deux mots.' }, { max: 40 }),
    description: text({ label: 'Texte', hint: 'Une ou deux phrases.' }, { max: 260, multiline: true }),
    order,
  })
  .meta({ label: 'Valeur', hint: 'Une des quatre valeurs (page À propos).' });

export const sectorSchema = z
  .object({
    name: text({ label: 'Secteur', hint: 'Le nom du secteur.' }, { max: 40 }),
    description: text({ label: 'Texte', hint: 'Une phrase.' }, { max: 200, multiline: true }),
    order,
  })
  .meta({ label: 'Secteur', hint: 'Un des six secteurs (page Services).' });

export const stepSchema = z
  .object({
    number: z.number().int().min(1).max(4).meta({ label: 'Numéro', hint: 'Sa place dans l’approche, de 1 à 4.' }),
    title: text({ label: 'Titre', hint: 'Le nom de l’étape.' }, { max: 60 }),
    description: text({ label: 'Texte', hint: 'Une ou deux phrases.' }, { max: 260, multiline: true }),
  })
  .meta({ label: 'Étape', hint: 'Une des quatre étapes de l’approche (page Services).' });

export const categorySchema = z
  .object({
    name: text({ label: 'Catégorie', hint: 'Son nom, par exemple « Droit du travail ».' }, { max: 40 }),
    offersLink: toggle({ label: 'Lien vers les offres', hint: 'Activé, chaque article de la catégorie mène aussi aux offres d’emploi (pour « Conseils aux candidats »).' }).optional(),
    legal: toggle({ label: 'Catégorie juridique', hint: 'Activé, chaque article de la catégorie parle de la loi : le site ne le publie qu’avec ses sources et sa date « Vérifié le ».' }).optional(),
    order,
  })
  .meta({ label: 'Catégorie', hint: 'Une catégorie d’articles (page Actualités), dans l’ordre du filtre.' });
