/** Types of scripts/localCloudflare.mjs (Cloudflare run locally: the asset worker and the site's Worker in workerd). */
import type { Miniflare } from 'miniflare';

export interface LocalWorker {
  url: string;
  persistTo: string;
  /** The .eml files the Worker has sent, copied out of workerd's temporary folder. */
  emails: string[];
  output(): string;
  /** The Worker's own D1 (binding DB), read through Miniflare. */
  d1(): ReturnType<Miniflare['getD1Database']>;
  /** The Worker's own R2 bucket (binding CVS), read through Miniflare. */
  r2(): ReturnType<Miniflare['getR2Bucket']>;
  /** Reads the assets again (after a data file changed), or rebuilds the Worker first. */
  reload(options?: { rebuild?: boolean }): Promise<void>;
  close(): Promise<void>;
}
export interface StartWorkerOptions {
  assets?: string;
  port?: number;
  persistTo?: string;
  emailsDir?: string;
  vars?: Record<string, string>;
  migrate?: boolean;
  quiet?: boolean;
  onEmail?: (file: string) => void;
  /** A bundle made by bundleWorker(); made at start when absent. */
  script?: string;
}
export function startWorker(options?: StartWorkerOptions): Promise<LocalWorker>;
export function bundleWorker(outdir?: string): { script: string; inputs: string[] };
export function applyMigrations(persistTo: string): void;
export function copyState(from: string, to: string): void;
export function freePort(): Promise<number>;
