/** Home page copy (route « / »). */
import { site } from './site';
import type { Claim, ImageKey, Reason, ServiceId, Testimonial } from './types';

export const hero: {
  eyebrow: string;
  title: string;
  lead: string;
  primaryCta: string;
  secondaryCta: string;
  image: ImageKey;
} = {
  eyebrow: 'Conseil RH à Dakar depuis 2012',
  title: 'Des ressources humaines solides pour faire grandir votre entreprise',
  lead:
    `Intérim, recrutement, paie et IPM\u00a0: ${site.name} accompagne les entreprises du Sénégal et d’Afrique de l’Ouest avec rigueur, dans le respect du Code du travail et de vos obligations sociales.`,
  primaryCta: 'Prendre rendez-vous',
  secondaryCta: 'Découvrir nos services',
  image: 'hero',
};

export const teasersIntro: { title: string; lead: string } = {
  title: 'Nos expertises phares',
  lead: 'Trois services au cœur de votre quotidien RH, assurés par des consultants qui connaissent le terrain sénégalais.',
};

export const teasers: ReadonlyArray<{
  /** Its name is `serviceNames[id]` (site.ts), its pictogram `pictograms[id]` (sections/ServiceTeasers). */
  id: Extract<ServiceId, 'interim' | 'recrutement' | 'paie'>;
  text: string;
  linkLabel: string;
}> = [
  {
    id: 'interim',
    text: 'Du personnel qualifié mobilisé en 48\u00a0heures pour absorber un pic d’activité, remplacer un salarié absent ou lancer un chantier.',
    linkLabel: 'En savoir plus sur l’intérim',
  },
  {
    id: 'recrutement',
    text: 'Des cadres et des techniciens présélectionnés par nos consultants, évalués sur leurs compétences comme sur leur adhésion à votre culture d’entreprise.',
    linkLabel: 'En savoir plus sur le recrutement',
  },
  {
    id: 'paie',
    text: 'Des bulletins exacts chaque mois et des déclarations CSS et IPRES transmises à temps, sans majoration de retard.',
    linkLabel: 'En savoir plus sur la paie',
  },
];

/** Heading of the figures band, read by screen readers only. */
export const claimsTitle: string = `${site.name} en chiffres`;

export const claims: readonly Claim[] = [
  { prefix: '+\u00a0de', figure: '90\u00a0%', label: 'de clients satisfaits' },
  { prefix: '+\u00a0de', figure: '150', label: 'entreprises africaines accompagnées' },
  { figure: '98\u00a0%', label: 'de nos clients nous recommandent' },
];

export const whyUs: { title: string; lead: string; reasons: readonly Reason[] } = {
  title: `Pourquoi choisir ${site.name}\u202f?`,
  lead: 'Un partenaire de proximité qui maîtrise les règles locales et s’engage sur des résultats mesurables.',
  reasons: [
    {
      title: 'Expertise du droit social sénégalais',
      description:
        'Nos consultants appliquent au quotidien le Code du travail sénégalais et les conventions collectives de votre branche, pour des pratiques RH conformes et sécurisées.',
    },
    {
      title: 'Déclarations sociales maîtrisées',
      description:
        'Cotisations CSS et IPRES calculées, déclarées et réglées dans les délais, avec un état récapitulatif clair à chaque échéance.',
    },
    {
      title: 'Réactivité',
      description:
        'Un interlocuteur dédié vous répond sous 24\u00a0heures ouvrées, et nos intérimaires sont mobilisés en 48\u00a0heures.',
    },
    {
      title: 'Confidentialité',
      description:
        'Salaires et dossiers du personnel sont traités selon des procédures strictes, dans le respect de la loi sénégalaise sur la protection des données personnelles.',
    },
  ],
};

export const testimonialsIntro: { title: string; lead: string } = {
  title: 'Ils nous font confiance',
  lead: 'Directions des ressources humaines, directions financières et fondateurs témoignent de notre accompagnement.',
};

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      `Depuis que ${site.name} gère notre paie, nos 320\u00a0bulletins sont prêts le 25 de chaque mois et nous n’avons plus subi une seule majoration de la CSS. Mon équipe se consacre enfin au développement des compétences.`,
    name: 'Khady Mbaye',
    position: 'Directrice des ressources humaines, Kaay Finance, Dakar',
  },
  {
    quote:
      `Pour la campagne arachidière, il nous fallait 60\u00a0manutentionnaires en dix jours. ${site.name} les a recrutés, formés à la sécurité et déclarés dans les temps, sans le moindre accroc.`,
    name: 'Ousmane Ndiaye',
    position: 'Directeur administratif et financier, Atlantique Agro-Industries, Kaolack',
  },
  {
    quote:
      'Nous leur avons confié la reprise de notre IPM\u00a0: les remboursements sont désormais traités en moins de quinze jours et nos salariés sont rassurés sur leur couverture santé.',
    name: 'Mariama Sène',
    position: 'Fondatrice et directrice générale, Baobab Distribution, Dakar',
  },
];

export const closingCta: { title: string; text: string; button: string } = {
  title: 'Parlons de vos enjeux RH',
  text: 'Un premier échange de 30\u00a0minutes, sans engagement, pour faire le point sur vos besoins en intérim, recrutement, paie ou IPM.',
  button: 'Prendre rendez-vous',
};
