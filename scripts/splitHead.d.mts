/** Types of scripts/splitHead.mjs. */
export function splitHead(html: string): { head: string; body: string };
