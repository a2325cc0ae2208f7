/**
 * The values the firm must still fill in (« À compléter … », lib/toFillMark.ts): the build lists them
 * in a warning, by file and field, until none is left. They are shown marked on the pages.
 */
import { isToFill } from '../lib/toFillMark.ts';
import type { Content } from './load';
import { labelAt } from './problemMessages.ts';
import { collections, extensionOf, singletons } from './registry.ts';

function walk(value: unknown, path: string, found: string[]) {
  if (typeof value === 'string') {
    if (isToFill(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${path}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key, found);
  }
}

/**
 * « content/pages/legal.yml : « company.rccm » », one line per value still to fill in. The form's
 * other service (legal.yml `formBackend`) counts only in a build that sends to one.
 */
export function valuesToFill(content: Pick<Content, 'pages' | 'collections'>, { otherFormService = false } = {}): string[] {
  const lines: string[] = [];
  for (const [id, page] of Object.entries(singletons)) {
    const found: string[] = [];
    const values = content.pages[id as keyof typeof singletons];
    walk(id === 'legal' && !otherFormService ? { ...values, formBackend: undefined } : values, '', found);
    lines.push(...found.map((field) => `content/${page.file} : « ${field} »`));
  }
  for (const [id, collection] of Object.entries(collections)) {
    // An article's values are not the firm's details: articleValuesToFill lists them apart.
    if (id === 'articles') continue;
    for (const entry of content.collections[id as keyof typeof collections] as { id: string }[]) {
      const found: string[] = [];
      walk(entry, '', found);
      lines.push(...found.map((field) => `content/${collection.folder}/${entry.id}${extensionOf(collection as { format?: string })} : « ${field} »`));
    }
  }
  return lines;
}

/**
 * « content/articles/periode-essai.md : « body » (Texte de l’article) », one line per field of an
 * article that still holds a value written « À compléter » (a figure the author could not check),
 * with the field's name in the editor: drafts and scheduled articles included, since they will be
 * published. The build and the deploy's preflight list the same lines.
 */
export function articleValuesToFill(content: Pick<Content, 'collections'>): string[] {
  return content.collections.articles.flatMap((entry) =>
    Object.entries(entry).flatMap(([key, value]) => {
      const found: string[] = [];
      walk(value, key, found);
      const label = labelAt(collections.articles.schema, [key]);
      return found.length ? [`content/${collections.articles.folder}/${entry.id}${extensionOf(collections.articles)} : « ${key} »${label ? ` (${label})` : ''}`] : [];
    }),
  );
}

/** The build's warning, in French for the firm and in English for whoever deploys. */
export function toFillWarning(lines: string[], articleLines: string[] = []): string | undefined {
  if (!lines.length && !articleLines.length) return undefined;
  return [
    '',
    ...(lines.length
      ? [
          `⚠  ${lines.length} legal value(s) still read « À compléter » (shown marked on /mentions-legales and /confidentialite).`,
          '   Le cabinet doit encore compléter, dans l’éditeur (« Mentions légales et confidentialité ») :',
          ...lines.map((line) => `   • ${line}`),
        ]
      : []),
    ...(articleLines.length
      ? [
          `⚠  ${articleLines.length} article field(s) still hold a value « À compléter » (a figure to check before it is read as fact).`,
          '   Le cabinet doit encore vérifier et compléter, dans l’éditeur (« Actualités ») :',
          ...articleLines.map((line) => `   • ${line}`),
        ]
      : []),
    '',
  ].join('\n');
}
