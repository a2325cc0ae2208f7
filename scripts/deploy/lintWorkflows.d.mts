/** Types of scripts/deploy/lintWorkflows.mjs (actionlint on .github/workflows/). */
export const workflowsDir: string;
export function workflowFiles(): string[];
/** actionlint's findings for a workflow's text, as « file:line:column: message [kind] » lines. */
export function lintWorkflow(text: string, name: string): Promise<string[]>;
