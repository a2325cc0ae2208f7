/** Types of scripts/worker.mjs (the site's Worker in workerd, locally). */
export interface LocalWorker {
  url: string;
  persistTo: string;
  /** The .eml files the Worker has sent, copied out of workerd's temporary folder. */
  emails: string[];
  output(): string;
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
}
export function startWorker(options?: StartWorkerOptions): Promise<LocalWorker>;
export function applyMigrations(persistTo: string): void;
export function copyState(from: string, to: string): void;
export function freePort(): Promise<number>;
