import { centered, eyebrow as eyebrowClass, lead as leadClass, sectionHeader, sectionTitle } from '../../styles/layout.css';

interface SectionHeaderProps {
  id: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  align?: 'start' | 'center';
}

/** A section's eyebrow, h2 and lead. `id` labels the section (aria-labelledby). */
export function SectionHeader({ id, title, lead, eyebrow, align = 'start' }: SectionHeaderProps) {
  return (
    <div className={`${sectionHeader} ${align === 'center' ? centered : ''}`}>
      {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
      <h2 id={id} className={sectionTitle}>{title}</h2>
      {lead ? <p className={leadClass}>{lead}</p> : null}
    </div>
  );
}
