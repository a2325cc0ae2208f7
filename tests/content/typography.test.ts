// @vitest-environment node
// Pure functions: no DOM needed, and Node starts much faster than jsdom.
import { describe, expect, it } from 'vitest';
import { frenchTypography, phoneTypography } from '../../src/content/typography';

describe('frenchTypography: apostrophes', () => {
  it('turns a straight apostrophe into ’', () => {
    expect(frenchTypography("l'intérim d'Afrique de l'Ouest")).toBe('l’intérim d’Afrique de l’Ouest');
  });

  it('leaves a curly one as it is', () => {
    expect(frenchTypography('l’intérim')).toBe('l’intérim');
  });
});

describe('frenchTypography: ! ? ;', () => {
  it('puts a narrow no-break space before !', () => {
    expect(frenchTypography('Message envoyé !')).toBe('Message envoyé\u202f!');
  });

  it('gives one narrow no-break space whatever was typed before the mark', () => {
    for (const typed of ['Bonjour!', 'Bonjour !', 'Bonjour   !', 'Bonjour\u00a0!', 'Bonjour \u00a0!', 'Bonjour\u202f!']) {
      expect(frenchTypography(typed), JSON.stringify(typed)).toBe('Bonjour\u202f!');
    }
  });

  it('does the same before ? and ;', () => {
    expect(frenchTypography('Un besoin précis? Parlons-en.')).toBe('Un besoin précis\u202f? Parlons-en.');
    expect(frenchTypography('Un besoin précis ? Parlons-en.')).toBe('Un besoin précis\u202f? Parlons-en.');
    expect(frenchTypography('intérim; paie ; IPM')).toBe('intérim\u202f; paie\u202f; IPM');
  });

  it('spaces only the first mark of a run such as ?!', () => {
    expect(frenchTypography('Vraiment?!')).toBe('Vraiment\u202f?!');
    expect(frenchTypography('Vraiment ?!')).toBe('Vraiment\u202f?!');
    expect(frenchTypography('Quoi !!!')).toBe('Quoi\u202f!!!');
  });

  it('adds no space at the start of the text or of a line', () => {
    expect(frenchTypography('! Attention')).toBe('! Attention');
    expect(frenchTypography('?')).toBe('?');
    expect(frenchTypography('Titre\n? Suite')).toBe('Titre\n? Suite');
  });

  it('spaces the mark after a closing guillemet too', () => {
    expect(frenchTypography('Vous avez dit « Sunu »?')).toBe('Vous avez dit «\u202fSunu\u202f»\u202f?');
  });
});

describe('frenchTypography: guillemets', () => {
  it('puts a narrow no-break space inside « », typed with spaces or without', () => {
    for (const typed of ['«Sunu»', '« Sunu »', '«  Sunu  »', '«\u00a0Sunu\u00a0»', '«\u202fSunu\u202f»']) {
      expect(frenchTypography(typed), JSON.stringify(typed)).toBe('«\u202fSunu\u202f»');
    }
  });

  it('works on several pairs in a sentence', () => {
    expect(frenchTypography('«Sunu» signifie «notre» en wolof.')).toBe('«\u202fSunu\u202f» signifie «\u202fnotre\u202f» en wolof.');
  });
});

describe('frenchTypography: colon', () => {
  it('puts a no-break space before a colon followed by a space, typed with a space or without', () => {
    expect(frenchTypography('Ex.: Aminata')).toBe('Ex.\u00a0: Aminata');
    expect(frenchTypography('Ex. : Aminata')).toBe('Ex.\u00a0: Aminata');
    expect(frenchTypography('Ex.\u202f: Aminata')).toBe('Ex.\u00a0: Aminata');
  });

  it('does so before a colon at the end of the text or of a line', () => {
    expect(frenchTypography('écrivez-nous directement:')).toBe('écrivez-nous directement\u00a0:');
    expect(frenchTypography('Adresse:\nDakar')).toBe('Adresse\u00a0:\nDakar');
  });

  it('leaves times, ratios and a colon at the start alone', () => {
    expect(frenchTypography('Ouvert de 9:00 à 18:00.')).toBe('Ouvert de 9:00 à 18:00.');
    expect(frenchTypography('09:00')).toBe('09:00');
    expect(frenchTypography('un ratio 1:2')).toBe('un ratio 1:2');
    expect(frenchTypography(': suite')).toBe(': suite');
    expect(frenchTypography('Titre\n: suite')).toBe('Titre\n: suite');
  });
});

describe('frenchTypography: %', () => {
  it('joins a number and % with a no-break space, typed with a space or without', () => {
    expect(frenchTypography('90 %')).toBe('90\u00a0%');
    expect(frenchTypography('90%')).toBe('90\u00a0%');
    expect(frenchTypography('90\u202f%')).toBe('90\u00a0%');
    expect(frenchTypography('plus de 98% de nos clients')).toBe('plus de 98\u00a0% de nos clients');
  });
});

describe('frenchTypography: « + de »', () => {
  it('joins « + » and « de » with a no-break space', () => {
    expect(frenchTypography('+ de')).toBe('+\u00a0de');
    expect(frenchTypography('+  de 150 entreprises')).toBe('+\u00a0de 150\u00a0entreprises');
  });

  it('only before the word « de » itself', () => {
    expect(frenchTypography('+ demandes')).toBe('+ demandes');
  });
});

describe('frenchTypography: a number and the word it counts', () => {
  it('joins them with a no-break space', () => {
    expect(frenchTypography('mobilisé en 48 heures')).toBe('mobilisé en 48\u00a0heures');
    expect(frenchTypography('plus de 150 entreprises')).toBe('plus de 150\u00a0entreprises');
    expect(frenchTypography('plus de 800 recrutements')).toBe('plus de 800\u00a0recrutements');
    expect(frenchTypography('2,5 millions de bulletins')).toBe('2,5\u00a0millions de bulletins');
    expect(frenchTypography('5000 FCFA')).toBe('5000\u00a0FCFA');
  });

  it('makes one no-break space of whatever spaces were typed', () => {
    expect(frenchTypography('48  heures')).toBe('48\u00a0heures');
    expect(frenchTypography('48\u00a0heures')).toBe('48\u00a0heures');
    expect(frenchTypography('48\u202fheures')).toBe('48\u00a0heures');
  });

  it('leaves the space as typed before a grammatical word: the number then counts nothing (a day, a year)', () => {
    expect(frenchTypography('prêts le 25 de chaque mois')).toBe('prêts le 25 de chaque mois');
    expect(frenchTypography('né en 2012 au Plateau')).toBe('né en 2012 au Plateau');
    expect(frenchTypography('entre 50 et 100 salariés')).toBe('entre 50 et 100\u00a0salariés');
    expect(frenchTypography("les 25 d'entre eux")).toBe('les 25 d’entre eux');
    expect(frenchTypography('Depuis 2012 nous aidons')).toBe('Depuis 2012 nous aidons');
    // A no-break space typed on purpose there stays too.
    expect(frenchTypography('le 25\u00a0de chaque mois')).toBe('le 25\u00a0de chaque mois');
  });

  it('does not take part of a word, an hour or a code for a number', () => {
    expect(frenchTypography('de 9h00 à 18h00')).toBe('de 9h00 à 18h00');
    expect(frenchTypography('Lundi–vendredi 9h00–18h00')).toBe('Lundi–vendredi 9h00–18h00');
    expect(frenchTypography('COVID-19 oblige')).toBe('COVID-19 oblige');
    expect(frenchTypography('joignable 24/7 toute l’année')).toBe('joignable 24/7 toute l’année');
    expect(frenchTypography('F35 chantiers')).toBe('F35 chantiers');
  });

  it('leaves a number followed by punctuation, another number or a line break alone', () => {
    expect(frenchTypography('Depuis 2012, nous')).toBe('Depuis 2012, nous');
    expect(frenchTypography('fondé en 2012. Elle')).toBe('fondé en 2012. Elle');
    expect(frenchTypography('+221 77 000 00 00')).toBe('+221\u00a077\u00a0000\u00a000\u00a000');
    expect(frenchTypography('48\nheures')).toBe('48\nheures');
  });
});

describe('frenchTypography: addresses are left untouched', () => {
  it.each([
    'https://x.com/a?b=1',
    'https://x.com/a?b=1;c=2',
    'https://www.linkedin.com/company/sunu-rh-conseil',
    "http://example.com:8080/l'équipe",
    'www.example.com/page?x=1',
    'mailto:contact@example.com?subject=Devis',
    'tel:+221330000000',
    'contact@example.com',
    "o'brien@example.sn",
  ])('%s', (address) => {
    expect(frenchTypography(address)).toBe(address);
    expect(frenchTypography(`Voir ${address} ici`)).toBe(`Voir ${address} ici`);
  });

  it('still sets the text around them', () => {
    expect(frenchTypography('Exemple: nom@entreprise.sn')).toBe('Exemple\u00a0: nom@entreprise.sn');
    expect(frenchTypography("Voir https://x.com/a?b=1 ? C'est ici!")).toBe('Voir https://x.com/a?b=1\u202f? C’est ici\u202f!');
    expect(frenchTypography('écrivez à contact@example.com !')).toBe('écrivez à contact@example.com\u202f!');
  });

  it('keeps punctuation glued to an address as typed (it is part of the token)', () => {
    expect(frenchTypography('Voir https://x.com/?')).toBe('Voir https://x.com/?');
  });

  it('puts every address back in its place', () => {
    expect(frenchTypography('a@b.sn, https://c.sn et tel:+1 : d')).toBe('a@b.sn, https://c.sn et tel:+1\u00a0: d');
    // The private-use character used as a stand-in while the rules run survives in the text.
    expect(frenchTypography('x\uE000y https://c.sn z\uE000')).toBe('x\uE000y https://c.sn z\uE000');
  });
});

describe('frenchTypography: everything else stays as typed', () => {
  it.each([
    'Envoi en cours...',
    'Chargement du site…',
    'Il a dit "bonjour" puis «\u202fau revoir\u202f».',
    'Sunu RH Conseil – Intérim, recrutement et paie à Dakar',
    'Lundi–vendredi',
    'Ligne 1\nLigne 2\r\nLigne 3\n\n',
    'Analyse & Diagnostic',
    'Les champs marqués d’un astérisque (*) sont obligatoires.',
    'photo-1600880292203-757bb62b4baf',
    '',
  ])('%j', (text) => {
    expect(frenchTypography(text)).toBe(text);
  });
});

describe('frenchTypography: idempotence', () => {
  it.each([
    "«Sunu» signifie «notre»! Vraiment?! Oui ; d'accord: 90% + de 150 entreprises en 48 heures.",
    'Ex.:  Aminata ; le 25 de chaque mois, en 2012 au Plateau : https://x.com/a?b=1 !',
    'Titre:\n! suite\n: fin 9:00 9h00–18h00 +221 33 000 00 00 ; 3 jours',
  ])('%j', (typed) => {
    const once = frenchTypography(typed);
    expect(once).not.toBe(typed);
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('phoneTypography', () => {
  it('joins the digit groups with no-break spaces', () => {
    expect(phoneTypography('+221 33 000 00 00')).toBe('+221\u00a033\u00a0000\u00a000\u00a000');
  });

  it('makes one no-break space of whatever spaces were typed, and changes nothing else', () => {
    expect(phoneTypography('+221  77\u202f000 00\u00a000')).toBe('+221\u00a077\u00a0000\u00a000\u00a000');
    expect(phoneTypography('+221330000000')).toBe('+221330000000');
    expect(phoneTypography('+ 221 (0) 33')).toBe('+ 221 (0) 33');
  });

  it('is idempotent', () => {
    const once = phoneTypography('+221 33 000 00 00');
    expect(phoneTypography(once)).toBe(once);
  });

  it('frenchTypography also keeps an international number in a sentence on one line', () => {
    expect(frenchTypography('Appelez le +221 33 000 00 00 !')).toBe('Appelez le +221\u00a033\u00a0000\u00a000\u00a000\u202f!');
  });
});

/**
 * The site's copy as it was written by hand, with its no-break spaces and ’ (collected from
 * src/content/{about,home,services,contact,contactFailure,seo,ui,site,images}.ts at commit
 * 711a341, every string of every export, without duplicates; of the functions, only the two
 * without arguments, whose text is fixed). The rules must give it back from what staff type.
 * One deliberate change: phone numbers, then written with ordinary spaces, now never break.
 */
const currentCopy: readonly string[] = [
  // about.ts
  'À propos de Sunu RH Conseil',
  '«\u202fSunu\u202f» signifie «\u202fnotre\u202f» en wolof. Depuis 2012, nous aidons les entreprises africaines à bâtir des équipes dont elles peuvent être fières.',
  'Notre histoire',
  'Sunu RH Conseil est né en 2012 au Plateau, à Dakar, d’un constat simple\u00a0: les entreprises sénégalaises manquaient d’un partenaire RH capable d’allier exigence professionnelle et connaissance fine du terrain. Ndèye Fatou Diop, alors directrice des ressources humaines dans l’industrie, a fondé le cabinet avec deux associés pour combler ce manque.',
  'D’abord spécialisés dans le recrutement, nous avons élargi notre offre à l’intérim, à la gestion de la paie puis à celle des IPM. Aujourd’hui, plus de 150\u00a0entreprises nous font confiance au Sénégal, en Côte d’Ivoire, au Mali, en Guinée et au Burkina Faso.',
  'Notre mission\u00a0: donner aux entreprises africaines des ressources humaines fiables et conformes, pour qu’elles se consacrent pleinement à leur croissance. Chaque mission est conduite avec la même exigence\u00a0: comprendre vos contraintes, respecter vos salariés et tenir nos engagements.',
  'about',
  'Nos valeurs',
  'Quatre principes guident chacune de nos missions, du premier diagnostic au suivi dans la durée.',
  'Excellence',
  'Des livrables rigoureux, contrôlés avant chaque envoi, et des consultants formés en continu aux évolutions du droit social.',
  'Partenariat',
  'Nous travaillons à vos côtés, en toute transparence, comme le prolongement naturel de votre direction des ressources humaines.',
  'Impact Local',
  'Nous révélons et formons des talents sénégalais et ouest-africains, et contribuons chaque année à la création d’emplois déclarés.',
  'Innovation',
  'Bulletins dématérialisés, tableaux de bord RH et signature électronique simplifient votre gestion au quotidien.',
  'Notre équipe de direction',
  'Des professionnels expérimentés, issus de l’entreprise, qui s’engagent personnellement auprès de chaque client.',
  'Ndèye Fatou Diop',
  'Directrice générale et fondatrice',
  'Ancienne directrice des ressources humaines d’un groupe industriel dakarois, elle a fondé Sunu RH Conseil en 2012. Elle pilote la stratégie du cabinet et accompagne personnellement les directions générales dans leurs projets de transformation.',
  'leader1',
  'Mamadou Lamine Fall',
  'Directeur du recrutement et de l’intérim',
  'Diplômé en psychologie du travail, il a conduit plus de 800\u00a0recrutements de cadres et de techniciens en Afrique de l’Ouest. Il supervise notre vivier de candidats et la mobilisation des intérimaires.',
  'leader2',
  'Aïssatou Ba',
  'Responsable paie et IPM',
  'Comptable de formation, elle maîtrise les déclarations CSS et IPRES, les retenues fiscales et la gestion des institutions de prévoyance maladie. Elle garantit chaque mois l’exactitude des bulletins de paie de nos clients.',
  'leader3',
  'Construisons ensemble vos équipes de demain',
  'Rencontrons-nous à Dakar ou en visioconférence pour échanger sur vos projets RH, sans engagement.',
  'Nous contacter',
  // home.ts
  'Conseil RH à Dakar depuis 2012',
  'Des ressources humaines solides pour faire grandir votre entreprise',
  'Intérim, recrutement, paie et IPM\u00a0: Sunu RH Conseil accompagne les entreprises du Sénégal et d’Afrique de l’Ouest avec rigueur, dans le respect du Code du travail et de vos obligations sociales.',
  'Prendre rendez-vous',
  'Découvrir nos services',
  'hero',
  'Nos expertises phares',
  'Trois services au cœur de votre quotidien RH, assurés par des consultants qui connaissent le terrain sénégalais.',
  'interim',
  'Du personnel qualifié mobilisé en 48\u00a0heures pour absorber un pic d’activité, remplacer un salarié absent ou lancer un chantier.',
  'En savoir plus sur l’intérim',
  'recrutement',
  'Des cadres et des techniciens présélectionnés par nos consultants, évalués sur leurs compétences comme sur leur adhésion à votre culture d’entreprise.',
  'En savoir plus sur le recrutement',
  'paie',
  'Des bulletins exacts chaque mois et des déclarations CSS et IPRES transmises à temps, sans majoration de retard.',
  'En savoir plus sur la paie',
  'Sunu RH Conseil en chiffres',
  '+\u00a0de',
  '90\u00a0%',
  'de clients satisfaits',
  '150',
  'entreprises africaines accompagnées',
  '98\u00a0%',
  'de nos clients nous recommandent',
  'Pourquoi choisir Sunu RH Conseil\u202f?',
  'Un partenaire de proximité qui maîtrise les règles locales et s’engage sur des résultats mesurables.',
  'Expertise du droit social sénégalais',
  'Nos consultants appliquent au quotidien le Code du travail sénégalais et les conventions collectives de votre branche, pour des pratiques RH conformes et sécurisées.',
  'Déclarations sociales maîtrisées',
  'Cotisations CSS et IPRES calculées, déclarées et réglées dans les délais, avec un état récapitulatif clair à chaque échéance.',
  'Réactivité',
  'Un interlocuteur dédié vous répond sous 24\u00a0heures ouvrées, et nos intérimaires sont mobilisés en 48\u00a0heures.',
  'Confidentialité',
  'Salaires et dossiers du personnel sont traités selon des procédures strictes, dans le respect de la loi sénégalaise sur la protection des données personnelles.',
  'Ils nous font confiance',
  'Directions des ressources humaines, directions financières et fondateurs témoignent de notre accompagnement.',
  'Depuis que Sunu RH Conseil gère notre paie, nos 320\u00a0bulletins sont prêts le 25 de chaque mois et nous n’avons plus subi une seule majoration de la CSS. Mon équipe se consacre enfin au développement des compétences.',
  'Khady Mbaye',
  'Directrice des ressources humaines, Kaay Finance, Dakar',
  'Pour la campagne arachidière, il nous fallait 60\u00a0manutentionnaires en dix jours. Sunu RH Conseil les a recrutés, formés à la sécurité et déclarés dans les temps, sans le moindre accroc.',
  'Ousmane Ndiaye',
  'Directeur administratif et financier, Atlantique Agro-Industries, Kaolack',
  'Nous leur avons confié la reprise de notre IPM\u00a0: les remboursements sont désormais traités en moins de quinze jours et nos salariés sont rassurés sur leur couverture santé.',
  'Mariama Sène',
  'Fondatrice et directrice générale, Baobab Distribution, Dakar',
  'Parlons de vos enjeux RH',
  'Un premier échange de 30\u00a0minutes, sans engagement, pour faire le point sur vos besoins en intérim, recrutement, paie ou IPM.',
  // services.ts
  'Nos services RH',
  'Cinq expertises complémentaires pour sécuriser la gestion de votre personnel, de l’embauche à la paie, dans le respect du droit social sénégalais.',
  'Nous mettons à votre disposition des intérimaires sélectionnés, déclarés et assurés, pour des missions de quelques jours à plusieurs mois. Contrats de mission, paie et cotisations CSS et IPRES sont gérés par nos soins, conformément au Code du travail sénégalais.',
  'Mise à disposition sous 48\u00a0heures',
  'Vivier de profils vérifiés',
  'Contrats et déclarations pris en charge',
  'Facturation mensuelle unique',
  'De la définition du poste à l’intégration, nous conduisons vos recrutements avec une méthode éprouvée\u00a0: approche directe, entretiens structurés, tests et prise de références. Notre connaissance du marché de l’emploi sénégalais et ouest-africain vous ouvre l’accès à des profils rares.',
  'Définition précise du poste',
  'Approche directe des candidats',
  'Tests et entretiens structurés',
  'Garantie de remplacement',
  'Nous établissons vos bulletins de paie selon le Code du travail, la convention collective applicable et vos accords internes. Nous assurons les déclarations et le suivi des cotisations CSS et IPRES ainsi que des retenues fiscales, pour une paie juste et sans pénalité.',
  'Bulletins conformes et dématérialisés',
  'Déclarations CSS et IPRES',
  'Retenues fiscales et états annuels',
  'Soldes de tout compte',
  'ipm',
  'Au Sénégal, l’affiliation des salariés à une institution de prévoyance maladie (IPM) est obligatoire. Nous créons votre IPM ou en reprenons la gestion\u00a0: adhésions, cotisations, prises en charge et remboursements, en lien avec les prestataires de santé.',
  'Création ou reprise d’IPM',
  'Adhésions et cartes d’assurés',
  'Suivi des prises en charge',
  'Remboursements sous quinze jours',
  'rh',
  'Pour les entreprises sans service RH ou en forte croissance, nous proposons une DRH externalisée\u00a0: règlement intérieur, contrats, entretiens annuels, plan de formation et relations avec l’Inspection du travail. Nos consultants vous conseillent aussi sur les procédures disciplinaires et les ruptures de contrat.',
  'DRH externalisée à temps partagé',
  'Audit social et conformité',
  'Règlement intérieur et contrats',
  'Plan de formation et entretiens',
  'Cinq expertises pour toute la vie de vos équipes',
  'Demander un devis',
  'Notre approche',
  'Une méthode en quatre étapes, éprouvée auprès de plus de 150\u00a0entreprises africaines.',
  'Analyse & Diagnostic',
  'Nous examinons votre organisation, vos effectifs et vos pratiques RH pour repérer les risques de non-conformité et les leviers d’amélioration.',
  'Stratégie & Planification',
  'Nous bâtissons avec vous un plan d’action chiffré, des priorités claires et un calendrier réaliste.',
  'Implémentation & Déploiement',
  'Nos consultants mettent en œuvre les solutions retenues sur le terrain, en associant vos équipes et vos délégués du personnel.',
  'Suivi & Optimisation',
  'Indicateurs, points réguliers et ajustements\u00a0: nous mesurons les résultats et améliorons le dispositif en continu.',
  'Secteurs accompagnés',
  'Une connaissance concrète des métiers et des conventions collectives propres à chaque secteur.',
  'Services financiers',
  'Banques, assurances et microfinance, où rigueur et confidentialité sont essentielles.',
  'Technologie & IT',
  'Entreprises du numérique et des télécommunications en quête de profils techniques pointus.',
  'Santé et Social',
  'Cliniques, laboratoires et organisations non gouvernementales aux besoins de personnel spécifiques.',
  'Industrie & BTP',
  'Usines, chantiers et mines, avec d’importants besoins en intérim et en sécurité au travail.',
  'Commerce & Distribution',
  'Enseignes, grossistes et réseaux de distribution soumis à de fortes variations saisonnières.',
  'Services aux entreprises',
  'Cabinets, sociétés de services et centres de relation client qui recherchent de la souplesse.',
  'Un besoin précis\u202f? Parlons-en.',
  'Décrivez-nous votre projet\u00a0: nous vous adressons une proposition détaillée sous 48\u00a0heures ouvrées.',
  // contact.ts
  'Contact',
  'Parlons de vos besoins RH',
  'Une question, un projet de recrutement, une paie à reprendre\u202f? Écrivez-nous, appelez-nous ou passez nous voir au Plateau\u00a0: un consultant vous répond sous 24\u00a0heures ouvrées.',
  'Nos coordonnées',
  'Téléphone',
  'WhatsApp',
  'Écrire sur WhatsApp',
  'Email',
  'Adresse',
  'Horaires d’ouverture',
  'Nos bureaux sur la carte',
  'Carte OpenStreetMap centrée sur les bureaux de Sunu RH Conseil à Dakar',
  'Ouvrir la carte dans OpenStreetMap',
  'Dakar, Plateau',
  'Envoyez-nous un message',
  'Les champs marqués d’un astérisque (*) sont obligatoires.',
  'Nom complet',
  'Entreprise',
  'Service',
  'Message',
  'Ne pas remplir ce champ',
  'Ex.\u00a0: Aminata Ndiaye',
  'vous@entreprise.sn',
  '+221\u00a077\u00a0000\u00a000\u00a000',
  'Nom de votre entreprise',
  'Décrivez votre besoin\u00a0: poste à pourvoir, effectif concerné, échéance…',
  '(facultatif)',
  'Sélectionnez un service',
  'Autre demande',
  'Envoyer le message',
  'Envoi en cours...',
  'Le formulaire est en lecture seule pendant l’envoi.',
  'Vos informations servent uniquement à répondre à votre demande.',
  'Le message n’a pas pu partir. Il reste dans le formulaire, prêt à être renvoyé.',
  'Veuillez indiquer votre nom complet.',
  'Veuillez indiquer votre adresse email.',
  'Cette adresse email semble incomplète. Exemple\u00a0: nom@entreprise.sn',
  'Veuillez écrire votre message.',
  'Message envoyé avec succès\u202f!',
  'Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.',
  'Message envoyé\u202f!',
  'Nous vous contacterons dans les plus brefs délais.',
  // contactFailure.ts
  'Vous semblez hors connexion.',
  'Le message n’a pas pu partir.',
  'Notre serveur n’a pas pu recevoir votre message.',
  'L’envoi prend trop de temps.',
  'Votre message est conservé ci-\u2060dessous. Réessayez dans un instant, ou écrivez-nous directement\u00a0:',
  'Réessayer',
  'Envoyer par email',
  'Envoyer sur WhatsApp',
  '(message abrégé\u00a0: le texte complet reste dans le formulaire du site)',
  // seo.ts
  'Sunu RH Conseil – Intérim, recrutement et paie à Dakar',
  'Cabinet RH à Dakar\u00a0: intérim, recrutement, gestion de la paie et des IPM, conformes au Code du travail sénégalais. Prenez rendez-vous.',
  'À propos – Sunu RH Conseil, cabinet RH à Dakar',
  'Fondé à Dakar en 2012, Sunu RH Conseil accompagne plus de 150\u00a0entreprises africaines. Découvrez notre histoire, nos valeurs et notre équipe.',
  'Services RH au Sénégal\u00a0: intérim, recrutement, paie, IPM',
  'Intérim, recrutement, gestion de la paie, gestion IPM et DRH externalisée\u00a0: les services de Sunu RH Conseil pour les entreprises du Sénégal.',
  'Contact et rendez-vous',
  'Contactez Sunu RH Conseil à Dakar par téléphone, WhatsApp, email ou formulaire. Réponse sous 24\u00a0heures ouvrées. Lundi–vendredi 9h00–18h00.',
  // ui.ts
  'Aller au contenu',
  'Chargement du site…',
  'Sunu RH Conseil, retour à l’accueil',
  'Navigation principale',
  'Ouvrir le menu',
  'Fermer le menu',
  'Menu',
  'Cabinet de conseil en ressources humaines basé à Dakar\u00a0: intérim, recrutement, paie et gestion IPM pour les entreprises d’Afrique de l’Ouest.',
  'Liens rapides',
  'Nos services',
  'Suivez-nous',
  'Tous droits réservés.',
  'Fermer la notification',
  'Notifications',
  '404',
  'Page non trouvée',
  'Désolé, la page que vous recherchez n’existe pas ou a été déplacée.',
  'Retour à l’accueil',
  'Revenir au site',
  // site.ts
  'Sunu RH Conseil',
  'Cabinet de conseil en ressources humaines à Dakar',
  'https://www.example.com',
  'fr_SN',
  '+221\u00a033\u00a0000\u00a000\u00a000',
  'tel:+221330000000',
  'https://wa.me/221330000000',
  'contact@example.com',
  'Plateau',
  'Dakar',
  'Sénégal',
  'SN',
  'Dakar, Sénégal',
  'LinkedIn',
  'linkedin',
  'https://www.linkedin.com/company/sunu-rh-conseil',
  'Facebook',
  'facebook',
  'https://www.facebook.com/sunurhconseil',
  'X',
  'x',
  'https://x.com/sunurhconseil',
  'Lundi–vendredi',
  '9h00–18h00',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  '09:00',
  '18:00',
  'Samedi',
  '9h00–13h00',
  'Saturday',
  '13:00',
  'Dimanche',
  'fermé',
  '/',
  'Accueil',
  '/services',
  'Services',
  '/a-propos',
  'À propos',
  '/contact',
  'Intérim',
  'Recrutement',
  'Gestion de la paie',
  'Gestion IPM',
  'Services RH',
  // images.ts
  'photo-1600880292203-757bb62b4baf',
  'Professionnels en réunion de travail dans un bureau lumineux',
  'photo-1573164713714-d95e436ab8d6',
  'Collaboratrices travaillant ensemble au bureau',
  'photo-1586528116311-ad8dd3c8310d',
  'Entrepôt logistique aux rayonnages chargés de marchandises',
  'photo-1521791136064-7986c2920216',
  'Poignée de main au terme d’un entretien',
  'photo-1554224155-6726b3ff858f',
  'Documents comptables examinés sur un bureau',
  'photo-1576091160399-112ba8d25d1d',
  'Professionnel de santé en blouse blanche',
  'photo-1552664730-d307ca884978',
  'Réunion d’équipe autour d’une table de travail',
  'photo-1573497019940-1c28c88b4f3e',
  'Portrait de Ndèye Fatou Diop',
  'photo-1507152832244-10d45c7eda57',
  'Portrait de Mamadou Lamine Fall',
  'photo-1589156280159-27698a70f29e',
  'Portrait d’Aïssatou Ba',
  // contact.ts: beforeStartCopy, prerendered notices (functions without arguments)
  'Le formulaire se prépare\u00a0: votre message partira dans un instant. Si rien ne se passe, écrivez-nous à contact@example.com ou appelez le +221\u00a033\u00a0000\u00a000\u00a000.',
  'Ce formulaire a besoin de JavaScript pour envoyer votre message. Écrivez-nous à contact@example.com ou appelez le +221\u00a033\u00a0000\u00a000\u00a000\u00a0: nos coordonnées sont aussi sur cette page.',
];

/** As staff type it with a space wherever the copy has a no-break one, and ' for ’. */
const typedWithSpaces = (copy: string) => copy.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'").replace(/\u2060/g, '');

/** As staff type it without a space inside « » nor before ! ? ; : %. */
const typedWithoutSpaces = (copy: string) =>
  copy
    .replace(/[\u202f\u2060]/g, '')
    .replace(/\u00a0(?=[:%])/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/’/g, "'");

describe('frenchTypography: the current copy', () => {
  it('is a real test: much of the copy differs from what staff type', () => {
    expect(currentCopy.filter((copy) => typedWithSpaces(copy) !== copy).length).toBeGreaterThan(50);
    expect(currentCopy.filter((copy) => typedWithoutSpaces(copy) !== typedWithSpaces(copy)).length).toBeGreaterThan(20);
  });

  it.each(currentCopy)('%j', (copy) => {
    expect(frenchTypography(typedWithSpaces(copy)), 'typed with spaces').toBe(copy);
    expect(frenchTypography(typedWithoutSpaces(copy)), 'typed without spaces').toBe(copy);
    expect(frenchTypography(copy), 'already set').toBe(copy);
  });
});

describe('frenchTypography: « n° »', () => {
  it('joins « n° » to the number it introduces, whatever space was typed, and keeps that number whole (a word joiner after each hyphen), once', () => {
    expect(frenchTypography('la loi n° 2008-12')).toBe('la loi n°\u00a02008-\u206012');
    expect(frenchTypography('récépissé N°  42')).toBe('récépissé N°\u00a042');
    expect(frenchTypography('le décret n° 75-895 du 14 août 1975')).toBe('le décret n°\u00a075-\u2060895 du 14\u00a0août 1975');
    expect(frenchTypography(frenchTypography('la loi n° 2008-12'))).toBe('la loi n°\u00a02008-\u206012');
    // Only the number after « n° »: another reference keeps its hyphens as typed.
    expect(frenchTypography('loi 2008-12, n° A-12')).toBe('loi 2008-12, n°\u00a0A-12');
  });

  it('leaves a « n° » at the end of a line or inside a word alone', () => {
    expect(frenchTypography('numéro n°\nsuite')).toBe('numéro n°\nsuite');
    expect(frenchTypography('un°  x')).toBe('un°  x');
  });
});

describe('frenchTypography: short hyphenated words', () => {
  it('puts a word joiner after the hyphen of « e-mail », « ci-contre », « ci-dessous », once', () => {
    expect(frenchTypography('par e-mail ou ci-contre')).toBe('par e-\u2060mail ou ci-\u2060contre');
    expect(frenchTypography('E-mail ci-dessous')).toBe('E-\u2060mail ci-\u2060dessous');
    expect(frenchTypography(frenchTypography('par e-mail'))).toBe('par e-\u2060mail');
  });

  it('leaves longer first parts, numbers and addresses as typed', () => {
    expect(frenchTypography('c’est-à-dire, peut-être, SRH-2026-031, loi 2008-12')).toBe('c’est-à-dire, peut-être, SRH-2026-031, loi 2008-12');
    expect(frenchTypography('écrivez à rh-contact@sunurh.sn ou www.e-dakar.sn')).toBe('écrivez à rh-contact@sunurh.sn ou www.e-dakar.sn');
  });
});
