// @vitest-environment node
/**
 * The documentation (README.md and docs/**): every relative link resolves, to a file and, when it
 * names one, to a heading of it; the README's table of commands names every npm script and no
 * other; every path docs/architecture.md writes in backticks exists; every screenshot is shown in
 * docs/screenshots/README.md. Each check is a function of the text, run on the real files and on
 * a broken sample, so that a check that could no longer fail fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** Top-level folders the build and the tools write (`.gitignore`'s folders): not in a clone. */
const generated = read('.gitignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.replace(/^\/|\/$/g, ''));
const skipped = new Set(['.git', ...generated]);

/** Every file of the checkout, relative to its root, without .git and what the tools generate. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return skipped.has(path) ? [] : filesUnder(path);
    return [path];
  });
}
const files = filesUnder('');
const markdownFiles = ['README.md', ...files.filter((file) => file.startsWith('docs/') && file.endsWith('.md'))];

/** The text without its fenced code blocks (lines kept, so line numbers stay right). */
const withoutFences = (markdown: string) => markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ''));
/** …and without its inline code spans. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));

/** A heading's anchor, as GitHub makes it: the rendered text, lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]|<[^>]+>/g, (mark) => (mark === '_' ? '_' : ''));
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a Markdown text offers: its headings (a repeated one gets -1, -2…) and `<a id>`s. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, text] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(text!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(id!);
  return found;
}

/** The targets of a Markdown text's links and images, Markdown or HTML, outside code. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const markdownLinks = [...text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target!);
  const htmlLinks = [...text.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/g)].map(([, target]) => target!);
  return [...markdownLinks, ...htmlLinks];
}

/**
 * What is wrong with the relative links of `markdown`, the text of the file `file` (relative to
 * the checkout): a file or folder that does not exist, a place outside the checkout, a heading
 * that the target file does not have. Links to other sites (https:, mailto:…) are not checked.
 */
export function brokenLinks(file: string, markdown: string, readFile: (path: string) => string = read): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const resolved = path ? relative(root, resolve(root, dirname(file), decodeURIComponent(path))) : file;
    if (resolved.startsWith('..')) {
      problems.push(`${file}: ${target} leads outside the repository`);
      continue;
    }
    if (path && !existsSync(join(root, resolved))) {
      problems.push(`${file}: ${target}: ${resolved} does not exist`);
      continue;
    }
    if (anchor === undefined) continue;
    const heading = decodeURIComponent(anchor);
    const here = resolved === file;
    if (!here && (statSync(join(root, resolved)).isDirectory() || !resolved.endsWith('.md'))) problems.push(`${file}: ${target}: only a Markdown file has headings`);
    else if (!anchors(here ? markdown : readFile(resolved)).has(heading)) problems.push(`${file}: ${target}: ${resolved} has no heading #${heading}`);
  }
  return problems;
}

/**
 * The README's table of commands, against package.json: the scripts it does not name, and the
 * ones it names that do not exist. A row names a script in its first cell: `npm run <name>` or `npm test`.
 */
export function scriptTableProblems(readme: string, scriptNames: string[]): string[] {
  const named = new Set<string>();
  for (const line of withoutFences(readme).split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`npm (?:run )?([\w:.-]+)`/g)) named.add(name!);
  }
  return [
    ...scriptNames.filter((name) => !named.has(name)).map((name) => `README.md: the table of commands does not name \`${name}\``),
    ...[...named].filter((name) => !scriptNames.includes(name)).map((name) => `README.md: the table of commands names \`${name}\`, which package.json does not have`),
  ];
}

const knownExtension = /\.(ts|tsx|mts|mjs|cjs|js|json|jsonc|ya?ml|md|sql|html|css|png|jpe?g|svg|toml|txt)$/;

/** Whether a code span is a path of the checkout: a `/` or a file's extension, no space, not an address, a package or a module id. */
export function looksLikePath(span: string): boolean {
  if (/\s/.test(span) || span.includes('://') || /^[/@#?~]/.test(span) || /^(virtual|node|cloudflare):/.test(span)) return false;
  if (/^(text|application|image|multipart)\//.test(span)) return false;
  return span.includes('/') || knownExtension.test(span);
}

/**
 * The paths in backticks of `markdown` that do not exist in the checkout (`existing`, its files).
 * A path with a placeholder (`content/offers/<titre>.yml`, `page-N`…) must exist up to it; a path
 * in a folder the tools generate (`dist/`…) is not checked; a bare file name must be some file's.
 */
export function missingPaths(file: string, markdown: string, existing: string[] = files): string[] {
  const names = new Set(existing.map((path) => path.slice(path.lastIndexOf('/') + 1)));
  const problems: string[] = [];
  for (const [, span] of withoutFences(markdown).matchAll(/`([^`\n]+)`/g)) {
    if (!looksLikePath(span!)) continue;
    const path = span!.replace(/[.,;:]$/, '');
    const segments = path.split('/');
    if (skipped.has(segments[0]!)) continue;
    const placeholder = segments.findIndex((segment) => /[<>*…{}]|-N\b/.test(segment));
    const checked = placeholder === -1 ? path : segments.slice(0, placeholder).join('/');
    if (!checked) continue;
    const exists = checked.includes('/') || placeholder !== -1 ? existsSync(join(root, checked)) : names.has(checked) || existsSync(join(root, checked));
    if (!exists) problems.push(`${file}: \`${span}\` does not exist`);
  }
  return problems;
}

/** The screenshots under docs/screenshots/ that its README does not show as an image. */
export function unshownScreenshots(readme: string, pictures: string[]): string[] {
  const shown = new Set(
    [...prose(readme).matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map(([, target]) => relative(root, resolve(root, 'docs/screenshots', decodeURIComponent(target!)))),
  );
  return pictures.filter((picture) => !shown.has(picture)).map((picture) => `docs/screenshots/README.md does not show ${picture}`);
}

describe('the documentation', () => {
  it('finds the README and the documents of docs/', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/architecture.md', 'docs/screenshots/README.md']));
  });

  it('every relative link leads to a file of the repository, and to a heading it has', () => {
    expect(markdownFiles.flatMap((file) => brokenLinks(file, read(file)))).toEqual([]);
  });

  it('the README names every npm script of package.json in its table, and no other', () => {
    expect(scriptTableProblems(read('README.md'), scripts)).toEqual([]);
  });

  it('every path docs/architecture.md writes in backticks exists', () => {
    expect(missingPaths('docs/architecture.md', read('docs/architecture.md'))).toEqual([]);
  });

  it('every docs/<file>.md#<anchor> the Worker, the contract or the inbox tells staff to read exists', () => {
    // The French messages point to the English guides by an address, never by an English heading.
    const sources = files.filter((file) => /^(worker|contract|src\/inbox)\/.*\.tsx?$/.test(file) || file === '.github/workflows/deploy.yml');
    const cited = sources.flatMap((file) => [...read(file).matchAll(/docs\/([a-z-]+\.md)#([a-z0-9-]+)/g)].map(([, doc, anchor]) => ({ file, doc: doc!, anchor: anchor! })));
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter(({ doc, anchor }) => !anchors(read(`docs/${doc}`)).has(anchor)).map(({ file, doc, anchor }) => `${file}: docs/${doc}#${anchor}`)).toEqual([]);
  });

  it('docs/screenshots/README.md shows every screenshot', () => {
    const pictures = files.filter((file) => file.startsWith('docs/screenshots/') && file.endsWith('.png'));
    expect(pictures.length).toBeGreaterThan(0);
    expect(unshownScreenshots(read('docs/screenshots/README.md'), pictures)).toEqual([]);
  });
});

describe('each check fails on a broken sample', () => {
  it('links: a missing file, a missing heading here or there, a place outside the repository', () => {
    const sample = [
      '# Sample title',
      '[here](#sample-title) [there](deploy.md) [a step](deploy.md#9-the-first-deploy) [a site](https://example.com/x)',
      '[gone](nowhere.md) [no heading](#nothing-here) [no step](deploy.md#11-no-such-step) [outside](../../shared/spec/SPEC.md)',
      '![a picture](screenshots/none.png) <img src="screenshots/also-none.png"> `[in code](ignored.md)`',
    ].join('\n');
    expect(brokenLinks('docs/sample.md', sample)).toEqual([
      'docs/sample.md: nowhere.md: docs/nowhere.md does not exist',
      'docs/sample.md: #nothing-here: docs/sample.md has no heading #nothing-here',
      'docs/sample.md: deploy.md#11-no-such-step: docs/deploy.md has no heading #11-no-such-step',
      'docs/sample.md: ../../shared/spec/SPEC.md leads outside the repository',
      'docs/sample.md: screenshots/none.png: docs/screenshots/none.png does not exist',
      'docs/sample.md: screenshots/also-none.png: docs/screenshots/also-none.png does not exist',
    ]);
  });

  it('anchors are GitHub’s: accents kept, punctuation dropped, repeated headings numbered', () => {
    expect([...anchors('## 4. Les offres d’emploi\n## The inbox’s API (`/api/inbox/*`)\n## Notes\n## Notes\n```\n# not a heading\n```')]).toEqual([
      '4-les-offres-demploi',
      'the-inboxs-api-apiinbox',
      'notes',
      'notes-1',
    ]);
  });

  it('scripts: one the table forgets, one it names that package.json lacks', () => {
    const readme = '| command | what |\n|---|---|\n| `npm run dev` | serve |\n| `npm test` | test |\n| `npm run gone` | nothing |\n\n`npm run build` outside the table counts for nothing';
    expect(scriptTableProblems(readme, ['dev', 'test', 'build'])).toEqual([
      'README.md: the table of commands does not name `build`',
      'README.md: the table of commands names `gone`, which package.json does not have',
    ]);
  });

  it('paths: an old name, a file no folder has, a folder gone; not addresses, ids, packages nor generated files', () => {
    const sample = [
      '`scripts/noSuchScript.mjs` `noSuchModule.ts` `src/noSuchFolder/` `src/noSuchFolder/<name>.ts`',
      '`contract/contactRules.ts` `Loader.css.ts` `content/offers/<titre>-<référence>.yml` `dist/donnees/page-N.json`',
      '`/api/messages` `virtual:content/home` `@sveltia/cms` `text/csv` `npm run deps` `https://example.com/a.md`',
      '```\nsrc/in/a/fence.ts\n```',
    ].join('\n');
    expect(missingPaths('docs/sample.md', sample)).toEqual([
      'docs/sample.md: `scripts/noSuchScript.mjs` does not exist',
      'docs/sample.md: `noSuchModule.ts` does not exist',
      'docs/sample.md: `src/noSuchFolder/` does not exist',
      'docs/sample.md: `src/noSuchFolder/<name>.ts` does not exist',
    ]);
  });

  it('screenshots: one the README does not show', () => {
    expect(unshownScreenshots('![shown](inbox/liste-1280.png)\n`![in code](inbox/liste-375.png)`', ['docs/screenshots/inbox/liste-1280.png', 'docs/screenshots/inbox/liste-375.png'])).toEqual([
      'docs/screenshots/README.md does not show docs/screenshots/inbox/liste-375.png',
    ]);
  });
});
