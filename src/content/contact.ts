/** Contact page copy (route « /contact »): page text, form labels and every form message. */
import type { FieldName, ServiceChoice } from '../../machines/contactForm.machine';
import { serviceNames, site } from './site';

export const contactHero = {
  eyebrow: 'Contact',
  title: 'Parlons de vos besoins RH',
  lead: 'Une question, un projet de recrutement, une paie à reprendre\u202f? Écrivez-nous, appelez-nous ou passez nous voir au Plateau\u00a0: un consultant vous répond sous 24\u00a0heures ouvrées.',
};


export const contactDetails = {
  title: 'Nos coordonnées',
  phoneLabel: 'Téléphone',
  whatsappLabel: 'WhatsApp',
  whatsappAction: 'Écrire sur WhatsApp',
  emailLabel: 'Email',
  addressLabel: 'Adresse',
  hoursTitle: 'Horaires d’ouverture',
};

export const mapCopy = {
  title: 'Nos bureaux sur la carte',
  frameTitle: `Carte OpenStreetMap centrée sur les bureaux de ${site.name} à Dakar`,
  openLink: 'Ouvrir la carte dans OpenStreetMap',
  fallback: `${site.address.city}, ${site.address.street}`,
};

export const formCopy = {
  title: 'Envoyez-nous un message',
  intro: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  labels: {
    name: 'Nom complet',
    email: 'Email',
    phone: 'Téléphone',
    company: 'Entreprise',
    service: 'Service',
    message: 'Message',
    website: 'Ne pas remplir ce champ',
  } satisfies Record<FieldName, string>,
  placeholders: {
    name: 'Ex.\u00a0: Aminata Ndiaye',
    email: 'vous@entreprise.sn',
    phone: '+221 77 000 00 00',
    company: 'Nom de votre entreprise',
    message: 'Décrivez votre besoin\u00a0: poste à pourvoir, effectif concerné, échéance…',
  },
  optional: '(facultatif)',
  servicePlaceholder: 'Sélectionnez un service',
  /** The last choice, after the services (whose names are `serviceNames`, site.ts). */
  otherService: 'Autre demande',
  submit: 'Envoyer le message',
  submitting: 'Envoi en cours...',
  /** Said with it (the fields are read-only until the send is over). */
  readOnlyWhileSending: 'Le formulaire est en lecture seule pendant l’envoi.',
  counter: (used: number, max: number) => `${used.toLocaleString('fr-FR')} / ${max.toLocaleString('fr-FR')} caractères`,
  privacy: 'Vos informations servent uniquement à répondre à votre demande.',
  /** A failed send, while the full alert (contactFailure.ts) loads or if it cannot be loaded. */
  notSent: 'Le message n’a pas pu partir. Il reste dans le formulaire, prêt à être renvoyé.',
};

/** What the form calls a choice of its « Service » list. */
export const serviceLabel = (choice: ServiceChoice): string => (choice === 'other' ? formCopy.otherService : serviceNames[choice]);

/**
 * Two notices only the prerendered HTML carries (functions, so the visitors' JavaScript, which
 * never renders them, does not carry their text).
 */
export const beforeStartCopy = {
  /** A submit made before the app has started: it is sent as soon as the app runs. */
  preparing: () => `Le formulaire se prépare\u00a0: votre message partira dans un instant. Si rien ne se passe, écrivez-nous à ${site.email} ou appelez le ${site.phone.display}.`,
  /** Without JavaScript the form cannot send: it is hidden and this takes its place. */
  noScript: () => `Ce formulaire a besoin de JavaScript pour envoyer votre message. Écrivez-nous à ${site.email} ou appelez le ${site.phone.display}\u00a0: nos coordonnées sont aussi sur cette page.`,
};

/** French messages for the browser's native validation (shown instead of the browser's own language). */
export const validationMessages = {
  nameMissing: 'Veuillez indiquer votre nom complet.',
  emailMissing: 'Veuillez indiquer votre adresse email.',
  emailInvalid: 'Cette adresse email semble incomplète. Exemple\u00a0: nom@entreprise.sn',
  messageMissing: 'Veuillez écrire votre message.',
  tooLong: (max: number) => `Ce champ est limité à ${max.toLocaleString('fr-FR')} caractères.`,
};

export const successCopy = {
  panelTitle: 'Message envoyé avec succès\u202f!',
  panelText: 'Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.',
  toastTitle: 'Message envoyé\u202f!',
  toastText: 'Nous vous contacterons dans les plus brefs délais.',
};
