import { isToFill } from '../../lib/toFillMark';
import { visuallyHidden } from '../../styles/layout.css';
import * as styles from './Legal.css';

/** A value of the legal pages; one the firm must still fill in (« À compléter … ») is marked. */
export function Value({ value, toFillLabel }: { value: string; toFillLabel: string }) {
  if (!isToFill(value)) return <>{value}</>;
  return (
    <mark className={styles.toFill} data-to-fill="">
      <span className={visuallyHidden}>{`${toFillLabel}\u00a0: `}</span>
      {value}
    </mark>
  );
}
