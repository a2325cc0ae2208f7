/**
 * Numbers as the French write them: « 6,5 », « 432 000 » (a space, a no-break space or a narrow
 * no-break space between thousands), « 6.5 » too, and « 6,5 % », « 432 000 F CFA » or « 500 Mo » with the
 * unit the field is in. The editor's number fields read what staff type with it (src/admin/
 * NumberField.tsx) and show the file's numbers with it; nothing typed is ever silently shortened:
 * what cannot be read as the number meant is refused, with the reason, in French.
 */

/** What a number field accepts. */
export interface NumberRules {
  /** A whole number (francs, a position, months): no decimal part. */
  integer?: boolean;
  min?: number;
  max?: number;
  /** The unit the field is in, which may be typed after the number. */
  unit?: NumberUnit;
}

export type NumberUnit = 'percent' | 'francs' | 'megaoctets';

export type NumberReading = { value: number } | { empty: true } | { problem: string };

const narrow = '\u202f';
/** Any space between thousands: a space, a no-break space, a narrow no-break space, a thin space. */
const spaces = /[ \u00a0\u202f\u2009]/g;

const units: Record<NumberUnit, { pattern: RegExp; written: string }> = {
  percent: { pattern: /\s*%$/, written: `${narrow}%` },
  francs: { pattern: /\s*(f\s*cfa|fcfa|francs?\s*cfa|francs?|f)$/i, written: `${narrow}F${narrow}CFA` },
  megaoctets: { pattern: /\s*(mo|m[ée]ga-?octets?)$/i, written: `${narrow}Mo` },
};

/** 432000 → « 432 000 » (a narrow no-break space), 6.5 → « 6,5 », -17.4467 → « −17,4467 ». */
export function writeFrenchNumber(value: number): string {
  const [whole, decimals] = Math.abs(value).toString().split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, narrow);
  return `${value < 0 ? '−' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** 6.5 and 'percent' → « 6,5 % »; 432000 and 'francs' → « 432 000 F CFA »; 500 and 'megaoctets' → « 500 Mo »; no unit, the number alone. */
export const writeWithUnit = (value: number, unit?: NumberUnit) => `${writeFrenchNumber(value)}${unit ? units[unit].written : ''}`;

/** « entre 0 et 100 % », « au moins 1 000 »: a field's range, as its message says it. */
export function rangeWords({ min, max, unit }: NumberRules): string {
  const after = unit === 'percent' ? units.percent.written : '';
  if (min !== undefined && max !== undefined) return `entre ${writeFrenchNumber(min)} et ${writeFrenchNumber(max)}${after}`;
  if (min !== undefined) return `au moins ${writeFrenchNumber(min)}${after}`;
  return max !== undefined ? `au plus ${writeFrenchNumber(max)}${after}` : '';
}

const example = (rules: NumberRules) => (rules.integer ? '432 000' : '6,5 ou 432 000');

/** What `text` says, under `rules`: the number meant, nothing, or why it cannot be read. */
export function readFrenchNumber(text: string, rules: NumberRules = {}): NumberReading {
  let rest = text.trim();
  if (!rest) return { empty: true };
  if (rules.unit) rest = rest.replace(units[rules.unit].pattern, '');
  // A minus sign as typed on a keyboard or as typeset (U+2212).
  const negative = /^[-−]/.test(rest);
  if (negative) rest = rest.slice(1).trimStart();
  const said = `« ${text.trim()} »`;
  if (!/^[\d \u00a0\u202f\u2009]+([.,]\d+)?$/.test(rest)) {
    if (/[.,].*[.,]/.test(rest)) return { problem: `${said} a plusieurs séparateurs : écrivez les milliers avec une espace et les décimales avec une virgule, par exemple ${example(rules)}.` };
    return { problem: `${said} n’est pas un nombre : écrivez par exemple ${example(rules)}.` };
  }
  const [whole, decimals] = rest.split(/[.,]/) as [string, string | undefined];
  const groups = whole.trim().split(spaces);
  if (groups.some((group) => group === '') || groups.slice(1).some((group) => group.length !== 3) || groups[0]!.length > 3 && groups.length > 1) {
    return { problem: `${said} : les chiffres se groupent par trois à partir de la droite, par exemple 432 000.` };
  }
  if (rules.integer && decimals !== undefined) return { problem: `${said} : un nombre entier est attendu, sans virgule ni point, par exemple 432 000.` };
  const value = Number(`${negative ? '-' : ''}${groups.join('')}${decimals !== undefined ? `.${decimals}` : ''}`);
  if ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max)) {
    return { problem: `${said} : le nombre doit être ${rangeWords(rules)}.` };
  }
  return { value };
}
