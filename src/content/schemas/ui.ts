/**
 * ui.yml: the words every page shares, in the header, the footer, the notifications, the
 * announcements for screen readers and the not-found page.
 */
import { z } from 'zod';
import { list, template, text } from '../fields.ts';
import { button, route } from '../blocks.ts';

/** A link to one of the site's pages: its words and the page. */
const pageLink = (label: string, hint: string, max: number) =>
  z
    .object({
      label: text({ label: 'Texte du lien', hint: 'Un ou deux mots.' }, { max }),
      to: route({ label: 'Page', hint: 'La page que le lien ouvre.' }),
    })
    .meta({ label, hint });

export const uiSchema = z
  .object({
    skipLink: text({ label: 'Lien « aller au contenu »', hint: 'Le premier lien, pour la navigation au clavier.' }, { max: 40 }),
    loaderLabel: text({ label: 'Texte de chargement', hint: 'Lu par les lecteurs d’écran pendant la seconde de chargement.' }, { max: 60 }),
    nav: list(
      pageLink('Lien', 'Un lien du menu.', 30),
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
        articles: text({ label: 'Lien vers les actualités', hint: 'Après le menu, dans les liens rapides (l’en-tête garde son menu).' }, { max: 40 }),
        simulator: text({ label: 'Lien vers le simulateur de salaire', hint: 'Dans les liens rapides, après les actualités.' }, { max: 40 }),
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
        suggestions: text({ label: 'Titre des suggestions', hint: 'Au-dessus des liens proposés sous les boutons, par exemple « Vous cherchiez peut-être ».' }, { max: 60 }),
        pages: list(
          pageLink('Suggestion', 'Une page proposée.', 40),
          { label: 'Pages proposées', hint: 'Les pages proposées sous les boutons, dans l’ordre.', one: 'une page', many: 'pages' },
          { min: 1, max: 6 },
        ),
        articles: text({ label: 'Titre des derniers articles', hint: 'Au-dessus des trois articles les plus récents (rien ne s’affiche tant qu’aucun n’est publié).' }, { max: 60 }),
        closest: template({ label: 'Adresse mal tapée', hint: 'Quand l’adresse ressemble à celle d’une page (« /service » pour « /services ») ; {page} est remplacé par le lien vers cette page.' }, ['page'], { max: 80 }),
      })
      .meta({ label: 'Page introuvable (404)', hint: 'La page affichée pour une adresse qui n’existe pas.' }),
  })
  .meta({ label: 'En-tête, pied de page et messages', hint: 'Les textes communs à toutes les pages.' });
