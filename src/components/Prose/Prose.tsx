import type { Block, Inline, Prose as ProseTree } from '../../lib/proseTree';

interface ProseProps {
  prose: ProseTree;
  className?: string;
  paragraphClassName?: string;
}

/**
 * Long prose from the content files (Markdown checked and parsed at build time, content/prose.ts),
 * rendered as React elements: whatever staff typed is text, never HTML.
 */
export function Prose({ prose, className, paragraphClassName }: ProseProps) {
  return (
    <div className={className}>
      {prose.map((block, index) => (
        <ProseBlock key={index} block={block} paragraphClassName={paragraphClassName} />
      ))}
    </div>
  );
}

function ProseBlock({ block, paragraphClassName }: { block: Block; paragraphClassName?: string }) {
  if ('p' in block) return <p className={paragraphClassName}><Pieces pieces={block.p} /></p>;
  const items = 'ul' in block ? block.ul : block.ol;
  const List = 'ul' in block ? 'ul' : 'ol';
  return (
    <List>
      {items.map((item, index) => (
        <li key={index}><Pieces pieces={item} /></li>
      ))}
    </List>
  );
}

/** Inline text: words, emphasis, strong words and links, as elements (an article's headings and table cells use it too). */
export function Pieces({ pieces }: { pieces: Inline[] }) {
  return pieces.map((piece, index) => {
    if (typeof piece === 'string') return piece;
    if ('em' in piece) return <em key={index}><Pieces pieces={piece.em} /></em>;
    if ('strong' in piece) return <strong key={index}><Pieces pieces={piece.strong} /></strong>;
    return <a key={index} href={piece.href}><Pieces pieces={piece.text} /></a>;
  });
}
