/**
 * The deploy workflow (.github/workflows/deploy.yml): actionlint finds nothing in it, and it does
 * what docs/deploy.md says — deploys on every push to main, every day at 00:05 UTC and by hand,
 * with the account id and token as secrets, then checks the live site. GitHub cannot be reached
 * from here: this is what can be proved without it.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { alertReasons, alertSteps } from '../../contract/alertFacts';
import { reasonsOf, sendAlert, steps as alertStepNames } from '../../scripts/deploy/alert.mjs';
import { checkLive, deployEnvironment } from '../../scripts/deploy/checkLive.mjs';
import { lintWorkflow, workflowFiles, workflowsDir } from '../../scripts/deploy/lintWorkflows.mjs';

const deployFile = `${workflowsDir}/deploy.yml`;
const deployText = readFileSync(deployFile, 'utf8');

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
const workflow = parse(deployText) as {
  on: Record<string, unknown>;
  jobs: Record<string, { if?: string; environment?: string; defaults?: unknown; steps: Step[] }>;
  concurrency: { group: string };
  permissions: Record<string, string>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

describe('the GitHub workflows', () => {
  it.each(workflowFiles().map((file) => relative(process.cwd(), file)))('%s passes actionlint', async (file) => {
    expect(await lintWorkflow(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it('actionlint finds a context that does not exist and a misspelt key', async () => {
    const broken = deployText.replace('secrets.CLOUDFLARE_ACCOUNT_ID', 'github.account_id').replace('cancel-in-progress:', 'cancel-in-progres:');
    const found = await lintWorkflow(broken, 'broken.yml');
    expect(found.join('\n')).toMatch(/property "account_id" is not defined/);
    expect(found.join('\n')).toMatch(/unexpected key "cancel-in-progres"/);
  });
});

describe('the deploy workflow', () => {
  it('runs on every push to main, every day at 00:05 UTC, and by hand, one at a time, and deploys main only', () => {
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, schedule: [{ cron: '5 0 * * *' }], workflow_dispatch: null });
    expect(workflow.concurrency.group).toBe('deploy');
    expect(Object.values(workflow.jobs).map((job) => job.if)).toEqual(["github.ref == 'refs/heads/main'"]);
  });

  it('installs with the lockfile on the declared Node, deploys with the secrets, then checks the live site', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node?.with?.['node-version-file']).toBe('.nvmrc');
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs.slice(0, 3)).toEqual([
      'npm ci --no-audit --no-fund',
      "npm run deploy -- ${{ vars.LEGAL_VALUES_PENDING == 'oui' && '--staging' || '' }} 2>&1 | tee deploy.log",
      'npm run check:live -- --require-health 2>&1 | tee check.log',
    ]);
    for (const run of runs.filter((line) => line.startsWith('npm run'))) expect(Object.keys(scripts)).toContain(/^npm run ([\w:]+)/.exec(run)![1]);
    // « | tee » keeps the step's failure only under pipefail: bash named, as GitHub then runs it.
    expect(workflow.jobs.deploy.defaults).toEqual({ run: { shell: 'bash' } });
    const deploy = steps.find((step) => step.id === 'deploy')!;
    expect(deploy.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      CMS_GITHUB_REPO: '${{ github.repository }}',
      CMS_GITHUB_BRANCH: '${{ github.ref_name }}',
    });
    expect(steps.find((step) => step.id === 'check')!.env).toEqual({ HEALTH_TOKEN: '${{ secrets.HEALTH_TOKEN }}' });
  });

  it('tells the firm when a step failed on two paths, an issue of its own and the Worker’s e-mail in facts only, and keeps its daily schedule on (issues 43, 57)', () => {
    const run = '${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ github.run_id }}/attempts/${{ github.run_attempt }}';
    const alert = steps.find((step) => step.run?.startsWith('npm run alert'))!;
    expect(alert.if).toBe('failure()');
    expect(alert.env).toEqual({ HEALTH_TOKEN: '${{ secrets.HEALTH_TOKEN }}' });
    expect(alert.run).toBe(`npm run alert -- --step "\${{ steps.deploy.outcome == 'success' && 'check' || 'deploy' }}" --log "\${{ steps.deploy.outcome == 'success' && 'check.log' || 'deploy.log' }}" --run "${run}"`);
    // The issue: opened or commented by the workflow's own token, before the Worker is asked; closed by the next success.
    const issue = steps.find((step) => step.run?.includes('gh issue create'))!;
    expect(steps.indexOf(issue)).toBeLessThan(steps.indexOf(alert));
    expect(issue.if).toBe('failure()');
    expect(issue.env).toMatchObject({ GH_TOKEN: '${{ github.token }}', GH_REPO: '${{ github.repository }}', TITLE: 'Site\u00a0: le déploiement automatique a échoué', RUN_URL: run });
    expect(issue.run).toContain('gh issue comment "$number"');
    const close = steps.find((step) => step.run?.includes('gh issue close'))!;
    expect(close.if).toBe('success()');
    expect(close.env?.TITLE).toBe(issue.env?.TITLE);
    const keepAlive = steps.find((step) => step.run?.includes('/enable'))!;
    expect(keepAlive.if).toBe("always() && github.event_name == 'schedule'");
    expect(keepAlive.run).toBe('gh api --method PUT "repos/${{ github.repository }}/actions/workflows/deploy.yml/enable"');
    expect(workflow.permissions).toEqual({ contents: 'read', actions: 'write', issues: 'write' });
  });
});

describe('npm run alert’s reasons (scripts/deploy/alert.mjs)', () => {
  it('reads a step’s log as the Worker’s reason codes, each once; anything unrecognised is « other »', () => {
    const known = Object.keys(alertReasons);
    const cases: [string, string[]][] = [
      ['\x1b[31m✘ Step 1/4, the preflight, failed:\n12 placeholder(s) or missing value(s) above\x1b[0m', ['preflight']],
      ['✘ Step 2/4, npm run build, failed:\nexit code 1; nothing was sent to Cloudflare.', ['build']],
      ['✘ Step 3/4, wrangler d1 migrations apply DB --remote, failed:\n✘ [ERROR] Authentication error [code: 10000]', ['cloudflare-token', 'migrations']],
      ['✘ Step 4/4, wrangler deploy, failed.', ['upload']],
      ['✓ page /: 200\n✗ site health: HTTP 401: HEALTH_TOKEN here is not the Worker\'s secret\n✗ page /services: https://x/services: no answer within 15 s', ['health-token', 'unreachable']],
      ['✗ site health: 1 e-mail au cabinet n’est pas parti\n✗ 404 page: the 404 answer is text/plain\n✗ sitemap.xml: no <loc>\n✗ POST /api/messages, an empty message: HTTP 201', ['health', 'pages', 'form']],
      ['✗ inbox API without Access: HTTP 200\n✗ twin host redirect: answered 200\n✗ editor sign-in configured: HTTP 503', ['access', 'redirect', 'editor']],
      ['✗ a check from tomorrow: broke', ['other']],
      ['npm ERR! something else entirely', ['other']],
      ['', ['other']],
    ];
    for (const [log, reasons] of cases) {
      expect(reasonsOf(log), log).toEqual(reasons);
      for (const reason of reasons) expect(known).toContain(reason);
    }
    expect(alertStepNames).toEqual(Object.keys(alertSteps));
  });

  it('sends the facts only, as JSON with the token, and fails on any other answer than 202', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const answer = (status: number) => (async (url: URL, init: RequestInit) => (seen.push({ url: String(url), init }), new Response('{"error":"invalid"}', { status }))) as unknown as typeof fetch;
    const facts = { step: 'check', reasons: ['health'], run: 'https://github.com/sunu-rh/site/actions/runs/7' };
    await sendAlert({ site: 'https://www.example.sn', token: 'jeton', ...facts, fetch: answer(202) });
    expect(seen[0]!.url).toBe('https://www.example.sn/api/health/alert');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual(facts);
    expect(seen[0]!.init.headers).toMatchObject({ Authorization: 'Bearer jeton', 'Content-Type': 'application/json' });
    await expect(sendAlert({ site: 'https://www.example.sn', token: 'jeton', ...facts, fetch: answer(400) })).rejects.toThrow(/^The Worker answered 400/);
  });

  it('deploys in the GitHub environment « production », whose secrets only main gets; check:live says when a workflow does not', async () => {
    expect(workflow.jobs.deploy.environment).toBe('production');
    expect(deployEnvironment(deployText)).toEqual({ ok: true, detail: expect.stringContaining('jobs.deploy uses the environment « production »') });

    // The same workflow without the line, or with another environment: said, with the fix.
    const without = deployText.replace(/^ {4}environment: production\n/m, '');
    expect(without).not.toBe(deployText);
    const missing = deployEnvironment(without);
    expect(missing.ok).toBe(false);
    expect(missing.detail).toMatch(/^jobs\.deploy has no environment: it reads repository secrets, which a workflow run started from any branch can read too: add « environment: production »/);
    expect(missing.detail).toContain('docs/operations.md, « Remise des clés au cabinet »');
    expect(deployEnvironment(deployText.replace('environment: production', 'environment: staging')).detail).toContain('jobs.deploy uses the environment « staging », not « production »');
    expect(readFileSync('docs/operations.md', 'utf8')).toMatch(/^## Remise des clés au cabinet$/m);

    // check:live prints it as a warning, which fails nothing (here every request of the live check is
    // refused at once: only the workflow's line is looked at).
    const lines: string[] = [];
    const refused = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    const { results } = await checkLive('https://www.sunurh.sn', { site: 'https://www.sunurh.sn', fetch: refused, log: (line) => lines.push(line), workflow: without });
    expect(results.find((result) => result.name === 'deploy workflow environment')).toEqual({ name: 'deploy workflow environment', ok: true, warning: true, detail: missing.detail });
    expect(lines).toContain(`⚠ deploy workflow environment: warning, ${missing.detail}`);
    expect(lines.at(-1)).toMatch(/checks failed: .*\(one skipped, 1 warning\)\.$/);
    expect(lines.at(-1)).not.toContain('deploy workflow environment');
  });
});
