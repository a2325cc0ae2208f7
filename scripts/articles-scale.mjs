// Many generated articles for the scale test (tests/build/scale.test.ts) and
// `npm run bench:articles`: copies of a real article (content/articles/), one every two days
// back from ten days after the build's day (so the last few are still to come), each category in
// turn.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const scaleCategories = ['droit-du-travail', 'paie-et-cotisations', 'recrutement', 'ipm-et-sante', 'conseils-aux-candidats'];

/** The article every generated one copies: its fields are replaced, its text kept. */
const model = 'content/articles/ipm-ce-que-l-employeur-doit-savoir.md';

/** `count` articles: slug, title, day (« 2026-11-23 ») and date as staff write it, category. */
export function scaleArticles(count, today) {
  const start = Date.parse(`${today}T00:00:00Z`) + 10 * 86_400_000;
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(start - index * 2 * 86_400_000).toISOString().slice(0, 10);
    const [year, month, date] = day.split('-');
    return { slug: `article-genere-numero-${index + 1}`, title: `Article généré numéro ${index + 1}`, day, date: `${date}/${month}/${year}`, category: scaleCategories[index % scaleCategories.length] };
  });
}

/** A copy of content/ in `dir` with `count` generated articles beside the real ones; returns them. */
export function writeArticleScaleContent(dir, count, today) {
  cpSync(join(root, 'content'), dir, { recursive: true });
  const source = readFileSync(join(root, model), 'utf8');
  const articles = scaleArticles(count, today);
  for (const article of articles) {
    const text = source
      .replace(/^title: .*$/m, `title: "${article.title}"`)
      .replace(/^date: .*$/m, `date: ${article.date}`)
      .replace(/^category: .*$/m, `category: ${article.category}`)
      // The model's « mis à jour le » would come before the later days.
      .replace(/^updated: .*\n/m, '');
    writeFileSync(join(dir, 'articles', `${article.slug}.md`), text);
  }
  return articles;
}
