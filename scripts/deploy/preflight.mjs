// Before anything is sent to Cloudflare: refuses while a placeholder remains, naming the file, the
// field and the fix for each (docs/deploy.md, « What stops a bad deploy »). `npm run deploy` runs it
// first; run it alone to see what is left:
//
//   npm run preflight [-- --staging] [--dir <folder>]
//
// Refused: the all-zero D1 database id; an example address (example.com/.org/.net, .test,
// .invalid, .example, localhost) in wrangler.jsonc `vars` or content/site.yml `url`/`email`; the
// example phone number (+221 33 000 00 00) and any social link still marked `example: true` in
// content/site.yml; no custom domains, or domains that are not site.yml's host and its bare/www
// twin; a sender
// (SENDER_ADDRESS) off the site's domain; the Access audience tag still a placeholder, or a team
// domain that is not https://<team>.cloudflareaccess.com; an editor repository that is not this
// checkout's (CMS_GITHUB_REPO, else `git remote get-url origin` on GitHub); a reply mode
// (REPLY_MODE) other than « messagerie » or « envoi », or « envoi » without its REPLIES binding; a form build that only
// simulates sending; any legal value still reading « À compléter »; and any payroll parameter in
// force on the build's day (content/paie.yml) or choice of method (`methode`) the firm has not
// checked (`verifie: false`). An
// article's value still « À compléter » is named as a warning, as every build names it, never refused.
// `--staging` lets only the legal values and the payroll parameters through (listed as warnings): a
// staging deploy before the firm has them; the report then ends with how many values the site goes
// live without, and what ends the staging mode (never « nothing left to fill in » after warnings).
// No flag skips any other check. Reads files only: no network, no wrangler.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { emailDomain, exitWith, isPlaceholderHost, onDomain, parseArgs, readConfig, readSite, root, section, siteAddress, UsageError, workDir } from './common.mjs';

const setupCommand = 'npm run setup:cloudflare';
const sections = {
  setup: section('setup'),
  email: section('email'),
  replies: section('replies'),
  access: section('access'),
  editor: section('editor', 'workflow'),
  legal: section('legal'),
  payroll: section('payroll'),
  articles: section('articles'),
};
const zeroId = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const accessTeam = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.cloudflareaccess\.com$/;
/** An Access application's Audience (AUD) tag: 64 hexadecimal characters. */
export const accessAudPattern = /^[0-9a-f]{64}$/i;
const placeholderWords = /remplacer|replace|placeholder|example|changeme|change-me|todo|xxx/i;
const defaultCmsRepo = 'sunu-rh/site';
const repoPattern = /^[\w.-]+\/[\w.-]+$/;

/** A phone number's digits after Senegal's +221 (all of them when it has no country code). */
const nationalPart = (phone) => {
  const digits = String(phone ?? '').replace(/\D/g, '');
  return digits.startsWith('221') ? digits.slice(3) : digits;
};

/**
 * The example number site.yml ships (+221 33 000 00 00), or one like it: a two-digit prefix and
 * nothing but zeros after it (no line in Senegal's plan is numbered so).
 */
export const isPlaceholderPhone = (phone) => /^\d{0,2}0{7,}$/.test(nationalPart(phone));

/** owner/name of a github.com remote address (https, ssh or scp-like), else undefined. */
export function githubRepoOf(remote) {
  const match = String(remote ?? '')
    .trim()
    .match(/^(?:(?:https?|ssh|git):\/\/(?:[^@/]+@)?github\.com(?::\d+)?\/|[^@\s/]+@github\.com:)([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

export function originOf(dir) {
  try {
    return execFileSync('git', ['-C', dir, 'remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The repository the editor (/admin/) will commit to: CMS_GITHUB_REPO, else this checkout's GitHub
 * origin. Refused when there is neither, when the value is not owner/name, or when it differs from
 * the origin (the default sunu-rh/site included): the editor must commit to the repository that is
 * deployed, or the firm's saves would never reach the site.
 */
export function editorRepository(dir, env = process.env) {
  const remote = originOf(dir);
  const origin = githubRepoOf(remote);
  const set = env.CMS_GITHUB_REPO?.trim();
  const problem = (message) => ({
    problem: {
      file: 'CMS_GITHUB_REPO (environment)',
      field: 'the editor’s repository',
      message,
      fix: `set CMS_GITHUB_REPO=<owner>/<name> of this repository${origin ? ` (${origin})` : ''}, or give the checkout its GitHub remote (git remote add origin https://github.com/<owner>/<name>) — ${sections.editor}`,
    },
  });
  if (set) {
    if (!repoPattern.test(set)) return problem(`« ${set} » is not a GitHub repository (owner/name).`);
    if (origin && origin.toLowerCase() !== set.toLowerCase()) {
      return problem(`CMS_GITHUB_REPO is « ${set} » but this checkout is ${origin} (git remote origin): the editor would commit to a repository that is not the one deployed.`);
    }
    if (!origin && set.toLowerCase() === defaultCmsRepo) {
      return problem(`CMS_GITHUB_REPO is the default « ${defaultCmsRepo} » and no GitHub origin confirms it${remote ? ` (origin is ${remote})` : ''}.`);
    }
    return { repo: set, source: origin ? 'CMS_GITHUB_REPO, the same as git remote origin' : 'CMS_GITHUB_REPO (no GitHub origin to compare with)' };
  }
  if (origin) return { repo: origin, source: 'git remote origin' };
  return problem(remote ? `CMS_GITHUB_REPO is not set and git remote origin (${remote}) is not on github.com.` : 'CMS_GITHUB_REPO is not set and this checkout has no git remote origin.');
}

let legalModule;
/** scripts/deploy/legalValues.ts, through Vite's module runner (the content's loader is TypeScript). */
async function legalValuesToFill(dir, options) {
  legalModule ??= import('vite').then(({ runnerImport }) => runnerImport(join(root, 'scripts/deploy/legalValues.ts'), { root, configFile: false, logLevel: 'error' }));
  const { module } = await legalModule;
  return module.legalValuesToFill(dir, options);
}

let articleModule;
/** scripts/deploy/articleValues.ts, through Vite's module runner (the content's loader is TypeScript). */
async function articleValuesToFill(dir) {
  articleModule ??= import('vite').then(({ runnerImport }) => runnerImport(join(root, 'scripts/deploy/articleValues.ts'), { root, configFile: false, logLevel: 'error' }));
  const { module } = await articleModule;
  return module.articleValuesToFill(dir);
}

let payrollModule;
/** scripts/deploy/payrollValues.ts, through Vite's module runner (the content's loader and the simulator are TypeScript). */
async function payrollValuesUnverified(dir, env) {
  payrollModule ??= import('vite').then(({ runnerImport }) => runnerImport(join(root, 'scripts/deploy/payrollValues.ts'), { root, configFile: false, logLevel: 'error' }));
  const { module } = await payrollModule;
  return module.payrollValuesUnverified(dir, env);
}

/** The host of a wrangler route: `www.sunurh.sn`, `sunurh.sn/*`, `https://x.y/*` or { pattern }. */
const routeHost = (route) =>
  String(typeof route === 'string' ? route : (route?.pattern ?? ''))
    .replace(/^https?:\/\//, '')
    .replace(/^\*\.?/, '')
    .split('/')[0]
    .toLowerCase();

/** Every e-mail address and host name in a text (to find example.com in any variable). */
const addressesIn = (text) => [...String(text).matchAll(/(?:[^\s@/:"'<>]+@)?((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*)/gi)].map((match) => match[1]);

/**
 * Every check, collected (not the first only). `problems` stop a deploy; `warnings` do not (the legal
 * values with `staging`); `notes` say what was read (the editor's repository and where it came from).
 */
export async function preflight({ dir: given, staging = false, env = process.env } = {}) {
  const dir = workDir(given);
  const problems = [];
  const warnings = [];
  const notes = [];
  /** What --staging lets through: the legal values « À compléter », the payroll values unchecked. */
  const pending = { legal: 0, payroll: 0 };
  const refuse = (file, field, message, fix) => problems.push({ file, field, message, fix });

  const { config } = readConfig(dir);
  const { site } = readSite(dir);

  // content/site.yml
  let address;
  try {
    address = siteAddress(site.url, 'The site address');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    refuse('content/site.yml', 'url', error.message, `${setupCommand} -- --url https://www.<domain> — ${sections.setup}`);
  }
  const siteEmail = emailDomain(site.email);
  if (!siteEmail || isPlaceholderHost(siteEmail)) {
    refuse(
      'content/site.yml',
      'email',
      `« ${site.email ?? ''} » is ${siteEmail ? 'an example address' : 'not an e-mail address'} (shown on the site).`,
      `${setupCommand} -- --mailbox <the firm's mailbox> (replaces it while it is an example), or the editor (« Pages et coordonnées » → « Coordonnées du cabinet ») — ${sections.setup}`,
    );
  }

  if (isPlaceholderPhone(site.phone)) {
    refuse(
      'content/site.yml',
      'phone',
      `« ${site.phone} » is the example number (« ${String(site.phone).replace(/^\s*\+?221\s*/, '')} » is not a real number): every page shows it, with its call and WhatsApp links.`,
      `the firm's number in the editor (« Pages et coordonnées » → « Coordonnées du cabinet » → « Téléphone »), or in the file, e.g. +221 33 889 12 34 — ${sections.setup}`,
    );
  }
  (Array.isArray(site.socials) ? site.socials : []).forEach((social, index) => {
    if (social?.example !== true) return;
    refuse(
      'content/site.yml',
      `socials[${index}].example`,
      `the ${social.network ?? 'social'} address « ${social.url ?? ''} » is still marked as an example (a guess, not checked): the footer and Google would link to it.`,
      `check the firm's page address, then untick « Adresse à vérifier (exemple) » in the editor (« Pages et coordonnées » → « Coordonnées du cabinet » → « Réseaux sociaux »), or remove the network, or delete its example: true line in the file — ${sections.setup}`,
    );
  });

  // wrangler.jsonc: the database
  const databaseId = config.d1_databases?.[0]?.database_id;
  if (!databaseId || zeroId.test(databaseId) || !uuid.test(databaseId)) {
    refuse(
      'wrangler.jsonc',
      'd1_databases[0].database_id',
      databaseId ? `« ${databaseId} » is ${zeroId.test(databaseId) ? 'the placeholder' : 'not a D1 database id'}.` : 'missing.',
      `${setupCommand} (creates or finds the D1 database and writes its id) — ${sections.setup}`,
    );
  }

  // wrangler.jsonc: the custom domains
  const routes = Array.isArray(config.routes) ? config.routes : config.route ? [config.route] : [];
  const routesFix = `${setupCommand} -- --url ${address?.url ?? 'https://www.<domain>'} (writes both hosts as custom domains) — ${sections.setup}`;
  if (!routes.length) refuse('wrangler.jsonc', 'routes', 'no custom domain: the Worker would be reachable on no address of the firm.', routesFix);
  const routeHosts = routes.map(routeHost);
  routeHosts.forEach((host, index) => {
    const field = typeof routes[index] === 'string' ? `routes[${index}]` : `routes[${index}].pattern`;
    if (isPlaceholderHost(host)) refuse('wrangler.jsonc', field, `« ${host} » is an example domain.`, routesFix);
    else if (address && host !== address.host && host !== address.twin)
      refuse('wrangler.jsonc', field, `« ${host} » is neither content/site.yml's host (${address.host}) nor its twin (${address.twin}).`, routesFix);
  });
  if (address && routes.length) {
    const missing = [address.host, address.twin].filter((host) => !routeHosts.includes(host));
    if (missing.length) refuse('wrangler.jsonc', 'routes', `lacks ${missing.join(' and ')} (the site's host and its twin, which redirects to it).`, routesFix);
  }

  // wrangler.jsonc: the settings
  const vars = config.vars ?? {};
  const checked = new Set(['FIRM_ADDRESS', 'SENDER_ADDRESS', 'ACCESS_TEAM_DOMAIN', 'ACCESS_AUD', 'REPLY_MODE']);
  const firm = emailDomain(vars.FIRM_ADDRESS);
  if (!firm || isPlaceholderHost(firm)) {
    refuse(
      'wrangler.jsonc',
      'vars.FIRM_ADDRESS',
      `« ${vars.FIRM_ADDRESS ?? ''} » is ${firm ? 'an example address' : 'not an e-mail address'}: the firm would receive no message.`,
      `${setupCommand} -- --mailbox <the firm's mailbox, verified in Email Routing> — ${sections.setup}, ${sections.email}`,
    );
  }
  const sender = emailDomain(vars.SENDER_ADDRESS);
  const senderFix = `${setupCommand} -- --sender site@${address?.bare ?? '<domain>'} — ${sections.email}`;
  if (!sender || isPlaceholderHost(sender)) {
    refuse('wrangler.jsonc', 'vars.SENDER_ADDRESS', `« ${vars.SENDER_ADDRESS ?? ''} » is ${sender ? 'an example address' : 'not an e-mail address'}.`, senderFix);
  } else if (address && !onDomain(sender, address.bare)) {
    refuse('wrangler.jsonc', 'vars.SENDER_ADDRESS', `« ${vars.SENDER_ADDRESS} » is not on the site's domain (${address.bare}): Email Routing sends only from the domain where it is on.`, senderFix);
  }
  // How the inbox's replies leave: « messagerie » (staff's own mail, WhatsApp) or « envoi » (the
  // Worker sends them through Email Sending, on the REPLIES binding). What Cloudflare's side holds
  // (the plan, the domain onboarded) cannot be read from files: said as a note.
  const replyMode = vars.REPLY_MODE ?? 'messagerie';
  const replyFix = `set vars.REPLY_MODE to « messagerie » or « envoi » in wrangler.jsonc and commit — ${sections.replies}`;
  if (replyMode !== 'messagerie' && replyMode !== 'envoi') {
    refuse('wrangler.jsonc', 'vars.REPLY_MODE', `« ${replyMode} » is neither « messagerie » (staff send replies from their own mail) nor « envoi » (the Worker sends them).`, replyFix);
  } else if (replyMode === 'envoi') {
    const sendEmail = Array.isArray(config.send_email) ? config.send_email : [];
    if (!sendEmail.some((binding) => binding?.name === 'REPLIES')) {
      refuse('wrangler.jsonc', 'send_email', '« envoi » mode needs the REPLIES binding: « Envoyer » in the inbox would fail on every reply.', `add { "name": "REPLIES" } to send_email — ${sections.replies}`);
    }
    notes.push(
      `Replies: sent by the Worker (REPLY_MODE « envoi »), from ${vars.SENDER_ADDRESS ?? 'SENDER_ADDRESS'}. Cloudflare must have Email Sending on for that domain, on the Workers Paid plan (not checked here: no network).`,
    );
  } else {
    notes.push('Replies: staff send them from their own mail or WhatsApp (REPLY_MODE « messagerie »); the inbox records them as prepared.');
  }
  const accessFix = (flag) => `${setupCommand} -- ${flag} — ${sections.access}`;
  const team = String(vars.ACCESS_TEAM_DOMAIN ?? '');
  if (!accessTeam.test(team) || placeholderWords.test(team)) {
    refuse(
      'wrangler.jsonc',
      'vars.ACCESS_TEAM_DOMAIN',
      `« ${team} » is ${placeholderWords.test(team) ? 'the placeholder' : 'not https://<team>.cloudflareaccess.com'}: the inbox would refuse every sign-in.`,
      accessFix('--access-team https://<team>.cloudflareaccess.com'),
    );
  }
  const aud = String(vars.ACCESS_AUD ?? '').trim();
  if (!aud || placeholderWords.test(aud) || !accessAudPattern.test(aud)) {
    refuse(
      'wrangler.jsonc',
      'vars.ACCESS_AUD',
      `« ${aud} » is ${!aud ? 'empty' : placeholderWords.test(aud) ? 'the placeholder' : 'not an Audience (AUD) tag (64 hexadecimal characters)'}: the inbox would answer 403 to everyone.`,
      accessFix('--access-aud <the application’s AUD tag>'),
    );
  }
  // Settings only the tests give the Worker (worker/env.ts): in production, ACCESS_JWKS would let
  // tokens signed by other keys into the inbox, SITE_TODAY would keep expired offers open.
  for (const name of ['ACCESS_JWKS', 'SITE_TODAY']) {
    if (Object.hasOwn(vars, name)) refuse('wrangler.jsonc', `vars.${name}`, 'is for local tests only: the live Worker must not have it.', `delete it from wrangler.jsonc and commit — ${sections.setup}`);
  }
  for (const [name, value] of Object.entries(vars)) {
    if (checked.has(name)) continue;
    const example = addressesIn(typeof value === 'string' ? value : JSON.stringify(value)).find(isPlaceholderHost);
    if (example) refuse('wrangler.jsonc', `vars.${name}`, `names an example domain (« ${example} »).`, `replace it with the firm's value in wrangler.jsonc and commit — ${sections.setup}`);
  }

  // The form and the editor, as the build will make them
  if (env.VITE_CONTACT_ENDPOINT === 'simulated') {
    refuse(
      'VITE_CONTACT_ENDPOINT (environment)',
      'the form’s endpoint',
      '« simulated »: the form would say « Message envoyé » and deliver nothing.',
      'unset VITE_CONTACT_ENDPOINT (the form then sends to the site’s Worker)',
    );
  }
  const editor = editorRepository(dir, env);
  if (editor.problem) problems.push(editor.problem);
  else notes.push(`The editor commits to ${editor.repo} (${editor.source}).`);

  // The legal values (« À compléter »), as the build lists them
  try {
    const { lines, warning } = await legalValuesToFill(dir, { otherFormService: /^https?:/.test(env.VITE_CONTACT_ENDPOINT ?? '') });
    if (staging && warning) warnings.push(`--staging: a staging deploy, with the legal values still to fill in.${warning}`);
    if (staging) pending.legal = lines.length;
    if (!staging) {
      for (const line of lines) {
        const [, file, field] = line.match(/^(.*?) : « (.*) »$/) ?? [undefined, line, ''];
        refuse(
          file,
          field,
          'still reads « À compléter ».',
          `the firm fills it in (the editor, « Mentions légales et confidentialité », or the file), then commit; for a staging deploy only: --staging (in GitHub Actions: the repository variable LEGAL_VALUES_PENDING = oui, docs/operations.md) — ${sections.legal}`,
        );
      }
    }
  } catch (error) {
    if (error?.name !== 'ContentError') throw error;
    for (const { file, line, message } of error.problems) refuse(file, line ? `line ${line}` : 'the file', message, 'fix the file as said (npm run build says the same)');
  }

  // An article's figure still « À compléter », named as every build names it (file, field, its name
  // in the editor, in French for the firm) but not refused: the firm may publish an article with
  // one (docs/guide-equipe.md), and a refusal would hold back every other change of the site with it.
  // A broken file is the legal values' refusal above.
  try {
    const { lines, warning } = await articleValuesToFill(dir);
    if (warning) warnings.push(`Articles: named, not refused (${sections.articles}).${warning}`);
  } catch (error) {
    if (error?.name !== 'ContentError') throw error;
  }

  // The salary simulator's parameters in force on the build's day that the firm has not checked
  // (content/paie.yml, « Vérifié par le cabinet »). A broken file is the legal values' refusal above.
  try {
    const { day, unverified } = await payrollValuesUnverified(dir, env);
    if (staging) pending.payroll = unverified.length;
    if (staging && unverified.length) {
      warnings.push(
        [`--staging: a staging deploy, with ${unverified.length} payroll parameter(s) and method choice(s) in force on ${day} not yet checked by the firm (the salary simulator shows them):`, ...unverified.map(({ field, texte }) => `   • content/paie.yml : « ${field} » (${texte})`)].join('\n'),
      );
    }
    if (!staging) {
      for (const { field, texte, du, choix } of unverified) {
        refuse(
          'content/paie.yml',
          field,
          choix === undefined
            ? `« ${texte} », in force since ${du}, is not checked by the firm (verifie: false): the salary simulator would show it as fact.`
            : `the method choice « ${texte} » (reading in force: ${choix}) is not checked by the firm (verifie: false): the salary simulator would apply it as what the texts say.`,
          choix === undefined
            ? `the firm checks the value against the text, then ticks « Vérifié par le cabinet » (the editor, « Pages et coordonnées » → « Paie : paramètres du simulateur »), or sets verifie: true in the file, and commits; for a staging deploy only: --staging (in GitHub Actions: LEGAL_VALUES_PENDING = oui) — ${sections.payroll}`
            : `the firm reads the sources of each reading and keeps or changes the reading in force, then ticks « Vérifié par le cabinet » under « Choix de méthode » (the editor, « Pages et coordonnées » → « Paie : paramètres du simulateur »), or sets verifie: true in the file, and commits; for a staging deploy only: --staging (in GitHub Actions: LEGAL_VALUES_PENDING = oui) — ${sections.payroll}`,
        );
      }
    }
  } catch (error) {
    if (error?.name !== 'ContentError' && error?.name !== 'PayrollParametersError') throw error;
    if (error.name === 'PayrollParametersError') refuse('content/paie.yml', 'the file', error.message, `give each parameter a version applicable on the build's day — ${sections.payroll}`);
  }

  return { ok: problems.length === 0, problems, warnings, notes, editorRepository: editor.repo, staging, pending };
}

const stagingSection = 'docs/operations.md, « Not ready yet: the legal values and --staging »';

/**
 * The report's last line when nothing is refused: « nothing left to fill in » only when nothing is;
 * with --staging, how many values the site goes live without and what ends the staging mode; with
 * articles named, that they are named and not refused.
 */
export function preflightVerdict({ warnings = [], staging = false, pending = { legal: 0, payroll: 0 } }) {
  const count = pending.legal + pending.payroll;
  if (staging && count > 0) {
    const parts = [pending.legal ? `${pending.legal} legal value(s) « À compléter »` : '', pending.payroll ? `${pending.payroll} payroll parameter(s) and method choice(s) not checked` : ''].filter(Boolean);
    return [
      `✔ Preflight: passes for a staging deploy only. The site goes live in staging mode with ${count} value(s) still to fill in or check (${parts.join(', ')}), listed above.`,
      `  Once the firm has filled them in and checked them, deploy without --staging (in GitHub Actions: delete the repository variable LEGAL_VALUES_PENDING) — ${stagingSection}.`,
    ].join('\n');
  }
  const stagingNote = staging ? ` --staging is not needed any more: deploy without it (in GitHub Actions: delete the repository variable LEGAL_VALUES_PENDING) — ${stagingSection}.` : '';
  if (warnings.length) return `✔ Preflight: nothing refused; ${warnings.length === 1 ? 'the warning above is' : `the ${warnings.length} warnings above are`} named, not refused.${stagingNote}`;
  return `✔ Preflight: nothing left to fill in.${stagingNote}`;
}

/** The report, one block per refusal: where (file → field), what, and the fix. */
export function formatPreflight(result) {
  const { ok, problems, warnings, notes } = result;
  const lines = [...notes.map((note) => `• ${note}`)];
  for (const warning of warnings) lines.push(`\x1b[33m⚠ ${warning.trim()}\x1b[0m`);
  if (ok) lines.push(preflightVerdict(result));
  else {
    lines.push(`✘ Preflight: ${problems.length} thing(s) to fix before deploying (nothing was sent to Cloudflare):`);
    for (const { file, field, message, fix } of problems) lines.push('', `  ✘ ${file} → ${field}: ${message}`, `      fix: ${fix}`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const args = parseArgs(process.argv.slice(2), { flags: ['dir'], switches: ['staging'] });
    const result = await preflight({ dir: args.dir, staging: args.staging });
    console.log(formatPreflight(result));
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    exitWith(error);
  }
}
