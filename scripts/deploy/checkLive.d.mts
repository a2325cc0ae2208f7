/** Types of scripts/deploy/checkLive.mjs (a check of the live site, `npm run check:live`). */
export interface CheckResult {
  name: string;
  ok: boolean;
  /** The check did not apply here (the twin host on a local address); `detail` says why. */
  skipped?: boolean;
  detail: string;
}
export interface CheckLiveOptions {
  /** The canonical site address; content/site.yml `url` by default. */
  site?: string;
  /** Per request; 10 s by default. */
  timeoutMs?: number;
  /** Receives each printed line (console.log by default). */
  log?: (line: string) => void;
  fetch?: typeof globalThis.fetch;
}
export function checkLive(base: string, options?: CheckLiveOptions): Promise<{ ok: boolean; results: CheckResult[] }>;
export function canonicalSiteUrl(): string;
export function twinHostOf(hostname: string): string;
export const pagePaths: string[];
export const missingPath: string;
export const twinPaths: string[];
export const emptyMessage: Record<string, string | null>;
