/**
 * pages/offers.yml: the job offers' list page, and the words every offer's page shares.
 */
import { z } from 'zod';
import { template, text } from '../fields.ts';
import { pageHero, pager, seo, words } from '../blocks.ts';

export const offersPageSchema = z
  .object({
    seo,
    hero: pageHero,
    filters: z
      .object({
        title: words('Titre des filtres', 'Lu par les lecteurs d’écran au-dessus des filtres.'),
        search: words('Recherche', 'Le libellé du champ de recherche.', 30),
        // The field is 180 px wide on a 375 px phone (164 px at 360): about 20 letters of the site's font.
        searchPlaceholder: words('Exemple de recherche', 'Affiché dans le champ vide, par exemple « Poste ou référence » : court, pour tenir dans le champ sur un téléphone.', 22),
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
    pager: pager('Sous la liste, quand il y a plusieurs pages d’offres.'),
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
