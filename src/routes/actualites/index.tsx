import { createFileRoute } from '@tanstack/react-router';
import { hero, seo as articlesSeo } from 'virtual:content/articles';
import { parseArticleSearch } from '../../articles/search';
import { loadArticleIndex } from '../../articles/source';
import { pageHead } from '../../site/seo';
import { ArticleList } from '../../sections/Articles/ArticleList';
import { PageHero } from '../../sections/PageHero/PageHero';

/** /actualites: the published articles, newest first; the category and the page are search params (?categorie=droit-du-travail&page=2). */
export const Route = createFileRoute('/actualites/')({
  loader: async () => ({ ...(await loadArticleIndex()), seo: articlesSeo }),
  head: pageHead,
  component: ArticlesPage,
});

function ArticlesPage() {
  return (
    <>
      <PageHero {...hero} />
      <ArticleList search={parseArticleSearch(Route.useSearch())} index={Route.useLoaderData()} />
    </>
  );
}
