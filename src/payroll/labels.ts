/**
 * The payroll parameters' names in French, apart from the calculation: the editor's labels
 * (src/content/schemas/paie.ts) and the simulator's « Textes et sources », which the page loads
 * after its first load (the result needs none of them).
 */
import type { ParameterName } from './parameters.ts';

/** Each parameter's name in French: the editor's label (src/content/schemas/paie.ts) and the page's « Textes et sources ». */
export const parameterLabels: Record<ParameterName, string> = {
  ipresGeneral: 'IPRES régime général',
  ipresCadres: 'IPRES cadres (régime complémentaire)',
  cssPrestationsFamiliales: 'CSS prestations familiales',
  cssAccidentsTravail: 'CSS accidents du travail',
  ipm: 'IPM',
  impotRevenu: 'Impôt sur le revenu',
  reductionFamille: 'Réduction pour charges de famille',
  parts: 'Nombre de parts',
  abattement: 'Abattement professionnel',
  trimf: 'TRIMF',
  cfce: 'CFCE',
  smig: 'SMIG',
  indemniteTransport: 'Indemnité de transport',
};
