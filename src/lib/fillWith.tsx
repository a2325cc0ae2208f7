import { Fragment, type ReactNode } from 'react';

/** A sentence from the content with some blanks filled by elements (a link, a marked value); see fill() for text. */
export function fillWith(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, index) => <Fragment key={index}>{index % 2 ? (values[piece] ?? `{${piece}}`) : piece}</Fragment>);
}
