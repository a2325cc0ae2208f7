/**
 * Each page's title and meta description, apart from its copy so the router's head() (in the
 * main bundle) does not pull every page's text into it. Descriptions stay within 50–160 characters.
 */

interface PageCopySeo {
  title: string;
  description: string;
}

export const homeSeo: PageCopySeo = {
  title: 'Sunu RH Conseil – Intérim, recrutement et paie à Dakar',
  description:
    'Cabinet RH à Dakar\u202f: intérim, recrutement, gestion de la paie et des IPM, conformes au Code du travail sénégalais. Prenez rendez-vous.',
};

export const aboutSeo: PageCopySeo = {
  title: 'À propos – Sunu RH Conseil, cabinet RH à Dakar',
  description:
    'Fondé à Dakar en 2012, Sunu RH Conseil accompagne plus de 150 entreprises africaines. Découvrez notre histoire, nos valeurs et notre équipe.',
};

export const servicesSeo: PageCopySeo = {
  title: 'Services RH au Sénégal\u202f: intérim, recrutement, paie, IPM',
  description:
    'Intérim, recrutement, gestion de la paie, gestion IPM et DRH externalisée\u202f: les services de Sunu RH Conseil pour les entreprises du Sénégal.',
};

export const contactSeo: PageCopySeo = {
  title: 'Contact et rendez-vous',
  description:
    'Contactez Sunu RH Conseil à Dakar par téléphone, WhatsApp, e-mail ou formulaire. Réponse sous 24\u00a0heures ouvrées. Lundi–vendredi 9h00–18h00.',
};
