import { Fragment, type ReactNode } from 'react';

/**
 * fill() for a sentence whose blanks are elements: a link, or a reference that must not break
 * across lines (« SRH-2026-031 », which Chromium would break after each hyphen). A blank with no
 * value stays as written, as fill() does.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>);
}
