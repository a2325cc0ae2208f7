/** Types of scripts/deploy/alert.mjs (`npm run alert`: the firm told by e-mail that a workflow step failed, in facts only). */
export const steps: string[];
export function reasonsOf(log: string): string[];
export function sendAlert(options: { site?: string; token?: string; step: string; reasons: string[]; run: string; fetch?: typeof globalThis.fetch }): Promise<void>;
