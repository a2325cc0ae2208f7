/**
 * Long prose typed in Markdown, turned at build time into a small tree (its types: lib/proseTree.ts)
 * the `Prose` component renders with React elements (never as HTML). Only paragraphs, lists, emphasis and links to
 * https:, mailto:, tel: or one of the site's pages are allowed; anything else is refused with
 * a French reason (titles, images, code, tables, quotes and HTML are not part of the site's design).
 * An article's body (`parseArticleProse`) may also hold subheadings (## and ###), tables, quotes
 * and figures: a photo of the media folder alone in its paragraph.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { ArticleBlock, ArticleProse, Block, Figure, Inline, Prose } from '../lib/proseTree.ts';
import { frenchTypography } from './typography.ts';
import { pagePaths } from './pagePaths.ts';
import { uploadPrefix } from './photoFolder.ts';

/** The tree this parser returns (lib/proseTree.ts), for the build's code and its tests. */
export type { ArticleBlock, ArticleProse, Block, Figure, Inline, Prose } from '../lib/proseTree.ts';

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

/** Why an image is refused where it stands (in a sentence, a list…), naming it. */
type ImageRefusal = (image: Tokens.Image) => string;
const proseImage: ImageRefusal = () => refused.image!;
/** In an article, an image is allowed alone in its paragraph only (`figure`). */
const articleImage: ImageRefusal = (image) =>
  `l’image « ${image.href} » doit être seule dans son paragraphe, avec une ligne vide avant et après : pas dans une phrase, une liste, un tableau, un intertitre ni une citation`;

/**
 * « ![…](…) » that the lexer did not read as an image (a space or a parenthesis in the file's
 * name): refused, rather than shown to visitors as typed.
 */
const unreadImage = /!\[[^\]]*\]\([^)]*\)?/;

function inline(tokens: Token[] | undefined, images: ImageRefusal = proseImage): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens?.length) out.push(...inline(token.tokens, images));
        else {
          const unread = token.type === 'text' ? unreadImage.exec(token.text) : null;
          if (unread) throw new ProseError(`« ${unread[0]} » n’est pas une image lisible : le nom du fichier ne doit contenir ni espace ni parenthèse`);
          out.push(token.text);
        }
        break;
      case 'br':
        out.push(' ');
        break;
      case 'em':
        out.push({ em: inline(token.tokens, images) });
        break;
      case 'strong':
        out.push({ strong: inline(token.tokens, images) });
        break;
      case 'link': {
        const href = (token as Tokens.Link).href.trim();
        if (!allowedHref(href)) throw new ProseError(`le lien « ${href} » n’est pas autorisé (https://…, mailto:…, tel:… ou une page du site)`);
        out.push({ href, text: inline(token.tokens, images) });
        break;
      }
      case 'image':
        throw new ProseError(images(token as Tokens.Image));
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

function listItems(list: Tokens.List, images: ImageRefusal): Inline[][] {
  return list.items.map((item) => {
    if (item.task) throw new ProseError('les cases à cocher ne sont pas autorisées');
    return item.tokens.flatMap((token) => {
      if (token.type === 'text') return inline((token as Tokens.Text).tokens ?? [token], images);
      if (token.type === 'space') return [];
      if (token.type === 'list') throw new ProseError('les listes dans une liste ne sont pas autorisées');
      throw new ProseError(refused[token.type] ?? `« ${token.raw.trim()} » n’est pas autorisé dans une liste`);
    });
  });
}

/** A paragraph or a list, or undefined for any other token. */
function simpleBlock(token: Token, images: ImageRefusal): Block | undefined {
  if (token.type === 'paragraph') return { p: inline(token.tokens, images) };
  if (token.type !== 'list') return undefined;
  const list = token as Tokens.List;
  return list.ordered ? { ol: listItems(list, images) } : { ul: listItems(list, images) };
}

const lex = (markdown: string) => new Lexer({ gfm: true }).lex(markdown.replace(/\r\n?/g, '\n')).filter((token) => token.type !== 'space');

const notAllowed = (token: Token) => new ProseError(refused[token.type] ?? `« ${token.raw.trim()} » n’est pas autorisé`);

/** Markdown → the prose tree, or a ProseError saying in French what is not allowed. */
export function parseProse(markdown: string, images: ImageRefusal = proseImage): Prose {
  return lex(markdown).map((token) => {
    const block = simpleBlock(token, images);
    if (!block) throw notAllowed(token);
    return block;
  });
}

/**
 * An article's figure is at most this wide: its text column (41.5em, about 706 px) on a screen of
 * density 2 gets the 1280 file, and a phone at 3× (375 px) the 1080 one. A narrower photo keeps
 * its own width (never enlarged).
 */
export const figureMaxWidth = 1280;

/** A file of the media folder, as the media library writes its address: « /images/<file> », no other folder. */
const inMediaFolder = (path: string) => path.startsWith(uploadPrefix) && /^[^/\\]+$/.test(path.slice(uploadPrefix.length));
const photoExtension = /\.(jpe?g|png|webp)$/i;

/**
 * « /images/%C3%A9quipe.webp » (a name the browser encoded) is the file « équipe.webp », and an
 * encoded « / » is a folder's (« /images/..%2Fsite.yml » is not in the media folder); a malformed
 * escape stays as typed.
 */
function decodedPath(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/**
 * A paragraph that is one image and nothing else (spaces aside) → its figure, or a ProseError when
 * the image is not a photo of the media folder or has no description; undefined for any other
 * paragraph (an image in its text is then refused where it stands). The file itself is checked by
 * the loader (load.ts): that it exists, is a photo, and its proportions.
 */
function figure(paragraph: Tokens.Paragraph): { figure: Figure } | undefined {
  const pieces = paragraph.tokens.filter((token) => !((token.type === 'text' || token.type === 'br') && !token.raw.trim()));
  if (pieces.length !== 1 || pieces[0]!.type !== 'image') return undefined;
  const image = pieces[0] as Tokens.Image;
  const href = image.href.trim();
  const source = decodedPath(href);
  if (!inMediaFolder(source)) {
    throw new ProseError(`l’image « ${href} » doit être une photo téléversée dans la médiathèque, dont l’adresse commence par « ${uploadPrefix} » : les images d’autres sites ou d’autres dossiers ne sont pas autorisées`);
  }
  if (!photoExtension.test(source)) throw new ProseError(`l’image « ${href} » n’est pas une photo JPEG, PNG ou WebP`);
  const alt = plainText(inline(image.tokens, articleImage)).trim();
  if (!alt) throw new ProseError(`l’image « ${href} » n’a pas de description : écrivez ce qu’elle montre dans sa « Description » (le texte entre les crochets de ![…](…))`);
  const caption = image.title?.trim() ? frenchTypography(image.title.trim()) : undefined;
  // The size is a stand-in (3:2) until the loader reads the file's own; the editor's preview keeps it.
  const width = figureMaxWidth;
  return { figure: { source, files: {}, alt, width, height: Math.round((width * 2) / 3), ownProportions: true, ...(caption ? { caption } : {}) } };
}

/** The words of inline pieces, without their emphasis or links: an image's description. (ArticleBody.tsx has its own: a page must not import this module, which carries marked.) */
const plainText = (pieces: Inline[]): string =>
  pieces.map((piece) => (typeof piece === 'string' ? piece : plainText('em' in piece ? piece.em : 'strong' in piece ? piece.strong : piece.text))).join('');

/**
 * An article's Markdown → its tree: the prose's blocks, subheadings (## and ###: the article's
 * title is the page's only #), tables (a « fiche pratique » of rates), quotes (of paragraphs
 * and lists, e.g. an article of a law) and figures (an uploaded photo alone in its paragraph).
 */
export function parseArticleProse(markdown: string): ArticleProse {
  return lex(markdown).map((token): ArticleBlock => {
    const photo = token.type === 'paragraph' ? figure(token as Tokens.Paragraph) : undefined;
    if (photo) return photo;
    const block = simpleBlock(token, articleImage);
    if (block) return block;
    if (token.type === 'heading') {
      const { depth, tokens } = token as Tokens.Heading;
      if (depth === 2) return { h2: inline(tokens, articleImage) };
      if (depth === 3) return { h3: inline(tokens, articleImage) };
      throw new ProseError(depth === 1 ? 'un titre « # » n’est pas autorisé : le titre de l’article est son champ « Titre » ; commencez les intertitres par « ## »' : 'seuls les intertitres « ## » et « ### » sont autorisés');
    }
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      return { table: { head: table.header.map((cell) => inline(cell.tokens, articleImage)), rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens, articleImage))) } };
    }
    if (token.type === 'blockquote') return { quote: parseProse((token as Tokens.Blockquote).text, articleImage) };
    throw notAllowed(token);
  });
}
