/**
 * hors-ligne.yml: the page the service worker shows, with no network, for an address the
 * visitor's device never kept (src/components/Offline/OfflinePage.tsx). Rendered once at build
 * time (scripts/offlinePage.mjs): these words cost no page's first load.
 */
import { z } from 'zod';
import { text } from '../fields.ts';

export const offlinePageSchema = z
  .object({
    title: text({ label: 'Titre de l’onglet', hint: 'Suivi du nom du cabinet, dans l’onglet du navigateur.' }, { max: 40 }),
    heading: text({ label: 'Titre', hint: 'Le titre de la page.' }, { max: 60 }),
    text: text({ label: 'Texte', hint: 'Sous le titre : la page demandée n’a pas été gardée sur l’appareil.' }, { max: 200 }),
    retry: text({ label: 'Bouton « réessayer »', hint: 'Redemande la même adresse.' }, { max: 30 }),
    home: text({ label: 'Bouton « accueil »', hint: 'Mène à la page d’accueil (si elle a été gardée, elle s’affiche).' }, { max: 40 }),
    savedPages: text({ label: 'Titre de la liste des pages gardées', hint: 'Au-dessus des pages que l’appareil peut afficher sans réseau.' }, { max: 60 }),
  })
  .meta({ label: 'Page hors connexion', hint: 'Montrée sans réseau pour une page que le téléphone n’a pas encore gardée.' });
