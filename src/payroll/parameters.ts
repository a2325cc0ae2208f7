/**
 * The payroll parameters of Senegal (content/paie.yml), as the calculation reads them: each one a
 * list of dated versions, each version with the text that sets it, its source and whether the
 * firm has checked it (`verifie`). The build keeps, for each, the version in force on its day
 * (`parametersInForce`): a new finance law is a new version in the content, not a change here.
 *
 * Plain TypeScript, no zod: the schema (src/content/schemas/paie.ts) gives the same shape, and the
 * content plugin hands its output to `parametersInForce`, so a mismatch fails the type check.
 * Rates are percentages (5.6 is 5,6 %); amounts are whole francs CFA; ceilings are monthly unless
 * their name says « annuel ».
 */

/** Where a value was read: a title, who publishes it, its address if it is online, when it was read. */
export interface PayrollSource {
  titre: string;
  organisme: string;
  url?: string;
  /** The day it was consulted, « 2026-11-27 ». */
  consulte?: string;
}

/** What every version of a parameter says about itself. */
export interface Provenance {
  /** The day it applies from, « 2024-01-01 ». */
  du: string;
  /** The text that sets it: « CGI, art. 173 ». */
  texte: string;
  source: PayrollSource;
  /** Checked by the firm against the text itself; the deploy refuses a version in force that is not. */
  verifie: boolean;
  /** A doubt, a choice between readings, why this version is the one in force. */
  note?: string;
}

/** A band of a scale: applies from `seuil` (annual francs, included) up to the next band's. */
export interface RateBand {
  seuil: number;
  taux: number;
}

export interface AmountBand {
  seuil: number;
  montant: number;
}

/** One row of the family reduction (CGI art. 174): for `parts` parts, `taux` % of the tax, at least `minimum`, at most `maximum`. */
export interface ReductionRow {
  parts: number;
  taux: number;
  minimum: number;
  maximum: number;
}

/** Each parameter's own values (one version's). */
export interface ParameterValues {
  ipresGeneral: { tauxEmployeur: number; tauxSalarie: number; plafond: number };
  /** On the band from `plancher` to `plafond`, or on the whole salary up to `plafond`: the method choice `assietteCadres`. */
  ipresCadres: { tauxEmployeur: number; tauxSalarie: number; plancher: number; plafond: number };
  cssPrestationsFamiliales: { tauxEmployeur: number; plafond: number };
  /** The rates a firm may have (by its risk class) and the simulator's default. */
  cssAccidentsTravail: { taux: number[]; tauxParDefaut: number; plafond: number };
  /** Each side pays the same rate, set by the IPM's rules between `tauxMin` and `tauxMax`. */
  ipm: { tauxMin: number; tauxMax: number; tauxParDefaut: number; plafond: number };
  /** The annual scale (CGI art. 173), the income rounded down to `arrondi` francs (the cap on the tax is the method choice `plafondImpot`). */
  impotRevenu: { tranches: RateBand[]; arrondi: number };
  reductionFamille: { lignes: ReductionRow[] };
  /** The parts (CGI art. 174-2): single 1; married `marie`, plus `conjointSansRevenu` when the spouse has no income; `parEnfant` per child; at most `maximum`. */
  parts: { celibataire: number; marie: number; conjointSansRevenu: number; parEnfant: number; maximum: number };
  /** The professional allowance for the tax, `taux` % capped at `plafondAnnuel` a year (on what: the method choice `deductionsImpot`). */
  abattement: { taux: number; plafondAnnuel: number };
  /** The TRIMF's annual amount by band of annual gross income. */
  trimf: { tranches: AmountBand[] };
  cfce: { taux: number };
  smig: { horaire: number; heuresParMois: number };
  /** The transport allowance a month that is neither taxed nor subject to the contributions; the rest of it is, like the salary. */
  indemniteTransport: { plafondExonere: number };
}

/**
 * The readings the sources disagree on (« Choix de méthode »): each choice's possible readings.
 *
 * - `deductionsImpot`, what is taken off the gross before the tax's scale: `abattementSurBrut`, the
 *   allowance on the gross and nothing else; `cotisationsPuisAbattement`, the employee's IPRES and
 *   IPM, then the allowance on what remains; `cotisationsEtAbattementSurBrut`, both, the allowance
 *   on the gross.
 * - `plafondImpot`: the tax is at most this % of the taxable income (CGI art. 174).
 * - `trimfConjoint`: `oui`, one more TRIMF for a spouse without income; `non`, none.
 * - `assietteCadres`: IPRES cadres on the band from its `plancher` to its `plafond`, or on the whole salary up to `plafond`.
 * - `plafondCss`: `applique`, the CSS's ceilings as their versions give them; `suspendu`, both at `plafondSiSuspendu`.
 */
export interface MethodReadings {
  deductionsImpot: 'abattementSurBrut' | 'cotisationsPuisAbattement' | 'cotisationsEtAbattementSurBrut';
  plafondImpot: number;
  trimfConjoint: 'non' | 'oui';
  assietteCadres: 'tranche' | 'totalite';
  plafondCss: 'applique' | 'suspendu';
}

export type MethodChoiceName = keyof MethodReadings;

/** The choices of a file, in its order (the schema's: methodLabels.ts `methodChoiceNames`). Not a list of its own here: this module is in the page's first load, the choices' names are not. */
const choicesOf = (methode: MethodFile) => Object.keys(methode) as MethodChoiceName[];

/** What the calculation reads of a choice: the reading in force, and the other one (alternatives.ts gives its effect). */
export type MethodValue<Name extends MethodChoiceName = MethodChoiceName> = {
  retenue: MethodReadings[Name];
  autre: MethodReadings[Name];
} & (Name extends 'plafondCss' ? { plafondSiSuspendu: number } : unknown);

/** A source of a choice, with the reading it supports. */
export type ReadingSource<Name extends MethodChoiceName = MethodChoiceName> = PayrollSource & { lecture: MethodReadings[Name] };

/** Where each reading of a choice was read, and why the one in force is. */
export interface MethodProvenance<Name extends MethodChoiceName = MethodChoiceName> {
  /** Checked by the firm against the texts; the deploy refuses a choice that is not. */
  verifie: boolean;
  note?: string;
  sources: ReadingSource<Name>[];
}

export type MethodValues = { [Name in MethodChoiceName]: MethodValue<Name> };
export type MethodFile = { [Name in MethodChoiceName]: MethodValue<Name> & MethodProvenance<Name> };
export type MethodSources = { [Name in MethodChoiceName]: MethodProvenance<Name> };

export type ParameterName = keyof ParameterValues;

/** The content file: every version of every parameter, oldest first, and the choices of method. */
export type PayrollFile = { [Name in ParameterName]: (ParameterValues[Name] & Provenance)[] } & { methode: MethodFile };

/** The parameters in force on one day: one version of each, and the choices of method. */
export type PayrollParameters = { [Name in ParameterName]: ParameterValues[Name] & Provenance } & {
  /** The day they were chosen for (the build's day). */
  jour: string;
  methode: MethodFile;
};

/** What the calculation and the page's result need of a version: whether it is checked; its date, text, source and note live in `PayrollSources`. */
export type InForce = Pick<Provenance, 'verifie'>;

/**
 * The parameters in force, as the calculation reads them: each one's values with its date and
 * whether it is checked. Their texts, sources and notes are `PayrollSources`, apart: the page's
 * result carries only these (its first load), and its « Textes et sources » section the rest.
 */
export type PayrollValues = { [Name in ParameterName]: ParameterValues[Name] & InForce } & { jour: string; methode: MethodValues };

/** Each parameter's source and note in force (the page's « Textes et sources »), with the day chosen, and each choice of method's sources and note (« Choix de méthode »). */
export type PayrollSources = { [Name in ParameterName]: Provenance } & { jour: string; methode: MethodSources };

export const parameterNames: readonly ParameterName[] = [
  'ipresGeneral',
  'ipresCadres',
  'cssPrestationsFamiliales',
  'cssAccidentsTravail',
  'ipm',
  'impotRevenu',
  'reductionFamille',
  'parts',
  'abattement',
  'trimf',
  'cfce',
  'smig',
  'indemniteTransport',
];

/** Thrown when a parameter has no version in force on the day asked. */
export class PayrollParametersError extends Error {
  override name = 'PayrollParametersError';
}

/**
 * The version of each parameter in force on `day` (« 2026-11-23 »): the latest whose `du` is on or
 * before it (the versions are in date order, which the schema checks). Throws, in French, naming
 * the parameter, when one has none yet.
 */
export function parametersInForce(file: PayrollFile, day: string): PayrollParameters {
  const chosen: Record<string, unknown> = { jour: day, methode: file.methode };
  for (const name of parameterNames) {
    const versions = file[name] as Provenance[];
    const inForce = versions.filter((version) => version.du <= day).at(-1);
    if (!inForce) throw new PayrollParametersError(`content/paie.yml : « ${name} » n’a aucune version en vigueur le ${day} (la plus ancienne s’applique à partir du ${versions[0]?.du ?? '…'})`);
    chosen[name] = inForce;
  }
  return chosen as PayrollParameters;
}

/** The choices of method whose reading in force the firm has not checked (`methode.<choice>.verifie: false`). */
export const unverifiedChoices = (file: Pick<PayrollFile, 'methode'>): MethodChoiceName[] => choicesOf(file.methode).filter((name) => !file.methode[name].verifie);

/** « ipresGeneral » etc. of the versions in force that the firm has not checked (`verifie: false`), with their index in the file. */
export function unverifiedInForce(file: PayrollFile, day: string): { name: ParameterName; index: number; version: Provenance }[] {
  const inForce = parametersInForce(file, day);
  return parameterNames.flatMap((name) => {
    const version = inForce[name] as Provenance;
    return version.verifie ? [] : [{ name, index: (file[name] as Provenance[]).indexOf(version), version }];
  });
}

/** The values alone of the parameters in force (`virtual:content/paie-en-vigueur`): no date, text, source nor note (the page's first load carries them). */
export function valuesOf(params: PayrollParameters): PayrollValues {
  const methode = Object.fromEntries(choicesOf(params.methode).map((name) => {
    const { sources: _sources, note: _note, verifie: _verifie, ...rest } = params.methode[name];
    return [name, rest];
  }));
  const values: Record<string, unknown> = { jour: params.jour, methode };
  for (const name of parameterNames) {
    const { du: _du, texte: _texte, source: _source, note: _note, ...rest } = params[name];
    values[name] = rest;
  }
  return values as PayrollValues;
}

/** The source and note of each parameter in force (`virtual:content/paie-sources`). */
export function sourcesOf(params: PayrollParameters): PayrollSources {
  const methode = Object.fromEntries(choicesOf(params.methode).map((name) => {
    const { verifie, note, sources } = params.methode[name];
    return [name, { verifie, sources, ...(note ? { note } : {}) }];
  }));
  const sources: Record<string, unknown> = { jour: params.jour, methode };
  for (const name of parameterNames) {
    const { du, texte, verifie, source, note } = params[name];
    sources[name] = { du, texte, verifie, source, ...(note ? { note } : {}) };
  }
  return sources as PayrollSources;
}
