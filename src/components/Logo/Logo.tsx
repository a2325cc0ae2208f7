import * as styles from './Logo.css';

/** The firm's mark: a stylised baobab crown in a rounded square, and the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className ?? styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" className={styles.markGround} />
      <circle cx="20" cy="16" r="9" className={styles.markCrown} />
      <path d="M18.5 22h3v10h-3z" className={styles.markTrunk} />
      <path d="M12 33h16" strokeWidth="2.5" strokeLinecap="round" className={styles.markSoil} />
    </svg>
  );
}

export function LogoText({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <span className={styles.name}>
      <span>{`${first} ${rest[0] ?? ''}`.trim()}</span>{' '}
      <span className={styles.sub}>{rest.slice(1).join(' ')}</span>
    </span>
  );
}
