/**
 * What every content file under content/ must hold: its fields, which are required, their limits
 * and allowed values, with the French label and hint the editor shows. The one place that says
 * it: the loader validates against it, the app's types are inferred from it, and the editor's
 * configuration is generated from it. Build time only (zod never reaches a visitor).
 */
import { z } from 'zod';
import { serviceChoices } from '../../machines/contactForm.machine';
import { choice, date, email, formatted, httpsUrl, list, phone, template, text, time, type FieldMeta, type ListWords } from './fields';
import { contractLabels, contracts, salaryPeriodLabels, salaryPeriods, workModeLabels, workModes } from '../offers/terms';
import { parseProse, ProseError } from './prose';
import { issue, refinement } from './problems';
import { pagePaths } from './routes';
import { isCalendarDay } from '../offers/offers';

export const serviceIds = serviceChoices.filter((id) => id !== 'other') as Exclude<(typeof serviceChoices)[number], 'other'>[];
export type ServiceId = (typeof serviceIds)[number];

const serviceOptions = { interim: 'Intérim', recrutement: 'Recrutement', paie: 'Gestion de la paie', ipm: 'Gestion IPM', rh: 'Services RH' } satisfies Record<ServiceId, string>;
const pageOptions = { '/': 'Accueil', '/a-propos': 'À propos', '/services': 'Services', '/offres': 'Offres d’emploi', '/contact': 'Contact', '/mentions-legales': 'Mentions légales', '/confidentialite': 'Confidentialité' } satisfies Record<(typeof pagePaths)[number], string>;

const route = (meta: FieldMeta) => choice(pagePaths, { ...meta, options: pageOptions });

/** A link button: its text and the page it leads to. */
const button = (label: string) =>
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

const photo = (slot: keyof typeof photoSlots, label: string) =>
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

/** A photo as the pages draw it: its id on the photo host, its description and its crop. */
export interface StockImage {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/** A photo the firm uploaded: the file the build made at each width of its srcset (load.ts). */
export interface UploadedImage {
  files: Record<number, string>;
  alt: string;
  width: number;
  height: number;
  /** Its address in the content file (« /images/… »), until the loader has made its files. */
  source?: string;
}

export type SitePhoto = StockImage | UploadedImage;

/** Long prose in Markdown: paragraphs, lists, *emphasis*, **bold** and links. */
const prose = (meta: FieldMeta) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ ...meta, widget: 'markdown' })
    .transform((markdown, context) => {
      try {
        return parseProse(markdown);
      } catch (error) {
        if (!(error instanceof ProseError)) throw error;
        context.issues.push({ ...issue('prose', {}, { reason: error.message }), input: markdown });
        return z.NEVER;
      }
    });

const intro = (label: string) =>
  z
    .object({
      title: text({ label: 'Titre de la section', hint: 'Court : il s’affiche en grand.' }, { max: 90 }),
      lead: text({ label: 'Phrase d’introduction', hint: 'Une ou deux phrases sous le titre.' }, { max: 260, multiline: true }),
    })
    .meta({ label, hint: 'Le titre de la section et sa phrase d’introduction.' });

const seo = z
  .object({
    title: text({ label: 'Titre dans Google et les partages', hint: 'Moins de 60 caractères. Le nom du cabinet est ajouté s’il n’y est pas.' }, { max: 70 }),
    description: text({ label: 'Description dans Google et les partages', hint: 'Entre 50 et 160 caractères : ce que le visiteur trouvera sur la page.' }, { min: 50, max: 160 }),
  })
  .meta({ label: 'Référencement', hint: 'Ce que montrent Google, WhatsApp et LinkedIn quand on partage la page.' });

const callToAction = z
  .object({
    title: text({ label: 'Titre', hint: 'Une invitation courte.' }, { max: 90 }),
    text: text({ label: 'Texte', hint: 'Une ou deux phrases.' }, { max: 260, multiline: true }),
    button: button('Bouton'),
  })
  .meta({ label: 'Appel à l’action (bas de page)', hint: 'Le bandeau qui termine la page.' });

const pageHero = z
  .object({
    title: text({ label: 'Titre de la page', hint: 'Le grand titre en haut de la page.' }, { max: 90 }),
    lead: text({ label: 'Introduction', hint: 'Une ou deux phrases sous le titre.' }, { max: 300, multiline: true }),
  })
  .meta({ label: 'En-tête de la page', hint: 'Le titre et l’introduction en haut de la page.' });

/* ------------------------------------------------------------------ site.yml */

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
        latitude: z.number().min(12).max(17).meta({ label: 'Latitude', hint: 'Le centre de la carte, par exemple 14.6928 pour le Plateau.' }),
        longitude: z.number().min(-18).max(-11).meta({ label: 'Longitude', hint: 'Le centre de la carte, par exemple -17.4467 pour le Plateau.' }),
      })
      .meta({ label: 'Position sur la carte', hint: 'Les coordonnées du bureau au Sénégal.' }),
    socials: list(
      z
        .object({
          network: choice(['linkedin', 'facebook', 'x'], { label: 'Réseau', hint: 'Le réseau social.', options: { linkedin: 'LinkedIn', facebook: 'Facebook', x: 'X' } }),
          url: httpsUrl({ label: 'Adresse de la page', hint: 'L’adresse complète de la page du cabinet, en https://.' }),
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

/* ------------------------------------------------------------------ ui.yml */

export const uiSchema = z
  .object({
    skipLink: text({ label: 'Lien « aller au contenu »', hint: 'Le premier lien, pour la navigation au clavier.' }, { max: 40 }),
    loaderLabel: text({ label: 'Texte de chargement', hint: 'Lu par les lecteurs d’écran pendant la seconde de chargement.' }, { max: 60 }),
    nav: list(
      z
        .object({
          label: text({ label: 'Texte du lien', hint: 'Un ou deux mots.' }, { max: 30 }),
          to: route({ label: 'Page', hint: 'La page que le lien ouvre.' }),
        })
        .meta({ label: 'Lien', hint: 'Un lien du menu.' }),
      { label: 'Menu principal', hint: 'Les liens de l’en-tête et du pied de page, dans l’ordre.', one: 'un lien', many: 'liens' },
      { min: 2, max: 6 },
    ),
    appointment: button('Bouton de l’en-tête'),
    header: z
      .object({
        homeLabel: text({ label: 'Logo (lien vers l’accueil)', hint: 'Lu par les lecteurs d’écran sur le logo.' }, { max: 80 }),
        navLabel: text({ label: 'Nom du menu', hint: 'Lu par les lecteurs d’écran.' }, { max: 40 }),
        menuButton: text({ label: 'Bouton du menu (mobile)', hint: 'Le mot affiché sur le bouton du menu.' }, { max: 20 }),
        openMenu: text({ label: 'Ouvrir le menu', hint: 'Lu par les lecteurs d’écran sur le bouton du menu fermé.' }, { max: 40 }),
        closeMenu: text({ label: 'Fermer le menu', hint: 'Lu par les lecteurs d’écran sur le bouton du menu ouvert.' }, { max: 40 }),
      })
      .meta({ label: 'En-tête', hint: 'Les textes de l’en-tête.' }),
    footer: z
      .object({
        about: text({ label: 'Présentation', hint: 'Une phrase sous le logo.' }, { max: 240, multiline: true }),
        quickLinks: text({ label: 'Titre des liens rapides', hint: 'Au-dessus du menu.' }, { max: 40 }),
        services: text({ label: 'Titre des services', hint: 'Au-dessus des liens vers les services.' }, { max: 40 }),
        contact: text({ label: 'Titre des coordonnées', hint: 'Au-dessus du téléphone et de l’email.' }, { max: 40 }),
        follow: text({ label: 'Réseaux sociaux', hint: 'Lu par les lecteurs d’écran sur les liens des réseaux.' }, { max: 40 }),
        socialLabel: template({ label: 'Lien vers un réseau', hint: 'Lu par les lecteurs d’écran ; {reseau} est remplacé par le nom du réseau.' }, ['reseau'], { max: 60 }),
        rights: text({ label: 'Mention de droits', hint: 'Après l’année et le nom du cabinet.' }, { max: 60 }),
        legal: text({ label: 'Informations légales', hint: 'Lu par les lecteurs d’écran sur les liens vers les mentions légales et la confidentialité.' }, { max: 40 }),
        legalNotice: text({ label: 'Lien vers les mentions légales', hint: 'En bas de chaque page.' }, { max: 40 }),
        privacy: text({ label: 'Lien vers la confidentialité', hint: 'En bas de chaque page.' }, { max: 40 }),
      })
      .meta({ label: 'Pied de page', hint: 'Les textes du pied de page.' }),
    toast: z
      .object({
        close: text({ label: 'Fermer la notification', hint: 'Lu par les lecteurs d’écran sur la croix.' }, { max: 40 }),
        region: text({ label: 'Zone des notifications', hint: 'Lu par les lecteurs d’écran.' }, { max: 40 }),
      })
      .meta({ label: 'Notifications', hint: 'Les textes des notifications.' }),
    routeAnnouncement: template({ label: 'Annonce d’une nouvelle page', hint: 'Lu par les lecteurs d’écran ; {titre} est remplacé par le titre de la page.' }, ['titre'], { max: 60 }),
    notFound: z
      .object({
        title: text({ label: 'Titre', hint: 'Le titre de la page d’erreur.' }, { max: 60 }),
        text: text({ label: 'Texte', hint: 'Une phrase qui explique.' }, { max: 200, multiline: true }),
        home: text({ label: 'Premier bouton', hint: 'Il ramène à l’accueil.' }, { max: 40 }),
        back: text({ label: 'Second bouton', hint: 'Il ramène aussi à l’accueil.' }, { max: 40 }),
      })
      .meta({ label: 'Page introuvable (404)', hint: 'La page affichée pour une adresse qui n’existe pas.' }),
  })
  .meta({ label: 'En-tête, pied de page et messages', hint: 'Les textes communs à toutes les pages.' });

/* ------------------------------------------------------------------ pages */

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
      z.string().meta({ label: 'Témoignage', hint: 'Un témoignage de la collection « Témoignages ».', widget: 'relation', collection: 'testimonials' }),
      { label: 'Témoignages affichés', hint: 'Les trois témoignages de la page d’accueil, dans l’ordre.', one: 'un témoignage', many: 'témoignages' },
      { count: 3 },
    ),
    closingCta: callToAction,
  })
  .meta({ label: 'Accueil', hint: 'La page d’accueil.' });

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

const contactFields = {
  name: 'Nom complet',
  email: 'Email',
  phone: 'Téléphone',
  company: 'Entreprise',
  service: 'Service',
  message: 'Message',
  website: 'Champ piège (invisible)',
} as const;

const fieldTexts = <Keys extends readonly (keyof typeof contactFields)[]>(keys: Keys, hint: string, max: number) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text({ label: contactFields[key], hint }, { max })])) as { [Key in Keys[number]]: ReturnType<typeof text> });

export const contactSchema = z
  .object({
    seo,
    hero: z
      .object({
        eyebrow: text({ label: 'Surtitre', hint: 'Un mot au-dessus du titre.' }, { max: 40 }),
        title: text({ label: 'Titre de la page', hint: 'Le grand titre.' }, { max: 90 }),
        lead: text({ label: 'Introduction', hint: 'Une ou deux phrases.' }, { max: 300, multiline: true }),
      })
      .meta({ label: 'En-tête de la page', hint: 'Le titre et l’introduction.' }),
    details: z
      .object({
        title: text({ label: 'Titre', hint: 'Au-dessus des coordonnées.' }, { max: 60 }),
        phoneLabel: text({ label: 'Libellé du téléphone', hint: 'Un mot.' }, { max: 30 }),
        whatsappLabel: text({ label: 'Libellé de WhatsApp', hint: 'Un mot.' }, { max: 30 }),
        whatsappAction: text({ label: 'Lien WhatsApp', hint: 'Le texte du lien qui ouvre WhatsApp.' }, { max: 40 }),
        emailLabel: text({ label: 'Libellé de l’email', hint: 'Un mot.' }, { max: 30 }),
        addressLabel: text({ label: 'Libellé de l’adresse', hint: 'Un mot.' }, { max: 30 }),
        hoursTitle: text({ label: 'Titre des horaires', hint: 'Au-dessus des horaires (ils se modifient dans « Coordonnées du cabinet »).' }, { max: 60 }),
      })
      .meta({ label: 'Coordonnées', hint: 'Les libellés du bloc de coordonnées (les valeurs sont dans « Coordonnées du cabinet »).' }),
    map: z
      .object({
        title: text({ label: 'Titre', hint: 'Au-dessus de la carte.' }, { max: 60 }),
        frameTitle: text({ label: 'Description de la carte', hint: 'Lue par les lecteurs d’écran.' }, { max: 120 }),
        openLink: text({ label: 'Lien vers la carte', hint: 'Le lien qui ouvre la carte en grand.' }, { max: 60 }),
      })
      .meta({ label: 'Carte', hint: 'Les textes autour de la carte.' }),
    form: z
      .object({
        title: text({ label: 'Titre du formulaire', hint: 'Au-dessus du formulaire.' }, { max: 60 }),
        intro: text({ label: 'Introduction', hint: 'Une phrase sur les champs obligatoires.' }, { max: 160 }),
        labels: fieldTexts(['name', 'email', 'phone', 'company', 'service', 'message', 'website'], 'Le libellé du champ.', 40).meta({ label: 'Libellés des champs', hint: 'Le nom de chaque champ.' }),
        placeholders: fieldTexts(['name', 'email', 'phone', 'company', 'message'], 'L’exemple affiché en gris dans le champ vide.', 120).meta({ label: 'Exemples dans les champs', hint: 'Le texte gris des champs vides.' }),
        optional: text({ label: 'Mention « facultatif »', hint: 'Après le libellé des champs facultatifs.' }, { max: 20 }),
        servicePlaceholder: text({ label: 'Choix du service (vide)', hint: 'Le premier choix de la liste, avant qu’un service soit choisi.' }, { max: 40 }),
        otherService: text({ label: 'Dernier choix de service', hint: 'Pour une demande hors des cinq services.' }, { max: 40 }),
        submit: text({ label: 'Bouton d’envoi', hint: 'Le texte du bouton.' }, { max: 40 }),
        submitting: text({ label: 'Bouton pendant l’envoi', hint: 'Le texte du bouton pendant l’envoi.' }, { max: 40 }),
        readOnlyWhileSending: text({ label: 'Annonce pendant l’envoi', hint: 'Lue par les lecteurs d’écran.' }, { max: 120 }),
        counter: template({ label: 'Compteur de caractères', hint: '{used} et {max} sont remplacés par les nombres.' }, ['used', 'max'], { max: 60 }),
        privacy: text({ label: 'Mention sous le bouton', hint: 'Ce que deviennent les informations envoyées.' }, { max: 200 }),
        privacyLink: text({ label: 'Lien vers la confidentialité', hint: 'Après la mention : mène à la page Confidentialité.' }, { max: 60 }),
        notSent: text({ label: 'Envoi échoué (court)', hint: 'Affiché si l’envoi échoue et que l’alerte complète ne peut pas s’afficher.' }, { max: 200 }),
      })
      .meta({ label: 'Formulaire', hint: 'Les textes du formulaire de contact.' }),
    validation: z
      .object({
        nameMissing: text({ label: 'Nom manquant', hint: 'Affiché si le nom est vide.' }, { max: 120 }),
        emailMissing: text({ label: 'Email manquant', hint: 'Affiché si l’email est vide.' }, { max: 120 }),
        emailInvalid: text({ label: 'Email incomplet', hint: 'Affiché si l’email est mal écrit.' }, { max: 120 }),
        messageMissing: text({ label: 'Message manquant', hint: 'Affiché si le message est vide.' }, { max: 120 }),
        tooLong: template({ label: 'Texte trop long', hint: '{max} est remplacé par le nombre de caractères permis.' }, ['max'], { max: 120 }),
      })
      .meta({ label: 'Messages d’erreur du formulaire', hint: 'Affichés quand un champ est mal rempli.' }),
    refusals: z
      .object({
        serviceUnknown: text({ label: 'Service inconnu', hint: 'Le serveur a reçu un service qui n’est pas dans la liste.' }, { max: 160 }),
        offerClosed: text({ label: 'Offre close', hint: 'L’offre a fermé (ou n’existe plus) entre l’ouverture du formulaire et l’envoi.' }, { max: 200 }),
        cvType: text({ label: 'CV : format refusé', hint: 'Le fichier n’est ni un PDF ni un document Word ou OpenDocument.' }, { max: 200 }),
        cvEmpty: text({ label: 'CV : fichier vide', hint: 'Le fichier choisi ne contient rien.' }, { max: 160 }),
        cvTooLarge: template({ label: 'CV : fichier trop lourd', hint: '{taille} est remplacé par la taille du fichier choisi.' }, ['taille'], { max: 200 }),
        cvLost: text({ label: 'CV à choisir à nouveau', hint: 'Après un rechargement de la page : le brouillon garde le texte, pas le fichier.' }, { max: 200 }),
        invalid: text({ label: 'Champs refusés par le serveur', hint: 'Au-dessus des messages sous chaque champ à corriger.' }, { max: 200 }),
        tooLarge: text({ label: 'Envoi trop lourd', hint: 'Le serveur a refusé un envoi de plus de 5 Mo.' }, { max: 200 }),
        tooMany: template({ label: 'Trop d’envois', hint: 'Après plusieurs messages en peu de temps ; {attente} est remplacé par l’attente (« 7 minutes »).' }, ['attente'], { max: 200 }),
      })
      .meta({ label: 'Refus du serveur et du CV', hint: 'Ce que disent le champ du CV et le site quand il refuse un envoi ; le serveur répond avec les mêmes mots.' }),
    success: z
      .object({
        panelTitle: text({ label: 'Titre après l’envoi', hint: 'Remplace le formulaire une fois le message envoyé.' }, { max: 60 }),
        panelText: text({ label: 'Texte après l’envoi', hint: 'Sous ce titre.' }, { max: 200 }),
        toastTitle: text({ label: 'Titre de la notification', hint: 'La notification en bas de l’écran.' }, { max: 60 }),
        toastText: text({ label: 'Texte de la notification', hint: 'Sous son titre.' }, { max: 200 }),
        back: text({ label: 'Formulaire revenu', hint: 'Au-dessus du formulaire vide qui revient après l’envoi : le message est bien parti.' }, { max: 200 }),
      })
      .meta({ label: 'Message envoyé', hint: 'Ce que voit le visiteur une fois son message envoyé.' }),
    application: z
      .object({
        offer: template({ label: 'Candidature à une offre', hint: 'Au-dessus du formulaire ouvert depuis une offre ; {reference} et {titre} sont remplacés par ceux de l’offre.' }, ['reference', 'titre'], { max: 120 }),
        spontaneous: text({ label: 'Candidature spontanée', hint: 'Au-dessus du formulaire ouvert pour une candidature spontanée.' }, { max: 120 }),
        advice: template({ label: 'Conseil au candidat', hint: 'Sous cette ligne ; {email} est remplacé par l’adresse du cabinet, en lien.' }, ['email'], { max: 260 }),
        cvLabel: text({ label: 'Champ du CV', hint: 'Le nom du champ où le candidat joint son CV.' }, { max: 80 }),
        cvChoose: text({ label: 'Bouton : choisir le CV', hint: 'Ouvre le choix du fichier.' }, { max: 40 }),
        cvChosen: template({ label: 'CV choisi', hint: '{nom} et {taille} sont remplacés par ceux du fichier.' }, ['nom', 'taille'], { max: 120 }),
        cvRemove: text({ label: 'Bouton : retirer le CV', hint: 'À côté du fichier choisi.' }, { max: 40 }),
        line: text({ label: 'Ligne « offre » du message', hint: 'Le nom de la ligne qui cite l’offre dans un e-mail ou un WhatsApp de secours.' }, { max: 30 }),
      })
      .meta({ label: 'Candidatures', hint: 'Ce que le formulaire affiche quand un candidat vient d’une offre.' }),
    candidate: z
      .object({
        title: text({ label: 'Titre du formulaire', hint: 'Au-dessus du formulaire d’un candidat (depuis une offre, ou une candidature spontanée).' }, { max: 60 }),
        messageLabel: text({ label: 'Libellé du message', hint: 'Le champ où le candidat se présente.' }, { max: 40 }),
        emailPlaceholder: text({ label: 'Exemple d’email', hint: 'Le texte gris du champ email vide.' }, { max: 60 }),
        messagePlaceholder: text({ label: 'Exemple de présentation', hint: 'Le texte gris du champ de présentation vide.' }, { max: 120 }),
        submit: text({ label: 'Bouton d’envoi', hint: 'Le texte du bouton d’un candidat.' }, { max: 40 }),
        delay: text({ label: 'Délai de réponse', hint: 'Remplace {delai} dans les phrases ci-dessous, par exemple « sous 10 jours ouvrés ».' }, { max: 40 }),
        sentTitle: text({ label: 'Titre après l’envoi', hint: 'Remplace le formulaire une fois la candidature envoyée, et titre la notification.' }, { max: 60 }),
        sentOffer: template({ label: 'Candidature reçue (offre)', hint: 'Sous ce titre ; {reference} et {titre} sont remplacés par ceux de l’offre.' }, ['reference', 'titre'], { max: 200 }),
        sentSpontaneous: text({ label: 'Candidature reçue (spontanée)', hint: 'Sous ce titre, pour une candidature spontanée.' }, { max: 200 }),
        nextSteps: template({ label: 'La suite', hint: 'Ce qui se passe ensuite ; {delai} est remplacé par le délai de réponse.' }, ['delai'], { max: 240 }),
        noCv: template({ label: 'Sans CV', hint: 'Si aucun CV n’était joint ; {email} est remplacé par l’adresse du cabinet (en lien), {objet} par l’objet à donner à l’e-mail.' }, ['email', 'objet'], { max: 240 }),
        toastOffer: template({ label: 'Notification (offre)', hint: '{reference} et {delai} sont remplacés.' }, ['reference', 'delai'], { max: 160 }),
        toastSpontaneous: template({ label: 'Notification (spontanée)', hint: '{delai} est remplacé.' }, ['delai'], { max: 160 }),
        backOffer: template({ label: 'Formulaire revenu (offre)', hint: 'Au-dessus du formulaire vide qui revient après l’envoi ; {reference} est remplacé.' }, ['reference'], { max: 200 }),
        backSpontaneous: text({ label: 'Formulaire revenu (spontanée)', hint: 'Au-dessus du formulaire vide qui revient après une candidature spontanée.' }, { max: 200 }),
      })
      .meta({ label: 'Formulaire du candidat', hint: 'Ce que le formulaire dit à un candidat : les libellés du contact restent ceux de l’entreprise.' }),
    beforeStart: z
      .object({
        preparing: template({ label: 'Formulaire pas encore prêt', hint: 'Affiché si le visiteur envoie avant que la page soit prête ; {email} et {telephone} sont remplacés.' }, ['email', 'telephone']),
        noScript: template({ label: 'Sans JavaScript', hint: 'Remplace le formulaire quand le navigateur ne peut pas l’envoyer ; {email} et {telephone} sont remplacés.' }, ['email', 'telephone']),
      })
      .meta({ label: 'Avant que la page soit prête', hint: 'Les messages affichés avant que le formulaire puisse envoyer.' }),
    failure: z
      .object({
        titles: z
          .object({
            offline: text({ label: 'Hors connexion', hint: 'Le visiteur n’a plus de réseau.' }, { max: 80 }),
            network: text({ label: 'Erreur de réseau', hint: 'Le message n’a pas pu partir.' }, { max: 80 }),
            server: text({ label: 'Erreur du serveur', hint: 'Le service d’envoi a refusé le message.' }, { max: 80 }),
            timeout: text({ label: 'Trop long', hint: 'L’envoi a pris plus de 15 secondes.' }, { max: 80 }),
            invalid: text({ label: 'Champs à corriger', hint: 'Le serveur a refusé des champs : son message s’affiche sous chacun.' }, { max: 80 }),
            tooLarge: text({ label: 'CV trop lourd', hint: 'Le serveur a refusé un CV de plus de 5 Mo.' }, { max: 80 }),
            rateLimited: text({ label: 'Trop d’envois', hint: 'Trop de messages envoyés en peu de temps depuis la même connexion.' }, { max: 80 }),
          })
          .meta({ label: 'Titres de l’alerte', hint: 'Un titre par cause d’échec.' }),
        advice: text({ label: 'Conseil', hint: 'Sous le titre : le message est gardé, et d’autres moyens de nous joindre.' }, { max: 200 }),
        retry: text({ label: 'Bouton « réessayer »', hint: 'Renvoie le message.' }, { max: 30 }),
        mailto: text({ label: 'Bouton email', hint: 'Ouvre un email déjà rempli.' }, { max: 40 }),
        whatsapp: text({ label: 'Bouton WhatsApp', hint: 'Ouvre WhatsApp avec le message.' }, { max: 40 }),
        call: template({ label: 'Bouton d’appel', hint: '{telephone} est remplacé par le numéro.' }, ['telephone'], { max: 60 }),
        truncated: text({ label: 'Message abrégé', hint: 'Ajouté à un email ou WhatsApp trop long.' }, { max: 160 }),
        mailSubject: template({ label: 'Objet de l’email', hint: '{nom} est remplacé par le nom du visiteur.' }, ['nom'], { max: 80 }),
        mailSubjectNoName: text({ label: 'Objet de l’email (sans nom)', hint: 'Quand le visiteur n’a pas donné son nom.' }, { max: 80 }),
      })
      .meta({ label: 'Échec de l’envoi', hint: 'L’alerte affichée si le message ne part pas (site relié à un service d’envoi).' }),
  })
  .meta({ label: 'Contact', hint: 'La page Contact et son formulaire.' });


/* ------------------------------------------------------------------ pages/offers.yml */

const words = (label: string, hint: string, max = 60) => text({ label, hint }, { max });

/** A value the firm may not know yet: « À compléter … » is shown marked, and the build warns. */
const fillable = (label: string, hint: string, max = 160) =>
  text({ label, hint: `${hint} Tant que la valeur commence par « À compléter », la page l’affiche en évidence et la construction du site le signale.` }, { max });

const titled = (label: string, hint: string) => words(label, hint, 90);

/** One processing of personal data, with what Art. 58 of law 2008-12 asks to tell the people concerned. */
const processing = z
  .object({
    id: choice(['contact', 'candidatures'], { label: 'Traitement', hint: 'Le traitement que décrit ce bloc.', options: { contact: 'Messages de contact', candidatures: 'Candidatures' } }),
    title: titled('Titre', 'Le nom du traitement, par exemple « Vos messages ».'),
    purpose: text({ label: 'Pourquoi', hint: 'À quoi servent les données (finalité).' }, { max: 400, multiline: true }),
    data: text({ label: 'Quelles données', hint: 'Les données recueillies.' }, { max: 400, multiline: true }),
    mandatory: text({ label: 'Champs obligatoires', hint: 'Ceux sans lesquels la demande ne peut être traitée, et les facultatifs.' }, { max: 400, multiline: true }),
    recipients: text({ label: 'Destinataires', hint: 'Qui reçoit les données.' }, { max: 400, multiline: true }),
    retentionMonths: z
      .number()
      .int()
      .min(1)
      .max(120)
      .meta({ label: 'Conservation (en mois)', hint: 'Au bout de ce nombre de mois après sa réception, le site efface chaque message ou candidature, CV compris, chaque nuit. 36 pour trois ans.' }),
    retention: template({ label: 'Durée de conservation', hint: 'Combien de temps les données sont gardées ; {duree} est remplacé par la durée ci-dessus (« 3 ans »).' }, ['duree'], { max: 300 }),
    basis: text({ label: 'Base légale', hint: 'Ce qui autorise le traitement : consentement, mesures précontractuelles…' }, { max: 300, multiline: true }),
  })
  .meta({ label: 'Traitement de données', hint: 'Ce que la loi 2008-12 (art. 58) demande de dire pour ce traitement.' });

export const legalSchema = z
  .object({
    company: z
      .object({
        legalName: fillable('Dénomination sociale', 'Le nom de la société au registre, par exemple « Sunu RH Conseil SARL ».', 120),
        legalForm: fillable('Forme juridique', 'Par exemple SARL, SUARL ou SA.', 80),
        capital: fillable('Capital social', 'Par exemple « 1 000 000 FCFA ».', 80),
        headOffice: fillable('Siège social', 'L’adresse du siège, telle qu’au registre.', 200),
        rccm: fillable('Numéro RCCM', 'Le numéro au Registre du commerce et du crédit mobilier, par exemple SN-DKR-2012-B-12345.', 80),
        ninea: fillable('NINEA', 'Le numéro d’identification nationale des entreprises et associations.', 80),
        director: fillable('Directeur ou directrice de la publication', 'La personne responsable du contenu du site : son nom et sa fonction.', 120),
      })
      .meta({ label: 'Identité de la société', hint: 'Ce que la loi 2008-08 demande d’afficher, sur la page Mentions légales.' }),
    host: z
      .object({
        name: fillable('Hébergeur', 'La société qui héberge le site, par exemple « Cloudflare, Inc. ».', 120),
        address: fillable('Adresse de l’hébergeur', 'Son adresse postale.', 200),
        country: fillable('Pays de l’hébergeur', 'Le pays où il traite les messages et les CV, par exemple « États-Unis ».', 80),
      })
      .meta({ label: 'Hébergement', hint: 'Qui héberge le site et sa fonction d’envoi : sur les pages Mentions légales et Confidentialité.' }),
    formBackend: z
      .object({
        name: fillable('Service du formulaire', 'Le service qui reçoit les messages du formulaire pour vous les transmettre, par exemple « Formspree ».', 120),
        country: fillable('Pays de ce service', 'Le pays où il traite les messages, par exemple « États-Unis ».', 80),
      })
      .meta({ label: 'Service du formulaire', hint: 'Nommé sur la page Confidentialité quand le site envoie les messages à un service.' }),
    cdpReceipt: fillable('Récépissé de la CDP', 'Le numéro du récépissé de déclaration à la Commission de protection des données personnelles.', 80),
    notice: z
      .object({
        seo,
        hero: pageHero,
        identityTitle: titled('Titre : l’éditeur', 'Au-dessus de l’identité de la société.'),
        labels: z
          .object({
            legalName: words('Dénomination', 'Libellé.'),
            legalForm: words('Forme juridique', 'Libellé.'),
            capital: words('Capital', 'Libellé.'),
            headOffice: words('Siège', 'Libellé.'),
            rccm: words('RCCM', 'Libellé.'),
            ninea: words('NINEA', 'Libellé.'),
            phone: words('Téléphone', 'Libellé.'),
            email: words('E-mail', 'Libellé.'),
            director: words('Directeur de la publication', 'Libellé.'),
            host: words('Hébergeur', 'Libellé.'),
          })
          .meta({ label: 'Libellés', hint: 'Les mots devant chaque valeur.' }),
        hostTitle: titled('Titre : l’hébergement', 'Au-dessus de l’hébergeur.'),
        propertyTitle: titled('Titre : la propriété intellectuelle', 'Au-dessus du texte sur les droits.'),
        property: prose({ label: 'Propriété intellectuelle', hint: 'Qui détient les textes, le logo, les photos. Un paragraphe par ligne vide.' }),
        creditsTitle: titled('Titre : crédits', 'Au-dessus des crédits.'),
        credits: prose({ label: 'Crédits', hint: 'Photos, carte, police de caractères.' }),
        toFill: words('Valeur à compléter', 'Lu par les lecteurs d’écran devant une valeur encore « À compléter ».'),
        updated: date({ label: 'Mise à jour', hint: 'Le jour de la dernière modification de cette page.' }),
        updatedLabel: template({ label: 'Phrase de mise à jour', hint: '{date} est remplacé par la date.' }, ['date'], { max: 60 }),
      })
      .meta({ label: 'Page Mentions légales', hint: 'Les textes de /mentions-legales.' }),
    privacy: z
      .object({
        seo,
        hero: pageHero,
        controllerTitle: titled('Titre : le responsable', 'Au-dessus du responsable du traitement.'),
        controller: template({ label: 'Responsable du traitement', hint: '{societe}, {siege} et {email} sont remplacés par ceux des mentions légales et des coordonnées.' }, ['societe', 'siege', 'email'], { max: 400 }),
        processingsTitle: titled('Titre : les traitements', 'Au-dessus des deux traitements.'),
        labels: z
          .object({
            purpose: words('Pourquoi', 'Libellé.'),
            data: words('Quelles données', 'Libellé.'),
            mandatory: words('Champs obligatoires', 'Libellé.'),
            recipients: words('Destinataires', 'Libellé.'),
            retention: words('Durée de conservation', 'Libellé.'),
            basis: words('Base légale', 'Libellé.'),
          })
          .meta({ label: 'Libellés', hint: 'Les mots devant chaque rubrique d’un traitement.' }),
        processings: list(processing, { label: 'Traitements', hint: 'Les messages de contact et les candidatures.', one: 'un traitement', many: 'traitements' }, { count: 2 }),
        siteWorker: template({ label: 'La fonction d’envoi du site', hint: 'Ajouté aux destinataires quand le formulaire envoie à la fonction du site (le cas normal) : {hebergeur} et {pays} sont remplacés par ceux de l’hébergeur.' }, ['hebergeur', 'pays'], { max: 400 }),
        backend: template({ label: 'Le service du formulaire', hint: 'Ajouté aux destinataires quand le site envoie les messages à un autre service que le sien : {service}, {pays} et {adresse} (l’adresse où le formulaire envoie) sont remplacés.' }, ['service', 'pays', 'adresse'], { max: 300 }),
        noBackend: text({ label: 'Sans service de formulaire', hint: 'Ajouté aux destinataires dans une version de démonstration du site, qui n’envoie pas les messages.' }, { max: 300, multiline: true }),
        transfersTitle: titled('Titre : transferts hors du Sénégal', 'Au-dessus des transferts.'),
        transfers: prose({ label: 'Transferts hors du Sénégal', hint: 'Les services situés hors du Sénégal que le site utilise : carte, photos, formulaire.' }),
        storageTitle: titled('Titre : cookies et stockage', 'Au-dessus du texte sur les cookies.'),
        storage: prose({ label: 'Cookies et stockage', hint: 'Ce que le site garde dans le navigateur.' }),
        rightsTitle: titled('Titre : vos droits', 'Au-dessus des droits.'),
        rights: template({ label: 'Vos droits', hint: 'Accès, rectification, opposition et comment les exercer ; {email} est remplacé par l’adresse du cabinet.' }, ['email'], { max: 700 }),
        complaint: text({ label: 'Réclamation', hint: 'Où se plaindre : la CDP.' }, { max: 300, multiline: true }),
        cdpTitle: titled('Titre : déclaration à la CDP', 'Au-dessus du numéro de récépissé.'),
        cdp: template({ label: 'Déclaration à la CDP', hint: '{recepisse} est remplacé par le numéro du récépissé.' }, ['recepisse'], { max: 300 }),
        updated: date({ label: 'Mise à jour', hint: 'Le jour de la dernière modification de cette page.' }),
        updatedLabel: template({ label: 'Phrase de mise à jour', hint: '{date} est remplacé par la date.' }, ['date'], { max: 60 }),
      })
      .meta({ label: 'Page Confidentialité', hint: 'Les textes de /confidentialite : ce que la loi 2008-12 demande de dire.' }),
  })
  .meta({ label: 'Mentions légales et confidentialité', hint: 'L’identité de la société, l’hébergeur, la déclaration à la CDP et les textes des deux pages.' })
  .refine((legal) => new Set(legal.privacy.processings.map((entry) => entry.id)).size === 2, refinement('processings', ['privacy', 'processings']));

export const offersPageSchema = z
  .object({
    seo,
    hero: pageHero,
    filters: z
      .object({
        title: words('Titre des filtres', 'Lu par les lecteurs d’écran au-dessus des filtres.'),
        search: words('Recherche', 'Le libellé du champ de recherche.', 30),
        searchPlaceholder: words('Exemple de recherche', 'Affiché dans le champ vide, par exemple « Poste, compétence… ».'),
        contract: words('Contrat', 'Le libellé de la liste des contrats.', 30),
        anyContract: words('Tous les contrats', 'Le premier choix de la liste.', 40),
        city: words('Ville', 'Le libellé de la liste des villes.', 30),
        anyCity: words('Toutes les villes', 'Le premier choix de la liste.', 40),
        sector: words('Secteur', 'Le libellé de la liste des secteurs.', 30),
        anySector: words('Tous les secteurs', 'Le premier choix de la liste.', 40),
        submit: words('Bouton « filtrer »', 'Applique les filtres.', 30),
        reset: words('Effacer les filtres', 'Le lien qui revient à toutes les offres.', 40),
        applied: words('Filtres appliqués', 'Lu par les lecteurs d’écran avant la liste des filtres appliqués.', 40),
        remove: template({ label: 'Retirer un filtre', hint: 'Lu par les lecteurs d’écran sur chaque filtre appliqué ; {valeur} est remplacé par le filtre (« CDI », « Dakar »…).' }, ['valeur'], { max: 60 }),
      })
      .meta({ label: 'Filtres', hint: 'Les filtres au-dessus de la liste.' }),
    count: z
      .object({
        one: words('Une offre', 'Quand une seule offre s’affiche, par exemple « 1 offre ».', 40),
        many: template({ label: 'Plusieurs offres', hint: '{nombre} est remplacé par le nombre d’offres.' }, ['nombre'], { max: 60 }),
      })
      .meta({ label: 'Nombre d’offres', hint: 'Au-dessus de la liste.' }),
    loading: words('Chargement', 'Pendant que les offres filtrées se chargent.'),
    loadError: words('Échec du chargement', 'Quand les offres filtrées n’ont pas pu se charger.', 160),
    retry: words('Bouton « réessayer »', 'Recharge les offres.', 30),
    empty: z
      .object({
        title: words('Titre', 'Quand aucune offre ne correspond aux filtres.', 90),
        text: text({ label: 'Texte', hint: 'Une ou deux phrases : il invite à la candidature spontanée.' }, { max: 260, multiline: true }),
      })
      .meta({ label: 'Aucune offre', hint: 'Le message quand aucune offre ne correspond.' }),
    pager: z
      .object({
        label: words('Nom de la pagination', 'Lu par les lecteurs d’écran.', 40),
        previous: words('Page précédente', 'Le lien vers la page précédente.', 30),
        next: words('Page suivante', 'Le lien vers la page suivante.', 30),
        status: template({ label: 'Page en cours', hint: '{page} et {pages} sont remplacés par les numéros.' }, ['page', 'pages'], { max: 40 }),
      })
      .meta({ label: 'Pagination', hint: 'Sous la liste, quand il y a plusieurs pages d’offres.' }),
    card: z
      .object({
        posted: template({ label: 'Date de publication', hint: '{date} est remplacé par la date.' }, ['date'], { max: 60 }),
        deadline: template({ label: 'Date limite', hint: '{date} est remplacé par la date, par exemple « Candidatures jusqu’au {date} ».' }, ['date'], { max: 60 }),
        open: words('Sans date limite', 'Quand l’offre n’a pas de date limite.', 60),
        more: words('Lien vers l’offre', 'Lu par les lecteurs d’écran après le titre.', 40),
      })
      .meta({ label: 'Fiches de la liste', hint: 'Les textes de chaque offre dans la liste.' }),
    spontaneous: z
      .object({
        title: words('Titre', 'Par exemple « Candidature spontanée ».', 60),
        text: text({ label: 'Texte', hint: 'Une ou deux phrases.' }, { max: 300, multiline: true }),
      })
      .meta({ label: 'Candidature spontanée', hint: 'Le bloc sous la liste, pour postuler sans offre.' }),
    offer: z
      .object({
        back: words('Retour à la liste', 'Le lien en haut d’une offre.', 40),
        reference: words('Référence', 'Le libellé de la référence.', 30),
        contract: words('Contrat', 'Le libellé du contrat.', 30),
        place: words('Lieu', 'Le libellé de la ville.', 30),
        sector: words('Secteur', 'Le libellé du secteur.', 30),
        workMode: words('Mode de travail', 'Le libellé du mode de travail.', 30),
        salary: words('Salaire', 'Le libellé du salaire.', 30),
        client: words('Client', 'Le libellé du client.', 30),
        confidential: words('Client confidentiel', 'Quand l’offre ne nomme pas le client.', 40),
        summary: words('Titre du résumé', 'Au-dessus du résumé du poste.', 40),
        missions: words('Titre des missions', 'Par exemple « Vos missions ».', 40),
        profile: words('Titre du profil', 'Par exemple « Votre profil ».', 40),
        benefits: words('Titre des avantages', 'Par exemple « Ce que nous offrons ».', 40),
        closedTitle: words('Offre close', 'Quand la date limite est passée.', 60),
        closedText: text({ label: 'Texte de l’offre close', hint: 'Une phrase : les candidatures sont closes.' }, { max: 200, multiline: true }),
      })
      .meta({ label: 'Page d’une offre', hint: 'Les libellés de la page d’une offre.' }),
    apply: z
      .object({
        title: words('Titre', 'Par exemple « Postuler ».', 40),
        text: text({ label: 'Texte', hint: 'Une phrase sous le titre.' }, { max: 260, multiline: true }),
        email: words('Bouton e-mail', 'Ouvre un e-mail déjà adressé.', 40),
        emailHint: words('Aide du bouton e-mail', 'Rappelle de joindre le CV.', 120),
        privacyLink: words('Lien vers la confidentialité', 'Sous les façons de postuler : mène à ce que deviennent les candidatures.', 80),
        whatsapp: words('Bouton WhatsApp', 'Ouvre WhatsApp avec un message.', 40),
        form: words('Bouton formulaire', 'Ouvre le formulaire de contact.', 40),
        mailSubject: template({ label: 'Objet de l’e-mail', hint: '{reference} et {titre} sont remplacés par ceux de l’offre.' }, ['reference', 'titre'], { max: 80 }),
        mailBody: template({ label: 'Texte de l’e-mail', hint: '{reference} et {titre} sont remplacés par ceux de l’offre.' }, ['reference', 'titre'], { max: 400 }),
        whatsappText: template({ label: 'Message WhatsApp', hint: '{reference} et {titre} sont remplacés par ceux de l’offre.' }, ['reference', 'titre'], { max: 300 }),
        spontaneousSubject: words('Objet d’une candidature spontanée', 'L’objet de l’e-mail sans offre.', 80),
        spontaneousBody: text({ label: 'Texte d’une candidature spontanée', hint: 'Le texte de l’e-mail sans offre.' }, { max: 400, multiline: true }),
        spontaneousWhatsapp: text({ label: 'Message WhatsApp spontané', hint: 'Le message WhatsApp sans offre.' }, { max: 300, multiline: true }),
      })
      .meta({ label: 'Postuler', hint: 'Les trois façons de postuler : e-mail, WhatsApp, formulaire.' }),
    share: z
      .object({
        title: words('Titre', 'Par exemple « Partager l’offre ».', 40),
        whatsapp: words('WhatsApp', 'Le lien de partage sur WhatsApp.', 30),
        linkedin: words('LinkedIn', 'Le lien de partage sur LinkedIn.', 30),
        copy: words('Copier le lien', 'Le bouton qui copie l’adresse de l’offre.', 30),
        copied: words('Lien copié', 'La notification après la copie.', 40),
      })
      .meta({ label: 'Partage', hint: 'La barre de partage d’une offre.' }),
    gone: z
      .object({
        title: words('Titre', 'À l’adresse d’une offre close ou inconnue, par exemple « Cette offre n’est plus en ligne ».', 80),
        text: text({ label: 'Texte', hint: 'Sous le titre : ce que le candidat peut faire.' }, { max: 240 }),
        offers: words('Bouton vers les offres', 'Mène à la liste des offres ouvertes.', 40),
        spontaneous: words('Bouton de candidature spontanée', 'Mène au formulaire, pour une candidature spontanée.', 50),
      })
      .meta({ label: 'Offre close', hint: 'La page d’une offre qui n’est plus en ligne (close, pourvue ou inconnue).' }),
  })
  .meta({ label: 'Offres d’emploi', hint: 'La page des offres et les textes communs à chaque offre (les offres sont dans la collection « Offres d’emploi »).' });

/* ------------------------------------------------------------------ collections */

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
    sector: z
      .string()
      .meta({ label: 'Secteur', hint: 'Un des six secteurs de la page Services ; laissez vide pour « Autre ».', widget: 'relation', collection: 'sectors' })
      .optional(),
    workMode: choice(workModes, { label: 'Mode de travail', hint: 'Sur site, hybride ou télétravail.', options: workModeLabels }),
    summary: text({ label: 'Résumé', hint: 'Deux ou trois phrases : le poste et son contexte. Il sert aussi de description dans Google.' }, { min: 50, max: 500, multiline: true }),
    missions: offerList('Missions', { one: 'une mission', many: 'missions' }, { max: 12 }),
    profile: offerList('Profil recherché', { lead: 'Formation, expérience, compétences', one: 'un point', many: 'points' }, { max: 12 }),
    benefits: offerList('Ce que nous offrons', { lead: 'Contrat, rémunération, avantages', one: 'un avantage', many: 'avantages' }, { max: 10 }),
    salary: z
      .object({
        min: z.number().int().min(1000).max(1_000_000_000).meta({ label: 'Salaire (minimum)', hint: 'En FCFA, par exemple 450000. Le seul montant s’il n’y a pas de fourchette.' }),
        max: z.number().int().min(1000).max(1_000_000_000).meta({ label: 'Salaire (maximum)', hint: 'En FCFA ; laissez vide pour un montant unique.' }).optional(),
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

/**
 * The content files. A page is one YAML file; a collection is a folder of YAML files, one per
 * entry, named by its id. `count` is how many entries a collection must hold; `ids` the names its
 * files must have.
 */
export const pages = {
  site: { file: 'site.yml', schema: siteSchema },
  ui: { file: 'ui.yml', schema: uiSchema },
  home: { file: 'pages/home.yml', schema: homeSchema },
  about: { file: 'pages/about.yml', schema: aboutSchema },
  services: { file: 'pages/services.yml', schema: servicesPageSchema },
  contact: { file: 'pages/contact.yml', schema: contactSchema },
  offers: { file: 'pages/offers.yml', schema: offersPageSchema },
  legal: { file: 'pages/legal.yml', schema: legalSchema },
} as const;

export const collections = {
  services: { folder: 'services', label: 'Services', schema: serviceSchema, ids: serviceIds, sortBy: null },
  team: { folder: 'team', label: 'Équipe', schema: teamMemberSchema, count: 3, sortBy: 'order' },
  testimonials: { folder: 'testimonials', label: 'Témoignages', schema: testimonialSchema, sortBy: null },
  values: { folder: 'values', label: 'Valeurs', schema: valueSchema, count: 4, sortBy: 'order' },
  sectors: { folder: 'sectors', label: 'Secteurs', schema: sectorSchema, count: 6, sortBy: 'order' },
  steps: { folder: 'steps', label: 'Étapes de l’approche', schema: stepSchema, count: 4, sortBy: 'number' },
  // Not bundled with the others: each offer is a page of its own (vitePlugin.ts, src/offers/).
  offers: { folder: 'offers', label: 'Offres d’emploi', schema: offerSchema, sortBy: null },
} as const;

export type PageName = keyof typeof pages;
export type CollectionName = keyof typeof collections;

export type PageContent<Name extends PageName> = z.output<(typeof pages)[Name]['schema']>;
/** An entry of a collection, with its id (its file's name). */
export type Entry<Name extends CollectionName> = z.output<(typeof collections)[Name]['schema']> & { id: string };

export type Site = PageContent<'site'>;
export type Service = Entry<'services'> & { id: ServiceId };
export type TeamMember = Entry<'team'>;
export type Testimonial = Entry<'testimonials'>;
export type Value = Entry<'values'>;
export type Sector = Entry<'sectors'>;
export type ApproachStep = Entry<'steps'>;
export type JobOffer = Entry<'offers'>;
