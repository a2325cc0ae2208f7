import { lead as leadClass, sectionHeader, sectionTitle } from '../../styles/layout.css';

interface SectionHeaderProps {
  id: string;
  title: string;
  lead?: string;
}

/** A section's h2 and lead. `id` labels the section (aria-labelledby). */
export function SectionHeader({ id, title, lead }: SectionHeaderProps) {
  return (
    <div className={sectionHeader}>
      <h2 id={id} className={sectionTitle}>{title}</h2>
      {lead ? <p className={leadClass}>{lead}</p> : null}
    </div>
  );
}
