/**
 * The tree long prose becomes at build time: content/prose.ts parses the Markdown into it, the
 * pages draw it with React elements (components/Prose, sections/Articles/ArticleBody.tsx) and the
 * articles' feed writes it as HTML (articles/feed.ts). Types only, and nothing of the content layer:
 * the articles' code reads it here, below the content plugin that composes them.
 */
import type { UploadedImage } from './stockImage.ts';

export type Inline = string | { em: Inline[] } | { strong: Inline[] } | { href: string; text: Inline[] };
export type Block = { p: Inline[] } | { ul: Inline[][] } | { ol: Inline[][] };
export type Prose = Block[];
/**
 * A photo the firm uploaded (content/images/), alone in a paragraph of an article: its description,
 * its caption if it has one (the image's Markdown title), and, once the loader has read the file
 * (content/load.ts), its files at its own proportions.
 */
export type Figure = UploadedImage & {
  caption?: string;
  /** Until the loader has read the file: its proportions replace `width` × `height`, at most `figureMaxWidth` wide. */
  ownProportions?: true;
};
/** An article's blocks: the prose's, plus subheadings, tables (a header row, then rows), quotes and figures. */
export type ArticleBlock = Block | { h2: Inline[] } | { h3: Inline[] } | { table: { head: Inline[][]; rows: Inline[][][] } } | { quote: Prose } | { figure: Figure };
export type ArticleProse = ArticleBlock[];
