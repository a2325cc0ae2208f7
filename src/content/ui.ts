/** Interface copy shared by the frame (header, footer, loader, toast, 404) and the contact form. */
import { site } from './site';

export const ui = {
  skipLink: 'Aller au contenu',
  loader: { label: 'Chargement du site…' },
  header: {
    homeLabel: `${site.name}, retour à l’accueil`,
    navLabel: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuButton: 'Menu',
  },
  footer: {
    about:
      'Cabinet de conseil en ressources humaines basé à Dakar\u00a0: intérim, recrutement, paie et gestion IPM pour les entreprises d’Afrique de l’Ouest.',
    quickLinks: 'Liens rapides',
    services: 'Nos services',
    contact: 'Contact',
    follow: 'Suivez-nous',
    socialLabel: (name: string) => `${name} (nouvelle fenêtre)`,
    rights: 'Tous droits réservés.',
  },
  toast: { close: 'Fermer la notification', region: 'Notifications' },
  routeAnnouncement: (title: string) => `Page chargée\u00a0: ${title}`,
  notFound: {
    code: '404',
    title: 'Page non trouvée',
    text: 'Désolé, la page que vous recherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
    back: 'Revenir au site',
    seo: { title: 'Page non trouvée' },
  },
} as const;
