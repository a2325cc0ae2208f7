/** Contact page copy (route « /contact »): page text, form labels and every form message. */
import type { FieldName, SendFailureReason, ServiceChoice } from '../../machines/contactForm.machine';
import { site } from './site';

export const contactHero = {
  eyebrow: 'Contact',
  title: 'Parlons de vos besoins RH',
  lead: 'Une question, un projet de recrutement, une paie à reprendre\u202f? Écrivez-nous, appelez-nous ou passez nous voir au Plateau\u202f: un consultant vous répond sous 24\u00a0heures ouvrées.',
};


export const contactDetails = {
  title: 'Nos coordonnées',
  phoneLabel: 'Téléphone',
  whatsappLabel: 'WhatsApp',
  whatsappAction: 'Écrire sur WhatsApp',
  emailLabel: 'E-mail',
  addressLabel: 'Adresse',
  hoursTitle: 'Horaires d’ouverture',
};

export const mapCopy = {
  title: 'Nos bureaux sur la carte',
  frameTitle: `Carte OpenStreetMap centrée sur les bureaux de ${site.name} à Dakar`,
  openLink: 'Ouvrir la carte dans OpenStreetMap',
  fallback: `${site.address.display} – Plateau`,
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
  required: '(obligatoire)',
  optional: '(facultatif)',
  servicePlaceholder: 'Sélectionnez un service',
  services: {
    interim: 'Intérim',
    recrutement: 'Recrutement',
    paie: 'Gestion de la paie',
    ipm: 'Gestion IPM',
    rh: 'Services RH',
    other: 'Autre demande',
  } satisfies Record<ServiceChoice, string>,
  submit: 'Envoyer le message',
  submitting: 'Envoi en cours...',
  counter: (used: number, max: number) => `${used.toLocaleString('fr-FR')} / ${max.toLocaleString('fr-FR')} caractères`,
  privacy: 'Vos informations servent uniquement à répondre à votre demande.',
};

/** French messages for the browser's native validation (shown instead of the browser's own language). */
export const validationMessages = {
  nameMissing: 'Veuillez indiquer votre nom complet.',
  emailMissing: 'Veuillez indiquer votre adresse e-mail.',
  emailInvalid: 'Cette adresse e-mail semble incomplète. Exemple\u00a0: nom@entreprise.sn',
  messageMissing: 'Veuillez écrire votre message.',
  tooLong: (max: number) => `Ce champ est limité à ${max.toLocaleString('fr-FR')} caractères.`,
};

export const successCopy = {
  panelTitle: 'Message envoyé avec succès !',
  panelText: 'Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.',
  toastTitle: 'Message envoyé !',
  toastText: 'Nous vous contacterons dans les plus brefs délais.',
};

export const failureCopy = {
  titles: {
    offline: 'Vous semblez hors connexion.',
    network: 'Le message n’a pas pu partir.',
    server: 'Notre serveur n’a pas pu recevoir votre message.',
    timeout: 'L’envoi prend trop de temps.',
  } satisfies Record<SendFailureReason, string>,
  advice:
    'Votre message est conservé ci-dessous. Réessayez dans un instant, ou écrivez-nous directement\u202f:',
  retry: 'Réessayer',
  mailto: 'Envoyer par e-mail',
  whatsapp: 'Envoyer sur WhatsApp',
  call: (phone: string) => `Appeler le ${phone}`,
  /** Subject and body of the prefilled e-mail / WhatsApp message. */
  truncated: '(message abrégé\u202f: le texte complet reste dans le formulaire du site)',
  mailSubject: (name: string) => `Demande de contact${name ? ` – ${name}` : ''}`,
};
