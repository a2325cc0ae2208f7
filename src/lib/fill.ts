/**
 * Fills the blanks of a sentence from the content files, e.g. « {used} / {max} caractères ». The
 * build has checked that each blank is there and no other (content/fields.ts, `template`).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}
