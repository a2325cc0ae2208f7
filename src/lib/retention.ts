/**
 * Retention durations, in whole months (content/pages/legal.yml, `retentionMonths`): how the privacy
 * page writes them, and the moment a message received at a date is deleted by the Worker's daily run.
 */

/** « 3 ans », « 1 an », « 18 mois », the number and its word held together by a no-break space. */
export function durationText(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1\u00a0an' : `${months / 12}\u00a0ans`;
  return `${months}\u00a0mois`;
}

/** The moment `months` after `date`: the same day of the month, or that month's last day. */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return moved;
}
