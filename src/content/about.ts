/** About page copy (route « /a-propos »). */
import { site } from './site';
import type { ImageKey, TeamMember, Value } from './types';

export const aboutHero: { title: string; lead: string } = {
  title: `À propos de ${site.name}`,
  lead: '«\u202fSunu\u202f» signifie «\u202fnotre\u202f» en wolof. Depuis 2012, nous aidons les entreprises africaines à bâtir des équipes dont elles peuvent être fières.',
};

export const story: { title: string; paragraphs: readonly string[]; image: ImageKey } = {
  title: 'Notre histoire',
  paragraphs: [
    `${site.name} est né en 2012 au Plateau, à Dakar, d’un constat simple\u00a0: les entreprises sénégalaises manquaient d’un partenaire RH capable d’allier exigence professionnelle et connaissance fine du terrain. Ndèye Fatou Diop, alors directrice des ressources humaines dans l’industrie, a fondé le cabinet avec deux associés pour combler ce manque.`,
    'D’abord spécialisés dans le recrutement, nous avons élargi notre offre à l’intérim, à la gestion de la paie puis à celle des IPM. Aujourd’hui, plus de 150\u00a0entreprises nous font confiance au Sénégal, en Côte d’Ivoire, au Mali, en Guinée et au Burkina Faso.',
    'Notre mission\u00a0: donner aux entreprises africaines des ressources humaines fiables et conformes, pour qu’elles se consacrent pleinement à leur croissance. Chaque mission est conduite avec la même exigence\u00a0: comprendre vos contraintes, respecter vos salariés et tenir nos engagements.',
  ],
  image: 'about',
};

export const valuesIntro: { title: string; lead: string } = {
  title: 'Nos valeurs',
  lead: 'Quatre principes guident chacune de nos missions, du premier diagnostic au suivi dans la durée.',
};

export const values: readonly Value[] = [
  {
    title: 'Excellence',
    description:
      'Des livrables rigoureux, contrôlés avant chaque envoi, et des consultants formés en continu aux évolutions du droit social.',
  },
  {
    title: 'Partenariat',
    description:
      'Nous travaillons à vos côtés, en toute transparence, comme le prolongement naturel de votre direction des ressources humaines.',
  },
  {
    title: 'Impact Local',
    description:
      'Nous révélons et formons des talents sénégalais et ouest-africains, et contribuons chaque année à la création d’emplois déclarés.',
  },
  {
    title: 'Innovation',
    description:
      'Bulletins dématérialisés, tableaux de bord RH et signature électronique simplifient votre gestion au quotidien.',
  },
];

export const teamIntro: { title: string; lead: string } = {
  title: 'Notre équipe de direction',
  lead: 'Des professionnels expérimentés, issus de l’entreprise, qui s’engagent personnellement auprès de chaque client.',
};

export const team: readonly TeamMember[] = [
  {
    name: 'Ndèye Fatou Diop',
    role: 'Directrice générale et fondatrice',
    description:
      `Ancienne directrice des ressources humaines d’un groupe industriel dakarois, elle a fondé ${site.name} en 2012. Elle pilote la stratégie du cabinet et accompagne personnellement les directions générales dans leurs projets de transformation.`,
    image: 'leader1',
  },
  {
    name: 'Mamadou Lamine Fall',
    role: 'Directeur du recrutement et de l’intérim',
    description:
      'Diplômé en psychologie du travail, il a conduit plus de 800\u00a0recrutements de cadres et de techniciens en Afrique de l’Ouest. Il supervise notre vivier de candidats et la mobilisation des intérimaires.',
    image: 'leader2',
  },
  {
    name: 'Aïssatou Ba',
    role: 'Responsable paie et IPM',
    description:
      'Comptable de formation, elle maîtrise les déclarations CSS et IPRES, les retenues fiscales et la gestion des institutions de prévoyance maladie. Elle garantit chaque mois l’exactitude des bulletins de paie de nos clients.',
    image: 'leader3',
  },
];

export const aboutCta: { title: string; text: string; button: string } = {
  title: 'Construisons ensemble vos équipes de demain',
  text: 'Rencontrons-nous à Dakar ou en visioconférence pour échanger sur vos projets RH, sans engagement.',
  button: 'Nous contacter',
};
