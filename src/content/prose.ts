/**
 * Long prose typed in Markdown, turned at build time into a small tree the `Prose` component
 * renders with React elements (never as HTML). Only paragraphs, lists, emphasis and links to
 * https:, mailto:, tel: or one of the site's pages are allowed; anything else is refused with
 * a French reason (titles, images, code, tables, quotes and HTML are not part of the site's design).
 * An article's body (`parseArticleProse`) may also hold subheadings (## and ###), tables and quotes.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { frenchTypography } from './typography';
import { pagePaths } from './pagePaths';

export type Inline = string | { em: Inline[] } | { strong: Inline[] } | { href: string; text: Inline[] };
export type Block = { p: Inline[] } | { ul: Inline[][] } | { ol: Inline[][] };
export type Prose = Block[];
/** An article's blocks: the prose's, plus subheadings, tables (a header row, then rows) and quotes. */
export type ArticleBlock = Block | { h2: Inline[] } | { h3: Inline[] } | { table: { head: Inline[][]; rows: Inline[][][] } } | { quote: Prose };
export type ArticleProse = ArticleBlock[];

/** Why a piece of Markdown was refused, in French, for the build's message. */
export class ProseError extends Error {}

const refused: Record<string, string> = {
  heading: 'les titres (#) ne sont pas autorisés',
  image: 'les images ne sont pas autorisées dans le texte (utilisez le champ photo)',
  code: 'les blocs de code ne sont pas autorisés',
  codespan: 'le code (`…`) n’est pas autorisé',
  html: 'le HTML n’est pas autorisé : écrivez le texte tel quel',
  table: 'les tableaux ne sont pas autorisés',
  blockquote: 'les citations (>) ne sont pas autorisées',
  hr: 'les lignes de séparation ne sont pas autorisées',
  del: 'le texte barré n’est pas autorisé',
};

/** Where a link may lead: an https address, an e-mail, a phone number, or a page of the site. */
export function allowedHref(href: string): boolean {
  if (/^https:\/\/[^\s/]+\.[^\s]+$/.test(href)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href)) return true;
  if (/^tel:\+?[\d]{6,15}$/.test(href)) return true;
  const [path] = href.split('#');
  return (pagePaths as readonly string[]).includes(path);
}

function inline(tokens: Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens?.length) out.push(...inline(token.tokens));
        else out.push(token.text);
        break;
      case 'br':
        out.push(' ');
        break;
      case 'em':
        out.push({ em: inline(token.tokens) });
        break;
      case 'strong':
        out.push({ strong: inline(token.tokens) });
        break;
      case 'link': {
        const href = (token as Tokens.Link).href.trim();
        if (!allowedHref(href)) throw new ProseError(`le lien « ${href} » n’est pas autorisé (https://…, mailto:…, tel:… ou une page du site)`);
        out.push({ href, text: inline(token.tokens) });
        break;
      }
      default:
        throw new ProseError(refused[token.type] ?? `« ${token.raw.trim()} » n’est pas autorisé`);
    }
  }
  // Adjacent strings (text split by the lexer) are joined, then set in French typography.
  const joined = out.reduce<Inline[]>((pieces, piece) => {
    const last = pieces.at(-1);
    if (typeof piece === 'string' && typeof last === 'string') pieces[pieces.length - 1] = last + piece;
    else pieces.push(piece);
    return pieces;
  }, []);
  return joined.map((piece, index) => (typeof piece === 'string' ? typeset(piece, index > 0, index < joined.length - 1) : piece));
}

/**
 * A piece of text between emphasis or links: a word stands for the element on either side, so
 * « **vite** ! » gets its space before « ! » as « vite ! » would.
 */
function typeset(text: string, after: boolean, before: boolean): string {
  const set = frenchTypography(`${after ? 'x' : ''}${text}${before ? 'x' : ''}`);
  return set.slice(after ? 1 : 0, before ? -1 : undefined);
}

function listItems(list: Tokens.List): Inline[][] {
  return list.items.map((item) => {
    if (item.task) throw new ProseError('les cases à cocher ne sont pas autorisées');
    return item.tokens.flatMap((token) => {
      if (token.type === 'text') return inline((token as Tokens.Text).tokens ?? [token]);
      if (token.type === 'space') return [];
      if (token.type === 'list') throw new ProseError('les listes dans une liste ne sont pas autorisées');
      throw new ProseError(refused[token.type] ?? `« ${token.raw.trim()} » n’est pas autorisé dans une liste`);
    });
  });
}

/** A paragraph or a list, or undefined for any other token. */
function simpleBlock(token: Token): Block | undefined {
  if (token.type === 'paragraph') return { p: inline(token.tokens) };
  if (token.type !== 'list') return undefined;
  const list = token as Tokens.List;
  return list.ordered ? { ol: listItems(list) } : { ul: listItems(list) };
}

const lex = (markdown: string) => new Lexer({ gfm: true }).lex(markdown.replace(/\r\n?/g, '\n')).filter((token) => token.type !== 'space');

const notAllowed = (token: Token) => new ProseError(refused[token.type] ?? `« ${token.raw.trim()} » n’est pas autorisé`);

/** Markdown → the prose tree, or a ProseError saying in French what is not allowed. */
export function parseProse(markdown: string): Prose {
  return lex(markdown).map((token) => {
    const block = simpleBlock(token);
    if (!block) throw notAllowed(token);
    return block;
  });
}

/**
 * An article's Markdown → its tree: the prose's blocks, subheadings (## and ###: the article's
 * title is the page's only #), tables (a « fiche pratique » of rates) and quotes (of paragraphs
 * and lists, e.g. an article of a law).
 */
export function parseArticleProse(markdown: string): ArticleProse {
  return lex(markdown).map((token): ArticleBlock => {
    const block = simpleBlock(token);
    if (block) return block;
    if (token.type === 'heading') {
      const { depth, tokens } = token as Tokens.Heading;
      if (depth === 2) return { h2: inline(tokens) };
      if (depth === 3) return { h3: inline(tokens) };
      throw new ProseError(depth === 1 ? 'un titre « # » n’est pas autorisé : le titre de l’article est son champ « Titre » ; commencez les intertitres par « ## »' : 'seuls les intertitres « ## » et « ### » sont autorisés');
    }
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      return { table: { head: table.header.map((cell) => inline(cell.tokens)), rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens))) } };
    }
    if (token.type === 'blockquote') return { quote: parseProse((token as Tokens.Blockquote).text) };
    throw notAllowed(token);
  });
}
