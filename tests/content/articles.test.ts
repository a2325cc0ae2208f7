// @vitest-environment node
/**
 * Articles (content/articles/, Markdown): what the schema refuses, in French, naming the file, the
 * line and the field; what the body may hold; and which articles the build publishes on its day.
 * Each case breaks a copy of content/.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useContentCopy } from '../contentCopies';
import { picture } from '../picture';
import type { Figure } from '../../src/content/prose';
import { articleValuesToFill } from '../../src/content/toFillReport';
import { isPublished, newestFirst } from '../../src/articles/articles';
import { publishedArticles, readingMinutes } from '../../src/articles/build';
import { parseArticleSearch } from '../../src/articles/search';
import { articleFeed } from '../../src/articles/feed';

const copy = useContentCopy('content');
const { file, change, problems } = copy;
const trial = 'articles/periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail.md';
const trialFile = `content/${trial}`;

describe('an article the build refuses, with a French message naming the file and the field', () => {
  it('no front matter', () => {
    writeFileSync(file('articles/sans-champs.md'), 'Juste un texte, sans ses champs.\n');
    expect(problems()).toEqual(['content/articles/sans-champs.md, ligne 1 : l’article doit commencer par ses champs entre deux lignes « --- », puis son texte']);
  });

  it('an author who is not in the team, and an unknown category', () => {
    change(trial, 'author: ndeye-fatou-diop', 'author: moussa-ndiaye');
    change(trial, 'category: droit-du-travail', 'category: fiscalite');
    const found = problems();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(new RegExp(`^${trialFile} : « author » \\(Auteur\\) : « moussa-ndiaye » n’est pas un membre de l’équipe de content/team`));
    expect(found[1]).toMatch(new RegExp(`^${trialFile} : « category » \\(Catégorie\\) : « fiscalite » n’est pas une catégorie de content/categories ; catégories connus`.replace('connus', 'conn')));
  });

  it('a malformed date, and a « mis à jour le » before the publication', () => {
    change(trial, 'date: 10/11/2026', 'date: 31/02/2026\nupdated: 01/11/2026');
    expect(problems()).toEqual([`${trialFile}, ligne 4 : « date » (Date de publication) « 31/02/2026 » n’est pas un jour du calendrier`]);
    change(trial, 'date: 31/02/2026', 'date: 10/11/2026');
    expect(problems()).toEqual([`${trialFile}, ligne 5 : « updated » (Mis à jour le) la date de mise à jour ne peut pas précéder la date de publication`]);
  });

  it('a body with a « # » title, or HTML: refused on the body’s first line, and nothing typed runs as script', () => {
    change(trial, 'La période d\'essai permet', '# Titre en trop\n\nLa période d\'essai permet');
    expect(problems()).toEqual([`${trialFile}, ligne 26 : « body » (Texte de l’article) un titre « # » n’est pas autorisé : le titre de l’article est son champ « Titre » ; commencez les intertitres par « ## »`]);
    change(trial, '# Titre en trop', '<script>alert(1)</script>');
    expect(problems()).toEqual([`${trialFile}, ligne 26 : « body » (Texte de l’article) le HTML n’est pas autorisé : écrivez le texte tel quel`]);
    change(trial, '<script>alert(1)</script>', '[un lien](javascript:alert(1))');
    expect(problems()[0]).toContain('le lien « javascript:alert(1) » n’est pas autorisé');
  });

  it('no cover description, and a summary too short', () => {
    change(trial, /  alt: .*\n/, '');
    change(trial, /summary: .*\n/, 'summary: Trop court.\n');
    expect(problems()).toEqual([
      `${trialFile}, ligne 3 : « summary » (Résumé) doit contenir au moins 50 caractères`,
      `${trialFile}, ligne 22 : « cover.alt » (Description de la photo) est obligatoire (un texte attendu)`,
    ]);
  });
});

describe('an article’s body', () => {
  it('holds subheadings, lists, tables and quotes, in French typography', () => {
    const article = copy.load().collections.articles.find((entry) => entry.id === 'ipm-ce-que-l-employeur-doit-savoir')!;
    const kinds = article.body.map((block) => Object.keys(block)[0]);
    expect(kinds).toEqual(expect.arrayContaining(['p', 'h2', 'table', 'ul', 'ol', 'quote']));
    const table = article.body.find((block) => 'table' in block) as { table: { head: unknown[][]; rows: unknown[][][] } };
    expect(table.table.head).toEqual([['Organisme'], ['Ce qu’il couvre']]);
    expect(JSON.stringify(article.body)).toContain('qu’est-ce que c’est\u202f?');
  });

  it('holds photos of the media folder, each alone in its paragraph: a figure at the photo’s own proportions, at most 1280 px wide, the build making each file once', async () => {
    writeFileSync(file('images/reunion.jpg'), await picture(1600, 1200, 'jpeg'));
    writeFileSync(file('images/portrait.png'), await picture(600, 900, 'png'));
    const images = '![L\'équipe en réunion](/images/reunion.jpg "Une réunion : au Plateau")\n\n![Une consultante](/images/portrait.png)\n\n![La même réunion](/images/reunion.jpg)\n\n';
    change(trial, 'La période d\'essai permet', `${images}La période d'essai permet`);
    const content = copy.load();
    const body = content.collections.articles.find((entry) => entry.id === trial.slice('articles/'.length, -'.md'.length))!.body;
    const [meeting, portrait, again] = body.filter((block) => 'figure' in block).map((block) => (block as { figure: Figure }).figure);
    expect(meeting).toEqual({ alt: 'L’équipe en réunion', caption: 'Une réunion\u00a0: au Plateau', width: 1280, height: 960, files: expect.any(Object) });
    expect(Object.keys(meeting!.files).map(Number)).toEqual([320, 480, 640, 800, 1080, 1280]);
    for (const [width, path] of Object.entries(meeting!.files)) expect(path).toMatch(new RegExp(`^/assets/photos/reunion-${width}w-[0-9a-f]{8}\\.webp$`));
    // A photo narrower than the column keeps its width: never enlarged.
    expect(portrait).toMatchObject({ alt: 'Une consultante', width: 600, height: 900 });
    expect(Object.keys(portrait!.files).map(Number)).toEqual([320, 480, 600]);
    expect(again!.files).toEqual(meeting!.files);
    const jobs = content.photos.filter((job) => /reunion|portrait/.test(job.source));
    expect(jobs.map((job) => [job.source.slice(file('images').length), job.files.length])).toEqual([['/reunion.jpg', 6], ['/portrait.png', 3]]);
    expect(jobs[0]!.files.at(-1)).toMatchObject({ width: 1280, height: 960 });
  });

  it('refuses an image whose file is missing or not a photo, naming the file, the line and the field', () => {
    writeFileSync(file('images/faux.webp'), 'pas une image');
    change(trial, 'La période d\'essai permet', '![Une photo absente](/images/absente.webp)\n\n![Un faux](/images/faux.webp)\n\nLa période d\'essai permet');
    expect(problems()).toEqual([
      `${trialFile}, ligne 26 : « body » (Texte de l’article) : le fichier content/images/absente.webp est introuvable : téléversez la photo à nouveau`,
      `${trialFile}, ligne 26 : « body » (Texte de l’article) : « /images/faux.webp » n’est pas une photo JPEG, PNG ou WebP lisible`,
    ]);
  });

  it('refuses an image with no description, from another site, or in a sentence, on the text’s first line as its other problems', () => {
    const body = `${trialFile}, ligne 26 : « body » (Texte de l’article)`;
    change(trial, 'La période d\'essai permet', '![](/images/reunion.jpg)\n\nLa période d\'essai permet');
    expect(problems()).toEqual([`${body} l’image « /images/reunion.jpg » n’a pas de description : écrivez ce qu’elle montre dans sa « Description » (le texte entre les crochets de ![…](…))`]);
    change(trial, '![](/images/reunion.jpg)', '![Une réunion](https://images.unsplash.com/photo-1552664730-d307ca884978)');
    expect(problems()).toEqual([`${body} l’image « https://images.unsplash.com/photo-1552664730-d307ca884978 » doit être une photo téléversée dans la médiathèque, dont l’adresse commence par « /images/ » : les images d’autres sites ou d’autres dossiers ne sont pas autorisées`]);
    change(trial, '![Une réunion](https://images.unsplash.com/photo-1552664730-d307ca884978)', 'Voici ![Une réunion](/images/reunion.jpg) au Plateau.');
    expect(problems()).toEqual([`${body} l’image « /images/reunion.jpg » doit être seule dans son paragraphe, avec une ligne vide avant et après : pas dans une phrase, une liste, un tableau, un intertitre ni une citation`]);
  });

  it('a value « À compléter » is listed for the build’s warning, by file and field', () => {
    expect(articleValuesToFill(copy.load())).toEqual(['content/articles/periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail.md : « body » (Texte de l’article)']);
  });
});

describe('which articles the build publishes', () => {
  it('an article is published from its day on, and a draft never', () => {
    expect(isPublished({ date: '2026-11-23' }, '2026-11-22')).toBe(false);
    expect(isPublished({ date: '2026-11-23' }, '2026-11-23')).toBe(true);
    expect(isPublished({ date: '2026-11-23', draft: true }, '2026-11-30')).toBe(false);
    expect(isPublished({ date: '2026-11-23', draft: false }, '2026-11-30')).toBe(true);
  });

  it('on the build’s day: newest first, without drafts and articles still to come; each with its author, category, service and related articles', () => {
    // The trial period's article is a draft (it may describe a repealed Code: its « Pourquoi en brouillon »).
    expect(copy.read(trial)).toMatch(/^draft: true$/m);
    change('articles/ipm-ce-que-l-employeur-doit-savoir.md', 'date: 20/11/2026\nupdated: 27/11/2026', 'date: 24/11/2026\nupdated: 27/11/2026');
    const content = copy.load();
    expect(publishedArticles(content, '2026-11-23').map((article) => article.slug)).toEqual(['preparer-un-entretien-d-embauche']);
    const [ipm, interview] = publishedArticles(content, '2026-11-24');
    expect([ipm!.slug, interview!.slug]).toEqual(['ipm-ce-que-l-employeur-doit-savoir', 'preparer-un-entretien-d-embauche']);
    expect(ipm!.author).toEqual({ name: 'Aïssatou Ba', role: 'Responsable paie et IPM' });
    expect(ipm!.categoryName).toBe('IPM et santé');
    expect(ipm!.service).toEqual({ id: 'ipm', name: expect.any(String) });
    expect(interview!.offersLink).toBe(true);
    expect(ipm!.offersLink).toBe(false);
    expect(ipm!.image.url).toMatch(/^https:\/\/images\.unsplash\.com\/photo-/);
  });

  it('related articles: the same category, newest first, never the article itself', () => {
    writeFileSync(file('articles/ipm-deuxieme.md'), copy.read('articles/ipm-ce-que-l-employeur-doit-savoir.md').replace('date: 20/11/2026', 'date: 21/11/2026'));
    const articles = publishedArticles(copy.load(), '2026-11-23');
    expect(articles.find((article) => article.slug === 'ipm-deuxieme')!.related.map((other) => other.slug)).toEqual(['ipm-ce-que-l-employeur-doit-savoir']);
    expect(articles.find((article) => article.slug === 'preparer-un-entretien-d-embauche')!.related).toEqual([]);
  });

  it('orders the same day by address, and counts about 200 words a minute', () => {
    expect([{ date: '2026-11-20', slug: 'b' }, { date: '2026-11-20', slug: 'a' }, { date: '2026-11-21', slug: 'c' }].sort(newestFirst).map((a) => a.slug)).toEqual(['c', 'a', 'b']);
    expect(readingMinutes([{ p: ['mot '.repeat(100)] }])).toBe(1);
    expect(readingMinutes([{ p: ['mot '.repeat(610)] }])).toBe(3);
    // A figure's caption is read; its description (for those who cannot see it) and its files are not.
    const figure = { files: { 320: '/assets/photos/a-320w-aaaaaaaa.webp' }, alt: 'mot '.repeat(300), caption: 'mot '.repeat(100), width: 320, height: 200 };
    expect(readingMinutes([{ p: ['mot '.repeat(300)] }, { figure }])).toBe(2);
  });

  it('the list’s search params: a category of the right shape and a page past the first, nothing else', () => {
    expect(parseArticleSearch({ categorie: 'droit-du-travail', page: '2' })).toEqual({ categorie: 'droit-du-travail', page: 2 });
    expect(parseArticleSearch({ categorie: '<script>', page: '1' })).toEqual({ categorie: undefined, page: undefined });
    expect(parseArticleSearch({ categorie: 3, page: 'x' })).toEqual({ categorie: undefined, page: undefined });
  });
});

describe('the articles’ feed', () => {
  const channel = { siteUrl: 'https://www.example.com', title: 'Actualités | Sunu RH Conseil', description: 'Nos articles.', words: { sources: 'Sources', consulted: 'consulté le {date}', verified: 'À jour au {date}' } };

  /** The trial period's article published again, as the guide says: no longer a draft, checked on a day. */
  const publishTrial = () => change(trial, /^draft: true\n/m, 'verified: 28/11/2026\n');

  it('writes each article with its full text as HTML, every typed text escaped (so nothing closes the CDATA), and the site’s links as full addresses', () => {
    publishTrial();
    change(trial, 'La période d\'essai permet', 'Si 1 < 2 & 3 > 2 ]]> alors [nos offres](/offres).\n\nLa période d\'essai permet');
    const xml = articleFeed(publishedArticles(copy.load(), '2026-11-23'), channel);
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.com/actualites/periode-d-essai-au-senegal-ce-que-dit-le-code-du-travail</guid>');
    expect(xml).toContain('<pubDate>Tue, 10 Nov 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('Si 1 &lt; 2 &amp; 3 &gt; 2 ]]&gt; alors <a href="https://www.example.com/offres">nos offres</a>.');
    expect(xml).toContain('<table><thead><tr><th>Catégorie</th>');
  });

  it('carries a figure with its largest file at its full address, its description and caption escaped', async () => {
    writeFileSync(file('images/graphique.png'), await picture(1000, 500, 'png'));
    publishTrial();
    change(trial, 'La période d\'essai permet', '![Salaires "bruts" & nets](/images/graphique.png "Taux < 10 % & plus")\n\nLa période d\'essai permet');
    const xml = articleFeed(publishedArticles(copy.load(), '2026-11-23'), channel);
    expect(xml).toMatch(
      /<figure><img src="https:\/\/www\.example\.com\/assets\/photos\/graphique-1000w-[0-9a-f]{8}\.webp" alt="Salaires &quot;bruts&quot; &amp; nets" width="1000" height="500"><figcaption>Taux &lt; 10\u00a0% &amp; plus<\/figcaption><\/figure><p>La période/,
    );
  });

  it('has no item for a draft or an article still to come, and an empty channel when none is published', () => {
    expect(copy.read(trial)).toMatch(/^draft: true$/m);
    const xml = articleFeed(publishedArticles(copy.load(), '2026-11-16'), channel);
    expect(xml.match(/<item>/g)).toBeNull();
    expect(xml).toContain('<link>https://www.example.com/actualites</link>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('<description>Nos articles.</description>');
  });

  it('says since when it is up to date, in words in its description (« À jour au … ») and as its lastBuildDate: the newest article’s last change', () => {
    change('articles/ipm-ce-que-l-employeur-doit-savoir.md', 'updated: 27/11/2026', 'updated: 25/11/2026');
    const xml = articleFeed(publishedArticles(copy.load(), '2026-11-23'), channel);
    expect(xml).toContain('<description>Nos articles. À jour au 25 novembre 2026.</description>');
    expect(xml).toContain('<lastBuildDate>Wed, 25 Nov 2026 00:00:00 GMT</lastBuildDate>');
    // Without an update, the newest publication day.
    change('articles/ipm-ce-que-l-employeur-doit-savoir.md', 'updated: 25/11/2026\n', '');
    expect(articleFeed(publishedArticles(copy.load(), '2026-11-23'), channel)).toContain('<description>Nos articles. À jour au 20 novembre 2026.</description>');
  });
});

describe('sources under what the site says about the law', () => {
  const ipm = 'articles/ipm-ce-que-l-employeur-doit-savoir.md';
  const ipmFile = `content/${ipm}`;
  const interview = 'articles/preparer-un-entretien-d-embauche.md';
  /** The IPM article's front matter without its sources (every line from « sources: » to the cover). */
  const withoutSources = (text: string) => text.replace(/^sources:\n(?: {2}.*\n)+/m, '');

  it('three categories are legal, and the IPM article has its « Vérifié le » day and its sources, in French typography', () => {
    const content = copy.load();
    expect(content.collections.categories.filter((category) => category.legal).map((category) => category.id).sort()).toEqual(['droit-du-travail', 'ipm-et-sante', 'paie-et-cotisations']);
    const article = content.collections.articles.find((entry) => entry.id === 'ipm-ce-que-l-employeur-doit-savoir')!;
    expect(article.verified).toBe('2026-11-27');
    expect(article.sources![0]).toEqual({ title: 'Les cotisations au Sénégal (cotisations au 1er janvier 2023)', publisher: 'CLEISS, Centre des liaisons européennes et internationales de sécurité sociale', url: 'https://www.cleiss.fr/docs/cotisations/senegal.html', consulted: '2026-11-27' });
    // A text not read online says so, and has no « consulté le ».
    const decree = article.sources!.find((source) => source.publisher === 'Journal officiel de la République du Sénégal')!;
    expect(decree.title).toMatch(/^Décret n°\s2012-\u2060832\sdu\s7\saoût\s2012\sportant organisation/);
    expect(decree.url).toBeUndefined();
    expect(decree.consulted).toBeUndefined();
    expect(decree.note).toBe('Texte non trouvé en ligne le 27/11/2026\u00a0: son article 2 est cité ici d’après le cours ci-\u2060dessous. À relire au Journal officiel (jo.gouv.sn).');
    // The corrected facts: the decree in force, the threshold, the rates and their ceiling, the two months.
    // (read without the typography's no-break spaces and word joiners)
    const text = JSON.stringify(article.body).replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');
    for (const words of ['décret n° 2012-832 du 7 août 2012', 'à partir de 300 travailleurs', 'de 2 % à 7,5 %', '250 000 FCFA par mois', 'après deux mois de cotisations']) expect(text).toContain(words);
    expect(text).not.toContain('À compléter');
    expect(text).not.toMatch(/75-895 du 14 août 1975\*\*|sont organisées par le/);
  });

  it('refuses an article of a legal category without sources nor « Vérifié le », naming the file and each field', () => {
    copy.write(ipm, withoutSources(copy.read(ipm)).replace('verified: 27/11/2026\n', ''));
    expect(problems()).toEqual([
      `${ipmFile} : « verified » (Vérifié le) : il faut la date « Vérifié le » : « IPM et santé » est une catégorie juridique, et chacun de ses articles dit à quelle date il a été vérifié (« À jour au … » sous son titre)`,
      `${ipmFile} : « sources » (Sources) : il faut au moins une source : « IPM et santé » est une catégorie juridique, et chacun de ses articles dit sur quels textes il s’appuie (titre, organisme, adresse, date de consultation)`,
    ]);
  });

  it('refuses an empty list of sources as no source, and a source without its publisher or with an address that is not https', () => {
    copy.write(ipm, withoutSources(copy.read(ipm)).replace('verified: 27/11/2026\n', 'verified: 27/11/2026\nsources: []\n'));
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^${ipmFile} : « sources » \\(Sources\\) : il faut au moins une source`))]);
    copy.write(ipm, withoutSources(copy.read(ipm)).replace('sources: []\n', 'sources:\n  - title: Code du travail\n    url: http://example.com/code\n'));
    const found = problems();
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toContain('« sources[1].publisher » (Organisme ou site) est obligatoire');
    expect(found.join('\n')).toContain('« sources[1].url » (Adresse (lien)) « http://example.com/code » doit être une adresse complète commençant par https://');
  });

  it('lets a draft wait for its sources, and an article of another category go without; a category switched to legal refuses its unsourced articles', () => {
    // The trial period's article: a draft with no « Vérifié le ».
    expect(copy.read(trial)).not.toContain('verified:');
    change(trial, /^sources:\n(?: {2}.*\n)+/m, '');
    // The IPM article once its category is not legal.
    copy.write(ipm, withoutSources(copy.read(ipm)));
    change('categories/ipm-et-sante.yml', 'legal: true\n', '');
    expect(() => copy.load()).not.toThrow();
    // « Conseils aux candidats » switched to legal: its article, published with its sources but no « Vérifié le », is refused for it;
    // without its sources too, for both.
    change('categories/conseils-aux-candidats.yml', 'offersLink: true', 'offersLink: true\nlegal: true');
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^content/${interview} : « verified » \\(Vérifié le\\) : il faut la date « Vérifié le » : « Conseils aux candidats » est une catégorie juridique`)),
    ]);
    change(interview, /^sources:\n(?: {2}.*\n)+/m, '');
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^content/${interview} : « verified » \\(Vérifié le\\) : il faut la date « Vérifié le » : « Conseils aux candidats » est une catégorie juridique`)),
      expect.stringMatching(new RegExp(`^content/${interview} : « sources » \\(Sources\\) : il faut au moins une source`)),
    ]);
  });

  it('the page and the feed carry the day and the sources; an article with sources but no « Vérifié le », only its sources', () => {
    const [ipmArticle, interviewArticle] = publishedArticles(copy.load(), '2026-11-27');
    expect(ipmArticle!.verified).toBe('2026-11-27');
    expect(ipmArticle!.sources).toHaveLength(5);
    expect(interviewArticle!.slug).toBe('preparer-un-entretien-d-embauche');
    expect('verified' in interviewArticle!).toBe(false);
    expect(interviewArticle!.sources!.map((source) => source.consulted)).toEqual(['2026-12-07', '2026-12-07', '2026-12-07', '2026-12-07']);
    const xml = articleFeed([ipmArticle!, interviewArticle!], { siteUrl: 'https://www.example.com', title: 'Actualités', description: 'Nos articles.', words: { sources: 'Sources', consulted: 'consulté le {date}', verified: 'À jour au {date}' } });
    expect(xml).toContain('<h2>Sources</h2><ol><li><a href="https://www.cleiss.fr/docs/cotisations/senegal.html">Les cotisations au Sénégal (cotisations au 1er janvier 2023)</a>, CLEISS, Centre des liaisons européennes et internationales de sécurité sociale, consulté le 27/11/2026.</li>');
    expect(xml).toMatch(/<li>Décret n°.2012-\u2060832 [^<]*, Journal officiel de la République du Sénégal\. <em>Texte non trouvé en ligne/);
    expect(xml.match(/<h2>Sources<\/h2>/g)).toHaveLength(2);
    // « À jour au … » after the cover, as under the page's title: the checked article's only.
    expect(xml).toMatch(/height="\d+"><\/p><p>À jour au 27 novembre 2026<\/p>/);
    expect(xml.match(/<p>À jour au/g)).toHaveLength(1);
  });
});
