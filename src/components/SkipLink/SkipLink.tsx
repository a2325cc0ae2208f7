import { ui } from '../../content/ui';
import * as styles from './SkipLink.css';

export const mainContentId = 'contenu';

export function SkipLink() {
  return (
    <a className={styles.root} href={`#${mainContentId}`}>
      {ui.skipLink}
    </a>
  );
}
