/**
 * Fills the blanks of a sentence from the content files, e.g. « {used} / {max} caractères »; a
 * number is written the French way (« 5 000 »). The build has checked that each blank is there
 * and no other (content/fields.ts, `template`).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => {
    const value = values[name];
    return value === undefined ? blank : typeof value === 'number' ? value.toLocaleString('fr-FR') : value;
  });
}
