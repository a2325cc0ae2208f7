import { createFileRoute } from '@tanstack/react-router';
import { loadArticle } from '../../articles/source';
import { seo } from '../../site/seo';
import { ArticleDetail } from '../../sections/Articles/ArticleDetail';

/** /actualites/<slug>: one published article (a draft or an article still to come is not built: the host answers 404). */
export const Route = createFileRoute('/actualites/$slug')({
  loader: ({ params }) => loadArticle(params.slug),
  head: ({ loaderData, params }) => (loaderData ? seo({ title: loaderData.title, description: loaderData.description, path: `/actualites/${params.slug}`, article: loaderData }) : {}),
  component: ArticlePage,
});

function ArticlePage() {
  return <ArticleDetail article={Route.useLoaderData()} />;
}
