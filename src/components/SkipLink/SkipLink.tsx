import { skipLink } from 'virtual:content/ui';
import * as styles from './SkipLink.css';

export const mainContentId = 'contenu';

export function SkipLink() {
  return (
    <a className={styles.root} href={`#${mainContentId}`}>
      {skipLink}
    </a>
  );
}
