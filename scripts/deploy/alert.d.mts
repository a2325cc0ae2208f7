/** Types of scripts/deploy/alert.mjs (`npm run alert`: the firm told by e-mail that a workflow step failed). */
export function logTail(text: string, lines?: number): string;
export function alertText(step: string, log: string): string;
export function sendAlert(options: { site?: string; token?: string; text: string; url?: string; fetch?: typeof globalThis.fetch }): Promise<void>;
