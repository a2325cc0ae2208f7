/**
 * Each page's title and meta description, apart from its copy so the router's head() (in the
 * main bundle) does not pull every page's text into it. Descriptions stay within 50–160 characters.
 */
import { site } from './site';

interface PageCopySeo {
  title: string;
  description: string;
}

export const homeSeo: PageCopySeo = {
  title: `${site.name} – Intérim, recrutement et paie à Dakar`,
  description:
    'Cabinet RH à Dakar\u00a0: intérim, recrutement, gestion de la paie et des IPM, conformes au Code du travail sénégalais. Prenez rendez-vous.',
};

export const aboutSeo: PageCopySeo = {
  title: `À propos – ${site.name}, cabinet RH à Dakar`,
  description:
    `Fondé à Dakar en 2012, ${site.name} accompagne plus de 150\u00a0entreprises africaines. Découvrez notre histoire, nos valeurs et notre équipe.`,
};

export const servicesSeo: PageCopySeo = {
  title: 'Services RH au Sénégal\u00a0: intérim, recrutement, paie, IPM',
  description:
    `Intérim, recrutement, gestion de la paie, gestion IPM et DRH externalisée\u00a0: les services de ${site.name} pour les entreprises du Sénégal.`,
};

export const contactSeo: PageCopySeo = {
  title: 'Contact et rendez-vous',
  description:
    `Contactez ${site.name} à Dakar par téléphone, WhatsApp, email ou formulaire. Réponse sous 24\u00a0heures ouvrées. Lundi–vendredi 9h00–18h00.`,
};
