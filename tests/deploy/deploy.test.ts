/**
 * `npm run deploy` (scripts/deploy/deploy.mjs) and its preflight, with the real wrangler against a
 * local stand-in of Cloudflare's API (cloudflareApi.ts), on copies of the repository:
 *   - with the placeholders as shipped it stops before any call to Cloudflare, naming each one
 *     (file and field) and its fix; `--staging` lets the legal values and the unchecked payroll
 *     parameters through and nothing else; an article's field still « À compléter » is named, as
 *     the build names it, and never refused;
 *   - uncommitted changes are refused, unless --allow-uncommitted says so on purpose;
 *   - a failing step stops it, named.
 * A whole deploy, then a second one after `wrangler secret put` (the settings of wrangler.jsonc, the
 * schedules, the custom domains, the secrets kept, a dashboard variable dropped) is checked where
 * the guides' commands run in their order: guides.test.ts.
 * The built site is a three-file stand-in (--prebuilt): what is checked here is the deploy, not the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, modify, parse as parseJsonc } from 'jsonc-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { formatPreflight, githubRepoOf, preflight, type PreflightResult } from '../../scripts/deploy/preflight.mjs';
import { isToFill } from '../../src/lib/toFillMark';
import { startCloudflareApi, type CloudflareApi } from './cloudflareApi';
import { cleanEnv, filledCopy, prebuiltSite, repository, runScript, siteCopy, type SiteCopy } from './siteCopy';

const shippedConfig = parseJsonc(readFileSync(join(repository, 'wrangler.jsonc'), 'utf8'));

/** The legal values that still read « À compléter » in the repository, found here on their own. */
function legalFieldsToFill(): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && isToFill(value)) found.push(path);
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
  };
  const { formBackend: _otherService, ...legal } = parseYaml(readFileSync(join(repository, 'content/pages/legal.yml'), 'utf8'));
  walk(legal, '');
  return found;
}

/**
 * The payroll parameters in force today (SITE_TODAY, else today) that content/paie.yml ships
 * unchecked, found here on their own: for each parameter, its latest version applicable today;
 * then each choice of method (`methode`) unchecked.
 */
function payrollFieldsUnverified(): string[] {
  const today = process.env.SITE_TODAY?.trim() || new Date().toISOString().slice(0, 10);
  const iso = (day: string) => day.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, '$3-$2-$1');
  const { methode, ...paie } = parseYaml(readFileSync(join(repository, 'content/paie.yml'), 'utf8')) as Record<string, { du: string; verifie: boolean }[]> & { methode: Record<string, { verifie: boolean }> };
  const values = Object.entries(paie).flatMap(([name, versions]) => {
    const index = versions.map((version) => iso(version.du) <= today).lastIndexOf(true);
    return versions[index]!.verifie ? [] : [`${name}[${index}].verifie`];
  });
  return [...values, ...Object.entries(methode).flatMap(([name, choice]) => (choice.verifie ? [] : [`methode.${name}.verifie`]))];
}

/** The refusals a run printed: « file → field », in order. */
const refusals = (output: string) => [...output.matchAll(/^ {2}✘ (.+?) → (.+?): /gm)].map((match) => `${match[1]} → ${match[2]}`);

describe('the preflight stops a deploy before any call to Cloudflare', () => {
  const copies: SiteCopy[] = [];
  const apis: CloudflareApi[] = [];
  const start = async (options?: Parameters<typeof startCloudflareApi>[0]) => {
    const api = await startCloudflareApi(options);
    apis.push(api);
    return api;
  };
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    copies.forEach((copy) => copy.remove());
  });

  it.concurrent('with the placeholders as shipped: names each one and its fix, sends nothing; --staging lets only the legal values and the payroll parameters through', async () => {
    const api = await start();
    const copy = siteCopy();
    copies.push(copy);
    const prebuilt = prebuiltSite(copy.dir);
    const env = cleanEnv(api.vars());
    const [plain, staging] = await Promise.all([
      runScript('deploy.mjs', ['--dir', copy.dir, '--prebuilt', prebuilt], env),
      runScript('deploy.mjs', ['--dir', copy.dir, '--staging', '--prebuilt', prebuilt], env),
    ]);
    const others = [
      'content/site.yml → url',
      'content/site.yml → email',
      'content/site.yml → phone',
      'content/site.yml → socials[0].example',
      'content/site.yml → socials[1].example',
      'content/site.yml → socials[2].example',
      'wrangler.jsonc → d1_databases[0].database_id',
      'wrangler.jsonc → routes[0].pattern',
      'wrangler.jsonc → routes[1].pattern',
      'wrangler.jsonc → vars.FIRM_ADDRESS',
      'wrangler.jsonc → vars.SENDER_ADDRESS',
      'wrangler.jsonc → vars.ACCESS_TEAM_DOMAIN',
      'wrangler.jsonc → vars.ACCESS_AUD',
      'CMS_GITHUB_REPO (environment) → the editor’s repository',
    ];
    const legal = legalFieldsToFill();
    expect(legal.length).toBeGreaterThan(0);
    const payroll = payrollFieldsUnverified();
    // 13 parameters and 5 choices of method, none checked yet.
    expect(payroll).toHaveLength(18);
    expect(payroll.filter((field) => field.startsWith('methode.'))).toEqual(['methode.deductionsImpot.verifie', 'methode.plafondImpot.verifie', 'methode.trimfConjoint.verifie', 'methode.assietteCadres.verifie', 'methode.plafondCss.verifie']);

    expect(plain.code).toBe(1);
    expect(refusals(plain.output)).toEqual([...others, ...legal.map((field) => `content/pages/legal.yml → ${field}`), ...payroll.map((field) => `content/paie.yml → ${field}`)]);
    // Each refusal says how to fix it, with its section of docs/deploy.md.
    expect(plain.output.match(/^ {6}fix: .+ — docs\/deploy\.md, « \d+b?\. [^»]+ »/gm)).toHaveLength(others.length + legal.length + payroll.length);
    expect(plain.output).toMatch(/fix: npm run setup:cloudflare \(creates or finds the D1 database and writes its id\)/);
    // …and the sections named are docs/deploy.md's.
    const headings = readFileSync(join(repository, 'docs/deploy.md'), 'utf8').match(/^## .+$/gm) ?? [];
    const sections = [...plain.output.matchAll(/« (\d+b?\. [^»]+) »/g)].map((match) => match[1]);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of new Set(sections)) expect(headings).toContain(`## ${section}`);
    expect(plain.stderr).toMatch(/Step 1\/4, the preflight, failed/);
    // The French values quoted as they are in the files.
    expect(plain.output).toContain('« remplacer-par-le-tag-aud-de-l-application-access » is the placeholder');
    expect(plain.output).toContain('content/pages/legal.yml → cdpReceipt: still reads « À compléter ».');
    expect(plain.output).toMatch(/content\/paie\.yml → cssPrestationsFamiliales\[1\]\.verifie: « Délibération n°\u00a0502 du 20\u00a0décembre 2024 [^»]+ », in force since 2025-04-01, is not checked by the firm \(verifie: false\)/);
    expect(plain.output).toContain('content/paie.yml → methode.plafondImpot.verifie: the method choice « Le plafond de l’impôt » (reading in force: 40) is not checked by the firm (verifie: false)');
    expect(plain.output).toContain('content/site.yml → phone: « +221 33 000 00 00 » is the example number (« 33 000 00 00 » is not a real number)');
    expect(plain.output).toContain('content/site.yml → socials[1].example: the facebook address « https://www.facebook.com/sunurhconseil » is still marked as an example');

    expect(staging.code).toBe(1);
    expect(refusals(staging.output)).toEqual(others);
    for (const field of legal) expect(staging.output).toContain(`content/pages/legal.yml : « ${field} »`);
    expect(staging.output).toMatch(/--staging: a staging deploy, with the legal values still to fill in/);
    expect(staging.output).toMatch(/--staging: a staging deploy, with 18 payroll parameter\(s\) and method choice\(s\) in force on \d{4}-\d\d-\d\d not yet checked by the firm/);
    for (const field of payroll) expect(staging.output).toContain(`content/paie.yml : « ${field} »`);

    expect(plain.output).not.toMatch(/── 2\/4/);
    expect(api.calls).toEqual([]);
  });

  it.concurrent('filled in but for the payroll parameters: refused without --staging, each unchecked version in force named; accepted with it', async () => {
    const copy = filledCopy({ databaseId: '11111111-2222-4333-8444-555555555555', payroll: false });
    copies.push(copy);
    const where = (result: PreflightResult) => result.problems.map(({ file, field }) => `${file} → ${field}`);
    const plain = await preflight({ dir: copy.dir, staging: false, env: cleanEnv() });
    expect(where(plain)).toEqual(payrollFieldsUnverified().map((field) => `content/paie.yml → ${field}`));
    expect(plain.problems[0]!.fix).toContain('« Paie : paramètres du simulateur »');
    const staging = await preflight({ dir: copy.dir, staging: true, env: cleanEnv() });
    expect(staging.ok).toBe(true);
    expect(staging.warnings.join('\n')).toContain('content/paie.yml : « smig[0].verifie »');
    expect(formatPreflight(staging)).toContain(
      `The site goes live in staging mode with ${payrollFieldsUnverified().length} value(s) still to fill in or check (${payrollFieldsUnverified().length} payroll parameter(s) and method choice(s) not checked)`,
    );
    // Checked, one version at a time: the CSS ceiling of 1 April 2025 left unchecked is the only refusal.
    copy.write('content/paie.yml', copy.read('content/paie.yml').replaceAll('verifie: false', 'verifie: true').replace(/(du: 01\/04\/2025\n(?: {4}.*\n)*? {4}verifie: )true/, '$1false'));
    expect(where(await preflight({ dir: copy.dir, staging: false, env: cleanEnv() }))).toEqual(['content/paie.yml → cssPrestationsFamiliales[1].verifie']);
    // Every value checked, one choice of method not: that choice alone is refused, and the fix says where it is ticked.
    copy.write('content/paie.yml', copy.read('content/paie.yml').replaceAll('verifie: false', 'verifie: true').replace(/(\n {2}trimfConjoint:\n(?: {4}.*\n)*? {4}verifie: )true/, '$1false'));
    const choice = await preflight({ dir: copy.dir, staging: false, env: cleanEnv() });
    expect(where(choice)).toEqual(['content/paie.yml → methode.trimfConjoint.verifie']);
    expect(choice.problems[0]!.message).toBe('the method choice « La TRIMF d’un conjoint sans revenus » (reading in force: non) is not checked by the firm (verifie: false): the salary simulator would apply it as what the texts say.');
    expect(choice.problems[0]!.fix).toContain('« Choix de méthode »');
    expect((await preflight({ dir: copy.dir, staging: true, env: cleanEnv() })).warnings.join('\n')).toContain('content/paie.yml : « methode.trimfConjoint.verifie » (La TRIMF d’un conjoint sans revenus)');
  });

  it.concurrent('filled in but for the legal values: refused without --staging, accepted with it; the editor’s repository must be this one', async () => {
    const copy = filledCopy({ databaseId: '11111111-2222-4333-8444-555555555555', legal: false });
    copies.push(copy);
    const check = (staging: boolean, env = cleanEnv()) => preflight({ dir: copy.dir, staging, env });
    const where = (result: PreflightResult) => result.problems.map(({ file, field }) => `${file} → ${field}`);
    const legal = legalFieldsToFill();

    const plain = await check(false);
    expect(plain.ok).toBe(false);
    expect(where(plain)).toEqual(legal.map((field) => `content/pages/legal.yml → ${field}`));

    const staging = await check(true);
    expect(where(staging)).toEqual([]);
    expect(staging.ok).toBe(true);
    for (const field of legal) expect(staging.warnings.join('\n')).toContain(`content/pages/legal.yml : « ${field} »`);
    expect(staging.editorRepository).toBe('sunu-rh/site-web');
    expect(formatPreflight(staging)).toContain('The editor commits to sunu-rh/site-web (git remote origin).');
    // After its warnings, the report says the site goes live in staging mode, how many values are missing, and what ends it.
    const report = formatPreflight(staging);
    expect(report).not.toContain('nothing left to fill in');
    expect(report).toContain(`✔ Preflight: passes for a staging deploy only. The site goes live in staging mode with ${legal.length} value(s) still to fill in or check (${legal.length} legal value(s) « À compléter »), listed above.`);
    expect(report).toContain('deploy without --staging (in GitHub Actions: delete the repository variable LEGAL_VALUES_PENDING) — docs/operations.md, « Not ready yet: the legal values and --staging »');
    const operationsHeadings = (readFileSync(join(repository, 'docs/operations.md'), 'utf8').match(/^## .+$/gm) ?? []).map((heading) => heading.replaceAll('`', ''));
    expect(operationsHeadings).toContain('## Not ready yet: the legal values and --staging');

    // CMS_GITHUB_REPO: refused when it is not this checkout's origin (the default included); GitHub's names ignore case.
    const otherRepository = await check(true, cleanEnv({ CMS_GITHUB_REPO: 'sunu-rh/site' }));
    expect(where(otherRepository)).toEqual(['CMS_GITHUB_REPO (environment) → the editor’s repository']);
    expect(otherRepository.problems[0].message).toContain('CMS_GITHUB_REPO is « sunu-rh/site » but this checkout is sunu-rh/site-web');
    const sameRepository = await check(true, cleanEnv({ CMS_GITHUB_REPO: 'Sunu-RH/Site-Web' }));
    expect(sameRepository.ok).toBe(true);
    expect(sameRepository.editorRepository).toBe('Sunu-RH/Site-Web');
  });

  it.concurrent('names each article’s field still « À compléter », as the build does, by file and field with its name in the editor, in French; never refuses it', async () => {
    const copy = filledCopy({ databaseId: '11111111-2222-4333-8444-555555555555' });
    copies.push(copy);
    const trial = 'content/articles/periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail.md';
    const interview = 'content/articles/preparer-un-entretien-d-embauche.md';
    const check = async () => {
      const result = await preflight({ dir: copy.dir, staging: false, env: cleanEnv() });
      expect(result.ok).toBe(true);
      expect(result.problems).toEqual([]);
      return result.warnings.filter((warning) => warning.includes('« À compléter »')).join('\n');
    };
    const named = (text: string) => [...text.matchAll(/^ {3}• (.+)$/gm)].map((match) => match[1]);

    // As shipped: the trial period's draft, whose table waits for its figures.
    const shipped = await check();
    expect(named(shipped)).toEqual([`${trial} : « body » (Texte de l’article)`]);
    // Named, not refused: the report's last line says so, never « nothing left to fill in » after a warning.
    const report = formatPreflight(await preflight({ dir: copy.dir, staging: false, env: cleanEnv() }));
    expect(report.split('\n').at(-1)).toBe('✔ Preflight: nothing refused; the warning above is named, not refused.');
    // --staging with nothing left for it to let through: said to be no longer needed.
    expect(formatPreflight(await preflight({ dir: copy.dir, staging: true, env: cleanEnv() }))).toContain('--staging is not needed any more: deploy without it');
    expect(shipped).toContain('Le cabinet doit encore vérifier et compléter, dans l’éditeur (« Actualités »)');
    expect(shipped).toContain('docs/deploy.md, « 7c. The articles\' unchecked figures »');

    // A published article's summary too, each with its own field; then every figure filled in: nothing named.
    copy.write(interview, copy.read(interview).replace(/^summary: .*$/m, 'summary: "À compléter (le résumé que lira le candidat, en deux phrases au plus)"'));
    expect(named(await check())).toEqual([`${trial} : « body » (Texte de l’article)`, `${interview} : « summary » (Résumé)`]);
    copy.write(trial, copy.read(trial).replace(/À compléter( \([^)]*\))?/g, 'six mois'));
    copy.write(interview, copy.read(interview).replace(/^summary: .*$/m, 'summary: "Les conseils de nos recruteurs avant un entretien à Dakar ou en visioconférence, pour les candidats."'));
    expect(await check()).toBe('');
    expect(formatPreflight(await preflight({ dir: copy.dir, staging: false, env: cleanEnv() })).split('\n').at(-1)).toBe('✔ Preflight: nothing left to fill in.');
  });

  it.concurrent('checks how replies leave: « messagerie » as shipped, « envoi » only with its REPLIES binding, nothing else', async () => {
    const copy = filledCopy({ databaseId: '11111111-2222-4333-8444-555555555555' });
    copies.push(copy);
    const withConfig = async (change: (config: string) => string) => {
      copy.write('wrangler.jsonc', change(copy.read('wrangler.jsonc')));
      return preflight({ dir: copy.dir, staging: false, env: cleanEnv() });
    };
    const edit = (path: (string | number)[], value: unknown) => (config: string) => applyEdits(config, modify(config, path, value, {}));
    const where = (result: PreflightResult) => result.problems.map(({ file, field }) => `${file} → ${field}`);

    const shipped = await withConfig((config) => config);
    expect(shippedConfig.vars.REPLY_MODE).toBe('messagerie');
    expect(shipped.ok).toBe(true);
    expect(shipped.notes).toContain('Replies: staff send them from their own mail or WhatsApp (REPLY_MODE « messagerie »); the inbox records them as prepared.');

    const sending = await withConfig(edit(['vars', 'REPLY_MODE'], 'envoi'));
    expect(sending.ok).toBe(true);
    expect(sending.notes.join('\n')).toContain('Replies: sent by the Worker (REPLY_MODE « envoi »), from site@sunurh.sn.');

    const noBinding = await withConfig(edit(['send_email'], [{ name: 'MAILER' }]));
    expect(where(noBinding)).toEqual(['wrangler.jsonc → send_email']);
    expect(formatPreflight(noBinding)).toContain('docs/deploy.md, « 4b. Replies from the inbox (Email Sending) »');

    const unknown = await withConfig(edit(['vars', 'REPLY_MODE'], 'email'));
    expect(where(unknown)).toEqual(['wrangler.jsonc → vars.REPLY_MODE']);
    expect(unknown.problems[0].message).toContain('« email » is neither « messagerie »');

    // A test's own settings left in the file: the offers' fixed day, another key set for the inbox.
    const testOnly = await withConfig((config) => edit(['vars', 'ACCESS_JWKS'], '{"keys":[]}')(edit(['vars', 'SITE_TODAY'], '2026-11-23')(edit(['vars', 'REPLY_MODE'], 'messagerie')(config))));
    expect(where(testOnly)).toEqual(['wrangler.jsonc → vars.ACCESS_JWKS', 'wrangler.jsonc → vars.SITE_TODAY']);
  });

  it.concurrent('refuses the example phone and a social link still marked as an example; a real number and checked links pass', async () => {
    const copy = filledCopy({ databaseId: '11111111-2222-4333-8444-555555555555' });
    copies.push(copy);
    const filled = copy.read('content/site.yml');
    const withSite = async (change: (site: string) => string) => {
      copy.write('content/site.yml', change(filled));
      return preflight({ dir: copy.dir, staging: false, env: cleanEnv() });
    };
    const where = (result: PreflightResult) => result.problems.map(({ file, field }) => `${file} → ${field}`);

    const asFilled = await withSite((site) => site);
    expect(asFilled.ok).toBe(true);
    // One link without its mark, the two others unticked (false), as the editor saves them.
    expect(parseYaml(filled).socials.map((social: { example?: boolean }) => social.example)).toEqual([undefined, false, false]);

    for (const example of ['+221 33 000 00 00', '+221 77 000 00 00', '"+221330000000"', '33 000 00 00']) {
      const refused = await withSite((site) => site.replace('phone: +221 33 889 12 34', `phone: ${example}`));
      expect(where(refused), example).toEqual(['content/site.yml → phone']);
      expect(refused.problems[0].fix).toContain('« Coordonnées du cabinet » → « Téléphone »');
    }
    for (const real of ['+221 77 000 12 34', '+221 33 800 00 01']) expect((await withSite((site) => site.replace('phone: +221 33 889 12 34', `phone: ${real}`))).ok, real).toBe(true);

    const marked = await withSite((site) => site.replace(/(- network: x\n.*\n {4})example: false/, '$1example: true'));
    expect(where(marked)).toEqual(['content/site.yml → socials[2].example']);
    expect(marked.problems[0].message).toBe('the x address « https://x.com/sunurhconseil » is still marked as an example (a guess, not checked): the footer and Google would link to it.');
    expect(marked.problems[0].fix).toMatch(/untick « Adresse à vérifier \(exemple\) » in the editor/);
  });

  it('reads the editor’s repository from any form of a GitHub remote, and only GitHub’s', () => {
    for (const remote of [
      'https://github.com/sunu-rh/site-web.git',
      'https://github.com/sunu-rh/site-web',
      'git@github.com:sunu-rh/site-web.git',
      'ssh://git@github.com/sunu-rh/site-web.git',
      'https://x-access-token:abc@github.com/sunu-rh/site-web.git',
    ]) {
      expect(githubRepoOf(remote), remote).toBe('sunu-rh/site-web');
    }
    for (const remote of ['https://gitlab.com/sunu-rh/site-web.git', 'https://github.com.evil.test/sunu-rh/site-web.git', '/srv/git/site-web.git', undefined]) {
      expect(githubRepoOf(remote), remote).toBeUndefined();
    }
  });

  it.concurrent('refuses uncommitted changes, unless --allow-uncommitted; a step that fails stops the deploy, named: the Worker is not uploaded when the migrations fail', async () => {
    const api = await start({ zones: ['sunurh.sn'] });
    // A database id the account does not have.
    const copy = filledCopy({ databaseId: '99999999-9999-4999-8999-999999999999' });
    copies.push(copy);
    const prebuilt = prebuiltSite(copy.dir);
    // An edit not committed, and a new file: refused after the preflight, before anything is built or sent.
    copy.write('content/site.yml', copy.read('content/site.yml').replace('phone: +221 33 889 12 34', 'phone: +221 33 889 12 35'));
    copy.write('content/nouvelle-page.yml', 'title: Essai\n');
    const refused = await runScript('deploy.mjs', ['--dir', copy.dir, '--prebuilt', prebuilt], cleanEnv(api.vars()));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The working tree has 2 uncommitted change(s): what would go live is no commit');
    expect(refused.stderr).toMatch(/^ {4} M content\/site\.yml$/m);
    expect(refused.stderr).toMatch(/^ {4}\?\? content\/nouvelle-page\.yml$/m);
    expect(refused.stderr).toContain('npm run deploy -- --allow-uncommitted');
    expect(refused.output).not.toMatch(/── 2\/4/);
    expect(api.calls).toEqual([]);

    // On purpose: the changes listed, and the deploy goes on, to its failing step 3.
    const run = await runScript('deploy.mjs', ['--dir', copy.dir, '--prebuilt', prebuilt, '--allow-uncommitted'], cleanEnv(api.vars()));
    expect(run.stdout).toContain('⚠ Deploying 2 uncommitted change(s) on purpose (--allow-uncommitted); the next run of the workflow deploys main as committed and replaces them:');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Step 3\/4, wrangler d1 migrations apply DB --remote, failed/);
    expect(run.output).not.toMatch(/── 4\/4/);
    expect(api.calls.filter((call) => call.path.includes('/d1/database/99999999-9999-4999-8999-999999999999/query'))).not.toEqual([]);
    expect(api.calls.filter((call) => call.path.includes('/workers/'))).toEqual([]);
  });
});
