/**
 * The search params of /actualites (category, page), as the route's validateSearch reads them.
 * Apart from articles.ts because every page's JavaScript holds the routes' validateSearch.
 */
export interface ArticleSearch {
  categorie?: string;
  page?: number;
}

/** A value of the wrong shape is ignored (the visitor sees every article), never an error page; every key is returned. */
export function parseArticleSearch(search: Record<string, unknown>): ArticleSearch {
  const category = search.categorie;
  const page = Number(search.page);
  return {
    categorie: typeof category === 'string' && /^[a-z0-9-]{1,60}$/.test(category) ? category : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
