/**
 * Amounts and rates as a French reader expects them: « 1 234 567 FCFA » (narrow no-break spaces
 * between the groups of three digits, a no-break space before « FCFA »), « 5,6 % ».
 */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** 1234567 → « 1 234 567 » (narrow no-break spaces); a negative amount keeps its minus sign. */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '−' : '';
  const [whole, decimals] = Math.abs(value).toString().split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** 1234567 → « 1 234 567 FCFA ». */
export const formatFcfa = (amount: number): string => `${formatNumber(amount)}${NBSP}FCFA`;

/** 5.6 → « 5,6 % ». */
export const formatPercent = (rate: number): string => `${formatNumber(rate)}${NBSP}%`;

/** A list said in French: « 1 %, 3 % ou 5 % ». */
export const frenchOr = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`);
