/**
 * A copy of the repository the deploy commands can change: wrangler.jsonc and content/ copied (the
 * files they write), worker/, contract/, machines/, src/ and node_modules/ linked (read only). The commands run
 * as the firm would run them (node scripts/deploy/<command>.mjs --dir <copy>), each a child process.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repository = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export interface SiteCopy {
  dir: string;
  read(file: string): string;
  write(file: string, text: string): void;
  remove(): void;
}

export function siteCopy(): SiteCopy {
  const dir = mkdtempSync(join(tmpdir(), 'sunu-rh-deploy-'));
  cpSync(join(repository, 'wrangler.jsonc'), join(dir, 'wrangler.jsonc'));
  cpSync(join(repository, 'content'), join(dir, 'content'), { recursive: true });
  for (const folder of ['worker', 'contract', 'machines', 'src', 'node_modules']) symlinkSync(join(repository, folder), join(dir, folder), 'dir');
  return {
    dir,
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    write: (file, text) => writeFileSync(join(dir, file), text),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A built site's smallest stand-in for `deploy --prebuilt`: two pages and their headers file. */
export function prebuiltSite(dir: string): string {
  const out = join(dir, 'prebuilt');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'index.html'), '<!doctype html><html lang="fr"><title>Sunu RH Conseil</title><h1>Accueil</h1></html>\n');
  writeFileSync(join(out, '404.html'), '<!doctype html><html lang="fr"><title>Page non trouvée</title></html>\n');
  writeFileSync(join(out, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  return out;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** Both, as a person would read them. */
  output: string;
}

/** node scripts/deploy/<script> <args>, to its end (never a fixed wait). */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(repository, 'scripts/deploy', script), ...args], { cwd: repository, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => ((stderr += chunk), (output += chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code: code ?? 1, stdout, stderr, output }));
  });
}

/** The process's environment without what would change the commands' answers (set per test). */
export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'CMS_GITHUB_REPO',
    'CMS_GITHUB_BRANCH',
    'VITE_CONTACT_ENDPOINT',
    'CLOUDFLARE_API_TOKEN',
    'CLOUDFLARE_ACCOUNT_ID',
    'CLOUDFLARE_API_BASE_URL',
    'CLOUDFLARE_API_KEY',
    'CLOUDFLARE_EMAIL',
    'npm_execpath',
  ])
    delete env[name];
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}
