/**
 * paie.yml: the parameters of the salary simulator (Senegal), each a list of dated versions with
 * the text that sets it, its source and whether the firm has checked it. The build keeps the
 * version in force on its day (src/payroll/parameters.ts `parametersInForce`); the deploy refuses
 * one in force that is not checked (scripts/deploy/preflight.mjs). The shape is the one
 * src/payroll/parameters.ts names (`PayrollFile`): the content plugin hands this schema's output to it.
 */
import { z } from 'zod';
import { choice, date, httpsUrl, list, text, toggle, type FieldMeta } from '../fields.ts';
import { refinement } from '../problems.ts';
import { parameterLabels } from '../../payroll/labels.ts';
import { methodLabels } from '../../payroll/methodLabels.ts';

const colon = '\u00a0:';

/** A number in the editor, with its label and hint. */
const amount = (label: string, hint: string, max = 1_000_000_000) => z.number().int().min(0).max(max).meta({ label, hint: `En francs CFA, par exemple 432\u202f000. ${hint}`, unit: 'francs' });
const rate = (label: string, hint: string) => z.number().min(0).max(100).meta({ label, hint: `En pour cent, par exemple 5,6. ${hint}`, unit: 'percent' });

const source = z
  .object({
    titre: text({ label: 'Titre', hint: 'Le titre du document ou de la page, par exemple « Code général des impôts, article 173 ».' }, { max: 300 }),
    organisme: text({ label: 'Éditeur', hint: 'Qui le publie : la DGID, l’IPRES, la CSS, le Journal officiel, un site de presse…' }, { max: 160 }),
    url: httpsUrl({ label: 'Adresse', hint: 'Son adresse en ligne, s’il en a une.' }).optional(),
    consulte: date({ label: 'Consulté le', hint: 'Le jour où la source a été lue.' }).optional(),
  })
  .meta({ label: 'Source', hint: 'Où la valeur a été lue.' });

/** What every version says about itself (parameters.ts `Provenance`). */
const provenance = {
  du: date({ label: 'Applicable à partir du', hint: 'Le premier jour où cette valeur s’applique. Le simulateur prend, pour chaque paramètre, la version la plus récente déjà applicable le jour où le site est construit.' }),
  texte: text({ label: 'Texte qui la fixe', hint: 'La loi, le décret, l’article ou la délibération, par exemple « CGI, art. 173 (LFR 2022) ».' }, { max: 300 }),
  source,
  verifie: toggle({
    label: 'Vérifié par le cabinet',
    hint: 'Activez quand quelqu’un du cabinet a lu le texte lui-même et confirmé la valeur. Une nouvelle version commence désactivée. Tant qu’une valeur en vigueur n’est pas vérifiée, le site ne peut pas être mis en ligne.',
  }),
  note: text({ label: 'Remarque', hint: 'Un doute, un choix entre deux lectures du texte, pourquoi cette version est celle en vigueur.' }, { max: 2000, multiline: true }).optional(),
};

/**
 * A parameter: its versions, oldest first, each with its values and its provenance. Collapsed in
 * the editor, a version reads « depuis le 01/01/2024 : 8,4 % / 5,6 % » (its `shown` values); a new
 * one starts as a copy of the last, its day empty and « vérifié » off (src/admin/editorHooks.ts).
 */
function versions<Shape extends z.ZodRawShape>(label: string, hint: string, shape: Shape, shown: (keyof Shape & string)[] = []) {
  const tag = (name: string) => {
    const unit = (shape[name] as z.ZodType).meta()?.unit;
    return `{{fields.${name} | ${unit === 'percent' ? 'pourcent' : unit === 'francs' ? 'francs' : 'nombre'}}}`;
  };
  const summary = `depuis le {{fields.du}}${shown.length ? `${colon} ${shown.map(tag).join(' / ')}` : ''}`;
  return list(z.object({ ...shape, ...provenance }).meta({ label: 'Version', hint: `Les valeurs de « ${label} » à partir d’une date, et d’où elles viennent.` }), { label, hint, one: 'une version', many: 'versions', summary, carryOver: true }, { min: 1, max: 30 }).refine(
    (items) => (items as { du: string }[]).every((item, index, all) => index === 0 || item.du > all[index - 1]!.du),
    refinement('versionsOrder'),
  );
}

/** A scale: bands from `seuil` (annual francs), the first from 0, each above the one before. */
function bands<Item extends z.ZodObject>(item: Item, label: string, hint: string) {
  return list(item, { label, hint, one: 'une tranche', many: 'tranches' }, { min: 2, max: 15 }).refine(
    (items) => (items[0] as { seuil: number }).seuil === 0 && items.every((band, index) => index === 0 || (band as { seuil: number }).seuil > (items[index - 1] as { seuil: number }).seuil),
    refinement('bandsOrder'),
  );
}

/** The editor's label, hint and options of a choice's readings when they are words. */
function readingMeta<Name extends 'deductionsImpot' | 'trimfConjoint' | 'assietteCadres' | 'plafondCss'>(name: Name) {
  const { aide, lectures } = methodLabels[name] as { aide: string; lectures: Record<string, string> };
  return { label: 'Lecture', hint: aide, options: lectures } as FieldMeta & { options: never };
}

/**
 * A choice of method (parameters.ts `MethodFile`): the reading in force, the other one, whether the
 * firm checked it, why, and the sources, each naming the reading it supports. `reading` is the
 * field of one reading (a list of words, or a number).
 */
function methodChoice<Reading extends z.ZodType<string | number>, Extra extends z.ZodRawShape = Record<never, never>>(name: keyof typeof methodLabels, reading: Reading, extra?: Extra) {
  const { titre, aide } = methodLabels[name];
  const labelled = (label: string, hint: string) => reading.meta({ ...reading.meta(), label, hint });
  return z
    .object({
      retenue: labelled('Lecture retenue', `Celle que le simulateur applique. ${aide}`),
      autre: labelled('Autre lecture', 'Celle que d’autres sources soutiennent : la page dit ce qu’elle changerait au résultat.'),
      ...(extra ?? ({} as Extra)),
      verifie: toggle({
        label: 'Vérifié par le cabinet',
        hint: 'Activez quand quelqu’un du cabinet a lu les textes et confirmé la lecture retenue. Tant qu’un choix n’est pas vérifié, le site ne peut pas être mis en ligne.',
      }),
      note: text({ label: 'Remarque', hint: 'Pourquoi cette lecture est retenue, ce que disent les sources de chaque côté, ce qui n’a pas pu être lu.' }, { max: 3000, multiline: true }).optional(),
      sources: list(
        source.extend({ lecture: labelled('Lecture soutenue', 'La lecture que cette source soutient.') }).meta({ label: 'Source', hint: 'Où une lecture a été lue, et laquelle.' }),
        { label: 'Sources', hint: 'Les sources de chaque lecture.', one: 'une source', many: 'sources' },
        { min: 1, max: 12 },
      ),
    })
    .meta({ label: titre, hint: aide })
    .refine((value) => readingsOf(value).retenue !== readingsOf(value).autre, refinement('readingsDiffer', ['autre']))
    .refine((value) => readingsOf(value).sources.every((one) => one.lecture === readingsOf(value).retenue || one.lecture === readingsOf(value).autre), refinement('readingOfSource', ['sources']));
}

/** A choice's readings, as its checks read them. */
function readingsOf(value: unknown) {
  return value as { retenue: unknown; autre: unknown; sources: { lecture: unknown }[] };
}

const threshold = amount('À partir de (par an)', 'Le revenu annuel où la tranche commence ; 0 pour la première.');

export const paieSchema = z
  .object({
    ipresGeneral: versions(parameterLabels.ipresGeneral, 'La retraite de base : taux employeur et salarié, plafond mensuel.', {
      tauxEmployeur: rate('Taux employeur', 'Sur le salaire brut, jusqu’au plafond.'),
      tauxSalarie: rate('Taux salarié', 'Sur le salaire brut, jusqu’au plafond.'),
      plafond: amount('Plafond mensuel', 'Le salaire au-delà duquel rien n’est plus cotisé.'),
    }, ['tauxEmployeur', 'tauxSalarie']),
    ipresCadres: versions(parameterLabels.ipresCadres, 'La retraite complémentaire des cadres : taux, début de la tranche et plafond (sur quelle part du salaire : « Choix de méthode »).', {
      tauxEmployeur: rate('Taux employeur', 'Sur l’assiette ci-dessous.'),
      tauxSalarie: rate('Taux salarié', 'Sur l’assiette ci-dessous.'),
      plancher: amount('Début de la tranche', 'Pour une assiette « tranche » : le salaire où la cotisation commence (le plafond du régime général).'),
      plafond: amount('Plafond mensuel', 'Le salaire au-delà duquel rien n’est plus cotisé.'),
    }, ['tauxEmployeur', 'tauxSalarie']),
    cssPrestationsFamiliales: versions(parameterLabels.cssPrestationsFamiliales, 'À la charge de l’employeur : taux et plafond mensuel.', {
      tauxEmployeur: rate('Taux employeur', 'Sur le salaire brut, jusqu’au plafond.'),
      plafond: amount('Plafond mensuel', 'Le salaire au-delà duquel rien n’est plus cotisé.'),
    }, ['tauxEmployeur', 'plafond']),
    cssAccidentsTravail: versions(parameterLabels.cssAccidentsTravail, 'À la charge de l’employeur, selon la classe de risque de l’entreprise : taux permis, taux proposé, plafond.', {
      taux: list(rate('Taux', 'Un taux permis.'), { label: 'Taux permis', hint: 'Les taux que le visiteur peut choisir.', one: 'un taux', many: 'taux' }, { min: 1, max: 10 }),
      tauxParDefaut: rate('Taux proposé', 'Le taux choisi d’avance ; il doit être dans la liste.'),
      plafond: amount('Plafond mensuel', 'Le salaire au-delà duquel rien n’est plus cotisé.'),
    }, ['tauxParDefaut', 'plafond']).refine((items) => items.every((item) => item.taux.includes(item.tauxParDefaut)), refinement('defaultRate')),
    ipm: versions(parameterLabels.ipm, 'L’institution de prévoyance maladie : chaque côté paie le même taux, fixé par le règlement de l’IPM.', {
      tauxMin: rate('Taux minimum', 'Le plus petit taux qu’une IPM peut avoir.'),
      tauxMax: rate('Taux maximum', 'Le plus grand.'),
      tauxParDefaut: rate('Taux proposé', 'Le taux choisi d’avance, entre le minimum et le maximum.'),
      plafond: amount('Plafond mensuel', 'Le salaire au-delà duquel rien n’est plus cotisé.'),
    }, ['tauxMin', 'tauxMax']).refine((items) => items.every((item) => item.tauxMin <= item.tauxParDefaut && item.tauxParDefaut <= item.tauxMax), refinement('defaultRate')),
    impotRevenu: versions(parameterLabels.impotRevenu, 'Le barème annuel et l’arrondi du revenu imposable (le plafond de l’impôt : « Choix de méthode »).', {
      tranches: bands(z.object({ seuil: threshold, taux: rate('Taux', 'Sur la part du revenu dans cette tranche.') }).meta({ label: 'Tranche', hint: 'Un taux à partir d’un revenu annuel.' }), 'Barème', 'Les tranches du revenu imposable annuel.'),
      arrondi: amount('Arrondi du revenu imposable', 'Le revenu imposable est arrondi à ce multiple inférieur : 1000 pour « au millier de francs inférieur ».', 100_000),
    }, ['arrondi']),
    reductionFamille: versions(parameterLabels.reductionFamille, 'Selon le nombre de parts : un pourcentage de l’impôt, avec un minimum et un maximum.', {
      lignes: list(
        z
          .object({
            parts: z.number().min(1).max(10).meta({ label: 'Nombre de parts', hint: 'Par exemple 1,5 pour une part et demie.' }),
            taux: rate('Taux', 'Le pourcentage de l’impôt retranché.'),
            minimum: amount('Minimum', 'La réduction annuelle n’est jamais moindre (sans dépasser l’impôt).'),
            maximum: amount('Maximum', 'La réduction annuelle ne dépasse jamais ce montant.'),
          })
          .meta({ label: 'Ligne', hint: 'Un nombre de parts et sa réduction.' }),
        { label: 'Tableau', hint: 'Une ligne par nombre de parts (une part, une part et demie, deux parts…), dans l’ordre.', one: 'une ligne', many: 'lignes' },
        { min: 1, max: 20 },
      ).refine((rows) => rows[0]!.parts === 1 && rows.every((row, index) => index === 0 || row.parts > rows[index - 1]!.parts), refinement('partsRows')),
    }),
    parts: versions(parameterLabels.parts, 'Comment la situation de famille donne le nombre de parts.', {
      celibataire: z.number().min(0).max(10).meta({ label: 'Célibataire, divorcé ou veuf sans enfant', hint: 'Le nombre de parts de départ.' }),
      marie: z.number().min(0).max(10).meta({ label: 'Marié', hint: 'Le nombre de parts d’une personne mariée dont le conjoint a des revenus (et d’un veuf avec enfants).' }),
      conjointSansRevenu: z.number().min(0).max(10).meta({ label: 'En plus si le conjoint n’a pas de revenus', hint: 'Ajouté aux parts d’une personne mariée.' }),
      parEnfant: z.number().min(0).max(10).meta({ label: 'Par enfant à charge', hint: 'Ajouté pour chaque enfant.' }),
      maximum: z.number().min(1).max(10).meta({ label: 'Maximum', hint: 'Le nombre de parts ne dépasse jamais ce nombre.' }),
    }),
    abattement: versions(parameterLabels.abattement, 'La déduction forfaitaire sur le salaire pour l’impôt : taux et plafond annuel (sur quel montant : « Choix de méthode »).', {
      taux: rate('Taux', 'Du salaire brut annuel (ou du brut moins les cotisations, selon le choix de méthode).'),
      plafondAnnuel: amount('Plafond annuel', 'L’abattement ne dépasse jamais ce montant par an.'),
    }, ['taux', 'plafondAnnuel']),
    trimf: versions(parameterLabels.trimf, 'La taxe représentative de l’impôt du minimum fiscal : un montant annuel par tranche de revenu brut annuel.', {
      tranches: bands(z.object({ seuil: threshold, montant: amount('Montant annuel', 'La taxe de l’année pour un revenu dans cette tranche.') }).meta({ label: 'Tranche', hint: 'Un montant à partir d’un revenu annuel.' }), 'Barème', 'Les tranches du revenu brut annuel.'),
    }),
    cfce: versions(parameterLabels.cfce, 'La contribution forfaitaire à la charge de l’employeur : un taux sur le salaire brut.', {
      taux: rate('Taux', 'Sur le salaire brut versé en argent.'),
    }, ['taux']),
    smig: versions(parameterLabels.smig, 'Le salaire minimum : taux horaire et heures par mois. Le simulateur refuse un brut inférieur.', {
      horaire: z.number().min(1).max(100_000).meta({ label: 'Taux horaire', hint: 'En francs CFA, avec ses décimales : 370,526.' }),
      heuresParMois: z.number().min(1).max(300).meta({ label: 'Heures par mois', hint: '173,33 pour 40 heures par semaine.' }),
    }, ['horaire', 'heuresParMois']),
    indemniteTransport: versions(parameterLabels.indemniteTransport, 'La part de l’indemnité de transport versée chaque mois qui n’est ni imposée ni soumise aux cotisations ; le surplus l’est, comme le salaire.', {
      plafondExonere: amount('Montant exonéré par mois', 'Jusqu’à ce montant, l’indemnité de transport n’entre ni dans l’impôt ni dans les cotisations.'),
    }, ['plafondExonere']),
    methode: z
      .object({
        deductionsImpot: methodChoice('deductionsImpot', choice(['abattementSurBrut', 'cotisationsPuisAbattement', 'cotisationsEtAbattementSurBrut'], readingMeta('deductionsImpot'))),
        plafondImpot: methodChoice('plafondImpot', rate('Plafond', 'L’impôt ne peut dépasser ce pourcentage du revenu imposable.')),
        trimfConjoint: methodChoice('trimfConjoint', choice(['non', 'oui'], readingMeta('trimfConjoint'))),
        assietteCadres: methodChoice('assietteCadres', choice(['tranche', 'totalite'], readingMeta('assietteCadres'))),
        plafondCss: methodChoice('plafondCss', choice(['applique', 'suspendu'], readingMeta('plafondCss')), {
          plafondSiSuspendu: amount('Plafond si le relèvement est suspendu', 'Le plafond mensuel de la CSS d’avant le relèvement, que le simulateur prend si la lecture est « suspendu ».'),
        }),
      })
      .meta({
        label: 'Choix de méthode',
        hint: 'Les points où les sources ne disent pas la même chose. Pour chacun : la lecture retenue par le simulateur, l’autre lecture (la page dit ce qu’elle changerait), les sources de chaque côté. Tant qu’un choix n’est pas vérifié par le cabinet, le site ne peut pas être mis en ligne.',
      }),
  })
  .meta({
    label: `Paie${colon} paramètres du simulateur`,
    hint: 'Les taux, plafonds et barèmes du simulateur de salaire, chacun avec le texte qui le fixe et sa source. Chaque paramètre est une liste de versions, de la plus ancienne à la plus récente : le site prend, pour chacun, la plus récente déjà applicable le jour où il est construit. Une nouvelle loi de finances : ajoutez une version (elle part d’une copie de la dernière). Tant qu’une valeur en vigueur n’est pas vérifiée par le cabinet, le site ne peut pas être mis en ligne.',
  })
  .refine((paie) => paie.ipresCadres.every((version) => version.plancher < version.plafond), refinement('ceilingOrder', ['ipresCadres']));
