/**
 * Stock photos (Unsplash). `id` is the path segment after images.unsplash.com/;
 * width and height are the intrinsic size we crop to (hero 3:2, sections 3:2, leaders 1:1).
 */
import type { ImageKey, StockImage } from './types';

const section = { width: 1200, height: 800 } as const;
const portrait = { width: 800, height: 800 } as const;

export const images: Record<ImageKey, StockImage> = {
  hero: {
    id: 'photo-1600880292203-757bb62b4baf',
    alt: 'Professionnels en réunion de travail dans un bureau lumineux',
    width: 1600,
    height: 1067,
  },
  about: {
    id: 'photo-1573164713714-d95e436ab8d6',
    alt: 'Collaboratrices travaillant ensemble au bureau',
    ...section,
  },
  interim: {
    id: 'photo-1586528116311-ad8dd3c8310d',
    alt: 'Entrepôt logistique aux rayonnages chargés de marchandises',
    ...section,
  },
  recrutement: {
    id: 'photo-1521791136064-7986c2920216',
    alt: 'Poignée de main au terme d’un entretien',
    ...section,
  },
  paie: {
    id: 'photo-1554224155-6726b3ff858f',
    alt: 'Documents comptables examinés sur un bureau',
    ...section,
  },
  ipm: {
    id: 'photo-1576091160399-112ba8d25d1d',
    alt: 'Professionnel de santé en blouse blanche',
    ...section,
  },
  rh: {
    id: 'photo-1552664730-d307ca884978',
    alt: 'Réunion d’équipe autour d’une table de travail',
    ...section,
  },
  leader1: { id: 'photo-1573497019940-1c28c88b4f3e', alt: 'Portrait de Ndèye Fatou Diop', ...portrait },
  leader2: { id: 'photo-1507152832244-10d45c7eda57', alt: 'Portrait de Mamadou Lamine Fall', ...portrait },
  leader3: { id: 'photo-1589156280159-27698a70f29e', alt: 'Portrait d’Aïssatou Ba', ...portrait },
};
