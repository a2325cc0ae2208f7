/**
 * pages/contact.yml: the contact page, its form's words, its messages and the candidate's form.
 */
import { z } from 'zod';
import { template, text } from '../fields.ts';
import { seo } from '../blocks.ts';

const contactFields = {
  name: 'Nom complet',
  email: 'Email',
  phone: 'Téléphone',
  company: 'Entreprise',
  service: 'Service',
  message: 'Message',
  website: 'Champ piège (invisible)',
} as const;

const fieldTexts = <Keys extends readonly (keyof typeof contactFields)[]>(keys: Keys, hint: string, max: number) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text({ label: contactFields[key], hint }, { max })])) as { [Key in Keys[number]]: ReturnType<typeof text> });

export const contactSchema = z
  .object({
    seo,
    hero: z
      .object({
        eyebrow: text({ label: 'Surtitre', hint: 'Un mot au-dessus du titre.' }, { max: 40 }),
        title: text({ label: 'Titre de la page', hint: 'Le grand titre.' }, { max: 90 }),
        lead: text({ label: 'Introduction', hint: 'Une ou deux phrases.' }, { max: 300, multiline: true }),
      })
      .meta({ label: 'En-tête de la page', hint: 'Le titre et l’introduction.' }),
    details: z
      .object({
        title: text({ label: 'Titre', hint: 'Au-dessus des coordonnées.' }, { max: 60 }),
        phoneLabel: text({ label: 'Libellé du téléphone', hint: 'Un mot.' }, { max: 30 }),
        whatsappLabel: text({ label: 'Libellé de WhatsApp', hint: 'Un mot.' }, { max: 30 }),
        whatsappAction: text({ label: 'Lien WhatsApp', hint: 'Le texte du lien qui ouvre WhatsApp.' }, { max: 40 }),
        emailLabel: text({ label: 'Libellé de l’email', hint: 'Un mot.' }, { max: 30 }),
        addressLabel: text({ label: 'Libellé de l’adresse', hint: 'Un mot.' }, { max: 30 }),
        hoursTitle: text({ label: 'Titre des horaires', hint: 'Au-dessus des horaires (ils se modifient dans « Coordonnées du cabinet »).' }, { max: 60 }),
      })
      .meta({ label: 'Coordonnées', hint: 'Les libellés du bloc de coordonnées (les valeurs sont dans « Coordonnées du cabinet »).' }),
    map: z
      .object({
        title: text({ label: 'Titre', hint: 'Au-dessus de la carte.' }, { max: 60 }),
        frameTitle: text({ label: 'Description de la carte', hint: 'Lue par les lecteurs d’écran.' }, { max: 120 }),
        openLink: text({ label: 'Lien vers la carte', hint: 'Le lien qui ouvre la carte en grand.' }, { max: 60 }),
      })
      .meta({ label: 'Carte', hint: 'Les textes autour de la carte.' }),
    form: z
      .object({
        title: text({ label: 'Titre du formulaire', hint: 'Au-dessus du formulaire.' }, { max: 60 }),
        intro: text({ label: 'Introduction', hint: 'Une phrase sur les champs obligatoires.' }, { max: 160 }),
        labels: fieldTexts(['name', 'email', 'phone', 'company', 'service', 'message', 'website'], 'Le libellé du champ.', 40).meta({ label: 'Libellés des champs', hint: 'Le nom de chaque champ.' }),
        placeholders: fieldTexts(['name', 'email', 'phone', 'company', 'message'], 'L’exemple affiché en gris dans le champ vide.', 120).meta({ label: 'Exemples dans les champs', hint: 'Le texte gris des champs vides.' }),
        optional: text({ label: 'Mention « facultatif »', hint: 'Après le libellé des champs facultatifs.' }, { max: 20 }),
        servicePlaceholder: text({ label: 'Choix du service (vide)', hint: 'Le premier choix de la liste, avant qu’un service soit choisi.' }, { max: 40 }),
        otherService: text({ label: 'Dernier choix de service', hint: 'Pour une demande hors des cinq services.' }, { max: 40 }),
        submit: text({ label: 'Bouton d’envoi', hint: 'Le texte du bouton.' }, { max: 40 }),
        submitting: text({ label: 'Bouton pendant l’envoi', hint: 'Le texte du bouton pendant l’envoi.' }, { max: 40 }),
        readOnlyWhileSending: text({ label: 'Annonce pendant l’envoi', hint: 'Lue par les lecteurs d’écran.' }, { max: 120 }),
        counter: template({ label: 'Compteur de caractères', hint: '{used} et {max} sont remplacés par les nombres.' }, ['used', 'max'], { max: 60 }),
        privacy: text({ label: 'Mention sous le bouton', hint: 'Ce que deviennent les informations envoyées.' }, { max: 200 }),
        privacyLink: text({ label: 'Lien vers la confidentialité', hint: 'Après la mention : mène à la page Confidentialité.' }, { max: 60 }),
        notSent: text({ label: 'Envoi échoué (court)', hint: 'Affiché si l’envoi échoue et que l’alerte complète ne peut pas s’afficher.' }, { max: 200 }),
      })
      .meta({ label: 'Formulaire', hint: 'Les textes du formulaire de contact.' }),
    validation: z
      .object({
        nameMissing: text({ label: 'Nom manquant', hint: 'Affiché si le nom est vide.' }, { max: 120 }),
        nameInvalid: text({ label: 'Nom illisible', hint: 'Affiché si le nom contient un retour à la ligne, une tabulation ou un autre caractère invisible.' }, { max: 160 }),
        emailMissing: text({ label: 'Email manquant', hint: 'Affiché si l’email est vide.' }, { max: 120 }),
        emailInvalid: text({ label: 'Email incomplet', hint: 'Affiché si l’email est mal écrit.' }, { max: 120 }),
        emailCharacters: text({ label: 'Email : caractère refusé', hint: 'Affiché si l’adresse contient un caractère qu’une adresse n’accepte pas : une espace, ? & = % #, des guillemets, une virgule, une lettre accentuée.' }, { max: 200 }),
        messageMissing: text({ label: 'Message manquant', hint: 'Affiché si le message est vide.' }, { max: 120 }),
        tooLong: template({ label: 'Texte trop long', hint: '{max} est remplacé par le nombre de caractères permis.' }, ['max'], { max: 120 }),
      })
      .meta({ label: 'Messages d’erreur du formulaire', hint: 'Affichés quand un champ est mal rempli.' }),
    refusals: z
      .object({
        serviceUnknown: text({ label: 'Service inconnu', hint: 'Le serveur a reçu un service qui n’est pas dans la liste.' }, { max: 160 }),
        offerClosed: text({ label: 'Offre close', hint: 'L’offre a fermé (ou n’existe plus) entre l’ouverture du formulaire et l’envoi.' }, { max: 200 }),
        cvType: text({ label: 'CV : format refusé', hint: 'Le nom du fichier n’est pas celui d’un PDF ou d’un document Word ou OpenDocument (.pdf, .doc, .docx, .odt).' }, { max: 200 }),
        cvEmpty: text({ label: 'CV : fichier vide', hint: 'Le fichier choisi ne contient rien (0 octet).' }, { max: 200 }),
        cvContent: template({ label: 'CV : contenu d’un autre type', hint: 'Le nom du fichier dit PDF ou Word, mais pas son contenu (un fichier renommé) ; {extension} est remplacé par l’extension de son nom (« .pdf »).' }, ['extension'], { max: 320 }),
        cvTooLarge: template({ label: 'CV : document trop lourd', hint: 'Un document Word ou OpenDocument de plus de 5 Mo ; {taille} est remplacé par sa taille, {limite} par la limite (« 5 Mo »). Dites comment l’alléger.' }, ['taille', 'limite'], { max: 320 }),
        cvTooLargePdf: template({ label: 'CV : PDF trop lourd', hint: 'Un PDF de plus de 5 Mo ; {taille} et {limite} sont remplacés. Dites comment l’alléger sans conseiller de l’enregistrer en PDF (pages scannées, photos).' }, ['taille', 'limite'], { max: 320 }),
        cvLost: text({ label: 'CV à choisir à nouveau', hint: 'Après un rechargement de la page : le brouillon garde le texte, pas le fichier.' }, { max: 200 }),
        invalid: text({ label: 'Champs refusés par le serveur', hint: 'Au-dessus des messages sous chaque champ à corriger.' }, { max: 200 }),
        tooLarge: text({ label: 'Envoi trop lourd', hint: 'Le serveur a refusé un envoi de plus de 5 Mo.' }, { max: 200 }),
        tooMany: template({ label: 'Trop d’envois', hint: 'Après plusieurs messages en peu de temps ; {attente} est remplacé par l’attente (« 7 minutes »).' }, ['attente'], { max: 200 }),
        dailyCap: template(
          { label: 'Plafond du jour atteint', hint: 'Le site a reçu aujourd’hui autant de messages ou de CV que le plafond quotidien (plus bas) le permet : rien n’est enregistré jusqu’à minuit. {email} et {telephone} sont remplacés par ceux des coordonnées du cabinet.' },
          ['email', 'telephone'],
          { max: 300 },
        ),
      })
      .meta({ label: 'Refus du serveur et du CV', hint: 'Ce que disent le champ du CV et le site quand il refuse un envoi ; le serveur répond avec les mêmes mots.' }),
    dailyCap: z
      .object({
        messages: z
          .number()
          .int()
          .min(1)
          .max(100_000)
          .meta({ label: 'Messages par jour, au plus', hint: 'Au-delà, ce jour-là (jusqu’à minuit, heure de Dakar), le formulaire refuse tout nouveau message ou candidature, et rien n’est enregistré ; supprimer des messages ce jour-là ne libère pas de place. 300 : bien plus qu’un jour chargé, même au lendemain d’une offre publiée.' }),
        cvMegabytes: z
          .number()
          .int()
          .min(5)
          .max(100_000)
          .meta({ label: 'CV par jour, au plus (en Mo)', hint: 'Le poids de tous les CV reçus un même jour. Au-delà, les candidatures avec un CV sont refusées jusqu’à minuit (heure de Dakar). 500 : une centaine de candidatures avec un CV de 5 Mo.', unit: 'megaoctets' }),
      })
      .meta({
        label: 'Plafond quotidien du formulaire',
        hint: 'Protège la base de données, le stockage des CV et votre messagerie si quelqu’un envoie en masse depuis de nombreuses connexions. Le rapport de santé du site signale quand un jour approche le plafond (80 %).',
      }),
    success: z
      .object({
        panelTitle: text({ label: 'Titre après l’envoi', hint: 'Remplace le formulaire une fois le message envoyé.' }, { max: 60 }),
        panelText: text({ label: 'Texte après l’envoi', hint: 'Sous ce titre.' }, { max: 200 }),
        toastTitle: text({ label: 'Titre de la notification', hint: 'La notification en bas de l’écran.' }, { max: 60 }),
        toastText: text({ label: 'Texte de la notification', hint: 'Sous son titre.' }, { max: 200 }),
        back: text({ label: 'Formulaire revenu', hint: 'Au-dessus du formulaire vide qui revient après l’envoi : le message est bien parti.' }, { max: 200 }),
      })
      .meta({ label: 'Message envoyé', hint: 'Ce que voit le visiteur une fois son message envoyé.' }),
    application: z
      .object({
        offer: template({ label: 'Candidature à une offre', hint: 'Au-dessus du formulaire ouvert depuis une offre ; {reference} et {titre} sont remplacés par ceux de l’offre.' }, ['reference', 'titre'], { max: 120 }),
        spontaneous: text({ label: 'Candidature spontanée', hint: 'Au-dessus du formulaire ouvert pour une candidature spontanée.' }, { max: 120 }),
        advice: template({ label: 'Conseil au candidat', hint: 'Sous cette ligne ; {email} est remplacé par l’adresse du cabinet, en lien.' }, ['email'], { max: 260 }),
        cvLabel: text({ label: 'Champ du CV', hint: 'Le nom du champ où le candidat joint son CV.' }, { max: 80 }),
        cvChoose: text({ label: 'Bouton : choisir le CV', hint: 'Ouvre le choix du fichier.' }, { max: 40 }),
        cvChosen: template({ label: 'CV choisi', hint: '{nom} et {taille} sont remplacés par ceux du fichier.' }, ['nom', 'taille'], { max: 120 }),
        cvRemove: text({ label: 'Bouton : retirer le CV', hint: 'À côté du fichier choisi.' }, { max: 40 }),
        line: text({ label: 'Ligne « offre » du message', hint: 'Le nom de la ligne qui cite l’offre dans un e-mail ou un WhatsApp de secours.' }, { max: 30 }),
      })
      .meta({ label: 'Candidatures', hint: 'Ce que le formulaire affiche quand un candidat vient d’une offre.' }),
    candidate: z
      .object({
        title: text({ label: 'Titre du formulaire', hint: 'Au-dessus du formulaire d’un candidat (depuis une offre, ou une candidature spontanée).' }, { max: 60 }),
        messageLabel: text({ label: 'Libellé du message', hint: 'Le champ où le candidat se présente.' }, { max: 40 }),
        emailPlaceholder: text({ label: 'Exemple d’email', hint: 'Le texte gris du champ email vide.' }, { max: 60 }),
        messagePlaceholder: text({ label: 'Exemple de présentation', hint: 'Le texte gris du champ de présentation vide.' }, { max: 120 }),
        submit: text({ label: 'Bouton d’envoi', hint: 'Le texte du bouton d’un candidat.' }, { max: 40 }),
        delay: text({ label: 'Délai de réponse', hint: 'Remplace {delai} dans les phrases ci-dessous, par exemple « sous 10 jours ouvrés ».' }, { max: 40 }),
        sentTitle: text({ label: 'Titre après l’envoi', hint: 'Remplace le formulaire une fois la candidature envoyée, et titre la notification.' }, { max: 60 }),
        sentOffer: template({ label: 'Candidature reçue (offre)', hint: 'Sous ce titre ; {reference} et {titre} sont remplacés par ceux de l’offre.' }, ['reference', 'titre'], { max: 200 }),
        sentSpontaneous: text({ label: 'Candidature reçue (spontanée)', hint: 'Sous ce titre, pour une candidature spontanée.' }, { max: 200 }),
        nextSteps: template({ label: 'La suite', hint: 'Ce qui se passe ensuite ; {delai} est remplacé par le délai de réponse.' }, ['delai'], { max: 240 }),
        noCv: template({ label: 'Sans CV', hint: 'Si aucun CV n’était joint ; {email} est remplacé par l’adresse du cabinet (en lien), {objet} par l’objet à donner à l’e-mail.' }, ['email', 'objet'], { max: 240 }),
        noCvDismiss: text({ label: 'Bouton : fermer le conseil « Sans CV »', hint: 'Le conseil reste au-dessus du formulaire jusqu’à ce que le candidat clique ici.' }, { max: 40 }),
        cvRefused: text({ label: 'Envoi retenu : CV refusé', hint: 'Près du bouton d’envoi, quand le candidat envoie alors que son fichier est refusé : rien ne part tant qu’il n’a pas choisi un autre fichier ou cliqué sur « Retirer ».' }, { max: 280 }),
        withoutCv: template({ label: 'Envoi sans CV', hint: 'Près du bouton d’envoi, après « Retirer » ; {email} est remplacé par l’adresse du cabinet (en lien), {objet} par l’objet à donner à l’e-mail.' }, ['email', 'objet'], { max: 240 }),
        toastOffer: template({ label: 'Notification (offre)', hint: '{reference} et {delai} sont remplacés.' }, ['reference', 'delai'], { max: 160 }),
        toastSpontaneous: template({ label: 'Notification (spontanée)', hint: '{delai} est remplacé.' }, ['delai'], { max: 160 }),
        backOffer: template({ label: 'Formulaire revenu (offre)', hint: 'Au-dessus du formulaire vide qui revient après l’envoi ; {reference} est remplacé.' }, ['reference'], { max: 200 }),
        backSpontaneous: text({ label: 'Formulaire revenu (spontanée)', hint: 'Au-dessus du formulaire vide qui revient après une candidature spontanée.' }, { max: 200 }),
      })
      .meta({ label: 'Formulaire du candidat', hint: 'Ce que le formulaire dit à un candidat : les libellés du contact restent ceux de l’entreprise.' }),
    beforeStart: z
      .object({
        preparing: template({ label: 'Formulaire pas encore prêt', hint: 'Affiché si le visiteur envoie avant que la page soit prête ; {email} et {telephone} sont remplacés.' }, ['email', 'telephone']),
        noScript: template({ label: 'Sans JavaScript', hint: 'Remplace le formulaire quand le navigateur ne peut pas l’envoyer ; {email} et {telephone} sont remplacés.' }, ['email', 'telephone']),
      })
      .meta({ label: 'Avant que la page soit prête', hint: 'Les messages affichés avant que le formulaire puisse envoyer.' }),
    failure: z
      .object({
        titles: z
          .object({
            offline: text({ label: 'Hors connexion', hint: 'Le visiteur n’a plus de réseau.' }, { max: 80 }),
            network: text({ label: 'Erreur de réseau', hint: 'Le message n’a pas pu partir.' }, { max: 80 }),
            server: text({ label: 'Erreur du serveur', hint: 'Le service d’envoi a refusé le message.' }, { max: 80 }),
            timeout: text({ label: 'Trop long', hint: 'L’envoi a pris plus de 15 secondes.' }, { max: 80 }),
            invalid: text({ label: 'Champs à corriger', hint: 'Le serveur a refusé des champs : son message s’affiche sous chacun.' }, { max: 80 }),
            tooLarge: text({ label: 'CV trop lourd', hint: 'Le serveur a refusé un CV de plus de 5 Mo.' }, { max: 80 }),
            rateLimited: text({ label: 'Trop d’envois', hint: 'Trop de messages envoyés en peu de temps depuis la même connexion.' }, { max: 80 }),
            dailyCap: text({ label: 'Plafond du jour atteint', hint: 'Le site a reçu aujourd’hui tout ce que son plafond quotidien permet.' }, { max: 80 }),
          })
          .meta({ label: 'Titres de l’alerte', hint: 'Un titre par cause d’échec.' }),
        advice: text({ label: 'Conseil', hint: 'Sous le titre : le message est gardé, et d’autres moyens de nous joindre.' }, { max: 200 }),
        offlineWaiting: text({ label: 'Hors connexion : en attente', hint: 'Sous le titre « Hors connexion » : le message partira seul quand la connexion reviendra.' }, { max: 200 }),
        offlineCv: text({ label: 'Hors connexion : le CV', hint: 'Ajouté si un CV est joint : il n’est gardé que dans la page, un rechargement le perd.' }, { max: 200 }),
        retry: text({ label: 'Bouton « réessayer »', hint: 'Renvoie le message.' }, { max: 30 }),
        mailto: text({ label: 'Bouton email', hint: 'Ouvre un email déjà rempli.' }, { max: 40 }),
        whatsapp: text({ label: 'Bouton WhatsApp', hint: 'Ouvre WhatsApp avec le message.' }, { max: 40 }),
        call: template({ label: 'Bouton d’appel', hint: '{telephone} est remplacé par le numéro.' }, ['telephone'], { max: 60 }),
        truncated: text({ label: 'Message abrégé', hint: 'Ajouté à un email ou WhatsApp trop long.' }, { max: 160 }),
        mailSubject: template({ label: 'Objet de l’email', hint: '{nom} est remplacé par le nom du visiteur.' }, ['nom'], { max: 80 }),
        mailSubjectNoName: text({ label: 'Objet de l’email (sans nom)', hint: 'Quand le visiteur n’a pas donné son nom.' }, { max: 80 }),
      })
      .meta({ label: 'Échec de l’envoi', hint: 'L’alerte affichée si le message ne part pas (site relié à un service d’envoi).' }),
  })
  .meta({ label: 'Contact', hint: 'La page Contact et son formulaire.' });
