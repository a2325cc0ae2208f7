/**
 * The contact form's failure alert (builds with an endpoint): a module of its own, because the
 * alert is loaded only when needed and its copy comes with it (see ContactForm.tsx).
 */
import type { SendFailureReason } from '../../machines/contactForm.machine';

export const failureCopy = {
  titles: {
    offline: 'Vous semblez hors connexion.',
    network: 'Le message n’a pas pu partir.',
    server: 'Notre serveur n’a pas pu recevoir votre message.',
    timeout: 'L’envoi prend trop de temps.',
  } satisfies Record<SendFailureReason, string>,
  advice:
    'Votre message est conservé ci-dessous. Réessayez dans un instant, ou écrivez-nous directement\u00a0:',
  retry: 'Réessayer',
  mailto: 'Envoyer par email',
  whatsapp: 'Envoyer sur WhatsApp',
  call: (phone: string) => `Appeler le ${phone}`,
  /** Subject and body of the prefilled e-mail / WhatsApp message. */
  truncated: '(message abrégé\u00a0: le texte complet reste dans le formulaire du site)',
  mailSubject: (name: string) => `Demande de contact${name ? ` – ${name}` : ''}`,
};
