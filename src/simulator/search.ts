/**
 * The salary simulator's inputs as they stand in the address (/simulateur-salaire?mode=net&montant=
 * 400000&cadre=oui&situation=marie&enfants=2), so that a result can be shared (WhatsApp) or
 * bookmarked, and so that the page's plain form (method="get") works before the app starts: the
 * browser sends the same names. Unknown or malformed values are dropped, never an error: the page
 * then shows its defaults and, for a value out of range, the calculation's French message. A link
 * made before a field existed (« transport », « heures ») simply lacks it: the default applies.
 */
import type { Family, GrossInputs, NetInputs } from '../payroll';

export const situations = ['celibataire', 'marie', 'veuf', 'divorce'] as const;
export type Situation = (typeof situations)[number];

export interface SimulatorSearch {
  /** What the person knows: the gross (« brut », the default) or the net they want (« net »). */
  mode?: 'brut' | 'net';
  /** The monthly amount typed, in whole francs. */
  montant?: number;
  cadre?: 'oui';
  situation?: Situation;
  /** Married: the spouse has an income of their own. */
  conjoint?: 'revenu';
  enfants?: number;
  /** The IPM's rate, each side, in %. */
  ipm?: number;
  /** The work-accident rate, in %. */
  at?: number;
  /** Benefits in kind a month (taxed, and in the contributions' bases). */
  avantages?: number;
  /** The transport allowance a month (exempt up to its ceiling). */
  transport?: number;
  /** Hours worked in the month (part time); none: a full month. */
  heures?: number;
}

/** The example the page shows before anyone types: a non-cadre at 300 000 FCFA gross, single. */
export const exampleGross = 300_000;

/**
 * A whole number: « 300 000 », « 300.000 » (`grouped`: amounts, whose groups of three may be set apart)
 * or 300000; NaN when given but not one (the calculation then says so in French).
 */
const integer = (value: unknown, grouped = true): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(grouped ? /[\s\u00a0\u202f.]/g : /\s/g, '') : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : NaN;
};
/** A rate in %: « 3,5 », « 3.5 » or 3.5; NaN when given but not one. */
const rate = (value: unknown): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return /^\d{1,3}(\.\d{1,3})?$/.test(text) ? Number(text) : NaN;
};


/** The address's search, typed: each value kept only when it is well formed. */
export function readSimulatorSearch(raw: Record<string, unknown>): SimulatorSearch {
  const situation = situations.find((one) => one === raw.situation);
  const search: SimulatorSearch = {
    mode: raw.mode === 'net' ? 'net' : raw.mode === 'brut' ? 'brut' : undefined,
    montant: integer(raw.montant),
    cadre: raw.cadre === 'oui' ? 'oui' : undefined,
    situation,
    conjoint: situation === 'marie' && raw.conjoint === 'revenu' ? 'revenu' : undefined,
    enfants: integer(raw.enfants, false),
    ipm: rate(raw.ipm),
    at: rate(raw.at),
    avantages: integer(raw.avantages),
    transport: integer(raw.transport),
    // Hours are read as a rate is (« 86,67 »): the calculation says when they are out of range.
    heures: rate(raw.heures),
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as SimulatorSearch;
}

/**
 * The form's values as the address keeps them: each number as a number (« montant=300000 »), what
 * is not one as typed (the page then says what is wrong with it), empty fields left out.
 */
export function addressOf(form: Record<string, string>): Record<string, string | number> {
  const search = readSimulatorSearch(form);
  return Object.fromEntries(Object.entries(search).map(([key, value]) => [key, typeof value === 'number' && Number.isNaN(value) ? form[key]!.trim() : value!]));
}

/** What a field shows for a value of the search: the number, or what was typed when it is not one. */
export const shown = (value: number | undefined, raw: unknown, fallback: number | string): string | number => (value === undefined ? fallback : Number.isNaN(value) ? String(raw) : value);

/** The calculation's inputs for this search (the amount defaults to the example). */
export function inputsOf(search: SimulatorSearch): { mode: 'brut'; inputs: GrossInputs } | { mode: 'net'; inputs: NetInputs } {
  const famille: Family = { situation: search.situation ?? 'celibataire', enfants: search.enfants ?? 0, ...(search.situation === 'marie' ? { conjointAvecRevenu: search.conjoint === 'revenu' } : {}) };
  const common = {
    cadre: search.cadre === 'oui',
    famille,
    ...(search.ipm !== undefined ? { tauxIpm: search.ipm } : {}),
    ...(search.at !== undefined ? { tauxAccident: search.at } : {}),
    ...(search.avantages !== undefined ? { autresImposables: search.avantages } : {}),
    ...(search.transport !== undefined ? { indemniteTransport: search.transport } : {}),
    ...(search.heures !== undefined ? { heures: search.heures } : {}),
  };
  const montant = search.montant ?? exampleGross;
  return search.mode === 'net' ? { mode: 'net', inputs: { ...common, net: montant } } : { mode: 'brut', inputs: { ...common, brut: montant } };
}
