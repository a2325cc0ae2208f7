import type { ArticleBlock, ArticleProse, Inline } from '../../content/prose';
import { Pieces, Prose } from '../../components/Prose/Prose';
import * as styles from './Articles.css';

/**
 * An article's text (Markdown checked and parsed at build time, content/prose.ts), as React
 * elements: whatever staff typed is text, never HTML. Paragraphs and lists are the site's own
 * prose; subheadings, tables and quotes are the article's.
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

const plainText = (pieces: Inline[]): string => pieces.map((piece) => (typeof piece === 'string' ? piece : plainText('em' in piece ? piece.em : 'strong' in piece ? piece.strong : piece.text))).join('');
