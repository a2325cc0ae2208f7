/**
 * The choices of method in French: each one's title and hint (the editor, src/content/schemas/paie.ts,
 * and the page's « Choix de méthode »), its readings' labels (the editor's lists), and the words the
 * page puts after « Avec » to give a reading's effect (« Avec un plafond de 43 % : net … »). Apart
 * from the calculation: the page loads it with its lazy « Choix de méthode » section.
 */
import { formatFcfa, formatPercent } from './format.ts';
import type { MethodChoiceName, MethodReadings, PayrollValues } from './parameters.ts';

type Labels = { [Name in MethodChoiceName]: { titre: string; aide: string } & (MethodReadings[Name] extends string ? { lectures: Record<MethodReadings[Name], string> } : unknown) };

/** Each choice's title, hint and (for the readings that are words) each reading's label. */
export const methodLabels: Labels = {
  deductionsImpot: {
    titre: 'Ce qui est déduit avant l’impôt',
    aide: 'Sur quel montant l’abattement de 30\u00a0% est calculé, et si les cotisations IPRES et IPM du salarié sont retirées avant le barème.',
    lectures: {
      abattementSurBrut: 'L’abattement sur le brut, rien d’autre déduit',
      cotisationsPuisAbattement: 'Les cotisations du salarié déduites, puis l’abattement sur le reste',
      cotisationsEtAbattementSurBrut: 'Les cotisations du salarié déduites, et l’abattement sur le brut',
    },
  },
  plafondImpot: {
    titre: 'Le plafond de l’impôt',
    aide: 'L’impôt ne peut dépasser ce pourcentage du revenu imposable (CGI, art.\u00a0174)\u00a0: 40\u00a0% dans la copie du texte lue, 43\u00a0% selon d’autres sources depuis la loi n°\u00a02022-19.',
  },
  trimfConjoint: {
    titre: 'La TRIMF d’un conjoint sans revenus',
    aide: 'Si l’employeur retient une TRIMF de plus pour le conjoint d’un salarié marié quand ce conjoint n’a pas de revenus.',
    lectures: { non: 'Une seule TRIMF, celle du salarié', oui: 'Une TRIMF de plus pour un conjoint sans revenus' },
  },
  assietteCadres: {
    titre: 'L’assiette de l’IPRES cadres',
    aide: 'Sur la tranche du salaire entre le plafond du régime général et celui des cadres, ou sur tout le salaire jusqu’au plafond des cadres.',
    lectures: { tranche: 'La tranche du début au plafond', totalite: 'Tout le salaire jusqu’au plafond' },
  },
  plafondCss: {
    titre: 'Le plafond de la CSS depuis avril 2025',
    aide: 'La CSS a relevé son plafond au 1er\u00a0avril 2025 (délibération n°\u00a0502)\u00a0; le patronat en a annoncé la suspension. Appliqué\u00a0: le plafond des versions de la CSS\u00a0; suspendu\u00a0: le plafond d’avant le relèvement.',
    lectures: { applique: 'Le relèvement appliqué (le plafond des versions en vigueur)', suspendu: 'Le relèvement suspendu (le plafond d’avant)' },
  },
};

/** The choices of method, in the page's order (and content/paie.yml's: the schema follows this object). */
export const methodChoiceNames = Object.keys(methodLabels) as MethodChoiceName[];

/** What follows « Avec » for a reading: « un plafond de 43 % ». */
export function readingPhrase<Name extends MethodChoiceName>(choice: Name, reading: MethodReadings[Name], params: PayrollValues): string {
  switch (choice) {
    case 'deductionsImpot':
      return {
        abattementSurBrut: 'l’abattement calculé sur le brut, sans rien déduire d’autre',
        cotisationsPuisAbattement: 'les cotisations IPRES et IPM du salarié déduites, puis l’abattement sur le reste',
        cotisationsEtAbattementSurBrut: 'les cotisations IPRES et IPM du salarié déduites en plus de l’abattement sur le brut',
      }[reading as MethodReadings['deductionsImpot']];
    case 'plafondImpot':
      return `un plafond de ${formatPercent(reading as number)}`;
    case 'trimfConjoint':
      return reading === 'oui' ? 'une TRIMF de plus pour le conjoint sans revenus' : 'une seule TRIMF, sans celle du conjoint';
    case 'assietteCadres':
      return reading === 'tranche'
        ? `l’IPRES cadres sur la seule tranche de ${formatFcfa(params.ipresCadres.plancher)} à ${formatFcfa(params.ipresCadres.plafond)}`
        : `l’IPRES cadres sur tout le salaire jusqu’à ${formatFcfa(params.ipresCadres.plafond)}`;
    default:
      return reading === 'suspendu'
        ? `le plafond de la CSS à ${formatFcfa(params.methode.plafondCss.plafondSiSuspendu)} (relèvement suspendu)`
        : `le plafond de la CSS à ${formatFcfa(params.cssPrestationsFamiliales.plafond)} (relèvement appliqué)`;
  }
}
