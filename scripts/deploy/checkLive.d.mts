/** Types of scripts/deploy/checkLive.mjs (a check of the live site, `npm run check:live`). */
export interface CheckResult {
  name: string;
  ok: boolean;
  /** The check did not apply here (the twin host or Access on a local address, no health token); `detail` says why. */
  skipped?: boolean;
  /** Passed, with a warning (the deploy workflow without its environment); `detail` says what and how to fix it. */
  warning?: boolean;
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
  /** The secret that opens /api/health; process.env.HEALTH_TOKEN by default. */
  healthToken?: string;
  /** Without a token, fail the health check instead of skipping it (the workflow). */
  requireHealth?: boolean;
  /** The deploy workflow's text: whether its deploy job uses the environment « production » is checked too (a warning). The CLI gives .github/workflows/deploy.yml. */
  workflow?: string;
}
export function checkLive(base: string, options?: CheckLiveOptions): Promise<{ ok: boolean; results: CheckResult[] }>;
export function canonicalSiteUrl(): string;
export function twinHostOf(hostname: string): string;
export const pagePaths: string[];
export const missingPath: string;
export const twinPaths: string[];
export const emptyMessage: Record<string, string | null>;
export const deployWorkflowFile: string;
export const deployEnvironmentName: string;
/** Whether the job that runs `npm run deploy` uses the environment « production ». */
export function deployEnvironment(workflowText: string): { ok: boolean; detail: string };
