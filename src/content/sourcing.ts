/**
 * Sources under everything the site says about the law: an article of a legal category (a
 * category whose `legal` switch is on: « Droit du travail », « Paie et cotisations », « IPM et
 * santé ») is published only with at least one source and its « Vérifié le » day. The build
 * refuses it otherwise (load.ts), and so does the editor before it saves (src/admin/saveCheck.ts),
 * with the same words. A draft is published nowhere: it may wait for its sources, and is checked
 * the day it stops being a draft. No file access: the editor runs it in the browser too.
 */
import { say } from './problems.ts';

/** What this rule reads of an article (its fields as the schema gives them). */
export interface SourcedArticle {
  sources?: readonly unknown[];
  verified?: string;
  draft?: boolean;
}

/** The fields such an article lacks, in the form's order: « verified », « sources ». */
export function missingSourcing(article: SourcedArticle): ('verified' | 'sources')[] {
  if (article.draft === true) return [];
  return [...(article.verified ? [] : (['verified'] as const)), ...(article.sources?.length ? [] : (['sources'] as const))];
}

/** The French message for a missing field of an article in the legal category named `category`. */
export const sourcingMessage = (field: 'verified' | 'sources', category: string) => say(field === 'sources' ? 'legalSources' : 'legalVerified', undefined, { category });
