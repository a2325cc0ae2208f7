/**
 * The blocks several content files share: a link button, a photo, Markdown prose, a section's
 * title and introduction, the search engines' fields, the call to action that ends a page and a
 * page's heading. Each is a zod schema carrying its editor label and hint (fields.ts). Build time
 * and the editor only.
 */
import { z } from 'zod';
import { choice, formatted, template, text, type FieldMeta } from './fields.ts';
import { issue } from './problems.ts';
import { parseArticleProse, parseProse, ProseError } from './prose.ts';
import { pagePaths, type PagePath } from './pagePaths.ts';
import type { SitePhoto } from './types';
import type { ServiceId } from '../domain/services';

/** The services' names as the editor's choices show them (each service's own name is in its file). */
export const serviceOptions = { interim: 'Intérim', recrutement: 'Recrutement', paie: 'Gestion de la paie', ipm: 'Gestion IPM', rh: 'Services RH' } satisfies Record<ServiceId, string>;
const pageOptions = { '/': 'Accueil', '/a-propos': 'À propos', '/services': 'Services', '/offres': 'Offres d’emploi', '/actualites': 'Actualités', '/contact': 'Contact', '/mentions-legales': 'Mentions légales', '/confidentialite': 'Confidentialité', '/simulateur-salaire': 'Simulateur de salaire' } satisfies Record<PagePath, string>;

/** A page of the site, chosen by its French name. */
export const route = (meta: FieldMeta) => choice(pagePaths, { ...meta, options: pageOptions });

/** A short text with its label and hint: most of the pages' words. */
export const words = (label: string, hint: string, max = 60) => text({ label, hint }, { max });

/** A link button: its text and the page it leads to. */
export const button = (label: string) =>
  z
    .object({
      label: text({ label: 'Texte du bouton', hint: 'Deux à cinq mots, par exemple « Prendre rendez-vous ».' }, { max: 40 }),
      to: route({ label: 'Page de destination', hint: 'La page du site que le bouton ouvre.' }),
    })
    .meta({ label, hint: 'Le texte du bouton et la page qu’il ouvre.' });

/**
 * Photos: one the firm uploaded in the editor (content/images/), or a stock photo named by its
 * id on Unsplash (the part of its address after images.unsplash.com/, « photo-… »). Each place on
 * the site crops it to its own size; the build makes the uploaded ones' files (photos.ts).
 */
export const photoSlots = {
  hero: { width: 1600, height: 1067 },
  section: { width: 1200, height: 800 },
  portrait: { width: 800, height: 800 },
} as const;

export const photo = (slot: keyof typeof photoSlots, label: string) =>
  z
    .object({
      upload: formatted(/^\/images\/[^/\\]+\.(jpe?g|png|webp)$/i, 'upload', 'Une photo JPEG, PNG ou WebP du dossier des images', {
        label: 'Photo du cabinet',
        hint: 'Téléversez une photo JPEG, PNG ou WebP : elle remplace la photo Unsplash. Le site la recadre et l’allège.',
        widget: 'image',
      }).optional(),
      image: formatted(/^photo-[\w-]+$/, 'photoId', 'Un identifiant Unsplash qui commence par « photo- »', {
        label: 'Photo Unsplash',
        hint: 'Sinon, l’identifiant d’une photo Unsplash (« photo-… »), utilisé s’il n’y a pas de photo téléversée.',
      }).optional(),
      alt: text({ label: 'Description de la photo', hint: 'Ce que montre la photo, pour les personnes aveugles et les moteurs de recherche.' }, { max: 160 }),
    })
    .meta({ label, hint: 'La photo et sa description.' })
    .superRefine((value, context) => {
      if (!value.upload && !value.image) context.addIssue(issue('photoMissing', { path: ['upload'] }));
    })
    .transform(({ image, upload, alt }): SitePhoto => (upload ? { source: upload, files: {}, alt, ...photoSlots[slot] } : { id: image!, alt, ...photoSlots[slot] }));

/** Markdown through `parse`: a refused piece is the field's problem, with the parser's French reason. */
const markdown = <Tree>(meta: FieldMeta, parse: (markdown: string) => Tree) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ widget: 'markdown', ...meta })
    .transform((markdown, context) => {
      try {
        return parse(markdown);
      } catch (error) {
        if (!(error instanceof ProseError)) throw error;
        context.issues.push({ ...issue('prose', {}, { reason: error.message }), input: markdown });
        return z.NEVER;
      }
    });

/** Long prose in Markdown: paragraphs, lists, *emphasis*, **bold** and links. */
export const prose = (meta: FieldMeta) => markdown(meta, parseProse);

/** An article's body in Markdown: the prose's, plus subheadings (## and ###), tables and quotes (prose.ts). */
export const articleProse = (meta: FieldMeta) => markdown({ ...meta, widget: 'article' }, parseArticleProse);

/** A list's pager: its name for screen readers, its two links and « Page 2 sur 3 »; `hint` says where it shows. */
export const pager = (hint: string) =>
  z
    .object({
      label: words('Nom de la pagination', 'Lu par les lecteurs d’écran.', 40),
      previous: words('Page précédente', 'Le lien vers la page précédente.', 30),
      next: words('Page suivante', 'Le lien vers la page suivante.', 30),
      status: template({ label: 'Page en cours', hint: '{page} et {pages} sont remplacés par les numéros.' }, ['page', 'pages'], { max: 40 }),
    })
    .meta({ label: 'Pagination', hint });

export const intro = (label: string) =>
  z
    .object({
      title: text({ label: 'Titre de la section', hint: 'Court : il s’affiche en grand.' }, { max: 90 }),
      lead: text({ label: 'Phrase d’introduction', hint: 'Une ou deux phrases sous le titre.' }, { max: 260, multiline: true }),
    })
    .meta({ label, hint: 'Le titre de la section et sa phrase d’introduction.' });

export const seo = z
  .object({
    title: text({ label: 'Titre dans Google et les partages', hint: 'Moins de 60 caractères. Le nom du cabinet est ajouté s’il n’y est pas.' }, { max: 70 }),
    description: text({ label: 'Description dans Google et les partages', hint: 'Entre 50 et 160 caractères : ce que le visiteur trouvera sur la page.' }, { min: 50, max: 160 }),
  })
  .meta({ label: 'Référencement', hint: 'Ce que montrent Google, WhatsApp et LinkedIn quand on partage la page.' });

export const callToAction = z
  .object({
    title: text({ label: 'Titre', hint: 'Une invitation courte.' }, { max: 90 }),
    text: text({ label: 'Texte', hint: 'Une ou deux phrases.' }, { max: 260, multiline: true }),
    button: button('Bouton'),
  })
  .meta({ label: 'Appel à l’action (bas de page)', hint: 'Le bandeau qui termine la page.' });

export const pageHero = z
  .object({
    title: text({ label: 'Titre de la page', hint: 'Le grand titre en haut de la page.' }, { max: 90 }),
    lead: text({ label: 'Introduction', hint: 'Une ou deux phrases sous le titre.' }, { max: 300, multiline: true }),
  })
  .meta({ label: 'En-tête de la page', hint: 'Le titre et l’introduction en haut de la page.' });
