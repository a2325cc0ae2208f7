/**
 * hors-ligne.yml: what the site says about the network and the copies on the device. The page the
 * service worker shows, with no network, for an address the visitor's device never kept
 * (src/components/Offline/OfflinePage.tsx, rendered once at build time by scripts/offlinePage.mjs);
 * the same words drawn by the app when a page's data could not be fetched (src/components/RouteError/,
 * with the two words of a page that failed otherwise: `errorHeading`, `errorText`);
 * the line a copy read from the device opens with (src/offline/offline.ts, given to the worker by
 * the build); the notice of a new version (src/offline/notice.ts, a chunk fetched after the page
 * has loaded). None of these words is in a page's first load (the app's error page is a chunk of
 * its own, fetched only when a page fails).
 */
import { z } from 'zod';
import { template, text } from '../fields.ts';

export const offlinePageSchema = z
  .object({
    title: text({ label: 'Titre de l’onglet', hint: 'Suivi du nom du cabinet, dans l’onglet du navigateur.' }, { max: 40 }),
    heading: text({ label: 'Titre', hint: 'Le titre de la page.' }, { max: 60 }),
    text: text({ label: 'Texte', hint: 'Sous le titre : la page demandée n’a pas été gardée sur l’appareil.' }, { max: 200 }),
    retry: text({ label: 'Bouton « réessayer »', hint: 'Redemande la même adresse.' }, { max: 30 }),
    home: text({ label: 'Bouton « accueil »', hint: 'Mène à la page d’accueil (si elle a été gardée, elle s’affiche).' }, { max: 40 }),
    savedPages: text({ label: 'Titre de la liste des pages gardées', hint: 'Au-dessus des pages que l’appareil peut afficher sans réseau.' }, { max: 60 }),
    errorHeading: text({ label: 'Page en erreur : titre', hint: 'Quand une page n’a pas pu s’afficher pour une autre raison que le réseau (sans réseau, c’est le titre et le texte ci-dessus qui s’affichent).' }, { max: 60 }),
    errorText: text({ label: 'Page en erreur : texte', hint: 'Sous ce titre, avec les boutons « réessayer » et « accueil » ci-dessus.' }, { max: 200 }),
    savedOn: template(
      { label: 'Copie enregistrée : la date', hint: 'En bas d’une page lue depuis l’appareil quand le réseau manque ; {date} est remplacé par le jour et l’heure (27 novembre 2026 à 19 h 05).' },
      ['date'],
      { max: 80 },
    ),
    noNetwork: text({ label: 'Copie enregistrée : pas de réseau', hint: 'Après la date, quand le réseau ne répond pas.' }, { max: 160 }),
    slowNetwork: text({ label: 'Copie enregistrée : réseau lent', hint: 'Après la date, quand le réseau a trop tardé (la page sera à jour à la visite suivante).' }, { max: 160 }),
    update: text({ label: 'Nouvelle version prête', hint: 'En bas de l’écran, quand une nouvelle version du site attend que le visiteur recharge.' }, { max: 100 }),
    reload: text({ label: 'Bouton « recharger »', hint: 'Charge la nouvelle version tout de suite.' }, { max: 30 }),
    later: text({ label: 'Bouton « plus tard »', hint: 'Cache l’avis ; la nouvelle version s’ouvre au prochain lien suivi.' }, { max: 30 }),
    reloadLosesCv: text({ label: 'Recharger perd le CV choisi', hint: 'Après « Recharger », quand un CV est choisi dans le formulaire : le fichier ne survit pas au rechargement (le texte tapé, si).' }, { max: 200 }),
    reloadAnyway: text({ label: 'Bouton « recharger quand même »', hint: 'Sous la phrase précédente : recharge, et le CV devra être choisi à nouveau.' }, { max: 40 }),
  })
  .meta({ label: 'Hors connexion', hint: 'La page montrée sans réseau pour une page que le téléphone n’a pas encore gardée, la ligne d’une copie enregistrée, l’avis de nouvelle version, la page qui n’a pas pu s’afficher.' });
