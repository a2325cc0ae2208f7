/** Services page copy (route « /services »). */
import type { ApproachStep, Sector, Service } from './types';

export const servicesHero: { title: string; lead: string } = {
  title: 'Nos services RH',
  lead: 'Cinq expertises complémentaires pour sécuriser la gestion de votre personnel, de l’embauche à la paie, dans le respect du droit social sénégalais.',
};

export const services: readonly Service[] = [
  {
    id: 'interim',
    description:
      'Nous mettons à votre disposition des intérimaires sélectionnés, déclarés et assurés, pour des missions de quelques jours à plusieurs mois. Contrats de mission, paie et cotisations CSS et IPRES sont gérés par nos soins, conformément au Code du travail sénégalais.',
    features: [
      'Mise à disposition sous 48\u00a0heures',
      'Vivier de profils vérifiés',
      'Contrats et déclarations pris en charge',
      'Facturation mensuelle unique',
    ],
    image: 'interim',
  },
  {
    id: 'recrutement',
    description:
      'De la définition du poste à l’intégration, nous conduisons vos recrutements avec une méthode éprouvée\u00a0: approche directe, entretiens structurés, tests et prise de références. Notre connaissance du marché de l’emploi sénégalais et ouest-africain vous ouvre l’accès à des profils rares.',
    features: [
      'Définition précise du poste',
      'Approche directe des candidats',
      'Tests et entretiens structurés',
      'Garantie de remplacement',
    ],
    image: 'recrutement',
  },
  {
    id: 'paie',
    description:
      'Nous établissons vos bulletins de paie selon le Code du travail, la convention collective applicable et vos accords internes. Nous assurons les déclarations et le suivi des cotisations CSS et IPRES ainsi que des retenues fiscales, pour une paie juste et sans pénalité.',
    features: [
      'Bulletins conformes et dématérialisés',
      'Déclarations CSS et IPRES',
      'Retenues fiscales et états annuels',
      'Soldes de tout compte',
    ],
    image: 'paie',
  },
  {
    id: 'ipm',
    description:
      'Au Sénégal, l’affiliation des salariés à une institution de prévoyance maladie (IPM) est obligatoire. Nous créons votre IPM ou en reprenons la gestion\u00a0: adhésions, cotisations, prises en charge et remboursements, en lien avec les prestataires de santé.',
    features: [
      'Création ou reprise d’IPM',
      'Adhésions et cartes d’assurés',
      'Suivi des prises en charge',
      'Remboursements sous quinze jours',
    ],
    image: 'ipm',
  },
  {
    id: 'rh',
    description:
      'Pour les entreprises sans service RH ou en forte croissance, nous proposons une DRH externalisée\u00a0: règlement intérieur, contrats, entretiens annuels, plan de formation et relations avec l’Inspection du travail. Nos consultants vous conseillent aussi sur les procédures disciplinaires et les ruptures de contrat.',
    features: [
      'DRH externalisée à temps partagé',
      'Audit social et conformité',
      'Règlement intérieur et contrats',
      'Plan de formation et entretiens',
    ],
    image: 'rh',
  },
];

export const servicesListTitle = 'Cinq expertises pour toute la vie de vos équipes';

export const quoteCta = 'Demander un devis';

export const approachIntro: { title: string; lead: string } = {
  title: 'Notre approche',
  lead: 'Une méthode en quatre étapes, éprouvée auprès de plus de 150\u00a0entreprises africaines.',
};

export const approach: readonly ApproachStep[] = [
  {
    number: 1,
    title: 'Analyse & Diagnostic',
    description:
      'Nous examinons votre organisation, vos effectifs et vos pratiques RH pour repérer les risques de non-conformité et les leviers d’amélioration.',
  },
  {
    number: 2,
    title: 'Stratégie & Planification',
    description: 'Nous bâtissons avec vous un plan d’action chiffré, des priorités claires et un calendrier réaliste.',
  },
  {
    number: 3,
    title: 'Implémentation & Déploiement',
    description:
      'Nos consultants mettent en œuvre les solutions retenues sur le terrain, en associant vos équipes et vos délégués du personnel.',
  },
  {
    number: 4,
    title: 'Suivi & Optimisation',
    description:
      'Indicateurs, points réguliers et ajustements\u00a0: nous mesurons les résultats et améliorons le dispositif en continu.',
  },
];

export const sectorsIntro: { title: string; lead: string } = {
  title: 'Secteurs accompagnés',
  lead: 'Une connaissance concrète des métiers et des conventions collectives propres à chaque secteur.',
};

export const sectors: readonly Sector[] = [
  { name: 'Services financiers', description: 'Banques, assurances et microfinance, où rigueur et confidentialité sont essentielles.' },
  { name: 'Technologie & IT', description: 'Entreprises du numérique et des télécommunications en quête de profils techniques pointus.' },
  { name: 'Santé et Social', description: 'Cliniques, laboratoires et organisations non gouvernementales aux besoins de personnel spécifiques.' },
  { name: 'Industrie & BTP', description: 'Usines, chantiers et mines, avec d’importants besoins en intérim et en sécurité au travail.' },
  { name: 'Commerce & Distribution', description: 'Enseignes, grossistes et réseaux de distribution soumis à de fortes variations saisonnières.' },
  { name: 'Services aux entreprises', description: 'Cabinets, sociétés de services et centres de relation client qui recherchent de la souplesse.' },
];

export const servicesCta: { title: string; text: string; button: string } = {
  title: 'Un besoin précis\u202f? Parlons-en.',
  text: 'Décrivez-nous votre projet\u00a0: nous vous adressons une proposition détaillée sous 48\u00a0heures ouvrées.',
  button: 'Nous contacter',
};
