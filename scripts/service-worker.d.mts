/** Types of scripts/service-worker.mjs. */
export function siteFiles(dist: string): string[];
export function sitePages(dist: string, options: { offlinePage: string; statesFolder?: string }): Record<string, string>;
export function pagesUntil(dist: string, options?: { statesFolder?: string }): Record<string, string>;
export function buildServiceWorker(dist: string, options: { offlinePage: string }): Promise<{ count: number; size: number }>;
