/** Types of scripts/deploy/preflight.mjs (the checks before any deploy, `npm run preflight`). */
export interface Refusal {
  /** Where, e.g. « wrangler.jsonc », « content/pages/legal.yml ». */
  file: string;
  /** Which value, e.g. « vars.ACCESS_AUD », « company.rccm ». */
  field: string;
  message: string;
  /** The command or flag that fixes it, and its section of docs/deploy.md. */
  fix: string;
}
export interface PreflightResult {
  ok: boolean;
  problems: Refusal[];
  warnings: string[];
  notes: string[];
  /** owner/name the editor will commit to (CMS_GITHUB_REPO for the build), when resolved. */
  editorRepository?: string;
  /** Whether --staging was given. */
  staging?: boolean;
  /** What --staging let through: legal values « À compléter », payroll parameters and method choices unchecked (0 without --staging). */
  pending?: { legal: number; payroll: number };
}
export interface PreflightOptions {
  /** The copy of the repository to check; the repository by default. */
  dir?: string;
  /** Lets the legal values « À compléter » and the unchecked payroll parameters through, as warnings; nothing else. */
  staging?: boolean;
  env?: NodeJS.ProcessEnv;
}
export function preflight(options?: PreflightOptions): Promise<PreflightResult>;
export function formatPreflight(result: PreflightResult): string;
/** The report's last line(s) when nothing is refused. */
export function preflightVerdict(result: Pick<PreflightResult, 'warnings' | 'staging' | 'pending'>): string;
export function githubRepoOf(remote: string | undefined): string | undefined;
export function editorRepository(dir: string, env?: NodeJS.ProcessEnv): { repo?: string; source?: string; problem?: Refusal };
export const accessAudPattern: RegExp;
/** The example phone number site.yml ships (+221 33 000 00 00), or one of its kind (a prefix, then zeros). */
export function isPlaceholderPhone(phone: unknown): boolean;
/** `git remote get-url origin` of a checkout, or undefined. */
export function originOf(dir: string): string | undefined;
