/**
 * pages/legal.yml: the firm's legal identity, its host, the declaration to the CDP and the texts of
 * the legal notice and privacy pages.
 */
import { z } from 'zod';
import { choice, date, list, template, text, toggle } from '../fields.ts';
import { pageHero, prose, seo, words } from '../blocks.ts';
import { refinement } from '../problems.ts';
import { toFillWords } from '../../lib/toFillMark.ts';

/** A value the firm may not know yet: « À compléter … » is shown marked, and the build warns. */
const fillable = (label: string, hint: string, max = 160) =>
  text({ label, hint: `${hint} Tant que la valeur commence par « ${toFillWords} », la page l’affiche en évidence et la construction du site le signale.` }, { max });

const titled = (label: string, hint: string) => words(label, hint, 90);

/** One processing of personal data, with what Art. 58 of law 2008-12 asks to tell the people concerned. */
const processing = z
  .object({
    id: choice(['contact', 'candidatures'], { label: 'Traitement', hint: 'Le traitement que décrit ce bloc.', options: { contact: 'Messages de contact', candidatures: 'Candidatures' } }),
    title: titled('Titre', 'Le nom du traitement, par exemple « Vos messages ».'),
    purpose: text({ label: 'Pourquoi', hint: 'À quoi servent les données (finalité).' }, { max: 400, multiline: true }),
    data: text({ label: 'Quelles données', hint: 'Les données recueillies.' }, { max: 400, multiline: true }),
    mandatory: text({ label: 'Champs obligatoires', hint: 'Ceux sans lesquels la demande ne peut être traitée, et les facultatifs.' }, { max: 400, multiline: true }),
    recipients: text({ label: 'Destinataires', hint: 'Qui reçoit les données.' }, { max: 400, multiline: true }),
    retentionMonths: z
      .number()
      .int()
      .min(1)
      .max(120)
      .meta({ label: 'Conservation (en mois)', hint: 'Au bout de ce nombre de mois après sa réception, le site efface chaque message ou candidature, CV compris, chaque nuit. 36 pour trois ans.' }),
    retention: template({ label: 'Durée de conservation', hint: 'Combien de temps les données sont gardées ; {duree} est remplacé par la durée ci-dessus (« 3 ans »).' }, ['duree'], { max: 300 }),
    basis: text({ label: 'Base légale', hint: 'Ce qui autorise le traitement : consentement, mesures précontractuelles…' }, { max: 300, multiline: true }),
  })
  .meta({ label: 'Traitement de données', hint: 'Ce que la loi 2008-12 (art. 58) demande de dire pour ce traitement.' });

export const legalSchema = z
  .object({
    company: z
      .object({
        legalName: fillable('Dénomination sociale', 'Le nom de la société au registre, par exemple « Sunu RH Conseil SARL ».', 120),
        legalForm: fillable('Forme juridique', 'Par exemple SARL, SUARL ou SA.', 80),
        capital: fillable('Capital social', 'Par exemple « 1 000 000 FCFA ».', 80),
        headOffice: fillable('Siège social', 'L’adresse du siège, telle qu’au registre.', 200),
        rccm: fillable('Numéro RCCM', 'Le numéro au Registre du commerce et du crédit mobilier, par exemple SN-DKR-2012-B-12345.', 80),
        ninea: fillable('NINEA', 'Le numéro d’identification nationale des entreprises et associations.', 80),
        director: fillable('Directeur ou directrice de la publication', 'La personne responsable du contenu du site : son nom et sa fonction.', 120),
      })
      .meta({ label: 'Identité de la société', hint: 'Ce que la loi 2008-08 demande d’afficher, sur la page Mentions légales.' }),
    host: z
      .object({
        name: fillable('Hébergeur', 'La société qui héberge le site, par exemple « Cloudflare, Inc. ».', 120),
        address: fillable('Adresse de l’hébergeur', 'Son adresse postale.', 200),
        country: fillable('Pays de l’hébergeur', 'Le pays où il traite les messages et les CV, par exemple « États-Unis ».', 80),
      })
      .meta({ label: 'Hébergement', hint: 'Qui héberge le site et sa fonction d’envoi : sur les pages Mentions légales et Confidentialité.' }),
    formBackend: z
      .object({
        name: fillable('Service du formulaire', 'Le service qui reçoit les messages du formulaire pour vous les transmettre, par exemple « Formspree ».', 120),
        country: fillable('Pays de ce service', 'Le pays où il traite les messages, par exemple « États-Unis ».', 80),
      })
      .meta({ label: 'Service du formulaire', hint: 'Nommé sur la page Confidentialité quand le site envoie les messages à un service.' }),
    attachCv: toggle({
      label: 'Joindre le CV à l’e-mail du cabinet',
      hint: 'Désactivé (conseillé) : l’e-mail reçu pour chaque candidature en donne le texte et le lien vers la boîte de réception, où se trouve le CV ; supprimer la candidature dans la boîte de réception supprime le CV partout. Activé : le CV est aussi joint à l’e-mail, et cette copie reste dans votre messagerie quand la candidature est supprimée : il faut l’y effacer vous-même. La page Confidentialité suit ce choix.',
    }),
    cdpReceipt: fillable('Récépissé de la CDP', 'Le numéro du récépissé de déclaration à la Commission de protection des données personnelles.', 80),
    notice: z
      .object({
        seo,
        hero: pageHero,
        identityTitle: titled('Titre : l’éditeur', 'Au-dessus de l’identité de la société.'),
        labels: z
          .object({
            legalName: words('Dénomination', 'Libellé.'),
            legalForm: words('Forme juridique', 'Libellé.'),
            capital: words('Capital', 'Libellé.'),
            headOffice: words('Siège', 'Libellé.'),
            rccm: words('RCCM', 'Libellé.'),
            ninea: words('NINEA', 'Libellé.'),
            phone: words('Téléphone', 'Libellé.'),
            email: words('E-mail', 'Libellé.'),
            director: words('Directeur de la publication', 'Libellé.'),
            host: words('Hébergeur', 'Libellé.'),
          })
          .meta({ label: 'Libellés', hint: 'Les mots devant chaque valeur.' }),
        hostTitle: titled('Titre : l’hébergement', 'Au-dessus de l’hébergeur.'),
        propertyTitle: titled('Titre : la propriété intellectuelle', 'Au-dessus du texte sur les droits.'),
        property: prose({ label: 'Propriété intellectuelle', hint: 'Qui détient les textes, le logo, les photos. Un paragraphe par ligne vide.' }),
        creditsTitle: titled('Titre : crédits', 'Au-dessus des crédits.'),
        credits: prose({ label: 'Crédits', hint: 'Photos, carte, police de caractères.' }),
        toFill: words('Valeur à compléter', 'Lu par les lecteurs d’écran devant une valeur encore « À compléter ».'),
        updated: date({ label: 'Mise à jour', hint: 'Le jour de la dernière modification de cette page.' }),
        updatedLabel: template({ label: 'Phrase de mise à jour', hint: '{date} est remplacé par la date.' }, ['date'], { max: 60 }),
      })
      .meta({ label: 'Page Mentions légales', hint: 'Les textes de /mentions-legales.' }),
    privacy: z
      .object({
        seo,
        hero: pageHero,
        controllerTitle: titled('Titre : le responsable', 'Au-dessus du responsable du traitement.'),
        controller: template({ label: 'Responsable du traitement', hint: '{societe}, {siege} et {email} sont remplacés par ceux des mentions légales et des coordonnées.' }, ['societe', 'siege', 'email'], { max: 400 }),
        processingsTitle: titled('Titre : les traitements', 'Au-dessus des deux traitements.'),
        labels: z
          .object({
            purpose: words('Pourquoi', 'Libellé.'),
            data: words('Quelles données', 'Libellé.'),
            mandatory: words('Champs obligatoires', 'Libellé.'),
            recipients: words('Destinataires', 'Libellé.'),
            retention: words('Durée de conservation', 'Libellé.'),
            basis: words('Base légale', 'Libellé.'),
          })
          .meta({ label: 'Libellés', hint: 'Les mots devant chaque rubrique d’un traitement.' }),
        processings: list(processing, { label: 'Traitements', hint: 'Les messages de contact et les candidatures.', one: 'un traitement', many: 'traitements' }, { count: 2 }),
        siteWorker: template({ label: 'La fonction d’envoi du site', hint: 'Ajouté aux destinataires quand le formulaire envoie à la fonction du site (le cas normal) : {hebergeur} et {pays} sont remplacés par ceux de l’hébergeur.' }, ['hebergeur', 'pays'], { max: 400 }),
        backend: template({ label: 'Le service du formulaire', hint: 'Ajouté aux destinataires quand le site envoie les messages à un autre service que le sien : {service}, {pays} et {adresse} (l’adresse où le formulaire envoie) sont remplacés.' }, ['service', 'pays', 'adresse'], { max: 300 }),
        noBackend: text({ label: 'Sans service de formulaire', hint: 'Ajouté aux destinataires dans une version de démonstration du site, qui n’envoie pas les messages.' }, { max: 300, multiline: true }),
        cvTitle: titled('Titre : où sont gardés les CV', 'Au-dessus du texte sur les CV.'),
        cvInInbox: template({ label: 'Les CV, gardés dans la boîte de réception', hint: 'Affiché quand « Joindre le CV à l’e-mail du cabinet » est désactivé : où le CV est gardé, et qu’il ne voyage pas par e-mail. {hebergeur} est remplacé par l’hébergeur, {duree} par la durée de conservation des candidatures.' }, ['hebergeur', 'duree'], { max: 700 }),
        cvByEmail: template({ label: 'Les CV, aussi joints à l’e-mail du cabinet', hint: 'Affiché quand « Joindre le CV à l’e-mail du cabinet » est activé : où le CV est gardé, et qu’une copie reste dans la messagerie du cabinet. {hebergeur} et {duree} sont remplacés comme ci-dessus.' }, ['hebergeur', 'duree'], { max: 700 }),
        abuseTitle: titled('Titre : contre les envois abusifs', 'Au-dessus du texte sur la limite d’envois.'),
        abuse: text({ label: 'Contre les envois abusifs', hint: 'Ce que la fonction d’envoi garde pour limiter les envois en rafale : une empreinte de l’adresse e-mail et de l’adresse IP, 10 minutes. Si la limite change (RATE_LIMIT dans wrangler.jsonc), ce texte doit changer aussi.' }, { max: 800, multiline: true }),
        transfersTitle: titled('Titre : transferts hors du Sénégal', 'Au-dessus des transferts.'),
        transfers: prose({ label: 'Transferts hors du Sénégal', hint: 'Les services situés hors du Sénégal que le site utilise : carte, photos, formulaire.' }),
        storageTitle: titled('Titre : cookies et stockage', 'Au-dessus du texte sur les cookies.'),
        storage: prose({ label: 'Cookies et stockage', hint: 'Ce que le site garde dans le navigateur.' }),
        rightsTitle: titled('Titre : vos droits', 'Au-dessus des droits.'),
        rights: template({ label: 'Vos droits', hint: 'Accès, rectification, opposition et comment les exercer ; {email} est remplacé par l’adresse du cabinet.' }, ['email'], { max: 700 }),
        complaint: text({ label: 'Réclamation', hint: 'Où se plaindre : la CDP.' }, { max: 300, multiline: true }),
        cdpTitle: titled('Titre : déclaration à la CDP', 'Au-dessus du numéro de récépissé.'),
        cdp: template({ label: 'Déclaration à la CDP', hint: '{recepisse} est remplacé par le numéro du récépissé.' }, ['recepisse'], { max: 300 }),
        updated: date({ label: 'Mise à jour', hint: 'Le jour de la dernière modification de cette page.' }),
        updatedLabel: template({ label: 'Phrase de mise à jour', hint: '{date} est remplacé par la date.' }, ['date'], { max: 60 }),
      })
      .meta({ label: 'Page Confidentialité', hint: 'Les textes de /confidentialite : ce que la loi 2008-12 demande de dire.' }),
  })
  .meta({ label: 'Mentions légales et confidentialité', hint: 'L’identité de la société, l’hébergeur, la déclaration à la CDP et les textes des deux pages.' })
  .refine((legal) => new Set(legal.privacy.processings.map((entry) => entry.id)).size === 2, refinement('processings', ['privacy', 'processings']))
  // The build picks the privacy page's sentence on CVs by the firm's setting: the page carries
  // the one that is true, and no visitor downloads the other.
  .transform(({ privacy: { cvInInbox, cvByEmail, ...privacy }, ...legal }) => ({ ...legal, privacy: { ...privacy, cv: legal.attachCv ? cvByEmail : cvInInbox } }));
