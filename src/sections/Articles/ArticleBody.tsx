import type { ArticleBlock, ArticleProse, Figure, Inline } from '../../lib/proseTree';
import { Pieces, Prose } from '../../components/Prose/Prose';
import { photoSource, photoSrcSet } from '../../lib/stockImage';
import * as styles from './Articles.css';

/**
 * An article's text (Markdown checked and parsed at build time, content/prose.ts), as React
 * elements: whatever staff typed is text, never HTML. Paragraphs and lists are the site's own
 * prose; subheadings, tables, quotes and figures are the article's.
 */
export function ArticleBody({ body }: { body: ArticleProse }) {
  return (
    <div className={styles.body}>
      {body.map((block, index) => (
        <ArticleBlockView key={index} block={block} />
      ))}
    </div>
  );
}

function ArticleBlockView({ block }: { block: ArticleBlock }) {
  if ('h2' in block) return <h2><Pieces pieces={block.h2} /></h2>;
  if ('h3' in block) return <h3><Pieces pieces={block.h3} /></h3>;
  if ('quote' in block) return <blockquote><Prose prose={block.quote} /></blockquote>;
  if ('figure' in block) return <BodyFigure figure={block.figure} />;
  if ('table' in block) {
    return (
      <div className={styles.tableFrame} tabIndex={0} role="region" aria-label={block.table.head.map(plainText).join(', ')}>
        <table className={styles.table}>
          <thead>
            <tr>{block.table.head.map((cell, index) => <th key={index} scope="col"><Pieces pieces={cell} /></th>)}</tr>
          </thead>
          <tbody>
            {block.table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>{row.map((cell, index) => <td key={index}><Pieces pieces={cell} /></td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return <Prose prose={[block]} className={styles.flow} />;
}

/** The text column's width (Articles.css.ts `layout`: 41.5em of 17 px) from the desktop breakpoint; the screen's below. */
const figureSizes = '(min-width: 1024px) 706px, 100vw';

/**
 * A photo the firm uploaded, in the text: the build's files at its own proportions (content/load.ts),
 * its width and height reserving its place before it loads, fetched only as it nears the screen.
 */
function BodyFigure({ figure }: { figure: Figure }) {
  return (
    <figure className={styles.figure}>
      <img
        className={styles.figureImage}
        src={photoSource(figure, Math.min(800, figure.width))}
        srcSet={photoSrcSet(figure)}
        sizes={figureSizes}
        width={figure.width}
        height={figure.height}
        alt={figure.alt}
        loading="lazy"
        decoding="async"
      />
      {figure.caption ? <figcaption className={styles.figureCaption}>{figure.caption}</figcaption> : null}
    </figure>
  );
}

const plainText = (pieces: Inline[]): string => pieces.map((piece) => (typeof piece === 'string' ? piece : plainText('em' in piece ? piece.em : 'strong' in piece ? piece.strong : piece.text))).join('');
