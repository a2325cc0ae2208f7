/**
 * simulateur.yml: what the salary simulator (/simulateur-salaire) says of a net → gross result, to
 * the employer who asked it (src/sections/Simulator/netResult.ts). Its own file, so that these words
 * travel with net → gross's code, fetched when a visitor chooses it, never in the page's first load.
 */
import { z } from 'zod';
import { template } from '../fields.ts';

export const simulatorSchema = z
  .object({
    noExactNet: template(
      {
        label: 'Net impossible à obtenir exactement',
        hint: 'Aucun brut ne donne exactement le net demandé (les arrondis) : {net} est le net demandé, {brut} le plus petit brut qui en donne au moins autant, {netObtenu} le net qu’il donne.',
      },
      ['net', 'brut', 'netObtenu'],
      { max: 300 },
    ),
    sameNet: template(
      { label: 'Plusieurs bruts pour ce net', hint: 'Plusieurs bruts à la suite donnent ce même net (les arrondis) : {brut} est le plus petit, le résultat affiché, {brutMax} le plus grand.' },
      ['brut', 'brutMax'],
      { max: 300 },
    ),
    netDips: template(
      {
        label: 'Un brut plus élevé, même net',
        hint: 'Un brut plus élevé donne de nouveau ce net (l’impôt arrondi au millier, la TRIMF par tranches) : {brutPlusHaut} est ce brut, {surcout} ce qu’il coûterait de plus à l’employeur chaque mois, {brut} le brut affiché (facultatif).',
      },
      ['brutPlusHaut', 'surcout', 'brut'],
      { max: 500, required: ['brutPlusHaut', 'surcout'], multiline: true },
    ),
  })
  .meta({ label: 'Paie\u00a0: remarques du simulateur', hint: 'Ce que le simulateur dit à l’employeur qui part du net voulu, sous le résultat.' });
