/**
 * A copy of the repository the deploy commands can change: wrangler.jsonc and content/ copied (the
 * files they write), worker/, contract/, machines/, src/ and node_modules/ linked (read only). The commands run
 * as the firm would run them (node scripts/deploy/<command>.mjs --dir <copy>), each a child process.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, modify } from 'jsonc-parser';

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

/** The firm's GitHub repository, as the copies' origin. */
export const origin = 'https://github.com/sunu-rh/site-web.git';
/** The Access application's audience tag the filled copies use. */
export const aud = '0123456789abcdef'.repeat(4);

/** `git` in a copy, as a developer whose identity is set (no global configuration needed). */
export const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=Développeur', '-c', 'user.email=developpeur@sunurh.sn', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * A copy with the firm's values in place, as `npm run setup:cloudflare` leaves it, a GitHub origin,
 * and everything committed (`npm run deploy` refuses uncommitted changes): the repository's
 * .gitignore, and the --prebuilt folder ignored as dist/ is.
 */
export function filledCopy({ databaseId, legal = true, payroll = true }: { databaseId: string; legal?: boolean; payroll?: boolean }): SiteCopy {
  const copy = siteCopy();
  let config = copy.read('wrangler.jsonc');
  const set = (path: (string | number)[], value: unknown) => (config = applyEdits(config, modify(config, path, value, {})));
  set(['d1_databases', 0, 'database_id'], databaseId);
  set(['routes', 0, 'pattern'], 'www.sunurh.sn');
  set(['routes', 1, 'pattern'], 'sunurh.sn');
  set(['vars', 'FIRM_ADDRESS'], 'recrutement@sunurh.sn');
  set(['vars', 'SENDER_ADDRESS'], 'site@sunurh.sn');
  set(['vars', 'ACCESS_TEAM_DOMAIN'], 'https://sunu-rh.cloudflareaccess.com');
  set(['vars', 'ACCESS_AUD'], aud);
  copy.write('wrangler.jsonc', config);
  // The firm's number, and its social pages checked (their example mark removed, or unticked: false).
  copy.write(
    'content/site.yml',
    copy
      .read('content/site.yml')
      .replace('url: https://www.example.com', 'url: https://www.sunurh.sn')
      .replace('email: contact@example.com', 'email: contact@sunurh.sn')
      .replace('phone: +221 33 000 00 00', 'phone: +221 33 889 12 34')
      .replace(/^ {4}example: true\n/m, '')
      .replaceAll('example: true', 'example: false'),
  );
  if (legal) copy.write('content/pages/legal.yml', copy.read('content/pages/legal.yml').replace(/"À compléter[^"]*"/g, '"SN-DKR-2024-B-00001"'));
  // The firm has checked every payroll parameter against its text.
  if (payroll) copy.write('content/paie.yml', copy.read('content/paie.yml').replaceAll('verifie: false', 'verifie: true'));
  copy.write('.gitignore', `${readFileSync(join(repository, '.gitignore'), 'utf8')}prebuilt/\n`);
  execFileSync('git', ['init', '-q', copy.dir]);
  git(copy.dir, 'remote', 'add', 'origin', origin);
  git(copy.dir, 'add', '-A');
  git(copy.dir, 'commit', '-q', '-m', 'The firm’s values');
  return copy;
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
